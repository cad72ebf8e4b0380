-- Server leaderboards: one openskill rating per guild, game and player.
CREATE TABLE ratings (
    guild_id   BIGINT NOT NULL,
    kind       TEXT NOT NULL,
    user_id    BIGINT NOT NULL,
    name       TEXT NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);
CREATE INDEX ratings_by_board ON ratings (guild_id, kind);
CREATE INDEX results_by_user ON results (user_id);
