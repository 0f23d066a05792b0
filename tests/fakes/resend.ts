/**
 * A fake of Resend's send-email API for the worker tests (no test reaches a real external service). It runs
 * in Node behind miniflare's `outboundService` (tests/fakes/outbound.ts), so the worker's mail provider
 * talks to https://api.resend.com/emails in Resend's wire format: `POST /emails` with
 * `Authorization: Bearer re_…` and a JSON body `{from, to, subject, html?, text?, …}`, answered with
 * `{id}`, or with `{statusCode, name, message}` and Resend's status on failure (401 missing_api_key,
 * 403 invalid_api_key, 422 missing_required_field / validation_error, 429, 500 application_error).
 *
 * Tests control it on http://resend-fake.test. Each API key has its own mailbox and failure, so test
 * files that run side by side never see each other's mail (give each test its own key):
 * - GET  /__emails?key=…                       the bodies accepted for that key, oldest first
 * - POST /__fail {key, statusCode, name, message, delivered?}   every later send with that key answers
 *   this error; with `delivered`, the mail is delivered all the same (an answer lost on its way back)
 * - DELETE /__fail?key=…                       the service is back for that key
 * A send with an `Idempotency-Key` its API key has already delivered is answered with the first
 * send's id and not delivered again, as Resend does.
 */

export const RESEND_FAKE_CONTROL = "http://resend-fake.test";
const API_ORIGIN = "https://api.resend.com";

/** The fields of Resend's send-email body the worker uses. */
export interface ResendEmailBody {
  from: string;
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  reply_to?: string | string[];
  tags?: { name: string; value: string }[];
}

export interface ResendError {
  statusCode: number;
  name: string;
  message: string;
}

type Failure = ResendError & { delivered?: boolean };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const error = (failure: ResendError) => json(failure, failure.statusCode);

const isAddressList = (value: unknown) =>
  typeof value === "string" || (Array.isArray(value) && value.length > 0 && value.length <= 50 && value.every((item) => typeof item === "string"));

/** Resend's checks on a send, in its own words; null when the body would be accepted. */
function refusal(body: Record<string, unknown> | null): ResendError | null {
  if (!body) return { statusCode: 400, name: "validation_error", message: "Invalid JSON body." };
  for (const field of ["from", "to", "subject"]) {
    if (body[field] === undefined) {
      return { statusCode: 422, name: "missing_required_field", message: `Missing \`${field}\` field.` };
    }
  }
  if (typeof body.from !== "string" || !/@/.test(body.from)) {
    return { statusCode: 422, name: "invalid_from_address", message: "Invalid `from` field." };
  }
  if (!isAddressList(body.to)) return { statusCode: 422, name: "validation_error", message: "Invalid `to` field." };
  if (typeof body.subject !== "string") return { statusCode: 422, name: "validation_error", message: "Invalid `subject` field." };
  if (typeof body.html !== "string" && typeof body.text !== "string") {
    return { statusCode: 422, name: "validation_error", message: "Either `html` or `text` must be provided." };
  }
  return null;
}

export function createResendFake() {
  const mailboxes = new Map<string, ResendEmailBody[]>();
  const failures = new Map<string, Failure>();
  /** Per API key: the id each delivered Idempotency-Key was given. */
  const idempotent = new Map<string, Map<string, string>>();

  async function control(request: Request, url: URL): Promise<Response> {
    if (url.pathname === "/__emails" && request.method === "GET") return json(mailboxes.get(url.searchParams.get("key") ?? "") ?? []);
    if (url.pathname === "/__fail" && request.method === "POST") {
      const { key, ...failure } = (await request.json()) as Failure & { key: string };
      failures.set(key, failure);
      return json({ failing: key });
    }
    if (url.pathname === "/__fail" && request.method === "DELETE") {
      failures.delete(url.searchParams.get("key") ?? "");
      return json({ ok: true });
    }
    return json({ error: `The fake has no control route ${request.method} ${url.pathname}` }, 404);
  }

  async function api(request: Request, url: URL): Promise<Response> {
    if (request.method !== "POST" || url.pathname !== "/emails") {
      return error({ statusCode: 405, name: "method_not_allowed", message: "Method is not allowed for the requested path." });
    }
    const authorization = request.headers.get("authorization") ?? "";
    if (!authorization.startsWith("Bearer ")) {
      return error({ statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." });
    }
    const key = authorization.slice("Bearer ".length);
    if (!key.startsWith("re_")) return error({ statusCode: 403, name: "invalid_api_key", message: "API key is invalid." });
    if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
      return error({ statusCode: 400, name: "validation_error", message: "Content-Type must be application/json." });
    }
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const idempotencyKey = request.headers.get("idempotency-key");
    const seen = idempotencyKey ? idempotent.get(key)?.get(idempotencyKey) : undefined;
    if (seen) return json({ id: seen });
    const deliver = () => {
      const id = crypto.randomUUID();
      mailboxes.set(key, [...(mailboxes.get(key) ?? []), body as unknown as ResendEmailBody]);
      if (idempotencyKey) idempotent.set(key, (idempotent.get(key) ?? new Map()).set(idempotencyKey, id));
      return id;
    };
    const failure = failures.get(key);
    if (failure) {
      if (failure.delivered) deliver();
      return error(failure);
    }
    const refused = refusal(body);
    if (refused) return error(refused);
    return json({ id: deliver() });
  }

  /** miniflare `outboundService`: every outbound fetch of the worker to Resend or to the control host. */
  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.origin === RESEND_FAKE_CONTROL) return control(request, url);
    if (url.origin === API_ORIGIN) return api(request, url);
    return new Response(`The worker tests allow no network; ${url.origin} was requested.`, { status: 502 });
  }

  return { fetch };
}
