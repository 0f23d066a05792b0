/** How a man appears inside My Flock: his shown name, username and picture, never more. */
import { sql } from "drizzle-orm";
import type { FlockPersonView } from "../../../app/kernel/flock/views";
import { profiles, user } from "../../db/schema";

/** The columns of a FlockPersonView, for a query that joins `user` and left-joins `profiles`. */
export const personColumns = {
  id: user.id,
  displayName: sql<string>`coalesce(${profiles.display_name}, ${user.name})`,
  username: profiles.username,
  avatarUrl: profiles.avatar_url,
};

export const asPerson = (row: FlockPersonView): FlockPersonView => ({
  id: row.id,
  displayName: row.displayName,
  username: row.username,
  avatarUrl: row.avatarUrl,
});
