/**
 * A small fake of Stripe's REST API for the worker tests (no test reaches a real external service). It runs
 * in Node as miniflare's `outboundService`, so every fetch the worker makes lands here: the real
 * `stripe` SDK talks to https://api.stripe.com in Stripe's wire format (form-encoded bodies with
 * bracket notation, Bearer key, JSON answers, `{error: {type, message}}` on failure).
 *
 * Test control lives on http://stripe-fake.test:
 * - GET    /__calls           every API call so far: [{method, path, params, headers}]
 * - DELETE /__calls           forget calls, sessions, customers and subscriptions
 * - POST   /__subscriptions   store a subscription object (JSON) that GET /v1/subscriptions/:id returns
 *                             (and DELETE /v1/subscriptions/:id cancels)
 */

export const STRIPE_FAKE_CONTROL = "http://stripe-fake.test";
const API_ORIGIN = "https://api.stripe.com";

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string | null>;
}

type StripeObject = Record<string, unknown> & { id: string };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Request-Id": `req_fake_${randomId()}`, "Stripe-Version": "fake" },
  });

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) =>
  json({ error: { type, message, ...extra } }, status);

function randomId(length = 24) {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Stripe's form encoding back into objects: `line_items[0][price]=p` → `{line_items: [{price: "p"}]}`,
 * `metadata[userId]=u` → `{metadata: {userId: "u"}}`. Values stay strings, as on the wire.
 */
function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== "");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      if (slot[part] === undefined) slot[part] = /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

export interface StripeFakeOptions {
  /** Price ids this account sells; Checkout refuses any other (as Stripe answers "No such price"). */
  prices: string[];
}

export function createStripeFake({ prices }: StripeFakeOptions) {
  let calls: RecordedCall[] = [];
  let customers = new Map<string, StripeObject>();
  let subscriptions = new Map<string, StripeObject>();
  const now = () => Math.floor(Date.now() / 1000);

  function reset() {
    calls = [];
    customers = new Map();
    subscriptions = new Map();
  }

  function knowCustomer(id: string) {
    if (!customers.has(id)) customers.set(id, { id, object: "customer", email: null, metadata: {}, livemode: false });
  }

  async function control(request: Request, url: URL): Promise<Response> {
    if (url.pathname === "/__calls" && request.method === "GET") return json(calls);
    if (url.pathname === "/__calls" && request.method === "DELETE") {
      reset();
      return json({ reset: true });
    }
    if (url.pathname === "/__subscriptions" && request.method === "POST") {
      const subscription = (await request.json()) as StripeObject;
      subscriptions.set(subscription.id, subscription);
      if (typeof subscription.customer === "string") knowCustomer(subscription.customer);
      return json(subscription, 201);
    }
    return json({ error: `The fake has no control route ${request.method} ${url.pathname}` }, 404);
  }

  function api(method: string, path: string, params: Record<string, unknown>): Response {
    const missing = (param: string) =>
      stripeError(400, "invalid_request_error", `Missing required param: ${param}.`, { code: "parameter_missing", param });
    const noSuch = (kind: string, id: string, param: string) =>
      stripeError(method === "GET" ? 404 : 400, "invalid_request_error", `No such ${kind}: '${id}'`, {
        code: "resource_missing",
        param,
      });

    if (method === "POST" && path === "/v1/checkout/sessions") {
      for (const param of ["mode", "success_url", "cancel_url"]) if (!params[param]) return missing(param);
      const lineItems = (params.line_items as { price?: string }[] | undefined) ?? [];
      if (lineItems.length === 0) return missing("line_items");
      for (const [index, item] of lineItems.entries()) {
        if (!item.price || !prices.includes(item.price)) return noSuch("price", String(item.price), `line_items[${index}][price]`);
      }
      const customer = (params.customer as string | undefined) ?? null;
      if (customer && !customers.has(customer)) return noSuch("customer", customer, "customer");
      const id = `cs_test_${randomId(40)}`;
      return json({
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        customer,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        subscription: null,
        created: now(),
        expires_at: now() + 24 * 60 * 60,
        livemode: false,
      });
    }

    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = params.customer as string | undefined;
      if (!customer) return missing("customer");
      if (!customers.has(customer)) return noSuch("customer", customer, "customer");
      return json({
        id: `bps_${randomId()}`,
        object: "billing_portal.session",
        customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.com/p/session/test_${randomId()}`,
        created: now(),
        livemode: false,
      });
    }

    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: `cus_${randomId(14)}`, object: "customer", email: params.email ?? null, metadata: params.metadata ?? {}, livemode: false };
      customers.set(customer.id, customer);
      return json(customer);
    }

    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "GET" && subscriptionPath) {
      const id = decodeURIComponent(subscriptionPath[1]!);
      const subscription = subscriptions.get(id);
      return subscription ? json(subscription) : noSuch("subscription", id, "id");
    }
    if (method === "DELETE" && subscriptionPath) {
      const id = decodeURIComponent(subscriptionPath[1]!);
      const subscription = subscriptions.get(id);
      if (!subscription) return noSuch("subscription", id, "id");
      const canceled = { ...subscription, status: "canceled", canceled_at: now(), ended_at: now() };
      subscriptions.set(id, canceled);
      return json(canceled);
    }

    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  /** miniflare `outboundService`: every outbound fetch of the worker under test. */
  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.origin === STRIPE_FAKE_CONTROL) return control(request, url);
    if (url.origin !== API_ORIGIN) {
      return new Response(`The worker tests allow no network; ${url.origin} was requested.`, { status: 502 });
    }
    const authorization = request.headers.get("authorization");
    if (!authorization?.startsWith("Bearer sk_test_")) {
      return stripeError(401, "invalid_request_error", "Invalid API Key provided.");
    }
    const body = request.method === "GET" ? url.search.slice(1) : await request.text();
    const params = parseStripeForm(body);
    calls.push({
      method: request.method,
      path: url.pathname,
      params,
      headers: {
        "stripe-version": request.headers.get("stripe-version"),
        "idempotency-key": request.headers.get("idempotency-key"),
        "content-type": request.headers.get("content-type"),
      },
    });
    return api(request.method, url.pathname, params);
  }

  return { fetch };
}
