// The honeypot of the public forms a bot would post (newsletter, review, contact, rug returns, the
// chat's order look-up, register): remix-utils' Honeypot, one per session secret, its encryption seed
// derived from that secret (Web Crypto only, so the same on Node and on the Workers runtime).
//
// Without the valid-from timestamp (validFromFieldName: null): remix-utils encrypts a fresh timestamp
// with a random IV for every render, so every page with a public form (home, product pages, the
// footer on all catalogue pages) would differ per request, and a page is public only when it is the
// same for everyone (docs/decisions/0031, 0037). The timestamp would add little here: its check only
// refuses a time in the future, and the signed CSRF token already proves the form came from our page.
import { data, type AppLoadContext } from 'react-router';
import { Honeypot, SpamError, type HoneypotInputProps } from 'remix-utils/honeypot/server';
import { hmac } from './web-cookies';

/** The trap's field name (remix-utils' default): looks like a name field to a bot, hidden from people. */
export const HONEYPOT_FIELD = 'name__confirm';

/** What a filled trap gets: neutral, nothing about why (a 400, nothing stored or sent). */
export const SPAM_MESSAGE = 'Je formulier kon niet worden verwerkt. Probeer het later nog eens.';

const honeypots = new Map<string, Promise<Honeypot>>();

function honeypotFor(secret: string): Promise<Honeypot> {
  let honeypot = honeypots.get(secret);
  if (!honeypot) {
    honeypot = hmac('honeypot-seed', secret).then(
      (encryptionSeed) => new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null, encryptionSeed }),
    );
    honeypots.set(secret, honeypot);
  }
  return honeypot;
}

/**
 * The props for HoneypotProvider (root loader). Only the field names: the encrypted timestamp that
 * getInputProps() also makes is left out, so the page data stays the same for every visitor.
 */
export async function honeypotInputProps(
  context: Pick<AppLoadContext, 'sessionSecret'>,
): Promise<Pick<HoneypotInputProps, 'nameFieldName' | 'validFromFieldName'>> {
  const { nameFieldName, validFromFieldName } = await (await honeypotFor(context.sessionSecret)).getInputProps();
  return { nameFieldName, validFromFieldName };
}

/** True when a bot filled the trap. A form without the trap (an API client, an old page) passes. */
export async function isSpam(form: FormData, context: Pick<AppLoadContext, 'sessionSecret'>): Promise<boolean> {
  try {
    await (await honeypotFor(context.sessionSecret)).check(form);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

/** For actions with no answer of their own: throws the 400 with the neutral message when the trap is filled. */
export async function refuseSpam(form: FormData, context: Pick<AppLoadContext, 'sessionSecret'>): Promise<void> {
  if (await isSpam(form, context)) throw data(SPAM_MESSAGE, { status: 400 });
}
