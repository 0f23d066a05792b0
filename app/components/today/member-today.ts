import { preloadedModule } from "~/browser/preloaded-module";

/** A member's part of Today: a visitor's Today never loads it. */
export const memberToday = preloadedModule("data-member-today", () => import("./MemberToday"));
