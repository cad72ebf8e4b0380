-- When each game's leaderboard on a server was last started afresh (/settings reset-leaderboard). Results that
-- finished before that moment stay in the history but count on no board of that game there (all time, month,
-- week) nor in /stats; the reset writes this row in the same transaction that deletes the ratings.
CREATE TABLE leaderboard_resets (
    guild_id INTEGER NOT NULL,
    kind     TEXT NOT NULL,
    reset_at REAL NOT NULL,
    PRIMARY KEY (guild_id, kind)
);

-- /stats counts each game's results from its reset: the end time joins the player's index, which still answers
-- the query alone (games, wins and best score per game).
DROP INDEX results_by_player;
CREATE INDEX results_by_player ON results (guild_id, user_id, kind, finished_at, rank, score);
