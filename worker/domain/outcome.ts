/**
 * How a domain function says no. A refusal a person can act on comes back as a value, never as a
 * thrown error: the HTTP status the edge answers with, the message in the person's words, and the
 * form field it belongs to when there is one. Thrown errors are left for what no person can fix (a
 * bug, an outage), which the edge turns into its one generic failure page or JSON.
 *
 * The JSON API answers a refusal as `{ error, field?, title? }` (worker/http.ts `answerRefusal`);
 * a Remix action answers it as a Conform submission reply (app/server/form.server.ts `replyRefusal`).
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

export interface Refusal {
  ok: false;
  status: RefusalStatus;
  /** What went wrong and what to do next, in the person's words. */
  message: string;
  /** The form field the message belongs under; absent when it concerns the whole form. */
  field?: string;
  /** A short heading for a toast or banner, when the message needs one (a limit reached). */
  title?: string;
  /** A stable name for callers that branch on the kind of refusal (never shown). */
  code?: string;
}

/** A domain call's whole answer: what it produced, or why it refused. */
export type Outcome<T extends object = object> = ({ ok: true } & T) | Refusal;

export function refuse(status: RefusalStatus, message: string, details: Pick<Refusal, "field" | "title" | "code"> = {}): Refusal {
  return { ok: false, status, message, ...details };
}

export function succeed<T extends object>(value: T): { ok: true } & T {
  return { ok: true, ...value };
}
