// The caller's IP address for the API's rate limits (docs/decisions/0044). A client can write any
// X-Forwarded-For, so the API believes an address only from:
//   1. the storefront's signed header `X-Client-IP: <ip>.<HMAC-SHA256("client-ip:<ip>")>` under the
//      service account's password (the secret the storefront and the API share) — every call the
//      storefront makes for a shopper or a staff member, also the open staff-login steps;
//   2. X-Forwarded-For on a call that carries the storefront's service token (the same secret proved
//      another way);
//   3. otherwise the socket the API accepted (Node: the bindings server.ts passes on), behind a
//      trusted load balancer (TRUST_PROXY=1) the last X-Forwarded-For hop, which that balancer appended.
// With none of these (an in-process call without a socket) every such caller shares 'unknown'.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { hmacSignature, verifyHmacSignature } from '../../lib/signing/node';
import { verifyToken } from '../auth/tokens';
import type { CommerceEnv } from '../http';

export const CLIENT_IP_HEADER = 'x-client-ip';

/** What is signed: the address, with a label so no other signature under the same secret fits. */
export const clientIpSignedData = (ip: string) => `client-ip:${ip}`;

/** An IPv4 or IPv6 address as written (no port, no zone); IPv4-mapped IPv6 becomes IPv4. */
export function normaliseIp(value: string | undefined | null): string | null {
  if (!value) return null;
  const ip = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return ip.length >= 2 && ip.length <= 64 && /^[0-9a-fA-F.:]+$/.test(ip) ? ip : null;
}

/** `<ip>.<signature>` for the X-Client-IP header (node:crypto; the storefront signs the same with Web Crypto). */
export function signClientIp(ip: string, secret: string): string {
  return `${ip}.${hmacSignature(clientIpSignedData(ip), secret)}`;
}

/** The address of a signed X-Client-IP header, or null when it was not signed with `secret`. */
export function verifySignedClientIp(header: string | undefined, secret: string): string | null {
  if (!header || header.length > 200) return null;
  const dot = header.lastIndexOf('.');
  if (dot <= 0) return null;
  const ip = normaliseIp(header.slice(0, dot));
  if (!ip || ip !== header.slice(0, dot)) return null;
  return verifyHmacSignature(clientIpSignedData(ip), header.slice(dot + 1), secret) ? ip : null;
}

function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The caller's IP address as described above; 'unknown' when there is none to believe. */
export function clientIp(c: Context<CommerceEnv>): string {
  const { config } = c.get('deps');
  const signed = verifySignedClientIp(c.req.header(CLIENT_IP_HEADER), config.serviceAccount.password);
  if (signed) return signed;
  const forwarded = c.req.header('x-forwarded-for');
  const hops = (forwarded ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const first = normaliseIp(hops[0]);
  const token = bearer(c);
  if (first && token && verifyToken(token, config.tokenSecret)) return first;
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  if (socket && config.trustProxy && hops.length) return normaliseIp(hops[hops.length - 1]) ?? normaliseIp(socket) ?? 'unknown';
  return normaliseIp(socket) ?? 'unknown';
}
