# Classic Rummy (game id: rummy).
rules-rummy =
    • **Rummy**: 2 to 6 players, one 52-card deck. 10 cards each with 2 to 4 players, 6 with 5–6 (option `deal_sizes:classic`: 7 cards with 3–4). One card is turned face up to start the discard pile; the rest is the stock.
    • **Melds**: sets of 3 or 4 cards of one rank, or runs of 3 or more in one suit. The ace is low: A-2-3 is a run, Q-K-A is not.
    • **Your turn**: draw the top card of the stock or of the discard pile; lay down any melds; add cards to melds already on the table (once you have a meld of your own); then discard one card. You may not discard the card you just took from the discard pile.
    • **Going out**: the hand ends as soon as you have no cards left. You score the value of every card left in the other hands (A = 1, 2–10 face value, J Q K = 10). Going out in a single turn without having laid anything before is a **rummy**: the score is doubled.
    • When the stock runs out, the discard pile is turned over to make a new one, twice at most; after that the hand is blocked and the lowest hand wins the differences.
    • The first player to reach the target (100 by default) wins. The dealer starts the next hand with `/deal` or the button.
err-rummy-players = Rummy is for 2 to 6 players, not { $players }.
err-rummy-draw-first = Draw first: take the top discard or a card from the stock.
err-rummy-already-drew = You have already drawn this turn: lay down melds, add to melds on the table, then discard.
err-rummy-deal-next = This hand is over: deal the next one with /deal or the “Deal the next hand” button.
err-rummy-bad-source = Draw from the “stock” or the “discard” pile, not “{ $source }”.
err-rummy-discard-empty = The discard pile is empty.
err-rummy-card-not-in-hand = { $card } is not in your hand.
err-rummy-cannot-discard-taken-card = You took { $card } from the discard pile this turn: discard another card.
err-rummy-layoff-needs-own-meld = Lay down a meld of your own before adding cards to the table.
err-rummy-meld-empty = Name the cards to lay down, for example 7♥ 8♥ 9♥ (separate several melds with |).
err-rummy-meld-limit = { $limit ->
    [one] Only one meld per turn with these rules.
   *[other] Only { $limit } melds per turn with these rules.
  }
err-rummy-must-keep-a-discard = With these rules you go out by discarding: keep one card to discard.
err-rummy-no-such-meld = There is no meld number { $meld } on the table.
err-rummy-would-strand-taken-card = That would leave only { $card }, which you took from the discard pile and cannot discard this turn.
ev-rummy-deal = { $player } deals hand { $hand }: { $cards } cards each; face up: { $upcard }.
ev-rummy-take-discard = { $player } takes { $card }.
ev-rummy-draw-stock = { $player } draws from the stock.
ev-rummy-drew = You drew { $card }.
ev-rummy-restock = The stock is empty: the discard pile is turned over ({ $cards } cards). { $left ->
    [0] That was the last time.
    [one] It can be done once more.
   *[other] It can be done { $left } more times.
  }
ev-rummy-stock-out = The stock is empty and cannot be rebuilt again: the hand is blocked.
ev-rummy-meld = { $player } lays down { $cards } (meld { $meld }).
ev-rummy-layoff = { $player } adds { $cards } to meld { $meld }.
ev-rummy-discard = { $player } discards { $card }.
ev-rummy-out = { $player } goes out and scores { $points } { $points ->
    [one] point
   *[other] points
  }.
ev-rummy-rummy = Rummy! { $player } goes out in one turn and scores { $points } { $points ->
    [one] point
   *[other] points
  } (doubled).
ev-rummy-blocked-won = { $player } has the lowest hand and scores { $points } { $points ->
    [one] point
   *[other] points
  }.
ev-rummy-blocked-swapped = Blocked hand: each player scores the value of the other's hand.
ev-rummy-washed = Blocked hand with no single lowest hand: nobody scores.
ev-rummy-game-over = { $player } wins the game with { $score } points.
ev-rummy-game-shared = The game ends in a tie: { $winners } players share the win with { $score } points.
ev-rummy-status-draw = { $player } to draw ({ $stock } cards in the stock, { $card } on the discard pile).
ev-rummy-status-play = { $player } may meld, lay off, then discard.
ev-rummy-status-hand-over = { $player } deals the next hand.
ev-rummy-status-game-over = Game over: { $player } wins with { $score } points.
ev-rummy-status-game-shared = Game over: { $winners } players share the win with { $score } points.
ctl-rummy-draw-stock = Draw from stock
ctl-rummy-turn-pile = Turn the pile over and draw
ctl-rummy-draw-discard = Take { $card }
ctl-rummy-meld = Lay down a meld…
ctl-rummy-layoff = Add cards to a meld…
ctl-rummy-discard = Discard…
ctl-rummy-deal = Deal the next hand
ctl-rummy-card-choice = { $card }
ctl-rummy-meld-choice = { $cards }
ctl-rummy-card-onto-choice = { $card } → onto meld #{ $meld }: { $cards }
ctl-rummy-onto-choice = → onto meld #{ $meld }: { $cards }
err-rummy-layoff-one-meld = Pick the cards and exactly one meld to add them to.
