// Request schemas of /v1/admin, with the Dutch messages staff see next to a field.
import { z } from '@hono/zod-openapi';
import { email, givenPassword, newPassword } from '../forms/fields';
import { ORDER_NUMBER } from '../rules/order-number';

/** The two staff roles (docs/decisions/0036): the owner manages staff and large refunds, staff do the rest. */
export const STAFF_ROLES = ['eigenaar', 'medewerker'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const msg = (message: string) => ({ errorMap: () => ({ message }) });
const cents = (message: string) => z.number(msg(message)).int(message).min(0, message).max(100_000_000, message);
const positiveCents = (message: string) => z.number(msg(message)).int(message).min(1, message).max(100_000_000, message);
const text = (message: string, max: number) => z.string(msg(message)).trim().min(1, message).max(max, message);
const dateText = z
  .string(msg('Vul een datum in als JJJJ-MM-DD.'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vul een datum in als JJJJ-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Deze datum bestaat niet.');
// On the wire a moment is an ISO text (or a Date, in-process): the type says so, the parsing stays z.coerce.date.
const moment = (
  z.coerce.date(msg('Vul een geldige datum en tijd in.')) as unknown as z.ZodType<Date, z.ZodDateDef, string | Date>
).nullable();

export const IdParam = z.object({
  id: z.coerce.number(msg('Onbekend nummer.')).int('Onbekend nummer.').positive('Onbekend nummer.').max(2_147_483_647, 'Onbekend nummer.'),
});
export const OrderNumberParam = z.object({
  number: z.string().max(20).regex(ORDER_NUMBER, 'Een bestelnummer is DKBD gevolgd door 7 cijfers.'),
});
export const TokenParam = z.object({ token: z.string().min(10).max(200) });

export const LoginBody = z.object({ username: email, password: givenPassword('Vul je wachtwoord in.') });
export const OtpBody = z.object({
  ticket: z.string(msg('Je inlogpoging is verlopen. Log opnieuw in.')).min(10).max(200),
  otp: z
    .string(msg('Vul de zescijferige code uit je app in, of een herstelcode.'))
    .trim()
    .min(6, 'Vul de zescijferige code uit je app in, of een herstelcode.')
    .max(40, 'Deze code is te lang.'),
});
export const EnrolBody = z.object({
  password: newPassword,
  otp: z
    .string(msg('Vul de zescijferige code uit je app in.'))
    .trim()
    .regex(/^\d{6}$/, 'Vul de zescijferige code uit je app in.'),
});

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'failed'] as const;
export const OrderListQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Zoek met hoogstens 100 tekens.').optional(),
    status: z.enum(ORDER_STATUSES, msg('Kies een bestaande status.')).optional(),
    payment_method: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z_]+$/, 'Kies een bestaande betaalmethode.')
      .optional(),
    from: dateText.optional(),
    to: dateText.optional(),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'De einddatum ligt voor de begindatum.', path: ['to'] });

export const CARRIERS = ['PostNL', 'DHL'] as const;
export const ShipBody = z.object({
  carrier: z.enum(CARRIERS, msg('Kies PostNL of DHL.')),
  tracking_code: z
    .string(msg('Vul de track & trace-code in.'))
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'Een track & trace-code is 6 tot 40 letters en cijfers.'),
});
export const CancelBody = z.object({ reason: text('Vul een reden in.', 500) });
export const RequestId = z
  .string(msg('Het formulier mist zijn aanvraagnummer; laad de pagina opnieuw.'))
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Het formulier mist zijn aanvraagnummer; laad de pagina opnieuw.');
export const RefundBody = z
  .object({
    request_id: RequestId,
    amount: positiveCents('Vul een bedrag in hele centen in (groter dan 0).').optional(),
    lines: z
      .array(
        z.object({
          line_id: z.number().int().positive(),
          quantity: z
            .number(msg('Vul een aantal in.'))
            .int('Vul een heel aantal in.')
            .min(1, 'Vul een aantal van minstens 1 in.')
            .max(1000, 'Dat aantal is te hoog.'),
        }),
        msg('Kies de regels om terug te betalen.'),
      )
      .max(200)
      .optional(),
    reason: text('Vul een reden in.', 500),
  })
  .refine((b) => !(b.amount && b.lines?.length), { message: 'Kies een bedrag óf regels, niet allebei.', path: ['amount'] });

export const ReturnListQuery = z.object({
  status: z.enum(['open', 'requested', 'approved', 'received', 'refunded', 'rejected'], msg('Kies een bestaande status.')).default('open'),
});
export const ReturnRejectBody = z.object({ reason: text('Vul de reden in die de klant krijgt.', 1000) });
export const ReturnRefundBody = z.object({
  amount: positiveCents('Vul een bedrag in hele centen in (groter dan 0).').optional(),
  reason: z.string().trim().max(500).optional(),
});

