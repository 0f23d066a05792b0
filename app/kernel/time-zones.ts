/**
 * The time zones a member chooses from (onboarding's profile step and Profile → Your profile). The
 * list is built on the server and sent down, so the server render and the browser render the same
 * options. Client-safe.
 */
import { isValidTimeZone } from "./onboarding";

/**
 * V8's list (workerd and Chrome alike) keeps CLDR's older names for some places; people should see
 * the names they use today. Either spelling is a valid IANA zone everywhere.
 */
const CURRENT_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** Every IANA zone the runtime knows (workerd has Intl.supportedValuesOf), "UTC" first. */
export function timeZoneList(saved: string): string[] {
  const zones = new Set<string>();
  for (const zone of Intl.supportedValuesOf?.("timeZone") ?? []) {
    if (!zone.includes("/")) continue;
    const current = CURRENT_NAMES[zone];
    zones.add(current && isValidTimeZone(current) ? current : zone);
  }
  if (saved !== "UTC" && isValidTimeZone(saved)) zones.add(saved);
  return ["UTC", ...[...zones].sort()];
}

/** The browser's zone, or the entry in the list that names the same zone under another spelling. */
export function browserTimeZoneIn(zones: string[]): string | null {
  const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!detected || detected === "UTC") return null;
  if (zones.includes(detected)) return detected;
  const canonical = (zone: string) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  const target = canonical(detected);
  return zones.find((zone) => zone !== "UTC" && canonical(zone) === target) ?? null;
}
