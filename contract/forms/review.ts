// The review form (docs/requirements/catalogue-and-search.md#screens-and-routes Review form, #data Review submission, #validation Review form): all five fields
// required, a valid e-mail address, a score of 1 to 5. Limits keep stored reviews readable; the
// commerce API parses submissions with the same rules.
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review-messages';

export { REVIEW_LIMITS, REVIEW_MESSAGES };

const tooLong = (max: number) => `Gebruik hoogstens ${max} tekens`;

const requiredText = (max: number) =>
  z
    .string({ required_error: REVIEW_MESSAGES.required, invalid_type_error: REVIEW_MESSAGES.required })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, REVIEW_MESSAGES.required).max(max, tooLong(max)));

/** A score as posted by the star radios ('1'..'5') or sent as a number by an API client. */
export const ReviewScore = z
  .union([z.string(), z.number()], { required_error: REVIEW_MESSAGES.required, invalid_type_error: REVIEW_MESSAGES.required })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: REVIEW_MESSAGES.required });
      return z.NEVER;
    }
    const score = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(score) || score < 1 || score > 5) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: REVIEW_MESSAGES.score });
      return z.NEVER;
    }
    return score;
  });

export const ReviewEmail = z
  .string({ required_error: REVIEW_MESSAGES.required, invalid_type_error: REVIEW_MESSAGES.required })
  .trim()
  .min(1, REVIEW_MESSAGES.required)
  .max(REVIEW_LIMITS.email, REVIEW_MESSAGES.email)
  .email(REVIEW_MESSAGES.email)
  .transform((s) => s.toLowerCase());

export const ReviewFormSchema = z.object({
  display_name: requiredText(REVIEW_LIMITS.name),
  email: ReviewEmail,
  review_title: requiredText(REVIEW_LIMITS.title),
  review_content: requiredText(REVIEW_LIMITS.content),
  review_score: ReviewScore,
});
export type ReviewForm = z.output<typeof ReviewFormSchema>;

/** docs/requirements/catalogue-and-search.md#data Review submission: the body of POST /v1/catalog/product/{id}/review. */
export const ReviewSubmissionSchema = z.object({
  product: z
    .object({ title: z.string().max(500).optional(), url: z.string().max(1000).optional(), description: z.string().max(5000).optional() })
    .optional(),
  review: z.object({ content: requiredText(REVIEW_LIMITS.content), title: requiredText(REVIEW_LIMITS.title), score: ReviewScore }),
  customer: z.object({ name: requiredText(REVIEW_LIMITS.name), email: ReviewEmail }),
});
export type ReviewSubmission = z.output<typeof ReviewSubmissionSchema>;

/** The submission body the storefront sends for a valid form. */
export function submissionOf(form: ReviewForm, product: { title: string; url: string }) {
  return {
    product: { title: product.title, url: product.url },
    review: { content: form.review_content, title: form.review_title, score: form.review_score },
    customer: { name: form.display_name, email: form.email },
  };
}
