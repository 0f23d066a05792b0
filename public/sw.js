/*
 * Shepherd's service worker: shows daily-reminder pushes and opens the app on a click.
 * Registered by app/lib/push.client.ts when a member turns push reminders on. Served as-is from
 * public/, so it is plain JavaScript. The payload is what worker/domain/reminders.server.ts sends:
 * {title, body, url}.
 */
const DEFAULT_TITLE = "Your daily bread is ready";

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === "object" ? value : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === "string" && payload.title ? payload.title : DEFAULT_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === "string" ? payload.body : "",
      icon: "/favicon.svg",
      // A newer reminder replaces an unread older one instead of piling up.
      tag: "daily-reminder",
      data: { url: "/" },
    }),
  );
});

/**
 * A click opens Today (/): a Shepherd window already there is focused; otherwise an open Shepherd
 * window this worker controls is focused and navigated to /; otherwise a new window opens at /.
 */
async function openToday() {
  const target = new URL("/", self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const onToday = windows.find((client) => client.url === target);
  if (onToday) return onToday.focus();
  // Only a controlled window can be navigated by this worker.
  const [controlled] = await self.clients.matchAll({ type: "window" });
  if (controlled) {
    try {
      const focused = await controlled.focus();
      return await focused.navigate(target);
    } catch {
      // It went away or refused; a new window still gets the member to Today.
    }
  }
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openToday());
});
