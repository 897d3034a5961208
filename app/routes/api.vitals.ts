// POST /api/vitals — one page view's field data (docs/decisions/0068), sent by
// navigator.sendBeacon (lib/vitals-beacon.client.ts). Checked here (a real page route id, known
// metrics, finite values in range, a small body) and passed on to POST /v1/vitals with the
// shopper's address for the rate limit; no cookie is read or set. Bad beacons get 4xx, never 500.
import { ipOf } from '~/lib/account.server';
import { isCommerceError } from '~/models/client.server';
import { PAGE_ROUTE_IDS, VITALS_BODY_LIMIT } from '~/lib/vitals';
import { VitalsBeaconSchema } from '#contract/rum';
import * as vitals from '#contract/operations/vitals';
import type { Route } from './+types/api.vitals';
import { shopContext } from '~/lib/context';

const answer = (status: number, message?: string) =>
  message
    ? Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

export async function loader() {
  return answer(405, 'Stuur metingen met POST.');
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  if (request.method !== 'POST') return answer(405, 'Stuur metingen met POST.');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > VITALS_BODY_LIMIT) return answer(413, 'Deze meting is te groot.');
  const text = await request.text();
  if (text.length > VITALS_BODY_LIMIT) return answer(413, 'Deze meting is te groot.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, 'Deze meting is geen geldige JSON.');
  }
  const parsed = VitalsBeaconSchema.safeParse(body);
  if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? 'Ongeldige meting.');
  if (!PAGE_ROUTE_IDS.has(parsed.data.route)) return answer(400, 'Onbekende pagina.');
  try {
    const ip = ipOf(shop);
    await shop.commerce.call(vitals.recordVitals, { body: parsed.data, headers: ip ? { 'x-forwarded-for': ip } : {} });
  } catch (error) {
    // A refused beacon (429 past the limit) keeps the API's status; an API that is away is a 503, not a fault.
    if (isCommerceError(error)) return error.status < 500 ? answer(error.status, error.message) : answer(503, 'Even niet beschikbaar.');
    throw error;
  }
  return answer(204);
}
