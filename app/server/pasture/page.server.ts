/**
 * /pasture's loader: the member's feed page and share options in one D1 batch
 * (worker/domain/pasture/page.server.ts), beside his basics the request has read already.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { suspensionActive } from "~/kernel/admin/users";
import { CRISIS_PARAM } from "~/kernel/pasture/rules";
import { FeedCursorSchema } from "~/kernel/pasture/schemas";
import type { PastureView } from "~/kernel/pasture/views";
import { requireMember } from "~/server/guards.server";
import { pastureView } from "../../../worker/domain/pasture/page.server";

export async function pastureLoader(context: AppLoadContext, request: Request): Promise<{ view: PastureView }> {
  const member = await requireMember(context, request);
  const params = new URL(request.url).searchParams;
  const query = FeedCursorSchema.safeParse({ before: params.get("before") ?? undefined });
  const profile = await context.app.profile();
  const view = await pastureView(context.app.db, member, {
    before: query.success ? query.data.before : undefined,
    suspended: suspensionActive(profile),
    crisisResources: params.get(CRISIS_PARAM) === "1",
  });
  if (!view.ok) throw data(view.message, { status: view.status });
  const { ok: _ok, ...shown } = view;
  return { view: shown };
}
