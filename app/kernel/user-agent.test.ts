import { describe, expect, it } from "vitest";
import { deviceLabel, UNKNOWN_DEVICE } from "./user-agent";

const UA = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
};

describe("deviceLabel", () => {
  it.each([
    [UA.chromeAndroid, "Chrome on Android"],
    [UA.safariIphone, "Safari on iPhone"],
    [UA.chromeIphone, "Chrome on iPhone"],
    [UA.safariIpad, "Safari on iPad"],
    [UA.safariMac, "Safari on macOS"],
    [UA.chromeMac, "Chrome on macOS"],
    [UA.edgeWindows, "Edge on Windows"],
    [UA.firefoxWindows, "Firefox on Windows"],
    [UA.firefoxLinux, "Firefox on Linux"],
    [UA.operaWindows, "Opera on Windows"],
    [UA.samsung, "Samsung Internet on Android"],
    [UA.chromebook, "Chrome on ChromeOS"],
    [UA.headless, "Chrome on Linux"],
  ])("%s → %s", (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it("names what it can and admits what it cannot", () => {
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14) SomeWebView")).toBe("Android device");
    expect(deviceLabel("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel("")).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel(undefined)).toBe(UNKNOWN_DEVICE);
  });
});
