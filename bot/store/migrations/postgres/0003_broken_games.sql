-- A game that could not be read back (corrupt JSON, a state its rules refuse) is set aside as cancelled, so its
-- channel is free again, and keeps here why, for whoever looks into it.
ALTER TABLE games ADD COLUMN broken TEXT;