export const StockBody = z
  .object({
    set: z
      .number(msg('Vul een voorraad in.'))
      .int('Vul een heel aantal in.')
      .min(0, 'De voorraad kan niet negatief zijn.')
      .max(1_000_000, 'Dat aantal is te hoog.')
      .optional(),
    add: z
      .number(msg('Vul een aantal in.'))
      .int('Vul een heel aantal in.')
      .min(-1_000_000, 'Dat aantal is te laag.')
      .max(1_000_000, 'Dat aantal is te hoog.')
      .optional(),
  })
  .refine((b) => (b.set === undefined) !== (b.add === undefined), {
    message: 'Kies een nieuwe voorraad óf een aantal om bij te tellen.',
    path: ['set'],
  });
export const LowStockQuery = z.object({
  threshold: z.coerce
    .number(msg('Vul een drempel in.'))
    .int('Vul een heel aantal in.')
    .min(0, 'De drempel kan niet negatief zijn.')
    .max(10_000, 'Die drempel is te hoog.')
    .default(5),
});
export const AvailabilityBody = z.object({ available: z.boolean(msg('Kies leverbaar of niet leverbaar.')) });
export const PriceBody = z.object({
  price: positiveCents('Vul een prijs in hele centen in.'),
  price_old: positiveCents('Vul een oude prijs in hele centen in, of laat hem leeg.').nullable().default(null),
});

const codeText = z
  .string(msg('Een code is 3 tot 32 letters, cijfers of streepjes.'))
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9-]{3,32}$/, 'Een code is 3 tot 32 letters, cijfers of streepjes.'));
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
  prefix: z
    .string(msg('Een voorvoegsel is 2 tot 12 letters of cijfers.'))
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{2,12}$/, 'Een voorvoegsel is 2 tot 12 letters of cijfers.')),
  count: z
    .number(msg('Vul een aantal codes in (1 tot 5000).'))
    .int('Vul een heel aantal in.')
    .min(1, 'Minstens 1 code.')
    .max(5000, 'Hoogstens 5000 codes per keer.'),
  ...rules,
});
export const CodeParam = z.object({ code: z.string().max(40) });
export const BatchParam = z.object({
  batch: z
    .string()
    .max(60)
    .regex(/^[A-Z0-9-]+$/, 'Onbekende reeks.'),
});
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
export const DashboardQuery = z.object({
  low_stock_threshold: z.coerce.number(msg('Vul een drempel in.')).int().min(0).max(10_000).default(5),
});

// ---- Answers of /v1/admin: what the services of commerce/admin/ return (docs/decisions/0036). ----
const count = z.number().int();
const centsAmount = z.number().int();
/** A moment as ISO 8601 text. */
const at = z.string().openapi({ example: '2026-11-25T18:24:04.510Z' });
const maybe = <S extends z.ZodTypeAny>(schema: S) => schema.nullable();

export const MessageAnswer = z.object({ message: z.string() });
export const ChangedFlag = { changed: z.boolean() };

export const StaffMemberSchema = z
  .object({
    id: count,
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    refund_limit: maybe(centsAmount),
    enrolled: z.boolean(),
    disabled: z.boolean(),
    created_at: at,
  })
  .openapi('AdminStaffMember');
export const STAFF_LINK_PURPOSES = ['enrol', 'password_reset'] as const;
export type StaffLinkPurpose = (typeof STAFF_LINK_PURPOSES)[number];
export const LoginAnswer = z.object({ ticket: z.string(), expires_in: z.number().int() });
export const SessionAnswer = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  idle_timeout: z.number().int(),
  staff: StaffMemberSchema,
});
/** The actor's id (null only for the system's own actor, never a staff session). */
export const MeAnswer = z.object({
  staff: z.object({ id: maybe(count), email: z.string(), role: z.enum(STAFF_ROLES), refund_limit: maybe(centsAmount) }),
});
export const StaffLinkSchema = z.object({
  purpose: z.enum(STAFF_LINK_PURPOSES),
  email: z.string(),
  expires_at: at,
  otpauth_uri: maybe(z.string()),
  /** An SVG data URL of the otpauth URI (no script needed to show it). */
  qr_code: maybe(z.string()),
  secret: maybe(z.string()),
});
export const LinkCompletedAnswer = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });

