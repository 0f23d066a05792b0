/**
 * The study series' JSON API, mounted at /api/series: the same domain functions as the pages.
 * Visitors get 401; a series he may not see (another man's draft) is 404; a free member hosting
 * gets 403 with the gate's premium-only message; bad input is 400 with its message.
 *
 *   GET  /api/series?focus=Work             the library (library series and published hosted ones)
 *   POST /api/series                        host a series {title, description, focusArea, sessions, publish} → 201
 *   GET  /api/series/:seriesId              one series with its sessions and their WEB text
 *   POST /api/series/:seriesId/follow       {intent: follow|unfollow}
 */
import { Hono } from "hono";
import { SERIES_ERRORS } from "../../app/kernel/copy/series";
import { FollowSchema, LibraryQuerySchema, SeriesRequestSchema } from "../../app/kernel/series/schemas";
import { followSeries } from "../domain/series/follows.server";
import { hostSeries } from "../domain/series/hosting.server";
import { listSeries, seriesPage } from "../domain/series/library.server";
import { answered, apiError, jsonBody, queryOf, requireApiMember, signedIn, type AppBindings } from "../http";

const SIGN_IN = "Please sign in to see the study series.";

export const seriesRoutes = new Hono<AppBindings>()
  .get("/", signedIn(SIGN_IN), queryOf(LibraryQuerySchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json({ series: await listSeries(c.var.app.db, member, c.req.valid("query").focus) });
  })
  .post("/", signedIn(SIGN_IN), jsonBody(SeriesRequestSchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json(answered(await hostSeries(c.var.app, member, c.req.valid("json"))), 201);
  })
  .get("/:seriesId", signedIn(SIGN_IN), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    const series = await seriesPage(c.var.app.db, member, c.req.param("seriesId"));
    if (!series) apiError(404, { error: SERIES_ERRORS.notFound });
    return c.json(series);
  })
  .post("/:seriesId/follow", signedIn(SIGN_IN), jsonBody(FollowSchema, { maxBytes: 1024 }), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json(answered(await followSeries(c.var.app, member, c.req.param("seriesId"), c.req.valid("json").intent)));
  });
