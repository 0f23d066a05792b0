/**
 * The admin growth pages — subscriptions, churn, features, A/B tests — and what the app does with
 * them: the access matrix on every loader and action, each change's audit row, flags evaluated once
 * per request and obeyed as kill switches (Pasture posting, gathering planning, AI devotionals),
 * experiments assigned by hash with one exposure per member, the cancel survey on /subscription, and
 * bad input refused with a 400 and nothing written.
 */
import { env } from "cloudflare:test";
import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KILL_SWITCHES, UPGRADE_BANNER_EXPERIMENT } from "../../app/kernel/admin/growth";
import { ADMIN_AB_COPY, ADMIN_FEATURES_COPY } from "../../app/kernel/copy/admin";
import { PAUSED_COPY } from "../../app/kernel/copy/paused";
import { CANCEL_SURVEY_COPY } from "../../app/kernel/copy/subscription";
import { UPGRADE_BANNER_WORDING } from "../../app/kernel/copy/upgrade";
import { localDate } from "../../app/kernel/dates";
import {
  adminAuditLog,
  cancelSurveyAnswers,
  devotionalProgress,
  experimentExposures,
  experiments,
  featureFlags,
  posts,
  subscriptions,
} from "../../worker/db/schema";
import { devotionalComposerFor } from "../../worker/domain/ai-devotional.server";
import { ensureDevotional } from "../../worker/domain/devotionals.server";
import { exposeVariant } from "../../worker/domain/experiments.server";
import { featureOn, requestFlags } from "../../worker/domain/feature-flags.server";
import { leadingRefusal, planGathering } from "../../worker/domain/gatherings/plan.server";
import { saveSubscription } from "../../worker/domain/subscriptions.server";
import type { ScriptedAnswer } from "../fakes/openai";
import { STRIPE_FAKE_CONTROL } from "../fakes/stripe";
import { formPost, memberScopeFor, request, requestContext, signUp, signUpSuspendedAdmin, testDb } from "./helpers";

const PAGES = ["/admin/subscriptions", "/admin/churn", "/admin/features", "/admin/ab-tests"];
const ACTIONS: [string, Record<string, string>][] = [
  ["/admin/features", { intent: "toggle", key: KILL_SWITCHES.pasturePosting, enabled: "off" }],
  ["/admin/features", { intent: "save", key: "sneaky_flag", description: "Nope", type: "release", rollout: "50", allowList: "" }],
  ["/admin/ab-tests", { intent: "toggle", key: UPGRADE_BANNER_EXPERIMENT, running: "off" }],
  ["/admin/ab-tests", { intent: "create", key: "sneaky_test", description: "Nope", variants: "a:1, b:1", event: "upgraded" }],
];

const db = testDb;

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Page not found");
}

let adminSequence = 0;
async function admin() {
  const created = await signUp({ email: `growth-admin-${++adminSequence}@example.com` });
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(created.id).run();
  return created;
}

/** Everything the growth actions can change, to prove a refused request changed none of it. */
async function growthState() {
  const [flags, tests, [audit]] = await db().batch([
    db().select().from(featureFlags).orderBy(featureFlags.key),
    db().select().from(experiments).orderBy(experiments.key),
    db().select({ count: count() }).from(adminAuditLog),
  ]);
  return { flags, tests, audit: audit!.count };
}

const setFlag = (key: string, enabled: boolean) => db().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));

afterEach(async () => {
  for (const key of Object.values(KILL_SWITCHES)) await setFlag(key, true);
});

