/**
 * His prayer requests in the JSON API, mounted at /api/prayer/requests: the same domain calls as
 * /prayer's forms. Visitors get 401 before their input is read; a request he may not see is 404,
 * one he may see but did not write is 403 for every change; bad input is 400 with its field.
 *
 *   GET    /api/prayer/requests                      { mine, answered }: his open and answered requests
 *   POST   /api/prayer/requests                      write one (NewPrayerRequestSchema) → 201 { request, crisis }
 *   PATCH  /api/prayer/requests/:requestId           change it (the same fields) → { request, crisis }
 *   DELETE /api/prayer/requests/:requestId           → { id }
 *   POST   /api/prayer/requests/:requestId/renew     a shared request for another period → { request }
 *   POST   /api/prayer/requests/:requestId/answered  { testimony? } → { request }
 *   POST   /api/prayer/requests/:requestId/report    { reason, note? } → { hidden, message }
 */
import { Hono } from "hono";
import { AnsweredSchema, NewPrayerRequestSchema, PrayerReportSchema, PrayerRequestIdSchema } from "../../app/kernel/prayer/schemas";
import { reportRequest } from "../domain/prayer/request-reports.server";
import { createRequest, deleteRequest, editRequest, markAnswered, myRequests, renewRequest } from "../domain/prayer/requests.server";
import { answered, jsonBody, paramsOf, requireApiMember, signedIn, type AppBindings } from "../http";

const SMALL = { maxBytes: 8 * 1024 };

export const prayerRequestRoutes = new Hono<AppBindings>()
  .get("/", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json(await myRequests(c.var.app.db, member));
  })
  .post("/", signedIn(), jsonBody(NewPrayerRequestSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await createRequest(c.var.app.db, member, c.req.valid("json"))), 201);
  })
  .patch("/:requestId", signedIn(), paramsOf(PrayerRequestIdSchema), jsonBody(NewPrayerRequestSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await editRequest(c.var.app.db, member, { ...c.req.valid("json"), ...c.req.valid("param") })));
  })
  .delete("/:requestId", signedIn(), paramsOf(PrayerRequestIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await deleteRequest(c.var.app.db, member, c.req.valid("param").requestId)));
  })
  .post("/:requestId/renew", signedIn(), paramsOf(PrayerRequestIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await renewRequest(c.var.app.db, member, c.req.valid("param").requestId)));
  })
  .post("/:requestId/answered", signedIn(), paramsOf(PrayerRequestIdSchema), jsonBody(AnsweredSchema.omit({ requestId: true }), SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await markAnswered(c.var.app.db, member, { ...c.req.valid("json"), ...c.req.valid("param") })));
  })
  .post("/:requestId/report", signedIn(), paramsOf(PrayerRequestIdSchema), jsonBody(PrayerReportSchema.omit({ requestId: true }), SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await reportRequest(c.var.app.db, member, { ...c.req.valid("json"), ...c.req.valid("param") })));
  });
