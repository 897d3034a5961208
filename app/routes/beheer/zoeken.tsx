// /beheer/zoeken/ — what shoppers search for (the last 30 days: the most frequent terms, those that
// found nothing or little) and the synonyms the search reads terms with; an edit works at once.
import { Form, useNavigation } from 'react-router';
import { data } from 'react-router';
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { pageError, readFormBody } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { isCommerceError } from '~/models/client.server';
import { searchAdminApi } from '~/models/admin/search.server';
import { SearchSynonymBody } from '#contract/operations/admin/search';
import type { Route } from './+types/zoeken';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Zoeken');

export async function loader({ context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  return searchAdminApi.report(caller).catch(pageError);
}

const KIND_LABELS = { type: 'Productsoort', size: 'Maat', attribute: 'Eigenschap' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { shop, caller } = context.get(backOfficeContext);
  const form = await readFormBody(request);
  const values = Object.fromEntries(['phrase', 'kind', 'product_type', 'target'].map((k) => [k, String(form.get(k) ?? '').slice(0, 300)]));
  try {
    if (form.get('intent') === 'delete') {
      const id = Number(form.get('id'));
      if (!Number.isInteger(id) || id <= 0) return data({ message: 'Onbekend zoekwoord.', values }, { status: 400 });
      await searchAdminApi.remove(caller, id);
      return redirectWithStaffNotice(
        request,
        shop,
        '/beheer/zoeken/',
        'Het zoekwoord is verwijderd. De zoekfunctie gebruikt het niet meer.',
      );
    }
    const parsed = SearchSynonymBody.safeParse(values);
    if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? 'Controleer de velden.', values }, { status: 400 });
    await searchAdminApi.save(caller, parsed.data);
    return redirectWithStaffNotice(
      request,
      shop,
      '/beheer/zoeken/',
      `"${parsed.data.phrase}" is opgeslagen. De zoekfunctie gebruikt het meteen.`,
    );
  } catch (error) {
    if (error instanceof Response || !isCommerceError(error) || error.status >= 500) throw error;
    return data({ message: error.message || 'Dat lukte niet.', values }, { status: error.status });
  }
}

export default function SearchAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const report = loaderData;
  const answer = actionData;
  const busy = useNavigation().state === 'submitting';
  const values = answer?.values ?? { phrase: '', kind: 'type', product_type: '', target: '' };
  return (
    <>
      <PageHeading title="Zoeken" />
      <p className="admin-muted">
        {report.total} zoekopdrachten in de laatste 30 dagen. We bewaren alleen de zoekterm, het aantal resultaten, of er een product is
        geopend en het moment: niets over de klant.
      </p>
      <h2>Meest gezocht</h2>
      <TermTable rows={report.frequent} empty="Nog geen zoekopdrachten." />
      <h2>Weinig of geen resultaten</h2>
      <TermTable rows={report.poor} empty="Geen zoekopdrachten met weinig resultaten." />
      <h2>Weinig doorgeklikt</h2>
      <p className="admin-muted">
        Zoektermen die minstens 3 keer zijn gezocht en producten vonden, maar waarna minder dan 1 op de 5 keer een product werd geopend.
        Vaak staat bovenaan niet wat de klant bedoelt: voeg een zoekwoord toe of kijk naar de resultaten.
      </p>
      <TermTable rows={report.low_click} empty="Geen zoektermen met weinig doorkliks." />

      <h2>Zoekwoorden toevoegen of wijzigen</h2>
      <p className="admin-muted">
        Productsoort: een ander woord voor een soort (dekbedhoes → dekbedovertrek). Maat: een maatwoord met de maten per soort (tweepersoons
        + dekbed → 200x200,200x220). Eigenschap: facet:kleur=wit of text:anti-allergisch.
      </p>
      {answer?.message ? (
        <p className="alert alert-danger" role="alert">
          {answer.message}
        </p>
      ) : null}
      <Form method="post" className="admin-filters admin-synonym-form" key={JSON.stringify(values)} aria-label="Zoekwoord opslaan">
        <input type="hidden" name="intent" value="save" />
        <div className="field">
          <label htmlFor="synonym-phrase">Zoekwoord</label>
          <input id="synonym-phrase" name="phrase" required maxLength={60} defaultValue={values.phrase} />
        </div>
        <div className="field">
          <label htmlFor="synonym-kind">Soort</label>
          <select id="synonym-kind" name="kind" defaultValue={values.kind}>
            {Object.entries(KIND_LABELS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="synonym-type">Voor productsoort (bij maat)</label>
          <select id="synonym-type" name="product_type" defaultValue={values.product_type}>
            <option value="">Alle</option>
            {report.product_types.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="synonym-target">Betekenis</label>
          <input id="synonym-target" name="target" required maxLength={200} defaultValue={values.target} />
        </div>
        <div className="admin-filter-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Opslaan
          </button>
        </div>
      </Form>

      <h2>Alle zoekwoorden ({report.synonyms.length})</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Zoekwoord</th>
              <th>Soort</th>
              <th>Productsoort</th>
              <th>Betekenis</th>
              <th>Actie</th>
            </tr>
          </thead>
          <tbody>
            {report.synonyms.map((s) => (
              <tr key={s.id}>
                <td data-label="Zoekwoord">{s.phrase}</td>
                <td data-label="Soort">{KIND_LABELS[s.kind]}</td>
                <td data-label="Productsoort">{s.product_type || '—'}</td>
                <td data-label="Betekenis" className="admin-breakable">
                  {s.target}
                </td>
                <td data-label="Actie">
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" className="button button-secondary button-small" aria-label={`${s.phrase} verwijderen`}>
                      Verwijderen
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

interface TermRow {
  term: string;
  searches: number;
  results: number;
  relaxed: number;
  clicked: number;
  click_through: number;
}

function TermTable({ rows, empty }: { rows: TermRow[]; empty: string }) {
  if (rows.length === 0) return <p className="admin-muted">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th>Zoekterm</th>
            <th>Keer gezocht</th>
            <th>Gem. resultaten</th>
            <th>Verruimd</th>
            <th>Doorgeklikt</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.term}>
              <td data-label="Zoekterm">
                <a href={`/zoeken/?tn_q=${encodeURIComponent(r.term)}`}>{r.term}</a>
              </td>
              <td data-label="Keer gezocht">{r.searches}</td>
              <td data-label="Gem. resultaten">{r.results}</td>
              <td data-label="Verruimd">{r.relaxed}</td>
              <td data-label="Doorgeklikt">
                <span>
                  {Math.round(r.click_through * 100)}% <span className="admin-muted">({r.clicked})</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
