# Core bot texts (owned by the spine). Each game adds its own <game>.ftl; images use render.ftl.

## Games and levels
game-tiles = Tile Rummy
game-rummy = Rummy
game-gin = Gin Rummy
game-railroad = RailRoad Rummy
game-mu = Mü
level-easy = easy
level-medium = medium
level-hard = hard
period-all = all time
period-month = last 30 days
period-week = last 7 days
language-auto = Automatic (my Discord language)
language-en = English
language-fr = Français
word-yes = yes
word-no = no
hand-dms-every_turn = every turn
hand-dms-my_turn = only my turn
hand-dms-never = never
choice-stock = stock
choice-discard = discard pile

## Slash command descriptions
cmd-game = Open, join and run a game in this channel
cmd-game-new = Open a lobby for a new game in this channel
cmd-game-join = Join the lobby in this channel
cmd-game-leave = Leave the lobby in this channel
cmd-game-start = Start the game (host only)
cmd-game-cancel = Cancel the lobby or the game (host only)
cmd-game-addbot = Add a computer player (host only)
cmd-game-kick = Remove a seat from the lobby (host only)
cmd-game-status = Show this channel's table to you
cmd-game-rules = Read a summary of a game's rules
cmd-game-rematch = Open a new lobby with the players of the last game
cmd-hand = Show your hand and your moves, privately
cmd-draw = Draw a card or tile (Tile Rummy: draw and end your turn)
cmd-discard = Discard a card and end your turn
cmd-meld = Lay down new melds (separate several melds with |)
cmd-layoff = Add cards to a meld on the table
cmd-claim = RailRoad Rummy: claim the discard out of turn
cmd-knock = Gin Rummy: knock (or go gin), discarding a card
cmd-play = Play: a Tile Rummy turn script, or a Mü card
cmd-bid = Mü: bid by showing cards
cmd-pass = Pass
cmd-deal = Rummy and Gin Rummy: deal the next hand (the dealer)
cmd-trump = Mü: name a trump (colour, number or none)
cmd-partner = Mü: choose your partner
cmd-leaderboard = This server's best players
cmd-stats = A player's results on this server
cmd-language = Choose the bot's language
cmd-language-me = The language the bot uses with you
cmd-language-server = The server's default language (Manage Server)
cmd-notifications = Hand DMs and turn pings
opt-game = Which game
opt-preset = Rule preset (for example ambassador, official or house in Tile Rummy)
opt-target = Score that ends the game
opt-turn-timer = Seconds per turn
opt-level = How strong the computer player is
opt-seat = Seat number, as shown in the lobby
opt-source = Where to draw from
opt-card = A card, for example 10h, Q♠ or jk
opt-cards = Cards, for example 5h 6h 7h
opt-cards-melds = Cards, for example 5h 6h 7h | Qs Qd Qc
opt-meld = Meld number, as shown on the table
opt-hmg = Use a "Hold My Go" to jump the queue
opt-knock-melds = Optional: your melds, e.g. 5h 6h 7h | Qs Qd Qc (else the best ones)
opt-move = Tile Rummy: r5 r6 r7; #3 + r8 — Mü: a card such as r7
opt-trump = A colour (r b g y k), a number, or none
opt-member = A member of this server
opt-period = Which period
opt-language = Language
opt-hand-dms = How my hand comes by direct message
opt-turn-pings = Mention me when it is my turn

## Option names as typed in slash commands (lowercase, no spaces, at most 32 characters)
name-game = game
name-preset = preset
name-target = target
name-turn_timer = turn_timer
name-level = level
name-seat = seat
name-source = source
name-card = card
name-cards = cards
name-meld = meld
name-hmg = hmg
name-melds = melds
name-move = move
name-choice = choice
name-member = member
name-period = period
name-language = language
name-hand_dms = hand_dms
name-turn_pings = turn_pings

