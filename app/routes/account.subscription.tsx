// /account/subscription/ — the newsletter for the customer's own address: a checkbox and Opslaan.
// Subscribing sends a confirmation mail (double opt-in); unsubscribing takes effect at once.
import { shopArgs } from '~/lib/context';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { apiFormError, asCustomer, GENERIC_SAVE_ERROR, redirectWithNotice, takeNotice, type FormError } from '~/lib/account.server';
import { readForm } from '~/lib/schemas/form';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('Nieuwsbrieven');

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const [{ customer }, { subscription }] = await asCustomer(request, context, (auth) =>
    Promise.all([customerApi.get(context.commerce, auth), customerApi.subscription(context.commerce, auth)]),
  );
  const { notice, headers } = await takeNotice(request, context);
  return data({ email: customer.email, subscription, notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const wanted = form.get('newsletter') === 'on';
  try {
    return await asCustomer(request, context, async (auth) => {
      const [{ customer }, { subscription }] = await Promise.all([customerApi.get(context.commerce, auth), customerApi.subscription(context.commerce, auth)]);
      const active = subscription?.status === 'subscribed' || subscription?.status === 'pending';
      let notice = 'De wijzigingen zijn opgeslagen.';
      if (wanted && !active) notice = (await customerApi.subscribe(context.commerce, auth, customer.email)).message;
      if (!wanted && active && subscription) {
        await customerApi.unsubscribe(context.commerce, auth, subscription.id);
        notice = 'Je bent afgemeld voor de nieuwsbrief.';
      }
      return redirectWithNotice(context, auth.session, '/account/subscription/', notice);
    });
  } catch (error) {
    return apiFormError(error, {}, GENERIC_SAVE_ERROR);
  }
}

const STATUS_TEXT = {
  subscribed: 'Je ontvangt de nieuwsbrief van Slaapzaak.',
  pending: 'Je aanmelding wacht op bevestiging: klik op de link in de e-mail die we je stuurden.',
  unsubscribed: 'Je ontvangt de nieuwsbrief niet.',
} as const;

export default function SubscriptionPage() {
  const { email, subscription, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const status = subscription?.status ?? 'unsubscribed';
  return (
    <AccountPage title="Nieuwsbrieven" intro="Ontvang als eerste onze aanbiedingen, nieuwe collecties en tips voor een goede nachtrust.">
      <NoticeAlert message={notice} />
      <ErrorAlert message={result?.error} />
      <p className={`subscription-status subscription-${status}`}>{STATUS_TEXT[status]}</p>
      <Form method="post" className="account-form">
        <CsrfField />
        <label className="checkbox">
          <input type="checkbox" name="newsletter" value="on" defaultChecked={status !== 'unsubscribed'} key={status} /> Ja, ik wil de nieuwsbrief ontvangen op{' '}
          <strong>{email}</strong>
        </label>
        <SubmitButton busyText="Bezig met opslaan…">Opslaan</SubmitButton>
      </Form>
    </AccountPage>
  );
}
