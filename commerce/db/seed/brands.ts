// Invented brands (no real trademarks). `group` decides which product types a brand makes.

export type BrandGroup = 'textiel' | 'slapen' | 'wonen' | 'kids' | 'buiten';

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
  b(1, 'slaapzaak-basics', 'Slaapzaak Basics', 'textiel', 'Het huismerk van Slaapzaak: degelijk beddengoed in tijdloze kleuren voor een eerlijke prijs.'),
  b(2, 'linnenkast', 'De Linnenkast', 'textiel', 'Klassiek Hollands beddengoed van percal en katoen, gemaakt om jarenlang mee te gaan.'),
  b(3, 'lindeboom-textiel', 'Lindeboom Textiel', 'textiel', 'Familiebedrijf uit Twente dat al drie generaties dekbedovertrekken en lakens ontwerpt.'),
  b(4, 'maison-lavande', 'Maison Lavande', 'textiel', 'Romantisch beddengoed met Franse allure: zacht katoensatijn, verfijnde borduursels en poederige tinten.'),
  b(5, 'noorderlicht-home', 'Noorderlicht Home', 'textiel', 'Scandinavisch geïnspireerd beddengoed in rustige kleuren en natuurlijke materialen.'),
  b(6, 'wolkenveer', 'Wolkenveer', 'slapen', 'Specialist in donzen en wollen dekbedden en kussens, met vulling uit verantwoorde bron.'),
  b(7, 'sluimer', 'Sluimer', 'slapen', 'Betaalbare matrassen, toppers en kussens die in eigen land worden getest op comfort en duurzaamheid.'),
  b(8, 'bergvelt-sleep', 'Bergvelt Sleep', 'slapen', 'Boxsprings en matrassen met handgemaakte pocketvering en een garantie van tien jaar.'),
  b(9, 'duinroos', 'Duinroos', 'textiel', 'Luchtig linnen en gewassen katoen in zandtinten, geïnspireerd op de Hollandse kust.'),
  b(10, 'zilvermaan', 'Zilvermaan', 'textiel', 'Luxe katoensatijn met een hoge draaddichtheid en een zijdezachte glans.'),
  b(11, 'vedermolen', 'Vedermolen', 'slapen', 'Dekbedden en hoofdkussens met synthetische vulling die op 60 °C wasbaar zijn: ideaal bij allergie.'),
  b(12, 'huys-en-haard', 'Huys & Haard', 'wonen', 'Warme woonaccessoires: plaids, vloerkleden en kussens voor een gezellig thuis.'),
  b(13, 'casa-solenne', 'Casa Solenne', 'wonen', 'Zuid-Europees wonen met aardetinten, jute en handgeweven texturen.'),
  b(14, 'helder-wonen', 'Helder Wonen', 'wonen', 'Strakke meubels en verlichting met een lichte, moderne uitstraling.'),
  b(15, 'boomgaard-living', 'Boomgaard Living', 'wonen', 'Massief houten meubels en bedden van FSC-gecertificeerd hout.'),
  b(16, 'kleine-uil', 'Kleine Uil', 'kids', 'Vrolijk kinderbeddengoed met eigen illustraties, van ledikant tot tienerkamer.'),
  b(17, 'wiegewolk', 'Wiegewolk', 'kids', 'Zacht en veilig babytextiel van biologisch katoen.'),
  b(18, 'sterrenpad', 'Sterrenpad', 'kids', 'Speelse dekbedovertrekken en nachtlampjes die kinderen laten dromen.'),
  b(19, 'koeltje', 'Koeltje', 'buiten', 'Stille airco\'s en ventilatoren voor een koele slaapkamer op zomerse nachten.'),
  b(20, 'tuinzaal', 'Tuinzaal', 'buiten', 'Weerbestendige kussens, hangmatten en buitenkleden voor tuin en balkon.'),
  b(21, 'nordvik-nights', 'Nordvik Nights', 'slapen', 'Scandinavisch slaapcomfort: koudschuim matrassen, toppers en elektrische boxsprings.'),
  b(22, 'hotelier-linnen', 'Hotelier Linnen', 'textiel', 'Professioneel beddengoed en badtextiel voor hotels, B&B\'s en thuis, wasbaar tot 90 °C.'),
  b(23, 'badhuys', 'Badhuys', 'wonen', 'Zware badstof handdoeken, badlakens en badjassen in spa-kwaliteit.'),
  b(24, 'velours-et-lin', 'Velours & Lin', 'wonen', 'Velvet en linnen gordijnen, sierkussens en gestoffeerde bedden.'),
  b(25, 'rustpunt', 'Rustpunt', 'slapen', 'Ergonomische hoofdkussens en matrassen, ontwikkeld met fysiotherapeuten.'),
  b(26, 'polderdroom', 'Polderdroom', 'textiel', 'Flanel en jersey beddengoed voor knusse nachten, in stoere en frisse kleuren.'),
  b(27, 'klamboe-company', 'Muggenvrij & Co', 'buiten', 'Klamboes en reisklamboes met fijnmazig, ademend gaas.'),
  b(28, 'aurelia-home', 'Aurelia Home', 'wonen', 'Sfeerverlichting en accessoires in messing, glas en linnen.'),
];

export function brandsInGroups(...groups: BrandGroup[]): BrandDef[] {
  return BRAND_DEFS.filter((d) => groups.includes(d.group));
}
