// Section overviews: /blog/, /inspiratie/, /service/, and /textpage/ (every information page;
// /textpage/?page={slug} shows a text page).
import { data } from 'react-router';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { formatDate, kindOfPath, SECTIONS } from '~/lib/content-pages';
import { getPage, listPages, type PageSummary } from '~/models/content.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/content-index';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const kind = kindOfPath(url.pathname);
  if (kind !== 'text') {
    return { kind, section: SECTIONS[kind], pages: await listPages(shop.commerce, kind), textPage: null };
  }
  const slug = url.searchParams.get('page');
  if (slug) {
    const textPage = await getPage(shop.commerce, 'text', slug);
    if (!textPage) throw data('This page could not be found', { status: 404 });
    return { kind, section: { title: textPage.title, url: textPage.url, intro: textPage.summary }, pages: [], textPage };
  }
  return {
    kind,
    section: {
      title: 'Informatie',
      url: '/textpage/',
      intro: 'Alle informatie van Slaapzaak op één plek: klantenservice, blog en inspiratie.',
    },
    pages: await listPages(shop.commerce),
    textPage: null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return [{ title: 'Pagina niet gevonden | Slaapzaak' }];
  return [
    { title: `${loaded.section.title} | Slaapzaak` },
    { name: 'description', content: loaded.section.intro },
    { tagName: 'link', rel: 'canonical', href: loaded.section.url },
  ];
};

const GROUPS: { kind: PageSummary['kind']; title: string }[] = [
  { kind: 'service', title: 'Klantenservice' },
  { kind: 'blog', title: 'Blog' },
  { kind: 'inspiratie', title: 'Inspiratie' },
  { kind: 'text', title: 'Informatie' },
];

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  const { kind, section, pages, textPage } = loaderData;
  return (
    <main id="main" className="container text-page">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: section.title, url: '' },
        ]}
      />
      <h1>{section.title}</h1>
      {textPage ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: textPage.body_html }} />
      ) : (
        <>
          <p className="lead">{section.intro}</p>
          {kind === 'text' ? (
            GROUPS.map((g) => {
              const inGroup = pages.filter((p) => p.kind === g.kind);
              return inGroup.length ? (
                <section key={g.kind} className="page-group" aria-label={g.title}>
                  <h2>{g.title}</h2>
                  <PageCards pages={inGroup} />
                </section>
              ) : null;
            })
          ) : (
            <PageCards pages={pages} withDate={kind !== 'service'} />
          )}
        </>
      )}
    </main>
  );
}

function PageCards({ pages, withDate = false }: { pages: PageSummary[]; withDate?: boolean }) {
  return (
    <ul className="page-cards">
      {pages.map((p) => (
        <li key={`${p.kind}-${p.slug}`} className="page-card">
          {p.image ? <img src={p.image} alt="" width={360} height={203} loading="lazy" /> : null}
          <h3>
            <Link to={p.url}>{p.title}</Link>
          </h3>
          {withDate ? <p className="article-date">{formatDate(p.published_at)}</p> : null}
          <p>{p.summary}</p>
        </li>
      ))}
    </ul>
  );
}
