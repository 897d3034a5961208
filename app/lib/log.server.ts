// The storefront's log (docs/decisions/0061): on Node the shop's own pino logger — JSON, the request id and trace id
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

/** An error as name, message and stack (the logger scrubs what they quote); not its cause or fields. */
function detailsOf(detail: unknown): Details {
  if (detail === undefined) return {};
  if (detail instanceof Error) return { err: { name: detail.name, message: detail.message, stack: detail.stack } };
  if (detail !== null && typeof detail === 'object' && !Array.isArray(detail)) return detail as Details;
  return { detail };
}

function write(level: keyof PinoLike, message: string, details: unknown[]) {
  const logger = target();
  const merged = details.length <= 1 ? detailsOf(details[0]) : { detail: details.map((d) => (d instanceof Error ? d.message : d)) };
  if (logger) logger[level](merged, message);
  else console[level](message, ...details);
}

/** `log.warn('Winkelwagen niet geladen', error)`: a message, then whatever explains it. */
export const log = {
  info: (message: string, ...details: unknown[]) => write('info', message, details),
  warn: (message: string, ...details: unknown[]) => write('warn', message, details),
  error: (message: string, ...details: unknown[]) => write('error', message, details),
};
