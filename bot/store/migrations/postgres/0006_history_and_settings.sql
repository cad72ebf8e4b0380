-- Leaderboards, statistics and history served by indexes at any size; servers' settings; Mü Chief contracts.
-- The PostgreSQL twin of ../0006_history_and_settings.sql.

-- Results carry their game's server, kind and end time: a period board walks the ratings in rank order and asks
-- this index, per player, whether (and how often) they played in the period; it stops after the top rows.
ALTER TABLE results ADD COLUMN guild_id BIGINT;
ALTER TABLE results ADD COLUMN kind TEXT;
ALTER TABLE results ADD COLUMN finished_at DOUBLE PRECISION;
UPDATE results SET guild_id = g.guild_id, kind = g.kind, finished_at = g.finished_at
    FROM games g WHERE g.id = results.game_id;
CREATE INDEX results_by_period ON results (guild_id, kind, user_id, finished_at, rank);
CREATE INDEX results_by_player ON results (guild_id, user_id, kind, rank, score);

-- The all-time board in rating order, without sorting the whole server.
CREATE INDEX ratings_by_rank ON ratings (guild_id, kind, (mu - 3 * sigma) DESC, wins DESC);

-- /history: a server's finished games, newest first.
CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at DESC) WHERE status = 'finished';

-- Every Mü hand with a Chief: who led the contract and whether it was made (from the hand's scoring event).
CREATE TABLE chief_contracts (
    game_id  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version  INTEGER NOT NULL,          -- the action that scored the hand
    guild_id BIGINT NOT NULL,
    seat     INTEGER NOT NULL,
    user_id  BIGINT,                    -- NULL for a computer player or a forgotten one
    made     BOOLEAN NOT NULL,
    PRIMARY KEY (game_id, version)
);
CREATE INDEX chief_contracts_by_player ON chief_contracts (guild_id, user_id, made);

-- A server's defaults for the next /game new of each game (NULL: the game's own default).
CREATE TABLE guild_game_defaults (
    guild_id     BIGINT NOT NULL,
    kind         TEXT NOT NULL,
    preset       TEXT,
    target       INTEGER,
    turn_seconds INTEGER,
    updated_at   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind)
);

-- Channels where games may be opened; a server without any row allows every channel.
CREATE TABLE guild_channels (
    guild_id   BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
