// /account/subscription/ — the newsletter for the customer's own address: a checkbox and Opslaan.
// Subscribing sends a confirmation mail (double opt-in); unsubscribing takes effect at once. Below it
// the alerts (docs/decisions/0052): price-drop mails for favourites (opt-in) and the address's stock alerts.
import { data } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { FormAlert, formInstanceKey } from '~/components/ui/form-field';
import { asCustomer, GENERIC_SAVE_ERROR, redirectWithNotice, takeNotice } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { SubscriptionSchema } from '#contract/forms/customer';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { alertsApi } from '~/models/alerts.server';
import { PriceAlertsSchema } from '#contract/forms/alerts';
import { AccountAlerts } from '~/components/alerts/account-alerts';
import type { Route } from './+types/account.subscription';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('Nieuwsbrieven');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [{ customer }, { subscription }, alerts] = await asCustomer(request, shop, (auth) =>
    Promise.all([customerApi.get(shop.commerce, auth), customerApi.subscription(shop.commerce, auth), alertsApi.mine(shop.commerce, auth)]),
  );
  const { notice, headers } = await takeNotice(request, shop);
  return data({ email: customer.email, subscription, alerts, notice }, { headers });
}

/** The price-drop opt-in's post (intent price-alerts): a box not ticked is not posted (off). */
async function priceAlertsAction(request: Request, context: Parameters<typeof asCustomer>[1], form: FormData) {
  const on = PriceAlertsSchema.parse({ price_alerts: form.get('price_alerts') ?? undefined }).price_alerts;
  return asCustomer(request, context, async (auth) => {
    const { message } = await alertsApi.setPriceAlerts(context.commerce, auth, on);
    return redirectWithNotice(context, auth.session, '/account/subscription/', message);
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  if (form.get('intent') === 'price-alerts') return priceAlertsAction(request, shop, form);
  const submission = parseSubmission(form, SubscriptionSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400, formErrors: [GENERIC_SAVE_ERROR] });
  const wanted = submission.value.newsletter;
  try {
    return await asCustomer(request, shop, async (auth) => {
      const [{ customer }, { subscription }] = await Promise.all([
        customerApi.get(shop.commerce, auth),
        customerApi.subscription(shop.commerce, auth),
      ]);
      const active = subscription?.status === 'subscribed' || subscription?.status === 'pending';
      let notice = 'De wijzigingen zijn opgeslagen.';
      if (wanted && !active) notice = (await customerApi.subscribe(shop.commerce, auth, customer.email)).message;
      if (!wanted && active && subscription) {
        await customerApi.unsubscribe(shop.commerce, auth, subscription.id);
        notice = 'Je bent afgemeld voor de nieuwsbrief.';
      }
      return redirectWithNotice(shop, auth.session, '/account/subscription/', notice);
    });
  } catch (error) {
    return replyWithApiError(error, submission, GENERIC_SAVE_ERROR);
  }
}

const STATUS_TEXT = {
  subscribed: 'Je ontvangt de nieuwsbrief van Slaapzaak.',
  pending: 'Je aanmelding wacht op bevestiging: klik op de link in de e-mail die we je stuurden.',
  unsubscribed: 'Je ontvangt de nieuwsbrief niet.',
} as const;

export default function SubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, subscription, alerts, notice } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const status = subscription?.status ?? 'unsubscribed';
  return (
    <AccountPage title="Nieuwsbrieven" intro="Ontvang als eerste onze aanbiedingen, nieuwe collecties en tips voor een goede nachtrust.">
      <NoticeAlert message={notice} />
      <SubscriptionForm
        key={formInstanceKey(`${location.key}:${status}`, answer)}
        email={email}
        status={status}
        lastResult={answer?.result}
      />
      <AccountAlerts priceAlerts={alerts.price_alerts} stockAlerts={alerts.stock_alerts} />
    </AccountPage>
  );
}

function SubscriptionForm({
  email,
  status,
  lastResult,
}: {
  email: string;
  status: keyof typeof STATUS_TEXT;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'subscription',
    lastResult,
    defaultValue: { newsletter: status !== 'unsubscribed' ? 'on' : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubscriptionSchema }),
  });
  return (
    <>
      <FormAlert form={form} />
      <p className={`subscription-status subscription-${status}`}>{STATUS_TEXT[status]}</p>
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <label className="checkbox">
          <input
            key={fields.newsletter.key}
            type="checkbox"
            name={fields.newsletter.name}
            form={form.id}
            value="on"
            defaultChecked={fields.newsletter.initialValue === 'on'}
          />{' '}
          Ja, ik wil de nieuwsbrief ontvangen op <strong>{email}</strong>
        </label>
        <SubmitButton busyText="Bezig met opslaan…">Opslaan</SubmitButton>
      </Form>
    </>
  );
}
