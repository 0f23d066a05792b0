/**
 * What the long lists' first HTML carries: The Pasture's page of posts and /prayer's requests send
 * each item's content and its controls, but not the dialogs, menus, mention lists and report forms
 * that are only needed once he opens one — a page of twenty posts would otherwise carry dozens of
 * them, and the page's cost would grow with the data. /prayer's report form, which works without
 * JavaScript, is still reached that way: `?report=<id>` renders that one request's form open, and
 * it posts. /prayer's list of brothers' requests shows its first page, with a link to the rest.
 */
import { describe, expect, it } from "vitest";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { PRAYER_COPY, PRAYER_REQUESTS_COPY } from "../../app/kernel/copy/prayer";
import { FEED_PAGE_SIZE, postAnchor, REPORT_REASONS } from "../../app/kernel/pasture/rules";
import { PRAYING_FIRST_PAGE, prayingMoreHref, REPORT_REQUEST_PARAM } from "../../app/kernel/prayer/rules";
import { prayingList } from "../../worker/domain/prayer/praying.server";
import { seedComment, seedPost } from "../../worker/seed/pasture";
import { seedPrayerRequest } from "../../worker/seed/prayer";
import { flashToast, formPost, memberScopeFor, request, signUp, testDb } from "./helpers";

const db = () => testDb();
const count = (html: string, needle: string) => html.split(needle).length - 1;
const htmlOf = async (path: string, cookie: string) => {
  const response = await request(path, { cookie });
  expect(response.status).toBe(200);
  return response.text();
};

describe("The Pasture's page of posts", () => {
  it("offers every item's actions but carries no dialog, menu or mention list until he opens one", async () => {
    const reader = await signUp();
    const author = await signUp();
    const brother = await signUp();
    const minute = 60_000;
    const posts: string[] = [];
    for (let i = 0; i < FEED_PAGE_SIZE; i++) {
      const at = new Date(Date.now() - (i + 1) * 10 * minute);
      const id = await seedPost(db(), { authorId: author.id, body: `Brothers, pray with me (${i}).`, at });
      for (const later of [1, 2]) await seedComment(db(), { postId: id, authorId: brother.id, body: "Praying, brother.", at: new Date(at.getTime() + later * minute) });
      posts.push(id);
    }
    // His own post, newest, so Delete is offered too.
    posts.unshift(await seedPost(db(), { authorId: reader.id, body: "Thank you all.", at: new Date() }));

    const html = await htmlOf("/pasture", reader.cookie);
    const shown = posts.slice(0, FEED_PAGE_SIZE);
    for (const id of shown) expect(html).toContain(`id="${postAnchor(id)}"`);
    // Every other man's post and every comment has its "More actions" button (Report, Block)…
    expect(count(html, `aria-label="${PASTURE_COPY.more}"`)).toBe(shown.length - 1);
    expect(count(html, `aria-label="${PASTURE_COPY.commentMore}"`)).toBe(2 * (shown.length - 1));
    expect(html).toContain(`>${PASTURE_COPY.delete}</button>`);
    // …but none of the menus, nor the delete, report or block dialogs they open; and every post's
    // comment box, but no @mention list until he types a mention.
    expect(count(html, `>${PASTURE_COPY.commentLabel}</label>`)).toBe(shown.length);
    expect(html).not.toContain('role="listbox"');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain(PASTURE_COPY.reportIntro);
  });
});

describe("/prayer's requests", () => {
  it("each offer Report, with its form only once opened; before JavaScript ?report=<id> opens it, and it posts", async () => {
    const asker = await signUp();
    const reader = await signUp();
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push(await seedPrayerRequest(db(), { userId: asker.id, audience: "pasture", body: `Pray for my brother's job (${i}).` }));

    const html = await htmlOf("/prayer", reader.cookie);
    for (const { id } of requests) {
      expect(html).toContain(`id="request-${id}"`);
      expect(html).toContain(`href="/prayer?${REPORT_REQUEST_PARAM}=${id}#request-${id}"`);
    }
    expect(count(html, `>${PRAYER_REQUESTS_COPY.report}</summary>`)).toBeGreaterThanOrEqual(requests.length);
    expect(html).not.toContain('name="reason"');
    expect(html).not.toContain(PASTURE_COPY.reportIntro);

    const [asked] = requests;
    const opened = await htmlOf(`/prayer?${REPORT_REQUEST_PARAM}=${asked!.id}`, reader.cookie);
    expect(count(opened, 'name="reason"')).toBe(REPORT_REASONS.length);
    // The form around the reasons, posted as a browser without JavaScript would post it.
    const start = opened.lastIndexOf("<form", opened.indexOf('name="reason"'));
    const form = opened.slice(start, opened.indexOf("</form>", start));
    expect(form).toContain(`name="requestId" value="${asked!.id}"`);
    const action = /action="([^"]+)"/.exec(form)![1]!;
    const intent = /name="intent" value="([^"]+)"/.exec(form)![1]!;

    const sent = await request(action, formPost({ intent, requestId: asked!.id, reason: REPORT_REASONS[0] }, { cookie: reader.cookie }));
    expect(sent.status).toBe(302);
    expect(flashToast(sent)).toMatchObject({ title: PRAYER_REQUESTS_COPY.toasts.reportedHidden });
  });
});

describe("/prayer's list of brothers' requests", () => {
  it("shows its first page, and a link to the rest that works without JavaScript and lands on the first request not shown", async () => {
    const asker = await signUp();
    const reader = await signUp();
    for (let i = 0; i < PRAYING_FIRST_PAGE + 3; i++) await seedPrayerRequest(db(), { userId: asker.id, audience: "pasture", body: `Pray for my father (${i}).` });
    const list = (await prayingList(db(), await memberScopeFor(reader.id))).map((request) => request.id);
    expect(list.length).toBeGreaterThan(PRAYING_FIRST_PAGE);
    const shownIn = (html: string) => {
      const section = html.slice(html.indexOf('id="prayer-praying"'), html.indexOf('id="prayer-gatherings"'));
      return [...section.matchAll(/<article id="request-([^"]+)"/g)].map((match) => match[1]);
    };

    const first = await htmlOf("/prayer", reader.cookie);
    expect(shownIn(first)).toEqual(list.slice(0, PRAYING_FIRST_PAGE));
    const more = prayingMoreHref(list[PRAYING_FIRST_PAGE]!);
    expect(first).toContain(`href="${more}"`);
    expect(first).toContain(`>${PRAYER_COPY.praying.more}</a>`);

    const whole = await htmlOf(more.slice(0, more.indexOf("#")), reader.cookie);
    expect(shownIn(whole)).toEqual(list);
    expect(whole).not.toContain(PRAYER_COPY.praying.more);
  });
});
