/**
 * The most an error report keeps of each field, and of all of them together (characters). A longer
 * report is cut, not refused: it is diagnostics, and the start of a stack says the most.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  stack: 8_000,
  componentStack: 4_000,
  url: 2_000,
  userAgent: 512,
  total: 12_000,
} as const;
