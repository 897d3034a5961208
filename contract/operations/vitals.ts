// /v1/vitals — field data (docs/decisions/0068): the storefront passes on one page view's
// Core Web Vitals; the API keeps only histogram counts per day, route, device and metric.
import { VitalsBeaconSchema } from '../rum';
import { answer, defineOperation, errorResponses, jsonBody, ErrorSchema, z } from '../operation';
import { CustomerHeaders } from './customer';

export const recordVitals = defineOperation({
  tags: ['vitals'],
  security: [{ Bearer: [] }],
  method: 'post',
  path: '/v1/vitals',
  summary:
    'Eén paginaweergave van een shopper: LCP, INP, CLS, FCP en TTFB met route, apparaattype en verbinding. Alleen tellingen per dag worden bewaard, geen IP-adres. Hoogstens VITALS_LIMIT_PER_IP (standaard 120) per minuut per adres.',
  request: { headers: CustomerHeaders.pick({ 'x-forwarded-for': true }), body: jsonBody(VitalsBeaconSchema) },
  responses: {
    202: answer('Geteld', z.object({ counted: z.boolean() })),
    ...errorResponses,
    429: answer('Te veel metingen vanaf dit adres', ErrorSchema),
  },
});
