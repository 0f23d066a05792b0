/**
 * The reader's text size: kept in localStorage on the device (like the theme), applied as a CSS
 * variable on <html> by a tiny script before the first paint, so a large-text reader never sees the
 * chapter jump from small to large.
 */
export const TEXT_SIZES = ["sm", "md", "lg", "xl"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = "md";
export const TEXT_SIZE_STORAGE_KEY = "word-text-size";
export const TEXT_SIZE_VARIABLE = "--word-text-size";

export const TEXT_SIZE_REM: Record<TextSize, string> = {
  sm: "1rem",
  md: "1.1875rem",
  lg: "1.375rem",
  xl: "1.625rem",
};

export function parseTextSize(value: string | null | undefined): TextSize {
  return TEXT_SIZES.includes(value as TextSize) ? (value as TextSize) : DEFAULT_TEXT_SIZE;
}

export const TEXT_SIZE_INIT_SCRIPT = `(function(){try{var s=${JSON.stringify(
  TEXT_SIZE_REM
)}[localStorage.getItem(${JSON.stringify(
  TEXT_SIZE_STORAGE_KEY
)})];if(s)document.documentElement.style.setProperty(${JSON.stringify(TEXT_SIZE_VARIABLE)},s)}catch(e){}})()`;

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
  document.documentElement.style.setProperty(TEXT_SIZE_VARIABLE, TEXT_SIZE_REM[size]);
}

/** After a client-side navigation into The Word the inline script has not run: apply the stored size. */
export function restoreTextSize() {
  document.documentElement.style.setProperty(TEXT_SIZE_VARIABLE, TEXT_SIZE_REM[readTextSize()]);
}
