// /v1/admin/vitals — field data for the back office (docs/decisions/0068): p75 of the Core
// Web Vitals per route and device over the last 7 or 28 days, slowest LCP first, with the LCP elements.
import { defineOperation, z } from '../../operation';
import { DEVICE_CLASSES, VITAL_METRICS } from '../../rum';
import { adminErrors, answer, security, tags } from './shared';

const perMetric = <S extends z.ZodTypeAny>(schema: S) =>
  z.object(Object.fromEntries(VITAL_METRICS.map((m) => [m, schema])) as Record<(typeof VITAL_METRICS)[number], S>);

export const VitalsReportAnswer = z.object({
  days: z.union([z.literal(7), z.literal(28)]),
  since: z.string(),
  views: z.number().int(),
  lines: z.array(
    z.object({
      route: z.string(),
      device: z.enum(DEVICE_CLASSES),
      views: z.number().int(),
      p75: perMetric(z.number().nullable()),
      samples: perMetric(z.number().int()),
      lcp_elements: z.array(z.object({ selector: z.string(), views: z.number().int(), lcp_avg: z.number().int() })),
    }),
  ),
});

export const VitalsReportQuery = z.object({
  dagen: z.enum(['7', '28']).default('28').openapi({ description: 'De laatste 7 of 28 dagen' }),
});

export const getVitalsReport = defineOperation({
  tags,
  security,
  method: 'get',
  path: '/v1/admin/vitals',
  summary: 'Snelheid bij echte bezoekers: p75 van LCP, INP, CLS, FCP en TTFB per pagina en apparaat, de traagste eerst',
  request: { query: VitalsReportQuery },
  responses: { 200: answer('Snelheidsrapport', VitalsReportAnswer), ...adminErrors },
});
