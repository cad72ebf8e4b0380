# Shared playing-card notation and meld validation (Rummy, Gin Rummy, RailRoad Rummy).
err-cards-empty = Name at least one card, for example 7♥ or 10s.
err-cards-unreadable = I could not read “{ $piece }” as a card. Did you mean { $suggestion }? Type a rank (A, 2–10, J, Q, K) then a suit (s, h, d, c or ♠ ♥ ♦ ♣); jokers are jk.
err-cards-unreadable-no-jokers = I could not read “{ $piece }” as a card. Did you mean { $suggestion }? Type a rank (A, 2–10, J, Q, K) then a suit (s, h, d, c or ♠ ♥ ♦ ♣).
err-cards-no-jokers = This game is played without jokers: name a card such as 7♥ or Qs.
err-cards-not-one = Name exactly one card here, not { $cards }.
err-meld-too-short = { $cards }: a meld needs at least { $min } cards.
err-meld-set-too-big = { $cards }: a set has at most { $max } cards.
err-meld-run-too-long = { $cards }: a run has at most { $max } cards here.
err-meld-wild-not-allowed = { $cards }: { $card } is not used in this game.
err-meld-only-wilds = { $cards }: a meld needs natural cards, not only wild cards.
err-meld-too-many-wilds = { $cards }: { $wilds ->
    [one] one wild card
   *[other] { $wilds } wild cards
  } for { $naturals ->
    [one] one natural card
   *[other] { $naturals } natural cards
  }; a meld may hold at most as many wild cards as natural ones.
err-meld-set-mixed-ranks = { $cards }: a set is cards of one rank, and { $odd } does not match.
err-meld-set-duplicate-suit = { $cards }: { $card } repeats a suit already in the set.
err-meld-run-mixed-suits = { $cards }: a run is cards of one suit, and { $odd } does not match.
err-meld-run-duplicate-rank = { $cards }: { $card } appears twice in the run.
err-meld-run-gap = { $cards }: { $missing } { $n ->
    [one] is
   *[other] are
  } missing between { $after } and { $before }.
err-meld-run-ace-high = { $cards }: the ace is low only in this game (A-2-3 is a run, Q-K-A is not).
err-meld-run-ace-low = { $cards }: the ace is high only in this game (Q-K-A is a run, A-2-3 is not).
err-meld-run-wraps = { $cards }: a run cannot go round the corner from the king to the ace.
err-meld-run-out-of-range = { $cards }: the wild cards would run past the lowest or highest rank.
err-meld-wild-ambiguous = { $cards }: say where the wild card goes: { $options }.
# A button offered ahead of the player's turn: it takes whatever card is on the discard pile then.
ctl-take-discard-ahead = Take the discard
