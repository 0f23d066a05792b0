/**
 * How Debian's chromium is launched by the browser tests and the bench: headless flags that keep it
 * off the network, and the fake camera and microphone the gathering rooms join with.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A synthetic camera and microphone, granted without a prompt, and media that plays without a click. */
export const FAKE_MEDIA_ARGS = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--autoplay-policy=no-user-gesture-required",
];
