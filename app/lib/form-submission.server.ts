// Conform on the server for the public forms: read the posted form (a body that is no form counts
// as empty: a 400 with messages, never a 500), parse it with the form's zod schema (parseWithZod),
// and answer with Conform's `submission.reply()` plus the flat view older callers read: the first
// message per field (`errors`) and the typed values (`values`, capped, never a password or token).
import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { isCommerceError } from '~/models/client.server';

export type Reply = SubmissionResult<string[]>;

/** Reads a request's form body; a body that is not a form counts as empty. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

export function parseSubmission<S extends z.ZodTypeAny>(form: FormData, schema: S) {
  return parseWithZod(form, { schema });
}

const SECRET_FIELDS = /password|token|_csrf/i;

/** The string fields of a posted form to put back in it: no secrets, each cut to a sane length. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || SECRET_FIELDS.test(key) || key.length > 64) continue;
    values[key] = value.slice(0, 2000);
  }
  return values;
}

/** The first message per field of a Conform result; the form's own message under 'form'. */
export function firstErrors(result: Reply): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) {
    const first = messages?.[0];
    if (first) errors[name === '' ? 'form' : name] = first;
  }
  return errors;
}

/** API issues ({ path, message }) as Conform field errors, with the form's field names. */
export function fieldErrorsOf(
  issues: { path: string; message: string }[],
  fieldName: (path: string) => string = (p) => p,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}

/**
 * An API refusal as a form answer: a 4xx gives its Dutch message and per-field messages from its
 * issues (a message already at its field is not repeated in the alert: then the generic text);
 * a 5xx or an unreachable API gives the generic text with 502. Anything else is rethrown.
 */
export function apiProblem(error: unknown, generic: string): { status: number; message: string; fieldErrors: Record<string, string[]> } {
  if (error instanceof Response || !isCommerceError(error)) throw error;
  if (error.status >= 400 && error.status < 500) {
    const issues = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
    const fieldErrors = fieldErrorsOf(issues, (path) => path.split('.')[0] ?? '');
    const status = [400, 401, 403, 404, 409, 429].includes(error.status) ? error.status : 400;
    const atField = issues.some((i) => i.message === error.message);
    return { status, message: atField ? generic : error.message || generic, fieldErrors };
  }
  return { status: 502, message: generic, fieldErrors: {} };
}
