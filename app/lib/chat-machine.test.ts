import { describe, expect, it } from 'vitest';
import {
  CHAT_TEXT,
  chatReducer,
  historyFor,
  initialChatState,
  NO,
  YES,
  type AssistantData,
  type ChatEvent,
  type ChatState,
} from './chat-machine';

const answer = (content: string, extra: Partial<AssistantData> = {}, end = false): ChatEvent => ({
  type: 'answer',
  data: { intent: 'x', message: { role: 'assistant', content, ...(end ? { end } : {}) }, ...extra },
});

function run(...events: ChatEvent[]) {
  let state: ChatState = initialChatState();
  const effects: string[] = [];
  for (const e of events) {
    const r = chatReducer(state, e);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}

const last = (s: ChatState) => s.messages[s.messages.length - 1]!;

// docs/requirements/assistant-and-guided-selling.md#states
describe('chat state machine', () => {
  it('ignores empty messages', () => {
    const { state } = run({ type: 'user', content: '   ' });
    expect(state.messages).toEqual([]);
  });

  it('asks whether the questions were answered after an end-type answer, not after others', () => {
    const plain = run({ type: 'user', content: 'verzendkosten?' }, answer('€ 4,95'));
    expect(plain.state.phase).toBe('start');
    const end = run({ type: 'user', content: 'bedankt' }, answer('Graag gedaan!', {}, true));
    expect(end.state.phase).toBe('answered');
    expect(last(end.state)).toMatchObject({ role: 'question', content: CHAT_TEXT.answered, answers: [YES, NO], question: true });
  });

  it('goes yes → rating → thanks (happy for 4-5 stars) → ask to end → yes saves and clears', () => {
    const base = [{ type: 'user', content: 'dank' } as const, answer('Graag gedaan!', {}, true), { type: 'choose', choice: YES } as const];
    const rated = run(...base);
    expect(rated.state.phase).toBe('rating');
    expect(last(rated.state).content).toBe(CHAT_TEXT.rate);
    const five = run(...base, { type: 'rate', rating: 5 });
    expect(five.state.phase).toBe('end');
    expect(five.state.rating).toBe(5);
    expect(five.state.messages.map((m) => m.content)).toContain(CHAT_TEXT.thanksHappy);
    expect(last(five.state)).toMatchObject({ content: CHAT_TEXT.askEnd, answers: [YES, NO] });
    const two = run(...base, { type: 'rate', rating: 2 });
    expect(two.state.messages.map((m) => m.content)).toContain(CHAT_TEXT.thanks);
    const ended = run(...base, { type: 'rate', rating: 5 }, { type: 'choose', choice: YES });
    expect(ended.effects).toEqual(['save', 'clear']);
    expect(ended.state).toEqual(initialChatState());
  });

  it("answers 'Nee' to ending with 'Had u nog andere vragen?' and starts over", () => {
    const { state, effects } = run(
      { type: 'user', content: 'dank' },
      answer('Graag!', {}, true),
      { type: 'choose', choice: YES },
      { type: 'rate', rating: 3 },
      { type: 'choose', choice: NO },
    );
    expect(effects).toEqual([]);
    expect(state.phase).toBe('start');
    expect(last(state).content).toBe(CHAT_TEXT.more);
  });

  it("answers 'Nee' to 'Zijn uw vragen beantwoord?' by going on without a rating", () => {
    const { state } = run({ type: 'user', content: 'dank' }, answer('Graag!', {}, true), { type: 'choose', choice: NO });
    expect(state.phase).toBe('start');
    expect(state.rating).toBeNull();
  });

  it('refuses a rating outside 1 to 5 or out of turn', () => {
    expect(run({ type: 'rate', rating: 5 }).state.rating).toBeNull();
    const base = [{ type: 'user', content: 'dank' } as const, answer('Graag!', {}, true), { type: 'choose', choice: YES } as const];
    expect(run(...base, { type: 'rate', rating: 6 }).state.phase).toBe('rating');
  });

  it('ends soon without saving on a profanity refusal', () => {
    const { effects } = run({ type: 'user', content: 'k.u.t' }, answer('Ik kan je niet helpen…', { end_chat: true }));
    expect(effects).toEqual(['end-soon']);
  });

  it('sends only user and assistant turns as history', () => {
    const { state } = run({ type: 'user', content: 'dank' }, answer('Graag!', {}, true), { type: 'failure', content: CHAT_TEXT.failure });
    expect(historyFor(state)).toEqual([
      { role: 'user', content: 'dank' },
      { role: 'assistant', content: 'Graag!' },
    ]);
  });
});
