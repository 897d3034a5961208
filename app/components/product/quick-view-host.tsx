import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { quickViewTarget } from './quick-view-store';

// Loaded only when a shopper opens a quick view for the first time.
const QuickView = lazy(() => import('./quick-view'));

/** Mount point of the quick view and quick-buy popups; renders nothing until one is opened. */
export function QuickViewHost() {
  const target = useStore(quickViewTarget);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <QuickView target={target} />
    </Suspense>
  );
}
