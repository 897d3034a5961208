// The storefront's log (issue 35): on Node the shop's own pino logger — JSON, the request id and trace id
// on every line, personal data redacted (server.ts hands it over under a global symbol, because the
// built storefront is a module graph of its own); on the edge, where there is no pino, the console.
type Details = Record<string, unknown>;
interface PinoLike {
  warn(details: Details, message: string): void;
  error(details: Details, message: string): void;
  info(details: Details, message: string): void;
}

export const LOGGER_KEY = Symbol.for('slaapzaak.logger');

function target(): PinoLike | undefined {
  return (globalThis as { [LOGGER_KEY]?: PinoLike })[LOGGER_KEY];
}

/** An error's message only: stacks and causes of API errors can quote what a shopper typed. */
function detailsOf(detail: unknown): Details {
  if (detail === undefined) return {};
  if (detail instanceof Error) return { err: { message: detail.message, name: detail.name } };
  if (detail !== null && typeof detail === 'object' && !Array.isArray(detail)) return detail as Details;
  return { detail };
}

function write(level: keyof PinoLike, message: string, detail?: unknown) {
  const logger = target();
  if (logger) logger[level](detailsOf(detail), message);
  else console[level](message, detail ?? '');
}

export const log = {
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
