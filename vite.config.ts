import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { firstLoadChunks } from "./scripts/lib/first-load-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  ssr: {
    target: "webworker",
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  build: {
    // Browsers from 2022 on; nothing here needs down-levelling, and the bytes count (first-load budget).
    target: "es2022",
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 250,
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: firstLoadChunks } },
  },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
}));
