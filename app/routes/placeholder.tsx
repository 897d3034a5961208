// An honest page for a route whose feature is still being built: the right layout, title and
// breadcrumb, and a clear 'Binnenkort beschikbaar'.
import type { MetaFunction } from 'react-router';
import { Link, useMatches } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PLACEHOLDER_PAGES } from '~/lib/placeholder-pages';

function pageFor(routeId: string | undefined) {
  return (routeId && PLACEHOLDER_PAGES[routeId]) || { title: 'Slaapzaak' };
}

export const meta: MetaFunction = ({ matches }) => {
  const page = pageFor(matches[matches.length - 1]?.id);
  return [{ title: `${page.title} | Slaapzaak` }, { name: 'robots', content: 'noindex' }];
};

export default function Placeholder() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id;
  const page = pageFor(id);
  const inLayoutMain = matches.some((m) => m.id === 'layout-account' || m.id === 'layout-cart' || m.id === 'layout-checkout');
  const Heading = inLayoutMain ? 'h2' : 'h1';
  const crumbs = [{ title: 'Home', url: '/' }, ...(page.parent ? [page.parent] : []), { title: page.title, url: '' }];
  const content = (
    <div className="placeholder-page">
      <Breadcrumbs items={crumbs} />
      <Heading className="placeholder-title">{page.title}</Heading>
      <p className="placeholder-note">Binnenkort beschikbaar</p>
      <p>
        Aan deze pagina wordt nog gewerkt. Kijk intussen verder in <Link to="/">onze winkel</Link> of neem contact op met{' '}
        <Link to="/service/klantenservice-contact/">de klantenservice</Link>.
      </p>
    </div>
  );
  return inLayoutMain ? content : (
    <main id="main" className="container">
      {content}
    </main>
  );
}
