-- The turn each seat is building by taps on its panel (its draft: cards picked, melds staged), kept beside the game
-- and not inside its state, so a change of panel never changes the game's stored format. A JSON object by seat
-- number; cleared by every move of the game.
-- The PostgreSQL twin of ../0013_panel_drafts.sql.
ALTER TABLE games ADD COLUMN drafts JSON NOT NULL DEFAULT '{}';
