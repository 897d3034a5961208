// The chat transcript, shared by the widget and the chat page without JavaScript: each message
// with its role spoken out for screen readers, product and page links, and — under the last
// message only — the controls the caller renders (answer buttons, stars, the order form).
import type { ReactNode } from 'react';
import type { ChatMessage } from '~/lib/chat-machine';
import { formatPrice } from '~/lib/money';

const ROLE_LABEL: Record<ChatMessage['role'], string> = { user: 'Jij', assistant: 'Assistent', question: 'Assistent' };

export function ChatMessages({
  messages,
  loading = false,
  children,
  welcome,
}: {
  messages: ChatMessage[];
  loading?: boolean;
  children?: ReactNode;
  welcome: ReactNode;
}) {
  return (
    <ol className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label="Gesprek">
      <li className="chat-msg chat-msg-assistant">
        <span className="visually-hidden">Assistent: </span>
        {welcome}
      </li>
      {messages.map((m, i) => (
        <li key={i} className={`chat-msg chat-msg-${m.role}${m.error ? ' chat-msg-error' : ''}`}>
          <span className="visually-hidden">{ROLE_LABEL[m.role]}: </span>
          <p className="chat-text">{m.content}</p>
          {m.products?.length ? (
            <ul className="chat-products">
              {m.products.map((p) => (
                <li key={p.url}>
                  <a href={p.url}>{p.title}</a> <span className="chat-price">{formatPrice(p.price)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {m.links?.length ? (
            <ul className="chat-links">
              {m.links.map((l) => (
                <li key={l.url}>
                  <a href={l.url}>{l.title}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
      {loading ? (
        <li className="chat-msg chat-msg-assistant chat-typing" aria-label="De assistent typt…">
          <span aria-hidden="true">•</span>
          <span aria-hidden="true">•</span>
          <span aria-hidden="true">•</span>
        </li>
      ) : null}
      {children ? <li className="chat-controls">{children}</li> : null}
    </ol>
  );
}

export const STAR_LABELS = ['1 ster', '2 sterren', '3 sterren', '4 sterren', '5 sterren'];
