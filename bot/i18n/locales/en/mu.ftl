# Mü (rules core: bot/rules/mu). $trump is a colour letter (r b g y k), a digit 0-9, or "mu".
mu-trump-name = { $trump ->
    [r] red
    [b] blue
    [g] green
    [y] yellow
    [k] black
    [mu] Mü (no chief trump)
   *[other] { $trump }s
}

## Refusals
err-mu-game-over = This game of Mü is over.
err-mu-not-now = Not now: { $expected ->
    [bid] the auction is running (bid or pass).
    [trump] a trump must be named first.
    [partner] the Chief is choosing a partner.
   *[play] the hand is being played (play a card).
}
err-mu-bid-empty = Show at least one card to bid, or pass.
err-mu-card-already-shown = { $card } is already face up in front of you: bid with cards from your hidden hand.
err-mu-card-not-in-hand = You do not hold { $card }.
err-mu-bid-too-many = Too many cards: you may show at most { $allowed } more { $allowed ->
    [one] card
   *[other] cards
} (nobody may show more than { $limit } in total right now).
err-mu-vice-must-name = The Vice must name a trump; only the Chief may choose Mü.
err-mu-trump-not-shown = You can only name a colour or number printed on your own face-up bid cards; { $trump ->
    [r] red
    [b] blue
    [g] green
    [y] yellow
    [k] black
   *[other] { $trump }s
} is not among them.
err-mu-trump-same-as-vice = The vice trump is already { $trump ->
    [r] red
    [b] blue
    [g] green
    [y] yellow
    [k] black
   *[other] the { $trump }s
}: name another trump, or Mü for no chief trump.
err-mu-partner-self = You cannot be your own partner.
err-mu-partner-vice = The Vice leads the other team and cannot be your partner.
err-mu-partner-unknown = { $member } is not a seat at this table.
err-mu-partner-sits-out = { $member } sits out this hand and cannot be your partner.
err-mu-must-follow = You must follow suit: { $suit ->
    [trump] a trump was led and you hold a trump.
    [r] red was led and you hold a red card that is not a trump.
    [b] blue was led and you hold a blue card that is not a trump.
    [g] green was led and you hold a green card that is not a trump.
    [y] yellow was led and you hold a yellow card that is not a trump.
   *[k] black was led and you hold a black card that is not a trump.
} { $card } cannot be played now.
err-mu-play-one-card = Play exactly one card (you gave { $count }).
err-mu-bad-card = I could not read "{ $text }" as a card: write a colour letter and a number, like r7 or g0.
err-mu-bad-trump = I could not read "{ $text }" as a trump: name a colour (r b g y k), a number (0-9) or mu.

## Events
ev-mu-bid = { $player } shows { $cards } and now bids { $total }.
ev-mu-pass = { $player } passes.
ev-mu-all-passed = Nobody bid: the hand is not played and the deal passes on.
ev-mu-eklat = Eklat! { $tied } players tie at { $bid } { $bid ->
    [one] card
   *[other] cards
}. The hand is not played; { $provocateur } reached it last and loses points.
ev-mu-chief = { $chief } is Chief with { $bid } { $bid ->
    [one] card
   *[other] cards
}: the team needs { $target } card points.
ev-mu-vice = { $vice } is Vice.
ev-mu-no-vice = There is no Vice this hand.
ev-mu-vice-trump = { $player } names the vice trump: { $trump ->
    [r] red
    [b] blue
    [g] green
    [y] yellow
    [k] black
   *[other] the { $trump }s
}.
ev-mu-chief-trump = { $player } { $trump ->
    [mu] says Mü: no chief trump.
    [r] names the chief trump: red.
    [b] names the chief trump: blue.
    [g] names the chief trump: green.
    [y] names the chief trump: yellow.
    [k] names the chief trump: black.
   *[other] names the chief trump: the { $trump }s.
}
ev-mu-partner = { $player } chooses { $partner } as partner.
ev-mu-play = { $player } plays { $card }{ $trump ->
    [yes] {" "}(trump)
   *[no] {""}
}.
ev-mu-trick = { $winner } wins the trick ({ $points } { $points ->
    [one] point
   *[other] points
}).
ev-mu-hand-made = { $chief }'s team makes it: { $team_points } card points for a target of { $target }. Bonus { $bonus } for the Chief and the partner.
ev-mu-hand-failed = { $chief }'s team fails: { $team_points } card points for a target of { $target }, { $short } { $short ->
    [one] card
   *[other] cards
} overbid.
ev-mu-hand-score = { $player }: { $card_points } card points, bonus { $bonus }, { $total } this hand, { $score } in all.
ev-mu-game-won = { $winner } wins the game with { $score } points.
ev-mu-new-hand = Hand { $hand }: { $dealer } deals.

## Status line
ev-mu-status-auction = Auction: { $player } to bid or pass (highest bid { $max_bid }).
ev-mu-status-vice-trump = { $player } (Vice) names the vice trump.
ev-mu-status-chief-trump = { $player } (Chief) names the chief trump or says Mü.
ev-mu-status-partner = { $player } (Chief) chooses a partner.
ev-mu-status-play = Trick { $trick }: { $player } to play.
ev-mu-status-over = The game is over.

## Controls
ctl-mu-pass = Pass
ctl-mu-pass-chief = Pass: you become Chief
ctl-mu-bid-one = Show one more card
ctl-mu-bid = Show { $n ->
    [one] one more card
   *[other] up to { $n } more cards
}
ctl-mu-vice-trump = Name the vice trump
ctl-mu-chief-trump = Name the chief trump (or Mü)
ctl-mu-partner = Choose your partner (seat)
ctl-mu-play = Play a card

rules-mu = **Mü** is a trick-taking game for 3 to 6 players (5 is best) with 60 cards: five colours (**r**ed, **b**lue, **g**reen, **y**ellow, blac**k**), each 0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9. Cards won are worth points: 1s and 9s 0, 6s and 7s 2, the others 1. All cards are dealt.
    {"**"}Auction.** In turn, `/bid cards:` shows one or more hidden cards face up, or `/pass`. Nobody may show more than one card above the current highest total. A player who passed may bid again; the auction ends when everyone passes in a row. Shown cards stay in your hand and everyone sees them.
    {"**"}Chief and Vice.** Most cards shown: Chief. A tie for Chief is an **Eklat**: the hand is not played, whoever reached the tie last loses 10 × bid, the other tied players gain 5 × bid. Second most: Vice (ties broken by the highest shown numbers; still tied, no Vice).
    {"**"}Trumps.** The Vice names a colour or a number from its shown cards, then the Chief does (not the same), or says **Mü** for no chief trump. Cards of both trumps rank highest, then chief trumps, then vice trumps. A trump card no longer belongs to its colour. The Chief then chooses one partner (not the Vice).
    {"**"}Play.** The Chief leads. Follow the led suit (trump or colour) if you can; the highest trump wins, else the highest card of the led colour; equal cards: the first played wins.
    {"**"}Scoring.** Everyone scores the points of their own tricks. If the Chief's team reaches the target for the bid, Chief and partner gain a bonus (bigger when the chief trump covers fewer cards). If not, the Chief loses 10 per card overbid and every opponent gains 5. First to 200 wins.
