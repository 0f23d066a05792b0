/**
 * What only a developer's own machine may have: a worker reached anywhere but plain http on a
 * loopback name must know its public origin (APP_URL) or refuse to serve, and the test and demo
 * routes answer 404 there whatever ENABLE_TEST_ROUTES and ALLOW_DEMO_SEED say.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { isLocalDevelopment } from "../../worker/local-development";
import { requestWithEnv, type RequestOptions } from "./helpers";

const PUBLIC_ORIGIN = "https://shepherd.example.org";
const SWITCHED_ON = { ENABLE_TEST_ROUTES: "true", ALLOW_DEMO_SEED: "true" } as const;

const postJson = (json: unknown): RequestOptions => ({ method: "POST", json });

afterEach(() => vi.restoreAllMocks());

describe("isLocalDevelopment", () => {
  it.each([
    ["http://localhost:8787/", true],
    ["http://127.0.0.1:5173/settings", true],
    ["http://[::1]:8787/", true],
    [new URL("http://localhost/"), true],
    ["https://localhost:8787/", false],
    ["https://shepherd.example.org/", false],
    ["http://shepherd.example.org/", false],
    ["http://localhost.example.org/", false],
    ["http://127.0.0.2/", false],
    ["http://10.0.0.5:8787/", false],
    ["not a url", false],
  ])("%s → %s", (url, local) => {
    expect(isLocalDevelopment(url)).toBe(local);
  });
});

describe("APP_URL outside local development", () => {
  it("answers 503 with a plain message and one log line naming APP_URL when it is missing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/", "/api/health", "/auth"]) {
      const response = await requestWithEnv(`${PUBLIC_ORIGIN}${path}`, { APP_URL: undefined });
      expect(response.status).toBe(503);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
      const body = await response.text();
      expect(body).toContain("APP_URL");
      expect(body).not.toMatch(/at \S+ \(|Error:/);
    }
    expect(logged).toHaveBeenCalledTimes(3);
    for (const [line, ...rest] of logged.mock.calls) {
      expect(rest).toEqual([]);
      expect(String(line)).toMatch(/APP_URL/);
      expect(String(line)).not.toContain("\n");
    }
  });

  it("refuses an APP_URL that is not an origin (a path, no scheme) the same way", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const appUrl of ["shepherd.example.org", `${PUBLIC_ORIGIN}/app`, "ftp://shepherd.example.org"]) {
      expect((await requestWithEnv(`${PUBLIC_ORIGIN}/`, { APP_URL: appUrl })).status).toBe(503);
    }
    expect(logged.mock.calls.every(([line]) => /APP_URL/.test(String(line)))).toBe(true);
  });

  it("serves once APP_URL is set, and on a local address without it", async () => {
    const logged = vi.spyOn(console, "error");
    const deployed = await requestWithEnv(`${PUBLIC_ORIGIN}/auth`, { APP_URL: PUBLIC_ORIGIN });
    expect(deployed.status).toBe(200);
    expect(await deployed.text()).toContain("<html");
    expect((await requestWithEnv("http://localhost/auth", { APP_URL: undefined })).status).toBe(200);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("test and demo routes", () => {
  it.each([
    ["an https origin", `${PUBLIC_ORIGIN}`, { APP_URL: PUBLIC_ORIGIN }],
    ["a deployed worker reached on a loopback name", "http://localhost", { APP_URL: PUBLIC_ORIGIN }],
    ["https on localhost", "https://localhost", { APP_URL: "https://localhost" }],
  ])("answer 404 on %s, whatever the variables say", async (_, origin, vars) => {
    const switched = { ...SWITCHED_ON, ...vars };
    const members = await requestWithEnv(`${origin}/api/test/members`, switched, postJson({ count: 1 }));
    expect(members.status).toBe(404);
    const seed = await requestWithEnv(`${origin}/api/dev/seed`, switched, { method: "POST" });
    expect(seed.status).toBe(404);
    for (const page of ["/__test/upgrade-prompts", "/__test/render-error"]) {
      const response = await requestWithEnv(`${origin}${page}`, switched);
      expect(response.status).toBe(404);
    }
  });

  it("still work on the developer's own machine when switched on", async () => {
    const members = await requestWithEnv("http://localhost/api/test/members", SWITCHED_ON, postJson({ count: 1 }));
    expect(members.status).toBe(201);
    expect((await requestWithEnv("http://127.0.0.1/__test/upgrade-prompts", SWITCHED_ON)).status).toBe(200);
  });
});
