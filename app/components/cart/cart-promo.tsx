// The cart's promo block (GET /v1/content/cart-promo) with how far the cart is from its code
// (the cart's totals.promo_progress): a progress bar, and once the code can be used a plain form
// that applies it. Works the same without JavaScript.
import { Form, Link } from 'react-router';
import { CsrfField } from '~/components/ui/csrf-field';
import { Icon } from '~/components/ui/icon';
import { formatPrice } from '~/lib/money';
import type { Cart } from '~/models/cart.server';
import type { CartPromo } from '~/models/content.server';

type PromoProgress = NonNullable<Cart['totals']['promo_progress']>;

/**
 * The block, or nothing: a promo whose code this cart cannot use for another reason than the amount
 * (expired, used up: the API then sends no promo_progress) is not advertised.
 */
export function CartPromoBlock({
  promo,
  progress,
  appliedCode,
}: {
  promo: CartPromo | null;
  progress: Cart['totals']['promo_progress'];
  appliedCode: string | null;
}) {
  if (!promo) return null;
  if (promo.code && progress?.code !== promo.code) return null;
  const buttonText = promo.button_text || promo.buttontext;
  const title = promo.show_title && promo.title ? promo.title : (progress?.description ?? promo.title);
  return (
    <section className={`cart-promo${promo.is_light_background ? ' light' : ''}`} aria-labelledby="cart-promo-title">
      <img className="cart-promo-image" src={promo.image_mobile ?? promo.image} alt="" width={96} height={96} loading="lazy" />
      <div className="cart-promo-body">
        <h2 id="cart-promo-title" className="cart-promo-title">
          {title}
        </h2>
        {promo.show_title && promo.sub_title ? <p className="cart-promo-sub">{promo.sub_title}</p> : null}
        {progress ? <PromoProgressLine progress={progress} appliedCode={appliedCode} /> : null}
        {buttonText ? (
          <Link to={promo.link} className="cart-promo-link">
            {buttonText}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function PromoProgressLine({ progress, appliedCode }: { progress: PromoProgress; appliedCode: string | null }) {
  const code = <strong className="promo-code">{progress.code}</strong>;
  if (progress.applied) {
    return (
      <p className="cart-promo-status reached">
        <Icon name="check" size={16} /> Code {code} is toegepast op je bestelling.
      </p>
    );
  }
  return (
    <>
      {progress.reached ? (
        <p className="cart-promo-status reached">
          <Icon name="check" size={16} /> Je kunt code {code} nu gebruiken!
        </p>
      ) : (
        <p className="cart-promo-status">
          Nog <strong>{formatPrice(progress.remaining)}</strong> tot je code {code} kunt gebruiken.
        </p>
      )}
      <progress max={100} value={progress.percentage} aria-label={`Voortgang naar de actie met code ${progress.code}`}>
        {progress.percentage}%
      </progress>
      {progress.reached && appliedCode ? (
        <p className="cart-promo-note">Je gebruikt nu code {appliedCode}. Er geldt één kortingscode per bestelling.</p>
      ) : null}
      {progress.reached && !appliedCode ? (
        <Form method="post" action="/cart/" className="cart-promo-apply">
          <CsrfField />
          <input type="hidden" name="intent" value="apply-discount" />
          <input type="hidden" name="discount_code" value={progress.code} />
          <button type="submit" className="button button-primary">
            Gebruik code {progress.code}
          </button>
        </Form>
      ) : null}
    </>
  );
}
