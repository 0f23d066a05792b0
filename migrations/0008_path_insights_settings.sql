CREATE TABLE `email_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`weekly_summary` integer DEFAULT false NOT NULL,
	`weekly_summary_last_sent` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `insights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`period` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`narrative` text NOT NULL,
	`stats` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insights_user_period_unique` ON `insights` (`user_id`,`period`,`period_start`);--> statement-breakpoint
CREATE INDEX `insights_user_created_idx` ON `insights` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `plan_day_progress` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`day_number` integer NOT NULL,
	`completed_on` text NOT NULL,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_day_progress_user_plan_day_unique` ON `plan_day_progress` (`user_id`,`plan_id`,`day_number`);--> statement-breakpoint
CREATE INDEX `plan_day_progress_user_completed_idx` ON `plan_day_progress` (`user_id`,`completed_on`);--> statement-breakpoint
CREATE TABLE `plan_enrollments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`start_date` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`paused_on` text,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_enrollments_user_plan_unique` ON `plan_enrollments` (`user_id`,`plan_id`);--> statement-breakpoint
CREATE INDEX `plan_enrollments_user_id_idx` ON `plan_enrollments` (`user_id`);--> statement-breakpoint
CREATE INDEX `client_errors_user_id_idx` ON `client_errors` (`user_id`);