import { shopArgs } from '~/lib/context';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';
import { parseWithZod } from '@conform-to/zod';
import { trackCheckoutChoice } from '~/components/cart/cart-analytics';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { FormField, formInstanceKey, formProps } from '~/components/ui/form-field';
import { ariaOf, ConformControl } from '~/components/ui/conform-field';
import { DeliveryDays } from '~/components/checkout/delivery-days';
import { formatAmount, formatPrice } from '~/lib/money';
import { getPaymentMethods, getShippingMethods, savePaymentStep } from '~/models/checkout.server';
import { requireCheckout } from './checkout.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { MESSAGES, paymentFields } from '../../contract/rules/rules';
import { isCommerceError } from '~/models/client.server';
import { paymentStepSchema, type PaymentMethodOption } from '../../contract/forms/payment-step';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => [
  { title: 'Verzend- & betaalmethode | Bestellen | Slaapzaak' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { quoteId, cart, details } = await requireCheckout(request, context);
  if (!details.customer || !details.billing) throw redirect('/checkout/address-details/');
  const [payment, shipping] = await Promise.all([
    getPaymentMethods(context.commerce, quoteId),
    getShippingMethods(context.commerce, quoteId),
  ]);
  return {
    cart,
    details,
    methods: payment.paymentMethods,
    shippingMethods: shipping.shippingMethods,
    selectedShipping: shipping.selected,
    insurance: shipping.shippingInsurance,
    delivery: shipping.delivery,
    selectedDelivery: shipping.selectedDelivery,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { quoteId } = await requireCheckout(request, context);
  // A body that is no form is bad input: a 400 with messages, not a 500.
  const form = await readFormBody(request);
  const [{ paymentMethods }, { shippingMethods }] = await Promise.all([
    getPaymentMethods(context.commerce, quoteId),
    getShippingMethods(context.commerce, quoteId),
  ]);
  const submission = parseSubmission(
    form,
    paymentStepSchema(
      paymentMethods,
      shippingMethods.map((m) => m.code),
    ),
  );
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400, formErrors: [alertOf(submission.error)] });
  const step = submission.value;
  try {
    await savePaymentStep(context.commerce, quoteId, {
      selectedPaymentMethod: step.selectedPaymentMethod ?? '',
      issuer: step.issuer ?? '',
      shipping_method: step.shipping_method ?? 'postnl',
      shipping_insurance: step.shipping_insurance === true,
      // The crew delivery choice (issue 33): the API checks it against what it offers, and prices the services.
      ...deliveryFields(form),
      customer: {
        dob: step.dob ?? '',
        gender: step.gender ?? '',
        phone: step.phone ?? '',
        installment: step.installment ?? '',
        terms: step.terms === true,
      },
    });
  } catch (error) {
    // The API's own Dutch reason (e.g. a method the provider cannot take) stays in the alert.
    return replyWithApiError(error, submission, isCommerceError(error) && error.status < 500 ? error.message : GENERIC);
  }
  return redirect('/checkout/pay/', 303);
}

const GENERIC = 'Oeps, er ging iets mis. Probeer het nog een keer.';

/** The alert above the form (SPEC §5): the first problem, 'Selecteer een betaalmethode' when no method is chosen. */
function alertOf(errors: Record<string, string[] | null> | null | undefined): string {
  return Object.values(errors ?? {}).find((messages) => messages?.length)?.[0] ?? MESSAGES.payment_method;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export default function PaymentMethods() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="checkout-step">
      <PaymentForm key={formInstanceKey(location.key, answer)} loaded={loaded} lastResult={answer?.result} />
      <CheckoutSummary cart={loaded.cart} />
    </div>
  );
}

function PaymentForm({ loaded, lastResult }: { loaded: LoaderData; lastResult?: SubmissionResult<string[]> }) {
  const { cart, shippingMethods, insurance, methods } = loaded;
  const navigation = useNavigation();
  const { form, fields, message, alert } = usePaymentForm(loaded, lastResult);
  const submit = formProps(form);
  const checked: Checked = (name, value) => fields[name].initialValue === value;

  return (
    <Form
      method="post"
      className="checkout-form payment-form"
      {...submit}
      onSubmit={(event) => {
        submit.onSubmit(event);
        if (event.defaultPrevented) return;
        trackChoices(event.currentTarget, cart);
      }}
      onChange={clearMethodFields}
    >
      <CsrfField />
      {message ? (
        <p id={form.errorId} className="alert alert-danger" role="alert" ref={alert} tabIndex={-1}>
          {message}
        </p>
      ) : null}
      <ShippingOptions shippingMethods={shippingMethods} insurance={insurance} fields={fields} checked={checked} />
      {loaded.delivery ? <DeliveryChoice offer={loaded.delivery} selected={loaded.selectedDelivery} /> : null}

      <PaymentOptions methods={methods} fields={fields} checked={checked} />

      <MethodFields methods={methods} fields={fields} checked={checked} />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={navigation.state === 'submitting' || methods.length === 0}
      >
        Verder naar betalen
      </button>
    </Form>
  );
}

