// The chat assistant's /v1 calls (docs/requirements/assistant-and-guided-selling.md#api Chat).
import type { AssistantData, ChatMessage } from '~/lib/chat-machine';
import { transcriptFor } from '~/lib/chat-machine';
import type { ChatOrderForm } from '#contract/forms/chat';
import * as ops from '#contract/operations/assistant';
import type { CommerceClient } from './client.server';

export interface AskInput {
  message: string;
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  order?: ChatOrderForm;
}

const ipHeader = (ip: string | undefined): Record<string, string> => (ip ? { 'x-forwarded-for': ip } : {});

export async function askAssistant(commerce: CommerceClient, input: AskInput, ip?: string): Promise<AssistantData> {
  const body = await commerce.call(ops.askAssistant, { body: input, headers: ipHeader(ip) });
  return body.data;
}

export async function saveChat(commerce: CommerceClient, messages: ChatMessage[], rating: number, ip?: string): Promise<void> {
  await commerce.call(ops.saveChat, { body: { messages: transcriptFor(messages), rating }, headers: ipHeader(ip) });
}
