// The order page's actions: shipped (carrier + track & trace), delivered, cancel and refund — the
// last two only after a confirmation step, since they cannot be undone. Every step goes through the
// API's order state machine; its refusals (a medewerker above the refund limit: 403) come back in
// Dutch at the form.
import { data } from 'react-router';
import type { BackOfficeArgs } from '~/lib/admin/back-office.server';
import { apiRefusal, askToConfirm, badInput, notFound, parseAdminForm } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { formatPrice } from '~/lib/money';
import { CancelSchema, DeliverSchema, refundLines, refundSchema, ShipSchema } from '#contract/forms/admin';
import { ordersApi, type AdminOrderPage } from '~/models/admin/orders.server';
import { isOrderNumber } from '#contract/rules/order-number';

export const orderNumberOf = (args: Pick<BackOfficeArgs, 'params'>) => {
  const number = (args.params.number ?? '').toUpperCase();
  return isOrderNumber(number) ? number : notFound('Deze bestelling bestaat niet.');
};

const pagePath = (number: string) => `/beheer/bestellingen/${number}/`;

async function ship(args: BackOfficeArgs, number: string, form: FormData) {
  const submission = parseAdminForm(form, ShipSchema);
  if (submission.status !== 'success') return badInput(submission, 'ship');
  try {
    const done = await ordersApi.ship(args.caller, number, submission.value);
    const notice = done.changed
      ? `Verzonden met ${submission.value.carrier}, track & trace ${submission.value.tracking_code}. De klant krijgt een mail met de link.`
      : 'Deze bestelling stond al zo als verzonden.';
    return redirectWithStaffNotice(args.request, args.shop, pagePath(number), notice);
  } catch (error) {
    return apiRefusal(error, submission, 'ship');
  }
}

async function deliver(args: BackOfficeArgs, number: string, form: FormData) {
  const submission = parseAdminForm(form, DeliverSchema);
  if (submission.status !== 'success') return badInput(submission, 'deliver');
  try {
    await ordersApi.deliver(args.caller, number);
    return redirectWithStaffNotice(args.request, args.shop, pagePath(number), 'De bestelling staat op bezorgd.');
  } catch (error) {
    return apiRefusal(error, submission, 'deliver');
  }
}

async function cancel(args: BackOfficeArgs, page: AdminOrderPage, form: FormData) {
  const number = page.order.number;
  const submission = parseAdminForm(form, CancelSchema);
  if (submission.status !== 'success') return badInput(submission, 'cancel');
  if (!submission.value.confirmed) {
    const refund =
      page.order.status === 'paid' && page.order.refundable > 0
        ? ` en ${formatPrice(page.order.refundable)} wordt terugbetaald aan ${page.order.email}`
        : '';
    return askToConfirm(
      {
        form: 'cancel',
        title: `Bestelling ${number} annuleren?`,
        text: `De voorraad en een gebruikte kortingscode komen vrij${refund}.`,
        confirmLabel: 'Ja, annuleren',
      },
      submission,
    );
  }
  try {
    await ordersApi.cancel(args.caller, number, submission.value.reason);
    return redirectWithStaffNotice(args.request, args.shop, pagePath(number), 'De bestelling is geannuleerd.');
  } catch (error) {
    return apiRefusal(error, submission, 'cancel');
  }
}

/** What a refund form asks for, in cents (the API checks it again against what was paid). */
function refundAmount(
  page: AdminOrderPage,
  value: { scope: string; amount?: number },
  lines: { line_id: number; quantity: number }[],
): number {
  if (value.scope === 'amount') return value.amount ?? 0;
  if (value.scope === 'lines')
    return lines.reduce((sum, l) => sum + (page.lines.find((x) => x.id === l.line_id)?.unit_price ?? 0) * l.quantity, 0);
  return page.order.refundable;
}

async function refund(args: BackOfficeArgs, page: AdminOrderPage, form: FormData) {
  const number = page.order.number;
  const lineIds = page.lines.map((l) => l.id);
  const submission = parseAdminForm(form, refundSchema(lineIds));
  if (submission.status !== 'success') return badInput(submission, 'refund');
  const value = submission.value;
  const lines = value.scope === 'lines' ? refundLines(value as Record<string, unknown>, lineIds) : [];
  if (!value.confirmed) {
    const amount = refundAmount(page, value, lines);
    return askToConfirm(
      {
        form: 'refund',
        title: `${formatPrice(amount)} terugbetalen?`,
        text: `Aan ${page.order.email} voor bestelling ${number}, via de betaalprovider. Reden: ${value.reason}`,
        confirmLabel: 'Ja, terugbetalen',
      },
      submission,
    );
  }
  try {
    const body = {
      request_id: value.request_id,
      reason: value.reason,
      ...(value.scope === 'amount' ? { amount: value.amount } : {}),
      ...(value.scope === 'lines' ? { lines } : {}),
    };
    const done = await ordersApi.refund(args.caller, number, body);
    const notice = done.replayed
      ? 'Deze terugbetaling was al aangevraagd.'
      : `Terugbetaling van ${formatPrice(done.refund.amount)} aangevraagd. De klant krijgt een mail.`;
    return redirectWithStaffNotice(args.request, args.shop, pagePath(number), notice);
  } catch (error) {
    return apiRefusal(error, submission, 'refund');
  }
}

export async function orderAction(args: BackOfficeArgs, form: FormData, load: () => Promise<AdminOrderPage>) {
  const number = orderNumberOf(args);
  const intent = form.get('intent');
  if (intent === 'ship') return ship(args, number, form);
  if (intent === 'deliver') return deliver(args, number, form);
  if (intent === 'cancel') return cancel(args, await load(), form);
  if (intent === 'refund') return refund(args, await load(), form);
  return data({ message: 'Onbekende actie.' }, { status: 400 });
}
