// The back office's own layout (docs/decisions/0038): a plain bar with the shop's name, who is logged in and
// the logout button; the menu (the owner's pages only for the owner); the page. No storefront
// header, footer, chat or cookie bar.
import type { ReactNode } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { CsrfField } from '../ui/csrf-field';

export interface FrameStaff {
  email: string;
  role: 'eigenaar' | 'medewerker';
}

const MENU: { to: string; label: string; end?: boolean; ownerOnly?: boolean }[] = [
  { to: '/beheer/', label: 'Overzicht', end: true },
  { to: '/beheer/bestellingen/', label: 'Bestellingen' },
  { to: '/beheer/retouren/', label: 'Retouren' },
  { to: '/beheer/klantretouren/', label: 'Klantretouren' },
  { to: '/beheer/bezorging/', label: 'Bezorgplanning' },
  { to: '/beheer/voorraad/', label: 'Voorraad en prijzen' },
  { to: '/beheer/kortingscodes/', label: 'Kortingscodes' },
  { to: '/beheer/beoordelingen/', label: 'Beoordelingen' },
  { to: '/beheer/zoeken/', label: 'Zoeken' },
  { to: '/beheer/snelheid/', label: 'Snelheid' },
  { to: '/beheer/privacy/', label: 'Privacyverzoeken' },
  { to: '/beheer/medewerkers/', label: 'Medewerkers', ownerOnly: true },
  { to: '/beheer/auditlog/', label: 'Auditlog', ownerOnly: true },
];

export const ROLE_LABELS = { eigenaar: 'Eigenaar', medewerker: 'Medewerker' } as const;

function Bar({ children }: { children?: ReactNode }) {
  return (
    <header className="admin-bar">
      <Link to="/beheer/" className="admin-brand">
        Slaapzaak <span>beheer</span>
      </Link>
      {children}
    </header>
  );
}

export function BackOfficeFrame({
  staff,
  notice,
  problem,
  children,
}: {
  staff: FrameStaff | null;
  notice?: string | null;
  problem?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="admin">
      <Bar>
        {staff ? (
          <div className="admin-who">
            <span>
              {staff.email} <span className="admin-role">({ROLE_LABELS[staff.role]})</span>
            </span>
            <Form method="post" action="/beheer/uitloggen/">
              <CsrfField />
              <button type="submit" className="button button-secondary button-small">
                Uitloggen
              </button>
            </Form>
          </div>
        ) : null}
      </Bar>
      <div className="admin-body">
        {staff ? (
          <nav className="admin-menu" aria-label="Beheer">
            <ul>
              {MENU.filter((item) => !item.ownerOnly || staff.role === 'eigenaar').map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main" className="admin-main">
          {notice ? (
            <p className="alert alert-success" role="status">
              {notice}
            </p>
          ) : null}
          {problem ? (
            <p className="alert alert-danger" role="alert">
              {problem}
            </p>
          ) : null}
          {children}
        </main>
      </div>
      <footer className="admin-footer">
        <p>Slaapzaak beheer — alleen voor medewerkers. Pagina&apos;s worden nooit bewaard in een cache.</p>
      </footer>
    </div>
  );
}

/** The login and enrolment pages: the bar and a narrow card, nothing else. */
export function OpenFrame({ children }: { children: ReactNode }) {
  return (
    <div className="admin admin-open">
      <Bar />
      <main id="main" className="admin-main admin-card">
        {children}
      </main>
      <footer className="admin-footer">
        <p>Slaapzaak beheer — alleen voor medewerkers.</p>
      </footer>
    </div>
  );
}
