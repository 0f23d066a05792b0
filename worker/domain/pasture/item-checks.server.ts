/**
 * The checks every change to a post or comment shares: it must exist for him (a post hidden from
 * him, or by a member he blocked, does not), be his, and — for an edit — be within its window.
 */
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { withinEditWindow } from "../../../app/kernel/pasture/rules";
import type { MemberScope } from "../member-scope.server";
import { refuse, type Refusal } from "../outcome";

export interface OwnedItem {
  author_id: string;
  created_at: Date;
}

/** Why he may not change this item (null: he may). `editing` adds the 24-hour window. */
export function changeRefusal(item: OwnedItem | undefined, member: MemberScope, { editing }: { editing: boolean }): Refusal | null {
  if (!item) return refuse(404, PASTURE_COPY.notFound);
  if (item.author_id !== member.id) return refuse(403, PASTURE_COPY.notYours);
  if (editing && !withinEditWindow(item.created_at, member.now)) return refuse(403, PASTURE_COPY.editWindowPassed);
  return null;
}
