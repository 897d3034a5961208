// POST /api/assistant — the chat widget's calls (JSON): ask the assistant, or save an ended chat.
// The widget holds the conversation; this route adds the shopper's IP for the API's rate limit.
import type { ChatMessage } from '~/lib/chat-machine';
import { CHAT_TEXT } from '~/lib/chat-machine';
import { chatOrderInput, chatOrderSchema } from '#contract/forms/chat';
import { askAssistant, saveChat } from '~/models/assistant.server';
import { HONEYPOT_FIELD, isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { isCommerceError } from '~/models/client.server';
import { log } from '../lib/log.server';
import type { Route } from './+types/api.assistant';
import { shopContext } from '~/lib/context';

const fail = (message: string, status: number) => Response.json({ error: { message } }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  if (request.method !== 'POST') return fail('Alleen POST.', 405);
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
  } catch {
    return fail('De aanvraag is ongeldig.', 400);
  }
  try {
    if (body.intent === 'save') {
      const messages = Array.isArray(body.messages) ? (body.messages as ChatMessage[]).slice(-200) : [];
      await saveChat(shop.commerce, messages, Number(body.rating), shop.clientIp);
      return Response.json({ ok: true });
    }
    const history = Array.isArray(body.history) ? (body.history as Array<{ role: 'user' | 'assistant'; content: string }>).slice(-20) : [];
    let order;
    if (body.order) {
      // The look-up form's honeypot, sent along by the widget: a filled one is a bot.
      const trap = (body.order as { trap?: unknown }).trap;
      if (typeof trap === 'string') {
        const form = new FormData();
        form.set(HONEYPOT_FIELD, trap);
        if (await isSpam(form, shop)) return fail(SPAM_MESSAGE, 400);
      }
      const parsed = chatOrderSchema.safeParse(chatOrderInput(body.order as Record<string, unknown>));
      if (!parsed.success)
        return Response.json(
          {
            error: {
              message: 'Controleer de gegevens.',
              issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            },
          },
          { status: 400 },
        );
      order = parsed.data;
    }
    const data = await askAssistant(
      shop.commerce,
      { message: typeof body.message === 'string' ? body.message.slice(0, 1000) : '', history, order },
      shop.clientIp,
    );
    return Response.json({ data });
  } catch (error) {
    // A rate limit says so; anything else is the failure message of docs/requirements/assistant-and-guided-selling.md#errors.
    if (isCommerceError(error) && error.status === 429) return fail(error.message, 429);
    if (isCommerceError(error) && error.status === 400) return fail('Typ eerst een bericht.', 400);
    log.warn('chat assistant call failed', (error as Error).message);
    return fail(CHAT_TEXT.failure, 502);
  }
}
