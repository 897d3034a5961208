import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '~/lib/reload-once';
import { PRICE_BOUNDS_PARAM, PRICE_MAX_PARAM, PRICE_MIN_PARAM, parseEuros } from '~/lib/listing';
import type { ListingFilter as Filter } from '~/models/catalog.server';
import { useHydrated } from 'remix-utils/use-hydrated';

export type PriceRange = NonNullable<Filter['range']>;

// Created on first use, not at module load: a module without top-level calls stays out of the
// first-load chunk where only its server render is referenced (see listing.tsx).
let dualRange: ReturnType<typeof lazyDualRange> | undefined;
const lazyDualRange = () => lazyPart('price-slider', () => import('./dual-range'));

/**
 * docs/requirements/catalogue-and-search.md#data price filter in whole euros. Without JavaScript: two number inputs (tn_pmin / tn_pmax, the
 * loader redirects to tn_fk_ae-prijs=min-max). With JavaScript: a dual-thumb slider made of two
 * range inputs (loaded on demand), which then carry the names; releasing a thumb applies the range.
 */
export function PriceFilter({ range, title }: { range: PriceRange; title: string }) {
  const hydrated = useHydrated();
  // The number inputs carry the names until the slider is there to carry them.
  const [sliderReady, setSliderReady] = useState(false);
  const [low, setLow] = useState(String(range.min));
  const [high, setHigh] = useState(String(range.max));
  useEffect(() => {
    setLow(String(range.min));
    setHigh(String(range.max));
    // A fresh range also after a filter that failed: the thumbs go back (kept-listing.ts).
  }, [range]);

  const lowValue = clamp(parseEuros(low) ?? range.minrange, range.minrange, range.maxrange);
  const highValue = clamp(parseEuros(high) ?? range.maxrange, range.minrange, range.maxrange);
  const bounds = `${range.minrange}-${range.maxrange}`;

  return (
    <div className="price-filter">
      {hydrated ? (
        // The slider only exists with JavaScript, so it is loaded on demand, out of the first load.
        <Suspense fallback={<div className="dual-range" />}>
          <DualRangeSlider
            range={range}
            title={title}
            low={Math.min(lowValue, highValue)}
            high={Math.max(lowValue, highValue)}
            onLow={(v) => setLow(String(Math.min(v, highValue)))}
            onHigh={(v) => setHigh(String(Math.max(v, lowValue)))}
            onReady={() => setSliderReady(true)}
          />
        </Suspense>
      ) : null}
      <div className="price-inputs">
        <label>
          <span>Van €</span>
          <input
            type="number"
            name={sliderReady ? undefined : PRICE_MIN_PARAM}
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
            name={sliderReady ? undefined : PRICE_MAX_PARAM}
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

function DualRangeSlider(props: Parameters<NonNullable<typeof dualRange>>[0]) {
  dualRange ??= lazyDualRange();
  const Slider = dualRange;
  return <Slider {...props} />;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}
