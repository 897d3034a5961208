// The keyed content documents (content_entries): menus, footer, homepage, notification and popup.
// Each must satisfy its schema in contract/schemas/content.ts (see the test).
import { productImageUrl } from '../../media/palette';
import type {
  CartPromo,
  ContentKey,
  ExtraMenu,
  Footer,
  HomepageContent,
  MenuItem,
  Navigation,
  NewsletterPopup,
  Notification,
  Promo,
  ShopMenu,
} from '#contract/schemas/content';
import { CATEGORY_BY_PATH, HAND_MADE_CATEGORY_DEFS } from './categories';

const link = (path: string) => `/${path}/`;

function cat(path: string, title?: string, items: MenuItem[] = []): MenuItem {
  const def = CATEGORY_BY_PATH.get(path);
  if (!def) throw new Error(`menu links to unknown category ${path}`);
  return { id: def.id, title: title ?? def.title, link: link(path), slug: path.split('/').pop()!, items };
}

/**
 * Paths, with `x/*` expanded to every hand-made descendant of x in definition order. The generated
 * pages (per size, material, brand, colour: categories-generated.ts) are not in the menu, which is
 * part of every page's HTML; their parent's page links them (its `children`), and so does the sitemap.
 */
function expand(patterns: string[]): string[] {
  const out: string[] = [];
  for (const p of patterns) {
    if (p.endsWith('/*')) {
      const prefix = p.slice(0, -1);
      for (const d of HAND_MADE_CATEGORY_DEFS) if (d.path.startsWith(prefix)) out.push(d.path);
    } else out.push(p);
  }
  return out;
}

let columnId = 10_000;
function column(title: string, path: string, patterns: string[]): MenuItem {
  return { ...cat(path, title), id: ++columnId, items: expand(patterns).map((p) => cat(p)) };
}

function shopMenu(): ShopMenu {
  columnId = 10_000;
  return {
    items: [
      {
        slug: 'slapen',
        title: 'Slapen',
        homepage: true,
        items: [
          column('Beddengoed', 'beddengoed', [
            'dekbedovertrek',
            'dekbedovertrek/*',
            'hoeslaken',
            'hoeslaken/*',
            'hoeslakens',
            'molton',
            'molton/*',
          ]),
          column('Dekbedden', 'dekbed', ['dekbed/*', 'dekbed-zonder-overtrek']),
          column('Kussens', 'kussens', ['hoofdkussen', 'hoofdkussen/*', 'kussenhoes', 'kussenhoes/*']),
          column('Matrassen', 'matrassen', ['matrassen/*', 'toppers', 'matrasbeschermers']),
          column('Boxsprings & bedden', 'boxspring', ['boxspring/*', 'bedden', 'bedden/*', 'accessoires', 'accessoires/*']),
          column('Ontdek', 'bestsellers', [
            'nieuw-binnen',
            'materiaal',
            'materiaal/*',
            'informatie',
            'informatie/*',
            'zakelijk',
            'hotel-linnen',
          ]),
        ],
      },
      {
        slug: 'wonen',
        title: 'Wonen',
        homepage: false,
        items: [
          column('Wonen', 'wonen', ['wonen/*']),
          column('Interieur', 'meubels', ['gordijnen', 'vloerkleden', 'verlichting']),
          column('Buiten & klimaat', 'tuin', ['airco']),
        ],
      },
      {
        slug: 'kids',
        title: 'Kids',
        homepage: false,
        items: [
          column('Kids per leeftijd', 'kids', ['kids/baby', 'kids/peuter', 'kids/kleuter', 'kids/tiener']),
          column('Jongens & meisjes', 'kids/geslacht-leeftijd', ['kids/geslacht-leeftijd/*']),
        ],
      },
      {
        slug: 'acties',
        title: 'Acties',
        homepage: false,
        items: [
          column('Acties', 'acties', ['acties/*']),
          column('Black Friday', 'black-friday', ['black-friday/*']),
          column('Outlet', 'outlet-overzicht', ['outlet-overzicht/*', 'laatste-kansjes-keuzehulp', 'laatste-kansjes-keuzehulp/*']),
        ],
      },
    ],
  };
}

