/**
 * The JSON API the app's own pages call, as one hono app mounted at /api. Its type (`PublicApi`) is
 * what the browser and the tests call through hono's typed client (`hc<PublicApi>`), so a route's
 * input schema and answer are declared once, here, and a caller that sends the wrong shape does not
 * compile. Realtime sockets, webhooks and the dev/test switches stay outside it: no page calls them
 * through the client.
 */
import { Hono } from "hono";
import type { AppBindings } from "../http";
import { apiRoutes } from "./api";
import { audioApiRoutes } from "./audio";
import { devotionalApiRoutes } from "./devotionals";
import { flockRoutes } from "./flock";
import { flockWalkRoutes } from "./flock-walk";
import { flockReflectionRoutes, flockShareTargetRoutes } from "./flock-reflections";
import { flockPlanRoutes } from "./flock-plans";
import { gatheringRoutes } from "./gatherings";
import { gatheringRoomRoutes } from "./gathering-room";
import { notificationRoutes } from "./notifications";
import { pastureRoutes } from "./pasture";
import { pastureSafetyRoutes } from "./pasture-safety";
import { planRoutes } from "./plans";
import { prayerPrayedRoutes } from "./prayer-prayed";
import { prayerRequestRoutes } from "./prayer-requests";
import { prayerGatheringRoutes } from "./prayer-gatherings";
import { prayerReminderRoutes } from "./prayer-reminder";
import { reminderRoutes } from "./reminders";
import { seriesRoutes } from "./series";
import { todayRoutes } from "./today";
import { wordRoutes } from "./word";

export const publicApi = new Hono<AppBindings>()
  .route("/", apiRoutes)
  .route("/", todayRoutes)
  .route("/", devotionalApiRoutes)
  .route("/", notificationRoutes)
  .route("/", audioApiRoutes)
  .route("/", reminderRoutes)
  .route("/word", wordRoutes)
  .route("/plans", planRoutes)
  .route("/pasture", pastureRoutes)
  .route("/pasture", pastureSafetyRoutes)
  .route("/series", seriesRoutes)
  .route("/gatherings", gatheringRoutes)
  .route("/gatherings", gatheringRoomRoutes)
  .route("/flocks", flockRoutes)
  .route("/flocks", flockWalkRoutes)
  .route("/flocks", flockReflectionRoutes)
  .route("/flocks", flockPlanRoutes)
  .route("/flock-share-targets", flockShareTargetRoutes)
  .route("/prayer", prayerPrayedRoutes)
  .route("/prayer/requests", prayerRequestRoutes)
  .route("/prayer", prayerGatheringRoutes)
  .route("/prayer", prayerReminderRoutes);

export type PublicApi = typeof publicApi;
