/**
 * Your profile (name, username, photo, time zone — the same fields as onboarding, one multipart
 * form) and Your focus (the onboarding choices). "Remove photo" belongs to its own small form, linked
 * by the `form` attribute, so Enter in a text field still saves the profile.
 */
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FocusAreaChoices } from "~/components/profile/FocusAreaChoices";
import { ProfileDetailsFields } from "~/components/profile/ProfileFields";
import { profileFormState, sentText } from "~/components/profile/profile-form-state";
import { TopicChoices } from "~/components/profile/TopicChoices";
import { AVATAR_SETTINGS_COPY, FOCUS_SETTINGS_COPY, PROFILE_COPY } from "~/kernel/copy/settings";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { ProfileDetailsSchema, type ProfileValues } from "~/kernel/onboarding";
import { FocusSettingsFormSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { FormAlert, SettingsPanel, SettingsSection, SubmitButton, useFocusFirstInvalid } from "./form-parts";

export interface ProfileSettingsView extends ProfileValues {
  avatarUrl: string | null;
  timeZones: string[];
  /** The once-a-day rule for time-zone changes, or when the next change is allowed. */
  timeZoneNote: string;
  focus: string[];
  currentTopics: string[];
}

const REMOVE_AVATAR_FORM = "remove-avatar-form";

/** A refused form's value as it was sent: none, one (a string) or several. */
const sentList = (value: unknown): string[] => (value === undefined || value === null ? [] : [value].flat().map(String));

export function ProfileSection({ profile }: { profile: ProfileSettingsView }) {
  const [form, fields, reply] = useIntentForm(SETTINGS_INTENTS.saveProfile, ProfileDetailsSchema);
  const formRef = useFocusFirstInvalid(reply);
  const { values, errors } = profileFormState(reply, fields, profile);
  return (
    <SettingsSection id="profile-heading" title={PROFILE_COPY.heading}>
      <div className="card mt-4">
        <p className="text-sm text-muted">{PROFILE_COPY.intro}</p>
        {/* A new photo remounts the form: the file input and its preview start empty again. */}
        <Form
          key={profile.avatarUrl ?? "no-photo"}
          method="post"
          encType="multipart/form-data"
          ref={formRef}
          className="mt-4"
          preventScrollReset
          {...getFormProps(form)}
        >
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.saveProfile} />
          <ProfileDetailsFields
            values={values}
            errors={errors}
            avatarUrl={profile.avatarUrl}
            timeZones={profile.timeZones}
            timeZoneNote={profile.timeZoneNote}
            detectTimeZone={false}
            avatarActions={
              profile.avatarUrl ? (
                <button type="submit" form={REMOVE_AVATAR_FORM} className="btn-ghost text-danger">
                  {AVATAR_SETTINGS_COPY.remove}
                </button>
              ) : null
            }
          />
          <div className="mt-6">
            <SubmitButton intent={SETTINGS_INTENTS.saveProfile} className="btn-primary">
              {PROFILE_COPY.save}
            </SubmitButton>
          </div>
        </Form>
        {profile.avatarUrl ? (
          <Form id={REMOVE_AVATAR_FORM} method="post" preventScrollReset>
            <input type="hidden" name="intent" value={SETTINGS_INTENTS.removeAvatar} />
          </Form>
        ) : null}
      </div>
      <FocusForm profile={profile} />
    </SettingsSection>
  );
}

function FocusForm({ profile }: { profile: ProfileSettingsView }) {
  const [form, fields, reply] = useIntentForm(SETTINGS_INTENTS.saveFocus, FocusSettingsFormSchema);
  const sent = reply?.initialValue;
  const custom = sentText(sent?.customTopic, "").trim();
  const chosen = sent && { focus: sentList(sent.focus), currentTopics: [...sentList(sent.currentTopics), ...(custom ? [custom] : [])] };
  // A list's message may name one of its items (focus[0]): the first of them is the list's.
  const errors = {
    focus: Object.values(fields.focus.allErrors).flat()[0],
    currentTopics: Object.values(fields.currentTopics.allErrors).flat()[0],
  };
  return (
    <SettingsPanel id="focus-heading" title={FOCUS_SETTINGS_COPY.heading} intro={FOCUS_SETTINGS_COPY.intro}>
      <Form method="post" className="mt-4" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.saveFocus} />
        <fieldset aria-describedby={errors.focus ? "focus-error" : undefined}>
          <legend className="text-sm font-semibold">{FOCUS_SETTINGS_COPY.focusLegend}</legend>
          <FormAlert message={errors.focus} id="focus-error" />
          <FocusAreaChoices selected={new Set(chosen?.focus ?? profile.focus)} className="mt-3" />
        </fieldset>
        <div className="mt-6">
          <FormAlert message={errors.currentTopics} id="topics-error" />
          <TopicChoices
            initial={chosen?.currentTopics ?? profile.currentTopics}
            legend={FOCUS_SETTINGS_COPY.topicsLegend}
            describedBy={errors.currentTopics ? "topics-error" : undefined}
          />
        </div>
        <div className="mt-4">
          <SubmitButton intent={SETTINGS_INTENTS.saveFocus} className="btn-primary">
            {FOCUS_SETTINGS_COPY.save}
          </SubmitButton>
        </div>
      </Form>
    </SettingsPanel>
  );
}
