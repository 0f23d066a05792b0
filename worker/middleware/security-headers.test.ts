import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers";

describe("security headers", () => {
  it("binds scripts to the response's nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc123", "http://localhost:8787");
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it.each([
    ["http://localhost:8787", "ws://localhost:8787"],
    ["https://shepherd.example.org", "wss://shepherd.example.org"],
    ["https://shepherd.example.org:8443", "wss://shepherd.example.org:8443"],
  ])("lets a page served from %s open sockets to %s only", (appOrigin, socketOrigin) => {
    const connect = contentSecurityPolicy("n", appOrigin)
      .split("; ")
      .find((directive) => directive.startsWith("connect-src"));
    expect(connect).toBe(`connect-src 'self' ${socketOrigin}`);
  });

  it.each([
    ["ws://127.0.0.1:7880", "ws://127.0.0.1:7880 http://127.0.0.1:7880"],
    ["wss://shepherd.livekit.cloud", "wss://shepherd.livekit.cloud https://shepherd.livekit.cloud"],
  ])("lets a gathering room reach the video server at %s", (livekitUrl, allowed) => {
    const headers = new Headers();
    applySecurityHeaders(headers, { nonce: "n", https: false, appOrigin: "http://localhost:8787", livekitUrl });
    const connect = headers.get("Content-Security-Policy")?.split("; ").find((directive) => directive.startsWith("connect-src"));
    expect(connect).toBe(`connect-src 'self' ws://localhost:8787 ${allowed}`);
  });

  it("adds HSTS only on https", () => {
    const plain = new Headers();
    applySecurityHeaders(plain, { nonce: "n", https: false, appOrigin: "http://localhost:8787" });
    expect(plain.get("Strict-Transport-Security")).toBeNull();
    expect(plain.get("X-Content-Type-Options")).toBe("nosniff");
    expect(plain.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const secure = new Headers();
    applySecurityHeaders(secure, { nonce: "n", https: true, appOrigin: "https://shepherd.example.org" });
    expect(secure.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("makes a fresh, unguessable nonce each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
