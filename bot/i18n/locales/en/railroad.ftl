# RailRoad Rummy (rules core: bot/rules/railroad). Cards are already in canonical notation (5♥, JK).

## Refusals
err-railroad-game-over = This game of RailRoad Rummy is over.
err-railroad-draw-first = Draw first: take the top discard or a card from the stock.
err-railroad-already-drew = You have already drawn this turn.
err-railroad-discard-empty = The discard pile is empty: draw from the stock.
err-railroad-bad-source = "{ $source }" is not a place to draw from: use stock or discard.
err-railroad-card-not-in-hand = You do not hold { $card }.
err-railroad-discard-taken-card = You just took { $card } from the discard pile: discard another card.
err-railroad-claims-open = Players are still claiming the discard: wait until the claim window closes.
err-railroad-no-claim-window = There is no discard to claim right now.
err-railroad-not-eligible = You cannot claim { $card } (you are playing this turn, you discarded it, or you may not claim any more).
err-railroad-already-answered = You have already answered this claim.
err-railroad-no-hmg-left = You have no HMG left: claim without it, or pass.
err-railroad-already-down = You have already gone down this round: you can only lay off now.
err-railroad-no-melds = Name the melds to go down with, separated by |.
err-railroad-no-cards = Name the cards to lay off.
err-railroad-cannot-go-down = Your hand cannot meet this round's contract yet.
err-railroad-contract-shape = This round asks for { $sets ->
    [0] no set
    [one] { $sets } set
   *[other] { $sets } sets
} and { $runs ->
    [0] no run
    [one] { $runs } run
   *[other] { $runs } runs
}; you laid { $given_sets ->
    [one] { $given_sets } set
   *[other] { $given_sets } sets
} and { $given_runs ->
    [one] { $given_runs } run
   *[other] { $given_runs } runs
}.
err-railroad-set-size = { $cards }: sets go down with exactly 3 cards; keep the extra cards to lay off on a later turn.
err-railroad-run-size = { $cards }: runs go down with exactly 4 cards; keep the extra cards to lay off on a later turn.
err-railroad-round7-all-cards = Round 7: your three runs must use every card in your hand (you may keep one to discard), but { $n ->
    [one] { $n } card is
   *[other] { $n } cards are
} left over.
err-railroad-round7-no-lay-off = There is no laying off in round 7: going down there means going out.
err-railroad-not-down = You can lay off only after going down.
err-railroad-lay-off-next-turn = You went down this turn: lay off from your next turn.
err-railroad-no-such-meld = There is no meld number { $meld } on the table.
err-railroad-bad-wild-rank = { $card }: write a wild card followed by the rank it stands for, like JK=8 or 2♣=A.

## Events
ev-railroad-round-start = Round { $round } begins. { $dealer } deals; the first upcard is { $card }.
ev-railroad-drew-stock = { $player } draws from the stock.
ev-railroad-you-drew = You drew { $card }.
ev-railroad-drew-discard = { $player } takes { $card } from the discard pile.
ev-railroad-claim-window = { $player } passed on { $card }: { $n ->
    [one] { $n } player may claim it
   *[other] { $n } players may claim it
}.
ev-railroad-claim-noted-claim = Your claim on { $card } is noted.
ev-railroad-claim-noted-hmg = Your claim on { $card } with HMG is noted.
ev-railroad-claim-noted-pass = You pass on { $card }.
ev-railroad-claim-none = Nobody claims { $card }.
ev-railroad-claim-won = { $player } claims { $card }{ $hmg ->
    [1] {" "}with HMG
   *[other] {""}
} and takes a penalty card.
ev-railroad-penalty-card = Your penalty card is { $card }.
ev-railroad-went-down = { $player } goes down: { $melds } (melds { $first }-{ $last }).
ev-railroad-laid-off = { $player } lays off { $cards } on meld { $meld }.
ev-railroad-discarded = { $player } discards { $card }.
ev-railroad-went-out = { $player } goes out and wins round { $round }!
ev-railroad-round-no-winner = The cards have run out: round { $round } ends with no winner.
ev-railroad-round-score = { $player }: { $points } { $points ->
    [one] point
   *[other] points
} this round, { $total } in total.
ev-railroad-reserve-used = The stock is empty: the reserve becomes the stock.
ev-railroad-discards-reshuffled = Stock and reserve are empty: the discards (but the top card) are shuffled into a new stock.
ev-railroad-stock-exhausted = There are no cards left to draw.
ev-railroad-game-over = The game is over: { $winner } wins with { $score } { $score ->
    [one] point
   *[other] points
}.

