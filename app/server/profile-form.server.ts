/**
 * The profile form (display name, username, photo, time zone) as onboarding's profile step and
 * Profile → Your profile both submit it: parsed with the shared schema, the username checked before
 * the photo is stored (a refused form stores nothing), then saved through the profile domain.
 */
import { AVATAR_MAX_BYTES, type ProfileValues } from "~/kernel/onboarding";
import type { AppContext } from "../../worker/context";
import { AVATAR_COPY, saveAvatar } from "../../worker/domain/avatars.server";
import { refuse, succeed, type Outcome } from "../../worker/domain/outcome";
import { isUsernameTaken, saveProfileDetails, USERNAME_TAKEN } from "../../worker/domain/profiles.server";

/** Anything much bigger than the largest allowed photo is refused before it is read into memory. */
export const MAX_PROFILE_FORM_BYTES = AVATAR_MAX_BYTES + 256 * 1024;

/** A 413 refusal for a body announced larger than any profile form, or null to go on reading it. */
export function oversizeProfileRefusal(request: Request) {
  if (Number(request.headers.get("Content-Length") ?? 0) <= MAX_PROFILE_FORM_BYTES) return null;
  return refuse(413, AVATAR_COPY.tooLarge, { field: "avatar" });
}

/** Saves valid details and the chosen photo, if any: the username first, so a refused form stores nothing. */
export async function saveProfileForm(app: AppContext, userId: string, details: ProfileValues, avatar: FormDataEntryValue | null): Promise<Outcome> {
  if (await isUsernameTaken(app.db, details.username, userId)) return refuse(400, USERNAME_TAKEN, { field: "username" });
  if (avatar instanceof File && (avatar.size > 0 || avatar.name !== "")) {
    const saved = await saveAvatar({ db: app.db, media: app.env.MEDIA }, userId, avatar);
    if (!saved.ok) return saved;
  }
  const saved = await saveProfileDetails(app.db, userId, details);
  return saved.ok ? succeed({}) : saved;
}
