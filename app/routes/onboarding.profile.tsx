/**
 * Profile details: display name, a unique username, an optional avatar (one multipart form, so it
 * works without JavaScript) and the time zone every "today" is computed in. The zone list is built
 * on the server and sent down, so the server render and the browser render the same options.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { requireUnfinishedOnboarding } from "~/lib/guards.server";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, isValidTimeZone, ProfileDetailsSchema } from "~/lib/onboarding";
import { DISPLAY_NAME_MAX } from "~/lib/validation";
import { AVATAR_COPY, saveAvatar } from "../../worker/domain/avatars.server";
import { isUsernameTaken, updateProfile } from "../../worker/domain/profiles.server";

export const meta: MetaFunction = () => [{ title: "Your profile · Shepherd" }];

const USERNAME_TAKEN = "That username is taken. Try another.";

/**
 * V8's list (workerd and Chrome alike) keeps CLDR's older names for some places; people should see
 * the names they use today. Either spelling is a valid IANA zone everywhere.
 */
const CURRENT_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** Every IANA zone the runtime knows (workerd has Intl.supportedValuesOf), "UTC" first. */
function timeZoneList(saved: string): string[] {
  const zones = new Set<string>();
  for (const zone of Intl.supportedValuesOf?.("timeZone") ?? []) {
    if (!zone.includes("/")) continue;
    const current = CURRENT_NAMES[zone];
    zones.add(current && isValidTimeZone(current) ? current : zone);
  }
  if (saved !== "UTC" && isValidTimeZone(saved)) zones.add(saved);
  return ["UTC", ...[...zones].sort()];
}

/** The browser's zone, or the entry in the list that names the same zone under another spelling. */
function browserTimeZoneIn(zones: string[]): string | null {
  const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!detected || detected === "UTC") return null;
  if (zones.includes(detected)) return detected;
  const canonical = (zone: string) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  const target = canonical(detected);
  return zones.find((zone) => zone !== "UTC" && canonical(zone) === target) ?? null;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const profile = await context.app.profile();
  const timeZone = profile?.time_zone ?? "UTC";
  return {
    displayName: profile?.display_name ?? user.name,
    username: profile?.username ?? "",
    avatarUrl: profile?.avatar_url ?? null,
    timeZone,
    timeZones: timeZoneList(timeZone),
  };
}

type Field = "displayName" | "username" | "timeZone" | "avatar";
type FieldErrors = Partial<Record<Field, string>>;
interface Values {
  displayName: string;
  username: string;
  timeZone: string;
}

/** Anything much bigger than the largest allowed avatar is refused before it is read into memory. */
const MAX_BODY_BYTES = AVATAR_MAX_BYTES + 256 * 1024;

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
    return data({ fieldErrors: { avatar: AVATAR_COPY.tooLarge } as FieldErrors, values: null }, { status: 413 });
  }
  const form = await request.formData();
  const values: Values = {
    displayName: String(form.get("displayName") ?? ""),
    username: String(form.get("username") ?? ""),
    timeZone: String(form.get("timeZone") ?? ""),
  };
  const fail = (fieldErrors: FieldErrors) => data({ fieldErrors, values }, { status: 400 });

  const parsed = ProfileDetailsSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
    return fail(fieldErrors);
  }
  const details = parsed.data;
  const db = context.app.db;
  if (await isUsernameTaken(db, details.username, user.id)) return fail({ username: USERNAME_TAKEN });

  const avatar = form.get("avatar");
  if (avatar instanceof File && (avatar.size > 0 || avatar.name !== "")) {
    const saved = await saveAvatar({ db, media: context.app.env.MEDIA }, user.id, avatar);
    if (!saved.ok) return fail({ avatar: saved.message });
  }
  try {
    await updateProfile(db, user.id, {
      display_name: details.displayName,
      username: details.username,
      time_zone: details.timeZone,
    });
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error)) return fail({ username: USERNAME_TAKEN });
    throw error;
  }
  return redirect("/onboarding/plan-selection");
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