describe("the access matrix", () => {
  it("shows a visitor and a member the not-found page on all four pages", async () => {
    const member = await signUp();
    for (const path of PAGES) {
      await expectNotFound(await request(path));
      await expectNotFound(await request(path, { cookie: member.cookie }));
    }
  });

  it("refuses every action to a visitor and a member with the not-found page, changing nothing", async () => {
    const member = await signUp();
    const before = await growthState();
    for (const [path, fields] of ACTIONS) {
      await expectNotFound(await request(path, formPost(fields)));
      await expectNotFound(await request(path, formPost(fields, { cookie: member.cookie })));
    }
    expect(await growthState()).toEqual(before);
  });

  it("refuses a suspended admin every growth page and action, changing nothing", async () => {
    const suspended = await signUpSuspendedAdmin();
    const before = await growthState();
    for (const path of PAGES) await expectNotFound(await request(path, { cookie: suspended.cookie }));
    for (const [path, fields] of ACTIONS) await expectNotFound(await request(path, formPost(fields, { cookie: suspended.cookie })));
    expect(await growthState()).toEqual(before);
  });

  it("opens all four pages to an admin, each with its real data", async () => {
    const { cookie } = await admin();
    const pages = await Promise.all(PAGES.map(async (path) => [path, await request(path, { cookie })] as const));
    for (const [path, response] of pages) expect(response.status, path).toBe(200);
    const [subscriptionsPage, churn, features, abTests] = await Promise.all(pages.map(([, response]) => response.text()));
    expect(subscriptionsPage).toContain("Subscriptions");
    expect(churn).toContain("Churn rate by month");
    for (const key of Object.values(KILL_SWITCHES)) expect(features).toContain(key);
    expect(abTests).toContain(UPGRADE_BANNER_EXPERIMENT);
  });
});

describe("subscriptions", () => {
  it("lists subscriptions filtered by status and source, a cancelling one still active until its period ends", async () => {
    const { cookie } = await admin();
    const stripe = await signUp({ name: "Stripe Cancelling" });
    const granted = await signUp({ name: "Granted Brother" });
    await saveSubscription(db(), stripe.id, {
      plan_type: "premium_monthly",
      status: "active",
      trial_end: null,
      current_period_end: new Date(Date.now() + 10 * 86_400_000),
      provider: "stripe",
      provider_customer_id: "cus_growth_1",
      provider_subscription_id: "sub_growth_1",
    });
    await db().insert(cancelSurveyAnswers).values({ user_id: stripe.id, reason: "too_expensive", details: null });
    await saveSubscription(db(), granted.id, {
      plan_type: "premium_comp",
      status: "active",
      trial_end: null,
      current_period_end: null,
      provider: "admin",
      provider_customer_id: null,
      provider_subscription_id: null,
    });
    const stripeOnly = await (await request("/admin/subscriptions?source=stripe&status=active", { cookie })).text();
    expect(stripeOnly).toContain(stripe.email);
    expect(stripeOnly).not.toContain(granted.email);
    expect(stripeOnly).toContain("Yes, cancelling at period end");
    expect(stripeOnly).toContain("https://dashboard.stripe.com/test/customers/cus_growth_1");
    const adminOnly = await (await request("/admin/subscriptions?source=admin", { cookie })).text();
    expect(adminOnly).toContain(granted.email);
    expect(adminOnly).not.toContain(stripe.email);
  });

  it("answers filters it does not know with a 400", async () => {
    const { cookie } = await admin();
    for (const query of ["status=gold", "source=paypal", "page=0", "page=abc", "sort=name"]) {
      expect((await request(`/admin/subscriptions?${query}`, { cookie })).status, query).toBe(400);
    }
  });
});

