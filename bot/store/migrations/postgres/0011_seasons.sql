-- Seasons: a server may run seasons of a game, each with its own board that starts empty. The settings say how
-- long a season lasts, what its board counts (openskill rating over the season's games, or points) and where the
-- final standings are posted. One row per season; the open one has no ended_at. Final standings are kept in rows
-- of their own, so a player who asks to be forgotten is anonymised there like in the results.
-- The PostgreSQL twin of ../0011_seasons.sql.
CREATE TABLE season_settings (
    guild_id   BIGINT NOT NULL,
    kind       TEXT NOT NULL,
    length     INTEGER NOT NULL CHECK (length >= 1),
    unit       TEXT NOT NULL CHECK (unit IN ('weeks', 'months')),
    board      TEXT NOT NULL CHECK (board IN ('rating', 'points')),
    channel_id BIGINT NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind)
);

CREATE TABLE seasons (
    guild_id   BIGINT NOT NULL,
    kind       TEXT NOT NULL,
    number     INTEGER NOT NULL,
    board      TEXT NOT NULL CHECK (board IN ('rating', 'points')),
    started_at DOUBLE PRECISION NOT NULL,
    ends_at    DOUBLE PRECISION NOT NULL,
    ended_at   DOUBLE PRECISION,
    PRIMARY KEY (guild_id, kind, number)
);
-- The bot's season clock asks for the open seasons by end time.
CREATE INDEX seasons_open_by_end ON seasons (ends_at) WHERE ended_at IS NULL;

CREATE TABLE season_standings (
    guild_id BIGINT NOT NULL,
    kind     TEXT NOT NULL,
    number   INTEGER NOT NULL,
    position INTEGER NOT NULL,  -- the line's place in the standings, 1.. (ties share a rank, not a position)
    rank     INTEGER NOT NULL,
    user_id  BIGINT,            -- NULL once the player asked to be forgotten
    name     TEXT NOT NULL,
    points   INTEGER NOT NULL,
    wins     INTEGER NOT NULL,
    games    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, number, position),
    FOREIGN KEY (guild_id, kind, number) REFERENCES seasons (guild_id, kind, number) ON DELETE CASCADE
);
