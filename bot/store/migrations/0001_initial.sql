-- Games, their seats and the append-only log of every action; per-guild and per-user preferences; results.
CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    locale      TEXT,
    updated_at  REAL NOT NULL
);

CREATE TABLE user_prefs (
    user_id     INTEGER PRIMARY KEY,
    locale      TEXT,
    dm_opt_out  INTEGER NOT NULL DEFAULT 0 CHECK (dm_opt_out IN (0, 1)),
    turn_pings  INTEGER NOT NULL DEFAULT 1 CHECK (turn_pings IN (0, 1)),
    updated_at  REAL NOT NULL
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    host_id     INTEGER NOT NULL,
    options     TEXT NOT NULL,          -- JSON: the game's validated options plus table settings
    state       TEXT,                   -- JSON: the rules state once started
    version     INTEGER NOT NULL DEFAULT 0,
    message_id  INTEGER,                -- the public table message, edited by id
    timers      TEXT NOT NULL DEFAULT '{}',  -- JSON: deadlines as epoch seconds
    created_at  REAL NOT NULL,
    updated_at  REAL NOT NULL,
    finished_at REAL
);

-- At most one open game per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,                  -- NULL for a computer player
    name      TEXT NOT NULL,
    ai_level  TEXT,                     -- set for computer players and for seats handed to one
    timeouts  INTEGER NOT NULL DEFAULT 0,  -- consecutive turn timeouts
    dm_failed INTEGER NOT NULL DEFAULT 0,  -- told once that DMs are closed
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE game_events (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,        -- the table version this action produced
    seat       INTEGER,
    action     TEXT NOT NULL,           -- JSON
    events     TEXT NOT NULL,           -- JSON list of events
    created_at REAL NOT NULL,
    UNIQUE (game_id, version)
);

CREATE TABLE results (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER,
    score    INTEGER NOT NULL,
    rank     INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
