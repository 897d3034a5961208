import { useLocation } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import type { NewsletterPopup as PopupContent } from '~/models/content.server';
import { isSuccessReturn, NEWSLETTER_SUCCESS, POPUP_COOKIE, popupCookie, popupDelay } from '~/lib/newsletter';
import { Icon } from '../ui/icon';
import { NewsletterSignup } from './newsletter-signup';

function dismissed(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${POPUP_COOKIE}=1`);
}

function remember() {
  document.cookie = popupCookie(window.location.protocol === 'https:');
}

/**
 * docs/requirements/content-and-newsletter.md#states Newsletter popup (loaded on demand by popup-host.tsx): hidden; shown 30 s after load, or
 * 5 s after the cookie bar is answered, when its content is active and no newsletterpopup cookie
 * exists; a success state on the success return. Closing it, or signing up, sets the cookie. The
 * clock runs from the page load, not from each navigation.
 */
export default function NewsletterPopup({ consent }: { consent: string | null }) {
  const location = useLocation();
  const consentAtLoad = useRef(consent);
  const searchAtLoad = useRef(location.search);
  const [state, setState] = useState<'hidden' | 'form' | 'success'>('hidden');

  useEffect(() => {
    if (isSuccessReturn(location.search)) setState('success');
  }, [location.search]);

  // When the cookie bar was answered on this page (performance.now()): taken in the click itself, so
  // the 5 s run from the shopper's answer, not from the server's round trip that brings `consent`
  // (under load that came a second or more later, and the popup with it; docs/decisions/0049).
  const [answeredAt, setAnsweredAt] = useState<number | null>(null);
  useEffect(() => {
    if (consentAtLoad.current !== null || answeredAt !== null) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.cookie-bar button[name="choice"]')) setAnsweredAt(performance.now());
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [answeredAt]);
  const answered = consent !== null || answeredAt !== null;

  useEffect(() => {
    if (state !== 'hidden') return;
    const delay = popupDelay({
      dismissed: dismissed(),
      consentAnswered: answered,
      answeredThisVisit: consentAtLoad.current === null,
      search: searchAtLoad.current,
    });
    if (delay === null) return;
    // 'After load' counts from the navigation start (this module loads a moment after it); an
    // answer on this page from its click (or, answered elsewhere, from now).
    const since = consentAtLoad.current !== null ? performance.now() : answeredAt !== null ? performance.now() - answeredAt : 0;
    const left = delay - since;
    if (left <= 0) {
      setState('form');
      return;
    }
    const timer = window.setTimeout(() => setState('form'), left);
    return () => window.clearTimeout(timer);
  }, [answered]);

  if (state === 'hidden') return null;
  return <PopupDialog success={state === 'success'} onClose={() => setState('hidden')} />;
}

function PopupDialog({ success, onClose }: { success: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [content, setContent] = useState<PopupContent | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetch('/api/newsletter-popup/', { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<PopupContent>) : Promise.reject(new Error(String(res.status)))))
      .then((c) => !cancelled && setContent(c))
      .catch((error: Error) => console.warn('Nieuwsbrief-pop-up niet geladen', error.message));
    return () => {
      cancelled = true;
    };
  }, []);

  const visible = success || (content?.active ?? false);
  useEffect(() => {
    const el = dialog.current;
    if (visible && el && !el.open) el.showModal();
  }, [visible]);
  if (!visible) return null;

  const close = () => {
    remember();
    dialog.current?.close();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="newsletter-popup"
      aria-labelledby="newsletter-popup-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <button type="button" className="popup-close" onClick={close} aria-label="Sluiten">
        <Icon name="close" size={20} />
      </button>
      {success ? (
        <>
          <h2 id="newsletter-popup-title">Bedankt voor je aanmelding!</h2>
          <p role="status">{NEWSLETTER_SUCCESS}</p>
          <button type="button" className="button button-primary" onClick={close}>
            Verder winkelen
          </button>
        </>
      ) : content ? (
        <>
          <h2 id="newsletter-popup-title">{content.title}</h2>
          <p>{content.content}</p>
          <NewsletterSignup idPrefix="popup" buttonText={content.button_text} onSubscribed={remember} />
          <p className="small-print">{content.small_text}</p>
        </>
      ) : null}
    </dialog>
  );
}
