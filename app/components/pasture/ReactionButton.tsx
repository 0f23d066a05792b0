import { PASTURE_COPY } from "~/kernel/copy/pasture";
import type { Reaction } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { usePastureFetcher } from "./usePastureFetcher";

const LABELS: Record<Reaction, string> = { amen: PASTURE_COPY.amen, praying: PASTURE_COPY.praying };

/**
 * "Amen" or "Praying" for one post: a toggle that shows its new state while the server records it
 * (and goes back if the server refuses).
 */
export function ReactionButton({ postId, reaction, count, mine, disabled }: { postId: string; reaction: Reaction; count: number; mine: boolean; disabled: boolean }) {
  const fetcher = usePastureFetcher(null);
  const toggling = fetcher.state !== "idle";
  const pressed = toggling ? !mine : mine;
  const shown = count + (pressed === mine ? 0 : pressed ? 1 : -1);
  const label = LABELS[reaction];
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={PASTURE_INTENTS.react} />
      <input type="hidden" name="postId" value={postId} />
      <input type="hidden" name="reaction" value={reaction} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={PASTURE_COPY.reactionCount(label, shown)}
        disabled={disabled || toggling}
        className="reaction"
      >
        {label} <span className="tabular-nums">{shown}</span>
      </button>
    </fetcher.Form>
  );
}