export default function OnboardingProfile() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? loaded;
  const [nameLength, setNameLength] = useState(values.displayName.length);
  const [timeZone, setTimeZone] = useState(values.timeZone);
  const [detected, setDetected] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useNavigation().state === "submitting";

  useEffect(() => {
    if (loaded.timeZone !== "UTC" || actionData) return;
    const zone = browserTimeZoneIn(loaded.timeZones);
    if (zone) {
      setTimeZone(zone);
      setDetected(true);
    }
    // Only on arrival: never override a choice the person made.
  }, []);
  useEffect(() => {
    if (actionData?.fieldErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  useEffect(() => () => preview ? URL.revokeObjectURL(preview) : undefined, [preview]);

  const avatarSrc = preview ?? loaded.avatarUrl;
  return (
    <Form method="post" encType="multipart/form-data" noValidate ref={formRef}>
      <h1 className="font-serif text-3xl font-bold">Set up your profile</h1>
      <p className="mt-2 text-muted">This is how other men will know you in The Pasture and My Flock.</p>

      <div className="mt-6 space-y-5">
        <FieldShell
          id="displayName"
          label="Display name"
          error={errors.displayName}
          aside={`${nameLength}/${DISPLAY_NAME_MAX}`}
        >
          {(describedBy) => (
            <input
              id="displayName"
              name="displayName"
              defaultValue={values.displayName}
              maxLength={DISPLAY_NAME_MAX}
              autoComplete="name"
              onChange={(event) => setNameLength(event.target.value.length)}
              aria-invalid={errors.displayName ? true : undefined}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>

        <FieldShell
          id="username"
          label="Username"
          error={errors.username}
          hint="3–30 characters: lowercase letters, numbers and underscores."
        >
          {(describedBy) => (
            <input
              id="username"
              name="username"
              defaultValue={values.username}
              maxLength={30}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>

        <FieldShell
          id="avatar"
          label="Photo (optional)"
          error={errors.avatar}
          hint="JPEG, PNG, WebP or GIF, up to 2 MB."
        >
          {(describedBy) => (
            <div className="mt-1 flex items-center gap-4">
              {avatarSrc ? (
                <img
                  src={avatarSrc}
                  alt={preview ? "Your new photo" : "Your current photo"}
                  width={64}
                  height={64}
                  className="h-16 w-16 shrink-0 rounded-full border border-border object-cover"
                />
              ) : null}
              <input
                id="avatar"
                name="avatar"
                type="file"
                accept={AVATAR_TYPES.join(",")}
                aria-invalid={errors.avatar ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
                }}
                className="block w-full text-sm file:mr-3 file:min-h-[44px] file:rounded-lg file:border file:border-border file:bg-surface file:px-4 file:font-semibold file:text-fg"
              />
            </div>
          )}
        </FieldShell>

        <FieldShell
          id="timeZone"
          label="Time zone"
          error={errors.timeZone}
          hint={
            detected
              ? "We chose this from your device. Your devotional and streak turn over at your midnight."
              : "Your devotional and streak turn over at your midnight."
          }
        >
          {(describedBy) => (
            <select
              id="timeZone"
              name="timeZone"
              value={timeZone}
              onChange={(event) => {
                setTimeZone(event.target.value);
                setDetected(false);
              }}
              aria-invalid={errors.timeZone ? true : undefined}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
            >
              <TimeZoneOptions zones={loaded.timeZones} />
            </select>
          )}
        </FieldShell>
      </div>

      <div className="mt-8 flex items-center justify-between gap-3">
        <Link to="/onboarding/intentions" className="btn-ghost">
          Back
        </Link>
        <button type="submit" className="btn-primary min-w-[8rem]" disabled={submitting}>
          Continue
        </button>
      </div>
    </Form>
  );
}

const INPUT_CLASS =
  "mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg aria-[invalid=true]:border-danger";

function FieldShell({
  id,
  label,
  error,
  hint,
  aside,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  aside?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  // An error takes the hint's place: it says what to fix, and the username error restates its rule.
  const showHint = hint && !error;
  const describedBy = [aside ? `${id}-aside` : null, showHint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {aside ? (
          <span id={`${id}-aside`} className="text-xs tabular-nums text-muted">
            {aside}
          </span>
        ) : null}
      </div>
      {children(describedBy || undefined)}
      {showHint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "UTC" first, then one group per region with the place names spelled out ("New York"). */
function TimeZoneOptions({ zones }: { zones: string[] }) {
  const groups = new Map<string, string[]>();
  for (const zone of zones) {
    const slash = zone.indexOf("/");
    if (slash === -1) continue;
    const region = zone.slice(0, slash);
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  const placeName = (zone: string) =>
    zone
      .slice(zone.indexOf("/") + 1)
      .replace(/_/g, " ")
      .replace(/\//g, " / ");
  return (
    <>
      {zones
        .filter((zone) => !zone.includes("/"))
        .map((zone) => (
          <option key={zone} value={zone}>
            {zone === "UTC" ? "UTC (Coordinated Universal Time)" : zone}
          </option>
        ))}
      {[...groups].map(([region, members]) => (
        <optgroup key={region} label={region}>
          {members.map((zone) => (
            <option key={zone} value={zone}>
              {placeName(zone)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
