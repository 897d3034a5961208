import { useEffect } from 'react';
import { PRICE_MAX_PARAM, PRICE_MIN_PARAM } from '~/lib/listing';
import type { PriceRange } from './price-filter';

/**
 * A dual-thumb price slider made of two range inputs (no slider library). With JavaScript the range
 * inputs carry tn_pmin / tn_pmax; releasing a thumb fires 'change', which applies the filter.
 */
export default function DualRange({
  range,
  title,
  low,
  high,
  onLow,
  onHigh,
  onReady,
}: {
  range: PriceRange;
  title: string;
  low: number;
  high: number;
  onLow: (value: number) => void;
  onHigh: (value: number) => void;
  onReady: () => void;
}) {
  // Once mounted, the range inputs carry the names instead of the number inputs.
  useEffect(() => onReady(), []);
  const span = Math.max(1, range.maxrange - range.minrange);
  const at = (value: number) => ((value - range.minrange) / span) * 100;
  return (
    <div className="dual-range">
      <div className="dual-range-track" aria-hidden="true">
        {/* Styled through the DOM after hydration, so the strict style CSP allows it. */}
        <div className="dual-range-fill" style={{ left: `${at(low)}%`, right: `${100 - at(high)}%` }} />
      </div>
      <input
        type="range"
        name={PRICE_MIN_PARAM}
        aria-label={`${title}: minimum in euro`}
        min={range.minrange}
        max={range.maxrange}
        step={1}
        value={low}
        onChange={(e) => onLow(Number(e.currentTarget.value))}
      />
      <input
        type="range"
        name={PRICE_MAX_PARAM}
        aria-label={`${title}: maximum in euro`}
        min={range.minrange}
        max={range.maxrange}
        step={1}
        value={high}
        onChange={(e) => onHigh(Number(e.currentTarget.value))}
      />
    </div>
  );
}
