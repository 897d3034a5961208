// The chat page without JavaScript keeps its conversation in a signed cookie (HMAC-SHA256 with the
// session secret, base64url: the shop's signing helper, lib/signing/web.ts). The state is deflated
// and trimmed to the newest messages so the cookie stays under the 4 KB browsers accept.
import { signValue, verifyHmacSignature } from '../../lib/signing/web';
import { initialChatState, type ChatMessage, type ChatState } from './chat-machine';

const COOKIE = 'slaapzaak_chat';
const MAX_COOKIE = 3800;
const encoder = new TextEncoder();

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return null;
}

/** The conversation of this browser, or a fresh one when there is none or the cookie was altered. */
export async function readChatState(request: Request, secret: string): Promise<ChatState> {
  const raw = cookieValue(request.headers.get('Cookie'), COOKIE);
  if (!raw) return initialChatState();
  const [payload, signature] = raw.split('.');
  if (!payload || !signature || !(await verifyHmacSignature(payload, signature, secret))) return initialChatState();
  try {
    const json = new TextDecoder().decode(await transform(fromB64url(payload), new DecompressionStream('deflate-raw')));
    const state = JSON.parse(json) as ChatState;
    if (!Array.isArray(state.messages) || !['start', 'answered', 'rating', 'end'].includes(state.phase)) return initialChatState();
    return state;
  } catch {
    return initialChatState();
  }
}

const attributes = (secure: boolean, maxAge: number) =>
  `Path=/service/chat; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

/** Set-Cookie for this state: the newest messages that fit. */
export async function writeChatState(state: ChatState, secret: string, secure: boolean): Promise<string> {
  let messages: ChatMessage[] = state.messages.slice(-30);
  for (;;) {
    const json = JSON.stringify({ ...state, messages });
    const payload = b64url(await transform(encoder.encode(json), new CompressionStream('deflate-raw')));
    const value = await signValue(payload, secret);
    if (value.length <= MAX_COOKIE || messages.length <= 1) return `${COOKIE}=${value}; ${attributes(secure, 60 * 60 * 24)}`;
    messages = messages.slice(Math.ceil(messages.length / 4));
  }
}

export const clearChatCookie = (secure: boolean) => `${COOKIE}=; ${attributes(secure, 0)}`;
