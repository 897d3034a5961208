// Conform on the server, for every form of the storefront (public, account, checkout, beheer): read
// the posted form (a body that is no form counts as empty: a 400 with messages, never a 500), keep
// only the form's own fields, parse them with the form's zod schema (the one the browser validates
// with), and answer with Conform's `submission.reply()`: per-field Dutch messages, form-level
// messages for the danger alert, and the typed values to put back (never a password or token).
// An API refusal becomes the same kind of answer. Older callers also read a flat view of the
// answer: the first message per field (`firstErrors`) and the typed values (`typedValues`).
import { parseWithZod } from '@conform-to/zod';
import type { Submission, SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { z } from 'zod';
import { isCommerceError } from '~/models/client.server';

/** Conform's answer to a form. */
export type Reply = SubmissionResult<string[]>;

/** What an action answers a form with: Conform's result, and which form of the page it is for. */
export interface FormAnswer {
  result: Reply;
  form?: string;
}

type AnySubmission = Submission<unknown, string[], unknown>;

/** Never sent back to the page, whatever the form. */
const SECRET = /password|token|_csrf/i;
/** Longer than any rule of any form (the longest is 2000), so a value cut here is still refused. */
export const MAX_VALUE = 4000;
/** More entries than any form posts (the checkout's address step: about 25); the rest is not read. */
export const MAX_ENTRIES = 200;
/** Path segments after the field's own name (`lines[0].quantity` has 2); more is not a form's. */
export const MAX_DEPTH = 4;
/** A list index in a path (`lines[12]`): at most three digits, so no `a[9999999]`. */
const SEGMENT = /^(?:\.[A-Za-z_][A-Za-z0-9_-]{0,63}|\[\d{1,3}\])/;
const UNSAFE_SEGMENTS = /(?:^|\.)(?:__proto__|constructor|prototype)(?=$|[.[])/;

/** Reads a request's form body; a body that is not a form counts as empty (a 400, never a 500). */
export async function readFormBody(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

type FieldDef = { typeName?: string; schema?: z.ZodTypeAny; in?: z.ZodTypeAny; innerType?: z.ZodTypeAny; type?: z.ZodTypeAny };

/** The schema under preprocess, transform, pipe, default, optional, nullable, catch and brand. */
function unwrapped(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as FieldDef;
  if (def.typeName === 'ZodEffects' && def.schema) return unwrapped(def.schema);
  if (def.typeName === 'ZodPipeline' && def.in) return unwrapped(def.in);
  if (def.typeName === 'ZodBranded' && def.type) return unwrapped(def.type);
  if (def.innerType) return unwrapped(def.innerType);
  return schema;
}

/**
 * The top-level fields of a form schema, each with whether it holds a list or an object (then it
 * may be posted with a path: `lines[0].quantity`). Also through a union of intents (back office).
 */
export function fieldShapes(schema: z.ZodTypeAny): Map<string, boolean> {
  const inner = unwrapped(schema);
  const shapes = new Map<string, boolean>();
  if (inner instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>)) {
      const type = unwrapped(field);
      shapes.set(name, type instanceof z.ZodObject || type instanceof z.ZodArray || type instanceof z.ZodRecord);
    }
  } else if (inner instanceof z.ZodDiscriminatedUnion || inner instanceof z.ZodUnion) {
    for (const option of inner.options as z.ZodTypeAny[])
      for (const [name, nested] of fieldShapes(option)) shapes.set(name, nested || shapes.get(name) === true);
  }
  return shapes;
}

/** The top-level field names of a form schema. */
export function fieldNames(schema: z.ZodTypeAny): string[] {
  return [...fieldShapes(schema).keys()];
}

/** Whether a posted name is one of the form's own: its own name, or a short, plain path under a list or object field. */
function isOwnName(name: string, shapes: ReadonlyMap<string, boolean>): boolean {
  const first = /^[^.[\]]+/.exec(name)?.[0];
  if (first === undefined || !shapes.has(first)) return false;
  if (first === name) return true;
  if (!shapes.get(first) || UNSAFE_SEGMENTS.test(name)) return false;
  let rest = name.slice(first.length);
  for (let depth = 0; rest; depth++) {
    const segment = depth < MAX_DEPTH ? SEGMENT.exec(rest) : null;
    if (!segment) return false;
    rest = rest.slice(segment[0].length);
  }
  return true;
}

/**
 * Only the form's own fields (no `__intent__` or `__state__`, no files, no tampered extras, no
 * path under a plain field, no `a[9999999]`), at most MAX_ENTRIES of them; values longer than any
 * rule are cut to MAX_VALUE (the rule still refuses them).
 */
export function ownFields(form: FormData, schema: z.ZodTypeAny): FormData {
  const shapes = fieldShapes(schema);
  const own = new FormData();
  let kept = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || !isOwnName(name, shapes)) continue;
    own.append(name, value.slice(0, MAX_VALUE));
    if (++kept >= MAX_ENTRIES) break;
  }
  return own;
}

