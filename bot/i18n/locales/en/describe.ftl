# Words of the picture descriptions (alt text read by screen readers) and of the text table (/display), drawn by
# render/describe from the same view as the picture. Cards and tiles are named in words, never as ♠ or r7.
describe-none = none
describe-joker = joker
describe-joker-as = joker as { $tile }
describe-card = { $rank ->
    [A] ace
    [J] jack
    [Q] queen
    [K] king
   *[other] { $rank }
} of { $suit ->
    [s] spades
    [h] hearts
    [d] diamonds
   *[c] clubs
}
# Runs said short: every tile or card from the first to the last.
describe-tile-run = { $colour ->
    [r] red
    [b] blue
    [k] black
   *[o] orange
} { $first } to { $last }
describe-card-run = { $first ->
    [A] ace
    [J] jack
    [Q] queen
    [K] king
   *[other] { $first }
} to { $last ->
    [A] ace
    [J] jack
    [Q] queen
    [K] king
   *[other] { $last }
} of { $suit ->
    [s] spades
    [h] hearts
    [d] diamonds
   *[c] clubs
}
describe-wild-as = { $card } as { $rank }
describe-tile = { $colour ->
    [r] red
    [b] blue
    [k] black
   *[o] orange
} { $number }
describe-mu-card = { $colour ->
    [r] red
    [b] blue
    [g] green
    [y] yellow
   *[k] black
} { $number }
describe-turn = { $count ->
    [one] To play: { $names }
   *[other] To answer: { $names }
}
describe-hand = Your hand: { $cards }
describe-rack = Your rack: { $tiles }
describe-stock = Stock: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
describe-discard = Discard pile: { $card } on top ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
describe-discard-empty = Discard pile: empty
describe-cards-player = { $name }: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}{ $dealer ->
    [yes] , dealer
   *[no] {""}
}
describe-meld = Meld { $number } ({ $name }): { $cards }
describe-taken = Taken from the discard pile this turn: { $card }
describe-revealed = { $name }: { $cards } (hand { $value }, scores { $points })
describe-picked = Picked: { $cards }
describe-tiles-player = { $name }: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}{ $opened ->
    [yes] , opened
   *[no] {""}
}
describe-set = Set { $number }, { $kind ->
    [run] run
   *[group] group
}{ $new ->
    [yes] {" "}(just laid)
   *[no] {""}
}: { $tiles }
describe-turn-set = Set { $number }{ $valid ->
    [yes] {""}
   *[no] {" "}(not valid yet)
}: { $tiles }
describe-tiles-held = Taken from the table, to place: { $tiles }
describe-tiles-result = { $name }: rack { $rack }, { $points } points
describe-gin-limits = Knock with at most { $limit } deadwood; game to { $target }
describe-known = Known in { $name }'s hand: { $cards }
describe-gin-hand = Your hand, best melds first
describe-gin-meld = Meld { $number }: { $cards }
describe-deadwood = Deadwood: { $cards }
describe-gin-knock-discard = Knocker's discard: { $card }
describe-layoff = Laid off on meld { $number }: { $card }
describe-rr-claim = Claim window open: { $card }
describe-rr-claimed = { $name } claimed: { $card }
describe-rr-reserve = Reserve: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
describe-rr-staged = Your meld { $number }, not laid yet{ $valid ->
    [yes] {""}
   *[no] {" "}(not a meld as it stands)
}: { $cards }
describe-rr-left = { $name }: { $cards }, +{ $points } (total { $total })
describe-mu-shown = face up: { $cards }
describe-mu-own-shown = Face up (your bid): { $cards }
describe-mu-trick = Trick led by { $leader }: { $cards }
describe-mu-last-trick = Last trick, won by { $winner }: { $cards }
describe-mu-played = { $card } by { $name }
describe-mu-result = { $name }: { $points } points, bonus { $bonus }, hand { $total }
describe-leaderboard-row = { $rank }. { $name }, { $rating } points, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
# A set said short, its suits grouped ("3 7s: hearts ×2, spades"), and RailRoad's crowded tables said in notation.
describe-suit = { $suit ->
    [s] spades
    [h] hearts
    [d] diamonds
   *[c] clubs
}
describe-times = { $what } ×{ $count }
describe-card-set = { $count } { $rank ->
    [A] aces
    [J] jacks
    [Q] queens
    [K] kings
   *[other] { $rank }s
}: { $suits }
describe-rr-seat-melds = { $seat }; { $melds }
describe-meld-short = meld { $number }, { $cards }
describe-rank-run = { $first } to { $last }: { $suits }
