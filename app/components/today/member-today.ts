/**
 * A member's part of Today (MemberToday.tsx) loads apart from the route, so a visitor's Today never
 * downloads it. It is not React.lazy: the server renders it and a member may click it at once, and
 * React would leave a lazy part unhydrated until its code came. Instead it is loaded before it is
 * first rendered: by the loader on the server, by the route module before hydration when the server
 * rendered a member's Today (`MEMBER_TODAY_MARK` on <main>), and otherwise on the first client
 * render that needs it.
 */
type MemberTodayModule = typeof import("./MemberToday");

let loaded: MemberTodayModule | null = null;

export const MEMBER_TODAY_MARK = "data-member-today";

export async function loadMemberToday(): Promise<MemberTodayModule> {
  loaded ??= await import("./MemberToday");
  return loaded;
}

export const memberTodayIfLoaded = (): MemberTodayModule | null => loaded;

/** True in the browser before hydration when the server rendered a member's Today. */
export const serverRenderedMemberToday = () => document.querySelector(`main[${MEMBER_TODAY_MARK}]`) !== null;