## Lobby and table
lobby-opened = { $game } lobby opened. Others can join with the button or /game join.
lobby-you-joined = You joined the { $game } table.
lobby-you-left = You left the table.
lobby-started = The game has started. Good luck!
lobby-cancelled-by-you = Cancelled.
lobby-choose-level = Which computer player?
lobby-ai-added = A computer player ({ $level }) joined.
lobby-kicked = Seat { $seat } was removed.
lobby-rematch = A rematch lobby is open with the same players. The host starts it.
lobby-description = Waiting for players: { $count } seated, { $min } to { $max } can play.
lobby-players = Players
lobby-settings = Settings
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-addbot = Add AI
lobby-button-settings = Settings
lobby-button-start = Start
lobby-button-cancel = Cancel
settings-title = Table settings
settings-preset = Preset
settings-turn-timer = Seconds per turn (15 to 3600)
settings-options = Other options, one "name = value" per line
settings-options-placeholder = target = 300
settings-ai-pace = Computer players' pace
settings-ai-pace-placeholder = instant, normal or slow
pace-instant = instant
pace-normal = normal
pace-slow = slow
err-unknown-pace = There is no pace "{ $pace }". Paces: { $paces }.
settings-saved = Settings saved.
settings-line = Preset: `{ $preset }` · { $seconds } s per turn · computer pace: { $pace }
settings-assist = { $assist ->
    [off] Assists: none (no hint, no auto-place) · rated
    [hints] Assists: hints (not rated)
   *[other] Assists: hints and auto-place (not rated)
}
seat-ai-level = (computer, { $level })
button-my-hand = My hand
table-footer = Game #{ $id } · move { $version }
table-finished = Game over.
table-cancelled = This game was cancelled.
hand-header = **{ $game }** · { $status }
    Your hand: `{ $hand }`
dm-table-link = [Play in the channel]({ $url })
dm-closed = { $mention }, I cannot send you direct messages. Use the "My hand" button or /hand to see your hand.
turn-ping = { $mention }, it's your turn.
turn-reminder = { $mention }, half of your turn time is gone: { $seconds } s left.
results-title = { $game }: final scores
result-line = { $rank }. **{ $name }** · { $score }
result-resigned = resigned
leaderboard-title = { $game } leaderboard ({ $period })
leaderboard-line = { $rank }. **{ $name }** · rating { $rating } · { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
}
leaderboard-empty = Nobody has finished a game of { $game } on this server yet.
stats-title = { $name } on this server
stats-line = **{ $game }**: { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
}, rating { $rating }
stats-empty = { $name } has not finished a game on this server yet.
language-saved = From now on I will talk to you in English.
language-server-saved = The server's language is saved.
notifications-saved = Hand by direct message: { $dms } · turn mentions: { $pings }.

## Events told in the channel
ev-lobby-opened = { $player } opened a table.
ev-player-joined = { $player } joined.
ev-ai-joined = { $player } (computer, { $level }) joined.
ev-player-left = { $name } left.
ev-player-kicked = { $name } was removed from the table.
ev-new-host = { $player } is now the host.
ev-settings-changed = The settings changed.
ev-lobby-cancelled = The lobby was closed.
ev-lobby-expired = The lobby closed after 15 minutes without activity.
ev-game-started = The game has started.
ev-game-cancelled = The game was cancelled by the host.
ev-rematch-opened = Rematch! Same players, same settings.
ev-turn-timed-out = { $player } ran out of time; the automatic move was played.
ev-seat-handed-to-ai = { $player } missed several turns: a computer player takes over until they play again.
ev-seat-taken-back = { $player } is back and plays again.
ev-win-not-rated = The computer played most of { $player }'s turns: this win is not rated.
ev-game-not-rated-assist = This table played with assists (hints or auto-place): its results are not rated.
settings-coach = Coach: on (a private word after each turn when a clearly better move existed) · not rated
ev-game-not-rated-coach = This table played with the coach: its results are not rated.
ev-coach-discard = Coach: discarding { $card } left { $left } deadwood; { $better } would have left { $best }.
ev-coach-knock-missed = Coach: you could have knocked, discarding { $card } ({ $deadwood } deadwood).
ev-coach-gin-missed = Coach: you could have gone gin, discarding { $card }.
ev-coach-tiles = Coach: { $laid ->
    [0] you laid no tile
    [one] you laid 1 tile ({ $points } points)
   *[other] you laid { $laid } tiles ({ $points } points)
}; { $best } tiles could go down.
ev-coach-contract-missed = Coach: your hand held the contract ({ $melds }); you could have gone down before discarding { $card }.
ev-coach-contract-broken = Coach: discarding { $card } broke your contract; you could have gone down with { $melds }.
coach-show-button = 🔍 Show me
coach-show-answer = 🎓 Coach: { $title }
coach-show-discard = Discard { $better }: { $best } deadwood left
coach-show-knock-missed = Knock, discarding { $card } ({ $deadwood } deadwood)
coach-show-gin-missed = Gin, discarding { $card }
coach-show-tiles = { $best } tiles down (outlined: from your rack)
coach-show-contract-missed = Going down with the contract
coach-show-contract-broken = Going down with the contract
coach-show-expired = This “Show me” has expired: the coach keeps the better move only until your next move.
err-coach-show-not-yours = This “Show me” belongs to another player's turn.

