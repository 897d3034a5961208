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
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  refund(id: string, amount: number): Promise<{ id: string; status: 'pending' | 'refunded' }>;
}
