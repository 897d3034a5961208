// A static fragment: HTML rendered once on the server (lib/frame-fragments.server.tsx) and placed in
// the page as it is. React leaves an element with dangerouslySetInnerHTML alone while hydrating, so
// the browser keeps the server's HTML: the client takes it from the document (a copy is kept for
// later remounts, e.g. another layout) and never needs the data it was made from. A page whose
// document had no such fragment (the checkout's own frame) fetches it from /api/frame. Clicks on
// same-origin links inside become client-side navigations, like <Link>.
import { useNavigate } from 'react-router';
import { createContext, useContext, useEffect, useState, type ElementType, type MouseEvent } from 'react';

export type FragmentName = 'shop-tabs' | 'mobile-menu' | 'footer' | 'footer-rating';
export type Fragments = Partial<Record<FragmentName, string>>;

const FragmentContext = createContext<Fragments | null>(null);
/** Set by entry.server around the document; absent in the browser. */
export const FragmentProvider = FragmentContext.Provider;

const copies = new Map<FragmentName, string>();
let fetched: Promise<Fragments> | null = null;

const elementId = (name: FragmentName) => `fragment-${name}`;

function fromDocument(name: FragmentName): string {
  const kept = copies.get(name);
  if (kept !== undefined || typeof document === 'undefined') return kept ?? '';
  const html = document.getElementById(elementId(name))?.innerHTML ?? '';
  if (html) copies.set(name, html);
  return html;
}

export function StaticFragment({
  name,
  as: Tag = 'div',
  ...rest
}: {
  name: FragmentName;
  as?: ElementType;
  className?: string;
  'aria-label'?: string;
}) {
  const server = useContext(FragmentContext);
  const [html, setHtml] = useState(() => (server ? (server[name] ?? '') : fromDocument(name)));
  const navigate = useNavigate();
  useEffect(() => {
    if (html) return;
    let live = true;
    // The route's own URL, with its slash: without it the trailing-slash rule answers a 301 first, a round
    // trip more before the footer shows. An answer that is not 200 is a failure like no answer: the next
    // fragment that mounts asks again, rather than this document keeping an empty footer.
    fetched ??= fetch('/api/frame/', { headers: { accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<Fragments>;
    });
    fetched.then(
      (fragments) => {
        const value = fragments[name];
        if (value) copies.set(name, value);
        if (live && value) setHtml(value);
      },
      () => (fetched = null),
    );
    return () => {
      live = false;
    };
  }, [html, name]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return <Tag id={elementId(name)} {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
