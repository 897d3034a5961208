// Request schemas of /v1/admin, with the Dutch messages staff see next to a field.
import { z } from '@hono/zod-openapi';
import { email, givenPassword, newPassword } from '../forms/fields';

/** The two staff roles (issue 25): the owner manages staff and large refunds, staff do the rest. */
export const STAFF_ROLES = ['eigenaar', 'medewerker'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const msg = (message: string) => ({ errorMap: () => ({ message }) });
const cents = (message: string) => z.number(msg(message)).int(message).min(0, message).max(100_000_000, message);
const positiveCents = (message: string) => z.number(msg(message)).int(message).min(1, message).max(100_000_000, message);
const text = (message: string, max: number) => z.string(msg(message)).trim().min(1, message).max(max, message);
const dateText = z.string(msg('Vul een datum in als JJJJ-MM-DD.')).regex(/^\d{4}-\d{2}-\d{2}$/, 'Vul een datum in als JJJJ-MM-DD.').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Deze datum bestaat niet.');
const moment = z.coerce.date(msg('Vul een geldige datum en tijd in.')).nullable();

export const IdParam = z.object({ id: z.coerce.number(msg('Onbekend nummer.')).int('Onbekend nummer.').positive('Onbekend nummer.').max(2_147_483_647, 'Onbekend nummer.') });
export const OrderNumberParam = z.object({ number: z.string().max(20).regex(/^DKBD\d{7}$/, 'Een bestelnummer is DKBD gevolgd door 7 cijfers.') });
export const TokenParam = z.object({ token: z.string().min(10).max(200) });

export const LoginBody = z.object({ username: email, password: givenPassword('Vul je wachtwoord in.') });
export const OtpBody = z.object({
  ticket: z.string(msg('Je inlogpoging is verlopen. Log opnieuw in.')).min(10).max(200),
  otp: z.string(msg('Vul de zescijferige code uit je app in, of een herstelcode.')).trim().min(6, 'Vul de zescijferige code uit je app in, of een herstelcode.').max(40, 'Deze code is te lang.'),
});
export const EnrolBody = z.object({
  password: newPassword,
  otp: z.string(msg('Vul de zescijferige code uit je app in.')).trim().regex(/^\d{6}$/, 'Vul de zescijferige code uit je app in.'),
});

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'failed'] as const;
export const OrderListQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Zoek met hoogstens 100 tekens.').optional(),
    status: z.enum(ORDER_STATUSES, msg('Kies een bestaande status.')).optional(),
    payment_method: z.string().trim().max(40).regex(/^[a-z_]+$/, 'Kies een bestaande betaalmethode.').optional(),
    from: dateText.optional(),
    to: dateText.optional(),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'De einddatum ligt voor de begindatum.', path: ['to'] });

export const ShipBody = z.object({
  carrier: z.enum(['PostNL', 'DHL'], msg('Kies PostNL of DHL.')),
  tracking_code: z.string(msg('Vul de track & trace-code in.')).trim().regex(/^[A-Za-z0-9]{6,40}$/, 'Een track & trace-code is 6 tot 40 letters en cijfers.'),
});
export const CancelBody = z.object({ reason: text('Vul een reden in.', 500) });
export const RequestId = z.string(msg('Het formulier mist zijn aanvraagnummer; laad de pagina opnieuw.')).regex(/^[A-Za-z0-9_-]{8,100}$/, 'Het formulier mist zijn aanvraagnummer; laad de pagina opnieuw.');
export const RefundBody = z
  .object({
    request_id: RequestId,
    amount: positiveCents('Vul een bedrag in hele centen in (groter dan 0).').optional(),
    lines: z
      .array(z.object({ line_id: z.number().int().positive(), quantity: z.number(msg('Vul een aantal in.')).int('Vul een heel aantal in.').min(1, 'Vul een aantal van minstens 1 in.').max(1000, 'Dat aantal is te hoog.') }), msg('Kies de regels om terug te betalen.'))
      .max(200)
      .optional(),
    reason: text('Vul een reden in.', 500),
  })
  .refine((b) => !(b.amount && b.lines?.length), { message: 'Kies een bedrag óf regels, niet allebei.', path: ['amount'] });

export const ReturnListQuery = z.object({ status: z.enum(['open', 'requested', 'approved', 'received', 'refunded', 'rejected'], msg('Kies een bestaande status.')).default('open') });
export const ReturnRejectBody = z.object({ reason: text('Vul de reden in die de klant krijgt.', 1000) });
export const ReturnRefundBody = z.object({ amount: positiveCents('Vul een bedrag in hele centen in (groter dan 0).').optional(), reason: z.string().trim().max(500).optional() });

