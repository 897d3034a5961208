import { useEffect, useRef, useState } from 'react';
import type { NewsletterPopup as PopupContent } from '~/models/content.server';
import { NEWSLETTER_SUCCESS, popupCookie } from '~/lib/newsletter';
import { Icon } from '../ui/icon';
import { NewsletterSignup } from './newsletter-signup';

function remember() {
  document.cookie = popupCookie(window.location.protocol === 'https:');
}

/** The popup dialog (loaded on demand by popup-host.tsx). Closing it, or signing up, sets the cookie. */
export default function NewsletterPopup({ success, onClose }: { success: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [content, setContent] = useState<PopupContent | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetch('/api/newsletter-popup', { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<PopupContent>) : Promise.reject(new Error(String(res.status)))))
      .then((c) => !cancelled && setContent(c))
      .catch((error: Error) => {
        console.warn('Nieuwsbrief-pop-up niet geladen', error.message);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const visible = success || (content?.active ?? false);
  useEffect(() => {
    const el = dialog.current;
    if (visible && el && !el.open) el.showModal();
  }, [visible, content]);

  if (failed && !success) return null;
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
