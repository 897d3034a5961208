// Conform-bound pieces of the register and account information forms: the private/company choice
// and the company details (shown for business customers by CSS only, so also without JavaScript).
import { FormField, firstError } from '../ui/form-field';
import type { AnyField } from '../ui/form-field';

type Meta = AnyField;

/** docs/requirements/accounts.md#data type: private (default) or company. */
export function CustomerTypeFieldset({ meta }: { meta: Meta }) {
  const error = firstError(meta);
  const company = meta.initialValue === 'company';
  return (
    <fieldset className="customer-type" aria-describedby={error ? meta.errorId : undefined}>
      <legend>Ik bestel als</legend>
      <label>
        <input key={meta.key} type="radio" name={meta.name} form={meta.formId} value="private" defaultChecked={!company} /> Particulier
      </label>
      <label>
        <input key={meta.key} type="radio" name={meta.name} form={meta.formId} value="company" defaultChecked={company} /> Zakelijk
      </label>
      {error ? (
        <p id={meta.errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Company name, VAT and CoC numbers: asked (and required) only for business customers. */
export function CompanyFieldset({ company, vatNumber, cocNumber }: { company: Meta; vatNumber: Meta; cocNumber: Meta }) {
  return (
    <fieldset className="company-fields">
      <legend>Bedrijfsgegevens (alleen voor zakelijke klanten)</legend>
      <FormField meta={company} label="Bedrijfsnaam" autoComplete="organization" maxLength={255} />
      <div className="field-row">
        <FormField meta={vatNumber} label="BTW-nummer" placeholder="NL123456789B01" maxLength={30} />
        <FormField meta={cocNumber} label="KVK-nummer" inputMode="numeric" maxLength={20} />
      </div>
    </fieldset>
  );
}
