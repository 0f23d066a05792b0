CREATE TABLE `rate_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_ends_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_counters_window_ends_idx` ON `rate_counters` (`window_ends_at`);--> statement-breakpoint
CREATE TABLE `sign_in_failures` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`window_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_failures_window_idx` ON `sign_in_failures` (`window_started_at`);--> statement-breakpoint
ALTER TABLE `daily_checkins` ADD `connection` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `time_zone_changed_at` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `today_not_before` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_event_at` integer;--> statement-breakpoint
CREATE INDEX `ai_usage_created_idx` ON `ai_usage` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_last_request_idx` ON `rate_limit` (`last_request`);--> statement-breakpoint
CREATE INDEX `user_activity_created_idx` ON `user_activity` (`created_at`);