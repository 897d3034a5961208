// docs/requirements/catalogue-and-search.md#screens-and-routes search page (route ids zoeken and zoeken-pagination; query parameter tn_q).
import { Form, Link } from 'react-router';
import { Listing } from '~/components/catalog/listing';
import { ListingErrorBoundary } from '~/components/catalog/lazy-listing-error';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import type { SearchTermProblem } from '~/lib/search';
import type { SearchUnderstanding } from '#contract/schemas/catalog';
import { SEARCH_TERM_MAX_LENGTH } from '~/lib/search';
import { useRootData } from '~/lib/root-data';
import catalogStyles from '~/styles/catalog.css?url';
import { loadSearch } from './zoeken.server';
import type { Route } from './+types/zoeken';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function loader(args: Route.LoaderArgs) {
  return loadSearch(args);
}

/**
 * 'Laad meer' (a fetcher, tn_fetch=1) and the filters: a 5xx of this route or no answer at all stays in
 * the load-more bar, or keeps the listing on screen with a message by the filters, instead of the error
 * page (docs/requirements/catalogue-and-search.md#errors, components/catalog/kept-listing.tsx).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Imported here, not at the top: the page's first load stays without it (the listing loads it after hydration).
  // A tab older than the release cannot have that code: the filter then goes to the server as without it.
  const kept = await import('~/components/catalog/kept-listing').catch(() => null);
  return kept ? kept.listingClientLoader(request, () => serverLoader()) : serverLoader();
}
export { shouldRevalidate } from '~/components/catalog/listing';

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  const term = data && data.type === 'search' && !data.problem ? data.term : '';
  return [
    { title: term ? `Zoekresultaten voor "${term}" | Slaapzaak` : 'Zoeken | Slaapzaak' },
    {
      name: 'description',
      content: 'Zoek in het hele assortiment van Slaapzaak: beddengoed, dekbedden, kussens, matrassen en boxsprings.',
    },
    // Search results are not landing pages (robots.txt disallows /zoeken/ as well).
    { name: 'robots', content: 'noindex, follow' },
  ];
};

const crumbs = [
  { title: 'Home', url: '/' },
  { title: 'Zoeken', url: '/zoeken/' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const loaded = loaderData;
  if (loaded.type === 'more') return null;
  const { term, problem, overview } = loaded;
  const nothingFound = overview && overview.pagination.total === 0 && overview.filters.every((f) => f.nr_of_attributes_selected === 0);
  return (
    <main id="main" className="container search-page">
      <Breadcrumbs items={crumbs} />
      {problem || !overview ? (
        <SearchPrompt problem={problem ?? 'empty'} term={term} />
      ) : nothingFound ? (
        <NoResults term={term} />
      ) : (
        <>
          <SearchHeading term={term} understanding={overview.understanding} />
          <Listing
            overview={overview}
            list={{ item_list_id: 'search', item_list_name: 'Zoekresultaten' }}
            hidden={{ tn_q: overview.understanding.term }}
          />
        </>
      )}
    </main>
  );
}

export const ErrorBoundary = ListingErrorBoundary;

/**
 * What the search understood (docs/decisions/0050): "Hoeslakens in 160x200" as the heading, a corrected
 * spelling, and when nothing matched every word what was left out, with the nearest categories.
 */
function SearchHeading({ term, understanding }: { term: string; understanding: SearchUnderstanding }) {
  const { label, corrections, relaxed, fallback, categories } = understanding;
  return (
    <div className="search-understood">
      {fallback === 'bestsellers' ? <h1>Onze bestsellers</h1> : label ? <h1>{label}</h1> : <h1>Zoekresultaten voor "{term}"</h1>}
      {label || fallback ? <p className="search-term">Je zocht op "{term}"</p> : null}
      {corrections.length > 0 ? (
        <p className="search-correction">
          Bedoelde je{' '}
          {corrections.map((c, i) => (
            <span key={c.from}>
              {i > 0 ? ', ' : ''}
              <Link to={`/zoeken/?tn_q=${encodeURIComponent(term.replace(c.from, c.to))}`}>{c.to}</Link>
            </span>
          ))}
          ? Daar hebben we op gezocht.
        </p>
      ) : null}
      {relaxed ? (
        <p className="search-relaxed" role="status">
          {relaxed.message}.
        </p>
      ) : null}
      {relaxed && categories.length > 0 ? (
        <nav aria-label="Categorieën die erop lijken" className="search-nearest">
          <span>Kijk ook in: </span>
          <ul className="subcategory-links">
            {categories.map((c) => (
              <li key={c.url}>
                <Link to={c.url}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

const PROMPTS: Record<SearchTermProblem, { title: string; text: string }> = {
  empty: { title: 'Vul een zoekterm in', text: 'Waar ben je naar op zoek? Typ bijvoorbeeld "dekbedovertrek", "hoofdkussen" of een merk.' },
  short: { title: 'Vul een zoekterm in', text: 'Gebruik minstens 4 tekens, dan vinden we sneller wat je zoekt.' },
  long: { title: 'Je zoekterm is te lang', text: `Gebruik maximaal ${SEARCH_TERM_MAX_LENGTH} tekens.` },
};

function SearchPrompt({ problem, term }: { problem: SearchTermProblem; term: string }) {
  const prompt = PROMPTS[problem];
  return (
    <section className="search-prompt">
      <h1>{prompt.title}</h1>
      <p>{prompt.text}</p>
      <Form method="get" action="/zoeken/" className="search-again" role="search">
        <label htmlFor="search-again">Zoekterm</label>
        <div>
          <input id="search-again" type="search" name="tn_q" defaultValue={term} maxLength={SEARCH_TERM_MAX_LENGTH} required />
          <button type="submit" className="button button-primary">
            Zoeken
          </button>
        </div>
      </Form>
      <PopularCategories />
    </section>
  );
}

function NoResults({ term }: { term: string }) {
  return (
    <section className="search-empty">
      <h1>Geen resultaten voor "{term}"</h1>
      <p>We hebben goed gezocht, maar niets gevonden. Misschien helpt een van deze tips:</p>
      <ul className="search-tips">
        <li>Controleer de spelling van je zoekterm.</li>
        <li>Gebruik minder of algemenere woorden, bijvoorbeeld "dekbed" in plaats van "donzen dekbed 240x220".</li>
        <li>Zoek op een merk, materiaal of kleur, zoals "katoen" of "wit".</li>
      </ul>
      <Form method="get" action="/zoeken/" className="search-again" role="search">
        <label htmlFor="search-again">Probeer een andere zoekterm</label>
        <div>
          <input id="search-again" type="search" name="tn_q" defaultValue={term} maxLength={SEARCH_TERM_MAX_LENGTH} required />
          <button type="submit" className="button button-primary">
            Zoeken
          </button>
        </div>
      </Form>
      <PopularCategories />
      <p>
        Kom je er niet uit? <Link to="/service/klantenservice-contact/">Onze klantenservice</Link> helpt je graag.
      </p>
    </section>
  );
}

function PopularCategories() {
  const categories = useRootData()?.frame.footer.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="popular-categories" aria-labelledby="popular-heading">
      <h2 id="popular-heading">Populaire categorieën</h2>
      <ul className="subcategory-links">
        {categories.map((c) => (
          <li key={c.link}>
            <Link to={c.link}>{c.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
