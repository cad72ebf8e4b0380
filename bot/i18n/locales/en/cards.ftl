# Shared playing-card notation and meld validation (Rummy, Gin Rummy, RailRoad Rummy).
err-cards-empty = Name at least one card, for example 7♥ or 10s.
err-cards-unreadable = I could not read “{ $piece }” as a card. Did you mean { $suggestion }? Type a rank (A, 2–10, J, Q, K) then a suit (s, h, d, c or ♠ ♥ ♦ ♣); jokers are jk.
err-cards-not-one = Name exactly one card here, not { $cards }.
