import type { Footer } from '~/models/content.server';
import { Icon } from '../ui/icon';
import { Stars } from '../ui/rating';

/** docs/requirements/content-and-newsletter.md#screens-and-routes Contact block (part of the footer's static fragment: plain links). */
export function ContactBlock({ footer }: { footer: Footer }) {
  return (
    <section className="contact-block" aria-labelledby="contact-heading">
      <div>
        <h2 id="contact-heading">Wij staan voor je klaar!</h2>
        <p>Heb je een vraag over je bestelling, een product of je slaapcomfort? Onze klantenservice helpt je graag verder.</p>
        <p className="contact-rating">
          <Stars score={footer.rating.score} /> <strong>{footer.rating.score.toLocaleString('nl-NL')}/5</strong> Uit {footer.rating.count}{' '}
          beoordelingen
        </p>
      </div>
      <ul className="contact-links">
        <li>
          <a href={footer.phone.href}>
            <Icon name="phone" size={20} /> {footer.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${footer.email}`}>
            <Icon name="mail" size={20} /> {footer.email}
          </a>
        </li>
        <li>
          <a href="/service/klantenservice-contact/">
            <Icon name="info" size={20} /> Klantenservice
          </a>
        </li>
        <li>
          <a href="/service/klantenservice-contact/#contactformulier">
            <Icon name="chevron-right" size={20} /> Naar het contactformulier
          </a>
        </li>
      </ul>
    </section>
  );
}
