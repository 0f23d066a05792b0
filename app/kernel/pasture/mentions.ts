/**
 * The composer's side of @mentions. Mentions are written "@username"; the server reads them back
 * with `parseMentions` (app/kernel/notifications.ts), the same rule the suggestion list inserts for.
 */

/** The "@query" being typed just before the caret, or null: the composer offers suggestions for it. */
export function mentionQueryAt(text: string, caret: number): { query: string; start: number } | null {
  const match = /(?:^|[^\p{L}\p{N}_.+\-/@])@([A-Za-z0-9_]{0,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { query: match[1]!, start: caret - match[1]!.length - 1 };
}

/** `text` with the "@query" at `start` replaced by "@username " (the caret goes after the space). */
export function insertMention(text: string, start: number, caret: number, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
