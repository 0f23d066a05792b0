import { preloadedModule } from "~/browser/preloaded-module";

/**
 * What the layout adds for a signed-in member (MemberChrome.tsx): a visitor never loads it. The
 * server marks the account links it renders, so a member's page hydrates with it loaded.
 */
export const memberChrome = preloadedModule("data-member-chrome", () => import("./MemberChrome"));
