// The model behind the chat assistant. The shop decides what the model may know: the service
// retrieves passages and runs the tools (product search, the order look-up with all four details)
// before the model is asked, and passes only their results. A model therefore cannot read an order
// it was not given, whatever a message tells it to do.

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface Grounding {
  /** What the shop understood the question to be about (see commerce/assistant/intents). */
  intent: string;
  /** The best matching FAQ answers and service-page passages, best first. */
  passages: Array<{ title: string; text: string; url?: string }>;
  /** Products from the shop's search, when the question was about the catalogue. */
  products: Array<{ title: string; url: string; price: string }>;
  /** The order status tool's answer, only after the shopper's details matched an order. */
  order?: { found: boolean; content: string };
  /** The embedded assistant's own answer from the passages and tools. */
  draft: string;
}

export interface AssistantModel {
  readonly name: string;
  /** The assistant's answer text in Dutch. Throws when the model cannot answer (the shop then says so). */
  answer(input: { message: string; history: ChatTurn[]; grounding: Grounding }): Promise<string>;
}
