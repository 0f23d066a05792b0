/**
 * Where Today gets the day's devotional once its batch has looked for the stored row: that row, or
 * one composed and stored now (the model when configured, else the library). It is a provider of
 * the request context, so a server can put another one in its place (worker/test-faults.ts).
 */
import type { Devotional } from "../../app/kernel/devotional";
import { devotionalComposerFor } from "./ai-devotional.server";
import { ensureDevotional, type DevotionalDeps } from "./devotionals.server";

export type DevotionalSource = (deps: DevotionalDeps, date: string, stored: Devotional | null) => Promise<Devotional>;

export const storedOrComposed: DevotionalSource = async (deps, date, stored) =>
  stored ?? ensureDevotional(deps, date, devotionalComposerFor(deps.env));
