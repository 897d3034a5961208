// The real payment adapter: Mollie's Payments API v2 (https://docs.mollie.com/reference/create-payment).
// Amounts travel as { currency, value: '12.34' } strings; we keep integer cents and convert at the
// edge without floating point.
import type { CreatePaymentInput, PaymentProvider, PaymentStatus, ProviderPayment, RefundOptions, RefundStatus } from './types';

export const MOLLIE_API_URL = 'https://api.mollie.com/v2';

/**
 * Our checkout method codes (the seeded paymentMethods) → Mollie method ids. Riverty is Mollie's
 * name for AfterPay. Mollie has no Billink or SprayPay (and 'billie' is a different, B2B-only
 * product), so those cannot be paid through Mollie.
 */
export const MOLLIE_METHODS: Readonly<Record<string, string>> = {
  ideal: 'ideal',
  creditcard: 'creditcard',
  paypal: 'paypal',
  afterpay: 'riverty',
  riverty: 'riverty',
  in3: 'in3',
  alma: 'alma',
  bancontact: 'bancontact',
  banktransfer: 'banktransfer',
  applepay: 'applepay',
  klarna: 'klarna',
};

export class UnsupportedPaymentMethodError extends Error {
  constructor(readonly method: string) {
    super(`Betaalmethode '${method}' wordt niet door Mollie aangeboden.`);
    this.name = 'UnsupportedPaymentMethodError';
  }
}

/** A non-2xx answer of the Mollie API; the message is Mollie's `detail`. */
export class MollieApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly title?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'MollieApiError';
  }
}

/** 1234 → '12.34'; only whole, non-negative cents. */
export function centsToMollieValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '12.34' → 1234, by the digits (no float): '0.10' → 10, '12' → 1200, '12.3' → 1230. */
export function mollieValueToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a Mollie amount value: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const STATUSES: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

interface MolliePayment {
  resource: 'payment';
  id: string;
  status: string;
  amount: { currency: string; value: string };
  metadata?: { order_number?: string } | null;
  expiresAt?: string;
  _links?: { checkout?: { href: string } | null };
}

/** Mollie's refund statuses as ours: queued, pending and processing are on their way. */
export function mollieRefundStatus(status: MollieRefund['status']): RefundStatus {
  if (status === 'refunded') return 'refunded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

interface MollieRefund {
  resource: 'refund';
  id: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  metadata?: { idempotency_key?: string } | null;
}

interface MollieRefundList {
  _embedded?: { refunds?: MollieRefund[] };
  _links?: { next?: { href: string } | null };
}

export interface MollieProviderOptions {
  /** test_… or live_… from the Mollie dashboard. */
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /**
   * Origin of Mollie's hosted checkout (https://www.mollie.com); the storefront's CSP form-action
   * allows it. Defaults to the API base's origin when that is not api.mollie.com (a local fake).
   */
  checkoutOrigin?: string;
}

export const MOLLIE_CHECKOUT_ORIGIN = 'https://www.mollie.com';

function toProviderPayment(payment: MolliePayment): ProviderPayment {
  const status = STATUSES[payment.status];
  if (!status) throw new Error(`Mollie payment ${payment.id} has an unknown status '${payment.status}'`);
  return {
    id: payment.id,
    status,
    amount: mollieValueToCents(payment.amount.value),
    currency: payment.amount.currency,
    orderNumber: payment.metadata?.order_number ?? '',
    checkoutUrl: payment._links?.checkout?.href ?? null,
    expiresAt: payment.expiresAt && !Number.isNaN(Date.parse(payment.expiresAt)) ? new Date(payment.expiresAt) : null,
  };
}

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const { apiKey, baseUrl = MOLLIE_API_URL, fetch = globalThis.fetch, timeoutMs = 10_000 } = options;
  if (!apiKey) throw new Error('Mollie needs an API key (MOLLIE_API_KEY)');
  const root = baseUrl.replace(/\/+$/, '');
  const apiOrigin = new URL(root).origin;
  const checkoutOrigin = options.checkoutOrigin ?? (apiOrigin === new URL(MOLLIE_API_URL).origin ? MOLLIE_CHECKOUT_ORIGIN : apiOrigin);

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const response = await fetch(path.startsWith('http') ? path : `${root}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${apiKey}`,
        Accept: 'application/hal+json, application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        // Mollie answers a repeated key with the first request's answer instead of acting twice.
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const error = (json ?? {}) as { detail?: string; title?: string; field?: string };
      throw new MollieApiError(error.detail ?? `Mollie answered HTTP ${response.status}`, response.status, error.title, error.field);
    }
    if (json === undefined) throw new Error(`Mollie answered HTTP ${response.status} without JSON`);
    return json as T;
  }

  return {
    name: 'mollie',
    checkoutOrigins: [new URL(checkoutOrigin).origin],
    supportsMethod: (method: string) => Object.hasOwn(MOLLIE_METHODS, method),
    // iDEAL 2.0: Mollie's hosted page (and iDEAL's own) asks for the bank; an issuer is no longer needed.
    hostsIssuerChoice: (method: string) => method === 'ideal',

    async createPayment(input: CreatePaymentInput) {
      const method = MOLLIE_METHODS[input.method];
      if (!method) throw new UnsupportedPaymentMethodError(input.method);
      const payment = await call<MolliePayment>('POST', '/payments', {
        amount: { currency: input.currency, value: centsToMollieValue(input.amount) },
        description: input.description.slice(0, 255),
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method,
        ...(input.issuer ? { issuer: input.issuer } : {}),
        metadata: { order_number: input.orderNumber },
      });
      return toProviderPayment(payment);
    },

    async getPayment(id: string) {
      return toProviderPayment(await call<MolliePayment>('GET', `/payments/${encodeURIComponent(id)}`));
    },

    async refund(id: string, amount: number, options: RefundOptions = {}) {
      const refund = await call<MollieRefund>(
        'POST',
        `/payments/${encodeURIComponent(id)}/refunds`,
        {
          amount: { currency: 'EUR', value: centsToMollieValue(amount) },
          // Kept by Mollie with the refund: findRefund matches a retry to it after the key's hour.
          ...(options.idempotencyKey ? { metadata: { idempotency_key: options.idempotencyKey } } : {}),
        },
        options.idempotencyKey,
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Mollie refund ${refund.id} for ${id} is ${refund.status}`);
      }
      return { id: refund.id, status: refund.status === 'refunded' ? 'refunded' : 'pending' };
    },

    async findRefund(paymentId: string, idempotencyKey: string) {
      // Every page of the payment's refunds (newest first, 250 a page), matched by the key in their metadata.
      let next: string | null = `/payments/${encodeURIComponent(paymentId)}/refunds?limit=250`;
      for (let page = 0; next && page < 40; page++) {
        const list: MollieRefundList = await call<MollieRefundList>('GET', next);
        const found = (list._embedded?.refunds ?? []).find((r) => r.metadata?.idempotency_key === idempotencyKey);
        if (found) return { id: found.id, status: mollieRefundStatus(found.status) };
        const href = list._links?.next?.href ?? null;
        // Only Mollie's own pages are followed (the token goes with each call).
        next = href && new URL(href).origin === apiOrigin ? href : null;
      }
      return null;
    },

    async getRefund(paymentId: string, refundId: string) {
      const refund = await call<MollieRefund>('GET', `/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`);
      return { id: refund.id, status: mollieRefundStatus(refund.status) };
    },
  };
}
