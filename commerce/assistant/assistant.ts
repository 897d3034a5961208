// The chat assistant (docs/requirements/assistant-and-guided-selling.md#screens-and-routes Chat widget, #errors Chat). The shop understands the question (intents +
// retrieval), runs its tools (catalogue search, the order status look-up) and hands the model only
// those results; the buttons, product links and order form come from the shop, never from the model.
import { formatPrice } from '../../lib/money';
import type { Db } from '../db/client';
import type { AssistantModel, ChatTurn, Grounding } from '../providers/assistant/types';
import { getSuggestions } from '../catalog/search';
import { FAQ } from './faq';
import {
  asksOrderStatus,
  isGreeting,
  isThanksOrBye,
  orderNumberIn,
  productCue,
  SUGGESTIONS,
  suggestionTopic,
  type Suggestion,
} from './intents';
import { knowledgeIndex, type Hit } from './knowledge';
import { lookUpOrderStatus, type ChatOrderRequest } from './order-lookup';
import { containsProfanity, PROFANITY_REFUSAL } from './profanity';

export const ASSISTANT_FAILURE = 'Er is iets misgegaan, probeer het later opnieuw.';

export interface AssistantRequest {
  message: string;
  history: ChatTurn[];
  /** The order form (docs/requirements/assistant-and-guided-selling.md#data Chat order request), when the shopper filled it in. */
  order?: ChatOrderRequest;
}

export interface AssistantAnswer {
  message: {
    role: 'assistant';
    content: string;
    /** Answer buttons: each sends its text as the shopper's next message. */
    answers?: string[];
    /** An end-type answer: the widget then asks 'Zijn uw vragen beantwoord?'. */
    end?: boolean;
  };
  intent: string;
  suggestions?: string[];
  products?: Array<{ title: string; url: string; price: number; image: string | null }>;
  links?: Array<{ title: string; url: string }>;
  /** Show the order look-up form (prefilled with a number the shopper typed). */
  order_form?: { orderNumber?: string };
  /** Inappropriate language: show the message, end the chat after 3 s, save nothing. */
  end_chat?: boolean;
}

/** Below this BM25 score a passage is too weak a match to answer with. */
const MIN_SCORE = 3;

const byId = (id: string) => FAQ.find((f) => f.id === id)!;
const faqButtons = (...ids: string[]) => ids.map((id) => byId(id).questions[0]!);

const TOPICS: Record<
  Suggestion,
  { intent: string; content: string; answers: string[]; orderForm?: boolean; link?: { title: string; url: string } }
> = {
  'Bestelstatus & Verzending': {
    intent: 'bestelstatus',
    content:
      'Ik zoek de status van je bestelling graag voor je op. Vul hieronder je ordernummer, voornaam, postcode en huisnummer in. Heb je een vraag over verzenden? Kies dan een van de vragen.',
    answers: faqButtons('verzending-kosten', 'levertijd-morgen', 'status-tracktrace'),
    orderForm: true,
  },
  'Retourneren & Ruilen': {
    intent: 'retour',
    content: byId('retour-hoe').answer,
    answers: faqButtons('retour-kosten', 'retour-geld', 'ruilen-hoe'),
    link: byId('retour-hoe').link,
  },
  'Product informatie': {
    intent: 'product',
    content:
      'Waar wil je meer over weten? Noem een product, bijvoorbeeld ‘donzen dekbed 200x220’ of ‘hoeslaken jersey’, dan zoek ik het voor je op. Of kies een veelgestelde vraag.',
    answers: faqButtons('maten-dekbed', 'wassen-dekbed', 'proef-matras'),
  },
  'Beschadigd artikel': {
    intent: 'beschadigd',
    content: byId('beschadigd-melden').answer,
    answers: faqButtons('beschadigd-doos', 'beschadigd-defect'),
    link: byId('beschadigd-melden').link,
  },
  'Incomplete levering': {
    intent: 'incompleet',
    content: byId('incompleet-mist').answer,
    answers: faqButtons('incompleet-deelpakket', 'incompleet-verkeerd'),
    link: byId('incompleet-mist').link,
  },
};

const GREETING =
  'Hoi! Ik ben de chatassistent van Slaapzaak. Stel je vraag over je bestelling, retourneren of onze producten, of kies een onderwerp.';
const BYE = 'Graag gedaan! Fijn dat ik je kon helpen.';
const UNKNOWN =
  'Daar weet ik helaas (nog) geen goed antwoord op. Probeer je vraag anders te stellen of kies een onderwerp. Je kunt ook onze klantenservice bellen op 020 - 123 45 67 (ma t/m vr 09:00–17:30) of mailen naar klantenservice@slaapzaak.nl.';

interface Plan {
  answer: Omit<AssistantAnswer, 'message'> & { message: Omit<AssistantAnswer['message'], 'content'> };
  grounding: Grounding;
}

function plain(intent: string, draft: string, extra: Partial<Plan['answer']> = {}, hits: Hit[] = []): Plan {
  return {
    answer: { intent, message: { role: 'assistant' }, ...extra },
    grounding: {
      intent,
      draft,
      products: [],
      passages: hits.map((h) => ({ title: h.passage.title, text: h.passage.text, url: h.passage.link?.url })),
    },
  };
}

