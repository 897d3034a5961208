// The back office's forms (docs/decisions/0036): one zod schema per form, with Dutch messages, checked in the
// browser by Conform and again on the server. Money is typed in euros ("12,50") and sent to the API
// in cents; the API checks everything again with its own rules (contract/schemas/admin.ts).
import { z } from 'zod';
import { email, givenPassword, isBlank, MESSAGES, newPassword, withCrossChecks } from './fields';
import { formatPlainAmount } from '../../lib/money';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : trim(value));

const text = (message: string, max: number, tooLong = `Gebruik hoogstens ${max} tekens.`) =>
  z.preprocess(trim, z.string({ required_error: message, invalid_type_error: message }).min(1, message).max(max, tooLong));

/** A positive integer from a route parameter, a field or a search box, else null. */
export function positiveId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** "12,50", "12.5", "1.234,56" or "€ 12" → 1250 cents; null for anything else. */
export function parseEuros(input: string): number | null {
  const cleaned = input.replace(/€|\s/g, '');
  // A dot followed by three digits is a thousands separator (1.234,56); otherwise a decimal point.
  const normal = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(cleaned) ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

/** Cents as the back office's money fields show them: 1250 → "12,50". */
export function eurosText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return formatPlainAmount(cents);
}

function euros(message: string, { min = 1 } = {}) {
  return z.preprocess(
    trim,
    z.string({ required_error: message, invalid_type_error: message }).transform((value, ctx) => {
      const cents = parseEuros(value);
      if (cents === null || cents < min || cents > 100_000_000) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return cents;
    }),
  );
}

/**
 * Text that may stay empty ('' then). Conform reads an empty field as not given, and turns '' into
 * undefined in every string rule of the schema, so the length is checked here rather than by a
 * string rule after the transform.
 */
const optionalTrimmed = (max: number, message = `Gebruik hoogstens ${max} tekens.`) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text.length <= max) return text;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    });

const optionalEuros = (message: string, options?: { min?: number }) => z.preprocess(blankToUndefined, euros(message, options).optional());

const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message).optional(),
  );

// ── Login and enrolment ──────────────────────────────────────────────────────────────────────

export const StaffLoginSchema = z.object({
  username: z.preprocess(
    trim,
    z
      .string({ required_error: MESSAGES.username, invalid_type_error: MESSAGES.username })
      .min(1, MESSAGES.username)
      .max(255, MESSAGES.email)
      .email(MESSAGES.email),
  ),
  password: givenPassword(MESSAGES.passwordRequired),
});

export const OTP_MESSAGE = 'Vul de zescijferige code uit je app in, of een herstelcode.';
export const StaffOtpSchema = z.object({
  otp: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
    z
      .string({ required_error: OTP_MESSAGE, invalid_type_error: OTP_MESSAGE })
      .min(6, OTP_MESSAGE)
      .max(40, 'Deze code is te lang.')
      .regex(/^(\d{6}|[A-Za-z0-9-]{8,40})$/, OTP_MESSAGE),
  ),
});

export const EnrolSchema = withCrossChecks(
  (raw, add) => {
    if (typeof raw.password === 'string' && raw.password && raw.password !== raw.password_confirm)
      add('password_confirm', MESSAGES.passwordsUnequal);
  },
  z.object({
    password: newPassword,
    password_confirm: z.string({ required_error: 'Herhaal je wachtwoord.' }),
    otp: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
      z.string({ required_error: 'Vul de zescijferige code uit je app in.' }).regex(/^\d{6}$/, 'Vul de zescijferige code uit je app in.'),
    ),
  }),
);

// ── Orders ───────────────────────────────────────────────────────────────────────────────────

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Wacht op betaling',
  paid: 'Betaald',
  shipped: 'Verzonden',
  delivered: 'Bezorgd',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
  failed: 'Mislukt',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  ideal: 'iDEAL',
  afterpay: 'Riverty',
  billink: 'Billink',
  in3: 'in3',
  alma: 'Alma',
  spraypay: 'SprayPay',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
};

const dateText = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vul een datum in als JJJJ-MM-DD.')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Deze datum bestaat niet.')
    .optional(),
);

/** The orders list's search box and filters (a GET form: its values are the page's address). */
export const OrderFilterSchema = z
  .object({
    q: z.preprocess(blankToUndefined, z.string().max(100, 'Zoek met hoogstens 100 tekens.').optional()),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'failed'], {
          errorMap: () => ({ message: 'Kies een bestaande status.' }),
        })
        .optional(),
    ),
    payment_method: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(40)
        .regex(/^[a-z_]+$/, 'Kies een bestaande betaalmethode.')
        .optional(),
    ),
    from: dateText,
    to: dateText,
    cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'De einddatum ligt voor de begindatum.', path: ['to'] });