function navigation(): Navigation {
  return {
    menu: [
      cat('dekbedovertrek', 'Dekbedovertrekken', [
        cat('materiaal/katoensatijn'),
        cat('materiaal/flanel'),
        cat('acties/dekbedovertrek-sale'),
      ]),
      cat('dekbed', 'Dekbedden', [cat('dekbed-zonder-overtrek'), cat('dekbed/warmteklasse')]),
      cat('hoeslaken', 'Hoeslakens', [cat('molton'), cat('hoeslaken/hoeslaken-maten')]),
      cat('hoofdkussen', 'Kussens', [cat('hoofdkussen/hoofdkussens'), cat('hoofdkussen/kussenslopen'), cat('kussenhoes/sierkussenhoezen')]),
      cat('matrassen', 'Matrassen', [cat('matrassen/type-matrassen'), cat('matrassen/matras-maten'), cat('toppers')]),
      cat('boxspring', 'Boxsprings', [
        cat('boxspring/boxspring-kopen'),
        cat('boxspring/elektrische-boxspring'),
        cat('boxspring/boxspring-met-opbergruimte'),
      ]),
      cat('wonen', 'Wonen', [cat('wonen/vloerkleden'), cat('wonen/gordijnen'), cat('wonen/badtextiel'), cat('wonen/plaids')]),
      cat('kids', 'Kids', [cat('kids/baby'), cat('kids/peuter'), cat('kids/kleuter'), cat('kids/tiener')]),
      cat('bestsellers', 'Bestsellers'),
      cat('nieuw-binnen', 'Nieuw binnen'),
      cat('outlet-overzicht/outlet', 'Outlet'),
      cat('acties', 'Acties', [cat('acties/winterdeals'), cat('acties/2-halen-1-betalen'), cat('acties/laatste-kans')]),
      cat('black-friday', 'Black Friday'),
    ],
  };
}

const subNavigation: ExtraMenu = {
  items: [
    { title: 'Account', link: '/account/', mobileOnly: true },
    { title: 'Klantenservice', link: '/service/klantenservice-contact/', mobileOnly: true },
    { title: 'Verzenden & Retourneren', link: '/service/shipping-returns/', mobileOnly: true },
    { title: 'Bestellen & Betalen', link: '/service/orderandpayment/', mobileOnly: true },
    { title: 'Pakketchecker', link: '/service/pakketchecker/', mobileOnly: true },
    { title: 'Blog', link: '/blog/', mobileOnly: false },
    { title: 'Inspiratie', link: '/inspiratie/', mobileOnly: false },
  ],
};

const notification: Notification = { active: true, text: 'Gratis verzending met code', code: 'GRATISTHUIS', link: null };

/** Footer category links (docs/requirements/content-and-newsletter.md#screens-and-routes), in this order. */
export const FOOTER_CATEGORY_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['Dekbedovertrekken', 'dekbedovertrek'],
  ['Dekbedden', 'dekbed'],
  ['Hoeslakens', 'hoeslaken'],
  ['Hoofdkussens', 'hoofdkussen/hoofdkussens'],
  ['Boxsprings', 'boxspring/boxspring-kopen'],
  ['Matrassen', 'matrassen'],
  ['Moltons', 'molton'],
  ['Kids', 'kids'],
  ['Vloerkleden', 'wonen/vloerkleden'],
  ['Gordijnen', 'wonen/gordijnen'],
  ['Badtextiel', 'wonen/badtextiel'],
  ['Outlet', 'outlet-overzicht/outlet'],
];

