import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeVies, type FakeVies } from './fake-vies';
import { createEmbeddedVatValidator, createViesValidator } from './vies';

let vies: FakeVies;
const reasons: string[] = [];

beforeAll(async () => {
  vies = await startFakeVies(['NL004495445B01', 'BE0417497106']);
});
afterAll(() => vies.close());
beforeEach(() => {
  vies.requests.length = 0;
  vies.mode = 'ok';
  reasons.length = 0;
});

const validator = (timeoutMs = 1000) => createViesValidator({ baseUrl: vies.url, timeoutMs, onUnavailable: (r) => reasons.push(r) });

describe('VIES adapter', () => {
  it('posts { countryCode, vatNumber } without prefix and reads valid: true', async () => {
    expect(await validator().validate('NL', 'nl 0044.95.445 b01')).toBe('valid');
    expect(vies.requests).toEqual([{ countryCode: 'NL', vatNumber: '004495445B01' }]);
    expect(await validator().validate('BE', '0417497106')).toBe('valid');
    expect(vies.requests[1]).toEqual({ countryCode: 'BE', vatNumber: '0417497106' });
  });

  it('is invalid when VIES does not know the number', async () => {
    expect(await validator().validate('NL', 'NL123456782B01')).toBe('invalid');
    expect(vies.requests).toHaveLength(1);
  });

  it('is invalid without a call when the number has the wrong shape', async () => {
    expect(await validator().validate('NL', 'NL12345')).toBe('invalid');
    expect(await validator().validate('BE', 'NL004495445B01')).toBe('invalid');
    expect(vies.requests).toHaveLength(0);
  });

  it('is unavailable on a 500', async () => {
    vies.mode = 500;
    expect(await validator().validate('NL', 'NL004495445B01')).toBe('unavailable');
    expect(reasons[0]).toMatch(/HTTP 500/);
  });

  it('is unavailable when the member state does not answer (userError on a 200)', async () => {
    vies.mode = { userError: 'MS_UNAVAILABLE' };
    expect(await validator().validate('NL', 'NL004495445B01')).toBe('unavailable');
    expect(reasons[0]).toMatch(/MS_UNAVAILABLE/);
  });

  it('is unavailable on the errorWrappers envelope', async () => {
    vies.mode = 'busy';
    expect(await validator().validate('BE', 'BE0417497106')).toBe('unavailable');
    expect(reasons[0]).toMatch(/MS_MAX_CONCURRENT_REQ/);
  });

  it('is unavailable after the time-out', async () => {
    vies.mode = 'hang';
    const started = Date.now();
    expect(await validator(150).validate('NL', 'NL004495445B01')).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is unavailable when nothing listens', async () => {
    const offline = createViesValidator({ baseUrl: 'http://127.0.0.1:9/vies', timeoutMs: 500 });
    expect(await offline.validate('NL', 'NL004495445B01')).toBe('unavailable');
  });
});

describe('embedded VAT validator (check digits only)', () => {
  const embedded = createEmbeddedVatValidator();
  it('answers valid or invalid, never unavailable', async () => {
    expect(await embedded.validate('NL', 'NL004495445B01')).toBe('valid');
    expect(await embedded.validate('NL', 'NL000099998B57')).toBe('valid');
    expect(await embedded.validate('NL', 'NL123456789B01')).toBe('invalid');
    expect(await embedded.validate('BE', 'BE 0417.497.106')).toBe('valid');
    expect(await embedded.validate('BE', 'BE0123456789')).toBe('invalid');
    expect(await embedded.validate('NL', 'BE0417497106')).toBe('invalid');
  });
});
