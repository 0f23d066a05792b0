/**
 * A post's one image, in R2 under a key the server builds (posts/<authorId>/<random>.<ext>), never
 * from input. Its type is read from the file's first bytes, not from what the browser claims, and
 * it is served publicly under /media like avatars: the key cannot be guessed.
 */
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES } from "../../../app/kernel/pasture/rules";
import { imageKindOf } from "../image-signatures";
import { deleteObjectsUnder } from "../media-objects.server";
import { refuse, succeed, type Outcome } from "../outcome";

/** Post images the /media route serves. */
export const POST_IMAGE_PATTERN = /^posts\/[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

export interface CheckedImage {
  bytes: Uint8Array;
  type: string;
  key: string;
}

/** The image checked and given its key, or the refusal a person can act on. Nothing is stored yet. */
export async function checkPostImage(authorId: string, file: File): Promise<Outcome<{ image: CheckedImage }>> {
  if (file.size > POST_IMAGE_MAX_BYTES) return refuse(400, PASTURE_COPY.imageTooLarge, { field: "image" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKindOf(bytes);
  if (!kind || !(POST_IMAGE_TYPES as readonly string[]).includes(kind.type)) return refuse(400, PASTURE_COPY.imageNotAllowed, { field: "image" });
  return succeed({ image: { bytes, type: kind.type, key: `${postImagePrefix(authorId)}${crypto.randomUUID()}.${kind.ext}` } });
}

export const postImagePrefix = (authorId: string) => `posts/${authorId}/`;

/** Every image he ever posted (his account is being deleted). */
export function deletePostImagesOf(media: R2Bucket, authorId: string) {
  return deleteObjectsUnder(media, postImagePrefix(authorId));
}

export async function storePostImage(media: R2Bucket, image: CheckedImage): Promise<void> {
  await media.put(image.key, image.bytes, { httpMetadata: { contentType: image.type, cacheControl: "public, max-age=31536000, immutable" } });
}

/** Removes a deleted post's image; a failure is logged, the post is gone either way. */
export async function deletePostImage(media: R2Bucket, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await media.delete(key);
  } catch (error) {
    console.error(`deleting post image ${key} failed`, error);
  }
}
