/**
 * Ask the model, check its answer, and ask again with the problems fed back: the one loop every
 * generated text goes through (devotionals, whispers, insights, plans). An answer reaches a member
 * only once its own check — scripture first of all (scripture-check.server.ts) — has passed.
 *
 * An unreachable server and a failed check come back as values, not throws, so each caller decides
 * its own fallback: the library's devotional or whisper, the offline insight, or (for plans) a
 * later retry of the step.
 */
import { AiOutputError, type AiClient, type JsonCompletionRequest } from "../providers/ai";
import type { Database } from "../db/client";
import { noteProviderError } from "./admin/failures.server";

/** What a caller's check says of one answer: the value to keep, or the problems to feed back. */
export type CheckVerdict<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export type GenerateFailure =
  /** Every attempt's answer was refused; `problems` are the last one's. */
  | { reason: "rejected"; attempts: number; problems: string[] }
  /** The server could not be reached or refused (timeout, 429, 5xx): not worth another attempt now. */
  | { reason: "unavailable"; error: unknown }
  /** The check itself failed (a database error), not the answer. */
  | { reason: "check-failed"; error: unknown };

/** Tokens are counted on every outcome: rejected answers were paid for all the same. */
export type Generated<T> = ({ ok: true; value: T } | ({ ok: false } & GenerateFailure)) & { tokens: number };

export interface GenerateCheckedOptions<A, T> {
  /** The request for one attempt; `problems` are the last refusal's (empty on the first). */
  request: (problems: string[]) => JsonCompletionRequest<A>;
  /** The checks a well-formed answer must pass before it is kept. */
  check: (answer: A) => Promise<CheckVerdict<T>>;
  /** How many answers to ask for before giving up. */
  attempts: number;
  /** Stores the tokens spent, once, whatever the outcome; a failure here never costs the answer. */
  recordTokens?: (tokens: number) => Promise<unknown>;
  /** Where an unreachable server is noted as the AI provider's last error (the admin health page). */
  noteFailureIn?: Database;
}

export async function generateChecked<A, T>(ai: AiClient, options: GenerateCheckedOptions<A, T>): Promise<Generated<T>> {
  const outcome = await attemptAll(ai, options);
  if (options.recordTokens && outcome.tokens > 0) {
    try {
      await options.recordTokens(outcome.tokens);
    } catch (error) {
      console.error("Recording AI token use failed", error);
    }
  }
  if (!outcome.ok && outcome.reason === "unavailable" && options.noteFailureIn) await noteProviderError(options.noteFailureIn, "ai", outcome.error);
  return outcome;
}

async function attemptAll<A, T>(ai: AiClient, { request, check, attempts }: GenerateCheckedOptions<A, T>): Promise<Generated<T>> {
  let tokens = 0;
  let problems: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const next = request(problems);
    let answer: A;
    try {
      const completion = await ai.completeJson(next);
      tokens += completion.tokens;
      answer = completion.value;
    } catch (error) {
      if (!(error instanceof AiOutputError)) return { ok: false, reason: "unavailable", error, tokens };
      tokens += error.tokens;
      problems = error.problems;
      continue;
    }
    let verdict: CheckVerdict<T>;
    try {
      verdict = await check(answer);
    } catch (error) {
      return { ok: false, reason: "check-failed", error, tokens };
    }
    if (verdict.ok) return { ok: true, value: verdict.value, tokens };
    problems = verdict.problems;
  }
  return { ok: false, reason: "rejected", attempts, problems, tokens };
}

/** One line for the log saying why the model's answer was not used. */
export function failureReason(failure: GenerateFailure): string {
  if (failure.reason === "rejected") return `${failure.attempts} answers were rejected; the last for: ${failure.problems.join(" ")}`;
  return failure.error instanceof Error ? failure.error.message : String(failure.error);
}
