// /voorraadmelding/?token=… confirms a stock alert ("Mail me als hij er weer is", double opt-in);
// ?token=…&actie=afmelden ends it (docs/decisions/0057, docs/decisions/0052). The mailed link opens a page with
// one button, so a mail scanner that fetches links neither confirms nor ends anything; the mail
// programs' own one-click unsubscribe (List-Unsubscribe-Post) goes to the API directly.
import { data } from 'react-router';
import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CsrfField } from '~/components/ui/csrf-field';
import { guestAuth } from '~/lib/account.server';
import { readFormBody } from '~/lib/form-submission.server';
import { isCommerceError } from '~/models/client.server';
import { alertsApi } from '~/models/alerts.server';
import { ALERT_MESSAGES, AlertTokenSchema } from '#contract/forms/alerts';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/voorraadmelding';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [{ title: 'Voorraadmelding | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

type Actie = 'bevestigen' | 'afmelden';

export function loader({ request }: Route.LoaderArgs) {
  const params = pageUrl(request).searchParams;
  const actie: Actie = params.get('actie') === 'afmelden' ? 'afmelden' : 'bevestigen';
  const parsed = AlertTokenSchema.safeParse({ token: params.get('token') ?? '' });
  return { actie, token: parsed.success ? parsed.data.token : null };
}

interface AlertAnswer {
  ok: boolean;
  message: string;
  product?: { title: string; url: string; variant: string };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  const parsed = AlertTokenSchema.safeParse({ token: form.get('token') });
  if (!parsed.success) return data<AlertAnswer>({ ok: false, message: ALERT_MESSAGES.invalidLink }, 400);
  const call = form.get('actie') === 'afmelden' ? alertsApi.unsubscribe : alertsApi.confirm;
  try {
    const { message, alert } = await call(shop.commerce, guestAuth(shop), parsed.data.token);
    return data<AlertAnswer>({
      ok: true,
      message,
      product: { title: alert.product_title, url: alert.product_url, variant: alert.variant_title },
    });
  } catch (error) {
    if (isCommerceError(error) && error.status === 400) return data<AlertAnswer>({ ok: false, message: ALERT_MESSAGES.invalidLink }, 400);
    if (isCommerceError(error)) return data<AlertAnswer>({ ok: false, message: ALERT_MESSAGES.failed }, 502);
    throw error;
  }
}

const TEXT: Record<Actie, { title: string; text: string; button: string; busy: string }> = {
  bevestigen: {
    title: 'Voorraadmelding bevestigen',
    text: 'Klik op de knop om je voorraadmelding te bevestigen. We mailen je één keer zodra het artikel weer op voorraad is.',
    button: 'Voorraadmelding bevestigen',
    busy: 'Bezig met bevestigen…',
  },
  afmelden: {
    title: 'Afmelden voor voorraadmelding',
    text: 'Klik op de knop om je af te melden. Je krijgt dan geen mail meer over dit artikel.',
    button: 'Afmelden',
    busy: 'Bezig met afmelden…',
  },
};

export default function StockAlertLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { actie, token } = loaderData;
  const answer = actionData;
  const busy = useNavigation().state === 'submitting';
  const page = TEXT[actie];
  return (
    <main id="main" className="container stock-alert-page">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: page.title, url: '' },
        ]}
      />
      <h1>{page.title}</h1>
      {answer ? (
        <p className={answer.ok ? 'alert alert-success' : 'alert alert-danger'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      {answer?.ok && answer.product ? (
        <p>
          <Link to={answer.product.url}>
            {answer.product.title}
            {answer.product.variant ? ` (${answer.product.variant})` : ''}
          </Link>
        </p>
      ) : !token ? (
        <p className="alert alert-danger" role="alert">
          {ALERT_MESSAGES.invalidLink}
        </p>
      ) : answer && !answer.ok ? null : (
        <>
          <p>{page.text}</p>
          <Form method="post" className="account-form">
            <CsrfField />
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="actie" value={actie} />
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? page.busy : page.button}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
