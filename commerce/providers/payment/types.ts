/** A payment service provider (PSP) behind one interface, like Vendure's PaymentMethodHandler. */
export type PaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface CreatePaymentInput {
  /** Amount in euro cents. */
  amount: number;
  currency: 'EUR';
  description: string;
  /** Our order number (DKBD…), echoed back in metadata. */
  orderNumber: string;
  method: string;
  issuer?: string;
  /** Where the PSP sends the shopper afterwards. */
  redirectUrl: string;
  /** Where the PSP posts `id=<payment id>` when the status changes. */
  webhookUrl: string;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  orderNumber: string;
  /** The hosted page to send the shopper to (while open). */
  checkoutUrl: string | null;
  /** When an open payment expires at the provider (null when not open or not told). */
  expiresAt: Date | null;
}

export interface RefundOptions {
  /** Stable per refund (the outbox message's key): a retry sends the same one. */
  idempotencyKey?: string;
}

/** A refund at the provider: on its way, done, or refused by the bank or provider after all. */
export type RefundStatus = 'pending' | 'refunded' | 'failed';

export interface PaymentProvider {
  readonly name: string;
  /** Whether this provider can take payments with our method code (ideal, paypal, …). */
  supportsMethod(method: string): boolean;
  /**
   * Whether the shopper chooses the bank (issuer) on the provider's own page for this method, as
   * iDEAL 2.0 does: then the shop shows no bank list and sends no issuer (docs/decisions/0040).
   * Absent: the shop asks for the bank itself when the method has issuers.
   */
  hostsIssuerChoice?(method: string): boolean;
  /**
   * Origins of the provider's hosted checkout pages. A no-JS form post is answered with a redirect
   * there, so the storefront's CSP `form-action` must allow exactly these.
   */
  readonly checkoutOrigins: readonly string[];
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /**
   * Refunds `amount` of a paid payment. `idempotencyKey` is the same for every attempt of one refund:
   * the provider makes it once however often it is sent (Mollie's Idempotency-Key header) and keeps
   * it with the refund, so `findRefund` finds it again later.
   */
  refund(id: string, amount: number, options?: RefundOptions): Promise<{ id: string; status: 'pending' | 'refunded' }>;
  /**
   * The refund of this payment made with this idempotency key, if the provider has one: asked before
   * a retry, so an answer that was lost (time-out, reset, crash before our commit) is not paid twice.
   */
  findRefund?(paymentId: string, idempotencyKey: string): Promise<{ id: string; status: RefundStatus } | null>;
  /** Where a refund stands now (a provider that refunds at once answers `refunded`). */
  getRefund(paymentId: string, refundId: string): Promise<{ id: string; status: RefundStatus }>;
}
