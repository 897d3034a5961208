// Intent recognition on top of retrieval: the few things a FAQ search cannot see (a greeting, a
// goodbye, an order number, a shopper looking for a product) are recognised by rules here; every
// other question goes to the knowledge index and takes the topic of its best passage.
import { foldText, stem, words } from './normalise';
import { orderNumberOf } from '#contract/rules/order-number';

export const SUGGESTIONS = [
  'Bestelstatus & Verzending',
  'Retourneren & Ruilen',
  'Product informatie',
  'Beschadigd artikel',
  'Incomplete levering',
] as const;
export type Suggestion = (typeof SUGGESTIONS)[number];

export function suggestionTopic(message: string): Suggestion | null {
  const folded = foldText(message);
  return SUGGESTIONS.find((s) => foldText(s) === folded) ?? null;
}

const GREETINGS = new Set([
  'hallo',
  'hoi',
  'hey',
  'hi',
  'hello',
  'goedemorgen',
  'goedemiddag',
  'goedenavond',
  'dag',
  'hallootjes',
  'hoihoi',
  'heey',
  'hee',
  'yo',
  'beste',
  'daar',
  'goeiedag',
  'goede',
  'morgen',
  'middag',
  'avond',
  'ik',
  'heb',
  'een',
  'vraag',
  'chat',
  'assistent',
  'bot',
]);

/** Only greeting words ('Hoi!', 'Goedemorgen, ik heb een vraag'). */
export function isGreeting(message: string): boolean {
  const list = words(message);
  return (
    list.length > 0 &&
    list.length <= 6 &&
    list.some((w) => GREETINGS.has(w) && !['ik', 'heb', 'een', 'vraag', 'daar'].includes(w)) &&
    list.every((w) => GREETINGS.has(w))
  );
}

const THANKS =
  /\b(bedankt|dank ?je( ?wel)?|dank ?u( ?wel)?|dankjewel|dankuwel|thanks|thx|tnx|top bedankt|super bedankt|merci|doei|dooei|tot ziens|fijne dag|prettige dag|dat was (het|alles)|geen vragen meer|verder niets|nee dat was het|ik ben geholpen|helemaal goed|perfect bedankt)\b/;

/** A thank-you or goodbye without a new question: an end-type moment. */
export function isThanksOrBye(message: string): boolean {
  const folded = foldText(message);
  return THANKS.test(folded) && !message.includes('?') && folded.split(' ').length <= 12;
}

/** An order number in free text ('DKBD1000001', 'ordernummer 1000001'). */
export function orderNumberIn(message: string): string | null {
  const m = message.match(/\bdkbd\s*-?\s*(\d{1,7})\b/i) ?? message.match(/\b(\d{7})\b/);
  return m ? orderNumberOf(m[1]!) : null;
}

const ORDER_STATUS =
  /\b(waar (is|blijft) (mijn|m|me) (bestelling|pakket|order|levering|spullen)|status (van )?(mijn |m |me )?(bestelling|order|pakket)|bestelstatus|orderstatus|(bestelling|pakket|order) (al )?(verzonden|onderweg)|wanneer komt (mijn|m|me|het) (bestelling|pakket|order)|(bestelling|order) (opzoeken|volgen|checken|nakijken)|pakket (opzoeken|checken|nakijken)|volg ?(mijn )?bestelling)\b/;

export function asksOrderStatus(message: string): boolean {
  return ORDER_STATUS.test(foldText(message)) || /\bdkbd\s*\d/i.test(message);
}

/** Product words of the catalogue (stemmed); a question naming one may be about products. */
const PRODUCT_WORDS = [
  'dekbedovertrek',
  'overtrek',
  'dekbed',
  'donsdekbed',
  'hoofdkussen',
  'kussen',
  'kussensloop',
  'kussenhoes',
  'sloop',
  'hoeslaken',
  'laken',
  'molton',
  'matrasbeschermer',
  'topper',
  'matras',
  'boxspring',
  'bed',
  'ledikant',
  'vloerkleed',
  'kleed',
  'gordijn',
  'plaid',
  'sprei',
  'handdoek',
  'badjas',
  'badtextiel',
  'klamboe',
  'airco',
  'lamp',
  'verlichting',
  'nachtkastje',
  'kast',
  'tuin',
  'deken',
].map(stem);

const SHOPPING =
  /\b(zoek|zoeken|op zoek|hebben jullie|heb je|hebben julie|verkopen jullie|verkoop je|verkopen|kopen|koop|bestellen|aanrader|aanraden|raad (je|jij|jullie|u)?.*aan|advies|adviseer|wat kost een|wat kosten|prijs van|goedkoop|goedkope|goedkoopste|duurste|beste|mooie|leuke|aanbieding|in de sale|welke .* (kopen|nemen)|laat .* zien|toon)\b/;

/** Words that make a question about a product a service question (washing, sizes, returns...). */
const SERVICE_WORDS = new Set(
  [
    'wassen',
    'was',
    'graden',
    'maat',
    'maten',
    'retour',
    'retourneren',
    'ruilen',
    'lever',
    'levertijd',
    'bezorg',
    'bezorgd',
    'proefnacht',
    'garantie',
    'kapot',
    'beschadigd',
    'ontbreken',
    'betal',
    'betalen',
    'verzend',
    'verzendkosten',
    'terug',
    'gebruikt',
    'krimp',
    'allergie',
    'huisstofmijt',
    'verschil',
    'warmst',
    'seizoen',
    'voorraad',
    'stuk',
    'scheur',
    'mis',
    'incompleet',
    'annuleren',
    'drogen',
    'ontvangen',
    'besteld',
  ].map(stem),
);

export interface ProductCue {
  /** The words to search the catalogue with. */
  query: string;
  /** A shopping verb or 'welke/beste…' made it clearly a product question. */
  strong: boolean;
}

const NOT_QUERY = new Set(
  'ik je jij u jullie julie we wij zoek zoeken op naar een de het hebben heb hebt heeft verkopen verkoop kopen koop bestellen wat kost kosten prijs van voor mijn me mn graag nieuw nieuwe nieuwee aanrader aanraden raad aan advies adviseer goedkoop goedkope goedkoopste duurste beste mooie leuke aanbieding sale welke welk is zijn er nog met en of toon laat zien iets paar even eens hoi hallo hey please alsjeblieft alstublieft wil willen zou kan kun kunnen kunt wel ook die dat dit daar hier zo'.split(
    ' ',
  ),
);

/** A catalogue question: names a product and either shops for it or asks no service question. */
export function productCue(message: string): ProductCue | null {
  const list = words(message);
  const stems = list.map(stem);
  if (!stems.some((s) => PRODUCT_WORDS.includes(s))) return null;
  const strong = SHOPPING.test(foldText(message));
  const service = stems.some((s) => SERVICE_WORDS.has(s));
  if (service && !strong) return null;
  if (
    service &&
    strong &&
    !/\b(zoek|hebben jullie|verkopen|kopen|aanrader|aanraden|advies|goedkoop|goedkope|goedkoopste|beste|toon)\b/.test(foldText(message))
  )
    return null;
  const query = list.filter((w) => !NOT_QUERY.has(w) && w.length > 1).join(' ');
  return query ? { query, strong } : null;
}
