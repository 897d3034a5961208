import { useRef, useState } from 'react';
import { Field } from '../ui/field';

interface Saved {
  zipcode: string;
  house_number: string;
  extension: string;
  street: string;
  city: string;
  country_code: string;
}

/**
 * Postcode, house number, extension, street, city and country. With JavaScript an NL postcode and
 * house number fill street and city as you type; without it the server does the same on submit.
 */
export function AddressFields({
  prefix,
  values,
  saved,
  errors,
}: {
  prefix: '' | 'shipping_';
  values: (name: string, fallback?: string) => string;
  saved: Saved | null;
  errors: Record<string, string>;
}) {
  const street = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const zipcode = useRef<HTMLInputElement>(null);
  const house = useRef<HTMLInputElement>(null);
  const country = useRef<HTMLSelectElement>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const last = useRef('');

  async function lookup() {
    const zip = zipcode.current?.value.trim() ?? '';
    const nr = house.current?.value.trim() ?? '';
    if ((country.current?.value ?? 'NL') !== 'NL' || !/^[1-9]\d{3} ?[a-zA-Z]{2}$/.test(zip) || !/^\d{1,6}$/.test(nr)) return;
    const key = `${zip}|${nr}`;
    if (key === last.current) return;
    last.current = key;
    try {
      const res = await fetch(`/api/postcode/?zipcode=${encodeURIComponent(zip)}&house_number=${encodeURIComponent(nr)}`);
      if (!res.ok) throw new Error(`postcode ${res.status}`);
      const found = (await res.json()) as { street: string; city: string };
      if (street.current) street.current.value = found.street;
      if (city.current) city.current.value = found.city;
      setLookupError(null);
    } catch {
      // SPEC §5: a failed lookup flags the postcode and empties the fields it would fill.
      if (street.current) street.current.value = '';
      if (city.current) city.current.value = '';
      setLookupError('Postcode onjuist');
    }
  }

  const n = (field: string) => `${prefix}${field}`;
  const section = prefix ? 'shipping ' : '';
  return (
    <div className="address-fields">
      <div className="field-row address-lookup-row">
        <Field
          label="Postcode"
          name={n('zipcode')}
          ref={zipcode}
          autoComplete={`${section}postal-code`}
          required
          maxLength={7}
          defaultValue={values(n('zipcode'), saved?.zipcode)}
          error={lookupError ?? errors[n('zipcode')]}
          onBlur={lookup}
        />
        <Field label="Huisnummer" name={n('house_number')} ref={house} inputMode="numeric" required maxLength={10} defaultValue={values(n('house_number'), saved?.house_number)} error={errors[n('house_number')]} onBlur={lookup} />
        <Field label="Toevoeging" name={n('extension')} maxLength={15} defaultValue={values(n('extension'), saved?.extension)} error={errors[n('extension')]} />
      </div>
      <div className="field-row">
        <Field label="Straat" name={n('street')} ref={street} autoComplete={`${section}address-line1`} required maxLength={255} defaultValue={values(n('street'), saved?.street)} error={errors[n('street')]} />
        <Field label="Plaats" name={n('city')} ref={city} autoComplete={`${section}address-level2`} required maxLength={255} defaultValue={values(n('city'), saved?.city)} error={errors[n('city')]} />
      </div>
      <Field label="Land" name={n('country_code')} error={errors[n('country_code')]}>
        <select id={`field-${n('country_code')}`} name={n('country_code')} ref={country} defaultValue={values(n('country_code'), saved?.country_code ?? 'NL')} autoComplete={`${section}country`}>
          <option value="NL">Nederland</option>
          <option value="BE">België</option>
        </select>
      </Field>
    </div>
  );
}
