CREATE TABLE `cancel_survey_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cancel_survey_answers_created_idx` ON `cancel_survey_answers` (`created_at`);--> statement-breakpoint
CREATE INDEX `cancel_survey_answers_user_idx` ON `cancel_survey_answers` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cron_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `cron_runs_name_started_idx` ON `cron_runs` (`name`,`started_at`);--> statement-breakpoint
CREATE TABLE `experiment_exposures` (
	`experiment_key` text NOT NULL,
	`user_id` text NOT NULL,
	`variant` text NOT NULL,
	`exposed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`experiment_key`, `user_id`),
	FOREIGN KEY (`experiment_key`) REFERENCES `experiments`(`key`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `experiments` (
	`key` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`variants` text NOT NULL,
	`conversion_event` text NOT NULL,
	`running` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`key` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`type` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`rollout_percent` integer DEFAULT 100 NOT NULL,
	`allow_list` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "feature_flags_rollout_check" CHECK("feature_flags"."rollout_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE `provider_errors` (
	`provider` text PRIMARY KEY NOT NULL,
	`message` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `server_errors` (
	`id` text PRIMARY KEY NOT NULL,
	`message` text NOT NULL,
	`path` text,
	`request_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `server_errors_created_idx` ON `server_errors` (`created_at`);--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`author_id` text,
	`from_admin` integer DEFAULT false NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `support_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_messages_ticket_idx` ON `support_messages` (`ticket_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`subject` text NOT NULL,
	`page` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_tickets_status_updated_idx` ON `support_tickets` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `suspended_until` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `suspension_reason` text;--> statement-breakpoint
INSERT INTO `feature_flags` (`key`, `description`, `type`, `enabled`) VALUES
	('pasture_posting', 'Members can write new posts in The Pasture.', 'kill_switch', 1),
	('gatherings', 'Members can plan new gatherings.', 'kill_switch', 1),
	('ai_devotionals', 'Daily devotionals are written by the AI model when one is configured.', 'kill_switch', 1);
--> statement-breakpoint
INSERT INTO `experiments` (`key`, `description`, `variants`, `conversion_event`) VALUES
	('upgrade_banner_wording', 'The wording of the upgrade banner on Today after a free member marks the devotional complete.', '[{"key":"control","weight":50},{"key":"steward","weight":50}]', 'upgraded');
