import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PlanGenerator } from "../../durable-objects/plan-generator";
import { nextCookie, ORIGIN, request, signUp } from "./helpers";

async function openSocket(cookie: string) {
  const response = await request("/api/realtime", {
    cookie,
    headers: { Upgrade: "websocket", Origin: "http://localhost" },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const messages: unknown[] = [];
  socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
  return { socket, messages };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("NotificationHub", () => {
  it("refuses a socket without a session", async () => {
    const response = await request("/api/realtime", { headers: { Upgrade: "websocket", Origin: "http://localhost" } });
    expect(response.status).toBe(401);
  });

  it("refuses a socket opened from a foreign origin", async () => {
    const user = await signUp();
    const response = await request("/api/realtime", {
      cookie: user.cookie,
      headers: { Upgrade: "websocket", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("refuses a plain request", async () => {
    const user = await signUp();
    expect((await request("/api/realtime", { cookie: user.cookie })).status).toBe(400);
  });

  it("accepts the user's socket and echoes a ping with who the hub thinks is connected", async () => {
    const user = await signUp();
    const { socket, messages } = await openSocket(user.cookie);
    socket.send("ping");
    await until(() => messages.length > 0);
    expect(messages[0]).toMatchObject({ type: "pong", userId: user.id });
    socket.close(1000);
  });

  it("broadcasts to every socket of one user and none of another's", async () => {
    const a = await signUp();
    const b = await signUp();
    const tab1 = await openSocket(a.cookie);
    const tab2 = await openSocket(a.cookie);
    const other = await openSocket(b.cookie);
    const hubOfA = env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(a.id));
    expect(await hubOfA.broadcast({ type: "unread_count", count: 3 })).toBe(2);
    await until(() => tab1.messages.length > 0 && tab2.messages.length > 0);
    expect(tab1.messages).toEqual([{ type: "unread_count", count: 3 }]);
    expect(tab2.messages).toEqual([{ type: "unread_count", count: 3 }]);
    expect(other.messages).toEqual([]);
    for (const { socket } of [tab1, tab2, other]) socket.close(1000);
  });
});

describe("a member's sockets when his sessions end", () => {
  let ip = 0;
  /** A client IP per call, so better-auth's per-IP limits never couple tests. */
  const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;
  const settingsPost = (cookie: string, fields: Record<string, string>) =>
    request("/settings", {
      method: "POST",
      cookie,
      body: new URLSearchParams(fields),
      headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp() },
    });
  const signInAgain = async (email: string, password: string) =>
    nextCookie(
      "",
      await request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password },
        headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp() },
      }),
    );
  const sessionIdOf = async (cookie: string) =>
    ((await (await request("/api/auth/get-session", { cookie, headers: { "cf-connecting-ip": freshIp() } })).json()) as {
      session: { id: string };
    }).session.id;

  /** A tab's socket that records how it was closed. */
  async function tab(cookie: string) {
    const opened = await openSocket(cookie);
    const closes: { code: number; reason: string }[] = [];
    opened.socket.addEventListener("close", (event) => {
      closes.push({ code: event.code, reason: event.reason });
    });
    return { ...opened, closes };
  }
  /** Still open and served: a ping gets its pong. */
  async function answers(open: Awaited<ReturnType<typeof tab>>) {
    const before = open.messages.length;
    open.socket.send("ping");
    await until(() => open.messages.length > before);
    return open.closes.length === 0 && open.messages.length > before;
  }

  it("signing out one session closes that session's sockets with a normal close, and no other", async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const [phoneTab, homeTab] = [await tab(phone), await tab(member.cookie)];
    const response = await settingsPost(member.cookie, { intent: "revoke-session", sessionId: await sessionIdOf(phone) });
    expect(response.status).toBe(302);
    await until(() => phoneTab.closes.length > 0);
    expect(phoneTab.closes).toEqual([{ code: 1000, reason: expect.any(String) }]);
    expect(await answers(homeTab)).toBe(true);
    homeTab.socket.close(1000);
  });

  it("signing out every other session closes their sockets and keeps this one's", async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const laptop = await signInAgain(member.email, member.password);
    const [phoneTab, laptopTab, homeTab] = [await tab(phone), await tab(laptop), await tab(member.cookie)];
    expect((await settingsPost(member.cookie, { intent: "revoke-other-sessions" })).status).toBe(302);
    await until(() => phoneTab.closes.length > 0 && laptopTab.closes.length > 0);
    expect([...phoneTab.closes, ...laptopTab.closes].map(({ code }) => code)).toEqual([1000, 1000]);
    expect(await answers(homeTab)).toBe(true);
    homeTab.socket.close(1000);
  });

  it("changing the password with 'sign out of all other devices' closes the other sessions' sockets", async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const phoneTab = await tab(phone);
    const response = await settingsPost(member.cookie, {
      intent: "change-password",
      currentPassword: member.password,
      newPassword: "brand-new-pass-1",
      confirmPassword: "brand-new-pass-1",
      revokeOtherSessions: "on",
    });
    expect(response.status).toBe(302);
    await until(() => phoneTab.closes.length > 0);
    expect(phoneTab.closes.map(({ code }) => code)).toEqual([1000]);
    // This device carries on under its new session.
    const here = await tab(nextCookie(member.cookie, response));
    expect(await answers(here)).toBe(true);
    here.socket.close(1000);
  });

  it("deleting the account closes every socket he has open", async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const tabs = [await tab(phone), await tab(member.cookie)];
    const response = await settingsPost(member.cookie, { intent: "delete-account", confirmation: "DELETE", password: member.password });
    expect(response.status).toBe(302);
    await until(() => tabs.every(({ closes }) => closes.length > 0));
    expect(tabs.map(({ closes }) => closes.map(({ code }) => code))).toEqual([[1000], [1000]]);
  });
});

