// The related-products swipe strip (docs/requirements/catalogue-and-search.md#screens-and-routes): keen-slider on mobile (below 992 px) with 1 / 2 / 3
// slides from 0 / 640 / 768 px and a 10 px gap, touch moves only with more than 2 products; desktop
// keeps the plain grid. Loaded on demand with keen-slider itself, so neither is in the first load.
import KeenSlider from 'keen-slider';

const MOBILE = '(max-width: 991px)';

/** Turns the list into a slider while the viewport is mobile; answers the clean-up. */
export function mountRelatedSlider(el: HTMLElement, productCount: number): () => void {
  const media = window.matchMedia(MOBILE);
  let slider: { destroy(): void } | null = null;
  const update = () => {
    if (!media.matches) {
      slider?.destroy();
      slider = null;
      el.classList.remove('is-slider');
      return;
    }
    if (slider) return;
    el.classList.add('is-slider');
    slider = new KeenSlider(el, {
      selector: '.related-slide',
      drag: productCount > 2,
      slides: { perView: 1, spacing: 10 },
      breakpoints: {
        '(min-width: 640px)': { slides: { perView: 2, spacing: 10 } },
        '(min-width: 768px)': { slides: { perView: 3, spacing: 10 } },
      },
    });
  };
  update();
  media.addEventListener('change', update);
  return () => {
    media.removeEventListener('change', update);
    slider?.destroy();
    el.classList.remove('is-slider');
  };
}
