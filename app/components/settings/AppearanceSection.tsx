/** Text size and theme for this device, the same controls as The Word's "Text and theme". */
import { AppearanceFields } from "~/components/appearance/AppearanceFields";
import { APPEARANCE_COPY } from "~/kernel/copy/settings";
import { SettingsSection } from "./form-parts";

export function AppearanceSection() {
  return (
    <SettingsSection id="appearance-heading" title={APPEARANCE_COPY.heading}>
      <div className="card mt-4">
        <p className="mb-4 text-sm text-muted">{APPEARANCE_COPY.intro}</p>
        <AppearanceFields name="settings" />
      </div>
    </SettingsSection>
  );
}