/** The step's form, filled with what was saved, and its alert (scrolled to when it appears). */
function usePaymentForm(loaded: LoaderData, lastResult?: SubmissionResult<string[]>) {
  const { details, methods, shippingMethods, selectedShipping, insurance } = loaded;
  const alert = useRef<HTMLParagraphElement>(null);
  const saved = details.payment;
  const schema = useMemo(
    () =>
      paymentStepSchema(
        methods as PaymentMethodOption[],
        shippingMethods.map((m) => m.code),
      ),
    [methods, shippingMethods],
  );
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'payment-step',
    lastResult,
    defaultValue: {
      shipping_method: selectedShipping,
      shipping_insurance: insurance.selected ? 'on' : '',
      selectedPaymentMethod: saved?.method ?? '',
      issuer: saved?.issuer ?? '',
      dob: saved?.dob ?? '',
      gender: saved?.gender ?? '1',
      phone: saved?.phone ?? details.customer?.phone ?? '',
      installment: saved?.installment ? String(saved.installment) : '3',
      terms: saved?.terms ? 'on' : '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const message = form.errors?.[0] ?? (form.status === 'error' ? alertOf(form.allErrors) : null);

  useEffect(() => {
    // SPEC §5: without a method, the alert is shown and scrolled to.
    if (message) alert.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [message]);
  return { form, fields, message, alert };
}

type Fields = ReturnType<typeof usePaymentForm>['fields'];
type Checked = (name: keyof Fields, value: string) => boolean;

/** Analytics of the chosen shipping and payment methods, when the form is sent. */
function trackChoices(formElement: HTMLFormElement, cart: LoaderData['cart']) {
  const data = new FormData(formElement);
  const method = String(data.get('selectedPaymentMethod') ?? '');
  trackCheckoutChoice('add_shipping_info', cart.items, cart.totals.grand_total, {
    shipping_tier: String(data.get('shipping_method') ?? ''),
  });
  if (method) trackCheckoutChoice('add_payment_info', cart.items, cart.totals.grand_total, { payment_type: method });
}

/** SPEC §4: the fields are cleared when the chosen method changes. */
function clearMethodFields(event: FormEvent<HTMLFormElement>) {
  const target = event.target as HTMLInputElement;
  if (target.name !== 'selectedPaymentMethod') return;
  for (const name of ['dob', 'phone', 'installment']) {
    const input = event.currentTarget.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (input) input.value = '';
  }
  const terms = event.currentTarget.elements.namedItem('terms') as HTMLInputElement | null;
  if (terms) terms.checked = false;
}

/** The crew delivery fields of a posted form, as text (the API validates them; ARCHITECTURE.md names them). */
function deliveryFields(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 20) : '';
  };
  return {
    delivery_date: text('delivery_date'),
    delivery_slot: text('delivery_slot'),
    service_assembly: text('service_assembly') === 'on',
    service_takeback: text('service_takeback') === 'on',
  };
}

/**
 * Day and part of day for items our crew brings, as plain radio lists grouped by week (works without
 * JavaScript); a day shows which parts of day still have room. Services are checkboxes priced by the API.
 */
