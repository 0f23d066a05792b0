import { describe, expect, it } from "vitest";
import { SITE_DESCRIPTION } from "../../app/kernel/copy/shell";
import { WORD } from "../../app/kernel/copy/word";
import { finishOnboarding, request, signUp } from "./helpers";

/** The page's one description, as a search result (and Lighthouse's SEO audit) reads it. */
async function descriptionsOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map(([, content]) => content.replaceAll("&#x27;", "'"));
}

describe("every page's meta description", () => {
  it("gives a visitor's pages the site's description, once", async () => {
    for (const path of ["/", "/auth", "/terms", "/privacy", "/word/search?q=love"]) {
      expect(await descriptionsOf(await request(path)), path).toEqual([SITE_DESCRIPTION]);
    }
  });

  it("gives a chapter its own description", async () => {
    expect(await descriptionsOf(await request("/word/John/3"))).toEqual([WORD.chapterDescription("John 3")]);
  });

  it("gives a member's pages the site's description", async () => {
    const member = await signUp();
    await finishOnboarding(member.email);
    for (const path of ["/", "/pasture", "/path", "/settings"]) {
      expect(await descriptionsOf(await request(path, { cookie: member.cookie })), path).toEqual([SITE_DESCRIPTION]);
    }
  });
});
