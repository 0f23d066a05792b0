import { FLOCK_COPY } from "~/kernel/copy/flock";
import type { FlockRole } from "~/kernel/flock/rules";
import { FLOCK_PAGE_INTENTS as I } from "~/kernel/flock/schemas";
import type { FlockMemberView } from "~/kernel/flock/views";
import { IntentButton } from "./IntentButton";
import { PersonName } from "./PersonName";

const C = FLOCK_COPY.page;

/**
 * The flock's members with their roles. The leader may make a brother co-leader (and back), hand
 * leadership over and remove anyone; a co-leader may remove plain members.
 */
export function MemberList({ members, myRole, meId }: { members: FlockMemberView[]; myRole: FlockRole; meId: string }) {
  return (
    <ul className="divide-y divide-border">
      {members.map((member) => {
        const me = member.id === meId;
        const isLeader = myRole === "leader";
        const mayRemove = !me && (isLeader ? member.role !== "leader" : myRole === "co_leader" && member.role === "member");
        const mayChangeRole = !me && isLeader && member.role !== "leader";
        const fields = { memberId: member.id };
        return (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <PersonName person={member} aside={`${C.roles[member.role]}${me ? ` ${C.you}` : ""}`} />
            {mayChangeRole || mayRemove ? (
              <div role="group" aria-label={C.memberActions(member.displayName)} className="flex flex-wrap gap-2">
                {mayChangeRole ? (
                  <>
                    <IntentButton
                      intent={I.setRole}
                      fields={{ ...fields, role: member.role === "co_leader" ? "member" : "co_leader" }}
                      label={`${member.role === "co_leader" ? C.demote : C.promote}: ${member.displayName}`}
                    >
                      {member.role === "co_leader" ? C.demote : C.promote}
                    </IntentButton>
                    <IntentButton intent={I.handOver} fields={fields} label={`${C.handOver}: ${member.displayName}`}>
                      {C.handOver}
                    </IntentButton>
                  </>
                ) : null}
                {mayRemove ? (
                  <IntentButton intent={I.removeMember} fields={fields} variant="danger" label={`${C.remove}: ${member.displayName}`}>
                    {C.remove}
                  </IntentButton>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
