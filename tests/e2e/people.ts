/** People for the browser journeys: fresh accounts, form posts, onboarding and authenticator codes. */
import { createHmac } from "node:crypto";
import type { APIRequestContext, Page } from "playwright-core";
import { expect } from "vitest";

let sequence = 0;
export function newPerson(name: string) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return { name, email: `e2e-${tag}@example.com`, password: "steadfast-Faith-7", username: `e2e_${tag}` };
}
export type Person = ReturnType<typeof newPerson>;

/** How `wrangler dev`'s proxy words a request it lost between itself and the worker. */
const WRANGLER_PROXY_LOST = "Your worker restarted mid-request";

/** Sign-up through better-auth's API from the page's context, so the session cookie lands in the browser. */
export async function signUpFromBrowser(page: Page, baseURL: string, person: Person) {
  const signUp = () =>
    page.context().request.post(`${baseURL}/api/auth/sign-up/email`, {
      data: { email: person.email, password: person.password, name: person.name },
      headers: { Origin: baseURL },
    });
  let response = await signUp();
  // `wrangler dev`'s own proxy answers a POST it lost on the way to the worker with this 503 (it
  // retries only GETs); the request never reached the worker, so sending it again is safe.
  if (response.status() === 503 && (await response.text()).includes(WRANGLER_PROXY_LOST)) response = await signUp();
  expect(response.status(), `sign-up failed: ${await response.text()}`).toBe(200);
}

/** The link of the newest verification mail to `email` in the development outbox (a test-only route). */
export async function verificationLinkFor(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const response = await request.get(`${baseURL}/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { mails } = (await response.json()) as { mails: { kind: string; text: string }[] };
  const mail = mails.find((candidate) => candidate.kind === "email_verification");
  const link = mail && /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
  expect(link, `a verification mail to ${email}`).toBeTruthy();
  return link!;
}

/** A same-origin form post from the page's context (Remix checks Origin against Host). */
export function postForm(request: APIRequestContext, baseURL: string, path: string, entries: [string, string][]) {
  return request.post(`${baseURL}${path}`, {
    data: new URLSearchParams(entries).toString(),
    headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
}

function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** How long an authenticator shows each code. */
export const TOTP_STEP_MS = 30_000;

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits), as an authenticator app computes it. */
export function totp(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / TOTP_STEP_MS)));
  const mac = createHmac("sha1", base32Decode(base32Secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Finishes onboarding with the same form posts the pages make. */
export async function onboard(request: APIRequestContext, baseURL: string, person: Person) {
  const steps: [string, [string, string][]][] = [
    ["/onboarding/focus", [["focus", "Leadership"]]],
    ["/onboarding/intentions", [["currentTopics", "Anger"]]],
    [
      "/onboarding/profile",
      [
        ["displayName", person.name],
        ["username", person.username],
        ["timeZone", "UTC"],
      ],
    ],
    ["/onboarding/complete", []],
  ];
  for (const [path, entries] of steps) {
    const response = await postForm(request, baseURL, path, entries);
    expect(response.status(), `${path}: ${await response.text()}`).toBe(302);
  }
}

/** A new member, signed in and onboarded in the page's browser, with his user id. */
export async function onboardedMember(page: Page, baseURL: string, name: string) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  const session = await page.context().request.get(`${baseURL}/api/auth/get-session`);
  const { user } = (await session.json()) as { user: { id: string } };
  return { ...person, id: user.id };
}
