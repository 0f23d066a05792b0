-- A flock's reflection or comment reported to the administrators names its flock: the admins'
-- queue can say where it was written, and closing the flock removes its reports with it.
ALTER TABLE `content_reports` ADD `flock_id` text REFERENCES flocks(id) ON DELETE cascade;
