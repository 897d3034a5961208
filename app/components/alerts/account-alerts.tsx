import { Form, Link } from 'react-router';
import type { AnswerOf } from '#contract/operation';
import type { listMyAlerts } from '#contract/operations/alerts';
import { CsrfField } from '../ui/csrf-field';
import { SubmitButton } from '../account/form-bits';

type Alerts = AnswerOf<typeof listMyAlerts>;

const STATUS: Record<Alerts['stock_alerts'][number]['status'], string> = {
  pending: 'wacht op je bevestiging (zie je mail)',
  confirmed: 'we mailen je zodra hij er weer is',
  sent: 'gemaild: hij was weer op voorraad',
  unsubscribed: 'afgemeld',
};

/**
 * The account's alerts (docs/decisions/0052): price-drop mails for favourites, on or off (a plain form, intent
 * price-alerts), and the stock alerts of the account's address with their state.
 */
export function AccountAlerts({ priceAlerts, stockAlerts }: { priceAlerts: boolean; stockAlerts: Alerts['stock_alerts'] }) {
  return (
    <section className="account-alerts" aria-labelledby="meldingen-titel">
      <h2 id="meldingen-titel">Prijs- en voorraadmeldingen</h2>
      <Form method="post" className="account-form">
        <CsrfField />
        <input type="hidden" name="intent" value="price-alerts" />
        <label className="checkbox">
          <input type="checkbox" name="price_alerts" value="on" defaultChecked={priceAlerts} key={String(priceAlerts)} /> Mail me als een
          van mijn <Link to="/favorieten/">favorieten</Link> goedkoper is dan de laagste prijs van de afgelopen 30 dagen (hoogstens één mail
          per week)
        </label>
        <SubmitButton busyText="Bezig met bijwerken…">Meldingen bijwerken</SubmitButton>
      </Form>
      {stockAlerts.length ? (
        <>
          <h3>Voorraadmeldingen</h3>
          <ul className="account-stock-alerts">
            {stockAlerts.map((alert) => (
              <li key={alert.id}>
                <Link to={alert.product_url}>
                  {alert.product_title}
                  {alert.variant_title ? ` (${alert.variant_title})` : ''}
                </Link>{' '}
                — {STATUS[alert.status]}
              </li>
            ))}
          </ul>
          <p className="account-muted">Afmelden voor een voorraadmelding doe je met de link in de mail.</p>
        </>
      ) : null}
    </section>
  );
}
