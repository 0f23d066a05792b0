/**
 * The property-based pass: random and boundary requests at every hono route, every Remix loader
 * and action, and every better-auth endpoint, as a visitor and as a signed-in member. No answer may
 * be a 5xx or show a stack trace. The seed is fixed; on failure fast-check prints it with the
 * request (method, path, who, body) that failed.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../worker/auth/auth.server";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import { checkAnswer, FUZZ_SEED, fuzzRequest } from "./fuzz/requests";
import { betterAuthTargets, honoTargets, remixTargets, type Target } from "./fuzz/targets";
import { ORIGIN, request, signUp, testDb } from "./helpers";

let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  member = await signUp();
});

const db = testDb();
const suites: [string, () => Target[], number][] = [
  ["the worker's own routes (hono)", honoTargets, 200],
  ["the pages' loaders and actions (Remix)", remixTargets, 120],
  // Fewer: a sign-in or sign-up hashes a password (scrypt) even for an unknown address.
  ["better-auth's endpoints", () => betterAuthTargets(createAuth({ env, db, origin: ORIGIN, email: createOutboxEmailProvider(db) })), 40],
];

describe("no request makes the worker fail", () => {
  for (const [name, targets, numRuns] of suites) {
    it(`${name}: no 5xx and no stack trace (seed ${FUZZ_SEED})`, { timeout: 180_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(targets()), (fuzz) => checkAnswer(fuzz, member.cookie)),
        { seed: FUZZ_SEED, numRuns, endOnFailure: true },
      );
    });
  }

  it("kept the member signed in throughout, so his half of the pass was really his", async () => {
    const response = await request("/api/auth/get-session", { cookie: member.cookie });
    expect(((await response.json()) as { user?: { id: string } } | null)?.user?.id).toBe(member.id);
  });
});
