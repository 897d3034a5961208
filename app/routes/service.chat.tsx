// /service/chat/ — the chat without JavaScript (the launcher's link target): every message is a
// form POST, the transcript is rendered on the server and kept in a signed cookie. docs/requirements/assistant-and-guided-selling.md#states chat
// states via the same reducer as the widget.
import { data, redirect } from 'react-router';
import { ChatMessages, STAR_LABELS } from '~/components/chat/chat-messages';
import { ChatOrderForm, type OrderFormErrors, type OrderFormValues } from '~/components/chat/chat-order-form';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CHAT_SUGGESTIONS, CHAT_TEXT, chatReducer, historyFor, NO, YES, type ChatEvent, type ChatState } from '~/lib/chat-machine';
import { clearChatCookie, readChatState, writeChatState } from '~/lib/chat-transcript.server';
import { chatOrderFormSchema } from '#contract/forms/chat';
import { parseWithZod } from '@conform-to/zod';
import { isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { askAssistant, saveChat } from '~/models/assistant.server';
import { isCommerceError } from '~/models/client.server';
import chatStyles from '~/styles/chat.css?url';
import type { ReactNode } from 'react';
import { CsrfField } from '~/components/ui/csrf-field';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/service.chat';
import { shopContext } from '~/lib/context';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: chatStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Chat met onze assistent | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const state = await readChatState(request, shop.sessionSecret);
  return { state, ended: pageUrl(request).searchParams.has('beeindigd') };
}

type ActionResult = { refusal: string } | { orderErrors: OrderFormErrors; orderValues: OrderFormValues; orderAlert?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'send');
  const secure = shop.secureCookies;
  let state = await readChatState(request, shop.sessionSecret);
  const back = async (next: ChatState, to = '/service/chat/') =>
    redirect(to, { status: 303, headers: { 'Set-Cookie': await writeChatState(next, shop.sessionSecret, secure) } });
  const step = (event: ChatEvent) => {
    const result = chatReducer(state, event);
    state = result.state;
    return result.effects;
  };

  if (intent === 'reset') return redirect('/service/chat/', { status: 303, headers: { 'Set-Cookie': clearChatCookie(secure) } });

  if (intent === 'rate') {
    step({ type: 'rate', rating: Number(form.get('rating')) });
    return back(state);
  }

  const answer = String(form.get('answer') ?? '');
  if (intent === 'choose' && (answer === YES || answer === NO) && (state.phase === 'answered' || state.phase === 'end')) {
    const before = state;
    const effects = step({ type: 'choose', choice: answer });
    if (effects.includes('save') && before.rating) {
      try {
        await saveChat(shop.commerce, before.messages, before.rating, shop.clientIp);
      } catch (error) {
        console.warn('chat save failed', (error as Error).message);
      }
    }
    if (effects.includes('clear'))
      return redirect('/service/chat/?beeindigd=1', { status: 303, headers: { 'Set-Cookie': clearChatCookie(secure) } });
    return back(state);
  }

  // A question: typed, an answer button, or the order form.
  const history = historyFor(state);
  let message = intent === 'choose' ? answer : String(form.get('message') ?? '');
  let order;
  if (intent === 'order') {
    const values: OrderFormValues = {};
    for (const key of ['orderNumber', 'firstName', 'zipCode', 'houseNumber'] as const)
      values[key] = String(form.get(key) ?? '').slice(0, 100);
    // A filled honeypot: no look-up, no message to the assistant, a neutral 400.
    if (await isSpam(form, shop))
      return data<ActionResult>({ orderErrors: {}, orderValues: values, orderAlert: SPAM_MESSAGE }, { status: 400 });
    const submission = parseWithZod(form, { schema: chatOrderFormSchema });
    if (submission.status !== 'success') {
      const orderErrors: OrderFormErrors = {};
      for (const [name, messages] of Object.entries(submission.reply().error ?? {}))
        if (messages?.[0]) orderErrors[(name || 'orderNumber') as keyof OrderFormErrors] ??= messages[0];
      return data<ActionResult>({ orderErrors, orderValues: values }, { status: 400 });
    }
    order = submission.value;
    message = '';
    step({
      type: 'user',
      content: order.knowsOrderNumber
        ? `Ordernummer DKBD${order.orderNumber}, ${order.firstName}, ${order.zipCode} ${order.houseNumber}`
        : 'Ik weet mijn ordernummer niet',
    });
  } else {
    if (!message.trim()) return back(state); // docs/requirements/assistant-and-guided-selling.md#validation: an empty message is ignored
    step({ type: 'user', content: message.slice(0, 1000) });
  }
  try {
    const reply = await askAssistant(shop.commerce, { message: message.slice(0, 1000), history, order }, shop.clientIp);
    const effects = step({ type: 'answer', data: reply });
    // Inappropriate language: the refusal, then the chat ends after 3 s without saving.
    if (effects.includes('end-soon'))
      return data<ActionResult>({ refusal: reply.message.content }, { headers: { 'Set-Cookie': clearChatCookie(secure) } });
  } catch (error) {
    step({ type: 'failure', content: isCommerceError(error) && error.status === 429 ? error.message : CHAT_TEXT.failure });
  }
  return back(state);
}

