import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("native scrypt passwords", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("steadfast-Faith-7");
    expect(hash).toMatch(/^scrypt\$16384\$16\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: "steadfast-Faith-7" })).toBe(true);
    expect(await verifyPassword({ hash, password: "steadfast-faith-7" })).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("rejects hashes it did not make", async () => {
    expect(await verifyPassword({ hash: "bcrypt$whatever", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "", password: "x" })).toBe(false);
  });
});