/** Parses a posted form's own fields with its schema (Conform's coercion: empty text is "not filled in"). */
export function parseSubmission<S extends z.ZodTypeAny>(form: FormData, schema: S): Submission<z.input<S>, string[], z.output<S>> {
  return parseWithZod(ownFields(form, schema), { schema }) as Submission<z.input<S>, string[], z.output<S>>;
}

/** Messages to add to an answer: for the danger alert above the form, and at fields. */
export interface ReplyErrors {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/** Conform's answer with the schema's messages and these, keeping what was typed except secrets. */
export function replyOf(submission: AnySubmission, errors: ReplyErrors = {}): Reply {
  const hideFields = Object.keys(submission.payload).filter((name) => SECRET.test(name));
  return submission.reply({ formErrors: errors.formErrors ?? [], fieldErrors: errors.fieldErrors, hideFields });
}

export interface ReplyOptions extends ReplyErrors {
  /** HTTP status of the answer (4xx for bad input; 502 when the API failed). */
  status: number;
  /** Which form of the page this answers (pages with more than one form). */
  form?: string;
}

/** The answer to a form that was not accepted: its errors and the typed values, without secrets. */
export function replyWithErrors(submission: AnySubmission, options: ReplyOptions) {
  const result = replyOf(submission, options);
  const answer: FormAnswer = { result, ...(options.form ? { form: options.form } : {}) };
  return data(answer, { status: options.status });
}

/** An API refusal as a form's answer: the status to answer with, the alert's message and Conform's result. */
export interface ApiErrorReply {
  status: number;
  alert: string;
  result: Reply;
}

/**
 * Turns an API error into a form answer: the API's issues at the fields this form has (others in the
 * alert), its Dutch message in the alert unless it already stands at a field (then the docs/requirements/operations.md#errors
 * generic text); its status when it is a known 4xx (else 400). Server errors of the API (5xx) and
 * an unreachable API give the generic text with status 502. Redirects (session ended) and
 * programming errors are not form errors: they are thrown again.
 */
export function apiErrorReply(error: unknown, submission: AnySubmission, generic: string): ApiErrorReply {
  if (error instanceof Response || !isCommerceError(error)) throw error;
  if (error.status < 400 || error.status >= 500)
    return { status: 502, alert: generic, result: replyOf(submission, { formErrors: [generic] }) };
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
  const result = replyOf(submission, { formErrors: [alert, ...formErrors.filter((m) => m !== alert)], fieldErrors });
  return { status, alert, result };
}

/** `apiErrorReply` as an action's answer (`FormAnswer`, with which form of the page it is for). */
export function replyWithApiError(error: unknown, submission: AnySubmission, generic: string, form?: string) {
  const { status, result } = apiErrorReply(error, submission, generic);
  const answer: FormAnswer = { result, ...(form ? { form } : {}) };
  return data(answer, { status });
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

/** The flat view of an answer: the first message per field; the form's own message under 'form'. */
export function firstErrors(result: Reply): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) {
    const first = messages?.[0];
    if (first) errors[name === '' ? 'form' : name] = first;
  }
  return errors;
}

/** The flat view of an answer: the typed text fields it puts back (never a secret), each cut to 2000 characters. */
export function typedValues(result: Reply): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.initialValue ?? {})) {
    if (typeof value === 'string' && !SECRET.test(name)) values[name] = value.slice(0, 2000);
  }
  return values;
}
