import { getSelectProps } from '@conform-to/react';
import { useRef, useState } from 'react';
import { ariaOf, ConformControl, ConformField } from '../ui/conform-field';
import type { AnyField } from '../ui/form-field';

type AddressField = 'zipcode' | 'house_number' | 'extension' | 'street' | 'city' | 'country_code';
type Fields = Record<string, AnyField>;

/**
 * The Conform twin of address-fields.tsx (which the account pages still use). Postcode, house number, extension, street, city and country (Conform fields of the checkout
 * address form). With JavaScript an NL postcode and house number fill street and city as you
 * type; without it the server does the same on submit.
 */
export function ConformAddressFields({ prefix, fields }: { prefix: '' | 'shipping_'; fields: Fields }) {
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
      // A later postcode or house number was typed meanwhile: its lookup decides, not this older
      // answer (under load the first answer came after the second and filled the wrong street; issue 38).
      if (last.current !== key) return;
      if (street.current) street.current.value = found.street;
      if (city.current) city.current.value = found.city;
      setLookupError(null);
    } catch {
      if (last.current !== key) return;
      // SPEC §5: a failed lookup flags the postcode and empties the fields it would fill.
      if (street.current) street.current.value = '';
      if (city.current) city.current.value = '';
      setLookupError('Postcode onjuist');
    }
  }

  const f = (field: AddressField) => fields[`${prefix}${field}`]!;
  const section = prefix ? 'shipping ' : '';
  const zipErrors = lookupError ? [lookupError] : f('zipcode').errors;
  const { key: countryKey, ...countryProps } = getSelectProps(f('country_code'), { ariaAttributes: false });
  return (
    <div className="address-fields">
      <div className="field-row address-lookup-row">
        <ConformField
          meta={f('zipcode')}
          label="Postcode"
          ref={zipcode}
          autoComplete={`${section}postal-code`}
          maxLength={7}
          errors={zipErrors}
          onBlur={lookup}
          onInput={() => setLookupError(null)}
        />
        <ConformField meta={f('house_number')} label="Huisnummer" ref={house} inputMode="numeric" maxLength={10} onBlur={lookup} />
        <ConformField meta={f('extension')} label="Toevoeging" maxLength={15} />
      </div>
      <div className="field-row">
        <ConformField meta={f('street')} label="Straat" ref={street} autoComplete={`${section}address-line1`} maxLength={255} />
        <ConformField meta={f('city')} label="Plaats" ref={city} autoComplete={`${section}address-level2`} maxLength={255} />
      </div>
      <ConformControl meta={f('country_code')} label="Land">
        <select key={countryKey} {...countryProps} {...ariaOf(f('country_code'))} ref={country} autoComplete={`${section}country`}>
          <option value="NL">Nederland</option>
          <option value="BE">België</option>
        </select>
      </ConformControl>
    </div>
  );
}
