// A local stand-in for Mollie's Payments API v2, for tests: it checks the API key and the request
// bodies like Mollie does, answers Mollie's resource and error shapes (application/hal+json), and
// lets a test move a payment to another status and post the webhook (`id=tr_…`) as Mollie would.
// Like Mollie it honours an Idempotency-Key on POST (the same key and body answer the first answer
// again, without acting twice; another body with that key is refused), keeps a refund's metadata and
// lists a payment's refunds; a test can lose the answer of the next refund (reset or time-out) after
// the fake has booked it, as a network would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
interface Amount {
  currency: string;
  value: string;
}

export interface FakeMolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test' | 'live';
  createdAt: string;
  status: MollieStatus;
  amount: Amount;
  amountRefunded?: Amount;
  amountRemaining?: Amount;
  description: string;
  method: string | null;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl?: string;
  issuer?: string;
  refunds: { id: string; amount: Amount; status: string; metadata?: unknown }[];
}

export interface FakeMollie {
  /** Base URL to give the adapter, like https://api.mollie.com/v2. */
  url: string;
  readonly apiKey: string;
  payments: Map<string, FakeMolliePayment>;
  requests: { method: string; path: string; authorization?: string; contentType?: string; idempotencyKey?: string; body?: unknown }[];
  /** The next refund is booked, then its answer is lost: the connection is reset, or never answered (a time-out). */
  loseNextRefundAnswer(how: 'reset' | 'timeout'): void;
  /** Moves a payment (the shopper paid, gave up, …); with notify, posts the webhook and awaits it. */
  setStatus(id: string, status: MollieStatus, options?: { notify?: boolean }): Promise<void>;
  /** Moves a refund (the bank paid it out, or refused it); with notify, posts the payment's webhook as Mollie does. */
  setRefundStatus(
    paymentId: string,
    refundId: string,
    status: 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled',
    options?: { notify?: boolean },
  ): Promise<void>;
  close(): Promise<void>;
}

const METHODS = new Set([
  'ideal',
  'creditcard',
  'paypal',
  'riverty',
  'in3',
  'alma',
  'bancontact',
  'banktransfer',
  'applepay',
  'klarna',
  'billie',
]);
const toCents = (value: string) => Math.round(Number(value) * 100); // fake only; values are validated first
const toValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const live = (refund: { status: string }) => refund.status !== 'failed' && refund.status !== 'canceled';

/** Mollie's webhook call: a form post that names only the payment id. */
async function notify(webhookUrl: string, id: string): Promise<void> {
  await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });
}
const token = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;

export interface FakeMollieOptions {
  /** Interface to listen on: 127.0.0.2 puts the hosted checkout on another origin than the shop. */
  host?: string;
  port?: number;
}

/**
 * Mollie's hosted checkout in test mode: the shopper picks an outcome; the fake then posts the
 * webhook and sends the shopper to the redirect URL, as Mollie does.
 */
function checkoutPage(payment: FakeMolliePayment): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mollie test payment</title></head><body>
<h1>Test payment ${escape(payment.id)}</h1><p>${escape(payment.description)}: EUR ${escape(payment.amount.value)}</p>
<form method="post"><fieldset><legend>Select the payment status</legend>
${['paid', 'failed', 'canceled', 'expired', 'open'].map((s, i) => `<label><input type="radio" name="status" value="${s}"${i === 0 ? ' checked' : ''}> ${s}</label>`).join('\n')}
</fieldset><button type="submit">Continue</button></form></body></html>`;
}

/** What an endpoint of the fake needs: the payments, the key's mode, its own address, and the test's controls. */
interface Ctx {
  payments: Map<string, FakeMolliePayment>;
  apiKey: string;
  origin: string;
  api: Pick<FakeMollie, 'setStatus'>;
  /** Idempotency-Key → the request body it came with and the answer given. */
  idempotent: Map<string, { raw: string; status: number; answer: unknown }>;
  /** Answers of refunds to lose, in order. */
  faults: ('reset' | 'timeout')[];
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/hal+json' });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, status: number, title: string, detail: string, field?: string) {
  return send(res, status, {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
  });
}

function present(p: FakeMolliePayment, origin: string) {
  const { refunds: _refunds, ...rest } = p;
  return {
    ...rest,
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    isCancelable: p.status === 'open',
    ...(p.status === 'open' ? { expiresAt: new Date(Date.parse(p.createdAt) + 15 * 60_000).toISOString() } : {}),
    ...(p.status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    _links: {
      self: { href: `${origin}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${origin}/checkout/select-method/${p.id.slice(3)}`, type: 'text/html' } } : {}),
      dashboard: { href: `https://my.mollie.com/dashboard/org_12345678/payments/${p.id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  };
}

