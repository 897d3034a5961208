// The rule fields every discount form shares (a code, a batch, an edit): kind, value, minimum
// order, validity, usage limits and a description.
import { FormField, FormSelect, type AnyField } from '../ui/form-field';
import { DISCOUNT_KIND_LABELS, eurosText } from '#contract/forms/admin';
import type { AdminDiscount } from '~/models/admin/office.server';

/** The fields of any of the discount schemas (create, edit). */
type Fields = Record<string, AnyField>;

const KIND_OPTIONS = Object.entries(DISCOUNT_KIND_LABELS).map(([value, label]) => ({ value, label }));

export function DiscountRuleFields({ fields: all, batch = false }: { fields: Fields; batch?: boolean }) {
  const field = (name: string) => all[name]!;
  const fields = {
    kind: field('kind'),
    value: field('value'),
    min_order_value: field('min_order_value'),
    valid_from: field('valid_from'),
    valid_to: field('valid_to'),
    usage_limit: field('usage_limit'),
    per_customer_limit: field('per_customer_limit'),
    description: field('description'),
  };
  return (
    <>
      <div className="admin-grid">
        <FormSelect meta={fields.kind} label="Soort" options={KIND_OPTIONS} />
        <FormField
          meta={fields.value}
          label="Waarde"
          hint="Procenten bij een percentage, euro bij een vast bedrag; leeg bij gratis verzending."
          maxLength={12}
        />
        <FormField meta={fields.min_order_value} label="Minimaal bestelbedrag (€)" inputMode="decimal" maxLength={12} />
      </div>
      <div className="admin-grid">
        <FormField meta={fields.valid_from} label="Geldig vanaf" type="date" />
        <FormField meta={fields.valid_to} label="Geldig tot en met" type="date" />
        {batch ? null : (
          <FormField meta={fields.usage_limit} label="Hoe vaak in totaal (leeg: onbeperkt)" inputMode="numeric" maxLength={8} />
        )}
        <FormField meta={fields.per_customer_limit} label="Hoe vaak per klant (leeg: onbeperkt)" inputMode="numeric" maxLength={4} />
      </div>
      <FormField meta={fields.description} label="Omschrijving (intern)" maxLength={200} />
    </>
  );
}

const shopDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(iso)) : '';

/** A stored code as the form's starting values. */
export function discountDefaults(code: AdminDiscount) {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percentage' ? String(code.value) : code.kind === 'fixed' ? eurosText(code.value) : '',
    min_order_value: code.min_order_value ? eurosText(code.min_order_value) : '',
    valid_from: shopDate(code.valid_from),
    valid_to: shopDate(code.valid_to),
    usage_limit: code.usage_limit?.toString() ?? '',
    per_customer_limit: code.per_customer_limit?.toString() ?? '',
    description: code.description,
  };
}

export function discountValueText(code: { kind: string; value: number }): string {
  if (code.kind === 'percentage') return `${code.value}%`;
  if (code.kind === 'fixed') return `€ ${eurosText(code.value)}`;
  return 'Gratis verzending';
}
