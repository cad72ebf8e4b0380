# Seasons: /settings season, /season show and the final standings the bot posts.

## /settings season
cmd-settings-season = Run seasons of a game, each with a board of its own
opt-season-length = How many weeks or months a season lasts (1 to 12)
opt-season-unit = Weeks or months
opt-season-board = What a season's board counts
opt-season-channel = Where the final standings are posted (this channel if left out)
opt-season-off = Stop running seasons of this game
name-length = length
name-unit = unit
name-board = board
name-off = off
season-unit-weeks = weeks
season-unit-months = months
season-board-rating = rating over the season's games
season-board-points = points, one per player beaten
season-length-weeks = { $length ->
    [one] 1 week
   *[other] { $length } weeks
}
season-length-months = { $length ->
    [one] 1 month
   *[other] { $length } months
}
season-settings-started = Seasons of { $game }: { $length } each, board by { $board }, final standings posted in { $channel }. Season { $number } starts now with an empty board and ends { $ends }.
season-settings-saved-running = Saved: seasons of { $game } last { $length }, board by { $board }, final standings posted in { $channel }. Season { $number } goes on as it started until { $ends }; the new settings apply from the next season.
season-settings-off = No more seasons of { $game } on this server. The season that was running is dropped; ended seasons are kept, and every game stays in the history and the all-time leaderboard.
season-settings-were-off = This server runs no seasons of { $game }.
server-show-season = **{ $game }** seasons: { $length } each, board by { $board }, posted in { $channel }
err-season-bad-settings = Choose the unit (weeks or months) and the board (rating or points) from the lists.

## /season show
cmd-season = Seasons of this server's games
cmd-season-show = A season's board: the one running, or an ended one by its number
opt-season-number = The season's number (leave it out for the season running now)
name-number = number
err-season-none = This server runs no seasons yet. A member with Manage Server can start them with `/settings season`.
err-season-which-game = Say which game: this server runs seasons of { $games }.
err-season-not-run = This server runs no seasons of { $game } now.
err-season-unknown = { $game } has had no season { $number } on this server.
season-title = { $game } · season { $number }
season-title-final = { $game } · season { $number } · final standings
season-running = Running since { $start }; ends { $ends }.
season-ended = From { $start } to { $ends }.
season-empty = No game finished in this season yet: its board is empty.
season-empty-final = No game was finished in this season.
season-line-points = { $rank }. **{ $name }** · { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $wins } { $wins ->
    [one] win
   *[other] wins
} / { $games } { $games ->
    [one] game
   *[other] games
}
season-line-rating = { $rank }. **{ $name }** · { $points } · { $wins } { $wins ->
    [one] win
   *[other] wins
} / { $games } { $games ->
    [one] game
   *[other] games
}
season-champion = 🏆 { $count ->
    [one] Champion
   *[other] Champions
} of { $game }, season { $number }: { $names }!
season-next = Season { $number } starts now with an empty board; it ends { $ends }.
