/**
 * A gathering's discussion guide: an opening prayer, one passage in the World English Bible, four to
 * six questions and a closing prayer. Written by the model when one is configured, composed offline
 * otherwise and whenever the model's answer does not pass its checks — a guide is always written,
 * never an error. The caller has already passed the Premium gate (`gathering_content`); a model's
 * guide counts as one of his monthly gathering content generations.
 */
import type { DiscussionGuideView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import { createAi, type AiClient } from "../../providers/ai";
import { recordAiTokens } from "../gate.server";
import type { MemberScope } from "../member-scope.server";
import { succeed, type Outcome } from "../outcome";
import { aiUsageStatement, incrementUsageStatement } from "../usage.server";
import { composeGuideWithAi } from "./guide-ai.server";
import { linkedMaterial, type GuideLinks, type GuideMaterial } from "./guide-material.server";
import { composeOfflineGuide } from "./guide-offline.server";

export interface DiscussionGuideInput extends GuideLinks {
  title: string;
  description: string;
}

export type GuideContext = Pick<AppContext, "db" | "env" | "requestId">;

/**
 * The guide for a gathering with this title and description, following the study-series session or
 * the plan day of his it links. A session he may not see, or a plan day that is not his, is a 404.
 * `ai` is the deployment's model (OPENAI_API_KEY) unless a caller brings its own client.
 */
export async function writeDiscussionGuide(
  app: GuideContext,
  member: MemberScope,
  input: DiscussionGuideInput,
  ai: AiClient | null = createAi(app.env),
): Promise<Outcome<{ guide: DiscussionGuideView }>> {
  const linked = await linkedMaterial(app.db, member, input);
  if (!linked.ok) return linked;
  const written = ai ? await writtenByModel(app, ai, member, input, linked.material) : null;
  return succeed({ guide: written ?? (await composeOfflineGuide(app.db, input, linked.material)) });
}

/** The model's guide, counted in his usage; null when its answer was not used. */
async function writtenByModel(app: GuideContext, ai: AiClient, member: MemberScope, input: DiscussionGuideInput, material: GuideMaterial | null) {
  let drafted: Awaited<ReturnType<typeof composeGuideWithAi>>;
  try {
    drafted = await composeGuideWithAi(ai, app.db, input, material);
  } catch (error) {
    console.error(`[${app.requestId}] the AI discussion guide failed; the offline one is used`, error);
    return null;
  }
  if (drafted.guide) await countGeneration(app, member, drafted.tokens);
  // Rejected answers cost tokens but gave him the offline guide, which is not a generation.
  else await recordAiTokens(app, member, "gathering_content", drafted.tokens);
  return drafted.guide;
}

/** One gathering content generation and its tokens; a failure to count never costs him the guide. */
async function countGeneration(app: GuideContext, { id: userId, usageMonth: month }: MemberScope, tokens: number) {
  try {
    const counted = incrementUsageStatement(app.db, { userId, month, counter: "gathering_content_generations", tokens });
    await (tokens > 0 ? app.db.batch([counted, aiUsageStatement(app.db, { userId, featureType: "gathering_content", tokens })]) : counted);
  } catch (error) {
    console.error(`[${app.requestId}] counting a gathering content generation failed`, error);
  }
}
