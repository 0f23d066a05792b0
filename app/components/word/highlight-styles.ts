import type { HighlightColor } from "~/kernel/bible/selection";

/**
 * Highlight colours as backgrounds behind body text: pale in the light theme, a low-alpha wash in
 * the dark one, so the text keeps WCAG AA contrast on each (checked by axe in tests/e2e/word.test.ts).
 */
export const HIGHLIGHT_BACKGROUND: Record<HighlightColor, string> = {
  yellow: "bg-yellow-200/80 dark:bg-yellow-400/25",
  green: "bg-green-200/80 dark:bg-green-400/25",
  blue: "bg-sky-200/80 dark:bg-sky-400/25",
  pink: "bg-pink-200/80 dark:bg-pink-400/25",
};

/** Solid swatches for the colour buttons and the saved list. */
export const HIGHLIGHT_SWATCH: Record<HighlightColor, string> = {
  yellow: "bg-yellow-300",
  green: "bg-green-300",
  blue: "bg-sky-300",
  pink: "bg-pink-300",
};
