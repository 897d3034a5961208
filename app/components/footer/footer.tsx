import type { Footer as FooterData } from '~/models/content.server';
import { Icon } from '../ui/icon';
import { ShopRating } from '../ui/rating';
import { ContactBlock } from './contact-block';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import { PaymentLogos } from './payment-logos';

/** docs/requirements/content-and-newsletter.md#screens-and-routes: the checkout's light footer, with the phone help line. */
export function LightFooter({ footer }: { footer: Pick<FooterData, 'phone' | 'paymentMethods'> }) {
  return (
    <footer className="site-footer light">
      <div className="container footer-light">
        <p>
          Hulp nodig? Bel <a href={footer.phone.href}>{footer.phone.display}</a> ({footer.phone.hours})
        </p>
        <PaymentLogos methods={footer.paymentMethods} />
      </div>
    </footer>
  );
}

/**
 * What is inside the full <footer>: a static fragment (lib/frame-fragments.server.tsx), rendered to
 * HTML once per footer version, so plain links (the fragment makes them client-side navigations)
 * and the newsletter form's CSRF token as given (a placeholder, filled in per page).
 */
export function FooterContent({ footer, showRating, csrfToken }: { footer: FooterData; showRating: boolean; csrfToken: string }) {
  return (
    <>
      {showRating ? (
        <div className="footer-rating desktop-only">
          <div className="container">
            <ShopRating score={footer.rating.score} count={footer.rating.count} />
          </div>
        </div>
      ) : null}
      <div className="container">
        <ContactBlock footer={footer} />
      </div>
      <div className="container">
        <NewsletterBlock idPrefix="footer" csrfToken={csrfToken} />
      </div>
      <div className="container footer-columns">
        <FooterColumn title="Algemeen" links={footer.general} />
        <FooterColumn title="Categorieën" links={footer.categories} />
        <FooterColumn title="Acties" links={footer.actions} />
        <section className="footer-column" aria-labelledby="footer-volg">
          <h2 id="footer-volg">Volg ons</h2>
          <ul className="socials">
            {footer.socials.map((s) => (
              <li key={s.network}>
                <a href={s.url} rel="noopener" aria-label={s.title}>
                  <img src={`/icons/social/${s.network}.svg`} alt="" width={24} height={24} />
                </a>
              </li>
            ))}
          </ul>
          <p className="footer-phone">
            <Icon name="phone" size={16} /> <a href={footer.phone.href}>{footer.phone.display}</a>
            <br />
            <small>{footer.phone.hours}</small>
          </p>
        </section>
      </div>
      <div className="container footer-bottom">
        <PaymentLogos methods={footer.paymentMethods} />
        <p className="copyright">© 2026 Slaapzaak · Alle prijzen zijn inclusief 21% btw</p>
      </div>
    </>
  );
}

function FooterColumn({ title, links }: { title: string; links: { title: string; link: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="footer-column" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.link}>
            <a href={l.link}>{l.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
