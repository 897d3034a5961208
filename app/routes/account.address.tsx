// /account/billing-address/ and /account/shipping-address/ — SPEC §3 address forms, §5 rules.
// One module for both routes; the path says which address it is.
import { shopArgs } from '~/lib/context';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, formKey, NoticeAlert, SubmitButton, valueReader } from '~/components/account/form-bits';
import { AddressFields } from '~/components/checkout/address-fields';
import { Field } from '~/components/ui/field';
import { completeAddress } from '~/lib/address-lookup.server';
import { apiFormError, asCustomer, formError, GENERIC_SAVE_ERROR, redirectWithNotice, SAVED, takeNotice, type FormError } from '~/lib/account.server';
import { BillingAddressSchema, ShippingAddressSchema } from '~/lib/schemas/address';
import { parseForm, readForm } from '~/lib/schemas/form';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

const PAGES = {
  billing: { title: 'Factuuradres', path: '/account/billing-address/', intro: 'Dit adres zetten we op je facturen.' },
  shipping: { title: 'Afleveradres', path: '/account/shipping-address/', intro: 'Hier bezorgen we je bestellingen.' },
} as const;

const kindOf = (request: Request): 'billing' | 'shipping' => (new URL(request.url).pathname.startsWith('/account/shipping-address') ? 'shipping' : 'billing');

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(PAGES[data?.kind ?? 'billing'].title);

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const kind = kindOf(request);
  const answer = await asCustomer(request, context, (auth) => customerApi.address(context.commerce, auth, kind));
  const { notice, headers } = await takeNotice(request, context);
  return data({ kind, address: answer.address, sameAsBilling: answer.same_as_billing, notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const kind = kindOf(request);
  const form = await readForm(request);
  const zipcodeError = await completeAddress(context.commerce, form);
  const parsed = kind === 'billing' ? parseForm(BillingAddressSchema, form) : parseForm(ShippingAddressSchema, form);
  if (!parsed.ok || zipcodeError) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...(zipcodeError ? { zipcode: zipcodeError } : {}) };
    return formError(400, { error: GENERIC_SAVE_ERROR, errors, values: parsed.values });
  }
  try {
    return await asCustomer(request, context, async (auth) => {
      await customerApi.saveAddress(context.commerce, auth, kind, parsed.data);
      return redirectWithNotice(context, auth.session, PAGES[kind].path, SAVED);
    });
  } catch (error) {
    return apiFormError(error, parsed.values, GENERIC_SAVE_ERROR);
  }
}

export default function AddressPage() {
  const { kind, address, sameAsBilling, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const errors = result?.errors ?? {};
  const value = valueReader(result?.values, address as unknown as Record<string, unknown>);
  const page = PAGES[kind];
  return (
    <AccountPage title={page.title} intro={page.intro}>
      <NoticeAlert message={notice} />
      <ErrorAlert message={result?.error} />
      <Form method="post" className="account-form address-form" noValidate key={formKey(kind, address, result)}>
        <CsrfField />
        {kind === 'shipping' ? (
          <div className="field-row">
            <Field label="Voornaam (optioneel)" name="first_name" autoComplete="shipping given-name" maxLength={255} defaultValue={value('first_name')} error={errors.first_name} />
            <Field label="Achternaam (optioneel)" name="last_name" autoComplete="shipping family-name" maxLength={255} defaultValue={value('last_name')} error={errors.last_name} />
          </div>
        ) : null}
        <Field label="Bedrijfsnaam (optioneel)" name="company" autoComplete="organization" maxLength={255} defaultValue={value('company')} error={errors.company} />
        <AddressFields prefix="" values={(name, fallback) => value(name, fallback)} saved={null} errors={errors} />
        {kind === 'billing' ? (
          <label className="checkbox">
            <input type="checkbox" name="sameDeliveryAddress" value="on" defaultChecked={result ? result.values.sameDeliveryAddress === 'on' : sameAsBilling} /> Gebruik dit adres ook als
            afleveradres
          </label>
        ) : null}
        <SubmitButton busyText="Bezig met opslaan…">Opslaan</SubmitButton>
      </Form>
    </AccountPage>
  );
}
