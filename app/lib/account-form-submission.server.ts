// Conform on the server: a posted form parsed with the form's own zod schema (the one the browser
// validates with), answered with `submission.reply()` — per-field Dutch messages, form-level
// messages for the danger alert, and the typed values to put back (never a password or token).
// Everything an attacker could post beyond the form's own fields is dropped before parsing.
import { parseWithZod } from '@conform-to/zod';
import type { Submission, SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { z } from 'zod';
import { isCommerceError } from '~/models/client.server';

/** What an action answers a form with: Conform's result, and which form of the page it is for. */
export interface FormAnswer {
  result: SubmissionResult<string[]>;
  form?: string;
}

/** Never sent back to the page, whatever the form. */
const SECRET = /password|token|_csrf/i;
/** Longer than any field of any form (the longest rule is 1024); a longer value is refused anyway. */
const MAX_VALUE = 2000;

/** Reads a request's form body; a body that is not a form counts as empty (a 400, never a 500). */
export async function readFormBody(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The top-level field names of a form schema (through preprocess, transform, pipe, default). */
export function fieldNames(schema: z.ZodTypeAny): string[] {
  const def = schema._def as { typeName?: string; schema?: z.ZodTypeAny; in?: z.ZodTypeAny; innerType?: z.ZodTypeAny };
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as object);
  if (def.typeName === 'ZodEffects' && def.schema) return fieldNames(def.schema);
  if (def.typeName === 'ZodPipeline' && def.in) return fieldNames(def.in);
  if (def.innerType) return fieldNames(def.innerType);
  return [];
}

/**
 * Only the form's own fields, as plain names (no Conform paths like `a[9999999]`, no `__intent__`
 * or `__state__`), and no files; values longer than any rule are cut (the rule still refuses them).
 */
function ownFields(form: FormData, names: ReadonlySet<string>): FormData {
  const own = new FormData();
  for (const [name, value] of form.entries()) {
    if (!names.has(name) || typeof value !== 'string') continue;
    own.append(name, value.slice(0, MAX_VALUE));
  }
  return own;
}

/** Parses a posted form with its schema (Conform's coercion: empty text is "not filled in"). */
export function parseSubmission<S extends z.ZodTypeAny>(form: FormData, schema: S): Submission<z.input<S>, string[], z.output<S>> {
  const own = ownFields(form, new Set(fieldNames(schema)));
  return parseWithZod(own, { schema }) as Submission<z.input<S>, string[], z.output<S>>;
}

export interface ReplyOptions {
  /** HTTP status of the answer (4xx for bad input; 502 when the API failed). */
  status: number;
  /** Messages for the danger alert above the form. */
  formErrors?: string[];
  /** Messages at fields, on top of the schema's own. */
  fieldErrors?: Record<string, string[]>;
  /** Which form of the page this answers (pages with more than one form). */
  form?: string;
}

/** The answer to a form that was not accepted: its errors and the typed values, without secrets. */
export function replyWithErrors(submission: Submission<unknown, string[], unknown>, options: ReplyOptions) {
  const hideFields = Object.keys(submission.payload).filter((name) => SECRET.test(name));
  const result = submission.reply({ formErrors: options.formErrors ?? [], fieldErrors: options.fieldErrors, hideFields });
  const answer: FormAnswer = { result, ...(options.form ? { form: options.form } : {}) };
  return data(answer, { status: options.status });
}

/**
 * Turns an API error into a form answer: the API's issues at the fields this form has (others in the
 * alert), its Dutch message in the alert unless it already stands at a field (then the SPEC §8
 * generic text). Server errors of the API (5xx) give the generic text with status 502.
 */
export function replyWithApiError(error: unknown, submission: Submission<unknown, string[], unknown>, generic: string, form?: string) {
  // Redirects (session ended) and programming errors are not form errors.
  if (error instanceof Response || !isCommerceError(error)) throw error;
  if (error.status < 400 || error.status >= 500) return replyWithErrors(submission, { status: 502, formErrors: [generic], form });
  const issues = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
  const fields = new Set(Object.keys(submission.payload));
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of issues) {
    // `customer.dob` is the form's `dob`: the first or the last part of the API's path names the field.
    const parts = issue.path.split('.');
    const field = [parts[0], parts[parts.length - 1]].find((name) => name !== undefined && fields.has(name));
    if (field) fieldErrors[field] ??= [issue.message];
    else if (!formErrors.includes(issue.message)) formErrors.push(issue.message);
  }
  const atField = Object.values(fieldErrors).some(([message]) => message === error.message);
  const alert = atField ? generic : error.message || generic;
  const status = [400, 401, 403, 404, 409, 429].includes(error.status) ? error.status : 400;
  return replyWithErrors(submission, { status, formErrors: [alert, ...formErrors.filter((m) => m !== alert)], fieldErrors, form });
}