/** The generator's start/status contract; its steps are in tests/worker/plan-generator.test.ts. */
describe("PlanGenerator", () => {
  const generatorFor = (planId: string) => env.PLAN_GENERATOR.get(env.PLAN_GENERATOR.idFromName(planId));
  const brief = (lengthDays: number) => ({
    title: "Patience at home",
    focusArea: "Fatherhood",
    lengthDays,
    situations: ["new-father"],
    context: "",
    minutesPerDay: 10,
    style: "reading",
  });

  it("records a job once: starting the same plan again returns the same job", async () => {
    const stub = generatorFor("plan-1");
    const first = await stub.start({ planId: "plan-1", totalDays: 7, brief: brief(7) });
    expect(first).toMatchObject({ ok: true, job: { planId: "plan-1", totalDays: 7, status: "queued", phase: "outline", completedDays: 0 } });
    const second = await stub.start({ planId: "plan-1", totalDays: 7, brief: brief(7) });
    expect(first.ok && second.ok && second.job.createdAt === first.job.createdAt).toBe(true);
  });

  it("keeps its job across eviction (state is persisted before it is announced)", async () => {
    const stub = generatorFor("plan-2");
    await stub.start({ planId: "plan-2", totalDays: 21, brief: brief(21) });
    await abortAllDurableObjects();
    expect(await generatorFor("plan-2").status()).toMatchObject({ planId: "plan-2", totalDays: 21, status: "queued" });
  });

  it("rejects a bad request and a second plan with readable errors", async () => {
    const stub = generatorFor("plan-3");
    const bad = await stub.start({ planId: "plan-3", totalDays: 0, brief: brief(5) });
    expect(bad).toEqual({ ok: false, error: "totalDays: Too small: expected number to be >=1" });
    expect(await stub.start({ planId: "plan-3", totalDays: 7, brief: brief(5) })).toEqual({
      ok: false,
      error: "totalDays: must equal the brief's lengthDays.",
    });
    expect(await stub.start({ planId: "plan-3", totalDays: 5, brief: { ...brief(5), style: "poetry" } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^brief\.style: /),
    });
    expect(await stub.status()).toBeNull();
    await stub.start({ planId: "plan-3", totalDays: 5, brief: brief(5) });
    expect(await stub.start({ planId: "other", totalDays: 5, brief: brief(5) })).toEqual({
      ok: false,
      error: "This generator already belongs to another plan.",
    });
  });

  it("has no job until one is started", async () => {
    const status = await runInDurableObject(generatorFor("plan-4"), (instance) => (instance as unknown as PlanGenerator).status());
    expect(status).toBeNull();
  });
});
