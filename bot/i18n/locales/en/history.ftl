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
history-replay-hint = Watch one again, step by step: `/replay game:{ $id }`

## /settings
cmd-settings = This server's settings (Manage Server)
cmd-settings-show = See this server's settings
cmd-settings-game = Defaults for the next lobbies of a game
cmd-settings-channel = Allow or stop games in a channel
cmd-settings-reset-leaderboard = Start a game's leaderboard afresh
opt-settings-clear = Remove this game's defaults
opt-settings-channel = A channel of this server
opt-settings-allowed = May games be opened there?
name-clear = clear
name-channel = channel
name-allowed = allowed
err-server-manage-only = Only members with the Manage Server permission can change this server's settings.
err-server-nothing-to-save = Give a preset, a target or a turn timer to save (or clear: True to remove them).
err-channel-not-allowed = Games can't be opened in this channel. On this server, play in { $channels }.
server-show-title = Server settings
server-show-language = Language: { $language }
server-show-channels = Games may be opened in: { $channels }
server-show-every-channel = Games may be opened in every channel.
server-show-no-defaults = No game has server defaults: each opens with its own.
server-default-line = **{ $game }**: { $defaults }
server-default-preset = preset { $preset }
server-default-target = target { $target }
server-default-turn-timer = { $seconds } s per turn
server-defaults-saved = Saved. The next lobbies use them unless their command says otherwise. { $line }
server-defaults-cleared = { $game } opens with its own defaults again.
server-channels-now = Games may now be opened only in { $channels }.
server-channels-every = Games may be opened in every channel again.
server-reset-ask = Reset the { $game } leaderboard? Every player's rating in this game starts again, and its boards (all time, month, week, the running season) and /stats count only the games finished from now on; finished games stay in the history.
server-reset-confirm = Reset the leaderboard
server-board-reset = The { $game } leaderboard was reset ({ $players ->
    [one] 1 rating removed
   *[other] { $players } ratings removed
}).

## /privacy
cmd-privacy = What this bot keeps about you
cmd-privacy-info = What this bot stores about you, and why
cmd-privacy-forget-me = Delete what this bot keeps about you
privacy-title = Your data and this bot
privacy-text = **What is stored, and why**
    • Your Discord user id and the display name you had when you took a seat: to show the table, the history and the leaderboards.
    • Every move of the games you play, with the game's scores: so a game survives a restart and can be looked back on.
    • Your results and a rating per server and game: for the leaderboards and /stats.
    • Your choices (language, hand by direct message, turn mentions, pictures or text and their colours): to respect them.
    Not stored: your messages, your e-mail, anything outside the games.
    Nothing is shared with anyone or used for anything else. It stays until you ask: `/privacy forget-me` deletes your choices, ratings and name, and leaves your past results without a name, so the other players' standings stay as they are.
privacy-forget-ask = Forget you? Your choices, your ratings on every server and your name are deleted; your past results stay, without a name, so the other players' standings are unchanged. This cannot be undone.
privacy-forget-confirm = Forget me
privacy-forgotten = Done: your choices, ratings and name are deleted and your past results no longer name you.
err-forget-open-game = You are still seated at a table in { $channel }: leave it or finish the game first, then ask again.
err-forget-not-yours = Only the person who asked to be forgotten can confirm it.

## Leaderboards, statistics, resigning
board-line = { $rank }. **{ $name }** · { $points } · { $wins } { $wins ->
    [one] win
   *[other] wins
} / { $games } { $games ->
    [one] game
   *[other] games
}
board-line-provisional = { $rank }. **{ $name }** · { $points } (provisional) · { $wins } { $wins ->
    [one] win
   *[other] wins
} / { $games } { $games ->
    [one] game
   *[other] games
}
board-footer = Everyone starts at 1000. A rating is provisional until { $games } games are played.
board-all-title = Leaderboards of this server ({ $period })
board-all-empty = Nobody has finished a game on this server yet.
stats-game = **{ $game }**: { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
} · rating { $points }
stats-game-provisional = **{ $game }**: { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
} · rating { $points } (provisional)
stats-best = best score { $score }
stats-mu-chief = Chief { $hands ->
    [one] once
   *[other] { $hands } times
}, { $made } { $made ->
    [one] contract
   *[other] contracts
} made ({ $rate } %)
stats-mu-never-chief = never Chief yet
cmd-game-resign = Give up this game: a computer plays your seat and it counts as a loss
resign-done = You resigned. A computer player finishes the game in your seat; it counts as a loss for you.
ev-player-resigned = { $player } resigned: a computer player takes the seat to the end.
err-already-resigned = You have already resigned this game.
err-you-resigned = You resigned this game: a computer player plays your seat to the end.

## /replay
cmd-replay = Watch a finished game again, step by step
opt-replay-game = The game's number, as /history shows it (#12)
replay-title = Replay of #{ $id } · { $game }
replay-step = Step { $step } of { $steps } · hand or round { $round }
replay-your-hand = Your hand then: `{ $hand }`
replay-first = ⏮ First
replay-back = ◀ Back
replay-next = Next ▶
replay-last = Last ⏭
replay-jump = Jump to a hand or round
replay-jump-option = Hand or round { $round } (step { $step })
err-replay-no-such-game = There is no finished game #{ $id } on this server. /history lists them.
err-replay-not-replayable = Game #{ $id } cannot be replayed: it was played before games kept what a replay needs.
replay-coach = 🎓 Coach
replay-coach-title = Coach · #{ $id } · { $game }
replay-coach-turn = Your turn { $turn } of { $turns } · step { $step }
replay-coach-nothing = The coach found no clearly better move here.
replay-coach-to-summary = Summary ⏭
replay-coach-back = Back to the replay
replay-coach-jump = Turns with a better move
replay-coach-jump-option = Turn { $turn } (step { $step })
replay-coach-summary = { $better } of your { $turns } turns had a clearly better move.
replay-coach-summary-deadwood = Deadwood left above the best discard: { $deadwood } in all.
replay-coach-summary-knocks = Knocks missed: { $knocks } · gin missed: { $gins }.
replay-coach-summary-tiles = Tiles that could have gone down besides those you laid: { $tiles }.
replay-coach-summary-contracts = Turns that ended without going down while your hand held the contract: { $turns }.
replay-coach-summary-footer = Coach · summary
err-replay-coach-not-seated = The coach view of game #{ $id } is for the people who played it; you did not sit at it.
err-replay-coach-no-turns = You played no turn yourself in game #{ $id }: the coach has nothing to look at.
replay-coach-no-answer = The coach had no answer in time for this turn, so it says nothing about it.
replay-coach-summary-unanswered = Turns the coach had no answer for in time: { $turns }.
