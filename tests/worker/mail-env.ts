/**
 * A worker env of a mail test's own (tests/worker/mail-provider.test.ts, faults-mail.test.ts): Resend
 * on, with a key of its own and so its own mailbox and failures in the fake (tests/fakes/resend.ts),
 * or off; on local development's origin or a deployment's.
 */
import type { Env } from "../../worker/env";
import { RESEND_FAKE_CONTROL, type ResendEmailBody } from "../fakes/resend";
import { formPost, ORIGIN, type RequestOptions, requestWithEnv } from "./helpers";

export const DEPLOYED = "https://shepherd.example.org";
export const MAIL_FROM = "Shepherd <hello@shepherd.example.org>";
export const PASSWORD = "hold-fast-2026";

export const newAddress = () => `jonah${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A worker env of the test's own: Resend on with a key of its own (its own mailbox in the fake) or off. */
export function workerEnv({ origin, resend }: { origin: string; resend: boolean }) {
  const key = `re_test_${crypto.randomUUID().replaceAll("-", "")}`;
  const overrides: Partial<Env> = origin === ORIGIN ? {} : { APP_URL: origin };
  if (resend) Object.assign(overrides, { RESEND_API_KEY: key, MAIL_FROM });
  const call = (path: string, init: RequestOptions = {}) => requestWithEnv(`${origin}${path}`, overrides, init);
  const form = (path: string, fields: Record<string, string>, cookie?: string) => call(path, formPost(fields, { cookie, origin }));
  const received = async () => (await (await fetch(`${RESEND_FAKE_CONTROL}/__emails?key=${key}`)).json()) as ResendEmailBody[];
  /** Every later send fails so; `delivered`: the mail goes all the same, its answer lost on the way back. */
  const failWith = (statusCode: number, name: string, message: string, { delivered = false } = {}) =>
    fetch(`${RESEND_FAKE_CONTROL}/__fail`, { method: "POST", body: JSON.stringify({ key, statusCode, name, message, delivered }) });
  const recover = () => fetch(`${RESEND_FAKE_CONTROL}/__fail?key=${key}`, { method: "DELETE" });
  const signUpForm = (email: string) => form("/auth", { intent: "sign-up", displayName: "Jonah", email, password: PASSWORD, timeZone: "UTC" });
  return { key, overrides, call, form, received, failWith, recover, signUpForm };
}
