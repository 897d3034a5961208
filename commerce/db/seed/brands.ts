// Invented brands (no real trademarks). `group` decides which product types a brand makes.

export type BrandGroup = 'textiel' | 'dekbed' | 'matras' | 'wonen' | 'bad' | 'kids' | 'tuin' | 'klimaat' | 'klamboe';

export interface BrandDef {
  id: number;
  slug: string;
  title: string;
  group: BrandGroup;
  description: string;
}

const b = (id: number, slug: string, title: string, group: BrandGroup, description: string): BrandDef => ({
  id,
  slug,
  title,
  group,
  description,
});

export const BRAND_DEFS: readonly BrandDef[] = [
  b(
    1,
    'slaapzaak-basics',
    'Slaapzaak Basics',
    'textiel',
    'Het huismerk van Slaapzaak: degelijk textiel in tijdloze kleuren voor een eerlijke prijs.',
  ),
  b(2, 'linnenkast', 'De Linnenkast', 'textiel', 'Klassiek Hollands beddengoed, gemaakt om jarenlang mee te gaan.'),
  b(3, 'lindeboom-textiel', 'Lindeboom Textiel', 'textiel', 'Familiebedrijf uit Twente dat al drie generaties beddengoed ontwerpt.'),
  b(4, 'maison-lavande', 'Maison Lavande', 'textiel', 'Romantisch beddengoed met Franse allure, verfijnde details en poederige tinten.'),
  b(5, 'noorderlicht-home', 'Noorderlicht Home', 'textiel', 'Scandinavisch geïnspireerd textiel in rustige kleuren en eenvoudige vormen.'),
  b(6, 'wolkenveer', 'Wolkenveer', 'dekbed', 'Specialist in dekbedden en kussens, met vulling uit verantwoorde bron.'),
  b(7, 'sluimer', 'Sluimer', 'matras', 'Betaalbaar slaapcomfort dat in eigen land wordt getest op comfort en duurzaamheid.'),
  b(8, 'bergvelt-sleep', 'Bergvelt Sleep', 'matras', 'Vakkundig gemaakt slaapcomfort uit Brabant, met tot tien jaar garantie.'),
  b(9, 'duinroos', 'Duinroos', 'textiel', 'Ontspannen beddengoed in natuurlijke tinten, geïnspireerd op de Hollandse kust.'),
  b(10, 'zilvermaan', 'Zilvermaan', 'textiel', 'Luxe beddengoed dat met zorg is afgewerkt, tot in de kleinste details.'),
  b(11, 'vedermolen', 'Vedermolen', 'dekbed', 'Anti-allergisch slaapcomfort dat je gewoon in de wasmachine wast.'),
  b(12, 'huys-en-haard', 'Huys & Haard', 'wonen', 'Warme woonaccessoires voor een gezellig thuis.'),
  b(13, 'casa-solenne', 'Casa Solenne', 'wonen', 'Zuid-Europees wonen met aardetinten en natuurlijke texturen.'),
  b(14, 'helder-wonen', 'Helder Wonen', 'wonen', 'Strak en licht wonen: moderne vormen en rustige kleuren.'),
  b(15, 'boomgaard-living', 'Boomgaard Living', 'wonen', 'Natuurlijk wonen met eerlijke materialen en tijdloze vormen.'),
  b(16, 'kleine-uil', 'Kleine Uil', 'kids', 'Vrolijke kinderkamers met eigen illustraties, van ledikant tot tienerkamer.'),
  b(17, 'wiegewolk', 'Wiegewolk', 'kids', 'Zacht en veilig voor de allerkleinsten, van biologisch katoen waar het kan.'),
  b(18, 'sterrenpad', 'Sterrenpad', 'kids', 'Speelse ontwerpen die kinderen laten dromen.'),
  b(19, 'koeltje', 'Koeltje', 'klimaat', "Stille airco's en ventilatoren voor een koele slaapkamer op zomerse nachten."),
  b(20, 'tuinzaal', 'Tuinzaal', 'tuin', 'Weerbestendige kussens, hangmatten en buitenkleden voor tuin en balkon.'),
  b(
    21,
    'nordvik-nights',
    'Nordvik Nights',
    'matras',
    'Scandinavisch slaapcomfort: matrassen, toppers en boxsprings met een rustig design.',
  ),
  b(
    22,
    'hotelier-linnen',
    'Hotelier Linnen',
    'textiel',
    "Professioneel textiel voor hotels, B&B's en thuis, gemaakt voor intensief gebruik.",
  ),
  b(23, 'badhuys', 'Badhuys', 'bad', 'Zware badstof handdoeken, badlakens en badjassen in spa-kwaliteit.'),
  b(24, 'velours-et-lin', 'Velours & Lin', 'wonen', 'Zachte stoffen en warme kleuren voor een luxe interieur.'),
  b(25, 'rustpunt', 'Rustpunt', 'dekbed', 'Ergonomisch slaapcomfort, ontwikkeld samen met fysiotherapeuten.'),
  b(26, 'polderdroom', 'Polderdroom', 'textiel', 'Knus en eerlijk beddengoed in stoere en frisse kleuren.'),
  b(27, 'muggenvrij-en-co', 'Muggenvrij & Co', 'klamboe', 'Klamboes en reisklamboes met fijnmazig, ademend gaas.'),
  b(28, 'aurelia-home', 'Aurelia Home', 'wonen', 'Sfeervolle woonaccessoires met oog voor detail.'),
  b(29, 'zonneterras', 'Zonneterras', 'tuin', 'Kleurrijk buitentextiel dat tegen zon en regen kan.'),
  b(30, 'koele-nachten', 'Koele Nachten', 'klimaat', "Ventilatoren en mobiele airco's die je slaapkamer fluisterstil verkoelen."),
  b(31, 'droomhaven', 'Droomhaven', 'matras', 'Matrassen en boxsprings met een eerlijke prijs en 30 nachten proefslapen.'),
];

export function brandsInGroups(...groups: BrandGroup[]): BrandDef[] {
  return BRAND_DEFS.filter((d) => groups.includes(d.group));
}
