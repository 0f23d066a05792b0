import { Hono } from "hono";
import type { AppBindings } from "../http";
import { seedDemo } from "../seed/demo.server";

/**
 * Local-only routes: mounted by the worker only when ALLOW_DEMO_SEED=true, which `npm start` and the
 * test runners pass to `wrangler dev`, and only on local development (worker/dev-switches.ts), so a
 * deployed worker never has them whatever its variables say.
 */
export const devRoutes = new Hono<AppBindings>().post("/seed", async (c) => c.json(await seedDemo(c.var.app)));
