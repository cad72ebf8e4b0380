-- local only, not committed: stands for another branch's migration
SELECT 1;
