CREATE TABLE `flock_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`flock_id` text NOT NULL,
	`kind` text NOT NULL,
	`plan_id` text,
	`series_id` text,
	`start_date` text NOT NULL,
	`started_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`started_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flock_plans_one_per_flock` ON `flock_plans` (`flock_id`);--> statement-breakpoint
CREATE INDEX `flock_plans_plan_idx` ON `flock_plans` (`plan_id`);--> statement-breakpoint
CREATE TABLE `flock_plan_enrollments` (
	`flock_plan_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'enrolled' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`flock_plan_id`, `user_id`),
	FOREIGN KEY (`flock_plan_id`) REFERENCES `flock_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flock_plan_enrollments_user_idx` ON `flock_plan_enrollments` (`user_id`);--> statement-breakpoint
CREATE TABLE `flock_plan_day_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`flock_plan_id` text NOT NULL,
	`day_number` integer NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`flock_plan_id`) REFERENCES `flock_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flock_plan_day_comments_day_idx` ON `flock_plan_day_comments` (`flock_plan_id`,`day_number`,`created_at`);
