import { useState } from "react";
import { PROGRESS_COPY } from "~/kernel/copy/today";
import { ARTWORK_COPY } from "~/kernel/copy/today-member";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { GATE_COPY } from "~/kernel/membership";
import { CrownIcon } from "../account-icons";
import { useToast } from "../toast/ToastProvider";
import { callApi } from "./api";

/**
 * "Create artwork" (docs/decisions/019): shown only when the server has an image provider and the
 * day's devotional still wears its default SVG. Premium paints it for everyone; a free member hears
 * the gate's message with the way to Premium.
 */
export function CreateArtworkButton({
  devotionalId,
  ready,
  onCreated,
}: {
  devotionalId: string;
  ready: boolean;
  onCreated: (imageUrl: string) => void;
}) {
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);

  async function create() {
    if (creating) return;
    setCreating(true);
    const result = await callApi<{ image_url: string; cached: boolean }>("/api/generate-devotional-image", {
      devotional_id: devotionalId,
    });
    setCreating(false);
    if (result.ok) {
      onCreated(result.data.image_url);
      toast({ title: ARTWORK_COPY.createdTitle, description: ARTWORK_COPY.createdText, variant: "success" });
      return;
    }
    if (result.status === 401) {
      toast({ title: PROGRESS_COPY.signInTitle, description: ARTWORK_COPY.signInText, variant: "error" });
    } else if (result.status === 403) {
      toast({
        title: result.title ?? GATE_COPY.limitTitle,
        description: result.error ?? GENERIC_ERROR.description,
        variant: "error",
        action: { label: ARTWORK_COPY.upgradeAction, to: "/subscription" },
      });
    } else {
      toast({
        title: result.title ?? ARTWORK_COPY.failedTitle,
        description: result.error ?? GENERIC_ERROR.description,
        variant: "error",
      });
    }
  }

  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={create}
      disabled={!ready || creating}
      aria-busy={creating}
    >
      <CrownIcon className="text-accent" width={18} height={18} />
      {creating ? ARTWORK_COPY.creating : ARTWORK_COPY.create}
      <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold">{ARTWORK_COPY.premiumNote}</span>
    </button>
  );
}
