// Conform-bound address fields (docs/requirements/checkout-and-payment.md#validation invoice address): postcode, house number, extension,
// street, city and country. With JavaScript an NL postcode and house number fill street and city
// when either field is left; without it the server does the same on submit
// (lib/address-lookup.server.ts). Replaces checkout/address-fields.tsx once the checkout uses Conform.
import { useRef, useState, type FormEvent } from 'react';
import { FormField, FormSelect, isConformIntent } from '../ui/form-field';
import { COUNTRIES } from '#contract/forms/address';
import { MESSAGES } from '#contract/forms/fields';
import type { AnyField, AnyForm } from '../ui/form-field';

type Meta = AnyField;

interface AddressMetas {
  zipcode: Meta;
  house_number: Meta;
  extension: Meta;
  street: Meta;
  city: Meta;
  country_code: Meta;
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

const NL_ZIPCODE = /^[1-9]\d{3} ?[a-zA-Z]{2}$/;

/** Sets an input's value as if typed, so Conform sees the change (and revalidates the field). */
function fill(input: HTMLInputElement | null, value: string) {
  if (!input || input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The address fields and a submit handler for their form: a submit with an NL postcode and house
 * number but without street or city first asks the lookup (as the server would), then goes on.
 */
export function useAddressLookup(form: AnyForm) {
  const zipcode = useRef<HTMLInputElement>(null);
  const house = useRef<HTMLInputElement>(null);
  const street = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const country = useRef<HTMLSelectElement>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const last = useRef('');
  const filledBeforeSubmit = useRef(false);

  const lookupKey = () => {
    const zip = zipcode.current?.value.trim() ?? '';
    const nr = house.current?.value.trim() ?? '';
    if ((country.current?.value ?? 'NL') !== 'NL' || !NL_ZIPCODE.test(zip) || !/^\d{1,6}$/.test(nr)) return null;
    return { zip, nr };
  };

  async function lookup(force = false) {
    const wanted = lookupKey();
    if (!wanted) {
      setLookupError(null);
      return;
    }
    const key = `${wanted.zip}|${wanted.nr}`;
    if (key === last.current && !force) return;
    last.current = key;
    try {
      const res = await fetch(`/api/postcode/?zipcode=${encodeURIComponent(wanted.zip)}&house_number=${encodeURIComponent(wanted.nr)}`);
      if (!res.ok) throw new Error(`postcode ${res.status}`);
      const found = (await res.json()) as { street: string; city: string };
      // A later postcode or house number was typed or left meanwhile: its lookup decides, not this older answer
      // (under load the answer for the house number the form had before came after the one typed; the checkout's
      // twin, conform-address-fields.tsx, drops it the same way: docs/decisions/0049).
      if (last.current !== key) return;
      fill(street.current, found.street);
      fill(city.current, found.city);
      setLookupError(null);
    } catch {
      if (last.current !== key) return;
      // docs/requirements/checkout-and-payment.md#validation: a failed lookup flags the postcode and empties the fields it would fill.
      fill(street.current, '');
      fill(city.current, '');
      setLookupError(MESSAGES.zipcode);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const missing = !street.current?.value.trim() || !city.current?.value.trim();
    if (!isConformIntent(event) && !filledBeforeSubmit.current && missing && lookupKey()) {
      event.preventDefault();
      filledBeforeSubmit.current = true;
      await lookup(true);
      element.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === element ? submitter : null);
      return;
    }
    filledBeforeSubmit.current = false;
    form.onSubmit(event);
  }

  // The lookup's message goes while the postcode or house number is being fixed, like the schema's own.
  const typing = () => {
    setLookupError(null);
    last.current = '';
  };

  return { refs: { zipcode, house, street, city, country }, lookup: () => void lookup(), typing, lookupError, onSubmit };
}

export function AddressFieldset({ fields, lookup }: { fields: AddressMetas; lookup: ReturnType<typeof useAddressLookup> }) {
  const { refs } = lookup;
  return (
    <div className="address-fields">
      <div className="field-row address-lookup-row">
        <FormField
          meta={fields.zipcode}
          label="Postcode"
          inputRef={refs.zipcode}
          autoComplete="postal-code"
          required
          maxLength={7}
          error={lookup.lookupError}
          onBlur={lookup.lookup}
          onInput={lookup.typing}
        />
        <FormField
          meta={fields.house_number}
          label="Huisnummer"
          inputRef={refs.house}
          inputMode="numeric"
          required
          maxLength={10}
          onBlur={lookup.lookup}
          onInput={lookup.typing}
        />
        <FormField meta={fields.extension} label="Toevoeging" maxLength={15} />
      </div>
      <div className="field-row">
        <FormField meta={fields.street} label="Straat" inputRef={refs.street} autoComplete="address-line1" required maxLength={255} />
        <FormField meta={fields.city} label="Plaats" inputRef={refs.city} autoComplete="address-level2" required maxLength={255} />
      </div>
      <FormSelect meta={fields.country_code} label="Land" options={COUNTRY_OPTIONS} selectRef={refs.country} autoComplete="country" />
    </div>
  );
}
