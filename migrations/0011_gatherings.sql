CREATE TABLE `gathering_attendance` (
	`gathering_id` text NOT NULL,
	`participant_sid` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	PRIMARY KEY(`gathering_id`, `participant_sid`),
	FOREIGN KEY (`gathering_id`) REFERENCES `gatherings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gathering_attendance_user_idx` ON `gathering_attendance` (`user_id`);--> statement-breakpoint
CREATE TABLE `gathering_chat` (
	`id` text PRIMARY KEY NOT NULL,
	`gathering_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`gathering_id`) REFERENCES `gatherings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gathering_chat_gathering_created_idx` ON `gathering_chat` (`gathering_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `gathering_members` (
	`gathering_id` text NOT NULL,
	`user_id` text NOT NULL,
	`rsvp` text,
	`role` text DEFAULT 'guest' NOT NULL,
	`invited` integer DEFAULT false NOT NULL,
	`removed_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`gathering_id`, `user_id`),
	FOREIGN KEY (`gathering_id`) REFERENCES `gatherings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gathering_members_user_idx` ON `gathering_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `gatherings` (
	`id` text PRIMARY KEY NOT NULL,
	`room_name` text NOT NULL,
	`host_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`starts_at` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`audience` text NOT NULL,
	`flock_id` text,
	`invite_code` text,
	`capacity` integer NOT NULL,
	`series_id` text,
	`session_number` integer,
	`plan_day_id` text,
	`guide` text,
	`ended_at` integer,
	`reminded_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gatherings_room_name_unique` ON `gatherings` (`room_name`);--> statement-breakpoint
CREATE INDEX `gatherings_starts_at_idx` ON `gatherings` (`starts_at`);--> statement-breakpoint
CREATE INDEX `gatherings_host_idx` ON `gatherings` (`host_id`);--> statement-breakpoint
CREATE TABLE `livekit_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
