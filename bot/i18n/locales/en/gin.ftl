# Gin Rummy (game id: gin).
rules-gin =
    • **Gin Rummy**: two players, one 52-card deck, 10 cards each. Aces are low (A-2-3 is a run, Q-K-A is not); cards count A = 1, 2–10 face value, J Q K = 10.
    • **Melds**: sets of 3 or 4 cards of one rank, runs of 3 or more in one suit. **Deadwood** is the value of your unmelded cards; the bot always counts your best arrangement.
    • **First turn**: the non-dealer may take the face-up card or pass, then the dealer; if both pass, the non-dealer draws from the stock.
    • **Each turn**: draw from the stock or take the top discard, then discard (not the card you just took).
    • **Knock** when your deadwood after the discard is at most the knock limit (usually 10). With no deadwood at all you go **gin** and collect a bonus. The opponent then lays off cards on your melds (not after gin).
    • **Score**: the knocker wins the difference in deadwood. If the defender has less or the same, it is an **undercut**: the defender wins the difference plus a bonus.
    • **Commands**: `/draw`, `/discard card:`, `/knock card:` (knock discarding that card; `/knock card:big` for big gin, when played), `/deal` for the next hand.
    If the stock is down to 2 cards without a knock, the hand is cancelled. The game goes to 100; each hand won adds a box bonus and the winner gets a game bonus, doubled for a shutout.
err-gin-two-players = Gin Rummy is for exactly two players, not { $players }.
err-gin-draw-first = Draw first: take the top discard or a card from the stock.
err-gin-already-drew = You have already drawn: discard a card, or knock.
err-gin-deal-next = This hand is over: deal the next one with /deal or the “Deal the next hand” button.
err-gin-bad-source = Draw from the “stock” or the “discard” pile, not “{ $source }”.
err-gin-upcard-offer = First turn: take the face-up card or pass.
err-gin-wall-take-or-pass = The stock is down to two cards: take the last discard to knock, or pass.
err-gin-discard-empty = The discard pile is empty.
err-gin-stock-only = You both passed the face-up card: draw from the stock.
err-gin-wall-no-knock = You may take { $card } at this point only to knock, and it does not let you knock.
err-gin-card-not-in-hand = { $card } is not in your hand.
err-gin-card-used-twice = { $card } appears in two of your melds.
err-gin-cannot-discard-taken-card = You just took { $card } from the discard pile: discard another card this turn.
err-gin-wall-must-knock = You took the last discard: you must knock now.
err-gin-big-gin-off = Big gin is not played with these rules: knock with a discard.
err-gin-not-big-gin = Big gin needs all eleven cards in melds; you would have { $deadwood } deadwood.
err-gin-knock-too-much-deadwood = You cannot knock: your deadwood would be { $deadwood }, and the limit is { $limit }.
ev-gin-deal = { $player } deals hand { $hand }. Face-up card: { $upcard }; knock limit { $limit }.
ev-gin-pass-upcard = { $player } passes on { $card }.
ev-gin-take-discard = { $player } takes { $card }.
ev-gin-draw-stock = { $player } draws from the stock.
ev-gin-drew = You drew { $card }.
ev-gin-discard = { $player } discards { $card }.
ev-gin-wall = The stock is down to two cards. { $player } may take { $card } only to knock.
ev-gin-wall-pass = { $player } passes.
ev-gin-knock = { $player } knocks with { $deadwood } deadwood.
ev-gin-gin = { $player } goes gin!
ev-gin-big-gin = { $player } goes big gin with all eleven cards!
ev-gin-hand-won = { $result ->
    [gin] Gin: { $player } scores { $points } (opponent's deadwood { $defender_deadwood } plus the bonus).
    [big_gin] Big gin: { $player } scores { $points }.
    [undercut] Undercut! { $player } scores { $points } ({ $defender_deadwood } against { $knocker_deadwood } plus the bonus).
   *[other] { $player } scores { $points } ({ $knocker_deadwood } against { $defender_deadwood }).
  }
ev-gin-hand-tie = Equal deadwood ({ $deadwood }): nobody scores this hand.
ev-gin-hand-cancelled = The stock ran down without a knock: the hand is cancelled and dealt again.
ev-gin-game-over = { $player } wins the game by { $margin } { $margin ->
    [one] point
   *[other] points
  }.
ev-gin-game-drawn = The game ends without a winner.
ev-gin-status-offer = { $player }: take { $card } or pass.
ev-gin-status-draw = { $player } to draw ({ $stock } cards in the stock).
ev-gin-status-discard = { $player } to discard or knock (knock limit { $limit }).
ev-gin-status-wall = { $player }: take { $card } to knock, or pass and cancel the hand.
ev-gin-status-hand-over = { $player } deals the next hand.
ev-gin-status-game-over = Game over: { $player } wins by { $margin } { $margin ->
    [one] point
   *[other] points
  }.
ev-gin-status-game-drawn = Game over: no winner.
ctl-gin-take-upcard = Take { $card }
ctl-gin-pass = Pass
ctl-gin-wall-take = Take { $card } and knock
ctl-gin-wall-pass = Pass (cancel the hand)
ctl-gin-draw-stock = Draw from stock
ctl-gin-draw-discard = Take { $card }
ctl-gin-discard = Discard…
ctl-gin-knock = Knock, discarding…
ctl-gin-big-gin = Big gin!
ctl-gin-deal = Deal the next hand
