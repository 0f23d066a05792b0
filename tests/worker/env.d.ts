import type { Env as WorkerEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** The migrations, in order, that every test file's D1 starts with (tests/d1-template.ts). */
      TEST_MIGRATION_NAMES: string[];
    }
  }
}
