// GET /beheer/kortingscodes/reeksen/:batch/ — a batch's codes with their usage, as CSV.
import { notFound, pageError } from '~/lib/admin/form.server';
import { discountsApi } from '~/models/admin/office.server';
import type { Route } from './+types/kortingscodes.reeks';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const batch = params.batch ?? '';
  if (!/^[A-Z0-9-]{1,60}$/.test(batch)) notFound('Deze reeks bestaat niet.');
  try {
    const csv = await discountsApi.batchCsv(caller, batch);
    return new Response(csv.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${batch}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    return pageError(error);
  }
}
