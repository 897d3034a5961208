// Customer reviews: Dutch names, titles and texts that fit the product family. Scores lean to 4-5.
import type { reviews } from '../schema';
import type { ReviewFamily } from './draft';
import type { Rng } from './random';
import { REFERENCE_DATE } from './time';

type Band = 'positief' | 'neutraal' | 'negatief';

const FIRST_NAMES = [
  'Sanne',
  'Mark',
  'Lisa',
  'Tom',
  'Anouk',
  'Jeroen',
  'Esther',
  'Bas',
  'Marieke',
  'Kees',
  'Ilse',
  'Ruben',
  'Linda',
  'Pieter',
  'Femke',
  'Joost',
  'Monique',
  'Wouter',
  'Nienke',
  'Henk',
  'Yvonne',
  'Martijn',
  'Sophie',
  'Gerrit',
  'Emma',
  'Niels',
  'Astrid',
  'Koen',
  'Ingrid',
  'Jasper',
  'Petra',
  'Sven',
  'Fatima',
  'Mehmet',
  'Priya',
  'Youssef',
  'Chantal',
  'Rik',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'de Jong',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'van Dijk',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'van den Berg',
  'Kok',
  'Jacobs',
  'Vermeulen',
  'van der Linden',
  'Postma',
  'Kuipers',
  'Willems',
  'Hoekstra',
  'Koster',
];

const TITLES: Record<Band, readonly string[]> = {
  positief: [
    'Heel tevreden',
    'Aanrader!',
    'Precies wat ik zocht',
    'Top kwaliteit',
    'Super fijn',
    'Erg blij mee',
    'Mooi en goed',
    'Snel geleverd en top',
    'Zeker een aanrader',
    'Beter dan verwacht',
    'Uitstekende koop',
    'Heerlijk',
  ],
  neutraal: ['Redelijk', 'Prima, maar niet bijzonder', 'Goed, met een kanttekening', 'Voldoet', 'Oké voor de prijs'],
  negatief: ['Niet wat ik verwachtte', 'Helaas teleurgesteld', 'Valt tegen', 'Niet voor mij'],
};

const GENERAL: Record<Band, readonly string[]> = {
  positief: [
    'Voor 23:59 besteld en de volgende dag al in huis.',
    'Netjes verpakt en snel geleverd.',
    'Goede prijs-kwaliteitverhouding.',
    'Ik bestel hier zeker vaker.',
    'Ik heb er meteen een tweede bij besteld.',
  ],
  neutraal: [
    'Levering duurde een dag langer dan aangegeven.',
    'Voor de prijs prima, al had ik iets meer verwacht.',
    'Doet wat het moet doen.',
  ],
  negatief: [
    'Ik heb het product teruggestuurd; het retourneren verliep wel soepel.',
    'De klantenservice reageerde snel en netjes.',
    'Jammer, want het zag er online goed uit.',
  ],
};

