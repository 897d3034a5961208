// /vloerkleed-retourneren/ — return a rug (picked up for a service fee). Works for guests: the order
// is found by its number and postcode. POST /v1/customer/service-fee-request.
import { shopArgs } from '~/lib/context';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { ErrorAlert, formKey, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Field } from '~/components/ui/field';
import { apiFormError, formError, getSession, ipOf, takeNotice, type FormError } from '~/lib/account.server';
import { parseForm, readForm } from '~/lib/schemas/form';
import { ReturnRequestSchema } from '~/lib/schemas/returns';
import { sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => [
  { title: 'Vloerkleed retourneren | Slaapzaak' },
  { name: 'description', content: 'Vloerkleed retourneren bij Slaapzaak: vul je bestelnummer en postcode in, wij plannen het ophalen.' },
];

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { notice, headers } = await takeNotice(request, context);
  return data({ notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const parsed = parseForm(ReturnRequestSchema, form);
  if (!parsed.ok) return formError(400, { error: 'Controleer de gemarkeerde velden.', errors: parsed.errors, values: parsed.values });
  const session = await getSession(request, context);
  const token = session.get('customerToken');
  try {
    const { message } = await customerApi.returnRequest(context.commerce, { token: typeof token === 'string' ? token : null, ip: ipOf(context) }, parsed.data);
    session.flash('notice', message);
    return redirect('/vloerkleed-retourneren/', { status: 303, headers: { 'Set-Cookie': await sessionStorage(context).commitSession(session) } });
  } catch (error) {
    return apiFormError(error, parsed.values, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function RugReturnPage() {
  const { notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  return (
    <main id="main" className="container rug-return">
      <Breadcrumbs items={[{ title: 'Home', url: '/' }, { title: 'Klantenservice', url: '/service/' }, { title: 'Vloerkleed retourneren', url: '' }]} />
      <h1>Vloerkleed retourneren</h1>
      <div className="rug-return-grid">
        <div>
          <NoticeAlert message={notice} autoHide={false} />
          <ErrorAlert message={result?.error} />
          <Form method="post" className="account-form" noValidate key={formKey(result, notice)}>
            <CsrfField />
            <div className="field-row">
              <Field label="Bestelnummer" name="orderNumber" placeholder="DKBD1234567" autoComplete="off" required maxLength={30} defaultValue={values.orderNumber ?? ''} error={errors.orderNumber} />
              <Field label="Postcode" name="zipcode" placeholder="1234 AB" autoComplete="postal-code" required maxLength={12} defaultValue={values.zipcode ?? ''} error={errors.zipcode} />
            </div>
            <Field label="Reden van retour" name="reason" error={errors.reason}>
              <textarea
                id="field-reason"
                name="reason"
                rows={4}
                required
                maxLength={1000}
                defaultValue={values.reason ?? ''}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? 'field-reason-error' : undefined}
              />
            </Field>
            <SubmitButton busyText="Bezig met versturen…">Retourverzoek versturen</SubmitButton>
          </Form>
        </div>
        <aside className="rug-return-info">
          <h2>Zo werkt het</h2>
          <ol>
            <li>Vul je bestelnummer en de postcode van het afleveradres in.</li>
            <li>Je ontvangt een bevestiging per e-mail.</li>
            <li>Onze klantenservice plant binnen twee werkdagen een ophaalmoment. Voor het ophalen rekenen we servicekosten.</li>
          </ol>
          <p>
            Je bestelnummer (bijvoorbeeld DKBD1234567) staat in je orderbevestiging en, als je een account hebt, bij{' '}
            <Link to="/account/orders/">Mijn bestellingen</Link>.
          </p>
        </aside>
      </div>
    </main>
  );
}
