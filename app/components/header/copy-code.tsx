import { useEffect, useState } from 'react';
import { Icon } from '../ui/icon';
import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * docs/requirements/content-and-newsletter.md#states Copy-code button: a check for 2 seconds after copying. Needs JS; the code itself is selectable
 * text. Without the Clipboard API (an old browser, an insecure origin) or when writing is refused, the
 * button selects the code on the page instead and says so. The server renders it hidden and inert, in
 * its final size, so the alert bar keeps its height when it becomes usable (on a phone the button
 * wraps to a second line: a layout shift otherwise).
 */
export function CopyCodeButton({ code }: { code: string }) {
  const hydrated = useHydrated();
  // 'copied' to the clipboard, or 'selected' on the page where there is no clipboard to write to.
  const [copied, setCopied] = useState<'copied' | 'selected' | false>(false);
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
      onClick={(event) => {
        const codeElement = event.currentTarget.previousElementSibling;
        const fallBack = (reason: unknown) => {
          // docs/requirements/content-and-newsletter.md#errors Clipboard failure: logged. The code is selected instead, ready for Ctrl+C / long press.
          console.warn('Kopiëren mislukt, code geselecteerd', reason instanceof Error ? reason.message : reason);
          setCopied(selectCode(codeElement, code) ? 'selected' : false);
        };
        if (!navigator.clipboard?.writeText) return fallBack('geen Clipboard API');
        navigator.clipboard.writeText(code).then(() => setCopied('copied'), fallBack);
      }}
      aria-label={
        copied === 'copied' ? `Code ${code} gekopieerd` : copied === 'selected' ? `Code ${code} geselecteerd` : `Kopieer code ${code}`
      }
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span aria-live="polite">{copied === 'copied' ? 'Gekopieerd' : copied === 'selected' ? 'Geselecteerd' : 'Kopieer'}</span>
    </button>
  );
}

/** Selects the code's text on the page (the element before the button when it shows the code). */
function selectCode(element: Element | null, code: string): boolean {
  const selection = window.getSelection();
  if (!selection || !element || element.textContent?.trim() !== code) return false;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
  return true;
}
