/**
 * "Chrome on Android", "Safari on iPhone": how a signed-in session is named in Profile → Security.
 * A rough reading of the User-Agent header, good enough for a man to recognise his own devices;
 * never used to decide anything.
 */

/** Browsers in the order they must be tested: each later one's token also appears in earlier UAs. */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\b(?:OPR|OPiOS)\//],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(?:Firefox|FxiOS)\//],
  ["Chrome", /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b/],
];

export const UNKNOWN_DEVICE = "Unknown device";

export function browserOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

export function systemOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** "Firefox on Windows", "Safari on iPhone", "Chrome", "Android device" or "Unknown device". */
export function deviceLabel(userAgent: string | null | undefined): string {
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  return UNKNOWN_DEVICE;
}
