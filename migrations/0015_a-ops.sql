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
CREATE TABLE `server_errors` (
	`id` text PRIMARY KEY NOT NULL,
	`message` text NOT NULL,
	`path` text,
	`request_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `server_errors_created_idx` ON `server_errors` (`created_at`);--> statement-breakpoint
CREATE TABLE `provider_errors` (
	`provider` text PRIMARY KEY NOT NULL,
	`message` text NOT NULL,
	`at` integer NOT NULL
);
