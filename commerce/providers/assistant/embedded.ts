// The embedded default: the retrieval assistant's own answer, composed by the service from the FAQ,
// the service pages and the tools. Works offline, answers instantly, never invents facts.
import type { AssistantModel } from './types';

export function createEmbeddedAssistantModel(): AssistantModel {
  return {
    name: 'embedded',
    async answer({ grounding }) {
      return grounding.draft;
    },
  };
}
