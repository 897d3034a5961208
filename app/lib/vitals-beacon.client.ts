// The field-data beacon (docs/decisions/0068), loaded by root.tsx only after hydration when
// the browser is idle, so the first load pays nothing for it. web-vitals (attribution build) reads
// the buffered performance entries, so loading late loses no measurement. One beacon per page load:
// when the shopper leaves the page (hidden, pagehide) or at the first navigation inside the shop,
// whichever comes first; later in-app navigations are not measured (web-vitals measures a document).
// Nothing is stored on the device and nothing identifies the shopper.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { PAGE_ROUTE_IDS, VITALS_PATH } from './vitals';

type Name = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

interface NetworkInformation {
  effectiveType?: string;
}

const CONNECTIONS = new Set(['slow-2g', '2g', '3g', '4g']);

function deviceClass(): 'mobile' | 'desktop' {
  const ua = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof ua?.mobile === 'boolean') return ua.mobile ? 'mobile' : 'desktop';
  return window.matchMedia('(pointer: coarse)').matches || window.innerWidth < 768 ? 'mobile' : 'desktop';
}

function connectionType(): string {
  const type = (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
  return type && CONNECTIONS.has(type) ? type : 'onbekend';
}

export interface VitalsSession {
  /** Sends now (an in-app navigation); a second call does nothing. */
  flush(): void;
}

/** Starts measuring a storefront page (the back office and resource routes are not measured). */
export function startVitals(route: string, landingPath: string): VitalsSession | null {
  if (!PAGE_ROUTE_IDS.has(route)) return null;
  const values: Partial<Record<Name, number>> = {};
  let lcpElement: string | undefined;
  let sent = false;
  const keep = (metric: MetricWithAttribution) => {
    const name = metric.name as Name;
    values[name] = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
    if (name === 'LCP') lcpElement = (metric.attribution as { target?: string }).target?.slice(0, 120) || undefined;
  };
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onFCP(keep, options);
  onTTFB(keep, options);

  const flush = () => {
    if (sent || Object.keys(values).length === 0) return;
    sent = true;
    const body = JSON.stringify({
      route,
      device: deviceClass(),
      connection: connectionType(),
      metrics: values,
      ...(lcpElement ? { lcp_element: lcpElement } : {}),
    });
    // A string goes as text/plain: no preflight, and the page may already be going away.
    if (!navigator.sendBeacon?.(VITALS_PATH, body)) {
      void fetch(VITALS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  // The first navigation inside the shop ends the landing page's measurement (Navigation API where the
  // browser has it; elsewhere the hidden/pagehide above). Already navigated before this chunk came:
  // send once the buffered entries are read.
  (window as Window & { navigation?: EventTarget }).navigation?.addEventListener('navigate', flush);
  if (window.location.pathname !== landingPath) setTimeout(flush, 200);
  return { flush };
}
