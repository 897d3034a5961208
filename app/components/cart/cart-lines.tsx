import { Link, useFetcher } from 'react-router';
import { formatPrice } from '~/lib/money';
import type { CartLine } from '~/models/cart.server';
import { useHydrated } from 'remix-utils/use-hydrated';
import { trackCartUpdate, trackRemoveFromCart } from './cart-analytics';
import { CsrfField } from '~/components/ui/csrf-field';
import { DeliveryPromise } from '~/components/product/delivery-promise';

export function CartLines({ lines }: { lines: CartLine[] }) {
  return (
    <ul className="cart-lines">
      {lines.map((line, i) => (
        <CartLineRow key={line.id} line={line} eager={i < 3} />
      ))}
    </ul>
  );
}

/**
 * One cart line. Without JavaScript the quantity and remove buttons are plain forms posting to
 * /cart/ (303 back); with JavaScript they are fetchers and the line changes at once (the same
 * fetcher.Form element both ways, so hydration keeps what was typed). The first
 * lines are in the first viewport on phones: their images load eagerly (a lazy image waits for
 * layout, that is for the stylesheets).
 */
function CartLineRow({ line, eager }: { line: CartLine; eager: boolean }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ error?: string }>();
  const pendingIntent = fetcher.formData?.get('intent');
  if (pendingIntent === 'remove') return null;
  const optimisticQuantity = pendingIntent === 'update' ? Number(fetcher.formData?.get('quantity')) : line.quantity;
  // Always the fetcher's form: rendered on the server it is the same plain form (a post to /cart/,
  // answered with a 303 without JavaScript). Switching from <Form> to it at hydration was another
  // component, so React made the line's forms anew and a quantity typed while the page loaded its code
  // was lost (docs/decisions/0049). `via=fetcher` tells the server a fetcher asks; it comes only once hydrated.
  const FormTag = fetcher.Form;
  const max = Math.min(99, Math.max(line.stock, line.quantity));
  return (
    <li className="cart-line">
      {line.thumbnail ? (
        <img src={line.thumbnail} alt="" width={96} height={96} loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <span className="cart-line-image" />
      )}
      <div className="cart-line-info">
        <Link to={line.url} className="cart-line-title">
          {line.title}
        </Link>
        <p className="cart-line-meta">
          {line.brand}
          {line.options.length ? ` · ${line.options.join(' · ')}` : ''}
        </p>
        <DeliveryPromise promise={line.delivery_promise} />
        {fetcher.data?.error ? (
          <p className="field-error" role="alert">
            {fetcher.data.error}
          </p>
        ) : null}
        <div className="cart-line-actions">
          <FormTag
            method="post"
            action="/cart/"
            className="quantity-form"
            onSubmit={(e) => trackCartUpdate(line, Number(new FormData(e.currentTarget).get('quantity')) || line.quantity)}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="line_id" value={line.id} />
            {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
            <label htmlFor={`qty-${line.id}`} className="visually-hidden">
              Aantal van {line.title}
            </label>
            <input
              id={`qty-${line.id}`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              required
              defaultValue={optimisticQuantity}
              key={optimisticQuantity}
              onChange={hydrated ? (e) => e.currentTarget.form?.requestSubmit() : undefined}
            />
            <button type="submit" className={hydrated ? 'visually-hidden' : 'button button-secondary button-small'}>
              Bijwerken
            </button>
          </FormTag>
          <FormTag method="post" action="/cart/" onSubmit={() => trackRemoveFromCart(line)}>
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="line_id" value={line.id} />
            {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
            {/* The visible word starts the accessible name (WCAG 2.5.3 label in name); the product follows for screen readers. */}
            <button type="submit" className="link-button">
              Verwijderen<span className="visually-hidden"> {line.title}</span>
            </button>
          </FormTag>
        </div>
      </div>
      <div className="cart-line-price">
        {line.price_old && line.price_old > line.price ? <del>{formatPrice(line.price_old * optimisticQuantity)}</del> : null}
        <strong>{formatPrice(line.price * optimisticQuantity)}</strong>
        {optimisticQuantity > 1 ? <small>{formatPrice(line.price)} per stuk</small> : null}
      </div>
    </li>
  );
}