export const StockBody = z
  .object({
    set: z.number(msg('Vul een voorraad in.')).int('Vul een heel aantal in.').min(0, 'De voorraad kan niet negatief zijn.').max(1_000_000, 'Dat aantal is te hoog.').optional(),
    add: z.number(msg('Vul een aantal in.')).int('Vul een heel aantal in.').min(-1_000_000, 'Dat aantal is te laag.').max(1_000_000, 'Dat aantal is te hoog.').optional(),
  })
  .refine((b) => (b.set === undefined) !== (b.add === undefined), { message: 'Kies een nieuwe voorraad óf een aantal om bij te tellen.', path: ['set'] });
export const LowStockQuery = z.object({ threshold: z.coerce.number(msg('Vul een drempel in.')).int('Vul een heel aantal in.').min(0, 'De drempel kan niet negatief zijn.').max(10_000, 'Die drempel is te hoog.').default(5) });
export const AvailabilityBody = z.object({ available: z.boolean(msg('Kies leverbaar of niet leverbaar.')) });
export const PriceBody = z.object({ price: positiveCents('Vul een prijs in hele centen in.'), price_old: positiveCents('Vul een oude prijs in hele centen in, of laat hem leeg.').nullable().default(null) });

const codeText = z.string(msg('Een code is 3 tot 32 letters, cijfers of streepjes.')).trim().toUpperCase().pipe(z.string().regex(/^[A-Z0-9-]{3,32}$/, 'Een code is 3 tot 32 letters, cijfers of streepjes.'));
const rules = {
  kind: z.enum(['percentage', 'fixed', 'free_shipping'], msg('Kies percentage, vast bedrag of gratis verzending.')),
  value: cents('Vul een waarde in (procenten of centen).').default(0),
  min_order_value: cents('Vul een minimaal bestelbedrag in centen in.').default(0),
  valid_from: moment.default(null),
  valid_to: moment.default(null),
  usage_limit: z.number(msg('Vul een aantal in.')).int().min(1, 'Minstens 1 keer.').max(10_000_000).nullable().default(null),
  per_customer_limit: z.number(msg('Vul een aantal in.')).int().min(1, 'Minstens 1 keer.').max(1000).nullable().default(null),
  description: z.string().trim().max(200, 'Hoogstens 200 tekens.').default(''),
};
export const DiscountCreateBody = z.object({ code: codeText, ...rules });
export const DiscountUpdateBody = z
  .object({
    kind: rules.kind.optional(),
    value: cents('Vul een waarde in (procenten of centen).').optional(),
    min_order_value: cents('Vul een minimaal bestelbedrag in centen in.').optional(),
    valid_from: moment.optional(),
    valid_to: moment.optional(),
    usage_limit: z.number().int().min(1, 'Minstens 1 keer.').max(10_000_000).nullable().optional(),
    per_customer_limit: z.number().int().min(1, 'Minstens 1 keer.').max(1000).nullable().optional(),
    description: z.string().trim().max(200, 'Hoogstens 200 tekens.').optional(),
    disabled: z.boolean(msg('Kies aan of uit.')).optional(),
  })
  .strict('Onbekend veld.');
export const DiscountBatchBody = z.object({
  prefix: z.string(msg('Een voorvoegsel is 2 tot 12 letters of cijfers.')).trim().toUpperCase().pipe(z.string().regex(/^[A-Z0-9]{2,12}$/, 'Een voorvoegsel is 2 tot 12 letters of cijfers.')),
  count: z.number(msg('Vul een aantal codes in (1 tot 5000).')).int('Vul een heel aantal in.').min(1, 'Minstens 1 code.').max(5000, 'Hoogstens 5000 codes per keer.'),
  ...rules,
});
export const CodeParam = z.object({ code: z.string().max(40) });
export const BatchParam = z.object({ batch: z.string().max(60).regex(/^[A-Z0-9-]+$/, 'Onbekende reeks.') });
export const DiscountListQuery = z.object({ q: z.string().trim().max(32).optional() });

export const ReviewModerateBody = z.object({ status: z.enum(['approved', 'rejected'], msg('Kies goedkeuren of afwijzen.')) });
export const ReviewReplyBody = z.object({ reply: z.string(msg('Vul een antwoord in.')).max(2000, 'Hoogstens 2000 tekens.') });

export const StaffCreateBody = z.object({
  email,
  name: z.string().trim().max(100, 'Hoogstens 100 tekens.').default(''),
  role: z.enum(STAFF_ROLES, msg('Kies eigenaar of medewerker.')),
  refund_limit: cents('Vul een limiet in hele centen in.').nullable().default(null),
});
export const StaffUpdateBody = z
  .object({
    disabled: z.boolean(msg('Kies aan of uit.')).optional(),
    refund_limit: cents('Vul een limiet in hele centen in.').nullable().optional(),
    name: z.string().trim().max(100, 'Hoogstens 100 tekens.').optional(),
  })
  .strict('Onbekend veld.');
export const AuditQuery = z.object({ before: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const PrivacyBody = z.object({ email, confirm: z.literal(true, msg('Bevestig dat je de gegevens wilt verwijderen.')).optional() });
export const DashboardQuery = z.object({ low_stock_threshold: z.coerce.number(msg('Vul een drempel in.')).int().min(0).max(10_000).default(5) });
