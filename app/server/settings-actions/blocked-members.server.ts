/** Profile → Blocked members: unblocking, answered back on /settings. */
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { unblockBackTo } from "~/server/pasture/safety-actions.server";

export const blockedMemberActions = {
  [PASTURE_INTENTS.unblock]: unblockBackTo("/settings"),
};
