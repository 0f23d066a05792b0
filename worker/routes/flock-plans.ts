/**
 * The flock plan's JSON API, mounted at /api/flocks: the same domain calls as the flock page.
 * Visitors get 401 before their input is read; anyone outside the flock gets the flock's
 * not-found (404); a member who does not lead is 403 on start and end; bad input is 400.
 *
 *   GET    /api/flocks/:flockId/plan                     { plan: FlockPlanView | null }
 *   POST   /api/flocks/:flockId/plan                     start {kind, ref, startDate} (leaders) → 201 { plan }
 *   DELETE /api/flocks/:flockId/plan                     end it (leaders) → { ended }
 *   PUT    /api/flocks/:flockId/plan/enrollment          {status: enrolled | declined} → { status }
 *   GET    /api/flocks/:flockId/plan/comments?day=N      one day's thread → { comments }
 *   POST   /api/flocks/:flockId/plan/comments            {day, body} → 201 { comment }
 */
import { Hono } from "hono";
import { FlockIdSchema, FlockPlanCommentSchema, FlockPlanDaySchema, FlockPlanEnrollmentSchema, StartFlockPlanSchema } from "../../app/kernel/flock/schemas";
import {
  commentOnFlockPlanDay,
  endFlockPlan,
  flockPlanFor,
  flockPlanThread,
  setFlockPlanEnrollment,
  startFlockPlan,
} from "../domain/flock/plans.server";
import { answered, jsonBody, paramsOf, queryOf, requireApiMember, signedIn, type AppBindings } from "../http";

const SMALL = { maxBytes: 4 * 1024 };

export const flockPlanRoutes = new Hono<AppBindings>()
  .get("/:flockId/plan", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await flockPlanFor(c.var.app.db, member, c.req.valid("param").flockId)));
  })
  .post("/:flockId/plan", signedIn(), paramsOf(FlockIdSchema), jsonBody(StartFlockPlanSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await startFlockPlan(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json"))), 201);
  })
  .delete("/:flockId/plan", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await endFlockPlan(c.var.app.db, member, c.req.valid("param").flockId)));
  })
  .put("/:flockId/plan/enrollment", signedIn(), paramsOf(FlockIdSchema), jsonBody(FlockPlanEnrollmentSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await setFlockPlanEnrollment(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json").status)));
  })
  .get("/:flockId/plan/comments", signedIn(), paramsOf(FlockIdSchema), queryOf(FlockPlanDaySchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await flockPlanThread(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("query").day)));
  })
  .post("/:flockId/plan/comments", signedIn(), paramsOf(FlockIdSchema), jsonBody(FlockPlanCommentSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await commentOnFlockPlanDay(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json"))), 201);
  });
