/**
 * Where sign-in sends a man afterwards: only ever a path on this site, whatever `redirectTo` the
 * link carried (the table of known bypasses is shared with the unit test of the check).
 */
import { describe, expect, it } from "vitest";
import { redirectBypasses } from "../fixtures/redirect-bypasses";
import { postAuthForm } from "./auth-doors";
import { ORIGIN, request, signUp } from "./helpers";

/** What a browser does with a Location header: it must stay on this origin, as a plain path. */
function staysOnSite(location: string | null) {
  return (
    location !== null &&
    location.startsWith("/") &&
    !location.startsWith("//") &&
    !/[\u0000-\u001f\u007f\\]/.test(location) &&
    new URL(location, ORIGIN).origin === ORIGIN
  );
}

describe("the redirect after signing in", () => {
  it.each(redirectBypasses(ORIGIN))("stays on the site for a %s target", async (_, redirectTo) => {
    const user = await signUp();
    const response = await postAuthForm("/auth", { intent: "sign-in", email: user.email, password: user.password, redirectTo });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location");
    expect(staysOnSite(location), JSON.stringify(location)).toBe(true);
    expect(location).toBe("/");
  });

  it("still goes back to the page that asked for a sign-in", async () => {
    const user = await signUp();
    const response = await postAuthForm("/auth", {
      intent: "sign-in",
      email: user.email,
      password: user.password,
      redirectTo: "/word/search?q=love%20one",
    });
    expect(response.headers.get("Location")).toBe("/word/search?q=love%20one");
  });

  it("does not carry an unsafe target into the sign-in form", async () => {
    const page = await request(`/auth?redirectTo=${encodeURIComponent("/\t/evil.example")}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('name="redirectTo"');
  });
});
