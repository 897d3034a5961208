// Saved chats (POST /v1/chat/save): the transcript and the rating, to learn which questions the
// assistant answers badly. Nothing ties a transcript to a customer or an IP address.
import type { Db } from '../db/client';
import { chatTranscripts } from '../db/schema';

export interface SavedTurn {
  role: 'user' | 'assistant' | 'question';
  content: string;
  answers?: string[];
  question?: boolean;
}

export async function saveChat(db: Db, messages: SavedTurn[], rating: number): Promise<number> {
  const [row] = await db
    .insert(chatTranscripts)
    .values({
      messages: messages.map((m) => ({ role: m.role, content: m.content.slice(0, 4000), ...(m.question ? { question: true } : {}) })),
      rating,
      messageCount: messages.length,
    })
    .returning();
  return row!.id;
}
