/** Profile → Blocked members: whom he has blocked in The Pasture, each with a button to unblock. */
import { Form, useActionData } from "@remix-run/react";
import { firstMessage, replyTo } from "~/components/ui/useIntentForm";
import { PASTURE_COPY as COPY } from "~/kernel/copy/pasture";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { FormAlert, SettingsSection } from "./form-parts";

export interface BlockedMemberView {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

export const BLOCKED_MEMBERS_HEADING_ID = "blocked-heading";

/** Each row's form sends only the member's id; a refusal (he no longer exists) is the section's message. */
export function BlockedMembersSection({ members }: { members: BlockedMemberView[] }) {
  const refusal = firstMessage(replyTo(useActionData(), PASTURE_INTENTS.unblock));
  return (
    <SettingsSection id={BLOCKED_MEMBERS_HEADING_ID} title={COPY.blockedMembersTitle}>
      <div className="card mt-4">
        <p className="text-sm text-muted">{COPY.blockedMembersIntro}</p>
        <FormAlert message={refusal} />
        {members.length === 0 ? (
          <p className="mt-3">{COPY.noBlockedMembers}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border" data-testid="blocked-members">
            {members.map((member) => (
              <li key={member.id} className="flex items-center justify-between gap-3 py-3">
                <span className="flex min-w-0 items-center gap-3">
                  <MemberAvatar member={member} />
                  <span className="truncate font-medium">{member.displayName}</span>
                </span>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value={PASTURE_INTENTS.unblock} />
                  <input type="hidden" name="memberId" value={member.id} />
                  <button type="submit" className="btn-secondary min-h-[40px]" aria-label={COPY.unblockLabel(member.displayName)}>
                    {COPY.unblock}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

function MemberAvatar({ member }: { member: BlockedMemberView }) {
  if (member.avatarUrl) {
    return <img src={member.avatarUrl} alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg">
      {member.displayName.charAt(0).toUpperCase()}
    </span>
  );
}