export const ShipSchema = z.object({
  intent: z.literal('ship'),
  carrier: z.enum(['PostNL', 'DHL'], { errorMap: () => ({ message: 'Kies PostNL of DHL.' }) }),
  tracking_code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
    z
      .string({ required_error: 'Vul de track & trace-code in.' })
      .regex(/^[A-Za-z0-9]{6,40}$/, 'Een track & trace-code is 6 tot 40 letters en cijfers.'),
  ),
});

export const DeliverSchema = z.object({ intent: z.literal('deliver') });

export const CancelSchema = z.object({
  intent: z.literal('cancel'),
  reason: text('Vul een reden in.', 500),
  confirmed: z.preprocess(blankToUndefined, z.literal('ja').optional()),
});

export const REFUND_SCOPES = ['all', 'amount', 'lines'] as const;

/** The refund form: the whole order, an amount, or quantities per line (fields `line_<id>`). */
export function refundSchema(lineIds: readonly number[]) {
  const lines = Object.fromEntries(lineIds.map((id) => [`line_${id}`, optionalWhole('Vul een heel aantal in (0 of meer).', 0, 1000)]));
  return z
    .object({
      intent: z.literal('refund'),
      request_id: z
        .string({ required_error: 'Laad de pagina opnieuw en probeer het nog eens.' })
        .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Laad de pagina opnieuw en probeer het nog eens.'),
      scope: z.enum(REFUND_SCOPES, { errorMap: () => ({ message: 'Kies wat je wilt terugbetalen.' }) }),
      amount: optionalEuros('Vul een bedrag in euro in, bijvoorbeeld 12,50.'),
      reason: text('Vul een reden in.', 500),
      confirmed: z.preprocess(blankToUndefined, z.literal('ja').optional()),
      ...lines,
    })
    .superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      if (value.scope === 'amount' && value.amount === undefined)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['amount'], message: 'Vul een bedrag in euro in, bijvoorbeeld 12,50.' });
      if (value.scope === 'lines' && !lineIds.some((id) => Number(record[`line_${id}`] ?? 0) > 0)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['scope'], message: 'Vul bij minstens één regel een aantal in.' });
      }
    });
}

export type RefundForm = z.output<ReturnType<typeof refundSchema>>;

/** The lines of a refund form with a quantity above 0. */
export function refundLines(form: Record<string, unknown>, lineIds: readonly number[]) {
  return lineIds.map((id) => ({ line_id: id, quantity: Number(form[`line_${id}`] ?? 0) })).filter((l) => l.quantity > 0);
}

// ── Returns, reviews ─────────────────────────────────────────────────────────────────────────

export const ReturnActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('receive'), id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal('refund'),
    id: z.coerce.number().int().positive(),
    amount: optionalEuros('Vul een bedrag in euro in, of laat het leeg voor het hele bedrag.'),
  }),
  z.object({
    intent: z.literal('reject'),
    id: z.coerce.number().int().positive(),
    reason: text('Vul de reden in die de klant krijgt.', 1000),
  }),
]);

export const ReviewActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('reject'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('reply'), id: z.coerce.number().int().positive(), reply: optionalTrimmed(2000) }),
]);

// ── Catalogue care ───────────────────────────────────────────────────────────────────────────

export const StockSchema = z.object({
  intent: z.literal('stock'),
  variant_id: z.coerce.number().int().positive(),
  mode: z.enum(['set', 'add'], { errorMap: () => ({ message: 'Kies zetten of bijtellen.' }) }),
  quantity: z.preprocess(
    trim,
    z.coerce
      .number({ required_error: 'Vul een aantal in.', invalid_type_error: 'Vul een heel aantal in.' })
      .int('Vul een heel aantal in.')
      .min(-1_000_000, 'Dat aantal is te laag.')
      .max(1_000_000, 'Dat aantal is te hoog.'),
  ),
});

export const PriceSchema = withCrossChecks(
  (raw, add) => {
    const price = typeof raw.price === 'string' ? parseEuros(raw.price) : null;
    const old = typeof raw.price_old === 'string' && raw.price_old.trim() ? parseEuros(raw.price_old) : null;
    if (price !== null && old !== null && old <= price) add('price_old', 'De oude prijs moet hoger zijn dan de prijs (of leeg).');
  },
  z.object({
    intent: z.literal('price'),
    variant_id: z.coerce.number().int().positive(),
    price: euros('Vul een prijs in euro in, bijvoorbeeld 39,95.'),
    price_old: optionalEuros('Vul een oude prijs in euro in, of laat hem leeg.'),
  }),
);

export const AvailabilitySchema = z.object({
  intent: z.literal('availability'),
  available: z.enum(['ja', 'nee'], { errorMap: () => ({ message: 'Kies leverbaar of niet leverbaar.' }) }),
});

export const LowStockSchema = z.object({
  drempel: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Vul een heel aantal in.')
      .min(0, 'De drempel kan niet negatief zijn.')
      .max(10_000, 'Die drempel is te hoog.')
      .default(5),
  ),
});

// ── Discount codes ───────────────────────────────────────────────────────────────────────────

