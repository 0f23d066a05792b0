CREATE TABLE `prayer_gathering_prayed` (
	`gathering_id` text NOT NULL,
	`request_id` text NOT NULL,
	`present_count` integer NOT NULL,
	`prayed_at` integer NOT NULL,
	PRIMARY KEY(`gathering_id`, `request_id`),
	FOREIGN KEY (`gathering_id`) REFERENCES `gatherings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`request_id`) REFERENCES `prayer_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prayer_gathering_presence` (
	`gathering_id` text NOT NULL,
	`user_id` text NOT NULL,
	`first_seen_at` integer NOT NULL,
	PRIMARY KEY(`gathering_id`, `user_id`),
	FOREIGN KEY (`gathering_id`) REFERENCES `gatherings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prayer_marks` (
	`request_id` text NOT NULL,
	`user_id` text NOT NULL,
	`local_date` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`request_id`, `user_id`, `local_date`),
	FOREIGN KEY (`request_id`) REFERENCES `prayer_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prayer_marks_user_idx` ON `prayer_marks` (`user_id`,`local_date`);--> statement-breakpoint
CREATE TABLE `prayer_reminders` (
	`user_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`local_time` text DEFAULT '21:00' NOT NULL,
	`last_sent_date` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prayer_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`body` text NOT NULL,
	`category` text,
	`audience` text DEFAULT 'private' NOT NULL,
	`flock_id` text,
	`anonymous` integer DEFAULT false NOT NULL,
	`urgent` integer DEFAULT false NOT NULL,
	`expires_at` integer,
	`answered_at` integer,
	`testimony` text,
	`hidden_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flock_id`) REFERENCES `flocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prayer_requests_user_idx` ON `prayer_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `prayer_requests_audience_idx` ON `prayer_requests` (`audience`,`expires_at`);--> statement-breakpoint
CREATE INDEX `prayer_requests_flock_idx` ON `prayer_requests` (`flock_id`);--> statement-breakpoint
ALTER TABLE `gatherings` ADD `kind` text DEFAULT 'study' NOT NULL;