import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import { Form, Link, useNavigation } from 'react-router';
import { useEffect } from 'react';
import { getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { ConformAddressFields } from '~/components/checkout/conform-address-fields';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { ConformField } from '~/components/ui/conform-field';
import { fieldErrorsOf, firstErrors, parseSubmission, readFormBody, replyOf } from '~/lib/form-submission.server';
import { CheckoutAddressSchema, customerStepBody } from '#contract/forms/checkout';
import { getVisitor, sessionStorage } from '~/lib/session.server';
import { saveCustomerStep, type CheckoutDetails } from '~/models/checkout.server';
import { reportEmail } from '~/lib/abandonment.server';
import { completeCheckoutAddresses } from '~/lib/address-lookup.server';
import { customerApi } from '~/models/customer.server';
import { fieldName, issuesFrom, requireCheckout } from './checkout.server';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/checkout.address-details';
import { shopContext } from '~/lib/context';
import { getFormProps } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';

export const meta: Route.MetaFunction = () => [{ title: 'Adresgegevens | Bestellen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { cart, details } = await requireCheckout(request, shop);
  const visitor = await getVisitor(request, shop);
  if (visitor.loggedIn && !details.customer) return { cart, details: await prefillFromAccount(request, shop, details), loggedIn: true };
  return { cart, details, loggedIn: visitor.loggedIn };
}

/** docs/requirements/checkout-and-payment.md#states: the checkout takes the customer's details from the logged-in account. */
async function prefillFromAccount(request: Request, context: AppLoadContext, details: CheckoutDetails): Promise<CheckoutDetails> {
  try {
    const session = await sessionStorage(context).getSession(request.headers.get('Cookie'));
    const auth = { token: session.get('customerToken') ?? null };
    const [{ customer }, { address }] = await Promise.all([
      customerApi.get(context.commerce, auth),
      customerApi.address(context.commerce, auth, 'billing'),
    ]);
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
        ? {
            zipcode: address.zipcode,
            house_number: address.house_number,
            extension: address.extension ?? '',
            street: address.street,
            city: address.city,
            country_code: address.country_code,
          }
        : details.billing,
    };
  } catch {
    // An account that cannot be read leaves the form empty; the shopper can still type.
    return details;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { quoteId } = await requireCheckout(request, shop);
  const form = await readFormBody(request);
  // Without JavaScript this is the address lookup: street and city come back filled on every answer.
  const { errors: lookupErrors, settled } = await completeCheckoutAddresses(shop.commerce, form);
  // The same schema as in the browser: without JavaScript this is where the fields are checked.
  const submission = parseSubmission(form, CheckoutAddressSchema);
  if (submission.status !== 'success' || Object.keys(lookupErrors).length > 0) {
    const result = replyOf(submission, { fieldErrors: lookupErrors });
    // With JavaScript the inputs keep what was typed: the address fields put in street and city as the
    // lookup decided (`settled`), without Conform's update, which would check again and drop the flag.
    return data({ message: null, errors: firstErrors(result), result, emptied: null, settled }, { status: 400 });
  }
  try {
    await saveCustomerStep(shop.commerce, quoteId, customerStepBody(submission.value));
  } catch (error) {
    const { message, body } = issuesFrom(error);
    const issues = (body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
    const result = replyOf(submission, { formErrors: [message], fieldErrors: fieldErrorsOf(issues, fieldName) });
    // The API empties street and city when the postcode lookup fails: the form shows that too.
    const echoed = (
      body as { values?: { billing?: { street: string; city: string }; shipping?: { street: string; city: string } | null } } | null
    )?.values;
    const emptied: Record<string, string> = {};
    if (echoed?.billing) Object.assign(emptied, { street: echoed.billing.street, city: echoed.billing.city });
    if (echoed?.shipping) Object.assign(emptied, { shipping_street: echoed.shipping.street, shipping_city: echoed.shipping.city });
    result.initialValue = { ...result.initialValue, ...emptied };
    return data({ message, errors: firstErrors(result), result, emptied, settled }, { status: 400 });
  }
  // docs/requirements/checkout-and-payment.md#api Abandonment: the address the shopper gave (with consent; never awaited).
  void reportEmail({ request, context: shop }, submission.value.email);
  return redirect('/checkout/payment-methods/', 303);
}

export default function AddressDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, details, loggedIn } = loaderData;
  const answer = actionData;
  const navigation = useNavigation();
  const { form, fields } = useAddressForm(details, answer);
  const message = answer?.message ?? form.errors?.[0];
  const type = fields.type.initialValue === 'company' ? 'company' : 'private';
  return (
    <div className="checkout-step">
      <Form method="post" className="checkout-form" {...getFormProps(form)}>
        <CsrfField />
        <h2>Je gegevens</h2>
        {!loggedIn ? (
          <p className="checkout-login-hint">
            Al klant? <Link to="/account/login/?redirectTo=%2Fcheckout%2Faddress-details%2F">Log in</Link> om sneller te bestellen, of
            bestel hieronder als gast.
          </p>
        ) : null}
        {message ? (
          <p className="alert alert-danger" role="alert" id={form.errorId}>
            {message}
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
          <ConformField meta={fields.company} label="Bedrijfsnaam" autoComplete="organization" maxLength={255} />
          <ConformField meta={fields.vat_number} label="BTW-nummer" maxLength={20} hint="Bijvoorbeeld NL123456782B01" />
          <ConformField meta={fields.coc_number} label="KVK-nummer" inputMode="numeric" maxLength={8} />
        </div>
        <div className="field-row">
          <ConformField meta={fields.first_name} label="Voornaam" autoComplete="given-name" maxLength={255} />
          <ConformField meta={fields.last_name} label="Achternaam" autoComplete="family-name" maxLength={255} />
        </div>
        <ConformField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" maxLength={255} />
        <ConformField meta={fields.phone} label="Telefoonnummer" type="tel" autoComplete="tel" maxLength={20} />

        <h2>Factuuradres</h2>
        <ConformAddressFields prefix="" fields={fields} verdict={answer} settled={answer?.settled} />

        <label className="checkbox">
          <input {...checkboxProps(fields.sameDeliveryAddress)} /> Bezorgen op mijn factuuradres
        </label>
        <div className="shipping-fields">
          <h2>Afleveradres</h2>
          <div className="field-row">
            <ConformField
              meta={fields.shipping_first_name}
              label="Voornaam (optioneel)"
              autoComplete="shipping given-name"
              maxLength={255}
            />
            <ConformField
              meta={fields.shipping_last_name}
              label="Achternaam (optioneel)"
              autoComplete="shipping family-name"
              maxLength={255}
            />
          </div>
          <ConformAddressFields prefix="shipping_" fields={fields} verdict={answer} settled={answer?.settled} />
        </div>
        <button type="submit" className="button button-primary button-block" disabled={navigation.state === 'submitting'}>
          Verder naar verzenden en betalen
        </button>
      </Form>
      <CheckoutSummary cart={cart} />
    </div>
  );
}

/** The form, filled with what was given before; an answer's emptied fields are emptied in the inputs too. */
function useAddressForm(details: Loaded['details'], answer: Route.ComponentProps['actionData']) {
  const saved = details.customer;
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'checkout-address',
    lastResult: answer?.result,
    constraint: getZodConstraint(CheckoutAddressSchema),
    // docs/requirements/checkout-and-payment.md#validation: address forms validate per field (on blur) and on submit.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CheckoutAddressSchema }),
    defaultValue: {
      type: saved?.type ?? 'private',
      first_name: saved?.first_name,
      last_name: saved?.last_name,
      email: saved?.email,
      phone: saved?.phone,
      company: saved?.company,
      vat_number: saved?.vat_number,
      coc_number: saved?.coc_number,
      ...prefixed('', details.billing ?? null),
      sameDeliveryAddress: details.sameDeliveryAddress !== false ? 'on' : undefined,
      shipping_first_name: details.shipping?.first_name,
      shipping_last_name: details.shipping?.last_name,
      ...prefixed('shipping_', details.shipping ?? null),
    },
  });
  useEffect(() => {
    // With JavaScript the inputs keep what was typed; the fields the API emptied are emptied here.
    for (const [name, value] of Object.entries(answer?.emptied ?? {})) form.update({ name, value });
    // Only a new answer: `form` is a new object on every render and would repeat this each time.
  }, [answer]);
  return { form, fields };
}

type Loaded = Route.ComponentProps['loaderData'];

function prefixed(
  prefix: '' | 'shipping_',
  address: { zipcode: string; house_number: string; extension?: string | null; street: string; city: string; country_code: string } | null,
) {
  if (!address) return {};
  return {
    [`${prefix}zipcode`]: address.zipcode,
    [`${prefix}house_number`]: address.house_number,
    [`${prefix}extension`]: address.extension ?? '',
    [`${prefix}street`]: address.street,
    [`${prefix}city`]: address.city,
    [`${prefix}country_code`]: address.country_code,
  };
}

function checkboxProps(meta: FieldMetadata<unknown>) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox' });
  return { ...props, key };
}
