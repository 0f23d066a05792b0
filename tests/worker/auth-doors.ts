/**
 * The two doors into better-auth that an outsider can knock on: the /auth pages' form posts (Remix
 * actions) and a direct JSON request to /api/auth/*. Each request comes from its own address unless
 * one is given, so better-auth's per-IP limit never decides a test about another rule.
 */
import { ORIGIN, request } from "./helpers";

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
