import { shopArgs } from '~/lib/context';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { useEffect, useRef } from 'react';
import { trackCheckoutChoice } from '~/components/cart/cart-analytics';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { Field } from '~/components/ui/field';
import { formatAmount, formatPrice } from '~/lib/money';
import { getPaymentMethods, getShippingMethods, savePaymentStep } from '~/models/checkout.server';
import { formValues, issuesFrom, requireCheckout } from './checkout.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => [{ title: 'Verzend- & betaalmethode | Bestellen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { quoteId, cart, details } = await requireCheckout(request, context);
  if (!details.customer || !details.billing) throw redirect('/checkout/address-details/');
  const [payment, shipping] = await Promise.all([getPaymentMethods(context.commerce, quoteId), getShippingMethods(context.commerce, quoteId)]);
  return { cart, details, methods: payment.paymentMethods, shippingMethods: shipping.shippingMethods, selectedShipping: shipping.selected, insurance: shipping.shippingInsurance };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { quoteId } = await requireCheckout(request, context);
  // A body that is no form is bad input: a 400 with messages, not a 500.
  const v = formValues(await request.formData().catch(() => new FormData()));
  try {
    await savePaymentStep(context.commerce, quoteId, {
      selectedPaymentMethod: v.selectedPaymentMethod ?? '',
      issuer: v.issuer ?? '',
      shipping_method: v.shipping_method ?? 'postnl',
      shipping_insurance: v.shipping_insurance === 'on',
      customer: { dob: v.dob ?? '', gender: v.gender ?? '', phone: v.phone ?? '', installment: v.installment ?? '', terms: v.terms === 'on' },
    });
  } catch (error) {
    const { message, errors } = issuesFrom(error);
    return data({ message, errors, values: v }, { status: 400 });
  }
  return redirect('/checkout/pay/', 303);
}

/** Which extra fields each rule set asks for (SPEC §5 Payment). */
const NEEDS: Record<string, string[]> = {
  'pay-later': ['dob', 'gender', 'phone', 'terms'],
  in3: ['dob', 'phone', 'installment'],
  alma: ['dob', 'phone', 'installment'],
  spraypay: ['dob'],
  default: [],
};

