/**
 * Listening to the day's devotional: Listen →
 * "Generating" → the fixed player; speeds, mute, collapse and expand, ±15 s, the read-along moving
 * through the card as time passes, playback across navigation, and Close. Twice: against a second
 * worker whose speech server is the loopback OpenAI fake (real SDK, real R2, real audio element),
 * and against the suite's worker, which has no speech server, so the browser reads aloud — here
 * through an injected speech-synthesis double. axe-core runs with the player open.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { devotionalReading } from "../../app/kernel/audio/reading";
import { sentenceAt, timingMap } from "../../app/kernel/audio/timing";
import { AUDIO_COPY, PLAYER_LABELS } from "../../app/kernel/copy/audio";
import { MAIN_NAV_LABEL } from "../../app/kernel/copy/shell";
import type { Devotional } from "../../app/kernel/devotional";
import { GATE_COPY } from "../../app/kernel/membership";
import { checkA11y, test, visit } from "./browser";
import { installSpeechDouble } from "./speech-double";
import { newPerson, onboard, signUpFromBrowser } from "./people";
import { useProviderServer } from "./provider-server";

/** Seconds of silence the fake speech server answers with: long enough to watch several sentences go by. */
const SPEECH_SECONDS = 40;

const toast = (page: Page, title: string, list: "Messages" | "Alerts" = "Messages") =>
  page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: title });
const listenButton = (page: Page) => page.locator("[data-listen-button]");
const player = (page: Page) => page.getByRole("region", { name: PLAYER_LABELS.region });
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });
const speedButton = (page: Page) => player(page).getByTestId("audio-speed");

const highlighted = (page: Page) =>
  page.evaluate(() => {
    const marked = document.querySelectorAll<HTMLElement>('[data-reading="true"]');
    return { count: marked.length, index: Number(marked[0]?.dataset.sentence ?? -1), text: marked[0]?.textContent ?? null };
  });

const audioElement = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector("audio")!;
    return {
      src: audio.getAttribute("src"),
      time: audio.currentTime,
      duration: audio.duration,
      rate: audio.playbackRate,
      volume: audio.volume,
      paused: audio.paused,
    };
  });

async function newMember(page: Page, baseURL: string, name: string) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  return person;
}

