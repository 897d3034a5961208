// VAT validators. The embedded default checks the check digits offline; the VIES adapter asks the
// European Commission's VIES REST API whether the number is registered.
import type { VatValidator } from './types';
import { compactVatNumber, isValidVatFormat, vatNumberBody } from '#contract/rules/vat';

export const VIES_BASE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

export interface ViesValidatorOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Told why a call counted as 'unavailable' (for the log); never throws into the caller. */
  onUnavailable?: (reason: string) => void;
}

/** The answer of POST /check-vat-number, as far as we read it. */
interface ViesCheckResponse {
  valid?: unknown;
  isValid?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: { error?: string; message?: string }[];
}

/**
 * VIES REST API: POST {baseUrl}/check-vat-number with { countryCode, vatNumber } (number without
 * prefix), answering { valid: boolean, userError, name, address, … }. A number of the wrong shape is
 * 'invalid' without a call (VIES would answer INVALID_INPUT). Network errors, time-outs, non-2xx
 * answers and VIES's own error answers (actionSucceed: false with errorWrappers, or a userError
 * such as MS_UNAVAILABLE / MS_MAX_CONCURRENT_REQ / TIMEOUT) are 'unavailable', which docs/requirements/checkout-and-payment.md#validation
 * counts as valid.
 */
export function createViesValidator(options: ViesValidatorOptions = {}): VatValidator {
  const { baseUrl = VIES_BASE_URL, fetch = globalThis.fetch, timeoutMs = 3000, onUnavailable } = options;
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  const unavailable = (reason: string) => {
    onUnavailable?.(reason);
    return 'unavailable' as const;
  };

  return {
    async validate(countryCode, number) {
      const vatNumber = vatNumberBody(number, countryCode);
      if (!vatNumber) return 'invalid';
      let body: ViesCheckResponse;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return unavailable(`VIES answered HTTP ${response.status}`);
        body = (await response.json()) as ViesCheckResponse;
      } catch (error) {
        return unavailable(`VIES call failed: ${(error as Error).message}`);
      }
      if (body.actionSucceed === false || (body.errorWrappers?.length ?? 0) > 0) {
        return unavailable(`VIES error ${body.errorWrappers?.map((e) => e.error).join(', ') || 'unknown'}`);
      }
      const userError = typeof body.userError === 'string' ? body.userError : undefined;
      if (userError === 'INVALID' || userError === 'INVALID_INPUT') return 'invalid';
      if (userError && userError !== 'VALID') return unavailable(`VIES userError ${userError}`);
      const valid = typeof body.valid === 'boolean' ? body.valid : body.isValid;
      if (typeof valid !== 'boolean') return unavailable('VIES answer without a verdict');
      return valid ? 'valid' : 'invalid';
    },
  };
}

/** The embedded default: only the check digits (never 'unavailable'). */
export function createEmbeddedVatValidator(): VatValidator {
  return {
    async validate(countryCode, number) {
      return isValidVatFormat(compactVatNumber(number), countryCode) ? 'valid' : 'invalid';
    },
  };
}
