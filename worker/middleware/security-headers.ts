/** Security headers for every response the worker writes (static files get theirs from public/_headers). */

/** The origin of this app's own WebSocket (the realtime socket): http → ws, https → wss, same host and port. */
export const websocketOrigin = (appOrigin: string) => appOrigin.replace(/^http/, "ws");

/**
 * The origins (ws and http forms) of the video server a gathering room connects to: LiveKit's
 * signalling socket and its HTTP checks. None when video rooms are not configured.
 */
export function videoOrigins(livekitUrl: string | undefined): string[] {
  if (!livekitUrl) return [];
  try {
    const url = new URL(livekitUrl.trim());
    const host = url.host;
    const secure = url.protocol === "wss:" || url.protocol === "https:";
    return [`${secure ? "wss" : "ws"}://${host}`, `${secure ? "https" : "http"}://${host}`];
  } catch {
    return [];
  }
}

/**
 * `appOrigin` is the origin pages are served from; a page may open sockets back to it, and to the
 * video server (`videoOrigins`) when gatherings have one.
 */
export function contentSecurityPolicy(nonce: string, appOrigin: string, video: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${[websocketOrigin(appOrigin), ...video].join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, options: { nonce: string; https: boolean; appOrigin: string; livekitUrl?: string }) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, options.appOrigin, videoOrigins(options.livekitUrl)));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()");
  if (options.https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