async function todaysDevotional(page: Page, baseURL: string): Promise<Devotional> {
  const response = await page.context().request.post(`${baseURL}/api/generate-daily-devotional`, { headers: { Origin: baseURL }, data: { timezone: "UTC" } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Holds POST /api/stream-audio until `release()`, so the "generating" state can be looked at. */
async function holdStreamAudio(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/stream-audio", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectGenerating(page: Page) {
  await expect.poll(() => listenButton(page).innerText()).toBe(AUDIO_COPY.generating);
  expect(await listenButton(page).isDisabled()).toBe(true);
  await player(page).getByRole("status").filter({ hasText: AUDIO_COPY.generating }).waitFor();
  expect(await player(page).getAttribute("data-state")).toBe("generating");
  for (const name of [PLAYER_LABELS.play, PLAYER_LABELS.back, PLAYER_LABELS.forward, PLAYER_LABELS.mute]) {
    expect(await button(player(page), name).isDisabled(), name).toBe(true);
  }
  const started = toast(page, AUDIO_COPY.startTitle);
  await started.waitFor();
  expect(await started.innerText()).toContain(AUDIO_COPY.startText);
}

/** Speeds cycle 1 → 1.25 → 1.5 → 1.75 → 2 → 1; `applied` reads what the engine was given. */
async function cycleSpeeds(page: Page, applied: () => Promise<number>) {
  for (const speed of [1.25, 1.5, 1.75, 2, 1]) {
    await speedButton(page).click();
    expect(await speedButton(page).innerText()).toBe(PLAYER_LABELS.speedValue(String(speed)));
    expect(await speedButton(page).getAttribute("aria-label")).toBe(PLAYER_LABELS.speed(String(speed)));
    await expect.poll(applied).toBe(speed);
  }
}

/** Collapse into the compact player and expand again, by keyboard (focus follows the toggle). */
async function collapseAndExpand(page: Page) {
  await button(player(page), PLAYER_LABELS.collapse).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => player(page).getAttribute("data-state")).toBe("compact");
  expect(await button(player(page), PLAYER_LABELS.speed("1")).count()).toBe(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(PLAYER_LABELS.expand);
  await checkA11y(page);
  await page.keyboard.press("Enter");
  await expect.poll(() => player(page).getAttribute("data-state")).toBe("expanded");
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(PLAYER_LABELS.collapse);
}

/** The highlighted sentence is on screen, between the header and the player. */
const highlightedInView = (page: Page) =>
  page.evaluate(() => {
    const sentence = document.querySelector('[data-reading="true"]')?.getBoundingClientRect();
    const player = document.querySelector('[data-testid="audio-player"]')?.getBoundingClientRect();
    return sentence !== undefined && player !== undefined && sentence.top >= 0 && sentence.bottom <= player.top;
  });

/** The highlighted sentence moves forward as time passes, there is only ever one, and the page keeps it in view. */
async function expectReadAlongAdvances(page: Page) {
  await expect.poll(async () => (await highlighted(page)).index, { timeout: 15_000 }).toBeGreaterThanOrEqual(0);
  const first = await highlighted(page);
  expect(first.count).toBe(1);
  await expect.poll(async () => (await highlighted(page)).index, { timeout: 20_000 }).toBeGreaterThan(first.index);
  expect((await highlighted(page)).count).toBe(1);
  await expect.poll(() => highlightedInView(page)).toBe(true);
}

describe("with a speech server", () => {
  // Speech only: the devotionals stay on the offline library (no OPENAI_API_KEY).
  const server = useProviderServer(test, {
    name: "audio",
    fake: { speechSeconds: SPEECH_SECONDS },
    vars: (fakeBaseURL) => ({ OPENAI_TTS_API_KEY: "sk-e2e-speech", OPENAI_TTS_BASE_URL: fakeBaseURL }),
  });

  // First: once the day's audio is stored, Listen serves it without the gate (nothing is generated).
  test("a free member at his audio limit is told so, and the player resets", async ({ page }) => {
    const baseURL = server.url();
    const person = await newMember(page, baseURL, "Jonah Webb");
    const limit = await page.context().request.post(`${baseURL}/api/test/membership`, {
      headers: { Origin: baseURL },
      data: { email: person.email, usage: { audio_generations: 5 } },
    });
    expect(limit.status(), await limit.text()).toBe(200);
    await visit(page, "/");
    await listenButton(page).click();
    const limited = toast(page, GATE_COPY.limitTitle, "Alerts");
    await limited.waitFor();
    expect(await limited.innerText()).toContain(GATE_COPY.limitReached(5, "audio"));
    await player(page).waitFor({ state: "detached" });
    expect(await listenButton(page).innerText()).toBe(AUDIO_COPY.listen);
    await checkA11y(page);
  });

  test("Listen → Generating → the player: speeds, mute, collapse, read-along, navigation, close, then cached", async ({ page }) => {
    const baseURL = server.url();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await newMember(page, baseURL, "Caleb Stone");
    await visit(page, "/");
    const devotional = await todaysDevotional(page, baseURL);
    const reading = devotionalReading(devotional);
    expect(await player(page).count()).toBe(0);

    // Listen: "Generating" on the button and in the disabled player, and the start notice.
    const release = await holdStreamAudio(page);
    await listenButton(page).click();
    await expectGenerating(page);
    await checkA11y(page);
    release();

    // Ready: the file plays, the voice is named, "Audio generated".
    await toast(page, AUDIO_COPY.generatedTitle).waitFor();
    await expect.poll(() => player(page).getAttribute("data-state")).toBe("expanded");
    expect(await player(page).getByTestId("audio-voice").innerText()).toBe(PLAYER_LABELS.serverVoice("onyx"));
    await expect.poll(async () => (await audioElement(page)).src ?? "").toMatch(/^\/audio\/[0-9a-f]{64}\.mp3$/);
    await expect.poll(async () => (await audioElement(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);
    await button(player(page), PLAYER_LABELS.pause).waitFor();
    expect(await listenButton(page).innerText()).toBe(PLAYER_LABELS.pause);
    expect(Math.round((await audioElement(page)).duration)).toBe(SPEECH_SECONDS);
    // Lock-screen controls know what is playing.
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(devotional.title);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe("playing");
    await checkA11y(page);

    // The read-along follows the proportional map of the audio's time (±1 sentence for the clock's lag).
    await expectReadAlongAdvances(page);
    const sample = await page.evaluate(() => ({
      time: document.querySelector("audio")!.currentTime,
      index: Number(document.querySelector<HTMLElement>('[data-reading="true"]')?.dataset.sentence ?? -1),
    }));
    const expected = sentenceAt(timingMap(reading.sentences, SPEECH_SECONDS), sample.time);
    expect(Math.abs(sample.index - expected)).toBeLessThanOrEqual(1);
    expect((await highlighted(page)).text).toBe(reading.sentences[(await highlighted(page)).index]);

    // Speeds, then mute and unmute (back to the slider's level, then to the level before muting).
    await cycleSpeeds(page, async () => (await audioElement(page)).rate);
    await player(page).getByRole("slider", { name: PLAYER_LABELS.volume }).fill("0.3");
    await expect.poll(async () => (await audioElement(page)).volume).toBeCloseTo(0.3);
    await button(player(page), PLAYER_LABELS.mute).click();
    await expect.poll(async () => (await audioElement(page)).volume).toBe(0);
    expect(await player(page).getByRole("slider", { name: PLAYER_LABELS.volume }).inputValue()).toBe("0");
    await button(player(page), PLAYER_LABELS.unmute).click();
    await expect.poll(async () => (await audioElement(page)).volume).toBeCloseTo(0.3);

    // ±15 s and the seek bar's keyboard.
    const before = (await audioElement(page)).time;
    await button(player(page), PLAYER_LABELS.forward).click();
    await expect.poll(async () => (await audioElement(page)).time).toBeGreaterThanOrEqual(before + 14);
    await button(player(page), PLAYER_LABELS.back).click();
    await expect.poll(async () => (await audioElement(page)).time).toBeLessThan(before + 10);
    const seek = player(page).getByRole("slider", { name: PLAYER_LABELS.seek });
    expect(await seek.getAttribute("aria-valuetext")).toMatch(/^\d+:\d\d of \d+:\d\d$/);

    await collapseAndExpand(page);

    // Pause and play again.
    await button(player(page), PLAYER_LABELS.pause).click();
    await expect.poll(async () => (await audioElement(page)).paused).toBe(true);
    await expect.poll(() => listenButton(page).innerText()).toBe(PLAYER_LABELS.resume);
    await button(player(page), PLAYER_LABELS.play).click();
    await expect.poll(async () => (await audioElement(page)).paused).toBe(false);

    // Playback goes on across client-side navigation, and the player with it.
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" }).click();
    await page.waitForURL("**/terms");
    const onTerms = (await audioElement(page)).time;
    await expect.poll(async () => (await audioElement(page)).time).toBeGreaterThan(onTerms + 0.5);
    expect(await player(page).getAttribute("data-state")).toBe("expanded");
    await checkA11y(page);
    await page.getByRole("navigation", { name: MAIN_NAV_LABEL }).getByRole("link", { name: "Today" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expectReadAlongAdvances(page);

    // Close resets audio, time, duration and playing; the read-along goes away.
    await button(player(page), PLAYER_LABELS.close).click();
    await player(page).waitFor({ state: "detached" });
    expect(await audioElement(page)).toMatchObject({ src: null, paused: true });
    expect((await highlighted(page)).count).toBe(0);
    expect(await listenButton(page).innerText()).toBe(AUDIO_COPY.listen);
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-listen-button"))).toBe(true);

    // Listening again is the stored file: "Audio ready (cached)".
    await listenButton(page).click();
    await toast(page, AUDIO_COPY.cachedTitle).waitFor();
    await expect.poll(async () => (await audioElement(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.2);
    expect(pageErrors).toEqual([]);
  });

});

test("without a speech server the browser reads aloud through the same player, and the read-along follows it", async ({
  baseURL,
  page,
}) => {
  await page.addInitScript(installSpeechDouble);
  // The read-along's scrolling jumps instead of gliding for readers who ask for less motion.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await newMember(page, baseURL, "Eli Porter");
  await visit(page, "/");
  const devotional = await todaysDevotional(page, baseURL);
  const reading = devotionalReading(devotional);

  const release = await holdStreamAudio(page);
  await listenButton(page).click();
  await expectGenerating(page);
  release();

  // Browser speech: the device's voice is named, the first sentence is spoken, nothing was "generated".
  await expect.poll(() => player(page).getByTestId("audio-voice").innerText()).toBe(PLAYER_LABELS.browserVoice("E2E Daniel"));
  await expect.poll(() => page.evaluate(() => window.__speech!.spoken.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__speech!.spoken[0])).toEqual({ text: reading.sentences[0], rate: 1, volume: 1, voice: "E2E Daniel" });
  expect(await toast(page, AUDIO_COPY.generatedTitle).count()).toBe(0);
  await button(player(page), PLAYER_LABELS.pause).waitFor();
  await checkA11y(page);

  // The highlighted sentence is the one being spoken, and it moves on.
  await expectReadAlongAdvances(page);
  const same = await page.evaluate(() => ({
    spoken: window.__speech!.current,
    marked: document.querySelector('[data-reading="true"]')?.textContent ?? null,
  }));
  if (same.spoken !== null) expect(same.marked).toBe(same.spoken);

  // Speeds reach the speech engine; mute speaks silently and unmute restores the level.
  await cycleSpeeds(page, () => page.evaluate(() => window.__speech!.spoken.at(-1)!.rate));
  await button(player(page), PLAYER_LABELS.mute).click();
  await expect.poll(() => page.evaluate(() => window.__speech!.spoken.at(-1)!.volume)).toBe(0);
  await button(player(page), PLAYER_LABELS.unmute).click();
  await expect.poll(() => page.evaluate(() => window.__speech!.spoken.at(-1)!.volume)).toBe(1);

  // Forward 15 s skips sentences on the estimated clock.
  const at = (await highlighted(page)).index;
  await button(player(page), PLAYER_LABELS.forward).click();
  await expect.poll(async () => (await highlighted(page)).index).toBeGreaterThan(at + 1);

  await collapseAndExpand(page);

  // Pause stops speaking; Close stops it for good and resets the player.
  await button(player(page), PLAYER_LABELS.pause).click();
  const spokenWhenPaused = await page.evaluate(() => window.__speech!.spoken.length);
  // Paused means the engine has nothing left to say: no sentence in flight, nothing scheduled, and
  // nothing more handed to it.
  await expect.poll(() => page.evaluate(() => ({ scheduled: window.__speech!.scheduled, current: window.__speech!.current }))).toEqual({ scheduled: 0, current: null });
  expect(await page.evaluate(() => window.__speech!.spoken.length)).toBe(spokenWhenPaused);
  expect((await highlighted(page)).count).toBe(1);
  await button(player(page), PLAYER_LABELS.close).click();
  await player(page).waitFor({ state: "detached" });
  expect((await highlighted(page)).count).toBe(0);
  expect(await listenButton(page).innerText()).toBe(AUDIO_COPY.listen);
});

test("a failed generation shows the message and resets the audio", async ({ baseURL, page }) => {
  await newMember(page, baseURL, "Asa Grant");
  await visit(page, "/");
  await page.route("**/api/stream-audio", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: "The voice service is busy right now. Please try again in a minute." }),
    }),
  );
  await listenButton(page).click();
  const failed = toast(page, AUDIO_COPY.failedTitle, "Alerts");
  await failed.waitFor();
  expect(await failed.innerText()).toContain("The voice service is busy right now.");
  await player(page).waitFor({ state: "detached" });
  expect(await listenButton(page).innerText()).toBe(AUDIO_COPY.listen);

  await page.route("**/api/stream-audio", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ audioUrl: null, cached: false, engine: "server", voice: "onyx" }) }),
  );
  await listenButton(page).click();
  await toast(page, AUDIO_COPY.failedTitle, "Alerts").filter({ hasText: AUDIO_COPY.noAudioData }).waitFor();
  await player(page).waitFor({ state: "detached" });
});

test("a visitor's Listen asks him to sign in", async ({ page }) => {
  await visit(page, "/");
  await listenButton(page).click();
  await toast(page, PLAYER_LABELS.signInTitle).filter({ hasText: AUDIO_COPY.signInText }).waitFor();
  expect(await player(page).count()).toBe(0);
  await checkA11y(page);
});
