import { describe, expect, it } from "vitest";
import { readBodyWithin } from "./body-limit";

/** A body that never ends, counting the chunks anyone pulled from it and whether it was cancelled. */
function endlessBody(chunkBytes: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("reading a body within a cap", () => {
  it("stops as soon as the cap is passed and cancels the rest, however long the body goes on", async () => {
    const { stream, seen } = endlessBody(1024);
    expect(await readBodyWithin(stream, 10 * 1024)).toBeNull();
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(12);
  });

  it("returns every byte of a body within the cap, in order", async () => {
    const parts = [new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5, 6])];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    expect([...((await readBodyWithin(stream, 6)) ?? [])]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("takes a missing body as empty", async () => {
    expect(await readBodyWithin(null, 10)).toEqual(new Uint8Array(0));
  });
});
