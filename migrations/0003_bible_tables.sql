CREATE TABLE `bible_headings` (
	`book` text NOT NULL,
	`chapter` integer NOT NULL,
	`verse` integer NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`book`, `chapter`, `verse`)
);
--> statement-breakpoint
CREATE TABLE `bible_verses` (
	`book` text NOT NULL,
	`chapter` integer NOT NULL,
	`verse` integer NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`book`, `chapter`, `verse`)
);
--> statement-breakpoint
ALTER TABLE `devotionals` ADD `passage_text` text DEFAULT '' NOT NULL;