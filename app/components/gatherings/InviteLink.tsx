import { useToast } from "~/components/toast/ToastProvider";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";

/** The host's invite link for an invite-only gathering, ready to copy. */
export function InviteLink({ href }: { href: string }) {
  const { toast } = useToast();
  return (
    <section className="card space-y-2" aria-labelledby="invite-title">
      <h2 id="invite-title" className="text-lg font-semibold">
        {C.join.inviteTitle}
      </h2>
      <p className="text-sm text-muted">{C.join.inviteHelp}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={href}
          aria-label={C.join.inviteTitle}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-[44px] w-full rounded-lg border border-border bg-bg px-3 text-sm"
        />
        <button
          type="button"
          className="btn-secondary shrink-0"
          onClick={() => void navigator.clipboard.writeText(href).then(() => toast({ title: C.join.inviteCopied, variant: "success" }))}
        >
          {C.join.copyInvite}
        </button>
      </div>
    </section>
  );
}
