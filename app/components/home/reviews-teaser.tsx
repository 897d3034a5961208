import { Link } from 'react-router';
import type { ReviewTeaser } from '#contract/schemas/content';
import { ShopRating, Stars } from '../ui/rating';

/** Home page reviews teaser: the shop's rating and a few recent reviews (plain text, never HTML). */
export function ReviewsTeaser({ reviews, rating }: { reviews: ReviewTeaser[]; rating: { score: number; count: string } }) {
  return (
    <section className="container home-section reviews-teaser" aria-labelledby="reviews-heading">
      <div className="section-heading">
        <h2 id="reviews-heading">Wat klanten zeggen</h2>
        <ShopRating score={rating.score} count={rating.count} />
      </div>
      {reviews.length > 0 ? (
        <ul className="review-cards">
          {reviews.map((r, i) => (
            <li key={i} className="review-card">
              <Stars score={r.score} size={16} />
              <h3>{r.title}</h3>
              <p>{r.content}</p>
              <p className="review-meta">
                {r.display_name} over <Link to={r.product.link}>{r.product.title}</Link>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
