/**
 * A new password may not be one of the 10,000 most common ones, whatever its capitals, at every door
 * that sets one: sign-up (form and direct), the reset link's form and the settings page. The
 * 8-character rule and its words stay as they were. The direct reset and change routes are closed.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_ERROR_COPY, VALIDATION_COPY } from "../../app/kernel/copy/auth";
import { account, user as userTable } from "../../worker/db/schema";
import { pageText, postAuthApi, postAuthForm, resetTokenFor } from "./auth-doors";
import { signUp, testDb } from "./helpers";

/** In the list as "sunshine" and "trustno1"; 8 characters or more, so only the list refuses them. */
const COMMON = ["SunShine", "TrustNo1"];
const newAddress = () => `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
const userWith = (email: string) => testDb().select().from(userTable).where(eq(userTable.email, email)).get();
const passwordHashOf = async (userId: string) =>
  (await testDb().select({ password: account.password }).from(account).where(eq(account.userId, userId)).get())?.password;

describe("common passwords", () => {
  it.each(COMMON)("refuses %s at sign-up straight at better-auth, creating nothing", async (password) => {
    const email = newAddress();
    const response = await postAuthApi("/sign-up/email", { email, password, name: "Caleb" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: AUTH_ERROR_COPY.commonPassword });
    expect(await userWith(email)).toBeUndefined();
  });

  it("refuses one on the sign-up form with its own message, and keeps the 8-character rule's", async () => {
    const email = newAddress();
    const common = await postAuthForm("/auth", { intent: "sign-up", displayName: "Caleb", email, password: "Football" });
    expect(common.status).toBe(400);
    expect(await pageText(common)).toContain(AUTH_ERROR_COPY.commonPassword);
    expect(await userWith(email)).toBeUndefined();

    const short = await postAuthForm("/auth", { intent: "sign-up", displayName: "Caleb", email, password: "1234567" });
    expect(short.status).toBe(400);
    expect(await pageText(short)).toContain(VALIDATION_COPY.passwordTooShort);
  });

  it("refuses one as the new password behind a reset link, and keeps the old password", async () => {
    const user = await signUp();
    const token = await resetTokenFor(user.email);
    const before = await passwordHashOf(user.id);

    const response = await postAuthForm("/auth/reset-password", { token, password: "Baseball", confirmPassword: "Baseball" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(AUTH_ERROR_COPY.commonPassword);
    expect(await passwordHashOf(user.id)).toBe(before);

    const fine = await postAuthForm("/auth/reset-password", { token, password: "quiet-harbour-71", confirmPassword: "quiet-harbour-71" });
    expect(fine.status).toBe(302);
  });

  it("refuses one on the settings page's password change, under the new password", async () => {
    const user = await signUp();
    const before = await passwordHashOf(user.id);
    const response = await postAuthForm(
      "/settings",
      { intent: "change-password", currentPassword: user.password, newPassword: "iloveyou", confirmPassword: "iloveyou" },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(AUTH_ERROR_COPY.commonPassword);
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it("has no direct door for resetting or changing a password", async () => {
    const user = await signUp();
    const reset = await postAuthApi("/reset-password", { newPassword: "Sunshine", token: "whatever" });
    const change = await postAuthApi("/change-password", { currentPassword: user.password, newPassword: "Sunshine" }, { cookie: user.cookie });
    expect([reset.status, change.status]).toEqual([404, 404]);
  });
});
