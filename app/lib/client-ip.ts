// The shopper's IP address as the storefront's server sees it, for the API's rate limits. By default
// the socket's peer address; behind a reverse proxy (TRUST_PROXY=1) the last X-Forwarded-For hop,
// which that proxy appended. Earlier hops are typed by the client and never trusted.
import { hmacSignature } from '../../lib/signing/web';

export function clientIpFrom(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
): string | undefined {
  let ip = socketAddress;
  if (trustProxy && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) ip = hops[hops.length - 1];
  }
  if (!ip) return undefined;
  // IPv4 clients on a dual-stack socket show up as ::ffff:1.2.3.4.
  ip = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return /^[0-9a-fA-F.:]{2,64}$/.test(ip) ? ip : undefined;
}

/**
 * The API believes a forwarded address only when the storefront signs it (docs/decisions/0044):
 * `X-Client-IP: <ip>.<HMAC-SHA256("client-ip:<ip>")>` under the service account's password, the
 * secret the storefront and the API share. A client's own X-Forwarded-For is never passed on.
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

export async function signClientIp(ip: string, secret: string): Promise<string> {
  return `${ip}.${await hmacSignature(`client-ip:${ip}`, secret)}`;
}

/**
 * Turns the X-Forwarded-For a model put on an API call (the shopper's address as this server saw it)
 * into the signed X-Client-IP; any X-Client-IP or X-Forwarded-For of another origin is dropped.
 */
export async function signForwardedIp(headers: Headers, secret: string): Promise<void> {
  const forwarded = headers.get('x-forwarded-for');
  headers.delete('x-forwarded-for');
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIpFrom(forwarded?.split(',')[0], null, false);
  if (ip) headers.set(CLIENT_IP_HEADER, await signClientIp(ip, secret));
}