export default function PaymentMethods() {
  const { cart, details, methods, shippingMethods, selectedShipping, insurance } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const alert = useRef<HTMLParagraphElement>(null);
  const errors: Record<string, string> = result?.errors ?? {};
  const saved = details.payment;
  const v = (name: string, fallback = '') => result?.values[name] ?? fallback;
  const method = v('selectedPaymentMethod', saved?.method ?? '');

  useEffect(() => {
    // SPEC §5: without a method, the alert is shown and scrolled to.
    if (result?.message) alert.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [result]);

  // Every field a method may ask; CSS shows only those of the chosen method (also without JS).
  const fieldClass = (field: string) =>
    `method-field ${methods
      .filter((m) => NEEDS[m.rule_set].includes(field))
      .map((m) => `for-${m.code}`)
      .join(' ')}`;

  return (
    <div className="checkout-step">
      <Form
        method="post"
        className="checkout-form payment-form"
        noValidate
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const method = String(form.get('selectedPaymentMethod') ?? '');
          trackCheckoutChoice('add_shipping_info', cart.items, cart.totals.grand_total, { shipping_tier: String(form.get('shipping_method') ?? '') });
          if (method) trackCheckoutChoice('add_payment_info', cart.items, cart.totals.grand_total, { payment_type: method });
        }}
        onChange={(event) => {
          // SPEC §4: the fields are cleared when the chosen method changes.
          const target = event.target as HTMLInputElement;
          if (target.name !== 'selectedPaymentMethod') return;
          for (const name of ['dob', 'phone', 'installment']) {
            const input = event.currentTarget.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
            if (input) input.value = '';
          }
          const terms = event.currentTarget.elements.namedItem('terms') as HTMLInputElement | null;
          if (terms) terms.checked = false;
        }}
      >
        <CsrfField />
        {result?.message ? (
          <p className="alert alert-danger" role="alert" ref={alert} tabIndex={-1}>
            {result.message}
          </p>
        ) : null}
        <fieldset className="option-list">
          <legend>Verzendmethode</legend>
          {shippingMethods.map((m) => (
            <label key={m.code} className="option">
              <input type="radio" name="shipping_method" value={m.code} defaultChecked={v('shipping_method', selectedShipping) === m.code} />
              <span className="option-title">{m.title}</span>
              <span className="option-price">{m.price_incl === 0 ? 'Gratis' : formatPrice(m.price_incl)}</span>
              <small>{m.description}</small>
            </label>
          ))}
          <label className="option insurance-option">
            <input type="checkbox" name="shipping_insurance" defaultChecked={result ? result.values.shipping_insurance === 'on' : insurance.selected} />
            <span className="option-title">{insurance.title} (optioneel)</span>
            <span className="option-price">+ {formatPrice(insurance.price_incl)}</span>
            <small>{insurance.description}</small>
          </label>
        </fieldset>

        {methods.length === 0 ? (
          <p className="alert alert-danger" role="alert">
            Betalen is op dit moment niet mogelijk in deze winkel. Neem contact op met de klantenservice.
          </p>
        ) : null}
        <fieldset className="option-list" aria-describedby={errors.selectedPaymentMethod ? 'method-error' : undefined}>
          <legend>Betaalmethode</legend>
          {errors.selectedPaymentMethod ? (
            <p id="method-error" className="field-error">
              {errors.selectedPaymentMethod}
            </p>
          ) : null}
          {methods.map((m) => (
            <div key={m.code} className={`option method-${m.code}`}>
              <label>
                <input type="radio" name="selectedPaymentMethod" value={m.code} defaultChecked={method === m.code} />
                <img src={`/icons/payment/${m.code}.svg`} alt="" width={40} height={25} />
                <span className="option-title">{m.title}</span>
                {m.price_incl > 0 ? <span className="option-price">+ € {formatAmount(m.price_incl)}</span> : null}
                <small>{m.description}</small>
              </label>
              {m.issuers.length ? (
                <div className={`method-field for-${m.code}`}>
                  <Field label="Kies je bank" name="issuer" error={errors.issuer}>
                    <select id="field-issuer" name="issuer" defaultValue={v('issuer', saved?.issuer ?? '')} aria-invalid={errors.issuer ? true : undefined}>
                      <option value="">Kies je bank</option>
                      {m.issuers.map((i) => (
                        <option key={i.id} value={i.id}>
                          {i.name}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
              ) : null}
            </div>
          ))}
        </fieldset>

        <div className="method-fields">
          <div className={fieldClass('dob')}>
            <Field label="Geboortedatum (dd-mm-jjjj)" name="dob" inputMode="numeric" placeholder="dd-mm-jjjj" maxLength={10} autoComplete="bday" defaultValue={v('dob', saved?.dob ?? '')} error={errors.dob} />
          </div>
          <div className={fieldClass('gender')}>
            <Field label="Aanhef" name="gender" error={errors.gender}>
              <select id="field-gender" name="gender" defaultValue={v('gender', saved?.gender ?? '1')}>
                <option value="1">Dhr.</option>
                <option value="2">Mevr.</option>
                <option value="3">Anders</option>
              </select>
            </Field>
          </div>
          <div className={fieldClass('phone')}>
            <Field label="Telefoonnummer" name="phone" type="tel" maxLength={20} autoComplete="tel" defaultValue={v('phone', saved?.phone ?? details.customer?.phone ?? '')} error={errors.phone} />
          </div>
          <div className={fieldClass('installment')}>
            <Field label="Aantal termijnen" name="installment" error={errors.installment}>
              <select id="field-installment" name="installment" defaultValue={v('installment', saved?.installment ? String(saved.installment) : '3')}>
                <option value="2">2 termijnen (alleen Alma)</option>
                <option value="3">3 termijnen</option>
                <option value="4">4 termijnen (alleen Alma)</option>
              </select>
            </Field>
          </div>
          <div className={fieldClass('terms')}>
            <label className="checkbox">
              <input type="checkbox" name="terms" defaultChecked={v('terms', saved?.terms ? 'on' : '') === 'on'} aria-invalid={errors.terms ? true : undefined} /> Ik ga akkoord met de
              voorwaarden van de betaalpartner
            </label>
            {errors.terms ? <p className="field-error">{errors.terms}</p> : null}
          </div>
        </div>
        <button type="submit" className="button button-primary button-block" disabled={navigation.state === 'submitting' || methods.length === 0}>
          Verder naar betalen
        </button>
      </Form>
      <CheckoutSummary cart={cart} />
    </div>
  );
}
