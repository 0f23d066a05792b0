CREATE TABLE `member_active_days` (
	`day` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`day`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_active_days_user_day_idx` ON `member_active_days` (`user_id`,`day`);--> statement-breakpoint
-- The days the page views kept so far make their members active on (hand-written: the backfill).
INSERT OR IGNORE INTO `member_active_days` (`day`, `user_id`) SELECT DISTINCT date(`created_at` / 1000, 'unixepoch'), `user_id` FROM `user_activity`;
