// Catalogue routes generated from tables (docs/decisions/0002: docs/requirements/security.md#screens-and-routes promises hundreds): per product family a
// page per size, per material, per brand (and for duvet covers per colour), plus information pages
// per material and per family. Products land on them through `generatedPathsFor`, which reads only
// the product's own facts (no random numbers), so the product stream of a seed is unchanged.
// Ids start at 1000 and follow the order of the tables: append to a table, never insert in between.
import { COLOURS, type ColourSlug, type ProductType } from '../../media/palette';
import { type BrandGroup, brandsInGroups } from './brands';
import type { CategoryDef } from './categories';
import { MATERIALS, type MaterialSlug, escapeHtml, sizeSlug } from './vocab';

export const FIRST_GENERATED_ID = 1000;

interface Family {
  /** Existing pop category the generated pages hang under. */
  parent: string;
  type: ProductType;
  /** Main-category paths of the products that belong (default: the parent itself). */
  profiles?: string[];
  /** "dekbedovertrek" → dekbedovertrek/dekbedovertrek-140x200-220 */
  slug: string;
  singular: string;
  plural: string;
  sizes: string[];
  materials: MaterialSlug[];
  brandGroups: BrandGroup[];
  colours?: ColourSlug[];
  /** Colour of the family's illustration. */
  colour: ColourSlug;
  /** One sentence on what to look at when choosing (used in intros and the guide page). */
  choose: string;
  /** One sentence of care advice. */
  care: string;
}

const SHEET = ['80x200', '90x200', '140x200', '160x200', '180x200'];

