-- The store schema (fulfilment-api, widget-api) and the forms schema (website-api)
-- live in separate databases; the compose file's MYSQL_USER gets both.
CREATE DATABASE IF NOT EXISTS fulfil_forms CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
GRANT ALL PRIVILEGES ON fulfil_forms.* TO 'fulfil'@'%';
