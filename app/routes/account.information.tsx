// /account/information/ — SPEC §3 CustomerForm and the password change, two forms on one page
// told apart by `intent`. Success: 'De wijzigingen zijn opgeslagen.' (hides after 5 s with JS).
// A new e-mail address needs the password and changes only after the link mailed to it (issue #21).
import { shopArgs } from '~/lib/context';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { CompanyFields, CustomerTypeChoice, ErrorAlert, formKey, NoticeAlert, PASSWORD_HINT, SelectField, SubmitButton, valueReader } from '~/components/account/form-bits';
import { Field } from '~/components/ui/field';
import { apiFormError, asCustomer, formError, GENERIC_SAVE_ERROR, redirectWithNotice, takeNotice, type FormError } from '~/lib/account.server';
import { ChangePasswordSchema, CustomerFormSchema } from '~/lib/schemas/customer';
import { parseForm, readForm } from '~/lib/schemas/form';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('Accountinformatie');

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { customer } = await asCustomer(request, context, (auth) => customerApi.get(context.commerce, auth));
  const { notice, headers } = await takeNotice(request, context);
  return data({ customer, notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  if (form.get('intent') === 'password') {
    const parsed = parseForm(ChangePasswordSchema, form);
    if (!parsed.ok) return formError(400, { error: GENERIC_SAVE_ERROR, errors: parsed.errors, values: parsed.values, form: 'password' });
    try {
      return await asCustomer(request, context, async (auth) => {
        const { message } = await customerApi.changePassword(context.commerce, auth, parsed.data);
        return redirectWithNotice(context, auth.session, '/account/information/', message);
      });
    } catch (error) {
      return apiFormError(error, parsed.values, GENERIC_SAVE_ERROR, 'password');
    }
  }
  const parsed = parseForm(CustomerFormSchema, form);
  if (!parsed.ok) return formError(400, { error: GENERIC_SAVE_ERROR, errors: parsed.errors, values: parsed.values, form: 'profile' });
  try {
    return await asCustomer(request, context, async (auth) => {
      const { customer, message } = await customerApi.update(context.commerce, auth, parsed.data);
      // The header greets with the first name from the session.
      return redirectWithNotice(context, auth.session, '/account/information/', message, { firstName: customer.first_name });
    });
  } catch (error) {
    return apiFormError(error, parsed.values, GENERIC_SAVE_ERROR, 'profile');
  }
}

const GENDERS = [
  { value: '', label: 'Maak een keuze' },
  { value: 'female', label: 'Vrouw' },
  { value: 'male', label: 'Man' },
  { value: 'other', label: 'Anders / zeg ik liever niet' },
];

export default function InformationPage() {
  const { customer, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const profile = result?.form === 'profile' ? result : undefined;
  const password = result?.form === 'password' ? result : undefined;
  const value = valueReader(profile?.values, customer as unknown as Record<string, unknown>);
  const errors = profile?.errors ?? {};
  return (
    <AccountPage title="Accountinformatie">
      <NoticeAlert message={notice} />
      <section className="account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">Mijn gegevens</h2>
        <ErrorAlert message={profile?.error} />
        <Form method="post" className="account-form register-form" noValidate key={formKey(customer, profile)}>
          <CsrfField />
          <input type="hidden" name="intent" value="profile" />
          <CustomerTypeChoice value={value('type', 'private')} error={errors.type} />
          <div className="field-row">
            <Field label="Voornaam" name="first_name" autoComplete="given-name" required maxLength={255} defaultValue={value('first_name')} error={errors.first_name} />
            <Field label="Achternaam" name="last_name" autoComplete="family-name" required maxLength={255} defaultValue={value('last_name')} error={errors.last_name} />
          </div>
          <div className="field-row">
            <SelectField label="Geslacht (optioneel)" name="gender" options={GENDERS} defaultValue={value('gender')} error={errors.gender} />
            <Field label="Geboortedatum (optioneel)" name="birthdate" placeholder="dd-mm-jjjj" inputMode="numeric" autoComplete="bday" maxLength={10} defaultValue={value('birthdate')} error={errors.birthdate} />
          </div>
          <Field label="E-mailadres" name="email" type="email" autoComplete="email" required maxLength={255} defaultValue={value('email')} error={errors.email} />
          <Field
            id="profile-current_password"
            label="Je wachtwoord (alleen nodig bij een nieuw mailadres)"
            name="current_password"
            type="password"
            autoComplete="current-password"
            maxLength={1024}
            hint="Wijzig je je e-mailadres? Dan sturen we een link naar het nieuwe adres. Pas als je op die link klikt, wijzigen we het."
            error={errors.current_password}
          />
          <Field label="Telefoonnummer (optioneel)" name="phone_number" type="tel" autoComplete="tel" maxLength={20} defaultValue={value('phone_number')} error={errors.phone_number} />
          <CompanyFields value={value} errors={errors} />
          <SubmitButton name="intent" value="profile" busyText="Bezig met opslaan…">
            Opslaan
          </SubmitButton>
        </Form>
      </section>
      <section className="account-section" aria-labelledby="password-title">
        <h2 id="password-title">Wachtwoord wijzigen</h2>
        <ErrorAlert message={password?.error} />
        <Form method="post" className="account-form" noValidate key={formKey(password, notice)}>
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
          <Field label="Huidig wachtwoord" name="current_password" type="password" autoComplete="current-password" required error={password?.errors.current_password} />
          <Field label="Nieuw wachtwoord" name="password" type="password" autoComplete="new-password" required maxLength={128} hint={PASSWORD_HINT} error={password?.errors.password} />
          <Field label="Herhaal nieuw wachtwoord" name="password_confirmation" type="password" autoComplete="new-password" required maxLength={128} error={password?.errors.password_confirmation} />
          <SubmitButton name="intent" value="password" busyText="Bezig met opslaan…">
            Wachtwoord wijzigen
          </SubmitButton>
        </Form>
      </section>
    </AccountPage>
  );
}