## Refusals
err-not-your-turn = It is not your turn.
err-unknown-command = { $command } is not a move in this game.
err-not-a-move-here = /{ $command } is not a move in { $game }. Its moves: { $moves }, or tap them under “{ $hand }”.
err-bad-option = { $option }: { $value } is not a valid setting.
err-unknown-game = There is no game called "{ $game }". Pick one from the list.
err-unknown-preset = There is no preset "{ $preset }". Presets: { $presets }.
err-unknown-level = There is no computer level "{ $level }".
err-no-target-score = This game has no target score: it ends after a fixed number of rounds.
err-bad-turn-timer = The turn timer must be between 15 and 3600 seconds (got { $seconds }).
err-bad-option-line = I could not read this setting line: { $line } (write name = value).
err-channel-busy = This channel already has a { $game } table. Finish or cancel it first.
err-channel-busy-link = This channel already has a { $game } table: { $link }. Finish or cancel it first.
err-no-game-here = There is no game in this channel. Start one with /game new.
err-game-over = That game is over.
err-press-not-taken = That table did not take your press (its process is restarting). Press again in a moment.
err-lobby-closed = That lobby is closed.
err-game-already-started = The game has already started.
err-game-not-running = The game has not started yet.
err-leave-running-game = The game has started: you cannot leave it now. The host can cancel it.
err-already-joined = You are already at this table.
err-lobby-full = The table is full ({ $max } players).
err-not-a-player = You are not playing at this table.
err-host-only = Only the host (or a member with Manage Messages) can do that.
err-not-enough-players = This game needs at least { $min } players ({ $count } seated). Add a computer player?
err-no-such-seat = There is no seat { $seat }.
err-cannot-kick-host = The host cannot be removed.
err-no-finished-game = There is no finished game in this channel to replay.
err-table-moved-on = This table has moved on since that message. Use the latest one, or "My hand".
err-table-changed-elsewhere = Another instance of the bot has just changed this table, so nothing was done. The table is reloaded: look at it again and retry.
err-unexpected = Something went wrong on my side (error id { $id }). The game is safe; please try again.
err-missing-permissions = You do not have the permission to do that.
err-guild-only = This command only works in a server channel.
err-not-allowed = You are not allowed to do that here.
err-bad-input = I could not understand "{ $value }".
err-unknown-button = That button is not known any more.
err-more-problems = … and { $count } more problems.
err-partner-not-seated = { $name } is not playing at this table: choose a partner among the players.
err-bot-missing-permission = I cannot play here: I am missing the { $permissions } permission in this channel. Ask a server manager to grant it, or open the table in another channel.
perm-view_channel = View Channel
perm-send_messages = Send Messages
perm-send_messages_in_threads = Send Messages in Threads
perm-embed_links = Embed Links
perm-attach_files = Attach Files
answer-owed = Your last move was played, even though my answer did not reach you: { $text }
dm-failing = { $mention }, Discord is not delivering my direct messages to you right now. Use the "My hand" button or /hand to see your hand.
table-header = ## { $game } · #{ $id }
table-deadline = ⏳ Turn ends { $when }
seat-score = { $score } pts
seat-held = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
seat-held-tiles = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}
seat-to-act = to play
button-rematch = Rematch
turn-reminder-at = { $mention }, your turn ends { $when }.
table-claims-close = ⏳ The discard can be claimed; the window closes { $when }
turn-reminder-dm = ⏰ Your turn ends { $when }.
panel-replaced = This hand was replaced by a newer one below.
panel-ready-ahead = Your next turn's draw is below: tap it when your turn comes.
claim-window-closes = The others may claim the discard; the window closes { $when }, then your turn goes on.
seat-ai-short = ({ $level })