export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected'] as const;
export const AdminReturnSchema = z
  .object({
    id: count,
    order_id: count,
    kind: z.string(),
    reason: z.string(),
    status: z.enum(RETURN_STATUSES),
    return_number: maybe(z.string()),
    reject_reason: maybe(z.string()),
    refund_id: maybe(count),
    created_at: at,
    updated_at: at,
  })
  .openapi('AdminReturn');
export const QueuedReturnSchema = AdminReturnSchema.extend({ order_number: z.string(), email: z.string(), name: z.string() });
export const ReturnListAnswer = z.object({ returns: z.array(QueuedReturnSchema) });
export const ReturnStepAnswer = z.object({ return: AdminReturnSchema, ...ChangedFlag });

export const AdminVariantSchema = z
  .object({
    id: count,
    product_id: count,
    sku: z.string(),
    options: z.array(z.string()),
    price: centsAmount,
    /** The lawful "was" price shoppers see (lowest of the 30 days before the reduction), null: none. */
    price_old: maybe(centsAmount),
    /** The old price staff announced with a reduction, null: not a reduction (docs/decisions/0051). */
    compare_at: maybe(centsAmount),
    stock: count,
  })
  .openapi('AdminVariant');
export const LowStockAnswer = z.object({
  threshold: count,
  variants: z.array(AdminVariantSchema.extend({ title: z.string(), available: z.boolean() })),
});
export const AdminProductAnswer = z.object({
  product: z.object({
    id: count,
    title: z.string(),
    sku: z.string(),
    available: z.boolean(),
    price: centsAmount,
    price_old: maybe(centsAmount),
  }),
  variants: z.array(AdminVariantSchema),
});
export const VariantAnswer = z.object({ variant: AdminVariantSchema });
export const AvailabilityAnswer = z.object({ product: z.object({ id: count, title: z.string(), available: z.boolean() }), ...ChangedFlag });

export const PendingReviewSchema = z.object({
  id: count,
  product_id: count,
  product: z.string(),
  display_name: z.string(),
  email: z.string(),
  title: z.string(),
  content: z.string(),
  score: z.number(),
  status: z.string(),
  reply: maybe(z.string()),
  created_at: at,
});
export const ReviewQueueAnswer = z.object({ reviews: z.array(PendingReviewSchema) });
export const ModeratedAnswer = z.object({ id: count, status: z.enum(['approved', 'rejected']) });
export const ReplyAnswer = z.object({ id: count, reply: maybe(z.string()) });

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;
export const AdminDiscountSchema = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int(),
    min_order_value: centsAmount,
    valid_from: maybe(at),
    valid_to: maybe(at),
    usage_limit: maybe(count),
    per_customer_limit: maybe(count),
    times_used: count,
    description: z.string(),
    disabled: z.boolean(),
    batch: maybe(z.string()),
  })
  .openapi('AdminDiscount');
/** A batch of single-use codes as one line: its counts, and the kind and value of its codes. */
export const DiscountBatchSchema = z.object({
  batch: z.string(),
  codes: count,
  used: count,
  kind: z.string(),
  value: z.number().int(),
  disabled: z.boolean(),
});
export const DiscountListAnswer = z.object({ codes: z.array(AdminDiscountSchema), batches: z.array(DiscountBatchSchema) });
export const DiscountAnswer = z.object({ code: AdminDiscountSchema });
export const BatchCreatedAnswer = z.object({ batch: z.string(), codes: z.array(z.string()) });

export const DashboardAnswer = z.object({
  orders_today: count,
  revenue_today: centsAmount,
  orders_week: count,
  revenue_week: centsAmount,
  waiting_to_ship: count,
  open_returns: count,
  low_stock: count,
  low_stock_threshold: count,
  at,
});

/** A stored row as it is kept (the export hands the customer everything, field for field). */
const StoredRow = z.record(z.unknown());
export type DashboardNumbers = z.infer<typeof DashboardAnswer>;

export const PrivacyExportAnswer = z.object({
  exported_at: at,
  account: maybe(StoredRow),
  addresses: z.array(StoredRow),
  orders: z.array(StoredRow.and(z.object({ lines: z.array(StoredRow), returns: z.array(StoredRow) }))),
  reviews: z.array(StoredRow),
  newsletter: z.array(StoredRow),
});
export const PrivacyEraseAnswer = z.object({ orders_anonymised: count, account_removed: z.boolean() });

export const StaffListAnswer = z.object({ staff: z.array(StaffMemberSchema) });
export const StaffCreatedAnswer = z.object({ staff: StaffMemberSchema, enrol_link: z.string(), expires_at: at });
export const StaffAnswer = z.object({ staff: StaffMemberSchema });
export const PasswordLinkAnswer = z.object({ link: z.string(), purpose: z.enum(STAFF_LINK_PURPOSES), expires_at: at });