// The header's delivery note is computed by the API when it answers (commerce/delivery/promise.ts), never stored.
const footer: Omit<Footer, 'delivery_note'> = {
  general: [
    { title: 'Over ons', link: '/service/over-ons/' },
    { title: 'Klantenservice', link: '/service/klantenservice-contact/' },
    { title: 'Verzenden & Retourneren', link: '/service/shipping-returns/' },
    { title: 'Bestellen & Betalen', link: '/service/orderandpayment/' },
    { title: 'Retourneren', link: '/service/retourneren/' },
    { title: 'Pakketchecker', link: '/service/pakketchecker/' },
    { title: 'Blog', link: '/blog/' },
    { title: 'Inspiratie', link: '/inspiratie/' },
    { title: 'Merken', link: '/brands/' },
    { title: 'Sitemap', link: '/sitemap/' },
    { title: 'Algemene voorwaarden', link: '/service/algemene-voorwaarden/' },
    { title: 'Privacy', link: '/service/privacy/' },
  ],
  categories: FOOTER_CATEGORY_LINKS.map(([title, path]) => ({ title, link: link(path) })),
  actions: [
    { title: 'Black Friday', link: '/black-friday/' },
    { title: 'Black Friday deals', link: '/acties/black-friday-deals/' },
    { title: 'Winterdeals', link: '/acties/winterdeals/' },
    { title: '2 halen, 1 betalen', link: '/acties/2-halen-1-betalen/' },
    { title: 'Dekbedovertrek sale', link: '/acties/dekbedovertrek-sale/' },
    { title: 'Boxspring actie', link: '/acties/boxspring-actie/' },
    { title: 'Laatste kans', link: '/acties/laatste-kans/' },
    { title: 'Alle acties', link: '/acties/' },
  ],
  paymentMethods: [
    { code: 'ideal', title: 'iDEAL | Wero' },
    { code: 'creditcard', title: 'Creditcard' },
    { code: 'paypal', title: 'PayPal' },
    { code: 'afterpay', title: 'Riverty' },
    { code: 'billink', title: 'Billink' },
    { code: 'in3', title: 'in3' },
    { code: 'alma', title: 'Alma' },
    { code: 'spraypay', title: 'SprayPay' },
  ],
  socials: [
    { network: 'facebook', title: 'Slaapzaak op Facebook', url: 'https://www.facebook.com/slaapzaak' },
    { network: 'instagram', title: 'Slaapzaak op Instagram', url: 'https://www.instagram.com/slaapzaak' },
    { network: 'pinterest', title: 'Slaapzaak op Pinterest', url: 'https://www.pinterest.com/slaapzaak' },
  ],
  phone: { display: '020 - 123 45 67', href: 'tel:+31201234567', hours: 'Ma t/m vr 09:00 - 17:30' },
  email: 'klantenservice@slaapzaak.nl',
  rating: { score: 4.5, outOf: 5, count: '55.000+', trustScore: 4.3 },
  usps: ['Snelle verzending', 'Achteraf of in 3 termijnen veilig betalen', 'Gratis verzending vanaf € 100'],
};

const promo = (slug: string, p: Omit<Promo, 'image' | 'image_mobile'>): Promo => ({
  image: `/media/promo/${slug}.svg`,
  image_mobile: `/media/promo/${slug}-mobile.svg`,
  ...p,
});

