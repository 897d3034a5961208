// Back-office forms on the server: parse a posted form with its schema (also a union of intents),
// answer bad input with Conform's result and a 4xx, an API refusal with the API's own Dutch message
// (a medewerker above the refund limit: 403 with that message), and ask to confirm what cannot be
// undone before doing it.
import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import type { AdminAnswer } from '~/components/admin/forms';
import { parseSubmission, readFormBody, replyWithErrors } from '../form-submission.server';
import { isCommerceError } from '~/models/client.server';

/** Parses a form with its schema (also a union of intents): only the schema's own fields count. */
export { parseSubmission as parseAdminForm, readFormBody };
export { positiveId } from '#contract/forms/admin';

export const GENERIC_ERROR = 'Er ging iets mis. Probeer het nog een keer.';

/** A confirmation the page shows before an action that cannot be undone is done. */
export interface ConfirmRequest {
  form: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** The posted fields, sent again with `confirmed=ja`. */
  fields: Record<string, string>;
}

export function badInput(submission: Submission<unknown, string[], unknown>, form: string) {
  return replyWithErrors(submission, { status: 400, form });
}

/**
 * An API refusal as a form answer: its message in the alert, its field issues at the fields; its
 * status when it is a 4xx (403, 404, 409, 429), 502 when the API failed. Redirects pass through.
 */
export function apiRefusal(error: unknown, submission: Submission<unknown, string[], unknown>, form: string) {
  if (error instanceof Response || !isCommerceError(error)) throw error;
  if (error.status < 400 || error.status >= 500) return replyWithErrors(submission, { status: 502, formErrors: [GENERIC_ERROR], form });
  const issues = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
  const fields = new Set(Object.keys(submission.payload));
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    // The alert says it already; the field only gets what the alert does not.
    if (fields.has(field) && field !== 'intent' && issue.message !== error.message) fieldErrors[field] ??= [issue.message];
  }
  return replyWithErrors(submission, { status: error.status, formErrors: [error.message || GENERIC_ERROR], fieldErrors, form });
}

/** The answer that asks to confirm: the same fields again, with the consequences spelled out. */
export function askToConfirm(request: Omit<ConfirmRequest, 'fields'>, submission: Submission<unknown, string[], unknown>) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(submission.payload))
    if (typeof value === 'string' && name !== 'confirmed') fields[name] = value;
  return data({ confirm: { ...request, fields } satisfies ConfirmRequest }, { status: 200 });
}

/**
 * What a back-office action answers: a redirect, or a form answer (`AdminAnswer`, or a page's own
 * answer type built on it). Declared on an action whose branches answer differently shaped data, so
 * the page's generated `actionData` has one type the page's forms read.
 */
export type AdminReply<A extends AdminAnswer = AdminAnswer> = Promise<Response | ReturnType<typeof data<A>> | A>;

/** A one-off id for a form whose double submit must count once (refunds). */
export function requestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** 404 for a page that names nothing (a forged id, a bad order number). */
export function notFound(message = 'Deze pagina bestaat niet in het beheer.'): never {
  throw data({ message }, { status: 404 });
}

/** A loader's API error as the page's error: the API's Dutch message with its status (403 owner-only). */
export function pageError(error: unknown): never {
  if (error instanceof Response || !isCommerceError(error)) throw error;
  if (error.status >= 500) throw error;
  throw data({ message: error.message || GENERIC_ERROR }, { status: error.status });
}
