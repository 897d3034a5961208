// Money is integer euro cents including BTW, shown the Dutch way: € 39,95.
const formatter = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 3995 → '€ 39,95'; 123456 → '€ 1.234,56'. */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Geen bedrag: ${cents}`);
  const sign = cents < 0 ? '- ' : '';
  return `${sign}€ ${formatter.format(Math.abs(cents) / 100)}`;
}

/** 3995 → '39,95' (for places that print the € sign themselves). */
export function formatAmount(cents: number): string {
  return formatter.format(cents / 100);
}
