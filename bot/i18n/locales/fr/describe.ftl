# Mots des descriptions d'images (texte alternatif lu par les lecteurs d'écran) et du tableau en texte (/display),
# tirés par render/describe de la même vue que l'image. Cartes et tuiles sont nommées en mots, jamais ♠ ou r7.
describe-none = aucune
describe-joker = joker
describe-joker-as = joker pour { $tile }
describe-card = { $rank ->
    [A] as
    [J] valet
    [Q] dame
    [K] roi
   *[other] { $rank }
} de { $suit ->
    [s] pique
    [h] cœur
    [d] carreau
   *[c] trèfle
}
# Suites dites en bref : toutes les tuiles ou cartes de la première à la dernière.
describe-tile-run = { $first } à { $last } { $colour ->
    [r] rouge
    [b] bleu
    [k] noir
   *[o] orange
}
describe-card-run = { $first ->
    [A] as
    [J] valet
    [Q] dame
    [K] roi
   *[other] { $first }
} à { $last ->
    [A] as
    [J] valet
    [Q] dame
    [K] roi
   *[other] { $last }
} de { $suit ->
    [s] pique
    [h] cœur
    [d] carreau
   *[c] trèfle
}
describe-wild-as = { $card } pour { $rank }
describe-tile = { $number } { $colour ->
    [r] rouge
    [b] bleu
    [k] noir
   *[o] orange
}
describe-mu-card = { $number } { $colour ->
    [r] rouge
    [b] bleu
    [g] vert
    [y] jaune
   *[k] noir
}
describe-turn = { $count ->
    [one] À jouer : { $names }
   *[other] À répondre : { $names }
}
describe-hand = Votre main : { $cards }
describe-rack = Votre chevalet : { $tiles }
describe-stock = Pioche : { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
}
describe-discard = Défausse : { $card } dessus ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
})
describe-discard-empty = Défausse : vide
describe-cards-player = { $name } : { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
}{ $dealer ->
    [yes] , donneur
   *[no] {""}
}
describe-meld = Combinaison { $number } ({ $name }) : { $cards }
describe-taken = Prise dans la défausse ce tour-ci : { $card }
describe-revealed = { $name } : { $cards } (main { $value }, marque { $points })
describe-picked = Choisies : { $cards }
describe-tiles-player = { $name } : { $count ->
    [0] aucune tuile
    [one] { $count } tuile
   *[other] { $count } tuiles
}{ $opened ->
    [yes] , a ouvert
   *[no] {""}
}
describe-set = Ensemble { $number }, { $kind ->
    [run] suite
   *[group] groupe
}{ $new ->
    [yes] {" "}(tout juste posé)
   *[no] {""}
} : { $tiles }
describe-turn-set = Ensemble { $number }{ $valid ->
    [yes] {""}
   *[no] {" "}(pas encore valable)
} : { $tiles }
describe-tiles-held = Pris sur la table, à placer : { $tiles }
describe-tiles-result = { $name } : chevalet { $rack }, { $points } points
describe-gin-limits = Frapper avec au plus { $limit } points de bois mort ; partie en { $target }
describe-known = Connues dans la main de { $name } : { $cards }
describe-gin-hand = Votre main, meilleures combinaisons d'abord
describe-gin-meld = Combinaison { $number } : { $cards }
describe-deadwood = Bois mort : { $cards }
describe-gin-knock-discard = Défausse du frappeur : { $card }
describe-layoff = Ajoutée à la combinaison { $number } : { $card }
describe-rr-claim = Réclamation ouverte : { $card }
describe-rr-claimed = { $name } a réclamé : { $card }
describe-rr-reserve = Réserve : { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
}
describe-rr-staged = Votre combinaison { $number }, pas encore posée{ $valid ->
    [yes] {""}
   *[no] {" "}(pas une combinaison telle quelle)
} : { $cards }
describe-rr-left = { $name } : { $cards }, +{ $points } (total { $total })
describe-mu-shown = visibles : { $cards }
describe-mu-own-shown = Visibles (votre enchère) : { $cards }
describe-mu-trick = Pli mené par { $leader } : { $cards }
describe-mu-last-trick = Dernier pli, remporté par { $winner } : { $cards }
describe-mu-played = { $card } de { $name }
describe-mu-result = { $name } : { $points } points, bonus { $bonus }, main { $total }
describe-leaderboard-row = { $rank }. { $name }, { $rating } points, { $wins ->
    [0] aucune victoire
    [one] { $wins } victoire
   *[other] { $wins } victoires
} en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
# A set said short, its suits grouped ("3 7s: hearts ×2, spades"), and RailRoad's crowded tables said in notation.
describe-suit = { $suit ->
    [s] pique
    [h] cœur
    [d] carreau
   *[c] trèfle
}
describe-times = { $what } ×{ $count }
describe-card-set = { $count } { $rank ->
    [A] as
    [J] valets
    [Q] dames
    [K] rois
   *[other] × { $rank }
} : { $suits }
describe-rr-seat-melds = { $seat } ; { $melds }
describe-meld-short = combinaison { $number }, { $cards }
describe-rank-run = { $first } à { $last } : { $suits }
