import { z } from "./zod";

/** POST /api/track-user-activity. Shared by the client tracker and the server. */
export const TrackActivitySchema = z.object({
  action_type: z.enum(["page_view", "custom"], {
    error: 'action_type must be "page_view" or "custom".',
  }),
  page_route: z
    .string({ error: "page_route must be a path such as /journal." })
    .startsWith("/", { error: "page_route must be a path such as /journal." })
    .max(512, { error: "page_route must be 512 characters or less." }),
  metadata: z
    .record(z.string(), z.unknown(), { error: "metadata must be an object." })
    .refine((value) => JSON.stringify(value).length <= 4096, {
      error: "metadata must be 4 KB or less.",
    })
    .optional(),
});
export type TrackActivityInput = z.infer<typeof TrackActivitySchema>;

/** POST /api/client-errors: what the error boundary reports about a render error (cut to CLIENT_ERROR_LIMITS, never refused for length). */
export const ClientErrorSchema = z.object({
  message: z.string().min(1),
  stack: z.string().optional(),
  componentStack: z.string().optional(),
  url: z.string().optional(),
});
export type ClientErrorInput = z.infer<typeof ClientErrorSchema>;
