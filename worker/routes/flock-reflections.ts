/**
 * A flock's shared reflections as JSON, under /api/flocks/:flockId: list, share, comment, delete,
 * report and mention suggestions. Thin over the domain: the member is always the session's, a
 * visitor gets 401 before his input is read, and anyone outside the flock the one "not found".
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  FlockIdSchema,
  FlockMentionQuerySchema,
  FlockReportSchema,
  NewReflectionCommentSchema,
  NewReflectionSchema,
} from "../../app/kernel/flock/schemas";
import { findFlockFor } from "../domain/flock/access.server";
import { addReflectionComment, deleteReflectionComment } from "../domain/flock/reflection-comments.server";
import { flockMentionSuggestions } from "../domain/flock/reflection-mentions.server";
import { reportInFlock } from "../domain/flock/reflection-reports.server";
import { shareTargets } from "../domain/flock/reflection-sources.server";
import { deleteReflection, listReflections, shareReflection } from "../domain/flock/reflections.server";
import { answered, answerRefusal, jsonBody, paramsOf, queryOf, requireApiMember, signedIn, type AppBindings } from "../http";

const ItemParams = FlockIdSchema.extend({ id: z.string().min(1).max(64) });

export const flockReflectionRoutes = new Hono<AppBindings>()
  .get("/:flockId/reflections", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await listReflections(c.var.app, member, c.req.valid("param").flockId)));
  })
  .post("/:flockId/reflections", signedIn(), paramsOf(FlockIdSchema), jsonBody(NewReflectionSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await shareReflection(c.var.app, member, c.req.valid("param").flockId, c.req.valid("json"))), 201);
  })
  .delete("/:flockId/reflections/:id", signedIn(), paramsOf(ItemParams), async (c) => {
    const member = await requireApiMember(c);
    const { flockId, id } = c.req.valid("param");
    return c.json(answered(await deleteReflection(c.var.app, member, flockId, id)));
  })
  .post("/:flockId/reflections/:id/comments", signedIn(), paramsOf(ItemParams), jsonBody(NewReflectionCommentSchema.omit({ reflectionId: true })), async (c) => {
    const member = await requireApiMember(c);
    const { flockId, id } = c.req.valid("param");
    return c.json(answered(await addReflectionComment(c.var.app, member, flockId, { reflectionId: id, body: c.req.valid("json").body })), 201);
  })
  .delete("/:flockId/comments/:id", signedIn(), paramsOf(ItemParams), async (c) => {
    const member = await requireApiMember(c);
    const { flockId, id } = c.req.valid("param");
    return c.json(answered(await deleteReflectionComment(c.var.app, member, flockId, id)));
  })
  .post("/:flockId/reports", signedIn(), paramsOf(FlockIdSchema), jsonBody(FlockReportSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await reportInFlock(c.var.app, member, c.req.valid("param").flockId, c.req.valid("json"))));
  })
  .get("/:flockId/mentions", signedIn(), paramsOf(FlockIdSchema), queryOf(FlockMentionQuerySchema), async (c) => {
    const member = await requireApiMember(c);
    const access = await findFlockFor(c.var.app.db, member, c.req.valid("param").flockId);
    if (!access.ok) answerRefusal(access);
    return c.json({ members: await flockMentionSuggestions(c.var.app.db, access, c.req.valid("query").q) });
  });

/** GET /api/flock-share-targets: the flocks he may share a reflection with, for "Share with my flock". */
export const flockShareTargetRoutes = new Hono<AppBindings>().get("/", signedIn(), async (c) => {
  const member = await requireApiMember(c);
  return c.json({ flocks: await shareTargets(c.var.app.db, member.id) });
});
