import { Link } from 'react-router';

export interface Crumb {
  title: string;
  url: string;
}

/** Visible breadcrumbs; the JSON-LD BreadcrumbList comes with the catalogue pages' SEO. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Kruimelpad">
      <ol>
        {items.map((item, i) => (
          <li key={item.url + i}>
            {i < items.length - 1 ? <Link to={item.url}>{item.title}</Link> : <span aria-current="page">{item.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
