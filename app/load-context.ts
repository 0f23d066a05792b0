import type { AppContext } from "../worker/context";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    app: AppContext;
  }
  /** Loaders' data types follow single fetch, which vite.config.ts turns on. */
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
