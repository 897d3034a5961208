// The discount pages' actions: create or edit a code, switch it off or on, and make a batch of
// single-use codes (its codes are downloadable as CSV from the list).
import type { BackOfficeArgs } from '~/lib/admin/back-office.server';
import { BUTTON_FORM } from '~/components/admin/forms';
import { apiRefusal, badInput, parseAdminForm } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import {
  BatchSchema,
  discountValue,
  DiscountSchema,
  DiscountToggleSchema,
  shopDayBoundary,
  type DiscountForm,
} from '#contract/forms/admin';
import { discountsApi, type DiscountRules } from '~/models/admin/office.server';

const LIST = '/beheer/kortingscodes/';

function rulesOf(form: Omit<DiscountForm, 'intent' | 'code'>): DiscountRules {
  return {
    kind: form.kind,
    value: discountValue(form),
    min_order_value: form.min_order_value ?? 0,
    valid_from: shopDayBoundary(form.valid_from, false),
    valid_to: shopDayBoundary(form.valid_to, true),
    usage_limit: form.usage_limit ?? null,
    per_customer_limit: form.per_customer_limit ?? null,
    description: form.description,
  };
}

export async function saveDiscount(office: BackOfficeArgs, form: FormData) {
  const submission = parseAdminForm(form, DiscountSchema);
  if (submission.status !== 'success') return badInput(submission, 'discount');
  const { intent, code, ...rules } = submission.value;
  try {
    if (intent === 'create') await discountsApi.create(office.caller, { code, ...rulesOf(rules) });
    else await discountsApi.update(office.caller, code, rulesOf(rules));
    return redirectWithStaffNotice(
      office.request,
      office.shop,
      LIST,
      intent === 'create' ? `Kortingscode ${code} is aangemaakt.` : `Kortingscode ${code} is opgeslagen.`,
    );
  } catch (error) {
    return apiRefusal(error, submission, 'discount');
  }
}

export async function toggleDiscount(office: BackOfficeArgs, form: FormData) {
  const submission = parseAdminForm(form, DiscountToggleSchema);
  if (submission.status !== 'success') return badInput(submission, BUTTON_FORM);
  const { code, disabled } = submission.value;
  try {
    await discountsApi.update(office.caller, code, { disabled: disabled === 'ja' });
    return redirectWithStaffNotice(
      office.request,
      office.shop,
      LIST,
      disabled === 'ja' ? `Kortingscode ${code} is uitgeschakeld.` : `Kortingscode ${code} werkt weer.`,
    );
  } catch (error) {
    return apiRefusal(error, submission, BUTTON_FORM);
  }
}

export async function makeBatch(office: BackOfficeArgs, form: FormData) {
  const submission = parseAdminForm(form, BatchSchema);
  if (submission.status !== 'success') return badInput(submission, 'batch');
  const { intent: _intent, prefix, count, ...rules } = submission.value;
  try {
    const done = await discountsApi.batch(office.caller, { prefix, count, ...rulesOf({ ...rules, usage_limit: undefined }) });
    return redirectWithStaffNotice(
      office.request,
      office.shop,
      LIST,
      `Reeks ${done.batch} met ${done.codes.length} eenmalige codes is aangemaakt. Download de codes als CSV bij Reeksen.`,
    );
  } catch (error) {
    return apiRefusal(error, submission, 'batch');
  }
}