function DeliveryChoice({ offer, selected }: { offer: NonNullable<LoaderData['delivery']>; selected: LoaderData['selectedDelivery'] }) {
  return (
    <fieldset className="option-list delivery-choice">
      <legend>Bezorgdag (bezorging door onze bezorgers)</legend>
      <p>Levering vanaf {offer.weeks[0]?.days[0]?.text ?? offer.earliest}. Kies de dag en het dagdeel dat jou past.</p>
      <DeliveryDays offer={offer} selected={selected} />
      {offer.services.map((service) => (
        <label key={service.code} className="option">
          <input type="checkbox" name={`service_${service.code}`} defaultChecked={selected?.[service.code] === true} />
          <span className="option-title">{service.title} (optioneel)</span>
          <span className="option-price">+ {formatPrice(service.price_incl)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ShippingOptions({
  shippingMethods,
  insurance,
  fields,
  checked,
}: Pick<LoaderData, 'shippingMethods' | 'insurance'> & { fields: Fields; checked: Checked }) {
  return (
    <fieldset className="option-list">
      <legend>Verzendmethode</legend>
      {shippingMethods.map((m) => (
        <label key={m.code} className="option">
          <input type="radio" name={fields.shipping_method.name} value={m.code} defaultChecked={checked('shipping_method', m.code)} />
          <span className="option-title">{m.title}</span>
          <span className="option-price">{m.price_incl === 0 ? 'Gratis' : formatPrice(m.price_incl)}</span>
          <small>{m.description}</small>
        </label>
      ))}
      <label className="option insurance-option">
        <input type="checkbox" name={fields.shipping_insurance.name} defaultChecked={checked('shipping_insurance', 'on')} />
        <span className="option-title">{insurance.title} (optioneel)</span>
        <span className="option-price">+ {formatPrice(insurance.price_incl)}</span>
        <small>{insurance.description}</small>
      </label>
    </fieldset>
  );
}

function PaymentOptions({ methods, fields, checked }: Pick<LoaderData, 'methods'> & { fields: Fields; checked: Checked }) {
  return (
    <>
      {methods.length === 0 ? (
        <p className="alert alert-danger" role="alert">
          Betalen is op dit moment niet mogelijk in deze winkel. Neem contact op met de klantenservice.
        </p>
      ) : null}
      <fieldset
        className="option-list"
        aria-describedby={fields.selectedPaymentMethod.errors ? fields.selectedPaymentMethod.errorId : undefined}
      >
        <legend>Betaalmethode</legend>
        {fields.selectedPaymentMethod.errors ? (
          <p id={fields.selectedPaymentMethod.errorId} className="field-error">
            {fields.selectedPaymentMethod.errors[0]}
          </p>
        ) : null}
        {methods.map((m) => (
          <div key={m.code} className={`option method-${m.code}`}>
            <label>
              <input
                type="radio"
                name={fields.selectedPaymentMethod.name}
                value={m.code}
                defaultChecked={checked('selectedPaymentMethod', m.code)}
              />
              <img src={`/icons/payment/${m.code}.svg`} alt="" width={40} height={25} />
              <span className="option-title">{m.title}</span>
              {m.price_incl > 0 ? <span className="option-price">+ € {formatAmount(m.price_incl)}</span> : null}
              <small>{m.description}</small>
            </label>
            {m.issuers.length ? (
              <div className={`method-field for-${m.code}`}>
                <ConformControl meta={fields.issuer} label="Kies je bank">
                  <select
                    id={fields.issuer.id}
                    name={fields.issuer.name}
                    defaultValue={fields.issuer.initialValue as string | undefined}
                    {...ariaOf(fields.issuer)}
                  >
                    <option value="">Kies je bank</option>
                    {m.issuers.map((i) => (
                      <option key={i.id} value={i.id}>
                        {i.name}
                      </option>
                    ))}
                  </select>
                </ConformControl>
              </div>
            ) : null}
          </div>
        ))}
      </fieldset>
    </>
  );
}

/** Every field a method may ask; CSS shows only those of the chosen method (also without JS). */
function MethodFields({ methods, fields, checked }: Pick<LoaderData, 'methods'> & { fields: Fields; checked: Checked }) {
  const fieldClass = (field: string) =>
    `method-field ${methods
      .filter((m) => paymentFields(m.rule_set).includes(field as never))
      .map((m) => `for-${m.code}`)
      .join(' ')}`;
  return (
    <div className="method-fields">
      <FormField
        className={fieldClass('dob')}
        meta={fields.dob}
        label="Geboortedatum (dd-mm-jjjj)"
        inputMode="numeric"
        placeholder="dd-mm-jjjj"
        maxLength={10}
        autoComplete="bday"
      />
      <div className={fieldClass('gender')}>
        <ConformControl meta={fields.gender} label="Aanhef">
          <select
            id={fields.gender.id}
            name={fields.gender.name}
            defaultValue={fields.gender.initialValue as string | undefined}
            {...ariaOf(fields.gender)}
          >
            <option value="1">Dhr.</option>
            <option value="2">Mevr.</option>
            <option value="3">Anders</option>
          </select>
        </ConformControl>
      </div>
      <FormField className={fieldClass('phone')} meta={fields.phone} label="Telefoonnummer" type="tel" maxLength={20} autoComplete="tel" />
      <div className={fieldClass('installment')}>
        <ConformControl meta={fields.installment} label="Aantal termijnen">
          <select
            id={fields.installment.id}
            name={fields.installment.name}
            defaultValue={fields.installment.initialValue as string | undefined}
            {...ariaOf(fields.installment)}
          >
            <option value="2">2 termijnen (alleen Alma)</option>
            <option value="3">3 termijnen</option>
            <option value="4">4 termijnen (alleen Alma)</option>
          </select>
        </ConformControl>
      </div>
      <div className={fieldClass('terms')}>
        <label className="checkbox">
          <input type="checkbox" name={fields.terms.name} defaultChecked={checked('terms', 'on')} {...ariaOf(fields.terms)} /> Ik ga akkoord
          met de voorwaarden van de betaalpartner
        </label>
        {fields.terms.errors ? (
          <p id={fields.terms.errorId} className="field-error">
            {fields.terms.errors[0]}
          </p>
        ) : null}
      </div>
    </div>
  );
}
