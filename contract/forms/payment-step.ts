// The payment step (docs/requirements/checkout-and-payment.md#validation Payment): shipping method, payment method and the extra fields the
// chosen method's rule set asks for. Built from the methods the API offers for this cart, so the
// browser and the storefront's action check with the same schema; the API checks again and decides.
import { z } from 'zod';
import { installmentChoices, isValidBirthdate, isValidPhone, MESSAGES, paymentFields } from '../rules/rules';

export interface PaymentMethodOption {
  code: string;
  rule_set: string;
  issuers: ReadonlyArray<{ id: string }>;
}

/** The form's field names that the API files under `customer.` (its issue paths). */
export const PAYMENT_CUSTOMER_FIELDS = ['dob', 'gender', 'phone', 'installment', 'terms'] as const;

const SHIPPING_METHOD = 'Kies een verzendmethode.';
const text = (max: number, message: string) => z.string({ invalid_type_error: message }).max(max, message).optional();

export function paymentStepSchema(methods: readonly PaymentMethodOption[], shippingCodes: readonly string[], today = new Date()) {
  return z
    .object({
      shipping_method: text(40, SHIPPING_METHOD),
      shipping_insurance: z.boolean().optional(),
      selectedPaymentMethod: text(40, MESSAGES.payment_method),
      issuer: text(60, MESSAGES.issuer),
      dob: text(20, MESSAGES.birthdate),
      gender: text(5, MESSAGES.gender),
      phone: text(40, MESSAGES.phone),
      installment: text(2, MESSAGES.installment),
      terms: z.boolean().optional(),
    })
    .superRefine((value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (!shippingCodes.includes(value.shipping_method ?? 'postnl')) issue('shipping_method', SHIPPING_METHOD);
      const method = methods.find((m) => m.code === value.selectedPaymentMethod);
      if (!method) return issue('selectedPaymentMethod', MESSAGES.payment_method);
      if (method.issuers.length && !method.issuers.some((i) => i.id === value.issuer)) issue('issuer', MESSAGES.issuer);
      const asked = new Set(paymentFields(method.rule_set));
      if (asked.has('dob') && !isValidBirthdate(value.dob ?? '', method.code, today)) issue('dob', MESSAGES.birthdate);
      if (asked.has('gender') && !['1', '2', '3'].includes(value.gender ?? '')) issue('gender', MESSAGES.gender);
      if (asked.has('phone') && !isValidPhone(value.phone ?? '')) issue('phone', MESSAGES.phone);
      if (asked.has('installment') && !installmentChoices(method.rule_set).includes(Number(value.installment)))
        issue('installment', MESSAGES.installment);
      if (asked.has('terms') && !value.terms) issue('terms', MESSAGES.terms);
    });
}

export type PaymentStep = z.output<ReturnType<typeof paymentStepSchema>>;
