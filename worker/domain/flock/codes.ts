/** A flock's short invite code: eight characters a man can read aloud and type on a phone. */
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "../../../app/kernel/flock/rules";

export function newFlockInviteCode(): string {
  // 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
  const bytes = crypto.getRandomValues(new Uint8Array(INVITE_CODE_LENGTH));
  return Array.from(bytes, (b) => INVITE_CODE_ALPHABET[b % INVITE_CODE_ALPHABET.length]).join("");
}
