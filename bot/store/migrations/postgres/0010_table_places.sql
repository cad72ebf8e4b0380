-- A server's defaults for where /game new opens a table (in the channel it is run in, or in a thread of its own)
-- and at what pace it is played (live, relaxed, correspondence); NULL: in the channel, live.
-- The PostgreSQL twin of ../0010_table_places.sql.
ALTER TABLE guild_settings ADD COLUMN table_place TEXT CHECK (table_place IN ('channel', 'thread'));
ALTER TABLE guild_settings ADD COLUMN table_pace TEXT CHECK (table_pace IN ('live', 'relaxed', 'correspondence'));
