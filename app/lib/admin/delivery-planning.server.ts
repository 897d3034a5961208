// The region and day in a delivery planning URL (/beheer/bezorging/:regio/:dag/…), or a 404: a forged
// path never reaches the API (docs/decisions/0066).
import type { BackOfficeArgs } from './back-office.server';
import { notFound } from './form.server';
import { DAY_PATTERN, regionParam } from '#contract/forms/delivery-planning';

export function planningDay(office: Pick<BackOfficeArgs, 'params'>): { region: string; day: string } {
  const region = regionParam(office.params.regio);
  const day = office.params.dag ?? '';
  if (!region || !DAY_PATTERN.test(day)) notFound('Deze dagplanning bestaat niet. Kies een regio en dag in de bezorgplanning.');
  return { region, day };
}
