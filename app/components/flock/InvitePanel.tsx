import { useState } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_PAGE_INTENTS as I } from "~/kernel/flock/schemas";
import type { FlockInviteView } from "~/kernel/flock/views";
import { IntentButton } from "./IntentButton";

const C = FLOCK_COPY.page;

function CopyButton({ text, label }: { text: string; label: string }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
            toast({ title: C.copied, variant: "success" });
          },
          () => setCopied(false),
        )
      }
    >
      {copied ? C.copied : label}
    </button>
  );
}

/** The live invite link and code with copy buttons and expiry; withdraw it or make a new one. */
export function InvitePanel({ invite, origin }: { invite: FlockInviteView | null; origin: string }) {
  if (!invite) {
    return (
      <div className="space-y-3">
        <p className="text-muted">{C.inviteNone}</p>
        <IntentButton intent={I.makeInvite} variant="primary">
          {C.inviteMake}
        </IntentButton>
      </div>
    );
  }
  const link = `${origin}${invite.href}`;
  return (
    <div className="space-y-3">
      <dl className="space-y-2">
        <div>
          <dt className="text-sm font-medium">{C.inviteLink}</dt>
          <dd className="break-all font-mono text-sm" data-testid="invite-link">
            {link}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium">{C.inviteCode}</dt>
          <dd className="font-mono text-2xl tracking-widest" data-testid="invite-code">
            {invite.code}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{C.inviteExpires(invite.expiresLabel)}</p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={link} label={C.copyLink} />
        <CopyButton text={invite.code} label={C.copyCode} />
        <IntentButton intent={I.makeInvite}>{C.regenerate}</IntentButton>
        <IntentButton intent={I.revokeInvite} variant="danger">
          {C.revoke}
        </IntentButton>
      </div>
    </div>
  );
}
