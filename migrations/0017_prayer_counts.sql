DROP INDEX `prayer_requests_flock_idx`;--> statement-breakpoint
ALTER TABLE `prayer_requests` ADD `prayed_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `prayer_requests_listed_idx` ON `prayer_requests` (`audience`,`answered_at`,`expires_at`,`urgent`,`prayed_count`,`created_at`,`hidden_at`,`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `prayer_requests_flock_idx` ON `prayer_requests` (`flock_id`,`answered_at`,`expires_at`);--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): prayed_count is kept by SQLite itself on
-- every insert and delete of a mark, cascades included, so no write path can forget it.
UPDATE `prayer_requests` SET `prayed_count` = (SELECT count(*) FROM `prayer_marks` WHERE `prayer_marks`.`request_id` = `prayer_requests`.`id`) WHERE `id` IN (SELECT `request_id` FROM `prayer_marks`);--> statement-breakpoint
CREATE TRIGGER `prayer_marks_counted` AFTER INSERT ON `prayer_marks` BEGIN UPDATE `prayer_requests` SET `prayed_count` = `prayed_count` + 1 WHERE `id` = NEW.`request_id`; END;--> statement-breakpoint
CREATE TRIGGER `prayer_marks_uncounted` AFTER DELETE ON `prayer_marks` BEGIN UPDATE `prayer_requests` SET `prayed_count` = `prayed_count` - 1 WHERE `id` = OLD.`request_id`; END;
