// /account/billing-address/ and /account/shipping-address/ — docs/requirements/checkout-and-payment.md#data address forms, #validation rules.
// One module for both routes; the path says which address it is. One schema per address form
// checks each field when it is left (JavaScript) and the whole form on the server.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data } from 'react-router';
import { Form, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { AddressFieldset, useAddressLookup } from '~/components/account/address-fieldset';
import { NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { FormAlert, FormField, formInstanceKey } from '~/components/ui/form-field';
import { completeAddress } from '~/lib/address-lookup.server';
import { asCustomer, redirectWithNotice, takeNotice } from '~/lib/account.server';
import { GENERIC_SAVE_ERROR, SAVED } from '~/lib/account-messages';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { BillingAddressSchema, ShippingAddressSchema } from '#contract/forms/address';
import { customerApi, type Address } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/account.address';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';

const PAGES = {
  billing: {
    title: 'Factuuradres',
    path: '/account/billing-address/',
    intro: 'Dit adres zetten we op je facturen.',
    schema: BillingAddressSchema,
  },
  shipping: {
    title: 'Afleveradres',
    path: '/account/shipping-address/',
    intro: 'Hier bezorgen we je bestellingen.',
    schema: ShippingAddressSchema,
  },
} as const;

type Kind = keyof typeof PAGES;

const kindOf = (request: Request): Kind => (pageUrl(request).pathname.startsWith('/account/shipping-address') ? 'shipping' : 'billing');

export const meta: Route.MetaFunction = ({ loaderData: data }) => accountMeta(PAGES[data?.kind ?? 'billing'].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const kind = kindOf(request);
  const answer = await asCustomer(request, shop, (auth) => customerApi.address(shop.commerce, auth, kind));
  const { notice, headers } = await takeNotice(request, shop);
  return data({ kind, address: answer.address, sameAsBilling: answer.same_as_billing, notice }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const kind = kindOf(request);
  const form = await readFormBody(request);
  // docs/requirements/checkout-and-payment.md#validation: an NL postcode and house number fill street and city (or flag the postcode).
  const zipcodeError = await completeAddress(shop.commerce, form);
  const submission = parseSubmission(form, PAGES[kind].schema);
  if (submission.status !== 'success' || zipcodeError) {
    return replyWithErrors(submission, { status: 400, fieldErrors: zipcodeError ? { zipcode: [zipcodeError] } : undefined });
  }
  const address = submission.value;
  try {
    return await asCustomer(request, shop, async (auth) => {
      await customerApi.saveAddress(shop.commerce, auth, kind, address);
      return redirectWithNotice(shop, auth.session, PAGES[kind].path, SAVED);
    });
  } catch (error) {
    return replyWithApiError(error, submission, GENERIC_SAVE_ERROR);
  }
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, address, sameAsBilling, notice } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const page = PAGES[kind];
  return (
    <AccountPage title={page.title} intro={page.intro}>
      <NoticeAlert message={notice} />
      <AddressForm
        key={formInstanceKey(`${kind}:${location.key}`, answer)}
        kind={kind}
        saved={address}
        sameAsBilling={sameAsBilling}
        lastResult={answer?.result}
      />
    </AccountPage>
  );
}

/** The saved address as form values (text only), with the billing form's checkbox. */
function savedValues(address: Address | null, sameAsBilling: boolean): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(address ?? {})) if (typeof value === 'string') values[name] = value;
  values.country_code ??= 'NL';
  if (sameAsBilling) values.sameDeliveryAddress = 'on';
  return values;
}

function AddressForm({
  kind,
  saved,
  sameAsBilling,
  lastResult,
}: {
  kind: Kind;
  saved: Address | null;
  sameAsBilling: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const schema = PAGES[kind].schema;
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: `${kind}-address`,
    lastResult,
    defaultValue: savedValues(saved, sameAsBilling),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const lookup = useAddressLookup(form);
  const { onSubmit, ...formProps } = getFormProps(form);
  return (
    <>
      <FormAlert form={form} invalid={GENERIC_SAVE_ERROR} />
      <Form method="post" className="account-form address-form" {...formProps} onSubmit={lookup.onSubmit}>
        <CsrfField />
        {kind === 'shipping' ? (
          <div className="field-row">
            <FormField meta={fields.first_name} label="Voornaam (optioneel)" autoComplete="shipping given-name" maxLength={255} />
            <FormField meta={fields.last_name} label="Achternaam (optioneel)" autoComplete="shipping family-name" maxLength={255} />
          </div>
        ) : null}
        <FormField meta={fields.company} label="Bedrijfsnaam (optioneel)" autoComplete="organization" maxLength={255} />
        <AddressFieldset
          fields={{
            zipcode: fields.zipcode,
            house_number: fields.house_number,
            extension: fields.extension,
            street: fields.street,
            city: fields.city,
            country_code: fields.country_code,
          }}
          lookup={lookup}
        />
        {kind === 'billing' ? (
          <label className="checkbox">
            <input
              key={fields.sameDeliveryAddress.key}
              type="checkbox"
              name={fields.sameDeliveryAddress.name}
              form={form.id}
              value="on"
              defaultChecked={fields.sameDeliveryAddress.initialValue === 'on'}
            />{' '}
            Gebruik dit adres ook als afleveradres
          </label>
        ) : null}
        <SubmitButton busyText="Bezig met opslaan…">Opslaan</SubmitButton>
      </Form>
    </>
  );
}
