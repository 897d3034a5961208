// A small local server speaking the OpenAI chat-completions protocol, for tests of the adapter.
// It answers with a canned reply, or by `respond` from the request, and records every request so a
// test can check exactly what the shop sent to the model.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
}

export interface FakeOpenAi {
  url: string;
  requests: ChatCompletionRequest[];
  authorizations: string[];
  /** What the next answers are made of; default echoes the shop's proposal. */
  respond: (request: ChatCompletionRequest) => { status?: number; content?: string };
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Partial<FakeOpenAi> = { requests: [], authorizations: [] };
  fake.respond = (request) => {
    const system = request.messages[0]?.content ?? '';
    const proposal = system.split('VOORSTEL VAN DE WINKEL (juist en volledig; herformuleer het hooguit):\n')[1] ?? '';
    return { content: `Goede vraag! ${proposal}` };
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request = JSON.parse(raw) as ChatCompletionRequest;
      fake.requests!.push(request);
      fake.authorizations!.push(req.headers.authorization ?? '');
      const { status = 200, content = '' } = fake.respond!(request);
      if (status !== 200) {
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'upstream error', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${fake.requests!.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake as FakeOpenAi;
}
