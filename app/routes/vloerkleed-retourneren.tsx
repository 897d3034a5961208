// /vloerkleed-retourneren/ — return a rug (picked up for a service fee). Works for guests: the order
// is found by its number and postcode. POST /v1/customer/service-fee-request.
import { data, redirect } from 'react-router';
import { Form, Link } from 'react-router';
import { ErrorAlert, formKey, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { ConformField, ConformTextarea } from '~/components/ui/conform-field';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { getSession, ipOf, takeNotice } from '~/lib/account.server';
import { apiErrorReply, firstErrors, parseSubmission, readFormBody, replyOf, typedValues, type Reply } from '~/lib/form-submission.server';
import { isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { ReturnRequestSchema } from '#contract/forms/returns';
import { sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/vloerkleed-retourneren';
import { shopContext } from '~/lib/context';
import { getFormProps } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';

export const meta: Route.MetaFunction = () => [
  { title: 'Vloerkleed retourneren | Slaapzaak' },
  { name: 'description', content: 'Vloerkleed retourneren bij Slaapzaak: vul je bestelnummer en postcode in, wij plannen het ophalen.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { notice, headers } = await takeNotice(request, shop);
  return data({ notice }, { headers });
}

interface ReturnFailure {
  error: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  result: Reply;
}

const GENERIC = 'Oeps, er ging iets mis. Probeer het nog een keer.';

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  const submission = parseSubmission(form, ReturnRequestSchema);
  const failure = (status: number, error: string | null, result: Reply) =>
    data<ReturnFailure>({ error, errors: firstErrors(result), values: typedValues(result), result }, { status });
  // A filled honeypot: nothing is sent to the API, and the answer says nothing about why.
  if (await isSpam(form, shop)) return failure(400, SPAM_MESSAGE, replyOf(submission, { formErrors: [SPAM_MESSAGE] }));
  if (submission.status !== 'success') return failure(400, 'Controleer de gemarkeerde velden.', replyOf(submission));
  const session = await getSession(request, shop);
  const token = session.get('customerToken');
  try {
    const { message } = await customerApi.returnRequest(
      shop.commerce,
      { token: typeof token === 'string' ? token : null, ip: ipOf(shop) },
      submission.value,
    );
    session.flash('notice', message);
    return redirect('/vloerkleed-retourneren/', {
      status: 303,
      headers: { 'Set-Cookie': await sessionStorage(shop).commitSession(session) },
    });
  } catch (error) {
    const { status, alert, result } = apiErrorReply(error, submission, GENERIC);
    return failure(status, alert, result);
  }
}

export default function RugReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const result = actionData;
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'rug-return',
    lastResult: result?.result,
    constraint: getZodConstraint(ReturnRequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReturnRequestSchema }),
  });
  return (
    <main id="main" className="container rug-return">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: 'Klantenservice', url: '/service/' },
          { title: 'Vloerkleed retourneren', url: '' },
        ]}
      />
      <h1>Vloerkleed retourneren</h1>
      <div className="rug-return-grid">
        <div>
          <NoticeAlert message={notice} autoHide={false} />
          <ErrorAlert message={result?.error} />
          {/* After a sent request (the notice) the form starts empty again. */}
          <Form method="post" className="account-form" {...getFormProps(form)} key={formKey(notice)}>
            <CsrfField />
            <HoneypotField />
            <div className="field-row">
              <ConformField
                meta={fields.orderNumber}
                label="Bestelnummer"
                placeholder="DKBD1234567"
                autoComplete="off"
                required
                maxLength={30}
              />
              <ConformField
                meta={fields.zipcode}
                label="Postcode"
                placeholder="1234 AB"
                autoComplete="postal-code"
                required
                maxLength={12}
              />
            </div>
            <ConformTextarea meta={fields.reason} label="Reden van retour" rows={4} required maxLength={1000} />
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
