import type { ReviewPage } from '~/models/product.server';
import { Stars } from '../ui/rating';
import { ReviewForm } from './review-form';

/**
 * Reviews: the score distribution, the approved reviews newest first (text rendered as text, so
 * markup in a review is shown, never run), paging links, and the review form.
 */
export function ProductReviews({
  reviews,
  productTitle,
  pageHref,
}: {
  reviews: ReviewPage;
  productTitle: string;
  pageHref: (page: number) => string;
}) {
  const { page, pages } = reviews.pagination;
  return (
    <section className="product-reviews" id="beoordelingen" aria-labelledby="beoordelingen-titel">
      <h2 id="beoordelingen-titel">Beoordelingen</h2>
      {reviews.count > 0 && reviews.average_score ? (
        <div className="review-summary">
          <p className="review-average">
            <strong>{reviews.average_score.toLocaleString('nl-NL')}</strong>/5 <Stars score={reviews.average_score} />{' '}
            <span>
              {reviews.count} {reviews.count === 1 ? 'beoordeling' : 'beoordelingen'}
            </span>
          </p>
          <ul className="review-distribution" aria-label="Verdeling van de scores">
            {reviews.distribution.map((d) => (
              <li key={d.score}>
                <span>
                  {d.score} {d.score === 1 ? 'ster' : 'sterren'}
                </span>
                <meter min={0} max={reviews.count} value={d.count} aria-hidden="true" />
                <span>{d.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="first-review">
          Nog geen beoordelingen. <a href="#beoordeling-schrijven">Schrijf een beoordeling</a>
        </p>
      )}
      {reviews.reviews.length > 0 ? (
        <ol className="review-list">
          {reviews.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="review-pages" aria-label="Meer beoordelingen">
          {page > 1 ? (
            <a href={pageHref(page - 1)} rel="prev">
              Nieuwere beoordelingen
            </a>
          ) : null}
          <span>
            Pagina {page} van {pages}
          </span>
          {page < pages ? (
            <a href={pageHref(page + 1)} rel="next">
              Oudere beoordelingen
            </a>
          ) : null}
        </nav>
      ) : null}
      <ReviewForm productTitle={productTitle} />
    </section>
  );
}

/** One approved review (text as text), with the shop's public reply under it when there is one. */
export function ReviewItem({ review: r }: { review: ReviewPage['reviews'][number] }) {
  return (
    <li className="review">
      <p className="review-head">
        <Stars score={r.score} size={14} /> <strong className="review-title">{r.title}</strong>
      </p>
      <p className="review-content">{r.content}</p>
      <p className="review-meta">
        {r.display_name} · <time dateTime={r.created_at}>{r.date}</time>
      </p>
      {r.reply ? (
        <div className="review-reply">
          <p className="review-reply-by">Reactie van Slaapzaak</p>
          <p>{r.reply}</p>
        </div>
      ) : null}
    </li>
  );
}
