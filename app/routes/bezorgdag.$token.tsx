// /bezorgdag/{token}/ — the signed one-time link from the order mails (docs/decisions/0059, docs/decisions/0063): no
// login needed; the customer moves or gives back the crew's delivery day until 48 hours before it. A used
// link answers 410, a tampered one 404, both with a Dutch page. Never cached, never sent on as a referrer.
import { data } from 'react-router';
import { Link } from 'react-router';
import { ErrorAlert, NoticeAlert } from '~/components/account/form-bits';
import { DeliveryChangeForms, deliveryChangeBody, type DeliveryChange } from '~/components/account/delivery-change';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { readFormBody } from '~/lib/form-submission.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import type { Route } from './+types/bezorgdag.$token';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [{ title: 'Bezorgdag wijzigen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

// same-origin, not no-referrer: under no-referrer the browser posts this page's own form with `Origin: null`,
// which the cross-site guard (lib/csrf.ts) rightly refuses. same-origin sends nothing to other sites either.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
// The document too, not only the data: without this export React Router drops the loader's headers from
// the HTML answer, which then went out public for shared caches (the outside review of docs/decisions/0054, docs/security/threat-model.md).
export const headers: Route.HeadersFunction = () => PRIVATE;
const tokenOf = (params: { token?: string }) => (params.token ?? '').slice(0, 120);

type Answer = { delivery: DeliveryChange | null; error: string | null };

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  try {
    const { delivery } = await customerApi.deliveryLink(shop.commerce, tokenOf(params));
    return data<Answer>({ delivery, error: null }, { headers: PRIVATE });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 410))
      return data<Answer>({ delivery: null, error: error.message }, { status: error.status, headers: PRIVATE });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { version: _version, ...body } = deliveryChangeBody(await readFormBody(request));
  const values = { delivery_date: body.delivery_date, delivery_slot: body.delivery_slot };
  try {
    const done = await customerApi.useDeliveryLink(shop.commerce, tokenOf(params), body);
    return data({ done: done.message, error: null, values }, { headers: PRIVATE });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500)
      return data({ done: null, error: error.message, values }, { status: error.status, headers: PRIVATE });
    throw error;
  }
}

export default function DeliveryLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const loaded = loaderData;
  const answer = actionData;
  return (
    <main id="main" className="container delivery-link">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: 'Bezorgdag wijzigen', url: '' },
        ]}
      />
      <h1>Bezorgdag wijzigen</h1>
      <NoticeAlert message={answer?.done ?? null} autoHide={false} />
      <ErrorAlert message={answer?.error ?? loaded.error ?? undefined} />
      {answer?.done ? (
        <p>
          In de bevestigingsmail staat een nieuwe link, voor als je nog iets wilt wijzigen. Je kunt ook{' '}
          <Link to="/account/orders/">inloggen</Link> en je bestelling bekijken.
        </p>
      ) : loaded.delivery ? (
        <DeliveryChangeForms delivery={loaded.delivery} typed={answer?.values} />
      ) : (
        <p>
          Log in en open je bestelling via <Link to="/account/orders/">Mijn bestellingen</Link>, of bel ons op 020 - 123 45 67.
        </p>
      )}
    </main>
  );
}
