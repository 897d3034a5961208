// The OpenAI-compatible adapter against a local server speaking the chat-completions protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantModelFromEnv } from '../factory';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { createOpenAiAssistantModel } from './openai';
import type { Grounding } from './types';

const grounding: Grounding = {
  intent: 'retour',
  passages: [{ title: 'Hoe lang heb ik bedenktijd?', text: 'Je hebt 30 dagen bedenktijd.', url: '/service/retourneren/' }],
  products: [],
  draft: 'Je hebt 30 dagen bedenktijd.',
};

describe('OpenAI-compatible assistant model', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake?.close());

  it('posts the grounding as system message, the history and the question, and returns the answer', async () => {
    fake.respond = () => ({ content: '  Je hebt 30 dagen om te retourneren.  ' });
    const model = createOpenAiAssistantModel({ baseUrl: `${fake.url}/`, apiKey: 'sk-x', model: 'mini' });
    const answer = await model.answer({ message: 'bedenktijd?', history: [{ role: 'user', content: 'hoi' }], grounding });
    expect(answer).toBe('Je hebt 30 dagen om te retourneren.');
    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('mini');
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(request.messages[0]!.content).toContain('[1] Hoe lang heb ik bedenktijd?: Je hebt 30 dagen bedenktijd. (/service/retourneren/)');
    expect(fake.authorizations.at(-1)).toBe('Bearer sk-x');
  });

  it('throws on an error status or an empty answer, so the shop can say it failed', async () => {
    const model = createOpenAiAssistantModel({ baseUrl: fake.url, model: 'mini' });
    fake.respond = () => ({ status: 503 });
    await expect(model.answer({ message: 'x', history: [], grounding })).rejects.toThrow(/503/);
    fake.respond = () => ({ content: '' });
    await expect(model.answer({ message: 'x', history: [], grounding })).rejects.toThrow(/no answer/);
  });

  it('is chosen by ASSISTANT_API_URL; the embedded model otherwise', () => {
    expect(assistantModelFromEnv({}).name).toBe('embedded');
    expect(assistantModelFromEnv({ ASSISTANT_API_URL: 'http://127.0.0.1:1/v1', ASSISTANT_MODEL: 'llama' }).name).toBe('openai:llama');
    expect(() => assistantModelFromEnv({ ASSISTANT_API_URL: 'ftp://x' })).toThrow(/ASSISTANT_API_URL/);
  });
});
