/**
 * The artwork of the coming days' devotionals, for administrators: each date's devotional (if it is
 * written yet), its artwork and the latest generation attempt; and generating (or regenerating) one
 * through the image provider. A painting is counted like a member's (his monthly image counter and
 * the AI usage record), and every attempt, failed or not, writes its audit row in the same batch as
 * what it changed.
 */
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { ARTWORK_DAYS_AHEAD } from "../../../app/kernel/admin/ops";
import { ARTWORK_ADMIN_COPY as C } from "../../../app/kernel/copy/admin";
import { addDays, localDate } from "../../../app/kernel/dates";
import { devotionalImageUrl, hasGeneratedArtwork } from "../../../app/kernel/devotional";
import { FEATURE_COUNTER } from "../../../app/kernel/membership";
import type { AppContext } from "../../context";
import { adminAuditLog, devotionals } from "../../db/schema";
import { ImageError, type ImageGenerator } from "../../providers/images";
import { devotionalComposerFor } from "../ai-devotional.server";
import {
  ARTWORK_SAVE_FAILED,
  DEVOTIONAL_IMAGE_CACHE_CONTROL,
  devotionalArtworkPrompt,
  devotionalImageFileUrl,
  devotionalImageKey,
} from "../devotional-image.server";
import { forgetDevotional } from "../devotional-cache.server";
import { ensureDevotional } from "../devotionals.server";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { aiUsageStatement, incrementUsageStatement } from "../usage.server";
import { auditStatement } from "./audit.server";
import { noteProviderError } from "./failures.server";

type ArtworkContext = Pick<AppContext, "db" | "env" | "requestId">;

/** The dates the page covers: today (UTC, as the cron prepares devotionals) and the 13 after it. */
export function artworkDates(now = new Date()): string[] {
  const today = localDate("UTC", now);
  return Array.from({ length: ARTWORK_DAYS_AHEAD }, (_, index) => addDays(today, index));
}

const dateOfAttempt = sql<string>`json_extract(${adminAuditLog.details}, '$.date')`;

export async function comingArtwork(app: Pick<AppContext, "db">, now = new Date()) {
  const dates = artworkDates(now);
  const { db } = app;
  const [rows, attempts] = await db.batch([
    db
      .select({ id: devotionals.id, date: devotionals.devotional_date, title: devotionals.title, theme: devotionals.theme, image_url: devotionals.image_url })
      .from(devotionals)
      .where(and(gte(devotionals.devotional_date, dates[0]!), lte(devotionals.devotional_date, dates.at(-1)!))),
    db
      .select({ date: dateOfAttempt, details: adminAuditLog.details, at: adminAuditLog.created_at })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "image_generated"), inArray(dateOfAttempt, dates)))
      .orderBy(desc(adminAuditLog.created_at)),
  ]);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const latestAttempt = new Map<string, (typeof attempts)[number]>();
  for (const attempt of attempts) if (!latestAttempt.has(attempt.date)) latestAttempt.set(attempt.date, attempt);
  return dates.map((date) => {
    const devotional = byDate.get(date) ?? null;
    const attempt = latestAttempt.get(date);
    const painted = devotional ? hasGeneratedArtwork({ devotional_date: date, image_url: devotional.image_url }) : false;
    const failedLast = attempt?.details?.outcome === "failed";
    return {
      date,
      devotional: devotional ? { id: devotional.id, title: devotional.title, theme: devotional.theme } : null,
      painted,
      imageUrl: painted ? devotional!.image_url! : devotionalImageUrl(date),
      status: failedLast ? ("failed" as const) : painted ? ("painted" as const) : ("drawn" as const),
      lastAttempt: attempt ? { at: attempt.at.toISOString(), error: typeof attempt.details?.error === "string" ? attempt.details.error : null } : null,
    };
  });
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * Paints the devotional of `date` (one of `artworkDates`), writing the devotional first when the
 * cron has not yet. A regenerated painting replaces the previous one, whose file is then removed.
 */
export async function generateArtwork(
  app: ArtworkContext,
  admin: MemberScope,
  date: string,
  { images, now = new Date() }: { images: ImageGenerator | null; now?: Date },
): Promise<Outcome<{ imageUrl: string }>> {
  if (!artworkDates(now).includes(date)) return refuse(400, C.invalidDate, { field: "date" });
  if (!images) return refuse(503, C.off);
  const { db } = app;
  const devotional = await ensureDevotional({ db, env: app.env }, date, devotionalComposerFor(app.env));
  const audit = (details: Record<string, string>) =>
    auditStatement(db, { actorId: admin.id, action: "image_generated", details: { date, devotional_id: devotional.id, ...details }, at: new Date() });

  let image;
  try {
    image = await images.generate(devotionalArtworkPrompt(devotional));
  } catch (error) {
    const failure = error instanceof ImageError ? error : null;
    console.error(`[${app.requestId}] admin artwork generation failed (${failure?.kind ?? "unexpected"}): ${failure?.detail ?? error}`);
    await noteProviderError(db, "images", failure ? `${failure.kind}: ${failure.detail}` : error);
    const message = failure?.message ?? ARTWORK_SAVE_FAILED;
    await audit({ outcome: "failed", error: message });
    return refuse(502, message);
  }

  const name = `${date}-${hex(crypto.getRandomValues(new Uint8Array(16)))}.${image.extension}`;
  const key = devotionalImageKey(name);
  const imageUrl = devotionalImageFileUrl(name);
  try {
    await app.env.MEDIA.put(key, image.bytes, {
      httpMetadata: { contentType: image.contentType, cacheControl: DEVOTIONAL_IMAGE_CACHE_CONTROL },
      customMetadata: { devotionalId: devotional.id, model: images.model },
    });
    await db.batch([
      db.update(devotionals).set({ image_url: imageUrl }).where(eq(devotionals.id, devotional.id)),
      incrementUsageStatement(db, { userId: admin.id, month: admin.usageMonth, counter: FEATURE_COUNTER.devotional_image, tokens: image.tokens }),
      aiUsageStatement(db, { userId: admin.id, featureType: "devotional_image", tokens: image.tokens }),
      audit({ outcome: "painted", image_url: imageUrl, model: images.model }),
    ]);
    forgetDevotional(date);
  } catch (error) {
    console.error(`[${app.requestId}] storing admin artwork failed`, error);
    await app.env.MEDIA.delete(key).catch(() => undefined);
    return refuse(500, ARTWORK_SAVE_FAILED);
  }
  // The previous painting is no one's any more (the drawn SVG is not a file).
  if (hasGeneratedArtwork(devotional)) {
    const previous = devotional.image_url!.split("/").pop()!;
    await app.env.MEDIA.delete(devotionalImageKey(previous)).catch((error) => console.error(`[${app.requestId}] removing ${previous} failed`, error));
  }
  return succeed({ imageUrl });
}
