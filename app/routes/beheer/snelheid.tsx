// /beheer/snelheid/ — how fast the shop is for real visitors (docs/decisions/0068): p75 of
// LCP, INP, CLS, FCP and TTFB per page and device over the last 7 or 28 days, against Google's 'good'
// thresholds, the slowest pages first, with the LCP elements that were slowest. A plain table, no JS.
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { pageError } from '~/lib/admin/form.server';
import { vitalsAdminApi } from '~/models/admin/vitals.server';
import { ratingOf, VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric } from '#contract/rum';
import type { Route } from './+types/snelheid';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Snelheid');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const days = new URL(request.url).searchParams.get('dagen') === '7' ? '7' : '28';
  return vitalsAdminApi.report(caller, days).catch(pageError);
}

const DEVICE_LABELS = { mobile: 'Mobiel', desktop: 'Desktop' } as const;

const shown = (metric: VitalMetric, value: number) =>
  metric === 'CLS'
    ? value.toFixed(2).replace('.', ',')
    : value >= 1000
      ? `${(value / 1000).toFixed(1).replace('.', ',')} s`
      : `${value} ms`;

function Figure({ metric, value, samples }: { metric: VitalMetric; value: number | null; samples: number }) {
  if (value === null)
    return (
      <td className="admin-muted" data-label={metric}>
        –
      </td>
    );
  const rating = ratingOf(metric, value);
  return (
    <td className={`vitals-${rating}`} title={`${samples} metingen`} data-label={metric}>
      <span>
        {shown(metric, value)} <span className="vitals-word">{rating}</span>
      </span>
    </td>
  );
}

export default function SpeedReport({ loaderData }: Route.ComponentProps) {
  const report = loaderData;
  return (
    <>
      <PageHeading title="Snelheid" />
      <p className="admin-muted">
        Zo snel is de winkel bij echte bezoekers: de 75e percentiel (p75) per pagina en apparaat, sinds {report.since}. Goed is LCP tot{' '}
        {String(VITAL_THRESHOLDS.LCP.good / 1000).replace('.', ',')} s, INP tot {VITAL_THRESHOLDS.INP.good} ms en CLS tot 0,1. We tellen
        alleen meetwaarden per dag: geen IP-adres, cookie of iets anders over de bezoeker.
      </p>
      <p>
        {report.days === 28 ? <strong>Laatste 28 dagen</strong> : <a href="/beheer/snelheid/">Laatste 28 dagen</a>} ·{' '}
        {report.days === 7 ? <strong>Laatste 7 dagen</strong> : <a href="/beheer/snelheid/?dagen=7">Laatste 7 dagen</a>}
      </p>
      <p>{report.views} paginaweergaven gemeten.</p>
      {report.lines.length === 0 ? (
        <p>Nog geen metingen in deze periode.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table vitals-table">
            <thead>
              <tr>
                <th scope="col">Pagina</th>
                <th scope="col">Apparaat</th>
                <th scope="col">Weergaven</th>
                {VITAL_METRICS.map((m) => (
                  <th scope="col" key={m}>
                    {m}
                  </th>
                ))}
                <th scope="col">Traagste LCP-elementen</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((line) => (
                <tr key={`${line.route}-${line.device}`} data-route={line.route}>
                  <th scope="row">{line.route}</th>
                  <td data-label="Apparaat">{DEVICE_LABELS[line.device]}</td>
                  <td data-label="Weergaven">{line.views}</td>
                  {VITAL_METRICS.map((m) => (
                    <Figure key={m} metric={m} value={line.p75[m]} samples={line.samples[m]} />
                  ))}
                  <td data-label="Traagste LCP-elementen">
                    {line.lcp_elements.length === 0 ? (
                      <span className="admin-muted">–</span>
                    ) : (
                      <ul className="vitals-elements">
                        {line.lcp_elements.map((e) => (
                          <li key={e.selector}>
                            <code>{e.selector}</code> ({shown('LCP', e.lcp_avg)} gemiddeld, {e.views}×)
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
