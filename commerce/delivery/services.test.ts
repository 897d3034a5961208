// The crew's extra services with counts (docs/decisions/0069): take-back per piece, carrying
// upstairs per floor, priced by the pricing module incl. 21% BTW; the shipping step's counts as a rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotalsOf, DELIVERY_SERVICES, MAX_FLOORS, servicePriceOf, servicesTotalOf, vatPartOf } from '../pricing/pricing';
import { bookedServices, SLOTS, takebackPiecesMessage, validateDeliveryChoice, type DeliveryOffer } from './slots';

const offer = (pieces: number): DeliveryOffer => ({
  region: 'NL12',
  earliest: '2026-12-14',
  weeks: [
    {
      label: 'x',
      days: [{ date: '2026-12-14', text: 'maandag 14 december', slots: SLOTS.map((slot) => ({ slot, text: slot, left: 1 })) }],
    },
  ],
  services: [],
  pieces,
  max_floors: MAX_FLOORS,
});
const day = { delivery_date: '2026-12-14', delivery_slot: 'ochtend' };

describe('crew services priced per piece and per floor', () => {
  it('the fees: take-back € 25 per piece, upstairs € 15 per floor, assembly € 49 once', () => {
    expect(DELIVERY_SERVICES.takeback.price_incl).toBe(2500);
    expect(DELIVERY_SERVICES.upstairs.price_incl).toBe(1500);
    expect(DELIVERY_SERVICES.assembly.price_incl).toBe(4900);
  });

  it('total = assembly + pieces × take-back fee + floors × floor fee; 0 for what is not chosen', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: MAX_FLOORS }),
        (assembly, takeback, pieces, floors) => {
          const choice = { assembly, takeback, takeback_pieces: pieces, floors };
          const expected = (assembly ? 4900 : 0) + (takeback ? pieces * 2500 : 0) + floors * 1500;
          expect(servicesTotalOf(choice)).toBe(expected);
          expect(servicePriceOf('takeback', choice)).toBe(takeback ? pieces * 2500 : 0);
          expect(servicePriceOf('upstairs', choice)).toBe(floors * 1500);
        },
      ),
    );
  });

  it('take-back ticked without a count is one piece (as before ADR 0069); no floors is the ground floor', () => {
    expect(servicesTotalOf({ assembly: false, takeback: true })).toBe(2500);
    expect(servicesTotalOf({ assembly: false, takeback: false, takeback_pieces: 5 })).toBe(0);
  });

  it('the services are part of the grand total, and its BTW is 21/121 of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: MAX_FLOORS }), (pieces, floors) => {
        const services = servicesTotalOf({ assembly: false, takeback: true, takeback_pieces: pieces, floors });
        const lines = [{ price: 99900, price_old: null, quantity: pieces }];
        const totals = cartTotalsOf(lines as never, null, { shipping: { price: 0, standard: 0 }, payment: 0, insurance: 0, services });
        expect(totals.additional_costs).toBe(pieces * 2500 + floors * 1500);
        expect(totals.grand_total).toBe(99900 * pieces + pieces * 2500 + floors * 1500);
        expect(vatPartOf(totals.grand_total)).toBe(Math.round((totals.grand_total * 21) / 121));
        expect(vatPartOf(services)).toBe(Math.round((services * 21) / 121));
      }),
    );
  });
});

describe('the shipping step’s counts', () => {
  it('take-back pieces: accepted exactly from 1 to the crew pieces; floors exactly from 0 to 10; else a Dutch refusal at the field', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -3, max: 12 }),
        fc.integer({ min: -3, max: 14 }),
        fc.boolean(),
        (max, pieces, floors, asText) => {
          const result = validateDeliveryChoice(offer(max), {
            ...day,
            service_takeback: 'on',
            service_takeback_pieces: asText ? String(pieces) : pieces,
            service_floors: asText ? String(floors) : floors,
          });
          const piecesOk = pieces >= 1 && pieces <= max;
          const floorsOk = floors >= 0 && floors <= MAX_FLOORS;
          expect(result.issues.some((i) => i.path === 'service_takeback_pieces')).toBe(!piecesOk);
          expect(result.issues.some((i) => i.path === 'service_floors')).toBe(!floorsOk);
          if (piecesOk && floorsOk) expect(result.delivery).toMatchObject({ takeback: true, takeback_pieces: pieces, floors });
          else expect(result.delivery).toBeNull();
        },
      ),
    );
  });

  it('refuses fractions, exponents, words, objects and huge numbers in Dutch', () => {
    for (const bad of ['1.5', 1.5, '1e1', 'twee', [2], { n: 2 }, 1e12, '999999999', Number.NaN, ' -1 ']) {
      const pieces = validateDeliveryChoice(offer(3), { ...day, service_takeback: 'on', service_takeback_pieces: bad });
      expect(pieces.delivery, String(bad)).toBeNull();
      expect(pieces.issues).toEqual([{ path: 'service_takeback_pieces', message: takebackPiecesMessage(3) }]);
      const floors = validateDeliveryChoice(offer(3), { ...day, service_floors: bad });
      expect(floors.issues).toEqual([{ path: 'service_floors', message: 'Kies het aantal verdiepingen zonder lift: 0 tot en met 10.' }]);
    }
    expect(takebackPiecesMessage(3)).toBe('Kies hoeveel oude matrassen of bedden we meenemen: 1 tot en met 3 (zoveel stuks brengen we).');
  });

  it('without take-back ticked the count is ignored (a plain select is always sent); ticked without a count is 1', () => {
    expect(validateDeliveryChoice(offer(2), { ...day, service_takeback_pieces: '9' }).delivery).toMatchObject({
      takeback: false,
      takeback_pieces: 0,
    });
    expect(validateDeliveryChoice(offer(2), { ...day, service_takeback: 'on' }).delivery).toMatchObject({
      takeback: true,
      takeback_pieces: 1,
      floors: 0,
    });
    expect(
      validateDeliveryChoice(offer(2), { ...day, service_takeback: 'on', service_takeback_pieces: '' }).delivery?.takeback_pieces,
    ).toBe(1);
  });

  it('a booking shows each service with its count in the title and the price it was placed at', () => {
    expect(bookedServices({ assemblyPrice: null, takebackPrice: 5000, takebackPieces: 2, floors: 3, upstairsPrice: 4500 })).toEqual([
      { code: 'takeback', title: 'Oude matras of bed retour (2 stuks)', price_incl: 5000, quantity: 2 },
      { code: 'upstairs', title: 'Naar boven dragen zonder lift (3 verdiepingen)', price_incl: 4500, quantity: 3 },
    ]);
    // An order placed before ADR 0069: one piece, no floors.
    expect(bookedServices({ assemblyPrice: 4900, takebackPrice: 2500, takebackPieces: null, floors: 0, upstairsPrice: null })).toEqual([
      { code: 'assembly', title: 'Montage door onze bezorgers', price_incl: 4900, quantity: 1 },
      { code: 'takeback', title: 'Oude matras of bed retour (1 stuk)', price_incl: 2500, quantity: 1 },
    ]);
  });
});
