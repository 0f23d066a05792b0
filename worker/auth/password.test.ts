import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("native scrypt passwords", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("steadfast-Faith-7");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: "steadfast-Faith-7" })).toBe(true);
    expect(await verifyPassword({ hash, password: "steadfast-faith-7" })).toBe(false);
  });

  it("still verifies a hash made with other parameters (better-auth's r = 16), as each hash records its own", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("steadfast-Faith-7".normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
    const hash = ["scrypt", 16384, 16, 1, salt.toString("hex"), key.toString("hex")].join("$");
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
