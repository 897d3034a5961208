// POST /v1/catalog/guided-selling's answer: a wizard's questions, the live count and the result URL.

export interface WizardQuestion {
  id: number;
  question: string;
  explanation: string | null;
  is_skippable: boolean;
  is_multiselect: boolean;
  answers: { id: number; answer: string; image: string | null; description: string | null }[];
}

export interface WizardResponse {
  code: string;
  category_id: number;
  title: string;
  questions: WizardQuestion[];
  /** The shopper's answers as understood (qs{id} → id, list or 0), off-path answers dropped. */
  answers: Record<string, number | number[]>;
  /** The first question without an answer, or null when the wizard is done. */
  next_question_id: number | null;
  count: number;
  result_url: string;
  /** SPEC §3 result filter: the listing URL and its query part with a leading '?', or null. */
  filter: { url: string; raw_url: string | null };
}
