/** Who may do what among a flock's leaders: the checks the membership actions share. */
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import { refuse, type Refusal } from "../outcome";
import type { FlockAccess } from "./access.server";

/** Leaders and co-leaders: invites, requests, removing a plain member. */
export const leadersOnly = (access: FlockAccess): Refusal | null => (access.canLead ? null : refuse(403, C.errors.notLeader, { code: "not_leader" }));

/** The leader himself: roles, handing over, closing. */
export const onlyTheLeader = (access: FlockAccess): Refusal | null =>
  access.role === "leader" ? null : refuse(403, C.errors.leaderOnly, { code: "not_leader" });
