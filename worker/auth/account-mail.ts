/**
 * The verification and password-reset mails are sent by better-auth's callbacks, and better-auth only
 * logs what a callback throws: the form that asked for the mail would claim it was sent. So each
 * callback reports its outcome to the request that is running (an AsyncLocalStorage store, which
 * keeps concurrent requests in one isolate apart), and the action reads it back.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { MailNotSetUpError, type EmailProvider, type OutgoingEmail } from "../providers/email";

/** "none" when the request asked for no account mail (e.g. an unknown address asked for a reset). */
export type AccountMailOutcome = "none" | "sent" | "not-set-up" | "failed";

type Store = { outcome: AccountMailOutcome };

/**
 * One store per isolate, kept on globalThis: the callbacks run in the worker's bundle and the actions
 * in the Remix server build, which carries its own copy of this module.
 */
const STORE_KEY = Symbol.for("shepherd.account-mail");
const holder = globalThis as { [STORE_KEY]?: AsyncLocalStorage<Store> };
const current = (holder[STORE_KEY] ??= new AsyncLocalStorage<Store>());

/** Runs `work` (a call into better-auth) and returns what became of the account mail it sent. */
export async function trackingAccountMail<T>(work: () => Promise<T>): Promise<{ result: T; mail: AccountMailOutcome }> {
  const store: Store = { outcome: "none" };
  const result = await current.run(store, work);
  return { result, mail: store.outcome };
}

/**
 * Sends from a better-auth callback and reports to the tracking request. A failure is logged here by
 * the mail's kind (never its text, which holds the link) and not thrown: better-auth would only log it
 * again, or answer a bare 500 where the action has a plain sentence to say.
 */
export async function sendAccountMail(provider: EmailProvider, email: OutgoingEmail): Promise<void> {
  const store = current.getStore();
  try {
    await provider.send(email);
    if (store) store.outcome = "sent";
  } catch (error) {
    if (store) store.outcome = error instanceof MailNotSetUpError ? "not-set-up" : "failed";
    console.error(`[account mail] ${email.kind} was not sent: ${error instanceof Error ? error.message : "unknown error"}`);
  }
}
