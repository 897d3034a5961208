import { getSelectProps } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { ariaOf, ConformControl, ConformField } from '../ui/conform-field';
import type { AnyField } from '../ui/form-field';

type AddressField = 'zipcode' | 'house_number' | 'extension' | 'street' | 'city' | 'country_code';
type Fields = Record<string, AnyField>;

/**
 * The Conform twin of address-fields.tsx (which the account pages still use). Postcode, house number, extension, street, city and country (Conform fields of the checkout
 * address form). With JavaScript an NL postcode and house number fill street and city as you
 * type; without it the server does the same on submit.
 */
export function ConformAddressFields({
  prefix,
  fields,
  verdict,
  settled,
}: {
  prefix: '' | 'shipping_';
  fields: Fields;
  /** The server's latest answer to the form (any object; a new one on every answer). */
  verdict?: unknown;
  /** Street and city as the server's lookup on submit decided them (filled or emptied). */
  settled?: Record<string, string> | null;
}) {
  const street = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const zipcode = useRef<HTMLInputElement>(null);
  const house = useRef<HTMLInputElement>(null);
  const country = useRef<HTMLSelectElement>(null);
  // The browser lookup's flag, with the server answer it came after: a newer answer replaces it.
  const [flag, setFlag] = useState<{ message: string; verdict: unknown } | null>(null);
  const lookupError = flag && flag.verdict === verdict ? flag.message : null;
  const setLookupError = (message: string | null) => setFlag(message ? { message, verdict } : null);
  const last = useRef('');
  // Counts the server's answers to this form. A lookup that was asked before the latest answer is
  // dropped when it comes back: the server looked the address up on submit and its verdict (street
  // and city filled or emptied, 'Postcode onjuist') stands (docs/decisions/0049: a late answer undid it).
  const answers = useRef(0);
  useEffect(() => {
    answers.current += 1;
    last.current = '';
    const decided = (name: 'street' | 'city') => settled?.[`${prefix}${name}`];
    const [decidedStreet, decidedCity] = [decided('street'), decided('city')];
    if (decidedStreet !== undefined && street.current) street.current.value = decidedStreet;
    if (decidedCity !== undefined && city.current) city.current.value = decidedCity;
  }, [verdict, settled, prefix]);

  async function lookup() {
    const zip = zipcode.current?.value.trim() ?? '';
    const nr = house.current?.value.trim() ?? '';
    if ((country.current?.value ?? 'NL') !== 'NL' || !/^[1-9]\d{3} ?[a-zA-Z]{2}$/.test(zip) || !/^\d{1,6}$/.test(nr)) return;
    const key = `${zip}|${nr}`;
    if (key === last.current) return;
    last.current = key;
    const asked = answers.current;
    const stale = () => last.current !== key || answers.current !== asked;
    try {
      const res = await fetch(`/api/postcode/?zipcode=${encodeURIComponent(zip)}&house_number=${encodeURIComponent(nr)}`);
      if (!res.ok) throw new Error(`postcode ${res.status}`);
      const found = (await res.json()) as { street: string; city: string };
      // A later postcode or house number was typed meanwhile: its lookup decides, not this older
      // answer (under load the first answer came after the second and filled the wrong street; docs/decisions/0049).
      if (stale()) return;
      if (street.current) street.current.value = found.street;
      if (city.current) city.current.value = found.city;
      setLookupError(null);
    } catch {
      if (stale()) return;
      // docs/requirements/checkout-and-payment.md#validation: a failed lookup flags the postcode and empties the fields it would fill.
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
