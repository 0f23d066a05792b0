import { useEffect, useLayoutEffect, useState } from "react";
import { applyThemePreference } from "~/browser/appearance";
import {
  DEFAULT_THEME,
  parseThemePreference,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from "~/kernel/theme";

function storedTheme(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * The device's theme preference, shared by every theme control on the page (the footer's select,
 * Profile → Appearance, The Word's dialog): a change made in one shows in the others, and "System"
 * follows the operating system while the page is open.
 */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const [preference, setPreference] = useState<ThemePreference>(DEFAULT_THEME);
  // Before the browser paints: a control mounted later (a dialog) never shows the default first.
  useLayoutEffect(() => {
    const read = () => setPreference(storedTheme());
    read();
    window.addEventListener(THEME_CHANGE_EVENT, read);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, read);
  }, []);
  useEffect(() => {
    if (preference !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyThemePreference("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [preference]);
  return [preference, applyThemePreference];
}
