-- How a player's hand comes by DM: every_turn (a new DM whenever any turn begins), my_turn (a new DM when their own
-- turn begins, other changes edit it) or never. It replaces the yes/no dm_opt_out: a player who had opted out
-- gets never.
ALTER TABLE user_prefs ADD COLUMN hand_dms TEXT NOT NULL DEFAULT 'my_turn'
    CHECK (hand_dms IN ('every_turn', 'my_turn', 'never'));
UPDATE user_prefs SET hand_dms = 'never' WHERE dm_opt_out = 1;
ALTER TABLE user_prefs DROP COLUMN dm_opt_out;
