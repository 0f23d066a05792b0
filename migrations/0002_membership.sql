CREATE TABLE `free_limits` (
	`counter` text PRIMARY KEY NOT NULL,
	`monthly_limit` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- The free monthly limits the gate applies (the access-check set).
INSERT INTO `free_limits` (`counter`, `monthly_limit`) VALUES
  ('devotional_generations', 1),
  ('gathering_content_generations', 0),
  ('insight_generations', 1),
  ('audio_generations', 5),
  ('journal_entries', 10),
  ('image_generations', 0);
