/** R2 housekeeping shared by everything that stores a member's files under a prefix of his. */

/** Deletes every object under `prefix` (but `except`), page by page; returns how many went. */
export async function deleteObjectsUnder(media: R2Bucket, prefix: string, { except }: { except?: string } = {}) {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix, cursor });
    const keys = page.objects.map((object) => object.key).filter((key) => key !== except);
    if (keys.length > 0) await media.delete(keys);
    deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
