import { describe, expect, it } from "vitest";
import {
  bellAccessibleName,
  bellLabel,
  destinationFor,
  isNotificationsChanged,
  isSameSitePath,
  MAX_MENTIONS_PER_TEXT,
  mentionerName,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_PANEL_HEIGHT_PX,
  NOTIFICATIONS_COPY,
  parseMentions,
  reconnectDelay,
  relativeTime,
} from "./notifications";

describe("constants and copy", () => {
  it("lists 20 in a 400 px panel", () => {
    expect(NOTIFICATION_LIST_LIMIT).toBe(20);
    expect(NOTIFICATION_PANEL_HEIGHT_PX).toBe(400);
  });

  it("uses the fixed strings verbatim", () => {
    expect(NOTIFICATIONS_COPY.title).toBe("Notifications");
    expect(NOTIFICATIONS_COPY.markAllRead).toBe("Mark all read");
    expect(NOTIFICATIONS_COPY.empty).toBe("No notifications yet");
    expect(NOTIFICATIONS_COPY.loading).toBe("Loading notifications...");
  });
});

describe("bellLabel (\"9+\" above 9)", () => {
  it.each([
    [0, ""],
    [-3, ""],
    [Number.NaN, ""],
    [1, "1"],
    [8, "8"],
    [9, "9"],
    [10, "9+"],
    [11, "9+"],
    [250, "9+"],
  ])("%s → %j", (count, label) => {
    expect(bellLabel(count)).toBe(label);
  });

  it("names the bell with the count only when there is one", () => {
    expect(bellAccessibleName(0)).toBe("Notifications");
    expect(bellAccessibleName(3)).toBe("Notifications, 3 unread");
    expect(bellAccessibleName(12)).toBe("Notifications, 9+ unread");
  });
});

describe("destinationFor (decision 030)", () => {
  it("sends mentions in posts and comments to The Pasture, in reflections to My Flock", () => {
    expect(destinationFor({ type: "mention_post", link: null })).toBe("/pasture");
    expect(destinationFor({ type: "mention_comment", link: "/journal" })).toBe("/pasture");
    expect(destinationFor({ type: "mention_reflection", link: "/journal" })).toBe("/flock");
  });

  it("opens a Pasture mention at its post when it carries the post's anchor", () => {
    expect(destinationFor({ type: "mention_post", link: "/pasture#post-abc" })).toBe("/pasture#post-abc");
    expect(destinationFor({ type: "mention_comment", link: "/pasture#post-abc" })).toBe("/pasture#post-abc");
    expect(destinationFor({ type: "mention_post", link: "//evil.example/pasture" })).toBe("/pasture");
    expect(destinationFor({ type: "mention_post", link: "/pastures-new" })).toBe("/pasture");
  });

  it("opens a reflection mention on its flock's page at the reflection, and nowhere else", () => {
    expect(destinationFor({ type: "mention_reflection", link: "/flock/f1#reflection-r1" })).toBe("/flock/f1#reflection-r1");
    expect(destinationFor({ type: "mention_reflection", link: "/flock" })).toBe("/flock");
    expect(destinationFor({ type: "mention_reflection", link: null })).toBe("/flock");
    expect(destinationFor({ type: "mention_reflection", link: "/flockers" })).toBe("/flock");
    expect(destinationFor({ type: "mention_reflection", link: "//evil.example/flock/f1" })).toBe("/flock");
  });

  it("sends other to its link when it is a path on this site", () => {
    expect(destinationFor({ type: "other", link: "/journal" })).toBe("/journal");
    expect(destinationFor({ type: "other", link: "/path/abc?day=2#today" })).toBe("/path/abc?day=2#today");
  });

  it.each([
    null,
    "",
    "journal",
    "//evil.example/phish",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/journal with spaces",
    "/journal\nset-cookie",
    " /journal",
  ])("keeps other in place for the link %j", (link) => {
    expect(destinationFor({ type: "other", link })).toBeNull();
  });

  it("agrees with isSameSitePath", () => {
    expect(isSameSitePath("/")).toBe(true);
    expect(isSameSitePath("/%2F%2Fevil.example")).toBe(true);
    expect(isSameSitePath("//evil.example")).toBe(false);
  });
});

