import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Dialog } from "~/components/word/Dialog";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_PAGE_INTENTS as I } from "~/kernel/flock/schemas";
import { IntentButton } from "./IntentButton";

const C = FLOCK_COPY.page;

/**
 * Leaving (the only leader is told to hand over or close first) and, for the leader, closing the
 * flock behind a confirm dialog that says what it deletes.
 */
export function LeaveOrClose({ isLeader, onlyLeader, className = "" }: { isLeader: boolean; onlyLeader: boolean; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const busy = useNavigation().formData?.get("intent") === I.close;
  return (
    <div className={`space-y-3 ${className}`}>
      {onlyLeader ? <p className="text-sm text-muted">{FLOCK_COPY.errors.lastLeader}</p> : <IntentButton intent={I.leave}>{C.leave}</IntentButton>}
      {isLeader ? (
        <>
          <button type="button" className="btn-secondary text-danger" onClick={() => setConfirming(true)}>
            {C.close}
          </button>
          <Dialog open={confirming} onClose={() => setConfirming(false)} title={C.closeTitle} closeLabel={C.cancel}>
            <p>{C.closeText}</p>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                {C.cancel}
              </button>
              <Form method="post">
                <input type="hidden" name="intent" value={I.close} />
                <button type="submit" className="btn-primary bg-danger" disabled={busy}>
                  {C.closeConfirm}
                </button>
              </Form>
            </div>
          </Dialog>
        </>
      ) : null}
    </div>
  );
}
