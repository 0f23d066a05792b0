ALTER TABLE `profiles` ADD `suspended_until` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `suspension_reason` text;
