// /v1/assistant and /v1/chat/save — the handlers of the chat operations
// (contract/operations/assistant.ts defines them; docs/requirements/assistant-and-guided-selling.md#api Chat).
import type { z } from '@hono/zod-openapi';
import * as ops from '#contract/operations/assistant';
import { errorBody, createRouter } from '../http';
import { createEmbeddedAssistantModel } from '../providers/assistant/embedded';
import { ASSISTANT_FAILURE, answerChat } from './assistant';
import { saveChat } from './transcripts';
import { LIMITS } from '../platform/rate-limits';
import { clientIp, createLimiterFactory } from '../customer/context';

type Turn = z.infer<typeof ops.TurnSchema>;

/** The conversation the model sees: the last 20 turns with text, questions left out. */
function historyOf(turns: Turn[]) {
  return turns
    .filter((t) => t.role !== 'question' && t.content.trim())
    .slice(-20)
    .map((t) => ({ role: t.role === 'user' ? ('user' as const) : ('assistant' as const), content: t.content }));
}

export function createAssistantRoutes() {
  const app = createRouter();
  const limiterFor = createLimiterFactory();
  const fallbackModel = createEmbeddedAssistantModel();

  app.openapi(ops.askAssistant, async (c) => {
    const { database, providers } = c.get('deps');
    const body = c.req.valid('json');
    const limiter = limiterFor(c);
    const ip = clientIp(c);
    if (!(await limiter.takeAddress(LIMITS.assistantIp, ip))) return c.json(errorBody(LIMITS.assistantIp.message), 429);
    if (body.order?.knowsOrderNumber && (await limiter.exhaustedAddress(LIMITS.orderLookupIp, ip)))
      return c.json(errorBody(LIMITS.orderLookupIp.message), 429);
    const history = historyOf(body.history ?? body.messages ?? []);
    try {
      const answer = await answerChat(
        { db: database.db, model: providers.assistant ?? fallbackModel },
        { message: body.message, history, order: body.order },
      );
      // Wrong order details count toward the look-up limit, so order numbers cannot be guessed.
      if (body.order?.knowsOrderNumber && answer.order_form) await limiter.recordAddress(LIMITS.orderLookupIp, ip);
      return c.json({ data: answer }, 200);
    } catch (err) {
      providers.logger.error({ err: (err as Error).message }, 'assistant failed');
      return c.json(errorBody(ASSISTANT_FAILURE), 502);
    }
  });

  app.openapi(ops.saveChat, async (c) => {
    const { database } = c.get('deps');
    if (!(await limiterFor(c).takeAddress(LIMITS.chatSaveIp, clientIp(c)))) return c.json(errorBody(LIMITS.chatSaveIp.message), 429);
    const { messages, rating } = c.req.valid('json');
    const id = await saveChat(database.db, messages, rating);
    return c.json({ data: { id, message: 'Bedankt, de chat is bewaard.' } }, 201);
  });
  return app;
}
