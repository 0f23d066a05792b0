import type { FlockPersonView } from "~/kernel/flock/views";

/** A brother's picture (or initial) and name, as every list in My Flock shows him. */
export function PersonName({ person, aside }: { person: FlockPersonView; aside?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      {person.avatarUrl ? (
        <img src={person.avatarUrl} alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary">
          {person.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="min-w-0">
        <span className="block truncate font-medium">{person.displayName}</span>
        {person.username || aside ? (
          <span className="block truncate text-sm text-muted">{[person.username ? `@${person.username}` : null, aside].filter(Boolean).join(" · ")}</span>
        ) : null}
      </span>
    </span>
  );
}
