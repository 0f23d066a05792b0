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

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL("/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
