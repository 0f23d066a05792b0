import { PROFILE_PAGE } from "./copy";

export interface ProfileCardData {
  displayName: string;
  username: string | null;
  avatarUrl: string | null;
  focusAreas: string[];
  memberSince: string;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** A member's public face: picture (or initials), name, @username, member since, focus areas. */
export function ProfileCard({ profile }: { profile: ProfileCardData }) {
  return (
    <section aria-labelledby="profile-name" className="card">
      <div className="flex items-center gap-4">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt={PROFILE_PAGE.avatarAlt(profile.displayName)}
            width={80}
            height={80}
            className="h-20 w-20 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 items-center justify-center rounded-full bg-primary font-serif text-2xl font-bold text-primary-fg"
          >
            {initialsOf(profile.displayName)}
          </span>
        )}
        <div className="min-w-0">
          <h1 id="profile-name" className="break-words font-serif text-2xl font-bold">
            {profile.displayName}
          </h1>
          {profile.username ? <p className="text-muted">@{profile.username}</p> : null}
          <p className="mt-1 text-sm text-muted">{PROFILE_PAGE.memberSince(profile.memberSince)}</p>
        </div>
      </div>
      <h2 className="mt-6 text-sm font-semibold">{PROFILE_PAGE.focusTitle}</h2>
      {profile.focusAreas.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="profile-focus">
          {profile.focusAreas.map((area) => (
            <li key={area} className="rounded-full border border-primary/40 bg-primary/5 px-3 py-1 text-sm font-medium">
              {area}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{PROFILE_PAGE.noFocus}</p>
      )}
    </section>
  );
}
