// Money is integer euro cents including BTW, shown the Dutch way: € 39,95. The one formatter of
// the shop (storefront, API messages, e-mails, invoices, the sandbox payment page), on
// Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).
//
// Intl writes a no-break space (U+00A0) between the sign and the amount and puts a minus after the
// sign ('€ -5,00'). The shop writes what its specification and tests show: a plain space, and a
// minus in front of the sign ('- € 5,00'). Those two are the only changes made to Intl's output.
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Intl's spaces around the euro sign (no-break and narrow no-break) become plain spaces. */
const INTL_SPACES = /[\u00a0\u202f]/g;

/** 3995 → '€ 39,95'; 123456 → '€ 1.234,56'; -500 → '- € 5,00'. */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Geen bedrag: ${cents}`);
  const shown = euro.format(Math.abs(cents) / 100).replace(INTL_SPACES, ' ');
  return cents < 0 ? `- ${shown}` : shown;
}

/** 3995 → '39,95' (for places that print the € sign themselves); -500 → '-5,00'. */
export function formatAmount(cents: number): string {
  let amount = '';
  for (const part of euro.formatToParts(cents / 100)) {
    if (part.type !== 'currency' && part.type !== 'literal') amount += part.value;
  }
  return amount;
}

const plain = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * 123456 → '1234,56'; -500 → '-5,00': an amount that is read back (a form field's value, a CSV cell
 * for a Dutch spreadsheet), so without thousands dots.
 */
export function formatPlainAmount(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Geen bedrag: ${cents}`);
  return plain.format(cents / 100).replace('\u2212', '-');
}
