/**
 * Feature-specific timings printed after the load and weight tables.
 *
 * Each entry: { name, run(ctx) } where ctx = { url, cookie, demo: { email, password }, serverPid, livekit } and run
 * (livekit: the local LiveKit server the worker mints tokens for, or null when it is not installed)
 * resolves to { label, value } or an array of them (value is already formatted, e.g. "12.3 ms").
 * A new timing is a module in tests/bench/ and one line in TIMINGS.
 * A timing that throws is reported as failed and makes the run exit non-zero.
 */
import { listenToPlayable } from "./timing-audio.mjs";
import { notificationFanOut } from "./timing-fanout.mjs";
import { joinToFirstRemoteVideo, tokenIssue } from "./timing-gatherings.mjs";
import { planGeneration } from "./timing-plans.mjs";
import { prayerGatheringBroadcast } from "./timing-prayer-gathering.mjs";
import { signInHandler } from "./timing-sign-in.mjs";
import { todayRoundTrips } from "./timing-today-round-trips.mjs";
import { wordSearch } from "./timing-word-search.mjs";

export const TIMINGS = [signInHandler, wordSearch, listenToPlayable, notificationFanOut, prayerGatheringBroadcast, todayRoundTrips, planGeneration, tokenIssue, joinToFirstRemoteVideo];
