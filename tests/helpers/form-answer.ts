// Reads a form action's Conform answer (app/lib/form-submission.server.ts) the way the page shows
// it: the alert's message, the first message per field, and the values put back into the form.
import type { FormAnswer } from '../../app/lib/form-submission.server';

export interface ShownAnswer {
  /** The danger alert's message (Conform's form-level error), or null. */
  error: string | null;
  errors: Record<string, string>;
  values: Record<string, unknown>;
  form?: string;
}

export function shown(answer: FormAnswer): ShownAnswer {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(answer.result.error ?? {})) if (name && messages?.[0]) errors[name] = messages[0];
  return {
    error: answer.result.error?.['']?.[0] ?? null,
    errors,
    values: (answer.result.initialValue ?? {}) as Record<string, unknown>,
    form: answer.form,
  };
}

/** A zod error as the first message per field, the way a form shows it. */
export function firstMessages(error: {
  flatten(): { fieldErrors: Record<string, string[] | undefined> };
}): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(error.flatten().fieldErrors).map(([name, messages]) => [name, messages?.[0]]));
}
