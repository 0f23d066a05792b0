/**
 * The fields of a member's profile — display name, username, photo, time zone — shared by
 * onboarding's profile step and Profile → Your profile, so both ask the same way and send the same
 * multipart form (it works without JavaScript). Each field's hint, counter and error are announced
 * with it; the zone list comes from the server (app/kernel/time-zones.ts).
 */
import { useEffect, useState, type ReactNode } from "react";
import { AVATAR_TYPES, type ProfileFieldErrors, type ProfileValues } from "~/kernel/onboarding";
import { browserTimeZoneIn } from "~/kernel/time-zones";
import { DISPLAY_NAME_MAX } from "~/kernel/validation";
import { FIELD_CONTROL_CLASS } from "~/components/ui/field-class";

const TIME_ZONE_HINT = "Your devotional and streak turn over at your midnight.";

export function ProfileDetailsFields({
  values,
  errors,
  avatarUrl,
  timeZones,
  timeZoneNote,
  detectTimeZone,
  avatarActions,
}: {
  values: ProfileValues;
  errors: ProfileFieldErrors;
  avatarUrl: string | null;
  timeZones: string[];
  /** Said after the time zone's hint (Profile: when it may next be changed). */
  timeZoneNote?: string;
  /** Preselect the browser's zone on arrival (never over a choice the person made). */
  detectTimeZone: boolean;
  /** Controls shown beside the photo (e.g. "Remove photo"). */
  avatarActions?: ReactNode;
}) {
  const [nameLength, setNameLength] = useState(values.displayName.length);
  const [timeZone, setTimeZone] = useState(values.timeZone);
  const [detected, setDetected] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!detectTimeZone) return;
    const zone = browserTimeZoneIn(timeZones);
    if (zone) {
      setTimeZone(zone);
      setDetected(true);
    }
    // Only on arrival.
  }, []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const avatarSrc = preview ?? avatarUrl;
  return (
    <div className="space-y-5">
      <FieldShell id="displayName" label="Display name" error={errors.displayName} aside={`${nameLength}/${DISPLAY_NAME_MAX}`}>
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
            className={FIELD_CONTROL_CLASS}
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
            className={FIELD_CONTROL_CLASS}
          />
        )}
      </FieldShell>

      <FieldShell id="avatar" label="Photo (optional)" error={errors.avatar} hint="JPEG, PNG, WebP or GIF, up to 2 MB.">
        {(describedBy) => (
          <div className="mt-1 flex flex-wrap items-center gap-4">
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
              className="block w-full min-w-0 flex-1 text-sm file:mr-3 file:min-h-[44px] file:rounded-lg file:border file:border-border file:bg-surface file:px-4 file:font-semibold file:text-fg"
            />
            {avatarActions}
          </div>
        )}
      </FieldShell>

      <FieldShell
        id="timeZone"
        label="Time zone"
        error={errors.timeZone}
        hint={[detected ? "We chose this from your device." : null, TIME_ZONE_HINT, timeZoneNote].filter(Boolean).join(" ")}
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
            className={FIELD_CONTROL_CLASS}
          >
            <TimeZoneOptions zones={timeZones} />
          </select>
        )}
      </FieldShell>
    </div>
  );
}

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
