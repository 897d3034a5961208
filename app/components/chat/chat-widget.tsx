// The chat widget (docs/requirements/assistant-and-guided-selling.md#screens-and-routes Chat widget, #states Chat states). Loaded on demand by the launcher: none of
// this is part of a page's first load. State lives in the chat nanostore (browser storage).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  CHAT_SUGGESTIONS,
  CHAT_TEXT,
  chatReducer,
  historyFor,
  NO,
  YES,
  type AssistantData,
  type ChatEvent,
  type ChatMessage,
} from '~/lib/chat-machine';
import { $chat, $responseLoading, clearChat, setChat } from '~/stores/chat';
import { ChatMessages, STAR_LABELS } from './chat-messages';
import { ChatOrderForm, type OrderFormErrors, type OrderFormValues } from './chat-order-form';
import { chatOrderErrors, chatOrderInput, chatOrderSchema } from '#contract/forms/chat';
import '~/styles/chat.css';

const PROFANITY_END_MS = 3000;

async function post(
  body: object,
): Promise<{ data?: AssistantData; error?: { message: string; issues?: Array<{ path: string; message: string }> }; status: number }> {
  try {
    const res = await fetch('/api/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: AssistantData; error?: { message: string } };
    return { ...json, status: res.status };
  } catch {
    return { error: { message: CHAT_TEXT.failure }, status: 0 };
  }
}

export function ChatWidget({ onClose }: { onClose: () => void }) {
  const chat = useStore($chat);
  const loading = useStore($responseLoading);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { ending, orderErrors, dispatch, ask, submitOrder } = useConversation(onClose, inputRef);

  useEffect(() => {
    setChat({ chatBoxOpen: true });
    inputRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [chat.messages.length, loading]);

  function close() {
    setChat({ chatBoxOpen: false });
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (loading || ending) return;
    const message = draft;
    if (!message.trim()) return;
    setDraft('');
    void ask(message);
  }

  const last: ChatMessage | undefined = chat.messages[chat.messages.length - 1];
  const busy = loading || ending;
  const controls = chatControls({ chat, busy, last, orderErrors, dispatch, ask, submitOrder });

  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-title">
      <header className="chat-header">
        <h2 id="chat-title">Chat met Slaapzaak</h2>
        <button type="button" className="chat-close" onClick={close} aria-label="Chat sluiten">
          ×
        </button>
      </header>
      <div className="chat-body" ref={logRef}>
        <ChatMessages messages={chat.messages} loading={loading} welcome={<p className="chat-text">{CHAT_TEXT.welcome}</p>}>
          {controls}
        </ChatMessages>
      </div>
      <ChatInput inputRef={inputRef} draft={draft} setDraft={setDraft} ending={ending} busy={busy} submit={submit} />
    </section>
  );
}

function Buttons({ label, answers, onChoose }: { label: string; answers: string[]; onChoose: (answer: string) => void }) {
  return (
    <div className="chat-answers" role="group" aria-label={label}>
      {answers.map((a) => (
        <button key={a} type="button" className="chat-answer" onClick={() => onChoose(a)}>
          {a}
        </button>
      ))}
    </div>
  );
}

/** The conversation with the assistant: the chat machine's events and their effects, questions, the order form. */
function useConversation(onClose: () => void, inputRef: RefObject<HTMLTextAreaElement | null>) {
  const [ending, setEnding] = useState(false);
  const [orderErrors, setOrderErrors] = useState<OrderFormErrors>({});

  const dispatch = (event: ChatEvent) => {
    const current = $chat.get();
    const { state, effects } = chatReducer(current, event);
    if (effects.includes('save') && current.rating) {
      // The transcript as it was before the reducer cleared it; a failed save is not the shopper's problem.
      void post({ intent: 'save', messages: current.messages, rating: current.rating });
    }
    if (effects.includes('clear')) {
      clearChat();
      onClose();
      return state;
    }
    setChat(state);
    if (effects.includes('end-soon')) {
      setEnding(true);
      window.setTimeout(() => {
        clearChat();
        onClose();
      }, PROFANITY_END_MS);
    }
    return state;
  };

  async function ask(message: string, order?: OrderFormValues) {
    const before = $chat.get();
    if (!order) {
      const after = dispatch({ type: 'user', content: message });
      if (after === before) return; // empty message: ignored
    } else {
      const content = order.knowsOrderNumber
        ? `Ordernummer DKBD${(order.orderNumber ?? '').replace(/\D/g, '')}, ${order.firstName}, ${order.zipCode} ${order.houseNumber}`
        : 'Ik weet mijn ordernummer niet';
      dispatch({ type: 'user', content });
    }
    $responseLoading.set(true);
    const res = await post({ message: order ? '' : message, history: historyFor(before), order });
    $responseLoading.set(false);
    if (res.data) dispatch({ type: 'answer', data: res.data });
    else dispatch({ type: 'failure', content: res.status === 429 && res.error ? res.error.message : CHAT_TEXT.failure });
    inputRef.current?.focus();
  }

  function submitOrder(values: OrderFormValues) {
    // The schema /api/assistant and the no-JS page check with (schemas/chat.ts), with its messages.
    const parsed = chatOrderSchema.safeParse(chatOrderInput(values));
    const errors: OrderFormErrors = parsed.success ? {} : chatOrderErrors(parsed.error);
    setOrderErrors(errors);
    if (parsed.success && parsed.data.knowsOrderNumber) values.orderNumber = parsed.data.orderNumber;
    if (parsed.success) void ask('', values);
  }

  return { ending, orderErrors, dispatch, ask, submitOrder };
}

/** What the shopper can answer with below the messages: topics, stars, answer buttons or the order form (a plain function: ChatMessages leaves out an empty answer). */
function chatControls({
  chat,
  busy,
  last,
  orderErrors,
  dispatch,
  ask,
  submitOrder,
}: {
  chat: ReturnType<typeof $chat.get>;
  busy: boolean;
  last: ChatMessage | undefined;
  orderErrors: OrderFormErrors;
  dispatch: (event: ChatEvent) => unknown;
  ask: (message: string) => Promise<void>;
  submitOrder: (values: OrderFormValues) => void;
}) {
  if (!busy && chat.messages.length === 0) {
    return <Buttons label="Onderwerpen" answers={CHAT_SUGGESTIONS} onChoose={(a) => void ask(a)} />;
  } else if (!busy && chat.phase === 'rating') {
    return (
      <div className="chat-stars" role="group" aria-label="Beoordeling">
        {STAR_LABELS.map((label, i) => (
          <button
            key={label}
            type="button"
            className="chat-star"
            aria-label={label}
            title={label}
            onClick={() => dispatch({ type: 'rate', rating: i + 1 })}
          >
            ★
          </button>
        ))}
      </div>
    );
  } else if (!busy && last?.answers?.length) {
    const chatQuestion = last.question && (chat.phase === 'answered' || chat.phase === 'end');
    return (
      <>
        <Buttons
          label="Antwoorden"
          answers={last.answers}
          onChoose={(a) => (chatQuestion && (a === YES || a === NO) ? dispatch({ type: 'choose', choice: a }) : void ask(a))}
        />
        {last.orderForm ? <ChatOrderForm defaults={last.orderForm} errors={orderErrors} onSubmit={submitOrder} disabled={busy} /> : null}
      </>
    );
  } else if (!busy && last?.orderForm) {
    return <ChatOrderForm defaults={last.orderForm} errors={orderErrors} onSubmit={submitOrder} disabled={busy} />;
  }
  return null;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
function ChatInput({
  inputRef,
  draft,
  setDraft,
  ending,
  busy,
  submit,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  setDraft: (draft: string) => void;
  ending: boolean;
  busy: boolean;
  submit: (event: FormEvent) => void;
}) {
  return (
    <form className="chat-input" onSubmit={submit}>
      <label htmlFor="chat-message" className="visually-hidden">
        Je bericht
      </label>
      <textarea
        id="chat-message"
        ref={inputRef}
        rows={1}
        maxLength={1000}
        placeholder="Typ je vraag…"
        value={draft}
        disabled={ending}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
      />
      <button type="submit" className="button button-primary button-small" disabled={busy}>
        Verstuur
      </button>
    </form>
  );
}
