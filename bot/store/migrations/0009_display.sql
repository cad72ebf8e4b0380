-- /display: how a player's own table and hand are shown to them. shown: pictures, or a text table for screen
-- readers and slow connections; palette: the colours of their pictures (default, colourblind, contrast);
-- four_colour: card suits in four colours.
ALTER TABLE user_prefs ADD COLUMN shown TEXT NOT NULL DEFAULT 'pictures' CHECK (shown IN ('pictures', 'text'));
ALTER TABLE user_prefs ADD COLUMN palette TEXT NOT NULL DEFAULT 'default'
    CHECK (palette IN ('default', 'colourblind', 'contrast'));
ALTER TABLE user_prefs ADD COLUMN four_colour INTEGER NOT NULL DEFAULT 0 CHECK (four_colour IN (0, 1));
