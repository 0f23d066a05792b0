/**
 * The 10,000 most common passwords, refused for any new password (sign-up, reset, change) however
 * they are capitalised. Server-only: the list never reaches the browser. Provenance and licence:
 * worker/auth/data/README.md.
 */
import list from "./data/common-passwords.json";

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(list);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
