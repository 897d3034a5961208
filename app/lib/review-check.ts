// The review form's checks in the browser, without zod (kept out of the page's first-load JS). They
// mirror ReviewFormSchema (schemas/review.ts), which the server applies to every post; a test keeps
// the two in step.
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './schemas/review-messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkReview(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (name: string, max: number) => {
    const value = (values[name] ?? '').trim();
    if (!value) errors[name] = REVIEW_MESSAGES.required;
    else if (value.length > max) errors[name] = `Gebruik hoogstens ${max} tekens`;
  };
  text('display_name', REVIEW_LIMITS.name);
  const email = (values.email ?? '').trim();
  if (!email) errors.email = REVIEW_MESSAGES.required;
  else if (!EMAIL.test(email) || email.length > REVIEW_LIMITS.email) errors.email = REVIEW_MESSAGES.email;
  text('review_title', REVIEW_LIMITS.title);
  text('review_content', REVIEW_LIMITS.content);
  const score = values.review_score ?? '';
  if (!score) errors.review_score = REVIEW_MESSAGES.required;
  else if (!/^[1-5]$/.test(score)) errors.review_score = REVIEW_MESSAGES.score;
  return errors;
}
