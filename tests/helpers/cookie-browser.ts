// One browser's cookies for loader and action tests: Set-Cookie answers change them, requests carry
// them. With `run`, a thrown redirect or response is an answer too.

/** The cookies one browser holds, as Set-Cookie answers leave them. */
export class Browser {
  readonly cookies = new Map<string, string>();
  take(answer: unknown) {
    const headers =
      answer instanceof Response
        ? answer.headers
        : new Headers((answer as { init?: ResponseInit | null } | null)?.init?.headers ?? undefined);
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('=')).trim();
      const value = pair!.slice(pair!.indexOf('=') + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (gone || value === '' || value === '""') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(path: string) {
    return new Request(`http://localhost${path}`, { headers: { cookie: this.header() } });
  }
  post(path: string, fields: Record<string, string>) {
    return new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.header() },
      body: new URLSearchParams(fields),
    });
  }
}

/** Runs a loader or action; a thrown redirect is its answer too. */
export async function run<T>(browser: Browser, call: () => Promise<T>): Promise<T | Response> {
  try {
    return browser.take(await call()) as T;
  } catch (thrown) {
    if (thrown instanceof Response) return browser.take(thrown) as Response;
    throw thrown;
  }
}

export const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : null);
export const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;
export const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit | null }).init?.status ?? 200);
