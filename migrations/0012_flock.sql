CREATE TABLE `flock_invitations` (
	`flock_id` text NOT NULL,
	`user_id` text NOT NULL,
	`invited_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`flock_id`, `user_id`),
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `flock_invitations_user_idx` ON `flock_invitations` (`user_id`);--> statement-breakpoint
CREATE TABLE `flock_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`flock_id` text NOT NULL,
	`code` text NOT NULL,
	`created_by` text,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flock_invites_code_unique` ON `flock_invites` (`code`);--> statement-breakpoint
CREATE INDEX `flock_invites_flock_idx` ON `flock_invites` (`flock_id`);--> statement-breakpoint
CREATE TABLE `flock_join_requests` (
	`flock_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`flock_id`, `user_id`),
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `flock_members` (
	`flock_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`accountability` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`flock_id`, `user_id`),
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flock_members_user_idx` ON `flock_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `flock_nudges` (
	`id` text PRIMARY KEY NOT NULL,
	`flock_id` text NOT NULL,
	`from_id` text NOT NULL,
	`to_id` text NOT NULL,
	`day` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flock_nudges_once_a_day` ON `flock_nudges` (`from_id`,`to_id`,`day`);--> statement-breakpoint
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
CREATE INDEX `flock_plan_day_comments_day_idx` ON `flock_plan_day_comments` (`flock_plan_id`,`day_number`,`created_at`);--> statement-breakpoint
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
CREATE TABLE `flock_reflection_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`reflection_id` text NOT NULL,
	`flock_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reflection_id`) REFERENCES `flock_reflections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flock_reflection_comments_reflection_idx` ON `flock_reflection_comments` (`reflection_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `flock_reflections` (
	`id` text PRIMARY KEY NOT NULL,
	`flock_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`source` text DEFAULT 'written' NOT NULL,
	`source_id` text,
	`source_label` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flock_reflections_flock_created_idx` ON `flock_reflections` (`flock_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `flocks` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`posting_mode` text DEFAULT 'everyone' NOT NULL,
	`join_mode` text DEFAULT 'invite' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `content_reports` ADD `flock_id` text REFERENCES flocks(id) ON DELETE cascade;