// A small seeded generator of malformed input for the fuzz tests: the same seed gives the same
// sequence of inputs, so a failure found once can be replayed by its seed and iteration.
import { mulberry32 } from '../../commerce/db/seed/random';

export type Rng = () => number;

/** The seed's PRNG (mulberry32): tiny and good enough to spread cases; not for anything secret. */
export const createRng: (seed: number) => Rng = mulberry32;

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const chance = (rng: Rng, p: number) => rng() < p;

/** Strings that have broken shops before: encodings, injections, sizes, number look-alikes. */
const nastyStrings = [
  '',
  ' ',
  '\t\n\r',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9999999999999999999999999',
  '0x7fffffff',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"price":1}',
  "' OR '1'='1' --",
  '"; drop table orders; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\uFFFF',
  '\u202Eevil',
  'a\u200Bb',
  'Zoë Ælfgifu Łódź',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  '🛏️💤😴👨‍👩‍👧‍👦🇳🇱',
  'e\u0301'.repeat(50),
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'DKBD0000000',
  'fuzz@example.nl',
  'FUZZ@EXAMPLE.NL ',
  'a@b',
  '@',
  '1234 AB',
  'GRATISTHUIS',
];

export function nastyString(rng: Rng): string {
  const roll = rng();
  if (roll < 0.08) return pick(rng, ['x', '💤', 'ä', '<', '%', '\u0000']).repeat(pick(rng, [256, 4_096, 70_000, 300_000]));
  if (roll < 0.15) {
    // Random code points across the planes, surrogate halves included.
    let s = '';
    const n = 1 + Math.floor(rng() * 40);
    for (let i = 0; i < n; i++) s += String.fromCharCode(Math.floor(rng() * 0x10000));
    return s;
  }
  return pick(rng, nastyStrings);
}

export function nastyNumber(rng: Rng): number {
  return pick(rng, [
    0,
    -1,
    -0,
    1.5,
    0.0001,
    1e21,
    -1e21,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e-320,
  ]);
}

/** Any JSON-able value of the wrong kind: strings, numbers, booleans, null, arrays, objects, depth. */
export function nastyValue(rng: Rng, depth = 0): unknown {
  const roll = rng();
  if (roll < 0.35) return nastyString(rng);
  if (roll < 0.55) return nastyNumber(rng);
  if (roll < 0.62) return chance(rng, 0.5);
  if (roll < 0.7) return null;
  if (roll < 0.8) return depth > 2 ? [] : Array.from({ length: Math.floor(rng() * 4) }, () => nastyValue(rng, depth + 1));
  if (roll < 0.85) return Array.from({ length: pick(rng, [1_000, 20_000]) }, (_, i) => i);
  if (roll < 0.9) return deepObject(pick(rng, [50, 500, 2_000]));
  return depth > 2 ? {} : { [nastyKey(rng)]: nastyValue(rng, depth + 1) };
}

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function nastyKey(rng: Rng): string {
  return pick(rng, [
    'price',
    'unit_price',
    'row_total',
    'total',
    'grand_total',
    'sub_total',
    'discounts',
    'status',
    'is_admin',
    'role',
    'customer_id',
    'id',
    'paid',
    '__proto__',
    'constructor',
    '',
    '💤',
    'a'.repeat(10_000),
  ]);
}

/** Fields a tampering client adds to set its own prices, totals or states. */
export function injectedFields(rng: Rng): Record<string, unknown> {
  const all: Record<string, unknown> = {
    price: 1,
    unit_price: 1,
    row_total: 1,
    sub_total: 1,
    total: 0,
    grand_total: 0,
    discounts: 999_999,
    shipping_costs: -500,
    payment_costs: -100,
    status: pick(rng, ['paid', 'shipped', 'delivered']),
    paid: true,
    is_admin: true,
    customer_id: 1,
    order_number: 'DKBD1000001',
  };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(all)) if (chance(rng, 0.5)) out[k] = v;
  if (chance(rng, 0.2)) out.__proto__ = { price: 1, status: 'paid' };
  return out;
}

/** A JSON schema fragment as @hono/zod-openapi writes it (the parts the generator reads). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  default?: unknown;
}

/** A plausible valid value for a schema, so mutations get past the first check and reach deeper code. */
export function sample(schema: JsonSchema | undefined, resolve: (ref: string) => JsonSchema, rng: Rng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return sample(resolve(schema.$ref), resolve, rng, depth + 1);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(pick(rng, variants), resolve, rng, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, resolve, rng, depth + 1) as object));
  if (schema.enum?.length) return pick(rng, schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.nl';
      if (schema.format === 'date') return '1990-01-01';
      return pick(rng, ['Slaapzaak', '1', '1234 AB', 'test']);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, resolve, rng, depth + 1)];
    default: {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, resolve, rng, depth + 1);
      return out;
    }
  }
}

/** One malformed version of a valid body: a field wrong, missing, extra, or the whole thing wrong. */
export function mutate(valid: unknown, rng: Rng): unknown {
  const object = valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...(valid as Record<string, unknown>) } : null;
  const keys = object ? Object.keys(object) : [];
  const roll = rng();
  if (!object || roll < 0.12) return nastyValue(rng);
  if (roll < 0.35 && keys.length) {
    object[pick(rng, keys)] = nastyValue(rng);
    return { ...object, ...(chance(rng, 0.3) ? injectedFields(rng) : {}) };
  }
  if (roll < 0.5 && keys.length) {
    delete object[pick(rng, keys)];
    return object;
  }
  if (roll < 0.7) return { ...object, ...injectedFields(rng) };
  if (roll < 0.85) {
    for (const key of keys) if (chance(rng, 0.6)) object[key] = nastyValue(rng);
    return object;
  }
  // Valid apart from the tampering fields: the server must ignore them, not store them.
  return { ...object, ...injectedFields(rng), [nastyKey(rng)]: nastyValue(rng) };
}

/** Header values must be Latin-1 without control characters; anything else goes percent-encoded. */
export function headerSafe(value: string): string {
  const clipped = value.slice(0, 8_000);
  return /^[\x20-\x7e]*$/.test(clipped) ? clipped : encodeSafe(clipped).slice(0, 8_000);
}

/** encodeURIComponent that takes lone surrogates too (as U+FFFD, as a browser would send them). */
export function encodeSafe(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** A raw body that is not the JSON the operation expects. */
export function rawBody(rng: Rng): { body: string; type: string } {
  return pick(rng, [
    { body: '{"unterminated": ', type: 'application/json' },
    { body: 'null', type: 'application/json' },
    { body: '', type: 'application/json' },
    { body: '\u0000\u0001\u0002', type: 'application/json' },
    { body: 'a=1&price=0', type: 'application/x-www-form-urlencoded' },
    { body: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nb', type: 'multipart/form-data; boundary=x' },
    { body: '<xml/>', type: 'text/xml' },
    { body: '['.repeat(5_000), type: 'application/json' },
    { body: JSON.stringify('x'.repeat(200_000)), type: 'application/json' },
  ]);
}
