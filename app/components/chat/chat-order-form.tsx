// docs/requirements/assistant-and-guided-selling.md#screens-and-routes/#data the chat's order look-up form (knowsOrderNumber, orderNumber, firstName, zipCode,
// houseNumber), as a plain form: the widget submits it with fetch, the page without JavaScript posts it.
import type { FormEvent } from 'react';
import { HONEYPOT_NAME, HoneypotField } from '../ui/honeypot-field';

export type OrderFormErrors = Partial<Record<'orderNumber' | 'firstName' | 'zipCode' | 'houseNumber', string>>;
export type OrderFormValues = Partial<Record<'orderNumber' | 'firstName' | 'zipCode' | 'houseNumber', string>> & {
  knowsOrderNumber?: boolean;
  /** the honeypot, as typed (a person leaves it empty) */ trap?: string;
};

export function ChatOrderForm({
  defaults = {},
  errors = {},
  onSubmit,
  disabled,
  method = 'post',
  alert,
}: {
  alert?: string;
  defaults?: OrderFormValues;
  errors?: OrderFormErrors;
  onSubmit?: (values: OrderFormValues, event: FormEvent<HTMLFormElement>) => void;
  disabled?: boolean;
  method?: 'post';
}) {
  return (
    <form
      method={method}
      className="chat-order-form"
      aria-label="Bestelling opzoeken"
      // With JavaScript the widget checks the fields itself, with the Dutch messages of the schema.
      noValidate={!!onSubmit}
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit(submittedValues(event), event);
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value="order" />
      <HoneypotField />
      {alert ? (
        <p className="alert alert-danger" role="alert">
          {alert}
        </p>
      ) : null}
      <OrderNumberField defaultValue={defaults.orderNumber} error={errors.orderNumber} />
      <ChatField name="firstName" label="Voornaam" defaults={defaults} errors={errors} autoComplete="given-name" maxLength={100} />
      <ChatField name="zipCode" label="Postcode" defaults={defaults} errors={errors} autoComplete="postal-code" maxLength={10} />
      <ChatField name="houseNumber" label="Huisnummer" defaults={defaults} errors={errors} maxLength={10} />
      <div className="chat-order-buttons">
        <button type="submit" name="knowsOrderNumber" value="ja" className="button button-primary button-small" disabled={disabled}>
          Bestelling opzoeken
        </button>
        <button
          type="submit"
          name="knowsOrderNumber"
          value="nee"
          formNoValidate
          className="button button-secondary button-small"
          disabled={disabled}
        >
          Ik weet mijn ordernummer niet
        </button>
      </div>
    </form>
  );
}

/** The values of a submitted form, with which of the two buttons was pressed. */
function submittedValues(event: FormEvent<HTMLFormElement>): OrderFormValues {
  const data = new FormData(event.currentTarget);
  // Which of the two buttons was pressed: 'ja' (look up) or 'nee' (I don't know my number).
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const values: OrderFormValues = { knowsOrderNumber: submitter?.value !== 'nee' };
  for (const key of ['orderNumber', 'firstName', 'zipCode', 'houseNumber'] as const) values[key] = String(data.get(key) ?? '');
  const trap = data.get(HONEYPOT_NAME);
  if (typeof trap === 'string') values.trap = trap;
  return values;
}

/** The order number, typed without its DKBD prefix (at most 7 digits). */
function OrderNumberField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <div className="field chat-field">
      <label htmlFor="chat-orderNumber">Ordernummer</label>
      <div className="chat-prefix">
        <span aria-hidden="true">DKBD</span>
        <input
          id="chat-orderNumber"
          name="orderNumber"
          inputMode="numeric"
          pattern="(DKBD|dkbd)?[0-9]{1,7}"
          maxLength={11}
          autoComplete="off"
          defaultValue={defaultValue ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`chat-orderNumber-hint${error ? ' chat-orderNumber-error' : ''}`}
          required
        />
      </div>
      <p id="chat-orderNumber-hint" className="field-hint">
        Maximaal 7 cijfers, zonder DKBD
      </p>
      {error ? (
        <p id="chat-orderNumber-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A required text field of the form, with its error. */
function ChatField({
  name,
  label,
  defaults,
  errors,
  ...props
}: {
  name: keyof OrderFormErrors;
  label: string;
  defaults: OrderFormValues;
  errors: OrderFormErrors;
  autoComplete?: string;
  maxLength: number;
}) {
  return (
    <div className="field chat-field">
      <label htmlFor={`chat-${name}`}>{label}</label>
      <input
        id={`chat-${name}`}
        name={name}
        defaultValue={defaults[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `chat-${name}-error` : undefined}
        required
        {...props}
      />
      {errors[name] ? (
        <p id={`chat-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
}
