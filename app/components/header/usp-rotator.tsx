// docs/requirements/content-and-newsletter.md#screens-and-routes/#limits the rotating usp banner (autoplay 1500 ms, speed 1500 ms, loop), in CSS alone: it
// turns without JavaScript and costs no script (the first-load budget, docs/decisions/0021). Every
// highlight is in the list for screen readers; the copy of the first one at the end (for the seamless
// loop) is hidden from them. With prefers-reduced-motion nothing moves: all highlights stand wrapped.
// A pause control stops the turning (WCAG 2.2.2, docs/decisions/0048).
// How the two nested animations make "stand 1.5 s, slide 1.5 s, loop": docs/decisions/0039.
import type { ReactNode } from 'react';

export interface UspItem {
  key: string;
  content: ReactNode;
  className?: string;
}

/** Counts the stylesheet has a `usp-count-N` class for (--usp-count); beyond them the list stands still. */
const MIN_ROTATING = 2;
const MAX_ROTATING = 8;

export function UspRotator({ items, className, label }: { items: UspItem[]; className?: string; label: string }) {
  const rotating = items.length >= MIN_ROTATING && items.length <= MAX_ROTATING;
  const first = items[0];
  const classes = ['usp-rotator', rotating ? `usp-rotating usp-count-${items.length}` : 'usp-still', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {/* The window the highlights turn in; the pause control stands beside it, never under a turning item. */}
      <div className="usp-window">
        <div className="usp-steps">
          <ul className="usp-track" aria-label={label}>
            {items.map((item) => (
              <li key={item.key} className={item.className}>
                {item.content}
              </li>
            ))}
            {rotating && first ? (
              <li className={['usp-clone', first.className].filter(Boolean).join(' ')} aria-hidden="true">
                {first.content}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      {rotating ? (
        // WCAG 2.2.2: moving content has a pause. A checkbox the stylesheet reads (:has(:checked)), so it
        // works without JavaScript too and costs no script; focus or a pointer on the banner also hold it.
        <label className="usp-pause" title="Pauzeer de beloftes">
          <input type="checkbox" className="usp-pause-toggle" aria-label="Pauzeer de wisselende beloftes" />
          <span className="usp-pause-icon" aria-hidden="true" />
        </label>
      ) : null}
    </div>
  );
}