describe("parseMentions", () => {
  it.each<[string, string[]]>([
    ["Praying for you @marcus", ["marcus"]],
    ["@marcus at the start", ["marcus"]],
    ["@Marcus and @DANIEL_2 in capitals", ["marcus", "daniel_2"]],
    ["twice: @marcus @marcus @Marcus", ["marcus"]],
    ["order is kept: @zed_man then @abe", ["zed_man", "abe"]],
    ["no mentions at all", []],
    ["", []],
  ])("%j → %j", (text, expected) => {
    expect(parseMentions(text)).toEqual(expected);
  });

  it("ignores trailing punctuation", () => {
    expect(parseMentions("Thanks @marcus. And @daniel, @ben! @sam? @joe: @tim; @lee) (@ray) “@kai” @jon's")).toEqual([
      "marcus",
      "daniel",
      "ben",
      "sam",
      "joe",
      "tim",
      "lee",
      "ray",
      "kai",
      "jon",
    ]);
    expect(parseMentions("@marcus...")).toEqual(["marcus"]);
    expect(parseMentions("end of line @marcus\nnext")).toEqual(["marcus"]);
  });

  it("takes 3 to 30 characters of [a-z0-9_]", () => {
    expect(parseMentions("@ab")).toEqual([]);
    expect(parseMentions("@abc")).toEqual(["abc"]);
    expect(parseMentions(`@${"a".repeat(30)}`)).toEqual(["a".repeat(30)]);
    expect(parseMentions(`@${"a".repeat(31)}`)).toEqual([]);
    expect(parseMentions("@___")).toEqual(["___"]);
    expect(parseMentions("@123")).toEqual(["123"]);
  });

  it("does not read emails as mentions", () => {
    expect(parseMentions("write to a@b.com")).toEqual([]);
    expect(parseMentions("write to marcus@example.com")).toEqual([]);
    expect(parseMentions("first.last+tag@example.com")).toEqual([]);
    expect(parseMentions("x.@example.com or x-@example.com or x+@example.com")).toEqual([]);
    expect(parseMentions("reach me @example.com")).toEqual([]);
    expect(parseMentions("@marcus@example.com")).toEqual([]);
  });

  it("is not preceded by a word character", () => {
    expect(parseMentions("abc@marcus")).toEqual([]);
    expect(parseMentions("_@marcus")).toEqual([]);
    expect(parseMentions("9@marcus")).toEqual([]);
    expect(parseMentions("é@marcus")).toEqual([]);
    expect(parseMentions("@@marcus")).toEqual([]);
  });

  it("does not read URLs or hyphenated words as mentions", () => {
    expect(parseMentions("https://medium.com/@marcus")).toEqual([]);
    expect(parseMentions("my @brother-in-law")).toEqual([]);
    expect(parseMentions("@marcus-")).toEqual(["marcus"]);
  });

  it("stops at characters that cannot be in a username", () => {
    expect(parseMentions("@marcusé")).toEqual([]);
    expect(parseMentions("@marcus#prayer")).toEqual(["marcus"]);
    expect(parseMentions("@mar cus")).toEqual(["mar"]);
  });

  it("caps how many people one text can notify", () => {
    const names = Array.from({ length: MAX_MENTIONS_PER_TEXT + 10 }, (_, index) => `@man_${index}`);
    const parsed = parseMentions(names.join(" "));
    expect(parsed).toHaveLength(MAX_MENTIONS_PER_TEXT);
    expect(parsed[0]).toBe("man_0");
  });
});

describe("relativeTime", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it.each<[string, string]>([
    ["2026-11-22T12:00:00Z", "just now"],
    ["2026-11-22T11:59:01Z", "just now"],
    ["2026-11-22T12:01:00Z", "just now"],
    ["2026-11-22T11:59:00Z", "1 minute ago"],
    ["2026-11-22T11:15:00Z", "45 minutes ago"],
    ["2026-11-22T09:00:00Z", "3 hours ago"],
    ["2026-11-21T11:00:00Z", "yesterday"],
    ["2026-11-19T12:00:00Z", "3 days ago"],
    ["2026-11-08T12:00:00Z", "2 weeks ago"],
    ["2026-08-22T12:00:00Z", "3 months ago"],
    ["2024-11-01T12:00:00Z", "2 years ago"],
  ])("%s → %s", (at, expected) => {
    expect(relativeTime(at, now)).toBe(expected);
  });

  it("is empty for an invalid instant", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });
});

describe("mentionerName and isNotificationsChanged", () => {
  it("prefers the display name, then @username, then Shepherd", () => {
    const base = { id: "u1", avatar_url: null };
    expect(mentionerName({ ...base, display_name: "Marcus", username: "marcus" })).toBe("Marcus");
    expect(mentionerName({ ...base, display_name: null, username: "marcus" })).toBe("@marcus");
    expect(mentionerName({ ...base, display_name: null, username: null })).toBe("Shepherd");
    expect(mentionerName(null)).toBe("Shepherd");
  });

  it("recognises the hub's message", () => {
    expect(isNotificationsChanged({ type: "notifications_changed", unread: 2, change: "created" })).toBe(true);
    expect(isNotificationsChanged({ type: "pong", userId: "u" })).toBe(false);
    expect(isNotificationsChanged({ type: "notifications_changed" })).toBe(false);
    expect(isNotificationsChanged(null)).toBe(false);
    expect(isNotificationsChanged("notifications_changed")).toBe(false);
  });
});

describe("reconnectDelay", () => {
  it("doubles from 1 s up to 30 s at most", () => {
    const middle = (attempt: number) => reconnectDelay(attempt, () => 0.5);
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(middle)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("spreads each delay by a quarter either way, never under 1 s or over 30 s", () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(0, () => 1)).toBe(1250);
    expect(reconnectDelay(3, () => 0)).toBe(6000);
    expect(reconnectDelay(3, () => 1)).toBe(10000);
    expect(reconnectDelay(10, () => 0)).toBe(22500);
    expect(reconnectDelay(10, () => 1)).toBe(30000);
    expect(reconnectDelay(-1, () => 0.5)).toBe(1000);
    for (let index = 0; index < 100; index++) {
      const delay = reconnectDelay(index % 8);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(30000);
    }
  });
});
