import { Icon } from './icon';

/** Stars for a score out of 5, with the score spelled out for screen readers. */
export function Stars({ score, size = 16 }: { score: number; size?: number }) {
  const full = Math.floor(score);
  const half = score - full >= 0.25 && score - full < 0.75;
  const rounded = score - full >= 0.75 ? full + 1 : full;
  return (
    <span className="stars" role="img" aria-label={`${score.toLocaleString('nl-NL')} van 5 sterren`}>
      {Array.from({ length: 5 }, (_, i) => {
        const filled = i < (half ? full : rounded);
        const isHalf = half && i === full;
        return <Icon key={i} name={isHalf ? 'star-half' : filled ? 'star' : 'star-empty'} size={size} className={filled || isHalf ? 'star on' : 'star'} />;
      })}
    </span>
  );
}

/** SPEC §1: 4.5/5 from 55.000+ reviews. */
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
