# Tile Rummy (rules core: bot/rules/tiles). Tiles are written r5 (red), b13 (blue), k1 (black), o7 (orange), j (joker).

## Refusals: a set that is not valid
err-tiles-set-too-short = { $set }: a set needs at least 3 tiles.
err-tiles-set-only-jokers = { $set }: a set cannot be made of jokers only.
err-tiles-joker-ambiguous = { $set }: say what the joker stands for, e.g. `j=r7` (or put it where it goes: `r5 r6 j`).
err-tiles-set-mixed = { $set }: a set is either a run (one colour, consecutive numbers) or a group (one number, different colours).
err-tiles-group-too-long = { $set }: a group has at most 4 tiles, one per colour.
err-tiles-group-colour-repeat = { $set }: colours cannot repeat in a group ({ $tile }).
err-tiles-joker-declaration-wrong = { $set }: the joker cannot stand for { $tile } in this set.
err-tiles-run-too-long = { $set }: a run goes from 1 to 13 at most.
err-tiles-run-repeat = { $set }: a run cannot hold the same tile twice ({ $tile }).
err-tiles-run-wraps = { $set }: a 1 can never follow a 13.
err-tiles-run-gap = { $set }: numbers in a run must be consecutive.

## Refusals: the turn as a whole
err-tiles-harvested-not-used = { $tiles }: tiles taken from the table must end the turn in a set on the table.
err-tiles-not-in-rack = You do not have { $tiles } on your rack.
err-tiles-no-rack-tile = Play at least one tile from your rack (or draw).
err-tiles-initial-meld-too-low = Your first play must be worth at least { $minimum } points from your own rack; this one is worth { $value }.
err-tiles-table-before-opening = On your opening turn you may only lay new sets from your rack, not change the table.
err-tiles-joker-before-opening = { $set }: you can take a joker from the table only after your initial meld.
err-tiles-freed-joker-needs-rack-tiles = { $set }: a joker taken from the table must go into a set with at least two tiles from your rack.
err-tiles-joker-replaced-from-table = { $set }: the tile that replaces a joker must come from your rack.
err-tiles-joker-group-locked = { $set }: to take this joker, complete the group with both missing colours.
err-tiles-joker-set-locked = { $set }: a set holding a joker can only be extended.
err-tiles-no-such-set = There is no set #{ $number } on the table.
err-tiles-not-in-set = { $tile } is not in set #{ $number }.
err-tiles-script-not-understood = I did not understand “{ $text }” in “{ $statement }”. Tiles look like r5 b13 k1 o7 j.
err-tiles-script-no-tiles = “{ $statement }” names no tile.
err-tiles-script-empty = Write your move, e.g. `r5 r6 r7; #2 + b9`.
err-tiles-player-count = Tile Rummy is for 2 to 4 players, not { $players }.
err-tiles-game-over = This game of Tile Rummy is over.
err-tiles-must-play = You can play, so you must (house rule B): play at least one tile.
err-tiles-must-play-more = You must play as much as you can (rule A): { $count } { $count ->
    [one] tile
   *[other] tiles
} can be placed, you placed { $played }.
err-tiles-cannot-place = { $tiles } cannot all be placed on the table right now.
err-tiles-draw-from-pool = In Tile Rummy you draw from the pool.
err-tiles-meld-new-sets-only = `/meld` lays new sets only; use `/play` for “{ $statement }”.

## Events
ev-tiles-drew = { $player } drew a tile ({ $pool } left in the pool).
ev-tiles-drew-tile = You drew { $tile }.
ev-tiles-passed = { $player } passed (the pool is empty).
ev-tiles-timed-out = { $player } ran out of time.
ev-tiles-initial-meld = { $player } opened with { $points } points.
ev-tiles-played = { $player } played { $count } { $count ->
    [one] tile
   *[other] tiles
}: { $tiles }.
ev-tiles-joker-freed = { $player } took { $count ->
    [one] a joker
   *[other] { $count } jokers
} from the table and reused { $count ->
    [one] it
   *[other] them
}.
ev-tiles-rummikub = Rummikub! { $player } has no tiles left.
ev-tiles-penalty = { $player }'s play was not valid: the table is put back and { $player } draws { $count } penalty { $count ->
    [one] tile
   *[other] tiles
}.
ev-tiles-drew-penalty = Penalty tiles: { $tiles }.
ev-tiles-blocked = The pool is empty and nobody can go on: round { $round } ends.
ev-tiles-round-won = { $player } wins round { $round } (+{ $points }).
ev-tiles-match-won = { $player } wins the match with { $score } points.
ev-tiles-round-started = Round { $round } starts; { $player } plays first.
ev-tiles-status-turn = Round { $round }: { $player }'s turn. { $pool } { $pool ->
    [one] tile
   *[other] tiles
} in the pool.
ev-tiles-status-over = The match is over after { $round } { $round ->
    [one] round
   *[other] rounds
}.
ev-tiles-hint = Try: `{ $script }`
ev-tiles-hint-none = Nothing to play: draw a tile.

