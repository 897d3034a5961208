// The review form's Dutch messages and limits (docs/requirements/catalogue-and-search.md#validation), without zod, for the browser and the schema.
export const REVIEW_MESSAGES = {
  required: 'Dit is een verplicht veld',
  email: 'Dit is geen geldig e-mailadres',
  score: 'Kies een score van 1 tot 5 sterren',
} as const;

export const REVIEW_LIMITS = { name: 60, email: 255, title: 120, content: 2000 } as const;
