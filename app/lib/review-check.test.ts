import { describe, expect, it } from 'vitest';
import { checkReview } from './review-check';
import { errorsOf } from './schemas/form';
import { ReviewFormSchema } from './schemas/review';

const valid = { display_name: 'Sanne', email: 'sanne@example.com', review_title: 'Heerlijk', review_content: 'Zacht.', review_score: '4' };

const cases: Record<string, string>[] = [
  valid,
  {},
  { ...valid, email: 'sanne@' },
  { ...valid, email: 'sanne@example' },
  { ...valid, review_score: '' },
  { ...valid, review_score: '7' },
  { ...valid, display_name: '   ' },
  { ...valid, review_title: 'x'.repeat(121) },
  { ...valid, review_content: 'x'.repeat(2001) },
  { ...valid, display_name: 'x'.repeat(61), email: '' },
];

describe('browser review checks agree with the server schema', () => {
  it.each(cases.map((c, i) => [i, c] as const))('case %i', (_, values) => {
    const server = ReviewFormSchema.safeParse(values);
    expect(checkReview(values)).toEqual(server.success ? {} : errorsOf(server.error));
  });
});
