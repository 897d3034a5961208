// A shopper who places one order through the storefront's plain forms (cart, address, payment
// method, pay) and, like a shopper with a reload button, repeats a step that failed. The pay step
// repeats with the same attempt id, so a retry must never make a second order.

export interface OrderOutcome {
  email: string;
  placed: boolean;
  retries: number;
  failedSteps: string[];
  ms: number;
}

export async function placeOrder(base: string, itemId: string, email: string, giveUpMs = 60_000): Promise<OrderOutcome> {
  const started = Date.now();
  const jar = new Map<string, string>();
  const outcome: OrderOutcome = { email, placed: false, retries: 0, failedSteps: [], ms: 0 };
  const send = async (pathname: string, fields?: Record<string, string>) => {
    const res = await fetch(base + pathname, {
      method: fields ? 'POST' : 'GET',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' } : {}),
      },
      body: fields ? new URLSearchParams(fields) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return { status: res.status, location: res.headers.get('location') ?? '', html: await res.text() };
  };
  /** Runs a step until it answers as expected (a retry after 503 or a dropped connection). */
  const step = async <T>(name: string, run: () => Promise<T | null>): Promise<T | null> => {
    while (Date.now() - started < giveUpMs) {
      try {
        const value = await run();
        if (value !== null) return value;
      } catch {
        // A dropped or timed-out request: try again like a shopper would.
      }
      outcome.retries++;
      outcome.failedSteps.push(name);
      await new Promise((r) => setTimeout(r, 500));
    }
    return null;
  };

  const done = () => ((outcome.ms = Date.now() - started), outcome);
  if (
    !(await step('cart', async () =>
      (await send('/cart/', { intent: 'add', item_id: itemId, quantity: '1' })).status === 303 ? true : null,
    ))
  )
    return done();
  const address = {
    type: 'private',
    first_name: 'Load',
    last_name: 'Test',
    email,
    phone: '0612345678',
    zipcode: '1234 AB',
    house_number: '1',
    street: 'Voorbeeldstraat',
    city: 'Amsterdam',
    country_code: 'NL',
    sameDeliveryAddress: 'on',
  };
  if (!(await step('address', async () => ((await send('/checkout/address-details/', address)).status === 303 ? true : null))))
    return done();
  const payment = { shipping_method: 'postnl', selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', terms: 'on' };
  if (!(await step('payment-method', async () => ((await send('/checkout/payment-methods/', payment)).status === 303 ? true : null))))
    return done();
  const attempt = await step(
    'pay-page',
    async () => /name="attempt" value="([0-9a-f-]{36})"/.exec((await send('/checkout/pay/')).html)?.[1] ?? null,
  );
  if (!attempt) return done();
  const placed = await step('pay', async () => {
    const res = await send('/checkout/pay/', { attempt });
    return res.status === 303 && /\/sandbox\/pay\/|\/checkout\/status\//.test(res.location) ? true : null;
  });
  outcome.placed = Boolean(placed);
  return done();
}
