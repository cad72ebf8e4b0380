# Notation des cartes et validation des combinaisons (Rami, Gin Rami, RailRoad Rummy).
err-cards-empty = Indiquez au moins une carte, par exemple 7♥ ou 10p.
err-cards-unreadable = Je ne reconnais pas la carte « { $piece } ». Vouliez-vous dire { $suggestion } ? Tapez une valeur (A, 2–10, V, D, R) puis une couleur (p, c, k, t ou ♠ ♥ ♦ ♣) ; le joker s’écrit jk.
err-cards-unreadable-no-jokers = Je ne reconnais pas la carte « { $piece } ». Vouliez-vous dire { $suggestion } ? Tapez une valeur (A, 2–10, V, D, R) puis une couleur (p, c, k, t ou ♠ ♥ ♦ ♣).
err-cards-no-jokers = Ce jeu se joue sans joker : indiquez une carte comme 7♥ ou Dp.
err-cards-not-one = Indiquez une seule carte ici, pas { $cards }.
err-meld-too-short = { $cards } : une combinaison compte au moins { $min } cartes.
err-meld-set-too-big = { $cards } : un brelan ou carré compte au plus { $max } cartes.
err-meld-run-too-long = { $cards } : une suite compte au plus { $max } cartes ici.
err-meld-wild-not-allowed = { $cards } : { $card } ne sert pas dans ce jeu.
err-meld-only-wilds = { $cards } : une combinaison doit contenir des cartes naturelles, pas seulement des jokers.
err-meld-too-many-wilds = { $cards } : { $wilds ->
    [one] un joker
   *[other] { $wilds } jokers
  } pour { $naturals ->
    [one] une carte naturelle
   *[other] { $naturals } cartes naturelles
  } ; une combinaison ne peut pas avoir plus de jokers que de cartes naturelles.
err-meld-set-mixed-ranks = { $cards } : un brelan réunit des cartes de même valeur, et { $odd } n’en fait pas partie.
err-meld-set-duplicate-suit = { $cards } : { $card } répète une couleur déjà présente.
err-meld-run-mixed-suits = { $cards } : une suite se fait dans une seule couleur, et { $odd } n’est pas de la bonne.
err-meld-run-duplicate-rank = { $cards } : { $card } figure deux fois dans la suite.
err-meld-run-gap = { $cards } : { $n ->
    [one] il manque { $missing }
   *[other] il manque { $n } cartes ({ $missing })
  } entre { $after } et { $before }.
err-meld-run-ace-high = { $cards } : ici l’as est bas uniquement (A-2-3 est une suite, D-R-A non).
err-meld-run-ace-low = { $cards } : ici l’as est haut uniquement (D-R-A est une suite, A-2-3 non).
err-meld-run-wraps = { $cards } : une suite ne peut pas passer du roi à l’as.
err-meld-run-out-of-range = { $cards } : les jokers dépasseraient la plus petite ou la plus grande valeur.
err-meld-wild-ambiguous = { $cards } : précisez la place du joker : { $options }.
# A button offered ahead of the player's turn: it takes whatever card is on the discard pile then.
ctl-take-discard-ahead = Prendre la défausse
