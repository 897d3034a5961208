// Conform-bound form pieces: a field (label, input, hint and its first error, tied together with
// Conform's ids through aria-invalid / aria-describedby), a select, and the danger alert of a form.
// The same markup as ui/field.tsx, so the house style applies unchanged.
import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import type { FormEvent, InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

/**
 * Any field or form of any schema: Conform's types are invariant in the schema, and these components
 * read only ids, name, initial value and errors. The one place the shared form pieces say `any`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field and form types are invariant in the schema; these pieces read only ids, names, values and errors
export type AnyField = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field and form types are invariant in the schema; these pieces read only ids, names, values and errors
export type AnyForm = FormMetadata<any, string[]>;
type Meta = AnyField;

type InputType = 'text' | 'email' | 'password' | 'tel' | 'date';

type FormFieldProps = {
  meta: Meta;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  /** A message from the browser itself (the postcode lookup) that stands in for the field's own. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'form' | 'defaultValue' | 'defaultChecked' | 'value'>;

/** The first message of a field: one clear instruction at a time. */
export function firstError(meta: Meta): string | undefined {
  return meta.errors?.[0];
}

export function FormField({ meta, label, type = 'text', hint, error, inputRef, className, ...input }: FormFieldProps) {
  const message = error ?? firstError(meta);
  const hintId = hint ? meta.descriptionId : undefined;
  // Passwords are never put back into a page, whatever the answer held.
  const { key: _key, ...props } = getInputProps(meta, { type, value: type !== 'password', ariaDescribedBy: hintId });
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={meta.id}>{label}</label>
      <input
        key={meta.key}
        ref={inputRef}
        {...props}
        aria-invalid={message ? true : undefined}
        aria-describedby={[message ? meta.errorId : null, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={meta.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={meta.errorId} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type FormSelectProps = {
  meta: Meta;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  selectRef?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'defaultValue' | 'value'>;

export function FormSelect({ meta, label, options, selectRef, ...select }: FormSelectProps) {
  const message = firstError(meta);
  const { key: _key, ...props } = getSelectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select key={meta.key} ref={selectRef} {...props} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={meta.errorId} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The danger alert above a form (docs/requirements/accounts.md#errors): the server's form-level message (a wrong password, an API
 * failure), else — after a submit that found errors, in the browser or on the server — the form's
 * summary text, if it has one. `message` comes before both (a page's own reading of the errors).
 */
export function FormAlert({ form, invalid, message: first }: { form: AnyForm; invalid?: string | null; message?: string | null }) {
  const message = first || (form.errors?.[0] ?? (form.status === 'error' && invalid ? invalid : null));
  if (!message) return null;
  return (
    <p id={form.errorId} className="alert alert-danger" role="alert">
      {message}
    </p>
  );
}

/** Conform runs its own checks (a field left, a field fixed) as submits from a hidden `__intent__` button. */
export function isConformIntent(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.name === '__intent__';
}

/**
 * The props of a Conform form whose submit, when the browser's check stops it, empties the password
 * fields — as the server's answer does without JavaScript: typed values stay, passwords never.
 */
export function formProps(form: AnyForm) {
  return {
    ...getFormProps(form),
    onSubmit(event: FormEvent<HTMLFormElement>) {
      form.onSubmit(event);
      if (!event.defaultPrevented || isConformIntent(event)) return;
      for (const input of event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = '';
    },
  };
}

// Action answers by identity: each new answer of the server (even one equal to the last) remounts
// its form, so inputs show what the server sent back — password fields empty again.
const answerIds = new WeakMap<object, number>();
let lastAnswerId = 0;

/** A React key for a form: new for each navigation and for each new answer of the action. */
export function formInstanceKey(locationKey: string, answer: object | null | undefined): string {
  if (!answer) return locationKey;
  let id = answerIds.get(answer);
  if (id === undefined) {
    id = ++lastAnswerId;
    answerIds.set(answer, id);
  }
  return `${locationKey}:${id}`;
}
