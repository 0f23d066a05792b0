/**
 * The Path's JSON API, mounted at /api/plans. The same domain functions as the pages:
 * guard → parse with zod → domain → JSON. Visitors get 401; another member's plan is 404; a free
 * member asking for a custom plan gets 403 with the gate's premium-only message; bad input is 400.
 *
 *   GET  /api/plans                          his plans, the catalogue
 *   POST /api/plans                          start a custom plan (the wizard's answers) → 201
 *   GET  /api/plans/:planId                  one plan with its days
 *   GET  /api/plans/:planId/status           the pending record's poll: {ready, status}
 *   POST /api/plans/:planId/enrollment       {action: start|pause|resume|restart|catch-up, startDate?}
 *   POST /api/plans/:planId/days/:day/complete
 */
import { Hono } from "hono";
import { z } from "zod";
import { PLAN_ERRORS } from "../../app/kernel/copy/path";
import { dayNumberOf } from "../../app/kernel/dates";
import { PlanRequestSchema } from "../../app/kernel/path/wizard";
import { changeEnrollment, completePlanDay, ENROLLMENT_ACTIONS, pathOverview, planDetail, planReadiness } from "../domain/plans.server";
import { startCustomPlan } from "../domain/plans-generation.server";
import { answered, apiError, jsonBody, paramsOf, requireApiMember, requireApiUser, signedIn, type AppBindings } from "../http";

const SIGN_IN = "Please sign in to follow a plan.";
const BODY_LIMIT = { maxBytes: 8 * 1024 };

export const EnrollmentRequestSchema = z.object({
  action: z.enum(ENROLLMENT_ACTIONS, { error: PLAN_ERRORS.action }),
  startDate: z
    .string({ error: PLAN_ERRORS.startDate })
    .refine((value) => dayNumberOf(value) !== null, { error: PLAN_ERRORS.startDate })
    .optional(),
});

const PlanDayParamsSchema = z.object({
  day: z.string().regex(/^\d{1,3}$/, { error: "The day must be a whole number, such as 1." }),
});

export const planRoutes = new Hono<AppBindings>()
  .get("/", async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json(await pathOverview(c.var.app.db, member));
  })
  .post("/", signedIn(SIGN_IN), jsonBody(PlanRequestSchema, BODY_LIMIT), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    const request = c.req.valid("json");
    return c.json(answered(await startCustomPlan(c.var.app, member, request)), 201);
  })
  .get("/:planId", async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    const detail = await planDetail(c.var.app.db, member, c.req.param("planId"));
    if (!detail) apiError(404, { error: PLAN_ERRORS.notFound });
    return c.json(detail);
  })
  .get("/:planId/status", async (c) => {
    const user = requireApiUser(c, SIGN_IN);
    const readiness = await planReadiness(c.var.app.db, user.id, c.req.param("planId"));
    if (!readiness) apiError(404, { error: PLAN_ERRORS.notFound });
    return c.json(readiness);
  })
  .post("/:planId/enrollment", signedIn(SIGN_IN), jsonBody(EnrollmentRequestSchema, BODY_LIMIT), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    const { action, startDate } = c.req.valid("json");
    return c.json(answered(await changeEnrollment(c.var.app.db, member, c.req.param("planId"), action, { startDate })));
  })
  .post("/:planId/days/:day/complete", signedIn(SIGN_IN), paramsOf(PlanDayParamsSchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    const { day } = c.req.valid("param");
    return c.json(answered(await completePlanDay(c.var.app.db, member, c.req.param("planId"), Number(day))));
  });
