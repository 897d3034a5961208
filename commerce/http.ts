// Shared pieces of the /v1 HTTP layer: error shape, validation hook, the app type.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from './db/client';
import type { CommerceConfig } from './config';
import type { CommerceProviders } from './providers';
import type { BackgroundTasks } from './platform/background';
import { ErrorSchema, errorResponses, notFoundResponse, type ErrorBody } from '#contract/operation';

export interface CommerceEnv {
  Variables: { deps: CommerceDeps };
}

export interface CommerceDeps {
  database: Database;
  providers: CommerceProviders;
  config: CommerceConfig;
  /** Work done after the answer (mails whose sending time must not show in it). */
  background: BackgroundTasks;
}

export { ErrorSchema, errorResponses, notFoundResponse, type ErrorBody };

export function errorBody(message: string, issues?: { path: string; message: string }[]): ErrorBody {
  return issues ? { error: { message, issues } } : { error: { message } };
}

/** A router for one /v1 group; invalid requests answer 400 with Dutch messages, never 500. */
export function createRouter() {
  return new OpenAPIHono<CommerceEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return c.json(errorBody('De aanvraag is ongeldig.', issues), 400);
      }
    },
  });
}
