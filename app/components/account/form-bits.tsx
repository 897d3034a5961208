// Small pieces every account form uses: alerts, the private/company choice, a select and a
// checkbox field with their errors tied to the control (aria-invalid / aria-describedby).
import { useNavigation } from 'react-router';
import { useEffect, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../ui/field';

/** Danger alert for a failed submit (SPEC §8). */
export function ErrorAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  );
}

/** Success alert; with JavaScript it hides itself after 5 seconds (SPEC §4 Account save, §9). */
export function NoticeAlert({ message, autoHide = true }: { message?: string | null; autoHide?: boolean }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!message || !autoHide) return;
    const timer = setTimeout(() => setVisible(false), 5000);
    return () => clearTimeout(timer);
  }, [message, autoHide]);
  if (!message || !visible) return null;
  return (
    <p className="alert alert-success" role="status">
      {message}
    </p>
  );
}

export function SubmitButton({ children, busyText = 'Bezig…', name, value }: { children: ReactNode; busyText?: string; name?: string; value?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!name || navigation.formData?.get(name) === value);
  return (
    <button type="submit" className="button button-primary" name={name} value={value} disabled={busy} aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}

type SelectFieldProps = { label: ReactNode; name: string; error?: string; options: ReadonlyArray<{ value: string; label: string }> } & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, name, error, options, ...select }: SelectFieldProps) {
  const id = `field-${name}`;
  return (
    <Field label={label} name={name} error={error}>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** SPEC §3 type: private (default) or company. Company fields follow it with CSS only (:has). */
export function CustomerTypeChoice({ value, error }: { value: string; error?: string }) {
  return (
    <fieldset className="customer-type" aria-describedby={error ? 'field-type-error' : undefined}>
      <legend>Ik bestel als</legend>
      <label>
        <input type="radio" name="type" value="private" defaultChecked={value !== 'company'} /> Particulier
      </label>
      <label>
        <input type="radio" name="type" value="company" defaultChecked={value === 'company'} /> Zakelijk
      </label>
      {error ? (
        <p id="field-type-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Company name, VAT and CoC numbers: asked (and required) only for business customers. */
export function CompanyFields({ value, errors }: { value: (name: string) => string; errors: Record<string, string> }) {
  return (
    <fieldset className="company-fields">
      <legend>Bedrijfsgegevens (alleen voor zakelijke klanten)</legend>
      <Field label="Bedrijfsnaam" name="company" autoComplete="organization" maxLength={255} defaultValue={value('company')} error={errors.company} />
      <div className="field-row">
        <Field label="BTW-nummer" name="vat_number" placeholder="NL123456789B01" maxLength={30} defaultValue={value('vat_number')} error={errors.vat_number} />
        <Field label="KVK-nummer" name="coc_number" inputMode="numeric" maxLength={20} defaultValue={value('coc_number')} error={errors.coc_number} />
      </div>
    </fieldset>
  );
}

/** A password input with the rule spelled out (docs/decisions/0001). */
export const PASSWORD_HINT = 'Minimaal 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een van deze tekens: $ @ ! % ? &';

/**
 * A key for an uncontrolled form: with JavaScript a submit does not reload the page, so the inputs
 * would keep what was typed. Keying the form on the saved data and the last answer re-renders it
 * like the no-JS page does (saved values as normalised by the server, password fields empty).
 */
export function formKey(...parts: unknown[]): string {
  return JSON.stringify(parts);
}

/** Reads a form value: what was typed (after an error) first, else the saved value. */
export function valueReader(typed: Record<string, string> | undefined, saved: Record<string, unknown> | null | undefined) {
  return (name: string, fallback?: string | null): string => {
    if (typed && name in typed) return typed[name]!;
    const stored = saved?.[name];
    if (typeof stored === 'string') return stored;
    return fallback ?? '';
  };
}
