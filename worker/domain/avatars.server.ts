/**
 * Avatars in R2 under keys the server builds (avatars/<userId>/<random>.<ext>), never from input.
 * The type is checked from the file's first bytes, not from what the browser claims. A member has
 * at most one: a new photo replaces the old one, and removing it (or the account) deletes the objects.
 */
import { AVATAR_MAX_BYTES } from "../../app/kernel/onboarding";
import type { Database } from "../db/client";
import { imageKindOf } from "./image-signatures";
import { refuse, succeed, type Outcome } from "./outcome";
import { updateProfile } from "./profiles.server";
import { deleteObjectsUnder } from "./media-objects.server";

export const AVATAR_COPY = {
  notAnImage: "Choose a JPEG, PNG, WebP or GIF image.",
  tooLarge: "That image is larger than 2 MB. Choose a smaller one.",
  empty: "Choose an image to upload.",
} as const;

export async function saveAvatar(
  { db, media }: { db: Database; media: R2Bucket },
  userId: string,
  file: File,
): Promise<Outcome<{ url: string }>> {
  if (file.size === 0) return refuse(400, AVATAR_COPY.empty, { field: "avatar" });
  if (file.size > AVATAR_MAX_BYTES) return refuse(400, AVATAR_COPY.tooLarge, { field: "avatar" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKindOf(bytes);
  if (!kind) return refuse(400, AVATAR_COPY.notAnImage, { field: "avatar" });
  const key = `${avatarPrefix(userId)}${crypto.randomUUID()}.${kind.ext}`;
  await media.put(key, bytes, { httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" } });
  const url = `/media/${key}`;
  await updateProfile(db, userId, { avatar_url: url });
  // The photo it replaces is no longer anyone's: keep only the one the profile shows.
  await deleteAvatarObjects(media, userId, { except: key });
  return succeed({ url });
}

/** Every avatar object of a user lives under this prefix (and nothing of anyone else does). */
export const avatarPrefix = (userId: string) => `avatars/${userId}/`;

/** Removes the photo from the profile and from R2. */
export async function removeAvatar({ db, media }: { db: Database; media: R2Bucket }, userId: string) {
  await updateProfile(db, userId, { avatar_url: null });
  await deleteAvatarObjects(media, userId);
}

/** Deletes every object under the user's avatar prefix (but `except`); returns how many went. */
export function deleteAvatarObjects(media: R2Bucket, userId: string, options: { except?: string } = {}) {
  return deleteObjectsUnder(media, avatarPrefix(userId), options);
}

/** Public media the worker serves from R2 (avatars only for now; audio gets its own checked route). */
export const PUBLIC_MEDIA_PATTERN = /^avatars\/[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
