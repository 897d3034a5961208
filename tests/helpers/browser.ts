// One browser's cookies against the storefront's loaders and actions called in-process: each answer's
// Set-Cookie lines are kept, and the next request carries them, as a browser would.

/** One browser's cookies, as its Set-Cookie answers leave them. */
export function browser() {
  const jar = new Map<string, string>();
  const take = (answer: unknown) => {
    const headers =
      answer instanceof Response
        ? answer.headers
        : new Headers((answer as { init?: ResponseInit | null } | null)?.init?.headers ?? undefined);
    for (const line of headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim());
    }
    return answer;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    get: (path: string) => new Request(`http://localhost${path}`, { headers: { cookie: cookie() } }),
    post: (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
        body: new URLSearchParams(fields),
      }),
    /** Runs a loader or action; a thrown answer (redirect, 404) is its answer too. */
    async run(call: () => Promise<unknown>): Promise<unknown> {
      try {
        return take(await call());
      } catch (thrown) {
        if (thrown instanceof Response || (thrown && typeof thrown === 'object' && 'init' in thrown)) return take(thrown);
        throw thrown;
      }
    },
  };
}

export const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : null);
export const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit | null }).init?.status ?? 200);
