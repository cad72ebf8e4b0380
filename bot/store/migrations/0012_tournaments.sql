-- Tournaments the bot runs itself. One row per tournament; everything it needs to go on after a restart is in
-- state (JSON: the players and their seeds, every round with its pairings, each match's table and result, the
-- check-in deadline). The winner is a column so /stats counts tournaments won from an index.
CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    message_id   INTEGER,
    organiser_id INTEGER NOT NULL,
    kind         TEXT NOT NULL,
    format       TEXT NOT NULL CHECK (format IN ('elimination', 'swiss', 'tables')),
    size         INTEGER NOT NULL,
    starts_at    REAL NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    state        TEXT NOT NULL DEFAULT '{}',
    winner_id    INTEGER,
    created_at   REAL NOT NULL,
    updated_at   REAL NOT NULL
);
CREATE INDEX tournaments_open ON tournaments (status) WHERE status IN ('signup', 'running');
CREATE INDEX tournaments_won ON tournaments (guild_id, winner_id, kind);

-- A server may name a role whose members open and run tournaments besides those with Manage Server.
CREATE TABLE tournament_settings (
    guild_id           INTEGER PRIMARY KEY,
    organiser_role_id  INTEGER,
    updated_at         REAL NOT NULL
);
