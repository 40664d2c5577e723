-- Device cookies (docs/decisions/0010-device-cookies.md) carry the session generation they were issued under; every
-- action that ends all of a user's sessions moves it on, which revokes them too.
ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;
