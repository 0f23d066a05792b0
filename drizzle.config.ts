import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and applied by wrangler (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
