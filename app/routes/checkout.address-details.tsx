import type { AppLoadContext } from 'react-router';
import { shopArgs } from '~/lib/context';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AddressFields } from '~/components/checkout/address-fields';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { Field } from '~/components/ui/field';
import { getVisitor, sessionStorage } from '~/lib/session.server';
import { saveCustomerStep, type CheckoutDetails } from '~/models/checkout.server';
import { customerApi } from '~/models/customer.server';
import { formValues, issuesFrom, requireCheckout } from './checkout.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => [{ title: 'Adresgegevens | Bestellen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { cart, details } = await requireCheckout(request, context);
  const visitor = await getVisitor(request, context);
  if (visitor.loggedIn && !details.customer) return { cart, details: await prefillFromAccount(request, context, details), loggedIn: true };
  return { cart, details, loggedIn: visitor.loggedIn };
}

/** SPEC §6: the checkout takes the customer's details from the logged-in account. */
async function prefillFromAccount(request: Request, context: AppLoadContext, details: CheckoutDetails): Promise<CheckoutDetails> {
  try {
    const session = await sessionStorage(context).getSession(request.headers.get('Cookie'));
    const auth = { token: session.get('customerToken') ?? null };
    const [{ customer }, { address }] = await Promise.all([customerApi.get(context.commerce, auth), customerApi.address(context.commerce, auth, 'billing')]);
    return {
      ...details,
      customer: {
        type: customer.type,
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        phone: customer.phone_number ?? '',
        company: customer.company ?? '',
        vat_number: customer.vat_number ?? '',
        coc_number: customer.coc_number ?? '',
      },
      billing: address
        ? { zipcode: address.zipcode, house_number: address.house_number, extension: address.extension ?? '', street: address.street, city: address.city, country_code: address.country_code }
        : details.billing,
    };
  } catch {
    // An account that cannot be read leaves the form empty; the shopper can still type.
    return details;
  }
}

