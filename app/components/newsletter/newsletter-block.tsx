/**
 * The newsletter sign-up block of the home page and the footer: a plain form posting to
 * /nieuwsbrief/ (errors are shown there, success goes to /?newsletter=succes), with and without
 * JavaScript. It ships no JS of its own, because it is on every page (only the honeypot's markup).
 */
import { CsrfField } from '~/components/ui/csrf-field';
import { HoneypotField } from '~/components/ui/honeypot-field';
/** `csrfToken` is for a render outside the page (the footer's static fragment); pages leave it out. */
export function NewsletterBlock({ idPrefix, csrfToken }: { idPrefix: string; csrfToken?: string }) {
  const heading = `${idPrefix}-newsletter-heading`;
  return (
    <section className="newsletter-block" aria-labelledby={heading}>
      <div>
        <h2 id={heading}>Schrijf je in voor onze nieuwsbrief</h2>
        <p>Als eerste op de hoogte van acties, slaaptips en nieuwe collecties. Afmelden kan altijd.</p>
      </div>
      <form method="post" action="/nieuwsbrief/" className="newsletter-form">
        {csrfToken === undefined ? <CsrfField /> : <input type="hidden" name="_csrf" value={csrfToken} />}
        <HoneypotField />
        <div className="newsletter-row">
          <div className="field">
            <label htmlFor={`${idPrefix}-email`}>Je mailadres voor de nieuwsbrief</label>
            <input
              id={`${idPrefix}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              placeholder="jouw@e-mailadres.nl"
            />
          </div>
          <button type="submit" className="button button-primary">
            Inschrijven
          </button>
        </div>
      </form>
    </section>
  );
}
