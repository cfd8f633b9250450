-- Extensions the schema relies on. All four ship with PostgreSQL's contrib
-- package and with PGlite (loaded in src/server/db/client.ts).
-- btree_gist: the no-overlap exclusion constraint on bookings (uuid = with daterange &&).
-- pg_trgm: typo-tolerant search. cube + earthdistance: distance sorting.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