export const DISCOUNT_KIND_LABELS = { percentage: 'Percentage', fixed: 'Vast bedrag', free_shipping: 'Gratis verzending' } as const;

const discountRules = {
  kind: z.enum(['percentage', 'fixed', 'free_shipping'], {
    errorMap: () => ({ message: 'Kies percentage, vast bedrag of gratis verzending.' }),
  }),
  value: z.preprocess(blankToUndefined, z.string().max(20).optional()),
  min_order_value: optionalEuros('Vul een minimaal bestelbedrag in euro in.', { min: 0 }),
  valid_from: dateText,
  valid_to: dateText,
  usage_limit: optionalWhole('Vul een heel aantal van minstens 1 in.', 1, 10_000_000),
  per_customer_limit: optionalWhole('Vul een heel aantal van minstens 1 in (hoogstens 1000).', 1, 1000),
  description: optionalTrimmed(200),
};

/** The value field means percent for a percentage and euros for a fixed amount. */
function checkDiscountValue(raw: Record<string, unknown>, add: (path: string, message: string) => void) {
  const value = typeof raw.value === 'string' ? raw.value.trim() : '';
  if (raw.kind === 'percentage' && !(/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100))
    add('value', 'Een percentage is een heel getal van 1 tot 100.');
  if (raw.kind === 'fixed' && !((parseEuros(value) ?? 0) > 0)) add('value', 'Vul het kortingsbedrag in euro in, bijvoorbeeld 10,00.');
  if (
    typeof raw.valid_from === 'string' &&
    typeof raw.valid_to === 'string' &&
    raw.valid_from &&
    raw.valid_to &&
    raw.valid_to < raw.valid_from
  )
    add('valid_to', '"Geldig tot" ligt voor "geldig vanaf".');
}

export const DiscountSchema = withCrossChecks(
  checkDiscountValue,
  z.object({
    intent: z.enum(['create', 'update']),
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ required_error: 'Vul een code in.' }).regex(/^[A-Z0-9-]{3,32}$/, 'Een code is 3 tot 32 letters, cijfers of streepjes.'),
    ),
    ...discountRules,
  }),
);

export const BatchSchema = withCrossChecks(
  checkDiscountValue,
  z.object({
    intent: z.literal('batch'),
    prefix: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ required_error: 'Vul een voorvoegsel in.' }).regex(/^[A-Z0-9]{2,12}$/, 'Een voorvoegsel is 2 tot 12 letters of cijfers.'),
    ),
    count: z.preprocess(
      trim,
      z.coerce
        .number({ invalid_type_error: 'Vul een aantal codes in (1 tot 5000).' })
        .int('Vul een heel aantal in.')
        .min(1, 'Minstens 1 code.')
        .max(5000, 'Hoogstens 5000 codes per keer.'),
    ),
    ...discountRules,
  }),
);

export type DiscountForm = z.output<typeof DiscountSchema>;

/** The API's value of a discount form: percent, cents, or 0 for free shipping. */
export function discountValue(form: { kind: string; value?: string }): number {
  if (form.kind === 'percentage') return Number(form.value);
  if (form.kind === 'fixed') return parseEuros(form.value ?? '') ?? 0;
  return 0;
}

/** A date (YYYY-MM-DD) as the start or the end of that day in the shop's time zone, as ISO text. */
export function shopDayBoundary(date: string | undefined, end: boolean): string | null {
  if (!date) return null;
  const [y, m, d] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'shortOffset' })
      .formatToParts(noon)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const hours = Number(/GMT([+-]\d+)/.exec(offset)?.[1] ?? 1);
  const local = end ? Date.UTC(y, m - 1, d, 23, 59, 59) : Date.UTC(y, m - 1, d, 0, 0, 0);
  return new Date(local - hours * 3_600_000).toISOString();
}

export const DiscountToggleSchema = z.object({
  intent: z.literal('toggle'),
  code: z.string().regex(/^[A-Z0-9-]{3,32}$/),
  disabled: z.enum(['ja', 'nee']),
});

// ── Staff, privacy ───────────────────────────────────────────────────────────────────────────

export const StaffCreateSchema = z.object({
  intent: z.literal('create'),
  email,
  name: optionalTrimmed(100),
  role: z.enum(['eigenaar', 'medewerker'], { errorMap: () => ({ message: 'Kies eigenaar of medewerker.' }) }),
  refund_limit: optionalEuros('Vul een limiet in euro in, of laat het leeg.', { min: 0 }),
});

export const StaffActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('reset'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('disable'), id: z.coerce.number().int().positive(), disabled: z.enum(['ja', 'nee']) }),
  z.object({
    intent: z.literal('limit'),
    id: z.coerce.number().int().positive(),
    refund_limit: optionalEuros('Vul een limiet in euro in, of laat het leeg.', { min: 0 }),
  }),
]);

export const PrivacySchema = z.object({
  intent: z.enum(['export', 'erase']),
  email,
  confirmed: z.preprocess(blankToUndefined, z.literal('ja').optional()),
});
