/**
 * public/sw.js as the browser runs it (it shows pushes and opens / on click): the real file
 * evaluated against a fake ServiceWorkerGlobalScope, its handlers driven with the events the
 * browser would dispatch.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

const SOURCE = readFileSync(new URL("../../public/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://shepherd.example.org";
const TODAY = `${ORIGIN}/`;

interface FakeWindow {
  url: string;
  controlled: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(path: string, { controlled = true, navigateFails = false } = {}): FakeWindow {
  const client: FakeWindow = {
    url: `${ORIGIN}${path}`,
    controlled,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (url: string) => {
      if (navigateFails) throw new TypeError("This service worker is not the client's active service worker.");
      client.url = url;
      return client;
    }),
  };
  return client;
}

/** Loads sw.js into a fresh scope with these open windows; returns its handlers and the spies. */
function loadServiceWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  const clients = {
    matchAll: vi.fn(async ({ includeUncontrolled = false }: { type?: string; includeUncontrolled?: boolean } = {}) =>
      windows.filter((client) => includeUncontrolled || client.controlled),
    ),
    openWindow: vi.fn(async (url: string) => {
      opened.push(url);
      return fakeWindow(new URL(url).pathname);
    }),
    claim: vi.fn(async () => {}),
  };
  const showNotification = vi.fn(async () => {});
  const self = {
    location: { origin: ORIGIN },
    clients,
    registration: { showNotification },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  runInNewContext(SOURCE, { self, URL });
  return { handlers, opened, clients, showNotification };
}

async function dispatch(handlers: Map<string, (event: unknown) => void>, type: string, init: Record<string, unknown> = {}) {
  let pending: Promise<unknown> = Promise.resolve();
  const event = { ...init, waitUntil: (promise: Promise<unknown>) => (pending = promise) };
  handlers.get(type)!(event);
  await pending;
  return event;
}

const clickOn = () => ({ notification: { close: vi.fn() } });

describe("notificationclick opens Today (/)", () => {
  it("focuses a window already on / and opens nothing new", async () => {
    const journal = fakeWindow("/journal");
    const today = fakeWindow("/");
    const { handlers, opened } = loadServiceWorker([journal, today]);
    const click = clickOn();
    await dispatch(handlers, "notificationclick", click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(today.focus).toHaveBeenCalled();
    expect(journal.focus).not.toHaveBeenCalled();
    expect(journal.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it("brings an open Shepherd window elsewhere to / instead of opening another", async () => {
    const journal = fakeWindow("/journal");
    const { handlers, opened } = loadServiceWorker([journal]);
    await dispatch(handlers, "notificationclick", clickOn());
    expect(journal.focus).toHaveBeenCalled();
    expect(journal.navigate).toHaveBeenCalledWith(TODAY);
    expect(journal.url).toBe(TODAY);
    expect(opened).toEqual([]);
  });

  it("opens a new window at / when no window is open", async () => {
    const { handlers, opened } = loadServiceWorker([]);
    const click = clickOn();
    await dispatch(handlers, "notificationclick", click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(opened).toEqual([TODAY]);
  });

  it("opens / in a new window when the only window cannot be navigated by this worker", async () => {
    const uncontrolled = fakeWindow("/word", { controlled: false });
    const { handlers, opened } = loadServiceWorker([uncontrolled]);
    await dispatch(handlers, "notificationclick", clickOn());
    expect(uncontrolled.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([TODAY]);
  });

  it("still gets to / when navigating the open window fails", async () => {
    const stale = fakeWindow("/flock", { navigateFails: true });
    const { handlers, opened } = loadServiceWorker([stale]);
    await dispatch(handlers, "notificationclick", clickOn());
    expect(stale.navigate).toHaveBeenCalledWith(TODAY);
    expect(opened).toEqual([TODAY]);
  });
});

describe("push shows the reminder", () => {
  const pushData = (value: unknown) => ({
    json: () => (typeof value === "string" ? JSON.parse(value) : value),
    text: () => String(value),
  });

  it("shows the payload's title and body, tagged so a newer reminder replaces an older one", async () => {
    const { handlers, showNotification } = loadServiceWorker();
    await dispatch(handlers, "push", {
      data: pushData({ title: "Your daily bread is ready", body: "Today: The Father Who Waits", url: "/" }),
    });
    expect(showNotification).toHaveBeenCalledWith("Your daily bread is ready", {
      body: "Today: The Father Who Waits",
      icon: "/favicon.svg",
      tag: "daily-reminder",
      data: { url: "/" },
    });
  });

  it("falls back to the reminder title, and to the raw text when the payload is not JSON", async () => {
    const { handlers, showNotification } = loadServiceWorker();
    await dispatch(handlers, "push", { data: pushData("not json {") });
    expect(showNotification).toHaveBeenCalledWith("Your daily bread is ready", expect.objectContaining({ body: "not json {" }));
  });
});
