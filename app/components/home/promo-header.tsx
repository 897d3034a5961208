import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import type { Promo } from '#contract/schemas/content';
import { highFetchPriority } from '../ui/priority';

/**
 * docs/requirements/content-and-newsletter.md#screens-and-routes Homepage promo header: with exactly 2 extra promos, a main promo plus two side promos;
 * otherwise one main promo with title, countdown and a call to action ('Profiteer nu' by default).
 */
export function PromoHeader({ promo, extraPromos, now }: { promo: Promo; extraPromos: Promo[]; now: number }) {
  if (extraPromos.length === 2) {
    return (
      <section className="promo-header promo-grid" aria-label="Acties">
        <PromoImage promo={promo} className="promo-main" eager />
        <div className="promo-side">
          {extraPromos.map((p) => (
            <PromoImage key={p.link} promo={p} className="promo-small" />
          ))}
        </div>
      </section>
    );
  }
  return <SinglePromo promo={promo} now={now} />;
}

/** Where a promo shows its phone image (the home route preloads the one that applies). */
export const PROMO_PHONE = '(max-width: 768px)';

/**
 * The phone image of a promo is square (the desktop one 1600×600): its size on the <source> lets the
 * browser reserve the right height before it loads, instead of growing the banner (a layout shift).
 */
function MobileSource({ src }: { src: string }) {
  return <source media={PROMO_PHONE} srcSet={src} width={800} height={800} />;
}

function buttonText(promo: Promo): string {
  return promo.button_text || promo.buttontext || 'Profiteer nu';
}

function PromoImage({ promo, className, eager = false }: { promo: Promo; className: string; eager?: boolean }) {
  const label = promo.title ?? buttonText(promo);
  return (
    <Link to={promo.link} className={`promo ${className}${promo.is_light_background ? ' light' : ''}`}>
      <picture>
        {promo.image_mobile ? <MobileSource src={promo.image_mobile} /> : null}
        <img src={promo.image} alt="" width={1600} height={600} loading={eager ? 'eager' : 'lazy'} {...(eager ? highFetchPriority : {})} />
      </picture>
      <span className="promo-caption">
        {promo.show_title && promo.title ? <strong>{promo.title}</strong> : <span className="visually-hidden">{label}</span>}
        {promo.show_title && promo.sub_title ? <span>{promo.sub_title}</span> : null}
        {promo.button_text || promo.buttontext ? <span className="button button-primary">{buttonText(promo)}</span> : null}
      </span>
    </Link>
  );
}

function SinglePromo({ promo, now }: { promo: Promo; now: number }) {
  return (
    <section className={`promo-header promo-single${promo.is_light_background ? ' light' : ''}`} aria-label="Actie">
      <picture>
        {promo.image_mobile ? <MobileSource src={promo.image_mobile} /> : null}
        <img src={promo.image} alt="" width={1600} height={600} {...highFetchPriority} />
      </picture>
      <div className="promo-content">
        {promo.show_title && promo.title ? <h1 className="promo-title">{promo.title}</h1> : null}
        {promo.show_title && promo.sub_title ? <p className="promo-sub">{promo.sub_title}</p> : null}
        {promo.ends_at ? <Countdown endsAt={promo.ends_at} now={now} /> : null}
        <Link to={promo.link} className="button button-primary">
          {buttonText(promo)}
        </Link>
      </div>
    </section>
  );
}

export function remaining(endsAt: string, now: number) {
  const ms = Math.max(0, new Date(endsAt).getTime() - now);
  const seconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
    seconds: seconds % 60,
  };
}

/** Counts down to the end of the action; the server renders the time at request, JS keeps it ticking. */
function Countdown({ endsAt, now }: { endsAt: string; now: number }) {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    setCurrent(Date.now());
    const t = setInterval(() => setCurrent(Date.now()), 1_000);
    return () => clearInterval(t);
  }, []);
  const left = remaining(endsAt, current);
  if (left.days + left.hours + left.minutes + left.seconds === 0) return null;
  const parts: [number, string][] = [
    [left.days, 'dagen'],
    [left.hours, 'uur'],
    [left.minutes, 'min'],
    [left.seconds, 'sec'],
  ];
  return (
    <p className="countdown" aria-label={`Nog ${left.days} dagen en ${left.hours} uur`}>
      <span className="visually-hidden">Actie eindigt over</span>
      {parts.map(([value, unit]) => (
        <span key={unit} className="countdown-part" aria-hidden="true">
          <strong>{String(value).padStart(2, '0')}</strong> {unit}
        </span>
      ))}
    </p>
  );
}
