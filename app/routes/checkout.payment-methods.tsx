import { data, redirect } from 'react-router';
import { Form, useLocation, useNavigation } from 'react-router';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { trackCheckoutChoice } from '~/components/cart/cart-analytics';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { FormField, formInstanceKey, formProps } from '~/components/ui/form-field';
import { ariaOf, ConformControl } from '~/components/ui/conform-field';
import { DeliveryDayPicker } from '~/components/checkout/delivery-day-picker';
import { formatAmount, formatPrice } from '~/lib/money';
import { getPaymentMethods, getShippingMethods, savePaymentStep } from '~/models/checkout.server';
import { requireCheckout } from './checkout.server';
import { apiErrorReply, parseSubmission, readFormBody, replyWithErrors } from '~/lib/form-submission.server';
import { MESSAGES, paymentFields } from '#contract/rules/rules';
import { isCommerceError } from '~/models/client.server';
import { paymentStepSchema, type PaymentMethodOption } from '#contract/forms/payment-step';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/checkout.payment-methods';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';

export const meta: Route.MetaFunction = () => [
  { title: 'Verzend- & betaalmethode | Bestellen | Slaapzaak' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { quoteId, cart, details } = await requireCheckout(request, shop);
  if (!details.customer || !details.billing) throw redirect('/checkout/address-details/');
  const [payment, shipping] = await Promise.all([getPaymentMethods(shop.commerce, quoteId), getShippingMethods(shop.commerce, quoteId)]);
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

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { quoteId } = await requireCheckout(request, shop);
  // A body that is no form is bad input: a 400 with messages, not a 500.
  const form = await readFormBody(request);
  const [{ paymentMethods }, { shippingMethods }] = await Promise.all([
    getPaymentMethods(shop.commerce, quoteId),
    getShippingMethods(shop.commerce, quoteId),
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
    await savePaymentStep(shop.commerce, quoteId, {
      selectedPaymentMethod: step.selectedPaymentMethod ?? '',
      issuer: step.issuer ?? '',
      shipping_method: step.shipping_method ?? 'postnl',
      shipping_insurance: step.shipping_insurance === true,
      // The crew delivery choice (docs/decisions/0069): the API checks it against what it offers, and prices the services.
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
    const reply = apiErrorReply(error, submission, isCommerceError(error) && error.status < 500 ? error.message : GENERIC);
    // The crew delivery fields are not in the form schema: sent back as entered, so a refused count keeps them (ADR 0069).
    return data({ result: reply.result, delivery: deliveryFields(form) }, { status: reply.status });
  }
  return redirect('/checkout/pay/', 303);
}

const GENERIC = 'Oeps, er ging iets mis. Probeer het nog een keer.';

/** The alert above the form (docs/requirements/checkout-and-payment.md#validation): the first problem, 'Selecteer een betaalmethode' when no method is chosen. */
function alertOf(errors: Record<string, string[] | null> | null | undefined): string {
  return Object.values(errors ?? {}).find((messages) => messages?.length)?.[0] ?? MESSAGES.payment_method;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const loaded = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <div className="checkout-step">
      <PaymentForm
        key={formInstanceKey(location.key, answer)}
        loaded={loaded}
        lastResult={answer?.result}
        entered={answer && 'delivery' in answer ? answer.delivery : undefined}
      />
      <CheckoutSummary cart={loaded.cart} />
    </div>
  );
}

function PaymentForm({
  loaded,
  lastResult,
  entered,
}: {
  loaded: LoaderData;
  lastResult?: SubmissionResult<string[]>;
  entered?: ReturnType<typeof deliveryFields>;
}) {
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
      {loaded.delivery ? (
        <DeliveryChoice offer={loaded.delivery} selected={loaded.selectedDelivery} entered={entered} lastResult={lastResult} />
      ) : null}

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
    // docs/requirements/checkout-and-payment.md#validation: without a method, the alert is shown and scrolled to.
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

/** docs/requirements/checkout-and-payment.md#states: the fields are cleared when the chosen method changes. */
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

/** The crew delivery fields of a posted form, as text (the API validates them; docs/decisions/0059 names them). */
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
    // Counts as text: the API refuses anything but a whole number in range, in Dutch (ADR 0069).
    service_takeback_pieces: text('service_takeback_pieces'),
    service_floors: text('service_floors'),
  };
}

/**
 * Day and part of day for items our crew brings, as plain radio lists grouped by week (works without
 * JavaScript); a day shows which parts of day still have room. Services are checkboxes and plain selects
 * (take-back per piece, floors without a lift), priced by the API (ADR 0069). After a refused submit the
 * entered values stay, with the API's message at its field.
 */
function DeliveryChoice({
  offer,
  selected,
  entered,
  lastResult,
}: {
  offer: NonNullable<LoaderData['delivery']>;
  selected: LoaderData['selectedDelivery'];
  entered?: ReturnType<typeof deliveryFields>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const chosen = entered
    ? {
        date: entered.delivery_date,
        slot: entered.delivery_slot,
        assembly: entered.service_assembly,
        takeback: entered.service_takeback,
        takeback_pieces: entered.service_takeback_pieces,
        floors: entered.service_floors,
      }
    : {
        date: selected?.date,
        slot: selected?.slot,
        assembly: selected?.assembly === true,
        takeback: selected?.takeback === true,
        takeback_pieces: selected?.takeback_pieces ? String(selected.takeback_pieces) : undefined,
        floors: selected?.floors ? String(selected.floors) : undefined,
      };
  const errorOf = (name: string) => lastResult?.error?.[name]?.[0];
  const pieces = Math.max(1, offer.pieces ?? 1);
  const maxFloors = offer.max_floors ?? 10;
  return (
    <fieldset className="option-list delivery-choice">
      <legend>Bezorgdag (bezorging door onze bezorgers)</legend>
      <p>Levering vanaf {offer.weeks[0]?.days[0]?.text ?? offer.earliest}. Kies de dag en het dagdeel dat jou past.</p>
      <DeliveryDayPicker offer={offer} selected={chosen} />
      {offer.services.map((service) =>
        service.code === 'upstairs' ? (
          <div key={service.code} className="option delivery-service-count">
            <label htmlFor="service_floors" className="option-title">
              {service.title} (optioneel)
            </label>
            <select
              id="service_floors"
              name="service_floors"
              defaultValue={chosen.floors ?? '0'}
              aria-invalid={errorOf('service_floors') ? true : undefined}
              aria-describedby={errorOf('service_floors') ? 'service_floors-error' : undefined}
            >
              {Array.from({ length: maxFloors + 1 }, (_, n) => (
                <option key={n} value={String(n)}>
                  {n === 0 ? 'Begane grond of met lift' : `${n} ${n === 1 ? 'verdieping' : 'verdiepingen'} zonder lift`}
                </option>
              ))}
            </select>
            <span className="option-price">+ {formatPrice(service.price_incl)} per verdieping</span>
            {errorOf('service_floors') ? (
              <p id="service_floors-error" className="field-error" role="alert">
                {errorOf('service_floors')}
              </p>
            ) : null}
          </div>
        ) : service.code === 'assembly' ? (
          <label key={service.code} className="option">
            <input type="checkbox" name="service_assembly" defaultChecked={chosen.assembly} />
            <span className="option-title">{service.title} (optioneel)</span>
            <span className="option-price">+ {formatPrice(service.price_incl)}</span>
          </label>
        ) : (
          <div key={service.code} className="option delivery-service-takeback">
            <label>
              <input type="checkbox" name="service_takeback" defaultChecked={chosen.takeback} />
              <span className="option-title">{service.title} (optioneel)</span>
              <span className="option-price">+ {formatPrice(service.price_incl)} per stuk</span>
            </label>
            <>
              <label htmlFor="service_takeback_pieces">Aantal oude matrassen of bedden</label>{' '}
              <select
                id="service_takeback_pieces"
                name="service_takeback_pieces"
                defaultValue={chosen.takeback_pieces ?? '1'}
                aria-invalid={errorOf('service_takeback_pieces') ? true : undefined}
                aria-describedby={errorOf('service_takeback_pieces') ? 'service_takeback_pieces-error' : undefined}
              >
                {Array.from({ length: pieces }, (_, i) => (
                  <option key={i + 1} value={String(i + 1)}>
                    {i + 1} {i === 0 ? 'stuk' : 'stuks'}
                  </option>
                ))}
              </select>
              {errorOf('service_takeback_pieces') ? (
                <p id="service_takeback_pieces-error" className="field-error" role="alert">
                  {errorOf('service_takeback_pieces')}
                </p>
              ) : null}
            </>
          </div>
        ),
      )}
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
