/**
 * The profile form (display name, username, photo, time zone) as onboarding's profile step and
 * Profile → Your profile both submit it: parsed with the shared schema, the username checked before
 * the photo is stored (a refused form stores nothing), then saved through the profile domain.
 */
import {
  AVATAR_MAX_BYTES,
  ProfileDetailsSchema,
  type ProfileField,
  type ProfileFieldErrors,
  type ProfileValues,
} from "~/kernel/onboarding";
import type { AppContext } from "../../worker/context";
import { AVATAR_COPY, saveAvatar } from "../../worker/domain/avatars.server";
import { refuse, succeed, type Outcome } from "../../worker/domain/outcome";
import { isUsernameTaken, saveProfileDetails, USERNAME_TAKEN } from "../../worker/domain/profiles.server";

/** Anything much bigger than the largest allowed photo is refused before it is read into memory. */
export const MAX_PROFILE_FORM_BYTES = AVATAR_MAX_BYTES + 256 * 1024;

export type ProfileFormResult =
  | { ok: true; values: ProfileValues }
  | { ok: false; status: 400 | 413; fieldErrors: ProfileFieldErrors; values: ProfileValues | null };

/** A 413 answer for a body announced larger than any profile form, or null to go on reading it. */
export function oversizeProfileForm(request: Request): ProfileFormResult | null {
  if (Number(request.headers.get("Content-Length") ?? 0) <= MAX_PROFILE_FORM_BYTES) return null;
  return { ok: false, status: 413, fieldErrors: { avatar: AVATAR_COPY.tooLarge }, values: null };
}

/** The same refusal as a domain refusal, for a form that answers in the one reply shape. */
export function oversizeProfileRefusal(request: Request) {
  return oversizeProfileForm(request) ? refuse(413, AVATAR_COPY.tooLarge, { field: "avatar" }) : null;
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

/** Onboarding's profile step: the form parsed and saved, or every message under its field. */
export async function submitProfileForm(app: AppContext, userId: string, form: FormData): Promise<ProfileFormResult> {
  const values: ProfileValues = {
    displayName: String(form.get("displayName") ?? ""),
    username: String(form.get("username") ?? ""),
    timeZone: String(form.get("timeZone") ?? ""),
  };
  const parsed = ProfileDetailsSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: ProfileFieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as ProfileField] ??= issue.message;
    return { ok: false, status: 400, fieldErrors, values };
  }
  const saved = await saveProfileForm(app, userId, parsed.data, form.get("avatar"));
  if (!saved.ok) return { ok: false, status: 400, fieldErrors: { [saved.field as ProfileField]: saved.message }, values };
  return { ok: true, values: { ...parsed.data } };
}
