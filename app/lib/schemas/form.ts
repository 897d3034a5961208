// Parsing a posted form with one zod schema: field errors by name (the first message per field), and
// the typed values to put back in the form. Passwords and tokens are never sent back to the page.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

const SECRET_FIELDS = /password|token/i;

export interface FormFailure {
  ok: false;
  errors: FieldErrors;
  values: Record<string, string>;
}

export interface FormSuccess<T> {
  ok: true;
  data: T;
  values: Record<string, string>;
}

/** The string fields of a posted form, without secrets, each cut to a sane length. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || SECRET_FIELDS.test(key) || key.length > 64) continue;
    values[key] = value.slice(0, 2000);
  }
  return values;
}

/** The posted form as an object for the schema (strings only; the last value of a repeated name wins). */
export function formObject(form: FormData): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') object[key] = value;
  return object;
}

export function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseForm<S extends z.ZodTypeAny>(schema: S, form: FormData): FormSuccess<z.output<S>> | FormFailure {
  const values = formValues(form);
  const result = schema.safeParse(formObject(form));
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: errorsOf(result.error), values };
}

/** Reads a request's form body; a body that is not a form counts as empty (a 400, never a 500). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
