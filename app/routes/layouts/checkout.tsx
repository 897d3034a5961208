import { Link, Outlet, useMatches } from 'react-router';
import { LightFooter } from '~/components/footer/footer';
import { ErrorPage } from '~/components/layout/lazy-error-page';
import { UspRotator } from '~/components/header/usp-rotator';
import { Icon } from '~/components/ui/icon';
import { Stars } from '~/components/ui/rating';
import { useRootData } from '~/lib/root-data';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** docs/requirements/checkout-and-payment.md#screens-and-routes Checkout: three steps, lit by route name. */
export const CHECKOUT_STEPS = [
  { routeId: 'checkout-address-details', label: 'Adres', to: '/checkout/address-details/' },
  { routeId: 'checkout-payment-methods', label: 'Verzend- & betaalmethode', to: '/checkout/payment-methods/' },
  { routeId: 'checkout-pay', label: 'Betaling', to: '/checkout/pay/' },
] as const;

/** Pages after the three steps that belong to one of them: the payment's status, retry and wait pages are the payment step. */
const STEP_OF_ROUTE: Record<string, string> = {
  'checkout-status': 'checkout-pay',
  'checkout-betalen': 'checkout-pay',
  'checkout-pending': 'checkout-pay',
};

function CheckoutFrame({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const matches = useMatches();
  const current = matches[matches.length - 1]?.id ?? '';
  const activeIndex = CHECKOUT_STEPS.findIndex((s) => s.routeId === (STEP_OF_ROUTE[current] ?? current));
  const footer = root?.frame.footer;
  return (
    <>
      <header className="checkout-header">
        <div className="container checkout-header-inner">
          <Link to="/cart/" className="back-button" aria-label="Terug naar je winkelwagen">
            <Icon name="arrow-left" /> <span>Terug</span>
          </Link>
          <Link to="/" className="logo" aria-label="Slaapzaak, naar de homepage">
            <img src="/logo.svg" alt="" width={168} height={40} />
          </Link>
          {footer ? (
            <UspRotator
              className="checkout-usps"
              label="Onze beloftes"
              items={footer.usps.map((usp) => ({
                key: usp,
                content: (
                  <>
                    <Icon name="check" size={16} /> {usp}
                  </>
                ),
              }))}
            />
          ) : null}
        </div>
      </header>
      <main id="main" className="container checkout-layout">
        <h1 className="layout-title">Bestellen</h1>
        <ol className="checkout-progress" aria-label="Stappen">
          {CHECKOUT_STEPS.map((step, i) => (
            <li
              key={step.routeId}
              className={i === activeIndex ? 'active' : i < activeIndex ? 'done' : undefined}
              aria-current={i === activeIndex ? 'step' : undefined}
            >
              <span className="step-number">{i + 1}</span> <span className="step-label">{step.label}</span>
            </li>
          ))}
        </ol>
        <div className="checkout-body">
          <div className="checkout-main">{children}</div>
          {footer ? (
            <aside className="trust-widget" aria-label="Beoordelingen">
              <Stars score={footer.rating.trustScore} />
              <p>
                <strong>{footer.rating.trustScore.toLocaleString('nl-NL')}/5</strong> klantbeoordeling
              </p>
              <p>
                <Icon name="shield" size={16} /> Veilig betalen
              </p>
            </aside>
          ) : null}
        </div>
      </main>
      {footer ? <LightFooter footer={footer} /> : null}
    </>
  );
}

/** docs/requirements/checkout-and-payment.md#screens-and-routes Checkout layout: 'Bestellen', progress indicator, trust widget, back button, logo, usp banner. */
export default function CheckoutLayout() {
  return (
    <CheckoutFrame>
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <CheckoutFrame>
      <ErrorPage status={status} nested />
    </CheckoutFrame>
  );
}