/** What the last POST answered, if anything: the refusal that ends the chat, or the order form's errors with what was typed. */
function chatAnswer(result: Route.ComponentProps['actionData']) {
  return {
    refusal: result && 'refusal' in result ? result.refusal : null,
    order: result && 'orderErrors' in result ? result : undefined,
  };
}

export default function ChatPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, ended } = loaderData;
  const { refusal, order } = chatAnswer(actionData);
  const last = state.messages[state.messages.length - 1];
  const orderForm =
    last?.orderForm || order ? (
      <ChatOrderForm defaults={order ? order.orderValues : last?.orderForm} errors={order?.orderErrors} alert={order?.orderAlert} />
    ) : null;
  const messages = refusal ? [...state.messages, { role: 'assistant' as const, content: refusal, error: true }] : state.messages;
  return (
    <main id="main" className="container chat-page">
      {refusal ? <meta httpEquiv="refresh" content="3;url=/service/chat/?beeindigd=1" /> : null}
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: 'Klantenservice', url: '/service/klantenservice-contact/' },
          { title: 'Chat', url: '' },
        ]}
      />
      <h1>Chat met onze assistent</h1>
      {ended && state.messages.length === 0 ? (
        <p role="status">De chat is beëindigd. Je kunt hieronder een nieuw gesprek beginnen.</p>
      ) : null}
      <div className="chat-body">
        <ChatMessages messages={messages} welcome={<p className="chat-text">{CHAT_TEXT.welcome}</p>}>
          {refusal ? null : chatControls(state, orderForm)}
        </ChatMessages>
      </div>
      {refusal ? null : <MessageForm talking={state.messages.length > 0} />}
      {state.messages.length > 0 && !refusal ? (
        <IntentForm intent="reset" className="chat-page-actions">
          <button type="submit" className="button button-secondary button-small">
            Nieuw gesprek
          </button>
        </IntentForm>
      ) : null}
    </main>
  );
}

/**
 * The controls under the last message, or null (then the transcript has no controls row): the
 * topics before the first question, the stars when the chat asks for a rating, else the last
 * answer's buttons and the order form.
 */
function chatControls(state: ChatState, orderForm: ReactNode): ReactNode {
  const last = state.messages[state.messages.length - 1];
  if (state.messages.length === 0) return <AnswerButtons answers={CHAT_SUGGESTIONS} label="Onderwerpen" />;
  if (state.phase === 'rating') return <RatingForm />;
  if (!last?.answers?.length && !orderForm) return null;
  return (
    <>
      {last?.answers?.length ? <AnswerButtons answers={last.answers} label="Antwoorden" /> : null}
      {orderForm}
    </>
  );
}

/** A form that posts one intent to this page's action (with the CSRF token). */
function IntentForm({ intent, className, label, children }: { intent: string; className: string; label?: string; children: ReactNode }) {
  return (
    <form method="post" className={className} aria-label={label}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** The message box; `talking`: a conversation is under way, so the box has the focus. */
function MessageForm({ talking }: { talking: boolean }) {
  return (
    <IntentForm intent="send" className="chat-input">
      <label htmlFor="chat-page-message" className="visually-hidden">
        Je bericht
      </label>
      <textarea
        id="chat-page-message"
        name="message"
        rows={2}
        maxLength={1000}
        placeholder="Typ je vraag…"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- after a sent message (a full page load without JavaScript) the conversation goes on where it was typed
        autoFocus={talking}
      />
      <button type="submit" className="button button-primary button-small">
        Verstuur
      </button>
    </IntentForm>
  );
}

function RatingForm() {
  return (
    <IntentForm intent="rate" className="chat-stars" label="Beoordeling">
      {STAR_LABELS.map((label, i) => (
        <button key={label} type="submit" name="rating" value={i + 1} className="chat-star" aria-label={label} title={label}>
          ★
        </button>
      ))}
    </IntentForm>
  );
}

function AnswerButtons({ answers, label }: { answers: string[]; label: string }) {
  return (
    <IntentForm intent="choose" className="chat-answers" label={label}>
      {answers.map((a) => (
        <button key={a} type="submit" name="answer" value={a} className="chat-answer">
          {a}
        </button>
      ))}
    </IntentForm>
  );
}
