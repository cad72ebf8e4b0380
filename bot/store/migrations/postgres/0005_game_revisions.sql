-- Every write of a game row is a compare-and-swap on this counter, so two processes never both write one table.
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
