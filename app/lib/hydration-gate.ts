// Events before hydration stay the browser's own (docs/decisions/0035).
//
// React Router decodes the page data in the first render of <HydratedRouter>, so the document's root
// suspends once while hydration starts. A discrete event in that window (a shopper typing into the
// checkout form on a slow link) makes React 18 hydrate the root synchronously, which it cannot do
// for a suspended root: error #345, and the whole document is rendered again on the client
// (bench/hydration-typing.mjs). Until the root has hydrated, such events are kept from React: they
// do what they do without JavaScript (a character typed, a link followed, a form posted), which is
// how the page works until then anyway. Listeners on window in the capture phase run before React's
// own on the document.
// React 18's discrete events that it replays or hydrates for (its list), plus focus changes.
const EVENTS = [
  'auxclick',
  'beforeinput',
  'change',
  'click',
  'compositionend',
  'compositionstart',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'dragend',
  'dragstart',
  'drop',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'reset',
  'select',
  'submit',
  'textInput',
  'touchcancel',
  'touchend',
  'touchstart',
] as const;

const hold = (event: Event) => event.stopPropagation();

/** Keeps discrete events from React until the returned function is called (once hydrated). */
export function holdEventsUntilHydrated(target: Window = window): () => void {
  for (const type of EVENTS) target.addEventListener(type, hold, { capture: true });
  return () => {
    for (const type of EVENTS) target.removeEventListener(type, hold, { capture: true });
  };
}
