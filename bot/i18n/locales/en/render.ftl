# Words drawn inside images (owned by render/).

render-leaderboard-title = Leaderboard
render-leaderboard-empty = No finished games yet.
render-leaderboard-player = Player
render-leaderboard-rating = Rating
render-leaderboard-rating-value = { NUMBER($rating, maximumFractionDigits: 0) }
render-leaderboard-wins = Wins
render-leaderboard-games = Games

render-final-title = Final scores
render-final-winner = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
render-final-score = Score

# Shared by the game tables
render-no-cards = No cards to show.
render-dealer = Dealer
render-cards-in-hand = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

# Mü
render-mu-title = Mü: hand { $hand }
render-mu-role-chief = Chief
render-mu-role-vice = Vice
render-mu-role-partner = Partner
render-mu-sits-out = Sits out
render-mu-bid = { $count ->
    [one] Bid: { $count } card
   *[other] Bid: { $count } cards
}
render-mu-last-bid = bid
render-mu-last-pass = passed
render-mu-tricks-points = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
render-mu-trump-none = not named yet
render-mu-trump-mu = Mü (no trump)
render-mu-trump-number = all { $number }s
render-mu-colour-r = red
render-mu-colour-b = blue
render-mu-colour-g = green
render-mu-colour-y = yellow
render-mu-colour-k = black
render-mu-chief-trump = Chief trump: { $trump }
render-mu-vice-trump = Vice trump: { $trump }
render-mu-team-target = Chief's team: { $points } of { $target } points (bid { $bid })
render-mu-trick = Trick led by { $leader }
render-mu-last-trick = Last trick, won by { $winner }
render-mu-hidden-cards = { $count ->
    [one] Hidden: { $count } card
   *[other] Hidden: { $count } cards
}
render-mu-shown-cards = { $count ->
    [one] Shown (bid): { $count } card
   *[other] Shown (bid): { $count } cards
}
render-mu-result-title = Mü: end of hand { $hand }
render-mu-result-contract = { $chief } bid { $bid }: the team took { $points } of the { $target } points needed
render-mu-result-success = Contract made
render-mu-result-failure = Contract failed: level { $level } reached
render-mu-result-eklat = Tie for Chief: hand not played ({ $provocateur } tied last, bid { $bid })
render-mu-result-all-pass = Nobody bid: hand not played
render-mu-col-points = Points
render-mu-col-bonus = Bonus
render-mu-col-total = Hand

# Card games
render-stock = Stock
render-discard = Discard
render-meld-number = #{ $number }
render-no-melds = No melds on the table yet.
render-went-out = { $name } went out

# RailRoad Rummy
render-rr-title = RailRoad Rummy: round { $round } of 7
render-rr-contract-label = Contract
render-rr-contract = { $sets ->
    [0] { $runs ->
        [one] 1 run of 4
       *[other] { $runs } runs of 4
    }
   *[other] { $sets ->
        [one] 1 set of 3
       *[other] { $sets } sets of 3
    }{ $runs ->
        [0] {""}
        [one] {" "}+ 1 run of 4
       *[other] {" "}+ { $runs } runs of 4
    }
}
render-rr-contract-final = { $runs } runs of 4 or more, using every card
render-rr-contract-line = Contract: { $contract }
render-rr-reserve = Reserve
render-rr-down = Down
render-rr-hmg = HMG { $count }
render-rr-claim-open = Claim window open
render-rr-claim-discarder = Discarded by { $name }
render-rr-last-claim = Last claim won by { $name }
render-rr-last-claim-none = Nobody claimed the last discard
render-rr-need-more-cards = You need more cards to go out: claim discards.
render-rr-result-title = RailRoad Rummy: end of round { $round }
render-rr-round-points = +{ $points } (total { $total })
render-rr-last-claim-hmg = Last claim won by { $name } (HMG)

