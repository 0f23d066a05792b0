/**
 * Walking together in a flock through the JSON API, mounted at /api/flocks: the same domain calls as
 * the flock's page. Visitors get 401 before their input is read; a flock he is not in is 404 (the
 * one not-found, whoever asks); bad input is 400.
 *
 *   GET  /api/flocks/:flockId/accountability   { optedIn, rows }: the brothers who share their walk
 *   PUT  /api/flocks/:flockId/accountability   { optIn } his own choice → { optedIn }
 *   POST /api/flocks/:flockId/nudges           { memberId, message? } → 201 { sent }; 429 once sent today
 */
import { Hono } from "hono";
import { AccountabilitySchema, FlockIdSchema, NudgeSchema } from "../../app/kernel/flock/schemas";
import { accountabilityFor, setAccountability } from "../domain/flock/accountability.server";
import { findFlockFor } from "../domain/flock/access.server";
import { sendNudge } from "../domain/flock/nudges.server";
import { answered, jsonBody, paramsOf, requireApiMember, signedIn, type AppBindings } from "../http";

export const flockWalkRoutes = new Hono<AppBindings>()
  .get("/:flockId/accountability", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    const access = answered(await findFlockFor(c.var.app.db, member, c.req.valid("param").flockId));
    return c.json(await accountabilityFor(c.var.app.db, member, access));
  })
  .put("/:flockId/accountability", signedIn(), paramsOf(FlockIdSchema), jsonBody(AccountabilitySchema, { maxBytes: 1024 }), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await setAccountability(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json").optIn)));
  })
  .post("/:flockId/nudges", signedIn(), paramsOf(FlockIdSchema), jsonBody(NudgeSchema, { maxBytes: 2048 }), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await sendNudge(c.var.app, member, c.req.valid("param").flockId, c.req.valid("json"))), 201);
  });
