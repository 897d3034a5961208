import { describe, expect, it } from 'vitest';
import { isSuccessReturn, popupCookie, popupDelay, popupDelays } from './newsletter';

// docs/requirements/content-and-newsletter.md#states
describe('newsletter popup timing', () => {
  const base = { dismissed: false, consentAnswered: true, answeredThisVisit: false, search: '' };

  it('opens 30 s after load when consent was given before', () => {
    expect(popupDelay(base)).toBe(30_000);
  });

  it('opens 5 s after the cookie bar is answered, and not while it waits', () => {
    expect(popupDelay({ ...base, consentAnswered: false })).toBeNull();
    expect(popupDelay({ ...base, answeredThisVisit: true })).toBe(5_000);
  });

  it('never opens once dismissed', () => {
    expect(popupDelay({ ...base, dismissed: true })).toBeNull();
  });

  it('lets the test flag shorten the delays but never lengthen them', () => {
    expect(popupDelays('?popup_delay=200')).toEqual({ afterLoad: 200, afterConsent: 200 });
    expect(popupDelays('?popup_delay=999999')).toEqual({ afterLoad: 30_000, afterConsent: 5_000 });
    expect(popupDelays('?popup_delay=abc')).toEqual({ afterLoad: 30_000, afterConsent: 5_000 });
  });

  it('recognises the success return and writes the 7-day cookie on path /', () => {
    expect(isSuccessReturn('?newsletter=succes')).toBe(true);
    expect(isSuccessReturn('?newsletter=ok')).toBe(false);
    expect(popupCookie(false)).toBe('newsletterpopup=1; Path=/; Max-Age=604800; SameSite=Lax');
  });
});
