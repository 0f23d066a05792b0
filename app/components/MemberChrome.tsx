/** The parts of the layout only a signed-in member has (loaded through ./member-chrome.ts). */
export { AccountNav } from "./AccountNav";
export { ActivityTracker } from "./ActivityTracker";
export { UsageWarningBanner } from "./membership/UsageWarningBanner";
export { PendingPlanWatch } from "./path/PendingPlanWatch";
export { MemberSideLinks } from "./MemberSideLinks";
