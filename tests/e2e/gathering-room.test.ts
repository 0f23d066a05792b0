/**
 * A gathering's room for real, against the local LiveKit server: a Premium host (wide screen) and a
 * brother (phone) pass the pre-join with Chromium's stand-in camera and microphone and each sees
 * the other's video playing; the brother's chat message reaches the host and is stored; the host
 * mutes him (his microphone shows muted), then removes him — he is told why and cannot come back;
 * the host ends the gathering and, from LiveKit's own webhooks, sees both men in the attendance.
 * A free member meets "Lead Your Own Gatherings". axe-core runs on the join and room pages.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { GATHERINGS_COPY } from "../../app/kernel/copy/gatherings";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { gatheringJoinHref } from "../../app/kernel/gatherings/rules";
import { checkA11y, launchBrowser, test, visit } from "./browser";
import { onboardedMember } from "./people";

const C = GATHERINGS_COPY;
const CONNECT = { timeout: 30_000 };

async function personBrowser(browser: Browser, baseURL: string, viewport: { width: number; height: number }, address: string) {
  const context = await browser.newContext({ baseURL, bypassCSP: true, viewport, extraHTTPHeaders: { "CF-Connecting-IP": address } });
  return { context, page: await context.newPage() };
}

/** Whether a remote participant's camera is playing on this page (frames decoded, not just a tile). */
const remoteVideoPlaying = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLVideoElement>('.lk-participant-tile[data-lk-local-participant="false"] video')).some(
      (video) => video.videoWidth > 0 && video.readyState >= 2,
    ),
  );

async function passPreJoin(page: Page, roomName: string) {
  await visit(page, gatheringJoinHref(roomName));
  const join = page.getByRole("button", { name: C.join.joinButton });
  await join.waitFor(CONNECT);
  await checkA11y(page);
  await join.click();
  await page.waitForURL(`**/pasture/gathering/${roomName}`);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name }).click();
const personRow = (page: Page, identity: string) => page.locator(`li[data-identity="${identity}"]`);

