/**
 * Stars for a score out of 5 (rounded to half stars), with the score spelled out for screen readers.
 * One element drawn by CSS (two repeating star images, the filled one cut to the score), so a page
 * of tiles and reviews carries a class per rating instead of five SVGs each.
 */
export function Stars({ score, size = 16 }: { score: number; size?: 14 | 16 }) {
  const halves = Math.min(10, Math.max(0, Math.round(score * 2)));
  return <span className={`stars s${size} r${halves}`} role="img" aria-label={`${score.toLocaleString('nl-NL')} van 5 sterren`} />;
}

/** docs/requirements/content-and-newsletter.md: 4.5/5 from 55.000+ reviews. */
export function ShopRating({ score, count, compact = false }: { score: number; count: string; compact?: boolean }) {
  const scoreText = score.toLocaleString('nl-NL');
  return (
    <div className={compact ? 'shop-rating compact' : 'shop-rating'}>
      <Stars score={score} />
      <span>
        <strong>{scoreText}/5</strong> Uit {count} beoordelingen
      </span>
    </div>
  );
}