const SPECIFIC: Record<ReviewFamily, Record<Band, readonly string[]>> = {
  beddengoed: {
    positief: [
      'De stof voelt heerlijk zacht aan en de kleur is precies zoals op de foto.',
      'Na een paar keer wassen nog steeds als nieuw.',
      'Past perfect, ook om onze dikke matras met topper.',
      'Slaapt heerlijk koel in de zomer.',
      'Kreukt nauwelijks, dus strijken is niet nodig.',
      'Mooie dikke stof, voelt luxe aan.',
    ],
    neutraal: ['Na de eerste wasbeurt een klein beetje gekrompen.', 'De kleur is iets lichter dan op mijn scherm.'],
    negatief: ['Na een paar wasbeurten begint de stof te pluizen.', 'De naden lieten na twee keer wassen al los.'],
  },
  dekbed: {
    positief: [
      'Eindelijk een dekbed waaronder ik het niet te warm heb.',
      'Licht en toch lekker warm.',
      'Het dekbed was na het uitpakken binnen een dag mooi bol.',
      'Mijn partner en ik slapen er allebei goed onder.',
      'Geen last meer van koude voeten.',
    ],
    neutraal: ['Voor mij is hij net iets te warm.', 'Het duurde een paar dagen voordat het dekbed goed op volume was.'],
    negatief: ['De vulling verschuift naar de randen.', 'Veel te warm, zelfs met de verwarming uit.'],
  },
  kussen: {
    positief: [
      'Mijn nekklachten zijn na een week flink minder.',
      'Precies de goede hoogte voor een zijslaper.',
      'Even wennen, maar nu wil ik niet meer anders.',
      'Blijft mooi in vorm.',
      'Ook na het wassen nog lekker luchtig.',
    ],
    neutraal: ['Voor mij net iets te hoog.', 'Had hem iets steviger verwacht.'],
    negatief: ['Te zacht voor mij, mijn nek kreeg te weinig steun.', 'Ruikt de eerste dagen nogal sterk.'],
  },
  matras: {
    positief: [
      'Ik word veel uitgeruster wakker dan op mijn oude matras.',
      'Stevig maar toch comfortabel, precies goed voor mijn rug.',
      'De bezorgers waren vriendelijk en hebben alles netjes neergezet.',
      'Geen rugpijn meer in de ochtend.',
      'We merken nauwelijks iets van elkaars bewegingen.',
      'De eerste nachten was het wennen, maar nu slaap ik als een roos.',
    ],
    neutraal: ['Steviger dan ik had verwacht.', 'Comfortabel, maar ik slaap er wat warm op.'],
    negatief: ['Voor mij veel te hard.', 'Er ontstaat al een kuil aan mijn kant.'],
  },
  wonen: {
    positief: [
      'Ziet er in het echt nog mooier uit dan op de foto.',
      'Goede kwaliteit voor deze prijs.',
      'Voelt heerlijk zacht aan.',
      'De kleur is warm en komt goed overeen met de website.',
      'Maakt de kamer meteen een stuk gezelliger.',
    ],
    neutraal: ['Kleiner dan ik me had voorgesteld.', 'De kleur is iets donkerder dan op de foto.'],
    negatief: ['De kleur wijkt behoorlijk af van de foto.', 'Na een paar weken zijn er al pluisjes.'],
  },
  meubel: {
    positief: [
      'Makkelijk in elkaar te zetten.',
      'Stevig en mooi afgewerkt.',
      'Past perfect in onze slaapkamer.',
      'Ziet er in het echt nog mooier uit dan op de foto.',
    ],
    neutraal: ['De montage was wat lastig.', 'De handleiding had duidelijker gekund.'],
    negatief: ['Er zat een kras op bij levering.', 'Er ontbraken een paar schroefjes.'],
  },
  techniek: {
    positief: [
      'Koelt de slaapkamer snel af.',
      'Op de laagste stand is hij echt stil.',
      'Makkelijk te bedienen met de afstandsbediening.',
      'Eindelijk weer goed slapen tijdens de hittegolf.',
    ],
    neutraal: ['Maakt meer geluid dan ik dacht.', 'Werkt goed, maar de slang is wat kort.'],
    negatief: ['Te luidruchtig om bij te slapen.', 'Na een maand deed de afstandsbediening het niet meer.'],
  },
  kids: {
    positief: [
      'Onze dochter is er dol op.',
      'Onze zoon wil nu elke avond vroeg naar bed.',
      'De print is vrolijk en de kleuren blijven mooi in de was.',
      'Zacht en stevig, kan tegen een stootje.',
    ],
    neutraal: ['De stof is wat dunner dan verwacht.', 'Leuk, maar de print is kleiner dan op de foto.'],
    negatief: ['De kleuren zijn na het wassen flink vervaagd.', 'Het elastiek was snel uitgelubberd.'],
  },
};

const bandOf = (score: number): Band => (score >= 4 ? 'positief' : score === 3 ? 'neutraal' : 'negatief');

export type ReviewRow = typeof reviews.$inferInsert;

export interface ProductReviews {
  rows: ReviewRow[];
  approvedCount: number;
  /** Mean score of approved reviews, or null. */
  average: number | null;
}

function person(rng: Rng): { displayName: string; email: string } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const parts = last.split(' ');
  const surname = parts[parts.length - 1]!;
  const prefix = parts.slice(0, -1).join(' ');
  const displayName = `${first} ${prefix ? `${prefix} ` : ''}${surname[0]!.toUpperCase()}.`;
  const local = `${first}.${surname}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return { displayName, email: `${local}${rng.int(1, 99)}@example.com` };
}

function review(
  rng: Rng,
  productId: number,
  family: ReviewFamily,
  score: number,
  createdAt: Date,
  status: 'approved' | 'pending',
): ReviewRow {
  const band = bandOf(score);
  const specific = rng.sample(SPECIFIC[family][band], 2);
  const sentences = rng.chance(0.5) ? [...specific, rng.pick(GENERAL[band])] : specific;
  return {
    productId,
    ...person(rng),
    title: rng.pick(TITLES[band]),
    content: rng.shuffle(sentences).join(' '),
    score,
    status,
    createdAt,
  };
}

const DAY = 86_400_000;

/** Reviews for one product: ~60% of products have 1-12 approved reviews, ~3% get a pending one. */
export function productReviews(rng: Rng, productId: number, family: ReviewFamily, productCreatedAt: Date): ProductReviews {
  const rows: ReviewRow[] = [];
  const end = REFERENCE_DATE.getTime() - DAY;
  const start = Math.min(productCreatedAt.getTime() + 3 * DAY, end);
  const when = () => new Date(Math.floor((start + rng.next() * Math.max(0, end - start)) / 60_000) * 60_000);
  let sum = 0;
  if (rng.chance(0.6)) {
    const r = rng.next();
    const count = 1 + Math.floor(11 * r * r);
    const dates = Array.from({ length: count }, when).sort((a, b) => a.getTime() - b.getTime());
    for (const date of dates) {
      const score = rng.weighted([
        [5, 55],
        [4, 30],
        [3, 9],
        [2, 4],
        [1, 2],
      ]);
      sum += score;
      rows.push(review(rng, productId, family, score, date, 'approved'));
    }
  }
  const approvedCount = rows.length;
  if (rng.chance(0.03)) {
    const score = rng.weighted([
      [5, 5],
      [4, 3],
      [3, 1],
      [1, 1],
    ]);
    rows.push(review(rng, productId, family, score, new Date(Math.max(start, end - rng.int(0, 20) * DAY)), 'pending'));
  }
  return { rows, approvedCount, average: approvedCount ? sum / approvedCount : null };
}
