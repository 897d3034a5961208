// docs/requirements/assistant-and-guided-selling.md#data Chat store: chatBoxOpen, responseLoading, messages — plus the #states chat state and rating.
// Kept in localStorage so the conversation survives page changes; cleared when the chat ends.
import { atom } from 'nanostores';
import { initialChatState, type ChatState } from '~/lib/chat-machine';

/** The launcher reads this key too (without importing this module) to reopen a chat on load. */
export const CHAT_STORAGE_KEY = 'slaapzaak-chat';

export interface ChatStore extends ChatState {
  chatBoxOpen: boolean;
}

function read(): ChatStore {
  const empty = { ...initialChatState(), chatBoxOpen: false };
  if (typeof localStorage === 'undefined') return empty;
  try {
    const raw = JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? 'null') as Partial<ChatStore> | null;
    if (!raw || !Array.isArray(raw.messages)) return empty;
    return {
      chatBoxOpen: raw.chatBoxOpen === true,
      phase: raw.phase === 'answered' || raw.phase === 'rating' || raw.phase === 'end' ? raw.phase : 'start',
      messages: raw.messages.slice(-100),
      rating: typeof raw.rating === 'number' ? raw.rating : null,
    };
  } catch {
    return empty;
  }
}

export const $chat = atom<ChatStore>(read());
/** True while an answer is on its way (not persisted: a reload does not wait for it). */
export const $responseLoading = atom(false);

$chat.listen((value) => {
  try {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the chat still works, it is just not remembered.
  }
});

export function setChat(next: Partial<ChatStore>) {
  $chat.set({ ...$chat.get(), ...next });
}

/** Chat ended: everything forgotten, storage cleared. */
export function clearChat() {
  $chat.set({ ...initialChatState(), chatBoxOpen: false });
  try {
    localStorage.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
