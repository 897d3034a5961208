import { describe, expect, it } from 'vitest';
import { paymentOriginsFrom } from './context';
import { contentSecurityPolicy } from './security-headers';

describe('the payment provider origins in the CSP', () => {
  it('keeps well-formed origins only', () => {
    expect(paymentOriginsFrom('https://www.mollie.com')).toEqual(['https://www.mollie.com']);
    expect(paymentOriginsFrom(['http://127.0.0.2:4000', 'https://www.mollie.com/'])).toEqual([
      'http://127.0.0.2:4000',
      'https://www.mollie.com',
    ]);
    // A setting that tries to widen the policy or inject a directive is dropped.
    for (const hostile of [
      '*',
      'https:',
      "https://a.example; script-src 'unsafe-inline'",
      'https://a.example/path',
      'javascript:alert(1)',
      "'unsafe-inline'",
      'https://*.example.com',
      '',
    ]) {
      expect(paymentOriginsFrom(hostile), hostile).toEqual([]);
    }
    expect(paymentOriginsFrom(undefined)).toEqual([]);
  });

  it("form-action is 'self' and exactly the provider's origin", () => {
    const directive = (csp: string) => csp.split('; ').find((d) => d.startsWith('form-action'));
    expect(directive(contentSecurityPolicy('n'))).toBe("form-action 'self'");
    expect(directive(contentSecurityPolicy('n', { formOrigins: paymentOriginsFrom('https://www.mollie.com') }))).toBe(
      "form-action 'self' https://www.mollie.com",
    );
  });
});