# Tile Rummy
render-tiles-title = Tile Rummy: round { $round }
render-tiles-pool = Pool: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
render-tiles-new = Outlined: laid by { $name }
render-tiles-opened = Opened
render-tiles-count = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
render-tiles-no-sets = No sets on the table yet.
render-tiles-empty-rack = No tiles to show.
render-tiles-initial-meld = Your first play needs sets worth { $points } points from your rack.
render-tiles-result-title = Tile Rummy: end of round { $round }
render-tiles-result-out = { $names } went out
render-tiles-result-blocked = { $count ->
    [one] Pool empty, nobody went out: { $names } wins the round
   *[other] Pool empty, nobody went out: { $names } share the round
}
render-tiles-col-rack = Rack
render-tiles-col-points = Points

# Rummy and Gin Rummy
render-target-label = Game to
render-picked-up = Known in hand:
render-rummy-title = Rummy: hand { $hand }
render-rummy-taken = Taken from the discard pile this turn: { $card } (cannot be discarded now)
render-rummy-result-title = Rummy: end of hand { $hand }
render-rummy-result-rummy = { $name } went out in one turn: rummy, points doubled
render-rummy-result-blocked = Stock exhausted: the lowest hand wins
render-rummy-result-wash = Stock exhausted: nobody scores
render-rummy-result-out = A player went out
render-rummy-hand-value = Hand { $value }, scores { $points }
render-gin-title = Gin Rummy: hand { $hand }
render-gin-knock-label = Knock
render-gin-knock-limit = ≤ { $limit }
render-gin-meld = Meld { $number }
render-gin-deadwood = Deadwood { $points }
render-gin-after-discard = Deadwood { $points } after your best discard
render-gin-can-knock = You can knock.
render-gin-showdown-title = Gin Rummy: end of hand { $hand }
render-gin-knocker = { $name } knocked
render-gin-gin-hand = { $name } went gin
render-gin-defender = { $name } (defender)
render-gin-layoffs = { $count ->
    [one] Outlined: { $count } card laid off by { $name }
   *[other] Outlined: { $count } cards laid off by { $name }
}
render-gin-knock-discard = Knocker's discard
render-gin-result-knock = { $name } scores { $points }
render-gin-result-undercut = Undercut! { $name } scores { $points } (bonus { $bonus })
render-gin-result-gin = Gin! { $name } scores { $points } (bonus { $bonus })
render-gin-result-big-gin = Big gin! { $name } scores { $points } (bonus { $bonus })
render-gin-result-tie = Equal deadwood: nobody scores
render-gin-result-cancelled = Stock down to two cards: hand cancelled
render-gin-unmelded = Unmelded
render-mu-max-bid = { $count ->
    [one] Highest bid: { $count } card, nobody may show more than { $limit }
   *[other] Highest bid: { $count } cards, nobody may show more than { $limit }
}

## Tile Rummy: the turn being built by taps (render/games/tiles.py turn)
render-tiles-turn-title = Your turn (round { $round }), not ended yet
render-tiles-turn-opening = Initial meld: { $points } of the { $minimum } points it needs, from your rack in new sets
render-tiles-turn-invalid = { $count ->
    [one] Red outline: not a valid set ({ $sets })
   *[other] Red outline: not valid sets ({ $sets })
}
render-tiles-turn-held = Taken from the table, to place this turn:
render-tiles-turn-rack = { $count ->
    [0] Your rack is empty
    [one] Your rack: { $count } tile
   *[other] Your rack: { $count } tiles
}

## RailRoad Rummy: the melds being built by taps, in their player's hand picture (render/games/railroad.py)
render-rr-building-number = { $number }
render-rr-building = { $count ->
    [one] Your meld, not laid yet:
   *[other] Your { $count } melds, not laid yet:
}
render-rr-building-not-meld = { $count ->
    [one] Outlined in red: not a meld as it stands ({ $melds })
   *[other] Outlined in red: not melds as they stand ({ $melds })
}
render-rr-building-wilds = A wild shows the rank it is read as; “Read the wilds another way…” offers the others.
render-rr-building-hand = { $count ->
    [one] In hand: 1 card
   *[other] In hand: { $count } cards
}{ $picked ->
    [0] {""}
    [one] {" "}· 1 picked (outlined)
   *[other] {" "}· { $picked } picked (outlined)
}
render-season-points = Points
render-bracket-bye = bye
