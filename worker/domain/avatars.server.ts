/**
 * Avatars in R2 under keys the server builds (avatars/<userId>/<random>.<ext>), never from input.
 * The type is checked from the file's first bytes, not from what the browser claims.
 */
import { AVATAR_MAX_BYTES } from "../../app/lib/onboarding";
import type { Database } from "../db/client";
import { updateProfile } from "./profiles.server";

const SIGNATURES: { type: string; ext: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", ext: "png", matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "image/jpeg", ext: "jpg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", ext: "gif", matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    type: "image/webp",
    ext: "webp",
    matches: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45,
  },
];

export type AvatarResult = { ok: true; url: string } | { ok: false; message: string };

export const AVATAR_COPY = {
  notAnImage: "Choose a JPEG, PNG, WebP or GIF image.",
  tooLarge: "That image is larger than 2 MB. Choose a smaller one.",
  empty: "Choose an image to upload.",
} as const;

export async function saveAvatar(
  { db, media }: { db: Database; media: R2Bucket },
  userId: string,
  file: File,
): Promise<AvatarResult> {
  if (file.size === 0) return { ok: false, message: AVATAR_COPY.empty };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: AVATAR_COPY.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!kind) return { ok: false, message: AVATAR_COPY.notAnImage };
  const key = `avatars/${userId}/${crypto.randomUUID()}.${kind.ext}`;
  await media.put(key, bytes, { httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" } });
  const url = `/media/${key}`;
  await updateProfile(db, userId, { avatar_url: url });
  return { ok: true, url };
}

/** Public media the worker serves from R2 (avatars only for now; audio gets its own checked route). */
export const PUBLIC_MEDIA_PATTERN = /^avatars\/[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
