/** An admin page's query string, parsed with its kernel schema: a bad value is a 400 with the first problem. */
import type { z } from "~/kernel/zod";

export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new Response(parsed.error.issues[0]?.message ?? "That address is not one we can read.", { status: 400 });
  return parsed.data;
}
