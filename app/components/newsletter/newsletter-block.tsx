import { NewsletterSignup } from './newsletter-signup';

/** The newsletter sign-up block of the home page and the footer. */
export function NewsletterBlock({ idPrefix, headingLevel = 2 }: { idPrefix: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="newsletter-block" aria-labelledby={`${idPrefix}-newsletter-heading`}>
      <div>
        <Heading id={`${idPrefix}-newsletter-heading`}>Schrijf je in voor onze nieuwsbrief</Heading>
        <p>Als eerste op de hoogte van acties, slaaptips en nieuwe collecties. Afmelden kan altijd.</p>
      </div>
      <NewsletterSignup idPrefix={idPrefix} />
    </section>
  );
}