const isAmount = (a: unknown): a is Amount =>
  typeof a === 'object' && a !== null && typeof (a as Amount).currency === 'string' && typeof (a as Amount).value === 'string';

/** The hosted checkout page (/checkout/select-method/…): shows the outcomes, or applies the chosen one. */
async function hostedCheckout(ctx: Ctx, req: IncomingMessage, res: ServerResponse, id: string, raw: string) {
  const payment = ctx.payments.get(`tr_${id}`);
  if (!payment) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    return res.end('Payment not found');
  }
  if (req.method === 'POST') {
    const status = new URLSearchParams(raw).get('status') as MollieStatus | null;
    if (payment.status === 'open' && status && ['paid', 'failed', 'canceled', 'expired', 'open'].includes(status))
      await ctx.api.setStatus(payment.id, status, { notify: true });
    res.writeHead(303, { Location: payment.redirectUrl });
    return res.end();
  }
  if (payment.status !== 'open') {
    res.writeHead(303, { Location: payment.redirectUrl });
    return res.end();
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  return res.end(checkoutPage(payment));
}

/** POST /v2/payments, with Mollie's checks and error answers. */
function createPayment(ctx: Ctx, req: IncomingMessage, res: ServerResponse, body: Record<string, unknown> | undefined) {
  if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
    return fail(res, 415, 'Unsupported Media Type', 'The request body must be JSON');
  const b = body ?? {};
  if (!isAmount(b.amount)) return fail(res, 422, 'Unprocessable Entity', 'The amount is required', 'amount');
  if (b.amount.currency !== 'EUR') return fail(res, 422, 'Unprocessable Entity', 'The currency is not supported', 'amount.currency');
  if (!/^\d+\.\d{2}$/.test(b.amount.value))
    return fail(res, 422, 'Unprocessable Entity', 'The amount contains an invalid value', 'amount.value');
  if (toCents(b.amount.value) < 1) return fail(res, 422, 'Unprocessable Entity', 'The amount is lower than minimum', 'amount');
  if (typeof b.description !== 'string' || !b.description.trim())
    return fail(res, 422, 'Unprocessable Entity', 'The description is invalid', 'description');
  if (typeof b.redirectUrl !== 'string' || !/^https?:\/\//.test(b.redirectUrl))
    return fail(res, 422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
  if (b.webhookUrl !== undefined && (typeof b.webhookUrl !== 'string' || !/^https?:\/\//.test(b.webhookUrl))) {
    return fail(res, 422, 'Unprocessable Entity', 'The webhook URL is invalid', 'webhookUrl');
  }
  if (b.method !== undefined && (typeof b.method !== 'string' || !METHODS.has(b.method))) {
    return fail(res, 422, 'Unprocessable Entity', 'The payment method is invalid', 'method');
  }
  const payment: FakeMolliePayment = {
    resource: 'payment',
    id: token('tr'),
    mode: ctx.apiKey.startsWith('live_') ? 'live' : 'test',
    createdAt: new Date().toISOString(),
    status: 'open',
    amount: b.amount,
    description: b.description,
    method: (b.method as string | undefined) ?? null,
    metadata: b.metadata ?? null,
    redirectUrl: b.redirectUrl,
    ...(typeof b.webhookUrl === 'string' ? { webhookUrl: b.webhookUrl } : {}),
    ...(typeof b.issuer === 'string' ? { issuer: b.issuer } : {}),
    refunds: [],
  };
  ctx.payments.set(payment.id, payment);
  return send(res, 201, present(payment, ctx.origin));
}

/** POST /v2/payments/{id}/refunds: a refund of (part of) what is left of a paid payment. */
function createRefund(
  ctx: Ctx,
  res: ServerResponse,
  payment: FakeMolliePayment,
  body: Record<string, unknown> | undefined,
  idempotency?: { key: string; raw: string },
) {
  const amount = body?.amount;
  if (!isAmount(amount) || amount.currency !== payment.amount.currency || !/^\d+\.\d{2}$/.test(amount.value)) {
    return fail(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
  }
  if (payment.status !== 'paid') return fail(res, 422, 'Unprocessable Entity', 'The payment cannot be refunded: it has not been paid');
  const refunded = payment.refunds.filter(live).reduce((sum, r) => sum + toCents(r.amount.value), 0);
  const remaining = toCents(payment.amount.value) - refunded;
  const wanted = toCents(amount.value);
  if (wanted < 1 || wanted > remaining) {
    return fail(
      res,
      422,
      'Unprocessable Entity',
      `The amount is higher than the refundable amount of € ${toValue(remaining).replace('.', ',')}`,
      'amount',
    );
  }
  const refund = { id: token('re'), amount, status: 'pending', metadata: body?.metadata ?? null };
  payment.refunds.push(refund);
  payment.amountRefunded = { currency: payment.amount.currency, value: toValue(refunded + wanted) };
  payment.amountRemaining = { currency: payment.amount.currency, value: toValue(remaining - wanted) };
  const answer = {
    resource: 'refund',
    ...refund,
    description: typeof body?.description === 'string' ? body.description : '',
    paymentId: payment.id,
    createdAt: new Date().toISOString(),
    _links: {
      self: { href: `${ctx.origin}/v2/payments/${payment.id}/refunds/${refund.id}`, type: 'application/hal+json' },
      payment: { href: `${ctx.origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
    },
  };
  if (idempotency) ctx.idempotent.set(idempotency.key, { raw: idempotency.raw, status: 201, answer });
  const fault = ctx.faults.shift();
  // Booked, but the answer is lost on its way: the socket is reset, or nothing comes back at all.
  if (fault === 'reset') return res.socket?.destroy();
  if (fault === 'timeout') return undefined;
  return send(res, 201, answer);
}

/** /v2/payments/{id}, /v2/payments/{id}/refunds and /v2/payments/{id}/refunds/{refundId}. */
function onePayment(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Record<string, unknown> | undefined,
  idempotency?: { key: string; raw: string },
) {
  const one = /^\/v2\/payments\/([^/]+)(\/refunds)?(?:\/([^/]+))?$/.exec(path);
  const payment = one ? ctx.payments.get(decodeURIComponent(one[1])) : undefined;
  if (one && !payment) return fail(res, 404, 'Not Found', `No payment exists with token ${decodeURIComponent(one[1])}.`);

  if (req.method === 'GET' && one && !one[2] && !one[3] && payment) return send(res, 200, present(payment, ctx.origin));
  if (req.method === 'GET' && one?.[2] && one[3] && payment) {
    const refund = payment.refunds.find((r) => r.id === decodeURIComponent(one[3]!));
    if (!refund) return fail(res, 404, 'Not Found', `No refund exists with token ${decodeURIComponent(one[3])}.`);
    return send(res, 200, { resource: 'refund', ...refund, paymentId: payment.id });
  }

  if (req.method === 'GET' && one?.[2] && !one[3] && payment) {
    // Newest first, as Mollie lists them (one page: the fake never has 250).
    const list = [...payment.refunds].reverse().map((r) => ({ resource: 'refund', ...r, paymentId: payment.id }));
    return send(res, 200, { count: list.length, _embedded: { refunds: list }, _links: { next: null } });
  }
  if (req.method === 'POST' && one?.[2] && !one[3] && payment) return createRefund(ctx, res, payment, body, idempotency);

  return fail(res, 404, 'Not Found', 'The resource does not exist');
}

/** One request: its body read, logged as the fake's `requests` show it, then answered as Mollie would. */
async function handleRequest(ctx: Ctx, requests: FakeMollie['requests'], req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const path = new URL(req.url ?? '/', ctx.origin).pathname;
  const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
  const seen = {
    method: req.method ?? '',
    path,
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
  let body: Record<string, unknown> | undefined;
  if (raw && !path.startsWith('/checkout/')) {
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      requests.push(seen);
      return fail(res, 400, 'Bad Request', 'The JSON body could not be parsed');
    }
  }
  const hosted = /^\/checkout\/select-method\/([A-Za-z0-9]+)$/.exec(path);
  if (hosted) return hostedCheckout(ctx, req, res, hosted[1], raw);
  requests.push({ ...seen, body });

  if (req.headers.authorization !== `Bearer ${ctx.apiKey}`) {
    return fail(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
  }
  if (req.method === 'POST' && idempotencyKey) {
    // Mollie: the same key again answers the first answer and does nothing; another body with it is refused.
    const before = ctx.idempotent.get(idempotencyKey);
    if (before && before.raw !== raw)
      return fail(res, 422, 'Unprocessable Entity', 'The Idempotency-Key was used before with a different request body');
    if (before) return send(res, before.status, before.answer);
  }
  if (req.method === 'POST' && path === '/v2/payments') return createPayment(ctx, req, res, body);
  return onePayment(ctx, req, res, path, body, req.method === 'POST' && idempotencyKey ? { key: idempotencyKey, raw } : undefined);
}

/** What a test sets by hand: a payment's or a refund's status, with Mollie's webhook call if asked. */
function statusControls(payments: Map<string, FakeMolliePayment>): Pick<FakeMollie, 'setStatus' | 'setRefundStatus'> {
  return {
    async setStatus(id, status, options = {}) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake Mollie: no payment ${id}`);
      payment.status = status;
      if (options.notify && payment.webhookUrl) await notify(payment.webhookUrl, id);
    },
    async setRefundStatus(paymentId, refundId, status, options = {}) {
      const payment = payments.get(paymentId);
      const refund = payment?.refunds.find((r) => r.id === refundId);
      if (!payment || !refund) throw new Error(`fake Mollie: no refund ${refundId} of ${paymentId}`);
      refund.status = status;
      if (status === 'failed' || status === 'canceled') {
        // Mollie gives a failed refund's money back to what can be refunded.
        const refunded = payment.refunds.filter(live).reduce((sum, r) => sum + toCents(r.amount.value), 0);
        payment.amountRefunded = { currency: payment.amount.currency, value: toValue(refunded) };
        payment.amountRemaining = { currency: payment.amount.currency, value: toValue(toCents(payment.amount.value) - refunded) };
      }
      if (options.notify && payment.webhookUrl) await notify(payment.webhookUrl, paymentId);
    },
  };
}

export async function startFakeMollie(
  apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
  options: FakeMollieOptions = {},
): Promise<FakeMollie> {
  const sockets = new Set<Socket>();
  const payments = new Map<string, FakeMolliePayment>();
  const requests: FakeMollie['requests'] = [];
  const controls = statusControls(payments);
  const ctx: Ctx = { payments, apiKey, origin: '', api: controls, idempotent: new Map(), faults: [] };

  const server = createServer((req, res) => void handleRequest(ctx, requests, req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  ctx.origin = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url: `${ctx.origin}/v2`,
    apiKey,
    payments,
    requests,
    ...controls,
    loseNextRefundAnswer: (how) => void ctx.faults.push(how),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
