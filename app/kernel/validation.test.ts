import { describe, expect, it } from "vitest";
import {
  clampDisplayName,
  DisplayNameSchema,
  EmailSchema,
  firstError,
  PasswordSchema,
  SignUpSchema,
} from "./validation";

describe("email", () => {
  it.each(["a@b.co", "Dad.Of.Three@Example.ORG", "  man@church.org  "])("accepts %j", (email) => {
    expect(firstError(EmailSchema, email)).toBeNull();
  });
  it.each(["", "plainaddress", "a@b", "a b@c.d", "@c.d", "a@.", 42])("rejects %j with the email message", (email) => {
    expect(firstError(EmailSchema, email)).toBe("Please enter a valid email address.");
  });
  it("normalises case and whitespace", () => {
    expect(EmailSchema.parse("  Man@Church.ORG ")).toBe("man@church.org");
  });
});

describe("display name", () => {
  it.each([
    ["J", "Name must be at least 2 characters"],
    [" J ", "Name must be at least 2 characters"],
    ["Jo", null],
    ["x".repeat(50), null],
    ["x".repeat(51), "Name must be 50 characters or less"],
  ])("%j → %j", (name, message) => {
    expect(firstError(DisplayNameSchema, name)).toBe(message);
  });
  it("cuts typed input at 50 characters", () => {
    expect(clampDisplayName("y".repeat(60))).toHaveLength(50);
    expect(clampDisplayName("Daniel")).toBe("Daniel");
  });
});

describe("password", () => {
  it.each([
    ["1234567", "Password must be at least 8 characters long"],
    ["12345678", null],
  ])("%j → %j", (password, message) => {
    expect(firstError(PasswordSchema, password)).toBe(message);
  });
});

describe("sign-up form", () => {
  it("reports the first problem in field order", () => {
    const result = SignUpSchema.safeParse({ displayName: "J", email: "nope", password: "short" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Name must be at least 2 characters",
      "Please enter a valid email address.",
      "Password must be at least 8 characters long",
    ]);
  });
});
