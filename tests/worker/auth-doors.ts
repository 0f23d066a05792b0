/**
 * The two doors into better-auth that an outsider can knock on: the /auth pages' form posts (Remix
 * actions) and a direct JSON request to /api/auth/*. Each request comes from its own address unless
 * one is given, so better-auth's per-IP limit never decides a test about another rule.
 */
import { and, eq } from "drizzle-orm";
import { emailOutbox } from "../../worker/db/schema";
import { ORIGIN, request, testDb } from "./helpers";

let ipSequence = 0;
export const freshIp = () => `203.0.113.${(++ipSequence % 250) + 1}`;

export function postAuthForm(path: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  return request(path, {
    method: "POST",
    cookie,
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip ?? freshIp() },
    body: new URLSearchParams(fields).toString(),
  });
}

export function postAuthApi(path: string, json: unknown, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  return request(`/api/auth${path}`, {
    method: "POST",
    cookie,
    headers: { Origin: ORIGIN, "cf-connecting-ip": ip ?? freshIp() },
    json,
  });
}

const ENTITIES: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">" };
/** A page's text with the few entities React writes turned back into characters. */
export async function pageText(response: Response) {
  return (await response.text()).replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!);
}

/** Asks for a reset on the /auth form and follows the e-mailed link: the token it lands with. */
export async function resetTokenFor(email: string): Promise<string> {
  await postAuthForm("/auth", { intent: "request-reset", email });
  const mail = await testDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.kind, "password_reset")))
    .get();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
  const callback = await request(link.pathname + link.search);
  return new URL(callback.headers.get("Location")!, ORIGIN).searchParams.get("token")!;
}