/** A start about six minutes from now on the host's clock (UTC): inside the room's 15-minute window. */
function soon() {
  const at = new Date(Date.now() + 6 * 60_000);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

describe("A gathering's room", () => {
  test("two brothers see each other, chat, and the host mutes, removes and ends; attendance shows both", async ({ baseURL }) => {
    const browser = await launchBrowser({ fakeMedia: true });
    try {
      const host = await personBrowser(browser, baseURL, { width: 1280, height: 900 }, `198.51.100.${(process.pid % 200) + 20}`);
      const brother = await personBrowser(browser, baseURL, { width: 390, height: 844 }, `203.0.113.${(process.pid % 200) + 20}`);
      const a = await onboardedMember(host.page, baseURL, "Caleb Stone");
      const b = await onboardedMember(brother.page, baseURL, "Micah Reed");
      const premium = await host.context.request.post(`${baseURL}/api/test/membership`, { headers: { Origin: baseURL }, data: { email: a.email, premium: true } });
      expect(premium.status(), await premium.text()).toBe(200);
      const planned = await host.context.request.post(`${baseURL}/api/gatherings`, {
        headers: { Origin: baseURL },
        data: { title: "Iron Sharpens Iron", description: "An hour on Proverbs 27.", ...soon(), durationMinutes: 60, audience: "pasture", capacity: 12 },
      });
      expect(planned.status(), await planned.text()).toBe(201);
      const { roomName } = (await planned.json()) as { roomName: string };

      // Both pass the pre-join (axe on it) and each sees the other's camera playing.
      await passPreJoin(host.page, roomName);
      await passPreJoin(brother.page, roomName);
      await expect.poll(() => remoteVideoPlaying(host.page), CONNECT).toBe(true);
      await expect.poll(() => remoteVideoPlaying(brother.page), CONNECT).toBe(true);
      await checkA11y(host.page);
      await checkA11y(brother.page);

      // The brother's message reaches the host over the data channel, and is stored.
      const words = "Grateful to be here, brothers.";
      await brother.page.getByLabel(C.room.chatLabel).fill(words);
      const posted = brother.page.waitForResponse((response) => response.url().endsWith(`/api/gatherings/${roomName}/chat`) && response.request().method() === "POST");
      await brother.page.getByRole("button", { name: C.room.send }).click();
      expect((await posted).status(), "the message is stored").toBe(201);
      await brother.page.getByRole("list", { name: C.room.chatTab }).getByText(words).waitFor();
      await host.page.getByRole("list", { name: C.room.chatTab }).getByText(words).waitFor(CONNECT);
      const stored = await host.context.request.get(`${baseURL}/api/gatherings/${roomName}/chat`);
      expect(stored.status()).toBe(200);
      const { messages } = (await stored.json()) as { messages: { body: string; author: { id: string } }[] };
      expect(messages).toContainEqual(expect.objectContaining({ body: words, author: expect.objectContaining({ id: b.id }) }));

      // The host mutes him: both pages show his microphone muted.
      await tab(host.page, C.room.peopleTab);
      await tab(brother.page, C.room.peopleTab);
      await expect.poll(() => personRow(host.page, b.id).getAttribute("data-mic"), CONNECT).toBe("on");
      const muted = host.page.waitForResponse((response) => response.url().endsWith(`/api/gatherings/${roomName}/moderate`));
      await host.page.getByRole("button", { name: C.room.mute(b.name) }).click();
      const muteAnswer = await muted;
      expect(muteAnswer.status(), await muteAnswer.text()).toBe(200);
      await expect.poll(() => personRow(host.page, b.id).getAttribute("data-mic"), CONNECT).toBe("muted");
      await expect.poll(() => personRow(brother.page, b.id).getAttribute("data-mic"), CONNECT).toBe("muted");

      // Then removes him, after a confirmation: he is told why, and cannot come back.
      await host.page.getByRole("button", { name: C.room.remove(b.name) }).click();
      await host.page.getByRole("dialog", { name: C.room.removeTitle }).getByRole("button", { name: C.room.removeConfirm, exact: true }).click();
      await brother.page.getByText(C.errors.removed).waitFor(CONNECT);
      await expect.poll(() => personRow(host.page, b.id).count(), CONNECT).toBe(0);
      const refused = await brother.context.request.post(`${baseURL}/api/gatherings/${roomName}/token`, { headers: { Origin: baseURL } });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe(C.errors.removed);
      await visit(brother.page, gatheringJoinHref(roomName));
      await brother.page.getByText(C.errors.removed).waitFor();
      expect(await brother.page.getByRole("button", { name: C.join.joinButton }).count()).toBe(0);

      // The host ends it for everyone; LiveKit's webhooks bring both men into the attendance.
      await host.page.getByRole("button", { name: C.room.endForEveryone }).click();
      await host.page.getByRole("dialog", { name: C.room.endTitle }).getByRole("button", { name: C.room.endConfirm }).click();
      await host.page.getByText(C.errors.ended).waitFor(CONNECT);
      const attendance = async () => {
        const response = await host.context.request.get(`${baseURL}/api/gatherings/${roomName}/attendance`);
        const summary = (await response.json()) as { attendance: { member: { id: string } }[] | null };
        return (summary.attendance ?? []).map((row) => row.member.id).sort();
      };
      await expect.poll(attendance, CONNECT).toEqual([a.id, b.id].sort());
      await visit(host.page, gatheringJoinHref(roomName));
      const table = host.page.getByRole("table", { name: C.join.attendanceTitle });
      await table.getByRole("rowheader", { name: a.name }).waitFor();
      await table.getByRole("rowheader", { name: b.name }).waitFor();

      // A free member meets the invitation to lead his own.
      await visit(brother.page, "/pasture/gathering/new");
      await brother.page.getByText(UPGRADE_PROMPTS.gathering_viewing.title).waitFor();
    } finally {
      await browser.close();
    }
    // Two browsers with live video on two shared cores, and webhooks to wait for: minutes, not the suite's one.
  }, 240_000);
});
