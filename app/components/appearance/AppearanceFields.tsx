/**
 * Text size and theme as two radio groups, applied at once and kept on this device. The same
 * controls serve Profile → Appearance and The Word's "Text and theme" dialog: one preference each,
 * never two competing ones (docs/decisions/015-settings.md).
 */
import { useLayoutEffect, useState } from "react";
import { APPEARANCE_COPY } from "~/kernel/copy/settings";
import { applyTextSize, readTextSize } from "~/browser/appearance";
import { DEFAULT_TEXT_SIZE, TEXT_SIZES, TEXT_SIZE_SCALE, type TextSize } from "~/kernel/text-size";
import { THEME_PREFERENCES } from "~/kernel/theme";
import { useThemePreference } from "./useThemePreference";

const OPTION_CLASS =
  "flex min-h-[44px] cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary";

/** `name` keeps the radio groups of two instances apart (e.g. "word" in the reader's dialog). */
export function AppearanceFields({ name }: { name: string }) {
  const [size, setSize] = useState<TextSize>(DEFAULT_TEXT_SIZE);
  const [theme, setTheme] = useThemePreference();
  useLayoutEffect(() => setSize(readTextSize()), []);

  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold">{APPEARANCE_COPY.textSize}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {TEXT_SIZES.map((option) => (
            <label key={option} className={OPTION_CLASS}>
              <input
                type="radio"
                name={`${name}-text-size`}
                value={option}
                checked={size === option}
                onChange={() => {
                  setSize(option);
                  applyTextSize(option);
                }}
                className="accent-[rgb(var(--color-primary))]"
              />
              {/* A preview at the size it stands for, relative to the root it would set. */}
              <span style={{ fontSize: `calc(1rem * ${Number.parseFloat(TEXT_SIZE_SCALE[option]) / 100})` }}>
                {APPEARANCE_COPY.sizes[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold">{APPEARANCE_COPY.theme}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {THEME_PREFERENCES.map((option) => (
            <label key={option} className={OPTION_CLASS}>
              <input
                type="radio"
                name={`${name}-theme`}
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
                className="accent-[rgb(var(--color-primary))]"
              />
              <span>{APPEARANCE_COPY.themes[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
