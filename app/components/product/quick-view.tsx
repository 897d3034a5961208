// The quick view (product summary with variant choice and 'In winkelwagen') and, after adding, the
// quick-buy panel with success or failure (docs/requirements/catalogue-and-search.md#screens-and-routes, #states, #errors). JavaScript only and loaded on demand:
// without JavaScript the tile links to the product page, which does all of this.
import { Link, useFetcher, type FetcherWithComponents } from 'react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatPrice } from '~/lib/money';
import { imageSrc } from '~/lib/product-image';
import { optionChoices, selectedVariant, stockText } from '~/lib/product-options';
import type { Product } from '~/models/catalog.server';
import { productItem, trackAddToCart } from '../cart/cart-analytics';
import { Price } from '../ui/price';
import { DeliveryPromise } from './delivery-promise';
import { recordQuickBuy, type QuickViewTarget } from './quick-view-store';
import '~/styles/quick-view.css';

// Only for a sold-out size: its code (and its preload list) stays out of the overview's first load.
const loadStockAlertForm = () => import('../alerts/stock-alert-form');
const StockAlertForm = lazy(() => loadStockAlertForm().then((m) => ({ default: m.StockAlertForm })));

type Loaded = { type: 'product'; product: Product; variantId: number | null };
type CartAnswer = { ok: true; totalQuantity: number } | { error: string };

export default function QuickView({ target, onClose }: { target: QuickViewTarget; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const product = useFetcher<Loaded>();
  const cart = useFetcher<CartAnswer>();
  const [variantId, setVariantId] = useState<number | null>(null);
  const [posted, setPosted] = useState<number | null>(null);

  useEffect(() => {
    product.load(`${target.url}?quickview=1`);
    dialog.current?.showModal();
    // A sold-out size shows the alert form, whose code is a small chunk of its own: fetched beside the
    // product, not after it (on a slow link that was a second wait before the form appeared).
    void loadStockAlertForm().catch(() => undefined);
  }, [target.url]);

  const loaded = product.data?.type === 'product' ? product.data : null;
  const p = loaded?.product ?? null;
  const variant = p ? selectedVariant(p, variantId === null ? String(loaded!.variantId ?? '') : String(variantId)) : null;

  // The cart's answer opens the quick-buy panel, success or failure.
  const answer = cart.state === 'idle' && posted !== null ? cart.data : undefined;
  useEffect(() => {
    if (answer && posted !== null) recordQuickBuy(posted, 'ok' in answer);
  }, [answer, posted]);

  const close = () => {
    dialog.current?.close();
    onClose();
  };

  let body;
  if (answer && p) {
    body = <QuickBuyPanel answer={answer} title={p.title} variant={variant} close={close} />;
  } else if (!p) {
    body = <p className="quick-view-loading">{product.state === 'idle' && product.data ? 'Er ging iets mis' : 'Aan het laden...'}</p>;
  } else {
    body = <QuickViewBody p={p} variant={variant} cart={cart} setVariantId={setVariantId} setPosted={setPosted} close={close} />;
  }

  return (
    <dialog ref={dialog} className="quick-view" aria-label={`Snel bekijken: ${target.title}`} onClose={onClose}>
      <button type="button" className="quick-view-close" onClick={close} aria-label="Sluiten">
        ×
      </button>
      {body}
    </dialog>
  );
}

type Variant = ReturnType<typeof selectedVariant>;

/** After adding: the quick-buy panel with success or the cart's error. */
function QuickBuyPanel({ answer, title, variant, close }: { answer: CartAnswer; title: string; variant: Variant; close: () => void }) {
  const ok = 'ok' in answer;
  return (
    <div className={ok ? 'quick-buy quick-buy-success' : 'quick-buy quick-buy-failure'} role={ok ? 'status' : 'alert'}>
      <h2>{ok ? 'Toegevoegd aan je winkelwagen' : 'Toevoegen is niet gelukt'}</h2>
      <p>{ok ? `${title}${variant?.option_values.length ? ` (${variant.option_values.join(' · ')})` : ''}` : answer.error}</p>
      <div className="quick-buy-actions">
        <button type="button" className="button" onClick={close}>
          Verder winkelen
        </button>
        {ok ? (
          <Link to="/cart/" className="button button-primary" onClick={close}>
            Bekijk winkelwagen
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The product summary with its variant choice and 'In winkelwagen'. */
function QuickViewBody({
  p,
  variant,
  cart,
  setVariantId,
  setPosted,
  close,
}: {
  p: Product;
  variant: Variant;
  cart: FetcherWithComponents<CartAnswer>;
  setVariantId: (id: number) => void;
  setPosted: (id: number) => void;
  close: () => void;
}) {
  const stock = stockText(p.available, variant?.stock ?? 0);
  const pickers = variant ? optionChoices(p, variant) : [];
  const adding = cart.state !== 'idle';
  return (
    <div className="quick-view-body">
      {p.images[0] ? <img src={imageSrc(p.images[0].url, 480)} alt={p.images[0].alt} width={300} height={300} /> : null}
      <div>
        <p className="product-brand">{p.brand.title}</p>
        <h2 id="quick-view-title">{p.title}</h2>
        <Price price={variant?.price ?? p.price.price} priceOld={variant ? variant.price_old : p.price.price_old} />
        <cart.Form
          method="post"
          action="/cart/"
          onSubmit={() => {
            if (!variant) return;
            setPosted(variant.id);
            trackAddToCart(productItem(p, variant, 1));
          }}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="via" value="fetcher" />
          <input type="hidden" name="quantity" value="1" />
          {pickers.map((picker) => (
            <div className="field" key={picker.title}>
              <label htmlFor={`quick-view-${picker.title}`}>{picker.title}</label>
              <select id={`quick-view-${picker.title}`} value={variant?.id} onChange={(e) => setVariantId(Number(e.target.value))}>
                {picker.choices.map((c) => (
                  <option key={c.title} value={c.variantId}>
                    {c.title}
                    {c.soldOut ? ' (uitverkocht)' : ''}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <input type="hidden" name="item_id" value={variant?.id ?? ''} />
          <p className={`stock stock-${stock.level}`}>{stock.text}</p>
          <DeliveryPromise promise={variant ? p.variants.find((v) => v.id === variant.id)?.delivery_promise : p.delivery_promise} />
          <button type="submit" className="button button-primary" disabled={adding || stock.level === 'out'}>
            {adding ? 'Toevoegen...' : `In winkelwagen${variant ? ` – ${formatPrice(variant.price)}` : ''}`}
          </button>
        </cart.Form>
        {variant && p.available && stock.level === 'out' ? (
          // A size sold out: "Mail me als hij er weer is", posted to the product's own page (docs/decisions/0052).
          <Suspense fallback={null}>
            <StockAlertForm
              key={variant.id}
              variantId={variant.id}
              variantTitle={variant.option_values.filter((o) => o && o !== '0x0').join(' / ') || undefined}
              action={`${p.url}?variant=${variant.id}`}
            />
          </Suspense>
        ) : null}
        <Link to={p.url} className="quick-view-more" onClick={close}>
          Bekijk alle details
        </Link>
      </div>
    </div>
  );
}
