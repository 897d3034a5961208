import { useEffect, useState } from 'react';
import { PRICE_BOUNDS_PARAM, PRICE_MAX_PARAM, PRICE_MIN_PARAM, parseEuros } from '~/lib/listing';
import type { Filter } from '~/models/catalog.server';
import { useHydrated } from '../ui/use-hydrated';

type PriceRange = NonNullable<Filter['range']>;

/**
 * SPEC §3 price filter in whole euros. Without JavaScript: two number inputs (tn_pmin / tn_pmax, the
 * loader redirects to tn_fk_ae-prijs=min-max). With JavaScript: a dual-thumb slider made of two
 * range inputs, which then carry the names; releasing a thumb applies the range.
 */
export function PriceFilter({ range, title }: { range: PriceRange; title: string }) {
  const hydrated = useHydrated();
  const [low, setLow] = useState(String(range.min));
  const [high, setHigh] = useState(String(range.max));
  useEffect(() => {
    setLow(String(range.min));
    setHigh(String(range.max));
  }, [range.min, range.max]);

  const span = Math.max(1, range.maxrange - range.minrange);
  const lowValue = clamp(parseEuros(low) ?? range.minrange, range.minrange, range.maxrange);
  const highValue = clamp(parseEuros(high) ?? range.maxrange, range.minrange, range.maxrange);
  const bounds = `${range.minrange}-${range.maxrange}`;

  return (
    <div className="price-filter">
      {hydrated ? (
        <div className="dual-range">
          <div className="dual-range-track" aria-hidden="true">
            <div
              className="dual-range-fill"
              // Set through the DOM after hydration, so the strict style CSP allows it.
              style={{
                left: `${((Math.min(lowValue, highValue) - range.minrange) / span) * 100}%`,
                right: `${100 - ((Math.max(lowValue, highValue) - range.minrange) / span) * 100}%`,
              }}
            />
          </div>
          <input
            type="range"
            name={PRICE_MIN_PARAM}
            aria-label={`${title}: minimum in euro`}
            min={range.minrange}
            max={range.maxrange}
            step={1}
            value={Math.min(lowValue, highValue)}
            onChange={(e) => setLow(String(Math.min(Number(e.currentTarget.value), highValue)))}
          />
          <input
            type="range"
            name={PRICE_MAX_PARAM}
            aria-label={`${title}: maximum in euro`}
            min={range.minrange}
            max={range.maxrange}
            step={1}
            value={Math.max(lowValue, highValue)}
            onChange={(e) => setHigh(String(Math.max(Number(e.currentTarget.value), lowValue)))}
          />
        </div>
      ) : null}
      <div className="price-inputs">
        <label>
          <span>Van €</span>
          <input
            type="number"
            name={hydrated ? undefined : PRICE_MIN_PARAM}
            inputMode="numeric"
            min={0}
            step={1}
            value={low}
            onChange={(e) => setLow(e.currentTarget.value)}
            aria-label={`${title}: van (euro)`}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span>Tot €</span>
          <input
            type="number"
            name={hydrated ? undefined : PRICE_MAX_PARAM}
            inputMode="numeric"
            min={0}
            step={1}
            value={high}
            onChange={(e) => setHigh(e.currentTarget.value)}
            aria-label={`${title}: tot (euro)`}
          />
        </label>
      </div>
      <input type="hidden" name={PRICE_BOUNDS_PARAM} value={bounds} />
    </div>
  );
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}