## /display: how a player's own table and hand are shown (pictures or a text table, colours)
cmd-display = How my table and hand are shown: pictures or text, colours
opt-display-table = Pictures, or the table and my hand as text (for screen readers and slow connections)
opt-palette = The colours of my pictures
opt-four-colour = Card suits in four colours (spades black, hearts red, diamonds blue, clubs green)
name-table = table
name-palette = palette
name-four_colour = four_colour
display-shown-pictures = pictures
display-shown-text = text
palette-default = default
palette-colourblind = colour-blind safe
palette-contrast = high contrast
display-saved = Your table and hand: { $shown } · colours: { $palette } · four-colour suits: { $four }. Every picture carries a description for screen readers.

## Tables in threads, paces of play
opt-place = Where the table is played: in this channel, or in a new thread of its own
opt-pace = How long a turn may take: live, relaxed (hours) or correspondence (days)
name-place = place
name-pace = pace
place-channel = in this channel
place-thread = in a new thread
pace-live = live (seconds to an hour per turn)
pace-relaxed = relaxed (hours per turn)
pace-correspondence = correspondence (up to 3 days per turn)
err-bad-turn-timer-pace = At this pace a turn lasts between { $low } minutes and { $high } hours (got { $seconds } seconds).
err-unknown-table-pace = There is no pace "{ $pace }". Paces: { $paces }.
err-thread-in-thread = A thread cannot hold another thread: open the table from the channel itself, or choose place: in this channel.
err-thread-not-here = Tables in threads can be opened only from a text channel.
err-bot-missing-thread-permission = I cannot open the table's thread here: I am missing the { $permissions } permission in this channel. Ask a server manager to grant it, or open the table in the channel itself.
perm-create_public_threads = Create Public Threads
thread-name = { $game } #{ $id }
thread-link-open = 🧵 { $game } #{ $id } is played in { $thread } (opened by { $host }): join there.
thread-link-won = 🧵 { $game } #{ $id } in { $thread } is over: won by { $winners }.
thread-link-cancelled = 🧵 { $game } #{ $id } in { $thread } was cancelled.
lobby-opened-in-thread = { $game } lobby opened in { $thread }. Others can join it there.
dm-table-place = **{ $game } #{ $id }** in { $place }: [go to the table]({ $url })
claim-dm = The discard can be claimed until { $when }: answer with the buttons below.
pace-short-live = live
pace-short-relaxed = relaxed
pace-short-correspondence = correspondence
games-none = You do not sit at any table on this server. Open one with /game new.
games-title = **Your tables here** ({ $count }):
games-line = **{ $game } #{ $id }** in { $place } · { $pace } · { $turn }{ $deadline } · [table]({ $url })
games-deadline = {" "}· ends { $when }
games-lobby = lobby, not started
games-your-turn = **your turn**
games-their-turn = turn of { $names }
games-more = …and { $count } more.
cmd-games = The tables you sit at on this server, your turns first
settings-turn-timer-pace = Seconds per turn ({ $low } to { $high })
settings-table-pace = Pace: { $pace } · { $turn } per turn
clock-hours-minutes = { $hours } h { $minutes } min
clock-hours = { $hours } h
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
settings-claim-clock = claims { $claim }
cmd-settings-tables = Where /game new opens tables by default (in the channel or in threads) and at what pace
opt-settings-place = Where tables open when /game new does not say
opt-settings-pace = The pace tables are played at when /game new does not say
server-show-tables = Tables open { $place }, at the { $pace } pace (unless /game new says otherwise).
server-tables-saved = Saved. { $line }
err-unknown-place = There is no place "{ $place }". Places: { $places }.

dm-seat-handed-to-ai = You missed several turns: the computer plays your seat from now on. Play a move at your turn (My hand, on the table) to take it back.
panel-your-turn = **Your turn.**
err-not-your-turn-waiting = It is not your turn: { $status }
ev-game-won-resigned = { $winner } wins the game: { $resigned } resigned, and the computer finished their game.
ai-seat-name = AI { $number }
button-refresh = Refresh
