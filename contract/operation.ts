// One /v1 operation, defined once (docs/decisions/0042): its method and path, request schemas (headers, path
// parameters, query, JSON body), its answers with their schemas and the error answers with Dutch
// messages. The API registers its handler for the definition (commerce/<domain>/routes.ts: `app.openapi(op, …)`,
// which validates the request and feeds the OpenAPI document); the storefront calls it with
// `commerce.call(op, input)` (app/models/client.server.ts), typed from the same schemas. "Go to
// definition" on a storefront call lands here; the handler is one search for the name away.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';

export { z };

export const ErrorSchema = z
  .object({
    error: z.object({
      message: z.string().openapi({ example: 'Deze pagina bestaat niet.' }),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorSchema>;

const json = <S extends z.ZodTypeAny>(description: string, schema: S) => ({ description, content: { 'application/json': { schema } } });

/** A JSON answer of an operation. */
export const answer = json;

export const errorResponses = {
  400: json('Ongeldige aanvraag', ErrorSchema),
  401: json('Niet aangemeld', ErrorSchema),
};

export const notFoundResponse = { 404: json('Niet gevonden', ErrorSchema) };

/** A JSON request body. */
export const jsonBody = <S extends z.ZodTypeAny>(schema: S) => ({ required: true, content: { 'application/json': { schema } } });

/** Defines an operation: the route object both wings use. */
export function defineOperation<R extends RouteConfig>(route: R) {
  return createRoute(route);
}

type JsonSchemaOf<C> = C extends { content: { 'application/json': { schema: infer S } } } ? (S extends z.ZodTypeAny ? S : never) : never;
type SuccessOf<R extends RouteConfig> = 200 extends keyof R['responses']
  ? R['responses'][200]
  : 201 extends keyof R['responses']
    ? R['responses'][201]
    : 202 extends keyof R['responses']
      ? R['responses'][202]
      : never;
type RequestPart<R extends RouteConfig, K extends string> = R['request'] extends Record<K, infer P> ? P : never;

/** What the operation answers on success, as the storefront receives it. */
export type AnswerOf<R extends RouteConfig> = z.output<JsonSchemaOf<SuccessOf<R>>>;

/** What a caller passes: the parts the operation's request declares. */
export type CallInput<R extends RouteConfig> = {
  headers?: Record<string, string>;
} & ([RequestPart<R, 'params'>] extends [never] ? { params?: never } : { params: z.input<RequestPart<R, 'params'> & z.ZodTypeAny> }) &
  ([RequestPart<R, 'query'>] extends [never] ? { query?: never } : { query?: z.input<RequestPart<R, 'query'> & z.ZodTypeAny> }) &
  ([JsonSchemaOf<RequestPart<R, 'body'>>] extends [never] ? { body?: never } : { body: z.input<JsonSchemaOf<RequestPart<R, 'body'>>> });

/** The path with its `{name}` parameters filled in (URL-encoded). */
export function pathOf(route: { path: string }, params: Record<string, unknown> | undefined): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: parameter ${name} ontbreekt`);
    return encodeURIComponent(String(value));
  });
}

/** A call's arguments: the input may be left out when the operation requires none. */
export type CallArgs<R extends RouteConfig> = Record<string, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];
