import { describe, expect, it } from "vitest";
import { type AnyReadsWithSession, type PageReadWithSession, readsRidingWith } from "./reads-with-session";

const todays = { page: "today" } as AnyReadsWithSession;
const flocks = { page: "flocks" } as AnyReadsWithSession;
const PAGES: PageReadWithSession[] = [
  { path: "/", routeId: "routes/_index", reads: todays },
  { path: "/flock", routeId: "routes/flock._index", reads: flocks },
];
const riding = (path: string, method = "GET") => readsRidingWith(new Request(`https://shepherd.example.org${path}`, { method }), PAGES)?.page ?? null;

describe("which page's reads ride with the session", () => {
  it("the page's document, and its data on a client-side navigation", () => {
    expect(riding("/")).toBe("today");
    expect(riding("/_root.data")).toBe("today");
    expect(riding("/flock")).toBe("flocks");
    expect(riding("/flock.data")).toBe("flocks");
  });

  it("its data only when the navigation runs the page's own loader", () => {
    expect(riding("/_root.data?_routes=root")).toBeNull();
    expect(riding("/_root.data?_routes=root%2Croutes%2F_index")).toBe("today");
  });

  it("no page's for a write, another page, or a path that only starts like one", () => {
    expect(riding("/?index", "POST")).toBeNull();
    expect(riding("/terms")).toBeNull();
    expect(riding("/flock/abc")).toBeNull();
    expect(riding("/flock.data/x")).toBeNull();
  });
});
