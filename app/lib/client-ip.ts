// The shopper's IP address as the storefront's server sees it, for the API's rate limits. By default
// the socket's peer address; behind a reverse proxy (TRUST_PROXY=1) the last X-Forwarded-For hop,
// which that proxy appended. Earlier hops are typed by the client and never trusted.

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