describe("feature flags", () => {
  it("turns a kill switch off and on, each change with its audit row", async () => {
    const boss = await admin();
    const off = await request("/admin/features", formPost({ intent: "toggle", key: KILL_SWITCHES.pasturePosting, enabled: "off" }, { cookie: boss.cookie }));
    expect(off.status).toBe(302);
    expect((await db().select().from(featureFlags).where(eq(featureFlags.key, KILL_SWITCHES.pasturePosting)).get())!.enabled).toBe(false);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.actor_id, boss.id)).all();
    expect(entry).toMatchObject({ action: "flag_changed", details: { key: KILL_SWITCHES.pasturePosting, enabled: false } });
  });

  it("saves a release flag with an allow-list of members, and evaluates it the same way every time", async () => {
    const boss = await admin();
    const [listed, other] = [await signUp(), await signUp()];
    const saved = await request(
      "/admin/features",
      formPost({ intent: "save", key: "quiet_mode", description: "A calmer Today", type: "release", enabled: "on", rollout: "0", allowList: listed.email.toUpperCase() }, { cookie: boss.cookie }),
    );
    expect(saved.status).toBe(302);
    const flag = (await db().select().from(featureFlags).where(eq(featureFlags.key, "quiet_mode")).get())!;
    expect(flag).toMatchObject({ type: "release", enabled: true, rollout_percent: 0, allow_list: [listed.id] });
    const app = await requestContext();
    expect(await featureOn(app, "quiet_mode", listed.id)).toBe(true);
    expect(await featureOn(app, "quiet_mode", other.id)).toBe(false);
    expect(await featureOn(await requestContext(), "quiet_mode", listed.id)).toBe(true);
    expect((await db().select().from(adminAuditLog).where(eq(adminAuditLog.actor_id, boss.id)).all()).map((row) => row.action)).toEqual(["flag_changed"]);
  });

  it("reads the flags once per request, however many are asked", async () => {
    const app = await requestContext();
    const first = requestFlags(app);
    await featureOn(app, KILL_SWITCHES.gatherings, null);
    expect(requestFlags(app)).toBe(first);
    expect(requestFlags(await requestContext())).not.toBe(first);
  });

  it("refuses bad input with a 400 and a message, writing nothing", async () => {
    const boss = await admin();
    const before = await growthState();
    const base = { intent: "save", key: "good_key", description: "Fine", type: "release", enabled: "on", rollout: "10", allowList: "" };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, key: "Bad Key!" }, ADMIN_FEATURES_COPY.errors.key],
      [{ ...base, rollout: "150" }, ADMIN_FEATURES_COPY.errors.rollout],
      [{ ...base, rollout: "-5" }, ADMIN_FEATURES_COPY.errors.rollout],
      [{ ...base, type: "forever" }, ADMIN_FEATURES_COPY.errors.type],
      [{ ...base, description: "" }, ADMIN_FEATURES_COPY.errors.description],
      [{ ...base, description: "x".repeat(201) }, ADMIN_FEATURES_COPY.errors.description],
      [{ ...base, allowList: "nobody@nowhere.example" }, ADMIN_FEATURES_COPY.errors.unknownMember("nobody@nowhere.example")],
      [{ intent: "toggle", key: KILL_SWITCHES.gatherings, enabled: "maybe" }, ""],
      [{ intent: "explode" }, ""],
      [{}, ""],
    ];
    for (const [fields, message] of cases) {
      const response = await request("/admin/features", formPost(fields, { cookie: boss.cookie }));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      if (message) expect(await response.text()).toContain(message.replace(/'/g, "&#x27;"));
    }
    expect(await growthState()).toEqual(before);
  });
});

