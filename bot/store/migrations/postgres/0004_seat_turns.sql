-- Turns of each seat by who played them: the player, or the computer (a seat handed to it, or a timed-out turn).
-- A seat the computer played for more than half of its turns is not credited with a rated win.
ALTER TABLE seats ADD COLUMN turns_by_player INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN turns_by_computer INTEGER NOT NULL DEFAULT 0;