function bodyFrom(v: Record<string, string>) {
  const address = (prefix: string) => ({
    first_name: v[`${prefix}first_name`],
    last_name: v[`${prefix}last_name`],
    zipcode: v[`${prefix}zipcode`] ?? '',
    house_number: v[`${prefix}house_number`] ?? '',
    extension: v[`${prefix}extension`] ?? '',
    street: v[`${prefix}street`] ?? '',
    city: v[`${prefix}city`] ?? '',
    country_code: v[`${prefix}country_code`] ?? 'NL',
  });
  return {
    customer: {
      type: v.type === 'company' ? 'company' : 'private',
      first_name: v.first_name ?? '',
      last_name: v.last_name ?? '',
      email: v.email ?? '',
      phone: v.phone ?? '',
      company: v.company ?? '',
      vat_number: v.vat_number ?? '',
      coc_number: v.coc_number ?? '',
    },
    billing: address(''),
    // A checkbox is absent when unticked; the hidden marker tells the form was really posted.
    sameDeliveryAddress: v.sameDeliveryAddress === 'on' || v.sameDeliveryAddress === 'true',
    shipping: address('shipping_'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { quoteId } = await requireCheckout(request, context);
  // A body that is no form (wrong type, broken multipart) is bad input: a 400 with messages, not a 500.
  const values = formValues(await request.formData().catch(() => new FormData()));
  try {
    await saveCustomerStep(context.commerce, quoteId, bodyFrom(values));
  } catch (error) {
    const { message, errors, body } = issuesFrom(error);
    // The API empties street and city when the postcode lookup fails: the form shows that too.
    const echoed = (body as { values?: { billing?: { street: string; city: string }; shipping?: { street: string; city: string } | null } } | null)?.values;
    if (echoed?.billing) Object.assign(values, { street: echoed.billing.street, city: echoed.billing.city });
    if (echoed?.shipping) Object.assign(values, { shipping_street: echoed.shipping.street, shipping_city: echoed.shipping.city });
    return data({ message, errors, values }, { status: 400 });
  }
  return redirect('/checkout/payment-methods/', 303);
}

export default function AddressDetails() {
  const { cart, details, loggedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string> = result?.errors ?? {};
  const saved = details.customer;
  const v = (name: string, fallback = '') => result?.values[name] ?? fallback;
  const type = v('type', saved?.type ?? 'private');
  const same = result ? result.values.sameDeliveryAddress === 'on' : details.sameDeliveryAddress !== false;
  return (
    <div className="checkout-step">
      {/* A refused submission re-renders the form from the server's values (e.g. emptied street and city). */}
      <Form method="post" className="checkout-form" noValidate key={result ? JSON.stringify(result.values) : 'form'}>
        <CsrfField />
        <h2>Je gegevens</h2>
        {!loggedIn ? (
          <p className="checkout-login-hint">
            Al klant? <Link to="/account/login/?redirectTo=%2Fcheckout%2Faddress-details%2F">Log in</Link> om sneller te bestellen, of bestel
            hieronder als gast.
          </p>
        ) : null}
        {result?.message ? (
          <p className="alert alert-danger" role="alert">
            {result.message}
          </p>
        ) : null}
        <fieldset className="customer-type">
          <legend>Ik bestel als</legend>
          <label>
            <input type="radio" name="type" value="private" defaultChecked={type !== 'company'} /> Particulier
          </label>
          <label>
            <input type="radio" name="type" value="company" defaultChecked={type === 'company'} /> Zakelijk
          </label>
        </fieldset>
        <div className="company-fields">
          <Field label="Bedrijfsnaam" name="company" autoComplete="organization" maxLength={255} defaultValue={v('company', saved?.company)} error={errors.company} />
          <Field label="BTW-nummer" name="vat_number" maxLength={20} defaultValue={v('vat_number', saved?.vat_number)} error={errors.vat_number} hint="Bijvoorbeeld NL123456782B01" />
          <Field label="KVK-nummer" name="coc_number" inputMode="numeric" maxLength={8} defaultValue={v('coc_number', saved?.coc_number)} error={errors.coc_number} />
        </div>
        <div className="field-row">
          <Field label="Voornaam" name="first_name" autoComplete="given-name" required maxLength={255} defaultValue={v('first_name', saved?.first_name)} error={errors.first_name} />
          <Field label="Achternaam" name="last_name" autoComplete="family-name" required maxLength={255} defaultValue={v('last_name', saved?.last_name)} error={errors.last_name} />
        </div>
        <Field label="E-mailadres" name="email" type="email" autoComplete="email" required maxLength={255} defaultValue={v('email', saved?.email)} error={errors.email} />
        <Field label="Telefoonnummer" name="phone" type="tel" autoComplete="tel" required maxLength={20} defaultValue={v('phone', saved?.phone)} error={errors.phone} />

        <h2>Factuuradres</h2>
        <AddressFields prefix="" values={(n, f) => v(n, f)} saved={details.billing ?? null} errors={errors} />

        <label className="checkbox">
          <input type="checkbox" name="sameDeliveryAddress" defaultChecked={same} /> Bezorgen op mijn factuuradres
        </label>
        <div className="shipping-fields">
          <h2>Afleveradres</h2>
          <div className="field-row">
            <Field label="Voornaam (optioneel)" name="shipping_first_name" autoComplete="shipping given-name" maxLength={255} defaultValue={v('shipping_first_name', details.shipping?.first_name)} error={errors.shipping_first_name} />
            <Field label="Achternaam (optioneel)" name="shipping_last_name" autoComplete="shipping family-name" maxLength={255} defaultValue={v('shipping_last_name', details.shipping?.last_name)} error={errors.shipping_last_name} />
          </div>
          <AddressFields prefix="shipping_" values={(n, f) => v(n, f)} saved={details.shipping ?? null} errors={errors} />
        </div>
        <button type="submit" className="button button-primary button-block" disabled={navigation.state === 'submitting'}>
          Verder naar verzenden en betalen
        </button>
      </Form>
      <CheckoutSummary cart={cart} />
    </div>
  );
}
