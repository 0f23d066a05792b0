/**
 * The app-wide text size (Profile → Appearance, and The Word's "Text and theme"): one preference,
 * kept on the device in localStorage like the theme, and applied before the first paint by a tiny
 * script in the root's <head> as `data-text-size` on <html>. app/tailwind.css scales the root font
 * size from it, so every rem-based size follows, the reader's text included; a percentage keeps the
 * browser's own font-size setting as the base (docs/decisions/015-settings.md).
 */
export const TEXT_SIZES = ["sm", "md", "lg", "xl"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = "md";
export const TEXT_SIZE_STORAGE_KEY = "text-size";

/** The root font size of each choice, relative to the browser's default (the CSS says the same). */
export const TEXT_SIZE_SCALE: Record<TextSize, string> = {
  sm: "87.5%",
  md: "100%",
  lg: "112.5%",
  xl: "125%",
};

export function parseTextSize(value: string | null | undefined): TextSize {
  return TEXT_SIZES.includes(value as TextSize) ? (value as TextSize) : DEFAULT_TEXT_SIZE;
}

/** Runs in <head> before the first paint; the default needs no attribute. */
export const TEXT_SIZE_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  TEXT_SIZE_STORAGE_KEY,
)});if(s==="sm"||s==="lg"||s==="xl")document.documentElement.dataset.textSize=s}catch(e){}})()`;
