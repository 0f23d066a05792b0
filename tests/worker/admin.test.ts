/**
 * The admin guard: /admin/* answers everyone but an administrator with the
 * ordinary not-found page — no hint that an admin area exists — and /admin leads admins to
 * /admin/dashboard. Administrators come from ADMIN_EMAILS (admin@example.com in vitest.config.ts) once
 * the address is verified, or from the `role` column that `npm run make-admin` sets.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DASHBOARD_COPY } from "../../app/kernel/copy/admin";
import { emailOutbox } from "../../worker/db/schema";
import { OUTBOX_SHOWN } from "../../worker/domain/admin/dashboard.server";
import { request, signUp, testDb } from "./helpers";

const ADMIN_PATHS = ["/admin", "/admin/dashboard", "/admin/users", "/admin/health"];

async function expectNotFoundPage(response: Response) {
  expect(response.status).toBe(404);
  // What a person sees: the page's text (Remix's preload links and hydration data name route ids).
  const visible = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<[^>]*>/g, " ");
  expect(visible).toContain("Page not found");
  expect(visible).not.toMatch(/admin/i);
}

describe("the admin guard", () => {
  it("shows a visitor the not-found page on every admin path", async () => {
    for (const path of ADMIN_PATHS) await expectNotFoundPage(await request(path));
  });

  it("shows a signed-in member the not-found page on every admin path", async () => {
    const member = await signUp();
    for (const path of ADMIN_PATHS) await expectNotFoundPage(await request(path, { cookie: member.cookie }));
  });

  it("sends an administrator from ADMIN_EMAILS (his address verified) from /admin to /admin/dashboard, which he can open", async () => {
    const admin = await signUp({ email: "admin@example.com", emailVerified: true });
    const landing = await request("/admin", { cookie: admin.cookie });
    expect(landing.status).toBe(302);
    expect(landing.headers.get("Location")).toBe("/admin/dashboard");

    const dashboard = await request("/admin/dashboard", { cookie: admin.cookie });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Dashboard");
  });

  it("lets a member in once make-admin has given him the admin role", async () => {
    const member = await signUp();
    expect((await request("/admin/dashboard", { cookie: member.cookie })).status).toBe(404);

    // What scripts/make-admin.mjs runs against D1.
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE lower(email) = lower(?)").bind(member.email).run();

    expect((await request("/admin/dashboard", { cookie: member.cookie })).status).toBe(200);
  });
});

describe("the dashboard's outbox (local development's mail)", () => {
  it("shows the newest few mails in full and keeps the older ones behind a disclosure", async () => {
    const admin = await signUp({ role: "admin", emailVerified: true });
    const base = Date.now() + 60_000; // newer than any mail the sign-ups above left
    await testDb()
      .insert(emailOutbox)
      .values(
        Array.from({ length: 8 }, (_, n) => ({
          to_address: `reader${n}@example.com`,
          subject: `Letter ${n}`,
          text_body: `Body of letter ${n}`,
          kind: "test_letter",
          created_at: new Date(base + n * 1000),
        })),
      );
    const html = await (await request("/admin/dashboard", { cookie: admin.cookie })).text();
    const outbox = html.slice(html.indexOf('id="outbox-heading"'));
    const [shown, older = ""] = outbox.split("<details");
    // Newest first: letters 7 to 3 in full, then the rest only once he opens the disclosure.
    for (const n of [7, 6, 5, 4, 3]) expect(shown).toContain(`Body of letter ${n}`);
    for (const n of [2, 1, 0]) {
      expect(shown).not.toContain(`Letter ${n}<`);
      expect(older).toContain(`Body of letter ${n}`);
    }
    const stored = await testDb().$count(emailOutbox);
    expect(older).toContain(DASHBOARD_COPY.outbox.older(Math.min(stored, OUTBOX_SHOWN) - 5));
  });
});
