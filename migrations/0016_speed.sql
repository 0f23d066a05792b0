CREATE TABLE `admin_daily_rollups` (
	`day` text PRIMARY KEY NOT NULL,
	`active_members` integer NOT NULL,
	`active_members_6_days` integer NOT NULL,
	`active_members_29_days` integer NOT NULL,
	`new_members` integer NOT NULL,
	`devotionals_completed` integer NOT NULL,
	`checkins` integer NOT NULL,
	`rolled_at` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `user_activity_created_idx`;--> statement-breakpoint
CREATE INDEX `user_activity_created_user_idx` ON `user_activity` (`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `daily_checkins_created_at_idx` ON `daily_checkins` (`created_at`);--> statement-breakpoint
CREATE INDEX `devotional_progress_completed_at_idx` ON `devotional_progress` (`completed_at`);--> statement-breakpoint
CREATE INDEX `flock_join_requests_user_idx` ON `flock_join_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_idx` ON `subscriptions` (`status`);--> statement-breakpoint
CREATE INDEX `user_created_at_idx` ON `user` (`created_at`);