export const FAMILIES: readonly Family[] = [
  {
    parent: 'dekbedovertrek',
    type: 'dekbedovertrek',
    slug: 'dekbedovertrek',
    singular: 'dekbedovertrek',
    plural: 'dekbedovertrekken',
    sizes: ['140x200/220', '200x200/220', '240x200/220', '260x200/220'],
    materials: ['katoen', 'katoensatijn', 'percal', 'flanel', 'linnen', 'jersey', 'bamboe', 'microvezel'],
    brandGroups: ['textiel'],
    colours: Object.keys(COLOURS) as ColourSlug[],
    colour: 'oudroze',
    choose: 'Kies de maat van je dekbed, een stof die past bij hoe warm je slaapt en een kleur die rust geeft in je slaapkamer.',
    care: 'Was je dekbedovertrek binnenstebuiten met de knopen of rits dicht, en droog het niet te heet, dan blijft de kleur mooi.',
  },
  {
    parent: 'dekbed',
    type: 'dekbed',
    slug: 'dekbed',
    singular: 'dekbed',
    plural: 'dekbedden',
    sizes: ['140x200', '140x220', '200x200', '240x220'],
    materials: ['synthetisch', 'dons', 'wol', 'bamboe'],
    brandGroups: ['dekbed'],
    colour: 'wit',
    choose:
      'Kies de warmteklasse die past bij je slaapkamer, een vulling die bij je lichaam past en een lengte van 220 cm als je lang bent.',
    care: 'Schud je dekbed elke ochtend op en laat het af en toe buiten luchten; synthetische dekbedden was je twee keer per jaar op 60 °C.',
  },
  {
    parent: 'hoeslaken',
    type: 'hoeslaken',
    slug: 'hoeslaken',
    singular: 'hoeslaken',
    plural: 'hoeslakens',
    sizes: SHEET,
    materials: ['jersey', 'percal', 'katoensatijn', 'katoen', 'flanel', 'bamboe'],
    brandGroups: ['textiel'],
    colour: 'antraciet',
    choose: 'Meet de breedte, de lengte en de dikte van je matras inclusief topper, en kies een hoekhoogte die daar ruim omheen past.',
    care: 'Was je hoeslaken wekelijks en trek het na het wassen direct om de matras, dan krimpt het elastiek het minst.',
  },
  {
    parent: 'molton',
    type: 'molton',
    slug: 'molton',
    singular: 'molton',
    plural: 'moltons',
    sizes: SHEET,
    materials: ['katoen', 'bamboe', 'polyester'],
    brandGroups: ['textiel', 'dekbed'],
    colour: 'wit',
    choose: 'Kies een waterdichte molton voor kinderbedden en bij incontinentie, en een katoenen molton als je vooral ventilatie wilt.',
    care: 'Was je molton elke maand op 60 °C, zodat huisstofmijt en vocht geen kans krijgen.',
  },
  {
    parent: 'hoofdkussen/hoofdkussens',
    type: 'hoofdkussen',
    slug: 'hoofdkussen',
    singular: 'hoofdkussen',
    plural: 'hoofdkussens',
    sizes: ['60x70', '50x60', '60x40'],
    materials: ['synthetisch', 'traagschuim', 'latex', 'dons', 'wol'],
    brandGroups: ['dekbed'],
    colour: 'wit',
    choose: 'Zijslapers kiezen een hoog en stevig kussen, rugslapers een middelhoog kussen en buikslapers een plat, zacht kussen.',
    care: 'Synthetische kussens was je op 60 °C; bij traagschuim en latex was je alleen de hoes.',
  },
  {
    parent: 'toppers',
    type: 'topper',
    slug: 'topper',
    singular: 'topper',
    plural: 'toppers',
    sizes: ['80x200', '90x200', '140x200', '160x200', '180x200'],
    materials: ['traagschuim', 'koudschuim', 'latex'],
    brandGroups: ['matras'],
    colour: 'wit',
    choose: 'Traagschuim maakt je bed zachter en drukverlagend, koudschuim steviger en veerkrachtiger, latex soepel en duurzaam.',
    care: 'Draai je topper elke maand een kwartslag en was de hoes een paar keer per jaar.',
  },
  {
    parent: 'matrassen',
    type: 'matras',
    slug: 'matras',
    singular: 'matras',
    plural: 'matrassen',
    profiles: [
      'matrassen/type-matrassen/pocketvering-matrassen',
      'matrassen/type-matrassen/traagschuim-matrassen',
      'matrassen/type-matrassen/koudschuim-matrassen',
      'matrassen/type-matrassen/latex-matrassen',
    ],
    sizes: [],
    materials: [],
    brandGroups: ['matras'],
    colour: 'wit',
    choose: 'Kies een stevigheid die past bij je gewicht en slaaphouding, en een kern die past bij hoe warm je slaapt.',
    care: 'Keer en draai je matras de eerste maanden elke twee weken, daarna elke drie maanden.',
  },
  {
    parent: 'boxspring/boxspring-kopen',
    type: 'boxspring',
    slug: 'boxspring',
    singular: 'boxspring',
    plural: 'boxsprings',
    profiles: [
      'boxspring/boxspring-kopen',
      'boxspring/elektrische-boxspring',
      'boxspring/vlakke-boxspring',
      'boxspring/boxspring-met-opbergruimte',
    ],
    sizes: ['140x200', '160x200', '180x200', '200x200'],
    materials: [],
    brandGroups: ['matras'],
    colour: 'antraciet',
    choose:
      'Kies eerst de maat en het type (vlak, elektrisch of met opbergruimte), daarna de stevigheid van de matrassen en het hoofdbord.',
    care: 'Zuig de stof van je boxspring regelmatig af en draai de topper elke maand.',
  },
  {
    parent: 'wonen/vloerkleden',
    type: 'vloerkleed',
    slug: 'vloerkleed',
    singular: 'vloerkleed',
    plural: 'vloerkleden',
    sizes: ['80x150', '160x230', '200x290'],
    materials: ['wol', 'jute', 'katoen', 'polyester'],
    brandGroups: ['wonen'],
    colour: 'creme',
    choose: 'Kies een kleed dat aan alle kanten minstens 30 cm van de muur blijft, of juist precies onder de voorpoten van je bank valt.',
    care: 'Zuig je vloerkleed wekelijks zonder borstel en dep vlekken meteen met lauw water.',
  },
  {
    parent: 'wonen/gordijnen',
    type: 'gordijn',
    slug: 'gordijn',
    singular: 'gordijn',
    plural: 'gordijnen',
    sizes: ['140x260', '280x260'],
    materials: ['polyester', 'velvet', 'linnen', 'katoen'],
    brandGroups: ['wonen'],
    colour: 'grijs',
    choose: 'Kies verduisterend voor de slaapkamer, en meet de breedte van je rail maal anderhalf voor een mooie plooival.',
    care: 'Was je gordijnen op 30 °C en hang ze nat op, dan trekken de kreuken er vanzelf uit.',
  },
  {
    parent: 'wonen/plaids',
    type: 'plaid',
    slug: 'plaid',
    singular: 'plaid',
    plural: 'plaids',
    sizes: ['130x170', '150x200'],
    materials: ['katoen', 'wol', 'polyester', 'velvet'],
    brandGroups: ['wonen', 'textiel'],
    colour: 'oudroze',
    choose: 'Kies wol voor warmte, katoen voor het hele jaar en fleece als je je plaid vaak wilt wassen.',
    care: 'Was je plaid op 30 °C of met de hand, en droog hem liggend.',
  },
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a generated page selects: checked against a product's own facts. */
type Rule = { family: Family; size?: string; material?: MaterialSlug; brand?: number; colour?: ColourSlug };

export interface ProductFacts {
  profilePath: string;
  type: ProductType;
  material: MaterialSlug;
  colour: ColourSlug;
  sizeTitles: readonly string[];
  brandId: number;
}

export interface GeneratedCategories {
  defs: CategoryDef[];
  /** Text-page bodies (after the intro paragraph), by path. */
  bodies: Record<string, string>;
  rules: ReadonlyMap<string, Rule>;
}

const link = (path: string, title: string) => `<a href="/${path}/">${escapeHtml(title)}</a>`;

/** Builds the generated pages; paths already taken by hand-made categories are skipped. */
export function generateCategories(taken: ReadonlySet<string>): GeneratedCategories {
  const defs: CategoryDef[] = [];
  const bodies: Record<string, string> = {};
  const rules = new Map<string, Rule>();
  let id = FIRST_GENERATED_ID;
  const add = (def: Omit<CategoryDef, 'id'>, rule?: Rule, body?: string) => {
    if (taken.has(def.path) || rules.has(def.path) || defs.some((d) => d.path === def.path)) return;
    defs.push({ id: id++, ...def });
    if (rule) rules.set(def.path, rule);
    if (body) bodies[def.path] = body;
  };

  for (const f of FAMILIES) {
    for (const size of f.sizes) {
      add(
        {
          path: `${f.parent}/${f.slug}-${sizeSlug(size)}`,
          kind: 'pop',
          title: `${cap(f.singular)} ${size}`,
          subtitle: `Alle ${f.plural} in de maat ${size}`,
          image: [f.type, f.colour],
          intro: `Zoek je een <strong>${escapeHtml(f.singular)} van ${size} cm</strong>? Hier vind je alle ${escapeHtml(f.plural)} die in deze maat leverbaar zijn. ${escapeHtml(f.choose)}`,
        },
        { family: f, size },
      );
    }
    for (const material of f.materials) {
      const m = MATERIALS[material];
      add(
        {
          path: `${f.parent}/${material}-${f.plural}`,
          kind: 'pop',
          title: `${m.adj} ${f.plural}`,
          subtitle: `${cap(f.plural)} van ${m.title.toLowerCase()}`,
          image: [f.type, f.colour],
          intro: `<strong>${escapeHtml(m.adj)} ${escapeHtml(f.plural)}</strong> op een rij. ${escapeHtml(m.text)}`,
        },
        { family: f, material },
      );
    }
    for (const brand of brandsInGroups(...f.brandGroups)) {
      add(
        {
          path: `${f.parent}/${brand.slug}-${f.plural}`,
          kind: 'pop',
          title: `${brand.title} ${f.plural}`,
          subtitle: `Alle ${f.plural} van ${brand.title}`,
          image: [f.type, f.colour],
          intro: `<strong>${escapeHtml(cap(f.plural))} van ${escapeHtml(brand.title)}</strong>. ${escapeHtml(brand.description)}`,
        },
        { family: f, brand: brand.id },
      );
    }
    for (const colour of f.colours ?? []) {
      const c = COLOURS[colour].title;
      add(
        {
          path: `${f.parent}/${f.slug}-${colour}`,
          kind: 'pop',
          title: `${cap(f.plural)} in ${c.toLowerCase()}`,
          subtitle: `${cap(f.singular)} in de kleur ${c.toLowerCase()}`,
          image: [f.type, colour],
          intro: `Alle <strong>${escapeHtml(f.plural)} in ${escapeHtml(c.toLowerCase())}</strong>, in alle maten en stoffen.`,
        },
        { family: f, colour },
      );
    }
    // Information pages of the family: choosing and care.
    const sizesHtml = f.sizes.length
      ? `<h2>Maten</h2><ul>${f.sizes.map((s) => `<li>${link(`${f.parent}/${f.slug}-${sizeSlug(s)}`, `${cap(f.singular)} ${s}`)}</li>`).join('')}</ul>`
      : '';
    const materialsHtml = f.materials.length
      ? `<h2>Materialen</h2><ul>${f.materials.map((m) => `<li><strong>${escapeHtml(MATERIALS[m].title)}</strong>: ${escapeHtml(MATERIALS[m].text)}</li>`).join('')}</ul>`
      : '';
    add(
      {
        path: `${f.parent}/${f.slug}-kiezen`,
        kind: 'textpage',
        title: `${cap(f.singular)} kiezen`,
        subtitle: `Waar let je op bij ${f.plural}?`,
        image: [f.type, f.colour],
        intro: `Een ${escapeHtml(f.singular)} koop je niet elke week. Met deze uitleg kies je in een paar minuten het juiste exemplaar.`,
      },
      undefined,
      `<h2>Waar let je op?</h2><p>${escapeHtml(f.choose)}</p>${sizesHtml}${materialsHtml}<p>Bekijk ook alle ${link(f.parent, cap(f.plural))}.</p>`,
    );
    add(
      {
        path: `${f.parent}/${f.slug}-onderhoud`,
        kind: 'textpage',
        title: `${cap(f.singular)} onderhouden`,
        subtitle: `Zo gaan je ${f.plural} langer mee`,
        image: [f.type, f.colour],
        intro: `Met goed onderhoud blijft je ${escapeHtml(f.singular)} jarenlang mooi. Dit zijn onze tips.`,
      },
      undefined,
      `<h2>Onze tips</h2><p>${escapeHtml(f.care)}</p><p>Lees altijd ook het wasetiket: het voorschrift van de fabrikant gaat voor.</p><p>Terug naar ${link(f.parent, cap(f.plural))}.</p>`,
    );
  }

  // Information per material, under /materiaal/.
  for (const [slug, m] of Object.entries(MATERIALS) as Array<[MaterialSlug, (typeof MATERIALS)[MaterialSlug]]>) {
    const usedBy = FAMILIES.filter((f) => f.materials.includes(slug));
    const links = usedBy.map((f) => `<li>${link(`${f.parent}/${slug}-${f.plural}`, `${m.adj} ${f.plural}`)}</li>`).join('');
    add(
      {
        path: `materiaal/wat-is-${slug}`,
        kind: 'textpage',
        title: `Wat is ${m.title.toLowerCase()}?`,
        subtitle: `Eigenschappen van ${m.title.toLowerCase()}`,
        image: [usedBy[0]?.type ?? 'dekbedovertrek', usedBy[0]?.colour ?? 'wit'],
        intro: escapeHtml(m.text),
      },
      undefined,
      `<h2>Eigenschappen</h2><p>${escapeHtml(m.text)}</p><h2>Onderhoud</h2><p>Was ${escapeHtml(m.title.toLowerCase())} volgens het etiket; de meeste producten van Slaapzaak kunnen in de wasmachine.</p>` +
        (links ? `<h2>Producten van ${escapeHtml(m.title.toLowerCase())}</h2><ul>${links}</ul>` : ''),
    );
  }
  return { defs, bodies, rules };
}

/** Rules grouped by product type, so a product is only checked against its own family's pages. */
export function rulesByType(rules: ReadonlyMap<string, Rule>): ReadonlyMap<ProductType, Array<[string, Rule]>> {
  const out = new Map<ProductType, Array<[string, Rule]>>();
  for (const entry of rules) {
    const list = out.get(entry[1].family.type) ?? [];
    list.push(entry);
    out.set(entry[1].family.type, list);
  }
  return out;
}

/** Generated pop paths a product belongs to, from its own facts only. */
export function generatedPathsFor(byType: ReadonlyMap<ProductType, Array<[string, Rule]>>, p: ProductFacts): string[] {
  const out: string[] = [];
  for (const [path, r] of byType.get(p.type) ?? []) {
    const f = r.family;
    if (!(f.profiles ?? [f.parent]).includes(p.profilePath)) continue;
    if (r.size !== undefined && !p.sizeTitles.includes(r.size)) continue;
    if (r.material !== undefined && p.material !== r.material) continue;
    if (r.brand !== undefined && p.brandId !== r.brand) continue;
    if (r.colour !== undefined && p.colour !== r.colour) continue;
    out.push(path);
  }
  return out;
}
