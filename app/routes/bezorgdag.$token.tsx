// /bezorgdag/{token}/ — the signed one-time link from the order mails (issue 33, docs/decisions/0063): no
// login needed; the customer moves or gives back the crew's delivery day until 48 hours before it. A used
// link answers 410, a tampered one 404, both with a Dutch page. Never cached, never sent on as a referrer.
import { shopArgs } from '~/lib/context';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link, useActionData, useLoaderData } from 'react-router';
import { ErrorAlert, NoticeAlert } from '~/components/account/form-bits';
import { DeliveryChangeForms, deliveryChangeBody, type DeliveryChange } from '~/components/account/delivery-change';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { readFormBody } from '~/lib/form-submission.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';

export const meta: MetaFunction = () => [{ title: 'Bezorgdag wijzigen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const tokenOf = (params: { token?: string }) => (params.token ?? '').slice(0, 120);

type Answer = { delivery: DeliveryChange | null; error: string | null };

export async function loader(args: LoaderFunctionArgs) {
  const { context, params } = shopArgs(args);
  try {
    const { delivery } = await customerApi.deliveryLink(context.commerce, tokenOf(params));
    return data<Answer>({ delivery, error: null }, { headers: PRIVATE });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 410))
      return data<Answer>({ delivery: null, error: error.message }, { status: error.status, headers: PRIVATE });
    throw error;
  }
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = shopArgs(args);
  const { version: _version, ...body } = deliveryChangeBody(await readFormBody(request));
  const values = { delivery_date: body.delivery_date, delivery_slot: body.delivery_slot };
  try {
    const done = await customerApi.useDeliveryLink(context.commerce, tokenOf(params), body);
    return data({ done: done.message, error: null, values }, { headers: PRIVATE });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500)
      return data({ done: null, error: error.message, values }, { status: error.status, headers: PRIVATE });
    throw error;
  }
}

export default function DeliveryLinkPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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
