CREATE TABLE `study_series` (
	`id` text PRIMARY KEY NOT NULL,
	`host_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`focus_area` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`audience` text DEFAULT 'pasture' NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `study_series_host_idx` ON `study_series` (`host_id`);--> statement-breakpoint
CREATE INDEX `study_series_status_published_idx` ON `study_series` (`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `series_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`series_id` text NOT NULL,
	`session_number` integer NOT NULL,
	`title` text NOT NULL,
	`passage` text NOT NULL,
	`teaching` text NOT NULL,
	`questions` text NOT NULL,
	`prayer` text NOT NULL,
	`at_home` text,
	FOREIGN KEY (`series_id`) REFERENCES `study_series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `series_sessions_series_number_unique` ON `series_sessions` (`series_id`,`session_number`);--> statement-breakpoint
CREATE TABLE `series_follows` (
	`user_id` text NOT NULL,
	`series_id` text NOT NULL,
	`start_date` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `series_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
