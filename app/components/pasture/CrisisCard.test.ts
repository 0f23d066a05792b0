/** The crisis card on its own: an alert that names the Lifeline and dials or texts 988. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { CrisisCard } from "./CrisisCard";

describe("CrisisCard", () => {
  const html = renderToStaticMarkup(createElement(CrisisCard));
  const text = html.replace(/<[^>]*>/g, " ").replace(/&amp;/g, "&");

  it("is an alert named by its heading", () => {
    const titleId = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toMatch(new RegExp(`^<div role="alert" aria-labelledby="${titleId}"`));
  });

  it("says every line of the crisis copy and links to call and text 988", () => {
    for (const line of [PASTURE_COPY.crisisTitle, PASTURE_COPY.crisisText, PASTURE_COPY.crisisLifeline, PASTURE_COPY.crisisEmergency, PASTURE_COPY.crisisTalk]) {
      expect(text).toContain(line);
    }
    expect(html).toContain(`<a href="tel:988"`);
    expect(html).toContain(`<a href="sms:988"`);
    expect(text).toContain("988 Suicide & Crisis Lifeline");
    expect(text).toContain("talk to your pastor or a brother you trust");
  });
});