## Controls
ctl-tiles-draw = Draw
ctl-tiles-pass = Pass
ctl-tiles-hint = Hint
ctl-tiles-place = Auto-place a tile (ends your turn)

rules-tiles = **Tile Rummy** — 106 tiles: numbers 1 to 13 in four colours (red r, blue b, black k, orange o), twice each, and 2 jokers. Everyone gets 14 tiles; the first to empty their rack wins the round.
    {"**"}Sets**: a *run* is 3 or more consecutive numbers of one colour (r4 r5 r6; a 1 never follows a 13); a *group* is 3 or 4 tiles of one number in different colours (r9 b9 o9). A joker stands for any tile.
    {"**"}Your turn**: play tiles from your rack, or draw one tile (`/draw`). Your first play must be new sets worth at least 30 points from your own rack. After that you may add to any set and rearrange the whole table, as long as every set is valid at the end of your turn and at least one tile came from your rack.
    {"**"}Playing** with `/play`: `r5 r6 r7` lays a new set; `#3 + r8` adds to set 3; `#3 = r3 r4 r5` states set 3's new content; `#2 - b9` takes a tile out of set 2 to use elsewhere in the same move. Say what an end joker stands for with `j=r7`. `Hint` suggests a move.
    {"**"}Or tap it**: in "My hand", pick tiles, put them in a new set or on a set, then End turn.
    {"**"}Jokers**: after your first play you may take a joker by putting the tile it stands for in its place; it must be reused in the same turn in a set with at least two tiles from your rack.
    {"**"}End**: when the pool is empty, play goes on until a full round of passes. Losers lose the value left on their rack (joker 30), the winner gains it all.

## Building a turn by taps (bot/rules/tiles/builder.py)
err-tiles-build-select-first = Pick tiles first.
err-tiles-build-nothing-to-undo = Nothing to undo: the table is as it was at the start of your turn.
err-tiles-build-no-such-reading = The jokers of set #{ $number } cannot be read that way.
err-tiles-build-changed = Your turn cannot end yet. { $count ->
    [one] Set changed
   *[other] Sets changed
} this turn (outlined): { $sets }.
err-tiles-assist-off = This table plays without that help (assist setting).
err-tiles-build-pick-on-table = Pick tiles on the table first (the ones shown as #3 r8) to take them off it.
ctl-tiles-end = End turn
ctl-tiles-undo = Undo
ctl-tiles-reset = Reset the turn
ctl-tiles-pick = Pick tiles (tap again to unpick)
ctl-tiles-put = Put the picked tiles…
ctl-tiles-put-choice = { $choice ->
    [new] In a new set
    [hold] Off the table, to place later
   *[other] On set { $choice }
}
ctl-tiles-read = Read a joker another way…
ctl-tiles-lay = Lay a set from your rack…
err-tiles-build-no-hint = Nothing to play: draw a tile.
ctl-tiles-play-hint = Play the hint
ctl-tiles-lay-set = Lay { $tiles }
ctl-tiles-put-new = New set
ctl-tiles-put-on = Add to #{ $set }
ctl-tiles-put-new-end = New set, end turn
ctl-tiles-put-on-end = Add to #{ $set }, end turn
ctl-tiles-put-hold = Keep aside
ctl-tiles-pick-more = Pick tiles on the table
ctl-tiles-rack-tile = { $picked ->
    [yes] ✓ { $tile }
   *[no] { $tile }
}

## Readable choices of the tapping menus (the values stay in notation: r5, #3 r8)
tiles-colour = { $colour ->
    [r] Red
    [b] Blue
    [k] Black
   *[o] Orange
}
tile-name = { $colour ->
    [j] Joker
   *[other] { tiles-colour } { $number }
}
ctl-tiles-on-set-choice = Set #{ $set }: { tile-name }
ctl-tiles-joker-as = Joker as { tile-name }
ctl-tiles-place-choice = Auto-place { tile-name } (ends turn)
ctl-tiles-run-part = { tiles-colour } { $first }–{ $last }
ctl-tiles-group-part = Group of { $number }: { $parts }
ctl-tiles-set-choice = { $set ->
    [0] { $parts }
   *[other] Set #{ $set }: { $parts }
}
ev-tiles-moved = { $player } also moved { $count ->
    [one] a tile
   *[other] { $count } tiles
} of the table into another set: { $tiles }.
