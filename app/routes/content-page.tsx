// One editorial page: /service/{page}/ (docs/requirements/content-and-newsletter.md#api GET /v1/content/service-page/{slug}),
// /blog/{blog}/ and /inspiratie/{page}/. The body HTML comes sanitised from the API.
import { data } from 'react-router';
import { Link } from 'react-router';
import { ContactForm } from '~/components/footer/contact-form';
import { CONTACT_PAGE, contactAction } from '~/lib/contact.server';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { formatDate, kindOfPath, SECTIONS } from '~/lib/content-pages';
import { getPage, listPages } from '~/models/content.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/content-page';
import { shopContext } from '~/lib/context';

const NOT_FOUND = 'This page could not be found';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const kind = kindOfPath(pageUrl(request).pathname);
  const slug = params.blog ?? params.page ?? '';
  if (kind === 'text') throw data(NOT_FOUND, { status: 404 });
  const [page, siblings] = await Promise.all([
    getPage(shop.commerce, kind, slug),
    // The section's other pages: a side menu for service pages, 'lees ook' for articles.
    listPages(shop.commerce, kind).catch(() => []),
  ]);
  if (!page) throw data(NOT_FOUND, { status: 404 });
  const url = pageUrl(request);
  return {
    page,
    section: SECTIONS[kind],
    others: siblings.filter((p) => p.slug !== page.slug),
    hasContactForm: isContactPage(url.pathname),
    contactSent: url.searchParams.get('verzonden') === '1',
  };
}

/** Client-side data requests arrive without the trailing slash. */
const isContactPage = (pathname: string) => pathname.replace(/\/?$/, '/') === CONTACT_PAGE;

/** Only the customer service page takes a post: its contact form. */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  if (!isContactPage(pageUrl(request).pathname)) throw data('Method Not Allowed', { status: 405 });
  return contactAction(request, shop);
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return [{ title: 'Pagina niet gevonden | Slaapzaak' }];
  return [
    { title: `${loaded.page.title} | Slaapzaak` },
    { name: 'description', content: loaded.page.summary },
    { tagName: 'link', rel: 'canonical', href: loaded.page.url },
  ];
};

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, section, others, hasContactForm, contactSent } = loaderData;
  const contactResult = actionData;
  const isService = page.kind === 'service';
  return (
    <main id="main" className={`container text-page ${isService ? 'service-page' : 'article-page'}`}>
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: section.title, url: section.url },
          { title: page.title, url: '' },
        ]}
      />
      <div className="text-page-layout">
        <article className="text-page-main">
          <h1>{page.title}</h1>
          {isService ? null : <p className="article-date">{formatDate(page.published_at)}</p>}
          {page.image && !isService ? <img className="article-image" src={page.image} alt="" width={760} height={428} /> : null}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body_html }} />
          {hasContactForm ? <ContactForm result={contactResult} sent={contactSent} /> : null}
        </article>
        {others.length > 0 ? (
          <nav className="text-page-aside" aria-label={isService ? 'Klantenservice' : 'Lees ook'}>
            <h2>{isService ? 'Klantenservice' : 'Lees ook'}</h2>
            <ul>
              {others.slice(0, isService ? 20 : 4).map((p) => (
                <li key={p.slug}>
                  <Link to={p.url}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </main>
  );
}
