// /beheer/bestellingen/:number/ — one order: lines, totals, addresses, payments, timeline, and the
// actions (shipped, delivered, cancel and refund with a confirmation step).
import { Link, useLocation } from 'react-router';
import { adminMeta, PageHeading, StatusBadge, When } from '~/components/admin/bits';
import { ConfirmStep } from '~/components/admin/forms';
import { OrderActions } from '~/components/admin/order-actions';
import { OrderLines, OrderPayments, OrderPeople, OrderTimeline } from '~/components/admin/order-view';
import { formInstanceKey } from '~/components/ui/form-field';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { pageError, readFormBody, requestId, type AdminReply } from '~/lib/admin/form.server';
import { PAYMENT_METHOD_LABELS } from '#contract/forms/admin';
import { ordersApi } from '~/models/admin/orders.server';
import { orderAction, orderNumberOf } from './bestelling.server';
import type { AdminAnswer } from '~/components/admin/forms';
import type { Route } from './+types/bestelling';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Bestelling ${params.number ?? ''}`);

const SHIPPING_LABELS: Record<string, string> = { postnl: 'PostNL', dhl: 'DHL' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const page = await ordersApi.get(office.caller, orderNumberOf(office)).catch(pageError);
  return { page, requestId: requestId() };
}

export async function action({ request, params, context }: Route.ActionArgs): AdminReply<AdminAnswer & { message?: string }> {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  return orderAction(office, await readFormBody(request), () => ordersApi.get(office.caller, orderNumberOf(office)).catch(pageError));
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, requestId } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const o = page.order;
  const here = `/beheer/bestellingen/${o.number}/`;
  return (
    <>
      <p className="admin-back">
        <Link to="/beheer/bestellingen/">← Alle bestellingen</Link>
      </p>
      <PageHeading title={`Bestelling ${o.number}`}>
        <StatusBadge status={o.status} />
      </PageHeading>
      <p className="admin-muted">
        Geplaatst op <When at={o.created_at} /> · {PAYMENT_METHOD_LABELS[o.payment_method] ?? o.payment_method} · verzending{' '}
        {SHIPPING_LABELS[o.shipping_method] ?? o.shipping_method}
      </p>
      {answer?.confirm ? (
        <ConfirmStep confirm={answer.confirm} backTo={here} />
      ) : (
        <section aria-labelledby="actions-title" className="admin-section">
          <h2 id="actions-title">Acties</h2>
          <OrderActions key={formInstanceKey(location.key, answer)} page={page} answer={answer} requestId={requestId} />
        </section>
      )}
      <OrderLines page={page} />
      <OrderPeople page={page} />
      <OrderPayments page={page} />
      <OrderTimeline page={page} />
    </>
  );
}
