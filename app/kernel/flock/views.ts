/**
 * What My Flock's pages receive from the server: every field is decided for the member looking
 * (his role, what he may do). Nothing outside his flocks is ever in these views.
 */
import type { GatheringCardView } from "../gatherings/views";
import type { PrayerRequestView } from "../prayer/views";
import type { FlockPlanEnrollmentStatus, FlockPlanKind, FlockRole, JoinMode, PostingMode, ReflectionSource } from "./rules";

export interface FlockPersonView {
  id: string;
  displayName: string;
  username: string | null;
  avatarUrl: string | null;
}

/** One flock in his list on /flock. */
export interface FlockSummaryView {
  id: string;
  name: string;
  description: string;
  memberCount: number;
  myRole: FlockRole;
  href: string;
}

/** An invitation waiting for his answer (a brother chose him), or a request of his waiting on a leader. */
export interface FlockInvitationView {
  flockId: string;
  flockName: string;
  invitedBy: FlockPersonView;
  createdAt: string;
}

export interface FlockMemberView extends FlockPersonView {
  role: FlockRole;
  joinedAt: string;
}

export interface FlockHeaderView {
  id: string;
  name: string;
  description: string;
  postingMode: PostingMode;
  joinMode: JoinMode;
  myRole: FlockRole;
  /** Leader or co-leader. */
  canLead: boolean;
  /** Whether he may share a reflection (posting mode and role). */
  canShare: boolean;
  members: FlockMemberView[];
}

export interface FlockReflectionCommentView {
  id: string;
  author: FlockPersonView;
  body: string;
  createdAt: string;
  mine: boolean;
  /** His own, or he leads the flock. */
  canDelete: boolean;
}

export interface FlockReflectionView {
  id: string;
  anchor: string;
  author: FlockPersonView;
  body: string;
  source: ReflectionSource;
  /** "From his journal", "From day 3 of …": what it was shared from. */
  sourceLabel: string | null;
  createdAt: string;
  mine: boolean;
  /** His own, or he leads the flock. */
  canDelete: boolean;
  comments: FlockReflectionCommentView[];
}

/** A brother who shares his walk with the flock: only his streak and whether he walked today. */
export interface AccountabilityRowView {
  member: FlockPersonView;
  streak: number;
  devotionalToday: boolean;
  checkInToday: boolean;
  /** Whether the member looking may nudge him now (not himself, not already today). */
  canNudge: boolean;
}

/** The accountability section: his own choice for this flock, and the brothers who share their walk. */
export interface AccountabilityView {
  /** Whether he himself shows this flock his streak and today's ticks. */
  optedIn: boolean;
  /** Only men who opted in; a man who did not has no row at all. */
  rows: AccountabilityRowView[];
}

/** A request of his waiting on a flock's leaders (on /flock). */
export interface FlockOwnRequestView {
  flockId: string;
  flockName: string;
  createdAt: string;
}

/** /flock: his flocks, the invitations waiting for him, and his requests waiting on leaders. */
export interface FlockListView {
  flocks: FlockSummaryView[];
  invitations: FlockInvitationView[];
  requests: FlockOwnRequestView[];
}

/** The flock's live invite link and code (leaders only). */
export interface FlockInviteView {
  code: string;
  /** Path of the join page; the page prefixes its origin. */
  href: string;
  expiresAt: string;
  /** When it stops working, on his own clock ("Tue, Dec 1, 7:30 PM"). */
  expiresLabel: string;
}

export interface FlockJoinRequestView {
  member: FlockPersonView;
  createdAt: string;
}

/** What only the flock's leaders and co-leaders see. */
export interface FlockLeaderToolsView {
  invite: FlockInviteView | null;
  requests: FlockJoinRequestView[];
  /** Brothers invited by name who have not answered yet. */
  invited: FlockPersonView[];
}

/**
 * One flock's page. Each section of the page adds its own field here and in
 * worker/domain/flock/page.server.ts.
 */
export interface FlockPageView {
  header: FlockHeaderView;
  /** Null for a plain member. */
  leaderTools: FlockLeaderToolsView | null;
  /** Whether he is the flock's only leader (he must hand over or close before he may leave). */
  onlyLeader: boolean;
  accountability: AccountabilityView;
  /** The flock's upcoming gatherings, soonest first. */
  gatherings: GatheringCardView[];
  /** Its shared reflections, newest first, with their comments. */
  reflections: FlockReflectionView[];
  plan: FlockPlanSectionView;
  /** The flock's first open prayer requests he may pray for (`FLOCK_PRAYER_FIRST`), in the praying list's order. */
  prayer: PrayerRequestView[];
  /** The first of the flock's requests `prayer` leaves out (it shows the first `FLOCK_PRAYER_FIRST`), or null when it shows them all. */
  prayerMoreFrom: string | null;
}

/** /flock/join/{code}: enough to decide, nothing more. */
export interface FlockJoinPreview {
  flockId: string;
  name: string;
  memberCount: number;
  alreadyMember: boolean;
}

/** A flock on a leader's public profile that takes requests: its name and size only. */
export interface ProfileFlockView {
  id: string;
  name: string;
  memberCount: number;
  /** Whether the member looking has already asked. */
  asked: boolean;
}

/** A flock he may share a reflection with, for "Share with my flock" on his journal, Today and a plan day. */
export interface FlockShareTarget {
  id: string;
  name: string;
}

/** One brother's place in the flock plan on his own today's day. */
export interface FlockPlanMemberProgressView {
  member: FlockPersonView;
  /** His today's day number (0 before the start; never past the last day). */
  day: number;
  /** Whether he checked that day off on The Path; null for a series, whose sessions are met, not checked off. */
  done: boolean | null;
}

export interface FlockPlanCommentView {
  id: string;
  author: FlockPersonView;
  body: string;
  createdAt: string;
  mine: boolean;
}

/** The flock plan as a member of the flock sees it on the flock page (null when the flock walks none). */
export interface FlockPlanView {
  id: string;
  kind: FlockPlanKind;
  title: string;
  /** Days of a plan, or sessions of a series. */
  length: number;
  startDate: string;
  /** Days until day 1 (0 once it has begun). */
  startsIn: number;
  /** Today's day (or session) in his own day: day 1 before the start, the last one after the end. */
  today: number;
  /** Today's day in the plan or session in the series. */
  todayHref: string;
  /** His enrolment: enrolled, declined. */
  myStatus: FlockPlanEnrollmentStatus;
  canEnd: boolean;
  /** Enrolled brothers only. */
  progress: FlockPlanMemberProgressView[];
  /** Today's day thread. */
  comments: FlockPlanCommentView[];
}

/** A leader's choices for starting a flock plan: the catalogue, his own ready plans, the library's series. */
export interface FlockPlanChoicesView {
  catalogue: { id: string; title: string }[];
  own: { id: string; title: string }[];
  series: { id: string; title: string }[];
}

/** The flock page's flock-plan section: the plan, and a leader's choices when the flock walks none. */
export interface FlockPlanSectionView {
  plan: FlockPlanView | null;
  choices: FlockPlanChoicesView | null;
  /** His today, the earliest start date a leader may choose. */
  today: string;
}

/** The flock plan on The Path of an enrolled brother. */
export interface FlockPlanOnPathView {
  flockId: string;
  flockName: string;
  flockHref: string;
  kind: FlockPlanKind;
  title: string;
  length: number;
  today: number;
  startsIn: number;
  todayHref: string;
  /** Whether he checked off today's day; null for a series. */
  done: boolean | null;
}
