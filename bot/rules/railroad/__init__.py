"""RailRoad Rummy (seed 004): a seven-deal contract rummy with suit-less runs, 2s and jokers wild, exact going
down, a reserve stock, golf scoring and out-of-turn claiming of the discard with HMG priority."""
