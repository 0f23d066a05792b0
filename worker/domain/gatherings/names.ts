/** The secrets a gathering is reached by: its room name (in every link) and an invite-only link's code. */

const ROOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh room name ("g-" and ten letters or digits), the URL's {roomName} and the LiveKit room's name. */
export function newRoomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `g-${Array.from(bytes, (b) => ROOM_ALPHABET[b % ROOM_ALPHABET.length]).join("")}`;
}

/** A fresh invite code for an invite-only gathering's link. */
export function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
