// The frame of one account page: breadcrumbs and the page title.
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs';

const ACCOUNT: Crumb = { title: 'Mijn account', url: '/account/' };

export function AccountPage({
  title,
  parents = [ACCOUNT],
  intro,
  children,
  className,
}: {
  title: string;
  parents?: Crumb[];
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `account-page ${className}` : 'account-page'}>
      <Breadcrumbs items={[{ title: 'Home', url: '/' }, ...parents, { title, url: '' }]} />
      <h1>{title}</h1>
      {intro ? <p className="account-intro">{intro}</p> : null}
      {children}
    </div>
  );
}

/** `<title>` and robots for account pages (never indexed). */
export function accountMeta(title: string) {
  return [{ title: `${title} | Slaapzaak` }, { name: 'robots', content: 'noindex' }];
}
