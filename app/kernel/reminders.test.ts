import { describe, expect, it } from "vitest";
import {
  isDue,
  isReminderDue,
  localClock,
  REMINDER_COPY,
  REMINDER_TIMES,
  reminderPushPayload,
  ReminderSettingsSchema,
  reminderTimeLabel,
} from "./reminders";

describe("reminder settings form", () => {
  const valid = { enabled: "on", localTime: "07:00", channelEmail: "on" };

  it.each([
    ["00:00", true],
    ["07:15", true],
    ["12:30", true],
    ["23:45", true],
    ["07:10", false],
    ["24:00", false],
    ["7:00", false],
    ["23:60", false],
    ["07:00:00", false],
    ["", false],
  ])("accepts %s only on the quarter hour from 00:00 to 23:45 → %s", (localTime, ok) => {
    const parsed = ReminderSettingsSchema.safeParse({ ...valid, localTime });
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]!.message).toBe(REMINDER_COPY.invalidTime);
  });

  it("reads checkboxes as booleans (absent means off)", () => {
    expect(ReminderSettingsSchema.parse({ enabled: "on", localTime: "06:30", channelPush: "on" })).toEqual({
      enabled: true,
      localTime: "06:30",
      channelPush: true,
      channelEmail: false,
    });
  });

  it("needs at least one channel when the reminder is on", () => {
    const parsed = ReminderSettingsSchema.safeParse({ enabled: "on", localTime: "07:00" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ message: REMINDER_COPY.chooseChannel, path: ["channels"] });
  });

  it("lets a reminder that is off keep no channel", () => {
    expect(ReminderSettingsSchema.safeParse({ localTime: "07:00" }).success).toBe(true);
  });

  it("offers 96 times in 15-minute steps with 12-hour labels", () => {
    expect(REMINDER_TIMES).toHaveLength(96);
    expect(REMINDER_TIMES[0]).toBe("00:00");
    expect(REMINDER_TIMES[29]).toBe("07:15");
    expect(REMINDER_TIMES.at(-1)).toBe("23:45");
    expect(REMINDER_TIMES.every((time) => ReminderSettingsSchema.safeParse({ localTime: time }).success)).toBe(true);
    expect(reminderTimeLabel("00:15")).toBe("12:15 AM");
    expect(reminderTimeLabel("07:00")).toBe("7:00 AM");
    expect(reminderTimeLabel("12:00")).toBe("12:00 PM");
    expect(reminderTimeLabel("23:45")).toBe("11:45 PM");
  });
});

describe("the member's local clock", () => {
  it("reads date and 24-hour time in the zone, midnight as 00", () => {
    expect(localClock("America/New_York", new Date("2026-01-15T05:00:00Z"))).toEqual({ date: "2026-01-15", time: "00:00" });
    expect(localClock("America/New_York", new Date("2026-01-15T04:59:00Z"))).toEqual({ date: "2026-01-14", time: "23:59" });
    expect(localClock("Asia/Kolkata", new Date("2026-01-15T01:30:00Z"))).toEqual({ date: "2026-01-15", time: "07:00" });
  });

  it("follows the US DST changes", () => {
    // 2026-03-08: clocks jump 02:00 → 03:00 (UTC-5 → UTC-4).
    expect(localClock("America/New_York", new Date("2026-03-08T06:59:00Z")).time).toBe("01:59");
    expect(localClock("America/New_York", new Date("2026-03-08T07:00:00Z")).time).toBe("03:00");
    expect(localClock("America/New_York", new Date("2026-03-08T11:00:00Z")).time).toBe("07:00");
    // 2026-11-01: 02:00 → 01:00 (UTC-4 → UTC-5); 01:30 happens twice.
    expect(localClock("America/New_York", new Date("2026-11-01T05:30:00Z")).time).toBe("01:30");
    expect(localClock("America/New_York", new Date("2026-11-01T06:30:00Z")).time).toBe("01:30");
    expect(localClock("America/New_York", new Date("2026-11-01T12:00:00Z")).time).toBe("07:00");
  });
});

describe("due once per local day", () => {
  const on = { enabled: true, localTime: "07:00", lastSentDate: null as string | null };

  it.each([
    ["06:45", false],
    ["07:00", true],
    ["07:15", true],
    ["23:45", true],
  ])("a 07:00 reminder at %s is due → %s", (time, due) => {
    expect(isDue("07:00", time)).toBe(due);
    expect(isReminderDue(on, { date: "2026-03-08", time })).toBe(due);
  });

  it("is not due again on a day it was sent, nor for a day before the last one sent", () => {
    expect(isReminderDue({ ...on, lastSentDate: "2026-03-08" }, { date: "2026-03-08", time: "09:00" })).toBe(false);
    expect(isReminderDue({ ...on, lastSentDate: "2026-03-09" }, { date: "2026-03-08", time: "09:00" })).toBe(false);
    expect(isReminderDue({ ...on, lastSentDate: "2026-03-07" }, { date: "2026-03-08", time: "07:00" })).toBe(true);
  });

  it("is never due when off", () => {
    expect(isReminderDue({ ...on, enabled: false }, { date: "2026-03-08", time: "12:00" })).toBe(false);
  });

  it("sends a time the spring-forward day skips as soon as the clock passes it", () => {
    const skipped = { ...on, localTime: "02:30" };
    expect(isReminderDue(skipped, localClock("America/New_York", new Date("2026-03-08T06:45:00Z")))).toBe(false);
    expect(isReminderDue(skipped, localClock("America/New_York", new Date("2026-03-08T07:00:00Z")))).toBe(true);
  });
});

it("the push carries the reminder title, today's devotional title and a link home", () => {
  expect(reminderPushPayload("Steady Hands")).toEqual({ title: "Your daily bread is ready", body: "Steady Hands", url: "/" });
});
