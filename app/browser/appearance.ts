/**
 * Applying the theme and text size on this device: its storage and the <html> element. The
 * preferences' names, defaults and parsing are client-safe rules in the kernel.
 */
import { DEFAULT_TEXT_SIZE, parseTextSize, TEXT_SIZE_STORAGE_KEY, type TextSize } from "~/kernel/text-size";
import { resolveTheme, THEME_CHANGE_EVENT, THEME_STORAGE_KEY, type ThemePreference } from "~/kernel/theme";

export function applyThemePreference(preference: ThemePreference) {
  localStorage.setItem(THEME_STORAGE_KEY, preference);
  const theme = resolveTheme(preference, matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.dataset.theme = preference;
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

export function readTextSize(): TextSize {
  try {
    return parseTextSize(localStorage.getItem(TEXT_SIZE_STORAGE_KEY));
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

export function applyTextSize(size: TextSize) {
  try {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Private mode: the size still applies to this page.
  }
  if (size === DEFAULT_TEXT_SIZE) delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
}
