import { formatPrice } from '~/lib/money';

export function Price({ price, priceOld }: { price: number; priceOld?: number | null }) {
  return (
    <span className="price">
      {priceOld && priceOld > price ? (
        <>
          <del className="price-old">
            <span className="visually-hidden">Van </span>
            {formatPrice(priceOld)}
          </del>{' '}
          <ins className="price-now">
            <span className="visually-hidden">voor </span>
            {formatPrice(price)}
          </ins>
        </>
      ) : (
        <span className="price-now">{formatPrice(price)}</span>
      )}
    </span>
  );
}
