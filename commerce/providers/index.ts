import type { Mailer } from './mail';

// Swappable outside services. Each has an embedded default and a real adapter; later issues add
// payment, address, vat, mail and assistant providers here.
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CommerceProviders {
  logger: Logger;
  mailer: Mailer;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
