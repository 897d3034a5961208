import { describe, expect, it } from 'vitest';
import { firstMessages as errorsOf } from '../../tests/helpers/form-answer';
import { REVIEW_MESSAGES, ReviewFormSchema, ReviewSubmissionSchema, submissionOf } from './review';

const valid = {
  display_name: 'Sanne',
  email: 'Sanne@Example.com',
  review_title: 'Heerlijk',
  review_content: 'Zacht en koel.',
  review_score: '5',
};
const errors = (input: Record<string, unknown>) => {
  const r = ReviewFormSchema.safeParse(input);
  return r.success ? {} : errorsOf(r.error);
};

// docs/requirements/catalogue-and-search.md#validation
describe('review form', () => {
  it('accepts a complete review, trims it and reads the score as a number', () => {
    const r = ReviewFormSchema.parse({ ...valid, display_name: '  Sanne ' });
    expect(r).toEqual({
      display_name: 'Sanne',
      email: 'sanne@example.com',
      review_title: 'Heerlijk',
      review_content: 'Zacht en koel.',
      review_score: 5,
    });
  });
  it('requires all five fields with the SPEC message', () => {
    expect(errors({})).toEqual({
      display_name: REVIEW_MESSAGES.required,
      email: REVIEW_MESSAGES.required,
      review_title: REVIEW_MESSAGES.required,
      review_content: REVIEW_MESSAGES.required,
      review_score: REVIEW_MESSAGES.required,
    });
    expect(errors({ ...valid, review_content: '   ', review_score: '' })).toEqual({
      review_content: REVIEW_MESSAGES.required,
      review_score: REVIEW_MESSAGES.required,
    });
  });
  it.each(['sanne', 'sanne@', '@example.com', 'a b@c.nl'])('refuses the e-mail address %j', (email) => {
    expect(errors({ ...valid, email })).toEqual({ email: 'Dit is geen geldig e-mailadres' });
  });
  it.each(['0', '6', '4.5', 'vijf', '-1'])('refuses the score %j', (review_score) => {
    expect(errors({ ...valid, review_score })).toEqual({ review_score: REVIEW_MESSAGES.score });
  });
  it('limits the length of each text', () => {
    expect(errors({ ...valid, display_name: 'x'.repeat(61), review_title: 'x'.repeat(121), review_content: 'x'.repeat(2001) })).toEqual({
      display_name: 'Gebruik hoogstens 60 tekens',
      review_title: 'Gebruik hoogstens 120 tekens',
      review_content: 'Gebruik hoogstens 2000 tekens',
    });
  });
  it('keeps markup as typed: it is text, shown escaped, never stripped into something else', () => {
    expect(ReviewFormSchema.parse({ ...valid, review_content: '<script>alert(1)</script>' }).review_content).toBe(
      '<script>alert(1)</script>',
    );
  });
  it('turns a valid form into the review submission shape, which the API schema accepts', () => {
    const body = submissionOf(ReviewFormSchema.parse(valid), { title: 'Dekbed', url: '/dekbed.html' });
    expect(body).toEqual({
      product: { title: 'Dekbed', url: '/dekbed.html' },
      review: { content: 'Zacht en koel.', title: 'Heerlijk', score: 5 },
      customer: { name: 'Sanne', email: 'sanne@example.com' },
    });
    expect(ReviewSubmissionSchema.safeParse(body).success).toBe(true);
    expect(ReviewSubmissionSchema.safeParse({ ...body, review: { ...body.review, score: 7 } }).success).toBe(false);
  });
});
