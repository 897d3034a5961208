// For tests of the schemas: the first message per field of a zod error, as a form shows it.
import type { ZodError } from 'zod';

export function firstIssues(error: ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[issue.path.length ? String(issue.path[0]) : 'form'] ??= issue.message;
  return messages;
}
