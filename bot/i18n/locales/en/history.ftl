# History, server settings, privacy and leaderboards.

## /history
cmd-history = This server's last finished games
opt-history-member = Only games this member played
history-title = Finished games on this server
history-title-game = Finished games of { $game } on this server
history-empty = No finished game matches yet.
history-page = Page { $page } of { $pages } · { $total ->
    [one] 1 game
   *[other] { $total } games
}
history-previous = ◀ Newer
history-next = Older ▶
history-match = **#{ $id } · { $game }** · { $date } · { $length }
history-seat = { $rank }. **{ $name }** { $score }
history-forgotten-player = a former player
history-computer-player = { $name } (computer)
history-length-minutes = { $minutes } min
history-length-hours = { $hours } h { $minutes }
history-length-unknown = length unknown
