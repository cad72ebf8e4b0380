# Notation des cartes et validation des combinaisons (Rami, Gin Rami, RailRoad Rummy).
err-cards-empty = Indiquez au moins une carte, par exemple 7♥ ou 10p.
err-cards-unreadable = Je ne reconnais pas la carte « { $piece } ». Vouliez-vous dire { $suggestion } ? Tapez une valeur (A, 2–10, V, D, R) puis une couleur (p, c, k, t ou ♠ ♥ ♦ ♣) ; le joker s’écrit jk.
err-cards-not-one = Indiquez une seule carte ici, pas { $cards }.
