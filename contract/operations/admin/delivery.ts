// /v1/admin/delivery — the crew's delivery planning (docs/decisions/0066): capacity per region,
// day and part of day (a week's grid, bulk edit, closing a day), the day list with addresses, phone
// numbers, services and items, and marking a delivery delivered or "niet thuis". Every change is audited.
import { defineOperation } from '../../operation';
import {
  CloseDayBody,
  DayListAnswer,
  DayParams,
  MarkAnswer,
  MarkBody,
  PlanWeekAnswer,
  PlanWeekQuery,
  SetCapacityAnswer,
  SetCapacityBody,
} from '../../schemas/delivery-planning';
import { OrderNumberParam } from '../../schemas/admin';
import { adminErrors, answer, jsonBody, security, tags } from './shared';

const base = { tags, security };

export const getDeliveryWeek = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/delivery/capacity',
  summary: 'Bezorgplanning: per dag (maandag t/m vrijdag) en dagdeel de plaatsen en wat er geboekt is, voor één regio en week',
  request: { query: PlanWeekQuery },
  responses: { 200: answer('De week van de regio', PlanWeekAnswer), ...adminErrors },
});

export const setDeliveryCapacity = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/delivery/capacity',
  summary:
    'Plaatsen zetten: één aantal per dagdeel voor de gekozen dagen (leeg: niet wijzigen); nooit lager dan wat al geboekt is (409), niet voor een dag in het verleden (400)',
  request: { body: jsonBody(SetCapacityBody) },
  responses: { 200: answer('Wat er veranderde (oud → nieuw)', SetCapacityAnswer), ...adminErrors },
});

export const closeDeliveryDay = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/delivery/close',
  summary: 'Een dag sluiten: 0 plaatsen in elk dagdeel (409 zolang er bezorgingen op staan); de checkout biedt hem niet meer aan',
  request: { body: jsonBody(CloseDayBody) },
  responses: { 200: answer('Wat er veranderde (oud → nieuw)', SetCapacityAnswer), ...adminErrors },
});

export const getDeliveryDay = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/delivery/days/{region}/{day}',
  summary: 'Dagplanning (routeblad): de bezorgingen van een regio op een dag, op dagdeel en postcode',
  request: { params: DayParams },
  responses: { 200: answer('De bezorgingen van die dag', DayListAnswer), ...adminErrors },
});

export const markDeliveryDelivered = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/delivery/orders/{number}/delivered',
  summary: 'Bezorgd: zet de bezorgdatum één keer (daarmee beginnen bedenktijd en proefnachten); nogmaals: ongewijzigd',
  request: { params: OrderNumberParam, body: jsonBody(MarkBody) },
  responses: { 200: answer('Bezorgd', MarkAnswer), ...adminErrors },
});

export const markDeliveryNotHome = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/delivery/orders/{number}/not-home',
  summary: 'Niet thuis: de plaats komt één keer vrij en de klant krijgt een mail met een link om een nieuwe dag te kiezen',
  request: { params: OrderNumberParam, body: jsonBody(MarkBody) },
  responses: { 200: answer('Niet thuis', MarkAnswer), ...adminErrors },
});
