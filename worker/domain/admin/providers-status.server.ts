/**
 * Whether each optional provider is switched on in this environment, read the way each provider
 * decides it (worker/providers/*), with what it is when it is on (its model or server).
 */
import type { ProviderName } from "../../../app/kernel/admin/ops";
import type { Env } from "../../env";
import type { EmailProvider } from "../../providers/email";
import { imageGenerationEnabled } from "../../providers/images";
import { videoConfigured } from "../../providers/livekit";
import { createPayments } from "../../providers/payments";
import { pushConfigOf } from "../reminders.server";

export interface ProviderConfiguration {
  provider: ProviderName;
  configured: boolean;
  /** What it is when on (a model, a server); null when off. */
  detail: string | null;
}

const on = (provider: ProviderName, detail: string): ProviderConfiguration => ({ provider, configured: true, detail });
const off = (provider: ProviderName): ProviderConfiguration => ({ provider, configured: false, detail: null });

export function providerConfigurations(env: Env, email: Pick<EmailProvider, "name">): ProviderConfiguration[] {
  const speechKey = env.OPENAI_TTS_API_KEY?.trim() || env.OPENAI_API_KEY?.trim();
  return [
    env.OPENAI_API_KEY?.trim() ? on("ai", env.OPENAI_MODEL?.trim() || "gpt-4o-mini") : off("ai"),
    speechKey ? on("speech", env.OPENAI_TTS_MODEL?.trim() || "tts-1") : off("speech"),
    imageGenerationEnabled(env) ? on("images", env.OPENAI_IMAGE_MODEL!.trim()) : off("images"),
    email.name === "resend" ? on("email", "Resend") : off("email"),
    createPayments(env) ? on("billing", "Stripe") : off("billing"),
    videoConfigured(env) ? on("livekit", env.LIVEKIT_URL!.trim()) : off("livekit"),
    pushConfigOf(env) ? on("push", "Web Push (VAPID)") : off("push"),
  ];
}
