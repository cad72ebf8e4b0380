"""Tournament formats as pure functions: who plays whom each round, and the standings. No clock, store or Discord:
the runner (``cogs/tournaments.py``) feeds them the players, seeded by rating, and the results of the matches.
The rules they implement are written out in docs/tournaments.md."""
