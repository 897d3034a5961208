import { useEffect, useState } from 'react';
import { Icon } from '../ui/icon';
import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * SPEC §4 Copy-code button: a check for 2 seconds after copying. Needs JS; the code itself is selectable
 * text. The server renders it hidden and inert, in its final size, so the alert bar keeps its height
 * when it becomes usable (on a phone the button wraps to a second line: a layout shift otherwise).
 */
export function CopyCodeButton({ code }: { code: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(t);
  }, [copied]);
  if (!hydrated) {
    return (
      <button type="button" className="copy-code pending" disabled aria-hidden="true" tabIndex={-1}>
        <Icon name="copy" size={16} />
        <span>Kopieer</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="copy-code"
      onClick={() => {
        navigator.clipboard?.writeText(code).then(
          () => setCopied(true),
          (error) => console.warn('Kopiëren mislukt', error),
        );
      }}
      aria-label={copied ? `Code ${code} gekopieerd` : `Kopieer code ${code}`}
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span aria-live="polite">{copied ? 'Gekopieerd' : 'Kopieer'}</span>
    </button>
  );
}
