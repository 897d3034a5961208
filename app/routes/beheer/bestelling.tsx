// /beheer/bestellingen/:number/ — one order: lines, totals, addresses, payments, timeline, and the
// actions (shipped, delivered, cancel and refund with a confirmation step).
import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { adminMeta, PageHeading, StatusBadge, When } from '~/components/admin/bits';
import { ConfirmStep, type AdminAnswer } from '~/components/admin/forms';
import { OrderActions } from '~/components/admin/order-actions';
import { OrderLines, OrderPayments, OrderPeople, OrderTimeline } from '~/components/admin/order-view';
import { formInstanceKey } from '~/components/ui/form-field';
import { backOfficeArgs } from '~/lib/admin/back-office.server';
import { pageError, readFormBody, requestId } from '~/lib/admin/form.server';
import { PAYMENT_METHOD_LABELS } from '../../../contract/forms/admin';
import { ordersApi } from '~/models/admin/orders.server';
import { orderAction, orderNumberOf } from './bestelling.server';

export const meta: MetaFunction = ({ params }) => adminMeta(`Bestelling ${params.number ?? ''}`);

const SHIPPING_LABELS: Record<string, string> = { postnl: 'PostNL', dhl: 'DHL' };

export async function loader(args: LoaderFunctionArgs) {
  const office = backOfficeArgs(args);
  const page = await ordersApi.get(office.caller, orderNumberOf(office)).catch(pageError);
  return { page, requestId: requestId() };
}

export async function action(args: ActionFunctionArgs) {
  const office = backOfficeArgs(args);
  return orderAction(office, await readFormBody(args.request), () => ordersApi.get(office.caller, orderNumberOf(office)).catch(pageError));
}

export default function OrderPage() {
  const { page, requestId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AdminAnswer | undefined;
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
