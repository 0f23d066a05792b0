/**
 * Premium artwork for the day's devotional (docs/decisions/019). Every devotional
 * starts with its deterministic SVG. With an image provider configured, a member may ask for the
 * day's devotional to be painted once it has no painting yet:
 * - a devotional that already has one answers with it (cached) — no gate, no provider, no count;
 * - otherwise one use is reserved at the gate (feature devotional_image; free limit 0, so a free
 *   member hears the gate's message), the provider paints, the picture goes to R2 under a key the
 *   server builds, and the devotional's image_url is switched to it for everyone;
 * - the switch is conditional (`WHERE image_url = <the SVG>`), so of two members racing only one
 *   picture becomes the devotional's; the other's is deleted, his use given back, and he is given
 *   the winner's.
 * A failure stores nothing and gives the reserved use back.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import { devotionalImageUrl, hasGeneratedArtwork } from "../../app/kernel/devotional";
import type { AppContext } from "../context";
import { devotionals } from "../db/schema";
import { ImageError, type ImageGenerator } from "../providers/images";
import { forgetDevotional } from "./devotional-cache.server";
import { recordAiTokens, reserveFeatureUse } from "./gate.server";
import type { MemberScope } from "./member-scope.server";
import { noteProviderError } from "./admin/failures.server";

/** A stored painting's public name: the devotional's date and 128 random bits. */
export const DEVOTIONAL_IMAGE_NAME = /^\d{4}-\d{2}-\d{2}-[0-9a-f]{32}\.(?:png|jpg|webp)$/;
export const DEVOTIONAL_IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const devotionalImageKey = (name: string) => `images/devotionals/${name}`;
export const devotionalImageFileUrl = (name: string) => `/images/devotionals/${name}`;

export const ARTWORK_SAVE_FAILED = "The artwork could not be saved. Please try again.";
const ARTWORK_UNEXPECTED = "Something went wrong while making the artwork. Please try again.";

export type DevotionalImageResult =
  | { kind: "ready"; imageUrl: string; cached: boolean }
  | { kind: "not-found" }
  | { kind: "not-today" }
  | { kind: "denied"; reason: string }
  | { kind: "failed"; message: string };

type ArtworkSource = { id: string; devotional_date: string; title: string; passage: string; theme: string; image_url: string | null };

/**
 * What the painter is asked for: built from the stored devotional only (never from a request), a
 * quiet scene for its theme, with no words in it (models misspell them, and the card has the title).
 */
export function devotionalArtworkPrompt(devotional: Pick<ArtworkSource, "title" | "passage" | "theme">): string {
  return [
    `A square, reverent painting for a Christian men's daily devotional titled "${devotional.title}" (${devotional.passage}), on the theme "${devotional.theme}".`,
    "An everyday scene or a landscape in warm, natural morning light — a father, a husband, friends or a workplace where it fits — painterly and calm, hopeful rather than dramatic.",
    "No text, letters, words, logos or watermarks anywhere in the image.",
  ].join(" ");
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * `scope` is asked for only once the devotional is known to need a painting: one already painted
 * costs nothing, so it needs neither his today nor the profile read behind it.
 */
export async function createDevotionalImage(
  app: Pick<AppContext, "db" | "env" | "requestId">,
  scope: () => Promise<MemberScope>,
  devotionalId: string,
  { images }: { images: ImageGenerator },
): Promise<DevotionalImageResult> {
  const { db } = app;
  const row = await db
    .select({
      id: devotionals.id,
      devotional_date: devotionals.devotional_date,
      title: devotionals.title,
      passage: devotionals.passage,
      theme: devotionals.theme,
      image_url: devotionals.image_url,
    })
    .from(devotionals)
    .where(eq(devotionals.id, devotionalId))
    .get();
  if (!row) return { kind: "not-found" };
  if (hasGeneratedArtwork(row)) return { kind: "ready", imageUrl: row.image_url!, cached: true };
  const member = await scope();
  if (row.devotional_date !== member.today) return { kind: "not-today" };

  // Only a new painting costs anything, so only a new painting takes a use.
  const reservation = await reserveFeatureUse(app, member, "devotional_image");
  if (!reservation.allowed) return { kind: "denied", reason: reservation.reason };

  let image;
  try {
    image = await images.generate(devotionalArtworkPrompt(row));
  } catch (error) {
    const failure = error instanceof ImageError ? error : null;
    console.error(`[${app.requestId}] artwork generation failed (${failure?.kind ?? "unexpected"}): ${failure?.detail ?? error}`);
    await noteProviderError(app.db, "images", failure ? `${failure.kind}: ${failure.detail}` : error);
    await reservation.refund();
    return { kind: "failed", message: failure?.message ?? ARTWORK_UNEXPECTED };
  }

  const name = `${row.devotional_date}-${hex(crypto.getRandomValues(new Uint8Array(16)))}.${image.extension}`;
  const key = devotionalImageKey(name);
  const imageUrl = devotionalImageFileUrl(name);
  const discard = () => app.env.MEDIA.delete(key).catch((error) => console.error(`[${app.requestId}] removing ${key} failed`, error));
  let claimed: { id: string }[];
  try {
    await app.env.MEDIA.put(key, image.bytes, {
      httpMetadata: { contentType: image.contentType, cacheControl: DEVOTIONAL_IMAGE_CACHE_CONTROL },
      customMetadata: { devotionalId: row.id, model: images.model },
    });
    const stillDefault = or(isNull(devotionals.image_url), eq(devotionals.image_url, devotionalImageUrl(row.devotional_date)));
    claimed = await db
      .update(devotionals)
      .set({ image_url: imageUrl })
      .where(and(eq(devotionals.id, row.id), stillDefault))
      .returning({ id: devotionals.id });
  } catch (error) {
    console.error(`[${app.requestId}] storing artwork failed`, error);
    await Promise.all([discard(), reservation.refund()]);
    return { kind: "failed", message: ARTWORK_SAVE_FAILED };
  }
  // Painted here or by another member racing him: either way the row this isolate keeps is old.
  forgetDevotional(row.devotional_date);
  if (claimed.length === 0) {
    // Another member's painting became the devotional's first: his is the one everyone sees.
    await Promise.all([discard(), reservation.refund()]);
    const winner = await db.select({ image_url: devotionals.image_url }).from(devotionals).where(eq(devotionals.id, row.id)).get();
    return winner?.image_url ? { kind: "ready", imageUrl: winner.image_url, cached: true } : { kind: "failed", message: ARTWORK_SAVE_FAILED };
  }
  await recordAiTokens(app, member, "devotional_image", image.tokens);
  return { kind: "ready", imageUrl, cached: false };
}
