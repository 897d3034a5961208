// The honeypot inputs for a public form (remix-utils' HoneypotInputs, names from the root loader's
// HoneypotProvider; lib/honeypot.server.ts checks them). Hidden from people and screen readers: the
// wrapper is aria-hidden and display:none (remix-utils' inline style, allowed by its hash in the
// CSP, and the same rule in app.css), the input is out of the tab order and never autofilled.
import { HoneypotInputs } from 'remix-utils/honeypot/react';

export function HoneypotField() {
  return <HoneypotInputs label="Laat dit veld leeg" />;
}

/** The trap's field name (lib/honeypot.server.ts HONEYPOT_FIELD): for forms posted as JSON (the chat widget). */
export const HONEYPOT_NAME = 'name__confirm';
