ALTER TABLE `subscriptions` ADD `provider_event_at` integer;
