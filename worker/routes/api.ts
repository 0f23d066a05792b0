import { Hono } from "hono";
import { z } from "zod";
import { ClientErrorSchema, TrackActivitySchema } from "../../app/kernel/activity";
import { CLIENT_ERROR_COPY } from "../../app/kernel/copy/shell";
import { DisplayNameSchema, EmailSchema } from "../../app/kernel/validation";
import { sendOwnWelcomeEmail } from "../auth/auth-actions.server";
import { membershipSnapshot } from "../domain/gate.server";
import { recordActivity } from "../domain/activity.server";
import { limitClientErrors, recordClientError } from "../domain/client-errors.server";
import { answerRefusal, jsonBody, requireApiMember, requireApiUser, type AppBindings } from "../http";

const WelcomeEmailSchema = z.object({ email: EmailSchema, displayName: DisplayNameSchema });

export const apiRoutes = new Hono<AppBindings>()
  .get("/health", (c) => c.json({ ok: true }))
  .post("/track-user-activity", jsonBody(TrackActivitySchema), async (c) => {
    const user = requireApiUser(c);
    const input = c.req.valid("json");
    await recordActivity(c.var.app.db, user.id, input);
    return c.json({ ok: true });
  })
  .post("/check-subscription", async (c) => {
    const member = await requireApiMember(c);
    const { app } = c.var;
    return c.json(await membershipSnapshot(app.db, member, await app.memberBasics()));
  })
  .post("/send-welcome-email", jsonBody(WelcomeEmailSchema), async (c) => {
    const user = requireApiUser(c);
    const welcome = await sendOwnWelcomeEmail(c.var.app, user, c.req.valid("json"));
    if (!welcome.ok) answerRefusal(welcome);
    return c.json({ sent: welcome.sent });
  })
  .post("/client-errors", jsonBody(ClientErrorSchema), async (c) => {
    const input = c.req.valid("json");
    const app = c.var.app;
    const rate = await limitClientErrors(app.db, { ip: c.req.header("cf-connecting-ip") ?? null, userId: app.user?.id ?? null });
    if (!rate.allowed) {
      c.header("Retry-After", String(rate.retryAfterSeconds));
      return c.json({ error: CLIENT_ERROR_COPY.tooMany }, 429);
    }
    await recordClientError(app.db, {
      ...input,
      userId: app.user?.id ?? null,
      userAgent: c.req.header("user-agent") ?? null,
      requestId: app.requestId,
    });
    return c.json({ ok: true, requestId: app.requestId }, 201);
  });
