import { Link } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import { useToast } from "~/components/toast/ToastProvider";
import { FieldError } from "~/components/ui/FieldError";
import { Dialog } from "~/components/word/Dialog";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { FLOCK_LIMITS, type ReflectionSource } from "~/kernel/flock/rules";
import type { FlockShareTarget } from "~/kernel/flock/views";

const C = FLOCK_COPY.shareWithFlock;

export interface ShareWithFlockProps {
  source: Exclude<ReflectionSource, "written">;
  sourceId: string;
  /** The words the dialog opens with; he may edit them. */
  text: string;
}

/**
 * The dialog behind "Share with my flock": he picks one of his flocks and edits the words to share.
 * Only those words are sent, with where they came from; nothing else of his journal or plan leaves
 * with them. His flocks are asked for when it opens, so the pages it sits on read nothing more; with
 * none, it points him to My Flock.
 */
export default function ShareWithFlockDialog({
  source,
  sourceId,
  text,
  open,
  onClose,
}: ShareWithFlockProps & { open: boolean; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const [targets, setTargets] = useState<FlockShareTarget[] | null>(null);
  const [flockId, setFlockId] = useState("");
  const [body, setBody] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!open || targets !== null) return;
    let current = true;
    void answerOf(apiClient["flock-share-targets"].$get()).then((answer) => {
      if (!current) return;
      const flocks = answer.ok ? answer.data.flocks : [];
      setTargets(flocks);
      setFlockId(flocks[0]?.id ?? "");
    });
    return () => {
      current = false;
    };
  }, [open, targets]);

  const send = async () => {
    setPending(true);
    const answer = await answerOf(apiClient.flocks[":flockId"].reflections.$post({ param: { flockId }, json: { body, source, sourceId } }));
    setPending(false);
    if (!answer.ok) return setError(answer.error ?? GENERIC_ERROR.description);
    toast({ title: C.shared(targets?.find((t) => t.id === flockId)?.name ?? ""), variant: "success" });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={C.title} closeLabel={FLOCK_COPY.reflections.cancel}>
        {targets !== null && targets.length === 0 ? (
          <p>
            {C.noFlocks}{" "}
            <Link to="/flock" className="font-semibold text-primary underline underline-offset-4">
              {FLOCK_COPY.title}
            </Link>
          </p>
        ) : null}
        <form
          hidden={!targets || targets.length === 0}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="text-sm text-muted">{C.intro}</p>
          <div>
            <label htmlFor={`${id}-flock`} className="block text-sm font-semibold">
              {C.flockLabel}
            </label>
            <select
              id={`${id}-flock`}
              value={flockId}
              onChange={(event) => setFlockId(event.target.value)}
              className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
            >
              {(targets ?? []).map((target) => (
                <option key={target.id} value={target.id}>
                  {target.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
              {C.textLabel}
            </label>
            <textarea
              id={`${id}-text`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={6}
              maxLength={FLOCK_LIMITS.reflection.max}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {FLOCK_COPY.reflections.cancel}
            </button>
            <button type="submit" className="btn-primary" disabled={pending || body.trim() === ""} aria-busy={pending || undefined}>
              {C.send}
            </button>
          </div>
        </form>
      </Dialog>
  );
}
