/**
 * Passages on brotherhood for a gathering whose title and description name no topic the Nave's
 * library knows: men sharpening, carrying and spurring one another on. References only; the text
 * is always read from the bundled World English Bible.
 */
export const BROTHERHOOD_PASSAGES: readonly string[] = [
  "Proverbs 27:17",
  "Ecclesiastes 4:9-12",
  "Hebrews 10:24-25",
  "Galatians 6:1-2",
  "Proverbs 17:17",
  "James 5:16",
  "Romans 12:9-13",
  "1 Thessalonians 5:11",
];
