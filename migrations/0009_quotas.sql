ALTER TABLE `subscriptions` ADD `provider_event_at` integer;
ALTER TABLE `daily_checkins` ADD `connection` integer;
