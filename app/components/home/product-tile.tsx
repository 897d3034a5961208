import { Link } from 'react-router';
import type { FeaturedTile } from '#contract/schemas/content';
import { FavouriteToggle } from '../product-lists/favourite-toggle';
import { Price } from '../ui/price';

/** docs/requirements/content-and-newsletter.md#data Featured tile. */
export function FeaturedProductTile({ tile }: { tile: FeaturedTile }) {
  return (
    <article className="product-tile">
      <Link to={tile.link} className="product-tile-link">
        <img src={tile.image} alt={tile.title} width={300} height={300} loading="lazy" />
        <h3>{tile.title}</h3>
      </Link>
      <FavouriteToggle
        product={{ id: tile.id, title: tile.title, image: tile.image, available: true, price: tile.price }}
        className="tile-favourite"
      />
      {tile.sub_title ? <p className="delivery">{tile.sub_title}</p> : null}
      <Price price={tile.price} priceOld={tile.priceOld} />
    </article>
  );
}
