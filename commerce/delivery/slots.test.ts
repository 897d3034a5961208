// Slot capacity as a rule (docs/decisions/0059, ADR 0059): what is offered, what a choice may be, the region.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, offeredDays, regionOf, SLOTS, validateDeliveryChoice, type DeliveryOffer } from './slots';
import { dayNumber, isDeliveryDay, isoDay } from './promise';
import { orderConfirmationMail } from '../order/order-mail';

const DAY_2026_01_01 = dayNumber(2026, 1, 1);

function offerOf(days: number[], left: (date: string, slot: string) => number): DeliveryOffer {
  return {
    region: 'NL12',
    earliest: isoDay(days[0]!),
    weeks: [
      {
        label: 'x',
        days: days.map((d) => ({
          date: isoDay(d),
          text: isoDay(d),
          slots: SLOTS.map((slot) => ({ slot, text: slot, left: left(isoDay(d), slot) })),
        })),
      },
    ],
    services: [],
  };
}

describe('crew delivery slots', () => {
  it('offers only crew delivery days (no Sundays, Saturdays or holidays), in order, within the window from the earliest day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), (offset) => {
        const earliest = DAY_2026_01_01 + offset;
        const days = offeredDays(earliest);
        expect(days.length).toBeGreaterThan(10);
        for (const [i, d] of days.entries()) {
          expect(isDeliveryDay(d, 'crew')).toBe(true);
          expect(d).toBeGreaterThanOrEqual(earliest);
          expect(d).toBeLessThan(earliest + BOOKING_WINDOW_DAYS);
          if (i > 0) expect(d).toBeGreaterThan(days[i - 1]!);
        }
        // Nothing skipped: every crew delivery day in the window is there.
        for (let d = earliest; d < earliest + BOOKING_WINDOW_DAYS; d++) expect(days.includes(d)).toBe(isDeliveryDay(d, 'crew'));
      }),
    );
  });

  it('accepts exactly an offered day with room in the chosen part of day; anything else is refused with a Dutch message', () => {
    const days = offeredDays(dayNumber(2026, 12, 14));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...days.map(isoDay)),
          fc
            .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          fc.string(),
        ),
        fc.oneof(fc.constantFrom(...SLOTS), fc.string()),
        fc.func(fc.integer({ min: 0, max: 3 })),
        fc.boolean(),
        (date, slot, places, assembly) => {
          const offer = offerOf(days, (d, s) => places(d, s));
          const result = validateDeliveryChoice(offer, {
            delivery_date: date,
            delivery_slot: slot,
            service_assembly: assembly ? 'on' : '',
          });
          const offered = offer.weeks[0]!.days.find((d) => d.date === date);
          const room = offered?.slots.find((s) => s.slot === slot)?.left ?? 0;
          if (offered && room > 0) {
            expect(result.issues).toEqual([]);
            expect(result.delivery).toEqual({ date, slot, assembly, takeback: false, takeback_pieces: 0, floors: 0 });
          } else {
            expect(result.delivery).toBeNull();
            expect(result.issues.length).toBeGreaterThan(0);
            for (const issue of result.issues) expect(issue.message).toMatch(/^(Kies|Dit dagdeel is vol)/);
          }
        },
      ),
    );
  });

  it('a full part of day is refused as full', () => {
    const days = offeredDays(dayNumber(2026, 12, 14));
    const offer = offerOf(days, (_d, s) => (s === 'avond' ? 0 : 2));
    expect(validateDeliveryChoice(offer, { delivery_date: '2026-12-15', delivery_slot: 'avond' }).issues).toEqual([
      { path: 'delivery_slot', message: 'Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.' },
    ]);
  });

  it('the region is the postcode area of the address, never a choice of the form', () => {
    expect(regionOf({ zipcode: '1234 AB', country_code: 'NL' })).toBe('NL12');
    expect(regionOf({ zipcode: '9711AA', country_code: 'nl' })).toBe('NL97');
    expect(regionOf({ zipcode: '2000', country_code: 'BE' })).toBe('BE20');
    expect(regionOf({ zipcode: '12', country_code: 'NL' })).toBeNull();
    expect(regionOf(null)).toBeNull();
  });

  it('the confirmation mail says the day in Dutch, the part of day and each service apart from the insurance', () => {
    const order = {
      number: 'DKBD0000001',
      email: 'a@example.nl',
      customer: { first_name: 'Sanne' },
      shippingAddress: { street: 'Dam', house_number: '1', zipcode: '1012 JS', city: 'Amsterdam' },
      subTotal: 100000,
      discountTotal: 0,
      shippingCosts: 0,
      paymentCosts: 0,
      additionalCosts: 4900 + 2500,
      grandTotal: 107400,
    } as unknown as Parameters<typeof orderConfirmationMail>[0];
    const mail = orderConfirmationMail(order, [], 'iDEAL', {
      date: '2026-12-04',
      slot: 'ochtend',
      day_text: 'vrijdag 4 december',
      slot_text: 'ochtend (8:00–12:00)',
      services: [
        { code: 'assembly', title: 'Montage door onze bezorgers', price_incl: 4900 },
        { code: 'takeback', title: 'Oude matras of bed retour', price_incl: 2500 },
      ],
      released: false,
    });
    expect(mail.text).toContain('Bezorgdag: vrijdag 4 december, ochtend (8:00–12:00)');
    expect(mail.text).toContain('Montage door onze bezorgers: € 49,00');
    expect(mail.text).toContain('Oude matras of bed retour: € 25,00');
    expect(mail.text).not.toContain('Verzendverzekering');
    expect(mail.html).toContain('vrijdag 4 december');
  });
});
