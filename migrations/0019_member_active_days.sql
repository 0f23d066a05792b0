CREATE TABLE `member_active_days` (
	`day` text NOT NULL,
	`user_id` text NOT NULL,
	`previous_day` text,
	PRIMARY KEY(`day`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_active_days_user_day_idx` ON `member_active_days` (`user_id`,`day`);--> statement-breakpoint
CREATE INDEX `member_active_days_day_previous_idx` ON `member_active_days` (`day`,`previous_day`);--> statement-breakpoint
-- Hand-written from here. Each new day of a member's takes the day he was last active before it,
-- and his next later day (if one came first: a backfill, or views written out of order) now follows
-- the new one. A day already marked inserts nothing and fires neither.
CREATE TRIGGER `member_active_days_previous` AFTER INSERT ON `member_active_days` BEGIN UPDATE `member_active_days` SET `previous_day` = (SELECT max(`day`) FROM `member_active_days` WHERE `user_id` = NEW.`user_id` AND `day` < NEW.`day`) WHERE `user_id` = NEW.`user_id` AND `day` = NEW.`day`; UPDATE `member_active_days` SET `previous_day` = NEW.`day` WHERE `user_id` = NEW.`user_id` AND `day` = (SELECT min(`day`) FROM `member_active_days` WHERE `user_id` = NEW.`user_id` AND `day` > NEW.`day`); END;--> statement-breakpoint
-- The days the page views kept so far make their members active on (the backfill).
INSERT OR IGNORE INTO `member_active_days` (`day`, `user_id`) SELECT DISTINCT date(`created_at` / 1000, 'unixepoch'), `user_id` FROM `user_activity`;
