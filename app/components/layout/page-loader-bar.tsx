import { useNavigation } from 'react-router';
import { useEffect, useState } from 'react';

// docs/requirements/content-and-newsletter.md#limits Loader bar: throttle 200 ms, duration 5000 ms, hide delay 500 ms.
const THROTTLE_MS = 200;
const HIDE_DELAY_MS = 500;

export function PageLoaderBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'loading' | 'done'>('hidden');

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('loading'), THROTTLE_MS);
      return () => clearTimeout(show);
    }
    setPhase((p) => (p === 'loading' ? 'done' : p));
    const hide = setTimeout(() => setPhase('hidden'), HIDE_DELAY_MS);
    return () => clearTimeout(hide);
  }, [busy]);

  return <div className={`page-loader page-loader-${phase}`} role="presentation" aria-hidden="true" />;
}