describe("the kill switches the app obeys", () => {
  it("refuses a Pasture post with a plain message while posting is off, and writes nothing", async () => {
    const author = await signUp();
    await setFlag(KILL_SWITCHES.pasturePosting, false);
    const refused = await request("/pasture?index", formPost({ intent: "post", body: "Praying for the men's retreat" }, { cookie: author.cookie }));
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain(PAUSED_COPY.pasture_posting.replace(/'/g, "&#x27;"));
    expect(await db().select().from(posts).where(eq(posts.author_id, author.id)).all()).toEqual([]);

    await setFlag(KILL_SWITCHES.pasturePosting, true);
    const posted = await request("/pasture?index", formPost({ intent: "post", body: "Praying for the men's retreat" }, { cookie: author.cookie }));
    expect(posted.status).toBe(302);
  });

  it("refuses gathering planning while gatherings are off, with no upgrade offered", async () => {
    const host = await signUp();
    await setFlag(KILL_SWITCHES.gatherings, false);
    const scope = await memberScopeFor(host.id);
    const app = await requestContext({ cookie: host.cookie });
    expect(await leadingRefusal(app, scope)).toMatchObject({ status: 503, message: PAUSED_COPY.gatherings });
    const planned = await planGathering(await requestContext({ cookie: host.cookie }), scope, {
      title: "Tuesday men's study",
      description: "",
      date: localDate(scope.timeZone, new Date(Date.now() + 3 * 86_400_000)),
      time: "19:00",
      durationMinutes: 60,
      audience: "pasture",
      flockId: undefined,
      capacity: 10,
      seriesId: undefined,
      planDayId: undefined,
    });
    expect(planned).toMatchObject({ ok: false, status: 503, message: PAUSED_COPY.gatherings });
    const page = await (await request("/pasture/gathering/new", { cookie: host.cookie })).text();
    expect(page).toContain(PAUSED_COPY.gatherings.replace(/'/g, "&#x27;"));
    expect(page).not.toContain("Lead Your Own Gatherings");
  });

  it("writes the devotional from the offline library while AI devotionals are off, without calling the model", async () => {
    const key = `sk-test-fake-${crypto.randomUUID()}`;
    const answers: ScriptedAnswer[] = [{ content: "{}" }];
    await fetch("http://openai-fake.test/__script", { method: "POST", body: JSON.stringify({ key, responses: answers }) });
    const calls = async () => (await (await fetch(`http://openai-fake.test/__calls?key=${key}`)).json()) as unknown[];
    await setFlag(KILL_SWITCHES.aiDevotionals, false);
    const compose = devotionalComposerFor({ ...env, OPENAI_API_KEY: key });
    const written = await compose({ db: db(), env }, "2034-05-01");
    expect(written.source).toBe("library");
    expect(await calls()).toEqual([]);

    await setFlag(KILL_SWITCHES.aiDevotionals, true);
    await compose({ db: db(), env }, "2034-05-02");
    expect((await calls()).length).toBeGreaterThan(0);
  });
});

describe("A/B tests", () => {
  beforeEach(async () => {
    await db().update(experiments).set({ running: true }).where(eq(experiments.key, UPGRADE_BANNER_EXPERIMENT));
  });

  it("assigns a member the same variant every time and logs his exposure once", async () => {
    const member = await signUp();
    const first = await exposeVariant(db(), UPGRADE_BANNER_EXPERIMENT, member.id);
    expect(["control", "steward"]).toContain(first);
    for (let again = 0; again < 3; again += 1) expect(await exposeVariant(db(), UPGRADE_BANNER_EXPERIMENT, member.id)).toBe(first);
    const rows = await db().select().from(experimentExposures).where(eq(experimentExposures.user_id, member.id)).all();
    expect(rows).toEqual([expect.objectContaining({ experiment_key: UPGRADE_BANNER_EXPERIMENT, variant: first })]);
  });

  it("logs nothing for a stopped experiment", async () => {
    const member = await signUp();
    await db().update(experiments).set({ running: false }).where(eq(experiments.key, UPGRADE_BANNER_EXPERIMENT));
    expect(await exposeVariant(db(), UPGRADE_BANNER_EXPERIMENT, member.id)).toBeNull();
    expect(await db().select().from(experimentExposures).where(eq(experimentExposures.user_id, member.id)).all()).toEqual([]);
  });

  it("words Today's upgrade banner by his variant once a free member has completed the day, exposed once", async () => {
    const member = await signUp();
    const scope = await memberScopeFor(member.id);
    const today = localDate(scope.timeZone, new Date());
    const devotional = await ensureDevotional({ db: db(), env }, today);
    const exposed = () => db().select().from(experimentExposures).where(and(eq(experimentExposures.user_id, member.id), eq(experimentExposures.experiment_key, UPGRADE_BANNER_EXPERIMENT))).all();

    await request("/", { cookie: member.cookie }).then((response) => response.text());
    expect(await exposed()).toEqual([]);

    await db().insert(devotionalProgress).values({ user_id: member.id, devotional_id: devotional.id, progress_date: today, completed: true, completed_at: new Date() });
    const page = await (await request("/", { cookie: member.cookie })).text();
    await (await request("/", { cookie: member.cookie })).text();
    const rows = await exposed();
    expect(rows).toHaveLength(1);
    expect(page).toContain(UPGRADE_BANNER_WORDING[rows[0]!.variant]!.action);
  });

  it("counts exposures and conversions per variant on the page", async () => {
    const { cookie } = await admin();
    const member = await signUp();
    const variant = (await exposeVariant(db(), UPGRADE_BANNER_EXPERIMENT, member.id, new Date(Date.now() - 60_000)))!;
    await saveSubscription(db(), member.id, {
      plan_type: "premium_monthly",
      status: "active",
      trial_end: null,
      current_period_end: null,
      provider: "stripe",
      provider_customer_id: null,
      provider_subscription_id: null,
    });
    const html = await (await request("/admin/ab-tests", { cookie })).text();
    expect(html).toContain(UPGRADE_BANNER_EXPERIMENT);
    expect(html).toMatch(new RegExp(`${variant}[\\s\\S]*?</tr>`));
  });

  it("creates an experiment and stops it, each with its audit row; bad input is a 400 and writes nothing", async () => {
    const boss = await admin();
    const before = await growthState();
    const bad: Record<string, string>[] = [
      { intent: "create", key: "x", description: "d", variants: "a:1, b:1", event: "upgraded" },
      { intent: "create", key: "good_one", description: "d", variants: "a:1", event: "upgraded" },
      { intent: "create", key: "good_one", description: "d", variants: "a:1, a:2", event: "upgraded" },
      { intent: "create", key: "good_one", description: "d", variants: "a:0, b:1", event: "upgraded" },
      { intent: "create", key: "good_one", description: "d", variants: "a:1, b:1", event: "prayed" },
      { intent: "toggle", key: UPGRADE_BANNER_EXPERIMENT, running: "sometimes" },
    ];
    for (const fields of bad) expect((await request("/admin/ab-tests", formPost(fields, { cookie: boss.cookie }))).status, JSON.stringify(fields)).toBe(400);
    expect(await growthState()).toEqual(before);

    const created = await request(
      "/admin/ab-tests",
      formPost({ intent: "create", key: "journal_prompt", description: "The journal's opening prompt", variants: "control:1, question:1", event: "journal_saved" }, { cookie: boss.cookie }),
    );
    expect(created.status).toBe(302);
    const again = await request(
      "/admin/ab-tests",
      formPost({ intent: "create", key: "journal_prompt", description: "Again", variants: "control:1, question:1", event: "journal_saved" }, { cookie: boss.cookie }),
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(ADMIN_AB_COPY.errors.exists);
    expect((await request("/admin/ab-tests", formPost({ intent: "toggle", key: "journal_prompt", running: "off" }, { cookie: boss.cookie }))).status).toBe(302);
    expect((await db().select().from(experiments).where(eq(experiments.key, "journal_prompt")).get())).toMatchObject({
      running: false,
      variants: [
        { key: "control", weight: 1 },
        { key: "question", weight: 1 },
      ],
    });
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.actor_id, boss.id)).all();
    expect(audit.map((row) => [row.action, row.details?.key])).toEqual([
      ["experiment_changed", "journal_prompt"],
      ["experiment_changed", "journal_prompt"],
    ]);
  });
});

describe("the cancel survey on /subscription", () => {
  async function stripeMember() {
    const member = await signUp();
    const customer = `cus_survey_${crypto.randomUUID().slice(0, 8)}`;
    // The Stripe fake knows a customer once it holds one of his subscriptions, as Stripe would after checkout.
    await fetch(`${STRIPE_FAKE_CONTROL}/__subscriptions`, {
      method: "POST",
      body: JSON.stringify({ id: `sub_${customer}`, object: "subscription", customer, status: "active", metadata: {}, items: { object: "list", data: [] } }),
    });
    await saveSubscription(db(), member.id, {
      plan_type: "premium_monthly",
      status: "active",
      trial_end: null,
      current_period_end: new Date(Date.now() + 20 * 86_400_000),
      provider: "stripe",
      provider_customer_id: customer,
      provider_subscription_id: `sub_${customer}`,
    });
    return member;
  }
  const answersOf = (userId: string) => db().select().from(cancelSurveyAnswers).where(eq(cancelSurveyAnswers.user_id, userId)).all();

  it("shows a Premium member with a Stripe subscription the survey, stores his answer and sends him on to cancel", async () => {
    const member = await stripeMember();
    const page = await (await request("/subscription", { cookie: member.cookie })).text();
    expect(page).toContain(CANCEL_SURVEY_COPY.heading);
    const response = await request("/subscription", formPost({ intent: "cancel", reason: "not_using", details: "Busy season at work" }, { cookie: member.cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(await answersOf(member.id)).toEqual([expect.objectContaining({ reason: "not_using", details: "Busy season at work" })]);
  });

  it("refuses an answer without a known reason or with too many words, storing nothing", async () => {
    const member = await stripeMember();
    const answers: Record<string, string>[] = [{ intent: "cancel" }, { intent: "cancel", reason: "bored" }, { intent: "cancel", reason: "other", details: "x".repeat(501) }];
    for (const fields of answers) {
      const response = await request("/subscription", formPost(fields, { cookie: member.cookie }));
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await answersOf(member.id)).toEqual([]);
    const [row] = await db().select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.user_id, member.id)).all();
    expect(row!.status).toBe("active");
  });
});
