CREATE TABLE `bible_bookmarks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`book` text NOT NULL,
	`chapter` integer NOT NULL,
	`verse` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bible_bookmarks_user_verse_unique` ON `bible_bookmarks` (`user_id`,`book`,`chapter`,`verse`);--> statement-breakpoint
CREATE INDEX `bible_bookmarks_user_created_idx` ON `bible_bookmarks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `bible_highlights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`book` text NOT NULL,
	`chapter` integer NOT NULL,
	`verse` integer NOT NULL,
	`color` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bible_highlights_user_verse_unique` ON `bible_highlights` (`user_id`,`book`,`chapter`,`verse`);--> statement-breakpoint
CREATE INDEX `bible_highlights_user_created_idx` ON `bible_highlights` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `bible_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`book` text NOT NULL,
	`chapter` integer NOT NULL,
	`verse_start` integer NOT NULL,
	`verse_end` integer NOT NULL,
	`note` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bible_notes_note_length" CHECK(length("bible_notes"."note") BETWEEN 1 AND 2000),
	CONSTRAINT "bible_notes_verse_order" CHECK("bible_notes"."verse_end" >= "bible_notes"."verse_start")
);
--> statement-breakpoint
CREATE INDEX `bible_notes_user_chapter_idx` ON `bible_notes` (`user_id`,`book`,`chapter`);--> statement-breakpoint
CREATE INDEX `bible_notes_user_updated_idx` ON `bible_notes` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `reading_positions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`book` text NOT NULL,
	`chapter` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