export const AuditEntrySchema = z.object({
  id: count,
  staff_id: maybe(count),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  /** The subject before and after, as it was written (any JSON). */
  before: z.unknown(),
  after: z.unknown(),
  created_at: at,
});
export const AuditAnswer = z.object({ entries: z.array(AuditEntrySchema), next_before: maybe(count) });
/** The audit log's hash chain checked (ADR 0047): the first row that does not follow, and the newest hash to note elsewhere. */
export const AuditVerifyAnswer = z.object({ valid: z.boolean(), first_broken: maybe(count), entries: count, head: z.string() });

const addressField = maybe(z.string()).optional();
export const AdminAddressSchema = z
  .object({
    first_name: addressField,
    last_name: addressField,
    company: addressField,
    street: addressField,
    house_number: addressField,
    extension: addressField,
    zipcode: addressField,
    city: addressField,
    country_code: addressField,
  })
  .passthrough();
export const TrackingSchema = z.object({ carrier: z.enum(CARRIERS), code: z.string(), url: z.string(), shipped_at: maybe(at) });
export const OrderListRowSchema = z.object({
  id: count,
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: at,
  name: z.string(),
  email: z.string(),
  zipcode: maybe(z.string()),
  city: maybe(z.string()),
  payment_method: z.string(),
  grand_total: centsAmount,
});
export const OrderListAnswer = z.object({ orders: z.array(OrderListRowSchema), next_cursor: maybe(z.string()) });
const RefundLines = maybe(z.array(z.object({ line_id: count, quantity: count })));
export const OrderPageAnswer = z.object({
  order: z.object({
    id: count,
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: at,
    email: z.string(),
    customer_id: maybe(count),
    customer: z.record(maybe(z.string())),
    billing_address: AdminAddressSchema,
    shipping_address: AdminAddressSchema,
    payment_method: z.string(),
    shipping_method: z.string(),
    discount_code: maybe(z.string()),
    totals: z.object({
      sub_total: centsAmount,
      discount_total: centsAmount,
      shipping_costs: centsAmount,
      payment_costs: centsAmount,
      additional_costs: centsAmount,
      grand_total: centsAmount,
    }),
    tracking: maybe(TrackingSchema),
    refundable: centsAmount,
    anonymised: z.boolean(),
  }),
  lines: z.array(
    z.object({
      id: count,
      variant_id: count,
      title: z.string(),
      sku: z.string(),
      options: z.array(z.string()),
      quantity: count,
      unit_price: centsAmount,
      row_total: centsAmount,
    }),
  ),
  payments: z.array(
    z.object({
      id: count,
      provider: z.string(),
      provider_payment_id: z.string(),
      status: z.string(),
      method: z.string(),
      amount: centsAmount,
      kept: z.boolean(),
      refunded_amount: centsAmount,
      created_at: at,
    }),
  ),
  refunds: z.array(
    z.object({
      id: count,
      amount: centsAmount,
      reason: z.string(),
      lines: RefundLines,
      status: z.string(),
      by: maybe(z.string()),
      created_at: at,
    }),
  ),
  returns: z.array(AdminReturnSchema),
  events: z.array(z.object({ from_status: maybe(z.string()), to_status: z.string(), note: z.string(), created_at: at })),
  staff_actions: z.array(z.object({ action: z.string(), actor: z.string(), after: z.unknown(), created_at: at })),
});
export type AdminOrderPage = z.infer<typeof OrderPageAnswer>;
/** An order action's answer: the order's state after it, and whether it changed (a repeat does not). */
export const OrderStateAnswer = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  tracking: maybe(TrackingSchema),
  ...ChangedFlag,
});
export const RefundAnswer = z.object({
  refund: z.object({ id: count, amount: centsAmount, reason: z.string(), lines: RefundLines, status: z.string(), created_at: at }),
  replayed: z.boolean(),
});

// The answers' types, as the back office's pages read them.
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export type StaffLink = z.infer<typeof StaffLinkSchema>;
export type AdminReturn = z.infer<typeof AdminReturnSchema>;
export type QueuedReturn = z.infer<typeof QueuedReturnSchema>;
export type AdminVariant = z.infer<typeof AdminVariantSchema>;
export type AdminProduct = z.infer<typeof AdminProductAnswer>;
export type PendingReview = z.infer<typeof PendingReviewSchema>;
export type AdminDiscount = z.infer<typeof AdminDiscountSchema>;
export type DiscountBatch = z.infer<typeof DiscountBatchSchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type OrderListRow = z.infer<typeof OrderListRowSchema>;
export type AdminAddress = z.infer<typeof AdminAddressSchema>;
