// docs/decisions/0048: the frame's payment badges and its "achteraf / in 3 termijnen" promise follow
// what the configured payment provider can take (PaymentProvider.supportsMethod) — with Mollie,
// Billink and SprayPay are not offered at checkout, so they are not shown either. The stored footer
// document stays as the shop's editors wrote it; the answer of /v1/content/footer is filtered.

/** Pay afterwards (within 30 days) and pay in three instalments, by checkout method code. */
const PAY_LATER = ['afterpay', 'billink'];
const THREE_INSTALMENTS = ['in3'];

/**
 * A highlight that promises paying later or in instalments (the seeded 'Achteraf of in 3 termijnen veilig
 * betalen', 'Betaal achteraf met Riverty'): 'achteraf' or 'termijn' together with paying. A highlight that
 * only says 'achteraf' about something else ('Achteraf ruilen? …') is the editors' and stays.
 */
const PAYMENT_PROMISE = /(achteraf|termijn)[^.!?]*betal|betal[^.!?]*(achteraf|termijn)/i;

/** The promise the provider can keep, or null when it can keep neither part. */
export function paymentPromise(supports: (method: string) => boolean): string | null {
  const later = PAY_LATER.some(supports);
  const instalments = THREE_INSTALMENTS.some(supports);
  if (later && instalments) return 'Achteraf of in 3 termijnen veilig betalen';
  if (later) return 'Achteraf veilig betalen';
  if (instalments) return 'In 3 termijnen veilig betalen';
  return null;
}

/** The product page's own highlight ('Achteraf betalen of in 3 termijnen'): the part the provider can keep, or null. */
export function productPaymentPromise(supports: (method: string) => boolean): string | null {
  const later = PAY_LATER.some(supports);
  const instalments = THREE_INSTALMENTS.some(supports);
  if (later && instalments) return 'Achteraf betalen of in 3 termijnen';
  if (later) return 'Achteraf betalen';
  if (instalments) return 'In 3 termijnen betalen';
  return null;
}

export interface FooterPayments {
  paymentMethods: { code: string; title: string }[];
  usps: string[];
}

/** The footer document with only the badges and promises the provider can keep. */
export function keptPromises<T extends FooterPayments>(footer: T, supports: (method: string) => boolean): T {
  const promise = paymentPromise(supports);
  // Every payment highlight becomes the one promise the provider keeps, shown once (where the first stood).
  const first = footer.usps.findIndex((usp) => PAYMENT_PROMISE.test(usp));
  return {
    ...footer,
    paymentMethods: footer.paymentMethods.filter((m) => supports(m.code)),
    usps: footer.usps.flatMap((usp, i) => (PAYMENT_PROMISE.test(usp) ? (promise && i === first ? [promise] : []) : [usp])),
  };
}
