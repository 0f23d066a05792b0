ALTER TABLE `subscriptions` ADD `provider_event_at` integer;--> statement-breakpoint
ALTER TABLE `daily_checkins` ADD `connection` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `time_zone_changed_at` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `today_not_before` text;
