/**
 * Which series a member may see: every library series (they live in code), every hosted series
 * published to all members, and his own drafts. Anything else is not found, draft or not, for an
 * admin too: a draft is its host's alone.
 */
import { and, eq, or } from "drizzle-orm";
import { devotionalArtSvg } from "../devotional-art";
import { librarySeries } from "../../content/series";
import type { LibrarySeries } from "../../content/types";
import { studySeries } from "../../db/schema";

const bySlug = new Map(librarySeries.map((series) => [series.slug, series]));

export function libraryEntry(seriesId: string): LibrarySeries | null {
  return bySlug.get(seriesId) ?? null;
}

/** Hosted series ids are UUIDs; anything else cannot name one (and is not worth a query). */
export const isHostedId = (seriesId: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(seriesId);

/** The SQL condition for a hosted series he may see. */
export const visibleTo = (userId: string) =>
  or(and(eq(studySeries.status, "published"), eq(studySeries.audience, "pasture")), eq(studySeries.host_id, userId))!;

/** The series' cover: the app's deterministic artwork, drawn from its focus area and id, as an image address. */
export function seriesCover(focusArea: string, seriesId: string): string {
  return `data:image/svg+xml,${encodeURIComponent(devotionalArtSvg(focusArea, seriesId))}`;
}

export const seriesHref = (seriesId: string) => `/pasture/library/${encodeURIComponent(seriesId)}`;
