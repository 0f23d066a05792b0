/**
 * What My Flock's pages receive from the server: every field is decided for the member looking
 * (his role, what he may do). Nothing outside his flocks is ever in these views.
 */
import type { FlockRole, JoinMode, PostingMode, ReflectionSource } from "./rules";

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