/** Understands the message and runs the tools; the model only phrases the answer. */
async function plan(db: Db, request: AssistantRequest): Promise<Plan> {
  if (request.order) {
    const result = await lookUpOrderStatus(db, request.order);
    const p = plain('bestelstatus', result.content, {
      message: { role: 'assistant', end: result.found },
      links: result.found
        ? [{ title: 'Mijn bestellingen', url: '/account/orders/' }]
        : [{ title: 'Klantenservice & contact', url: '/service/klantenservice-contact/' }],
      order_form: result.found ? undefined : { orderNumber: request.order.orderNumber },
    });
    p.grounding.order = { found: result.found, content: result.content };
    return p;
  }
  const message = request.message.trim();
  const topic = suggestionTopic(message);
  if (topic) {
    const t = TOPICS[topic];
    return plain(t.intent, t.content, {
      message: { role: 'assistant', answers: t.answers },
      order_form: t.orderForm ? {} : undefined,
      links: t.link ? [t.link] : undefined,
    });
  }
  if (asksOrderStatus(message) || orderNumberIn(message)) {
    const number = orderNumberIn(message);
    return plain('bestelstatus', byId('status-waar').answer, {
      order_form: number ? { orderNumber: number.slice(4) } : {},
      links: [byId('status-waar').link!],
    });
  }
  if (isThanksOrBye(message)) return plain('afsluiten', BYE, { message: { role: 'assistant', end: true } });
  if (isGreeting(message)) return plain('groet', GREETING, { suggestions: [...SUGGESTIONS] });

  const index = await knowledgeIndex(db);
  let hits = index.search(message);
  // A short follow-up ('en naar België?') borrows the words of the previous question.
  if ((hits[0]?.score ?? 0) < MIN_SCORE) {
    const previous = [...request.history].reverse().find((t) => t.role === 'user' && t.content.trim() !== message);
    if (previous && message.split(/\s+/).length <= 4) {
      const combined = index.search(`${previous.content} ${message}`);
      if ((combined[0]?.score ?? 0) >= MIN_SCORE) hits = combined;
    }
  }
  const cue = productCue(message);
  const top = hits[0];
  if (cue && (cue.strong || !top || top.score < MIN_SCORE * 2)) {
    const found = await productAnswer(db, cue.query);
    if (found) return found;
  }
  if (top && top.score >= MIN_SCORE) {
    const p = top.passage;
    const intent = p.intent ?? 'info';
    const content = p.kind === 'faq' ? p.text : `${p.text.length > 600 ? `${p.text.slice(0, 600).replace(/\s\S*$/, '')}…` : p.text}`;
    const related = hits
      .slice(1)
      .filter((h) => h.passage.kind === 'faq' && h.passage.id !== p.id && h.score >= MIN_SCORE)
      .slice(0, 2)
      .map((h) => h.passage.title);
    return plain(
      intent,
      content,
      {
        message: { role: 'assistant', answers: related.length ? related : undefined },
        links: p.link ? [p.link] : undefined,
        order_form: intent === 'bestelstatus' && p.id === 'faq:status-waar' ? {} : undefined,
      },
      hits.slice(0, 3),
    );
  }
  if (cue) {
    const found = await productAnswer(db, cue.query);
    if (found) return found;
  }
  return plain('onbekend', UNKNOWN, {
    suggestions: [...SUGGESTIONS],
    links: [{ title: 'Klantenservice & contact', url: '/service/klantenservice-contact/' }],
  });
}

async function productAnswer(db: Db, query: string): Promise<Plan | null> {
  let result = await getSuggestions(db, query.slice(0, 100));
  // Fewer words when all of them together find nothing ('warm donzen dekbed' → 'donzen dekbed').
  const parts = query.split(' ');
  while (result.products.length === 0 && parts.length > 1) {
    parts.shift();
    result = await getSuggestions(db, parts.join(' '));
  }
  if (result.products.length === 0) return null;
  const products = result.products.slice(0, 4);
  // The products themselves go along as links (and to a model as PRODUCTEN); the text introduces them.
  const draft = `Dit heb ik voor je gevonden bij ‘${query}’. Klik op een product voor alle maten, kleuren en de levertijd.`;
  const links = [
    ...result.categories.slice(0, 1),
    { title: `Alle resultaten voor ‘${query}’`, url: `/zoeken/?tn_q=${encodeURIComponent(query)}` },
  ];
  const p = plain('product_zoeken', draft, { products, links });
  p.grounding.products = products.map((x) => ({ title: x.title, url: x.url, price: formatPrice(x.price) }));
  return p;
}

export interface AssistantDeps {
  db: Db;
  model: AssistantModel;
}

/** Answers one chat message. A model failure is logged by the caller and answered in Dutch. */
export async function answerChat(deps: AssistantDeps, request: AssistantRequest): Promise<AssistantAnswer> {
  if (!request.order && containsProfanity(request.message)) {
    return { intent: 'ongepast', message: { role: 'assistant', content: PROFANITY_REFUSAL }, end_chat: true };
  }
  const { answer, grounding } = await plan(deps.db, request);
  const content = (await deps.model.answer({ message: request.message, history: request.history, grounding })).trim();
  if (!content) throw new Error('assistant model answered nothing');
  return { ...answer, message: { ...answer.message, content } };
}