## Status line
ev-railroad-status-draw = Round { $round }: { $player } to draw.
ev-railroad-status-play = Round { $round }: { $player } to play and discard.
ev-railroad-status-claims = { $card } can be claimed: waiting for { $n ->
    [one] { $n } player
   *[other] { $n } players
}.
ev-railroad-status-over = Game over: { $winner } wins with { $score } { $score ->
    [one] point
   *[other] points
}.

## Hints for the table image
railroad-contract = { $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
} of 3 and { $runs ->
    [one] { $runs } run
   *[other] { $runs } runs
} of 4
railroad-contract-round7 = 3 runs of 4 or more, using every card
railroad-hint-claim-more = Round 7 needs at least 12 cards: claim discards.

## Controls
ctl-railroad-draw-stock = Draw from the stock
ctl-railroad-draw-discard = Take { $card }
ctl-railroad-claim = Claim { $card }
ctl-railroad-claim-hmg = Claim { $card } with HMG ({ $n } left)
ctl-railroad-pass = Pass
ctl-railroad-go-down = Go down (suggested melds)
ctl-railroad-lay-off = Lay off a card…
ctl-railroad-onto-choice = { $card } → onto meld #{ $meld }: { $cards }
ctl-railroad-discard = Discard a card…

## Melds built by taps (bot/rules/railroad/tapping.py)
ctl-railroad-pick = Pick cards (tap again to unpick)
ctl-railroad-pick-choice = { $picked ->
    [yes] ✓ { $card } (picked)
   *[no] { $card }
}
ctl-railroad-stage = New meld
ctl-railroad-down-staged = Go down ({ $n ->
    [one] { $n } meld
   *[other] { $n } melds
})
ctl-railroad-undo = Undo
ctl-railroad-reset = Reset
ctl-railroad-put-on = Put the picked cards on meld…
ctl-railroad-put-on-choice = Meld #{ $meld }: { $cards }
ctl-railroad-read = Read the wilds another way…
ctl-railroad-read-choice = Your meld { $meld }: { $cards }
ev-railroad-status-building = Round { $round }: your melds so far: { $staged } · picked: { $picked }
err-railroad-build-no-such-reading = The wild cards of your meld { $meld } cannot be read that way.

rules-railroad =
    RailRoad Rummy is played over 7 rounds with two 54-card decks (a reserve of two more decks takes over if the stock runs out). **2s and jokers are wild.** Lowest total wins, like golf.

    Contracts: Rounds 1-3 deal 7 cards: 2 sets; 1 set + 1 run; 2 runs. Rounds 4-7 deal 10 cards: 3 sets; 2 sets + 1 run; 1 set + 2 runs; and in round 7, **3 runs using every card** (one may be kept to discard; you will need to claim discards to have enough cards). A set is 3 cards of one rank, a run is 4 consecutive ranks **of any suits**, from 3 up to ace (ace high only). No meld may be more than half wild.

    Your turn: Take the top discard, or draw from the stock. Then you may go down with **exactly** the contract (`/meld`, melds separated by `|`; name a wild's rank with `JK=8` when needed). From your next turn you may lay off on any meld (`/layoff`). Finish by discarding. Empty your hand to win the round. Or tap it: in "My hand", pick cards, **New meld** for each meld, then **Go down**; later, pick cards and put them on a meld.

    Claiming: When a player draws from the stock, the others (except the one who discarded it) may claim the discard with `/claim`; the winner also takes a penalty card. Turn order decides, but **HMG** — a priority claim token, one per round — jumps the queue, and is spent only if you get the card.

    Scoring: Cards left in hand: 3-9 = 5, 10-K = 10, A = 15, 2 = 20, joker = 50.
