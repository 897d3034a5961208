// /account/information/ — docs/requirements/accounts.md#data CustomerForm and the password change, two forms on one page
// told apart by `intent`. Success: 'De wijzigingen zijn opgeslagen.' (hides after 5 s with JS).
// A new e-mail address needs the password and changes only after the link mailed to it (docs/decisions/0030).
// Each form has one schema, checked in the browser on submit and on the server.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data } from 'react-router';
import { Form, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { CompanyFieldset, CustomerTypeFieldset } from '~/components/account/customer-fields';
import { NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { FormAlert, FormField, FormSelect, formInstanceKey } from '~/components/ui/form-field';
import { asCustomer, redirectWithNotice, takeNotice } from '~/lib/account.server';
import { GENERIC_SAVE_ERROR } from '~/lib/account-messages';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { ChangePasswordSchema, CustomerFormSchema } from '#contract/forms/customer';
import { customerApi, type Customer } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { NewPasswordFields } from '~/components/account/new-password-fields';
import type { Route } from './+types/account.information';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('Accountinformatie');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { customer } = await asCustomer(request, shop, (auth) => customerApi.get(shop.commerce, auth));
  const { notice, headers } = await takeNotice(request, shop);
  return data({ customer, notice }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  if (form.get('intent') === 'password') {
    const submission = parseSubmission(form, ChangePasswordSchema);
    if (submission.status !== 'success') return replyWithErrors(submission, { status: 400, form: 'password' });
    try {
      return await asCustomer(request, shop, async (auth) => {
        const { message } = await customerApi.changePassword(shop.commerce, auth, submission.value);
        return redirectWithNotice(shop, auth.session, '/account/information/', message);
      });
    } catch (error) {
      return replyWithApiError(error, submission, GENERIC_SAVE_ERROR, 'password');
    }
  }
  const submission = parseSubmission(form, CustomerFormSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400, form: 'profile' });
  try {
    return await asCustomer(request, shop, async (auth) => {
      const { customer, message } = await customerApi.update(shop.commerce, auth, submission.value);
      // The header greets with the first name from the session.
      return redirectWithNotice(shop, auth.session, '/account/information/', message, { firstName: customer.first_name });
    });
  } catch (error) {
    return replyWithApiError(error, submission, GENERIC_SAVE_ERROR, 'profile');
  }
}

const GENDERS = [
  { value: '', label: 'Maak een keuze' },
  { value: 'female', label: 'Vrouw' },
  { value: 'male', label: 'Man' },
  { value: 'other', label: 'Anders / zeg ik liever niet' },
];

export default function InformationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, notice } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const profile = answer?.form === 'profile' ? answer : undefined;
  const password = answer?.form === 'password' ? answer : undefined;
  return (
    <AccountPage title="Accountinformatie">
      <NoticeAlert message={notice} />
      <section className="account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">Mijn gegevens</h2>
        <ProfileForm key={formInstanceKey(location.key, profile)} customer={customer} lastResult={profile?.result} />
      </section>
      <section className="account-section" aria-labelledby="password-title">
        <h2 id="password-title">Wachtwoord wijzigen</h2>
        <PasswordForm key={formInstanceKey(location.key, password)} lastResult={password?.result} />
      </section>
    </AccountPage>
  );
}

/** The saved customer as form values (text only; absent values stay empty). */
function savedValues(customer: Customer): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(customer)) if (typeof value === 'string') values[name] = value;
  return values;
}

function ProfileForm({ customer, lastResult }: { customer: Customer; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'profile',
    lastResult,
    defaultValue: savedValues(customer),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomerFormSchema }),
  });
  return (
    <>
      <FormAlert form={form} invalid={GENERIC_SAVE_ERROR} />
      <Form method="post" className="account-form register-form" {...formProps(form)}>
        <CsrfField />
        <input type="hidden" name="intent" value="profile" />
        <CustomerTypeFieldset meta={fields.type} />
        <div className="field-row">
          <FormField meta={fields.first_name} label="Voornaam" autoComplete="given-name" required maxLength={255} />
          <FormField meta={fields.last_name} label="Achternaam" autoComplete="family-name" required maxLength={255} />
        </div>
        <div className="field-row">
          <FormSelect meta={fields.gender} label="Geslacht (optioneel)" options={GENDERS} />
          <FormField
            meta={fields.birthdate}
            label="Geboortedatum (optioneel)"
            placeholder="dd-mm-jjjj"
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
          />
        </div>
        <FormField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" required maxLength={255} />
        <FormField
          meta={fields.current_password}
          label="Je wachtwoord (alleen nodig bij een nieuw mailadres)"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          hint="Wijzig je je e-mailadres? Dan sturen we een link naar het nieuwe adres. Pas als je op die link klikt, wijzigen we het."
        />
        <FormField meta={fields.phone_number} label="Telefoonnummer (optioneel)" type="tel" autoComplete="tel" maxLength={20} />
        <CompanyFieldset company={fields.company} vatNumber={fields.vat_number} cocNumber={fields.coc_number} />
        <SubmitButton name="intent" value="profile" busyText="Bezig met opslaan…">
          Opslaan
        </SubmitButton>
      </Form>
    </>
  );
}

function PasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'password',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });
  return (
    <>
      <FormAlert form={form} invalid={GENERIC_SAVE_ERROR} />
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <input type="hidden" name="intent" value="password" />
        <FormField meta={fields.current_password} label="Huidig wachtwoord" type="password" autoComplete="current-password" required />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <SubmitButton name="intent" value="password" busyText="Bezig met opslaan…">
          Wachtwoord wijzigen
        </SubmitButton>
      </Form>
    </>
  );
}
