// "Mail me als hij er weer is" (docs/decisions/0052): the product page's form action
// (intent stock-alert) and the mailed links' page (/voorraadmelding/). Bad input gets its Dutch
// message at the field with the typed address kept; the API's refusals (unknown variant, in stock,
// too many requests) are said in the form, never as an error page.
import { data, type AppLoadContext } from 'react-router';
import { ALERT_MESSAGES, StockAlertFormSchema } from '#contract/forms/alerts';
import { isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { getSession, ipOf } from '~/lib/account.server';
import { isCommerceError } from '~/models/client.server';
import { alertsApi } from '~/models/alerts.server';

export interface StockAlertResult {
  intent: 'stock-alert';
  ok: boolean;
  /** The confirmation text on success, the form's alert on failure. */
  message: string | null;
  errors: { alert_email?: string; variant_id?: string };
  values: { alert_email: string };
}

const apiMessage = (body: unknown) => (body as { error?: { message?: string } } | null)?.error?.message ?? null;

export async function stockAlertAction(request: Request, form: FormData, context: AppLoadContext) {
  const values = { alert_email: String(form.get('alert_email') ?? '').slice(0, 255) };
  const failure = (status: number, message: string | null, errors: StockAlertResult['errors'] = {}) =>
    data<StockAlertResult>({ intent: 'stock-alert', ok: false, message, errors, values }, { status });
  if (await isSpam(form, context)) return failure(400, SPAM_MESSAGE);
  const parsed = StockAlertFormSchema.safeParse({ variant_id: form.get('variant_id'), alert_email: form.get('alert_email') ?? '' });
  if (!parsed.success) {
    const errors: StockAlertResult['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'variant_id' ? 'variant_id' : 'alert_email';
      errors[field] ??= issue.message;
    }
    return failure(400, errors.variant_id ?? null, errors);
  }
  // Logged in: the alert belongs to the account too (its privacy export and erasure find it).
  const token = (await getSession(request, context)).get('customerToken');
  try {
    const { message } = await alertsApi.requestStockAlert(
      context.commerce,
      { ip: ipOf(context), token: typeof token === 'string' ? token : null },
      { variant_id: parsed.data.variant_id, email: parsed.data.alert_email },
    );
    return data<StockAlertResult>({ intent: 'stock-alert', ok: true, message, errors: {}, values });
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (error.status === 400) {
      const issues = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
      const email = issues.find((i) => i.path === 'email')?.message;
      if (email) return failure(400, null, { alert_email: email });
    }
    if ([400, 404, 409, 429].includes(error.status)) return failure(error.status, apiMessage(error.body) ?? ALERT_MESSAGES.failed);
    return failure(502, ALERT_MESSAGES.failed);
  }
}
