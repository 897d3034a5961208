// GET /beheer/bestellingen/export/?… — the orders list's selection as CSV (semicolons, decimal
// commas), straight from the API; never kept by a cache.
import { data } from 'react-router';
import { pageError } from '~/lib/admin/form.server';
import { OrderFilterSchema } from '#contract/forms/admin';
import { ordersApi, type OrderListQuery } from '~/models/admin/orders.server';
import type { Route } from './+types/bestellingen.export';
import { backOfficeContext } from '~/lib/admin/back-office.server';
import { pageUrl } from '~/lib/page-url';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const params = Object.fromEntries([...pageUrl(request).searchParams].map(([k, v]) => [k, v.slice(0, 200)]));
  const parsed = OrderFilterSchema.safeParse(params);
  if (!parsed.success) throw data({ message: parsed.error.issues[0]?.message ?? 'Deze filters kloppen niet.' }, { status: 400 });
  try {
    const csv = await ordersApi.csv(caller, parsed.data as OrderListQuery);
    return new Response(csv.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="bestellingen.csv"',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    return pageError(error);
  }
}
