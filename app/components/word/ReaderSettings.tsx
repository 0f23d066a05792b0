import { useState } from "react";
import { applyTextSize, readTextSize, TEXT_SIZE_REM, TEXT_SIZES, type TextSize } from "~/lib/bible/reader-prefs";
import { SETTINGS_COPY } from "~/lib/copy/word";
import { applyThemePreference, parseThemePreference, THEME_PREFERENCES, type ThemePreference } from "~/lib/theme";
import { Dialog } from "./Dialog";

/** Text size and light/dark theme: two radio groups in a dialog, applied at once, kept on the device. */
export function ReaderSettings() {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<TextSize>("md");
  const [theme, setTheme] = useState<ThemePreference>("light");

  function openSettings() {
    setSize(readTextSize());
    setTheme(parseThemePreference(document.documentElement.dataset.theme));
    setOpen(true);
  }

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={openSettings} className="btn-secondary px-3">
        <span aria-hidden="true" className="font-serif text-base">
          A<span className="text-lg">a</span>
        </span>
        <span className="sr-only">{SETTINGS_COPY.title}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={SETTINGS_COPY.title} closeLabel={SETTINGS_COPY.close}>
        <fieldset>
          <legend className="text-sm font-semibold">{SETTINGS_COPY.textSize}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {TEXT_SIZES.map((option) => (
              <label
                key={option}
                className="flex min-h-[44px] cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="word-text-size"
                  value={option}
                  checked={size === option}
                  onChange={() => {
                    setSize(option);
                    applyTextSize(option);
                  }}
                  className="accent-[rgb(var(--color-primary))]"
                />
                <span className="font-serif" style={{ fontSize: TEXT_SIZE_REM[option] }}>
                  {SETTINGS_COPY.sizes[option]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold">{SETTINGS_COPY.theme}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {THEME_PREFERENCES.map((option) => (
              <label
                key={option}
                className="flex min-h-[44px] cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="word-theme"
                  value={option}
                  checked={theme === option}
                  onChange={() => {
                    setTheme(option);
                    applyThemePreference(option);
                  }}
                  className="accent-[rgb(var(--color-primary))]"
                />
                <span>{SETTINGS_COPY.themes[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </Dialog>
    </>
  );
}
