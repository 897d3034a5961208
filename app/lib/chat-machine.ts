// docs/requirements/assistant-and-guided-selling.md#states Chat states, as a pure reducer shared by the widget (browser storage) and the chat page
// without JavaScript (signed cookie): start → (end-type answer) 'Zijn uw vragen beantwoord?' →
// Ja: star rating → thanks → 'Wilt u de chat beëindigen?' → Ja: save and end / Nee: 'Had u nog
// andere vragen?' (back to start). Effects ('save', 'clear', 'end-soon') are carried out by the caller.

import type { z } from '@hono/zod-openapi';
import type { AssistantAnswerSchema } from '#contract/operations/assistant';

export type ChatRole = 'user' | 'assistant' | 'question';
export type ChatPhase = 'start' | 'answered' | 'rating' | 'end';

export interface ChatLink {
  title: string;
  url: string;
}

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** Answer buttons under the message. */
  answers?: string[];
  /** A question of the chat itself (not of the assistant's knowledge). */
  question?: boolean;
  products?: Array<{ title: string; url: string; price: number }>;
  links?: ChatLink[];
  /** Show the order look-up form under this message. */
  orderForm?: { orderNumber?: string };
  /** The failure or refusal message: shown, never sent back as history. */
  error?: boolean;
}

export interface ChatState {
  phase: ChatPhase;
  messages: ChatMessage[];
  rating: number | null;
}

export type ChatEffect = 'save' | 'clear' | 'end-soon';

/** What POST /v1/assistant answers in `data` (contract/operations/assistant.ts; a type only: no zod in the browser). */
export type AssistantData = z.output<typeof AssistantAnswerSchema>['data'];

export type ChatEvent =
  | { type: 'user'; content: string }
  | { type: 'answer'; data: AssistantData }
  | { type: 'failure'; content: string }
  | { type: 'choose'; choice: string }
  | { type: 'rate'; rating: number };

export const CHAT_TEXT = {
  answered: 'Zijn uw vragen beantwoord?',
  rate: 'Hoe tevreden bent u over dit gesprek? Kies 1 tot 5 sterren.',
  thanks: 'Bedankt voor uw feedback!',
  thanksHappy: 'Bedankt voor uw feedback, fijn dat ik u heb kunnen helpen!',
  askEnd: 'Wilt u de chat beëindigen?',
  more: 'Had u nog andere vragen?',
  goOn: 'Stel gerust uw volgende vraag, ik help u graag verder.',
  failure: 'Er is iets misgegaan, probeer het later opnieuw.',
  welcome: 'Hoi! Ik ben de chatassistent van Slaapzaak. Waarmee kan ik je helpen? Kies een onderwerp of typ je vraag.',
} as const;

export const CHAT_SUGGESTIONS = [
  'Bestelstatus & Verzending',
  'Retourneren & Ruilen',
  'Product informatie',
  'Beschadigd artikel',
  'Incomplete levering',
];

export const YES = 'Ja';
export const NO = 'Nee';

export const initialChatState = (): ChatState => ({ phase: 'start', messages: [], rating: null });

const question = (content: string, answers?: string[]): ChatMessage => ({
  role: 'question',
  content,
  question: true,
  ...(answers ? { answers } : {}),
});

/** One step of the chat. Empty messages are ignored (the same state comes back). */
export function chatReducer(state: ChatState, event: ChatEvent): { state: ChatState; effects: ChatEffect[] } {
  const add = (...messages: ChatMessage[]) => [...state.messages, ...messages];
  switch (event.type) {
    case 'user': {
      const content = event.content.trim();
      if (!content) return { state, effects: [] };
      // Typing a new question leaves any pending chat question behind.
      return { state: { ...state, phase: 'start', messages: add({ role: 'user', content }) }, effects: [] };
    }
    case 'failure':
      return { state: { ...state, messages: add({ role: 'assistant', content: event.content, error: true }) }, effects: [] };
    case 'answer': {
      const d = event.data;
      const message: ChatMessage = {
        role: 'assistant',
        content: d.message.content,
        ...(d.message.answers?.length ? { answers: d.message.answers } : d.suggestions?.length ? { answers: d.suggestions } : {}),
        ...(d.products?.length ? { products: d.products.map(({ title, url, price }) => ({ title, url, price })) } : {}),
        ...(d.links?.length ? { links: d.links } : {}),
        ...(d.order_form ? { orderForm: d.order_form } : {}),
      };
      if (d.end_chat) return { state: { ...state, messages: add({ ...message, error: true }) }, effects: ['end-soon'] };
      if (d.message.end && state.phase === 'start') {
        return { state: { ...state, phase: 'answered', messages: add(message, question(CHAT_TEXT.answered, [YES, NO])) }, effects: [] };
      }
      return { state: { ...state, messages: add(message) }, effects: [] };
    }
    case 'choose': {
      const yes = event.choice === YES;
      const said: ChatMessage = { role: 'user', content: yes ? YES : NO };
      if (state.phase === 'answered') {
        return yes
          ? { state: { ...state, phase: 'rating', messages: add(said, question(CHAT_TEXT.rate)) }, effects: [] }
          : { state: { ...state, phase: 'start', messages: add(said, question(CHAT_TEXT.goOn)) }, effects: [] };
      }
      if (state.phase === 'end') {
        return yes
          ? { state: initialChatState(), effects: ['save', 'clear'] }
          : { state: { ...state, phase: 'start', messages: add(said, question(CHAT_TEXT.more)) }, effects: [] };
      }
      return { state, effects: [] };
    }
    case 'rate': {
      if (state.phase !== 'rating' || !Number.isInteger(event.rating) || event.rating < 1 || event.rating > 5)
        return { state, effects: [] };
      const stars = `${'★'.repeat(event.rating)}${'☆'.repeat(5 - event.rating)} (${event.rating} van 5)`;
      const thanks = event.rating >= 4 ? CHAT_TEXT.thanksHappy : CHAT_TEXT.thanks;
      return {
        state: {
          ...state,
          phase: 'end',
          rating: event.rating,
          messages: add({ role: 'user', content: stars }, question(thanks), question(CHAT_TEXT.askEnd, [YES, NO])),
        },
        effects: [],
      };
    }
  }
}

/** The conversation as the assistant API takes it: user and assistant turns, no chat questions or errors. */
export function historyFor(state: ChatState): Array<{ role: 'user' | 'assistant'; content: string }> {
  return state.messages
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && !m.error && !m.question)
    .slice(-20)
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));
}

/** The messages as POST /v1/chat/save takes them. */
export function transcriptFor(messages: ChatMessage[]) {
  return messages.map((m) => ({
    role: m.role,
    content: m.content,
    ...(m.answers ? { answers: m.answers } : {}),
    ...(m.question ? { question: true } : {}),
  }));
}
