import { imageSrc, imageSrcSet } from '~/lib/product-image';
import { highFetchPriority } from '../ui/priority';

/** The gallery image's rendered widths; the product route's preload of the first image uses them too. */
export const GALLERY_SIZES = '(min-width: 992px) 560px, (min-width: 768px) 50vw, 100vw';

/**
 * The image gallery: a scroll-snap strip of all images with thumbnail links to each, so it works
 * without JavaScript. The first image is the LCP element: in the first HTML, eager, high priority.
 */
export function Gallery({ images, title }: { images: { url: string; alt: string }[]; title: string }) {
  if (images.length === 0) return <div className="gallery gallery-empty" aria-label={title} />;
  return (
    <div className="gallery">
      {/* A scrollable strip: focusable, so keyboard users can scroll it with the arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <ul className="gallery-strip" aria-label="Afbeeldingen" tabIndex={0}>
        {images.map((image, i) => (
          <li key={image.url} id={`afbeelding-${i + 1}`} className="gallery-slide">
            <img
              src={imageSrc(image.url, 640)}
              srcSet={imageSrcSet(image.url)}
              sizes={GALLERY_SIZES}
              alt={image.alt}
              width={600}
              height={600}
              decoding={i === 0 ? 'sync' : 'async'}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...(i === 0 ? highFetchPriority : {})}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ol className="gallery-thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <a href={`#afbeelding-${i + 1}`} aria-label={`Afbeelding ${i + 1} van ${images.length}`}>
                <img src={imageSrc(image.url, 160)} alt="" width={64} height={64} loading="lazy" />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
