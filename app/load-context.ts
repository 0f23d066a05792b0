import type { AppContext } from "../worker/context";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    app: AppContext;
  }
}

export {};