const homepage: HomepageContent = {
  promo: promo('black-friday', {
    link: '/black-friday/',
    buttontext: null,
    button_text: null,
    title: 'Black Friday bij Slaapzaak',
    sub_title: 'Tot 50% korting op beddengoed, matrassen en boxsprings',
    show_title: true,
    is_light_background: false,
    ends_at: '2026-11-30T23:59:59+01:00',
  }),
  extra_promos: [
    promo('winter', {
      link: '/acties/winterdeals/',
      buttontext: null,
      button_text: 'Bekijk de winterdeals',
      title: 'Winterdeals',
      sub_title: 'Warme dekbedden, flanel en plaids met korting',
      show_title: true,
      is_light_background: true,
      ends_at: null,
    }),
    promo('boxspring', {
      link: '/acties/boxspring-actie/',
      buttontext: null,
      button_text: 'Naar de boxspring actie',
      title: 'Boxspring actie',
      sub_title: 'Gratis bezorgd en gemonteerd',
      show_title: true,
      is_light_background: false,
      ends_at: null,
    }),
  ],
  category_tiles: [
    { title: 'Dekbedovertrekken', link: '/dekbedovertrek/', image: productImageUrl('dekbedovertrek', 'oudroze', 1) },
    { title: 'Dekbedden', link: '/dekbed/', image: productImageUrl('dekbed', 'wit', 1) },
    { title: 'Hoeslakens', link: '/hoeslaken/', image: productImageUrl('hoeslaken', 'antraciet', 1) },
    { title: 'Hoofdkussens', link: '/hoofdkussen/hoofdkussens/', image: productImageUrl('hoofdkussen', 'wit', 1) },
    { title: 'Matrassen', link: '/matrassen/', image: productImageUrl('matras', 'wit', 1) },
    { title: 'Boxsprings', link: '/boxspring/', image: productImageUrl('boxspring', 'antraciet', 1) },
    { title: 'Vloerkleden', link: '/wonen/vloerkleden/', image: productImageUrl('vloerkleed', 'creme', 1) },
    { title: 'Kids', link: '/kids/', image: productImageUrl('dekbedovertrek', 'roze', 1) },
  ],
  blocks: [
    {
      title: 'Maak van je slaapkamer een thuis',
      sub_title: 'Wonen bij Slaapzaak',
      description:
        '<p>Een rustige slaapkamer helpt je sneller in slaap te vallen. Met een zacht <a href="/wonen/vloerkleden/">vloerkleed</a>, verduisterende <a href="/wonen/gordijnen/">gordijnen</a> en een warme <a href="/wonen/plaids/">plaid</a> maak je er een plek van waar je graag bent.</p>',
      link: '/wonen/',
      button_text: 'Ontdek wonen',
      image: '/media/promo/wonen.svg',
      image_position: 'left',
      background: 'yellow',
    },
    {
      title: 'Welk kussen past bij jou?',
      sub_title: 'Slaapadvies',
      description:
        '<p>Zij-, rug- of buikslaper? Je slaaphouding bepaalt welk hoofdkussen je nek het best ondersteunt. Lees ons advies en vind in een paar minuten het kussen dat bij jou past.</p>',
      link: '/hoofdkussen/welk-kussen-past-bij-mij/',
      button_text: 'Lees het advies',
      image: productImageUrl('hoofdkussen', 'wit', 1),
      image_position: 'right',
      background: 'yellow',
    },
  ],
  featured_category: 'bestsellers',
};

const newsletterPopup: NewsletterPopup = {
  active: true,
  title: 'Schrijf je in en ontvang 10% korting',
  content:
    'Ontvang als eerste onze acties, slaaptips en nieuwe collecties in je mailbox. Als welkomstcadeau krijg je 10% korting op je eerste bestelling vanaf € 50.',
  button_text: 'Inschrijven',
  small_text: 'Je kunt je op elk moment weer afmelden. We gaan zorgvuldig om met je gegevens; lees ons privacybeleid.',
};

/** The cart's promo block: € 20 off from € 100 with KORTING20 (seeded in customers.ts). */
const cartPromo: CartPromo = {
  ...promo('nieuw', {
    link: '/bestsellers/',
    buttontext: null,
    button_text: 'Bekijk de bestsellers',
    title: '€ 20 korting vanaf € 100',
    sub_title: 'Gebruik code KORTING20 in je winkelwagen',
    show_title: true,
    is_light_background: true,
    ends_at: null,
  }),
  active: true,
  code: 'KORTING20',
};

export function contentEntries(): Record<ContentKey, unknown> {
  return {
    navigation: navigation(),
    'shop-menu': shopMenu(),
    'sub-navigation': subNavigation,
    notification,
    footer,
    homepage,
    'newsletter-popup': newsletterPopup,
    'cart-promo': cartPromo,
  };
}
