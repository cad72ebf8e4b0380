# Mots dessinés dans les images (render/).

render-leaderboard-title = Classement
render-leaderboard-empty = Aucune partie terminée pour l’instant.
render-leaderboard-player = Joueur
render-leaderboard-rating = Cote
render-leaderboard-rating-value = { NUMBER($rating, maximumFractionDigits: 0) }
render-leaderboard-wins = Victoires
render-leaderboard-games = Parties

render-final-title = Scores finaux
render-final-winner = { $count ->
    [one] Vainqueur : { $names }
   *[other] Vainqueurs : { $names }
}
render-final-score = Score

# Commun aux tables de jeu
render-no-cards = Aucune carte à montrer.
render-dealer = Donneur
render-cards-in-hand = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

# Mü
render-mu-title = Mü : main { $hand }
render-mu-role-chief = Chef
render-mu-role-vice = Vice
render-mu-role-partner = Partenaire
render-mu-sits-out = Ne joue pas
render-mu-bid = { $count ->
    [one] Enchère : { $count } carte
   *[other] Enchère : { $count } cartes
}
render-mu-last-bid = a enchéri
render-mu-last-pass = a passé
render-mu-tricks-points = { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
render-mu-trump-none = pas encore choisi
render-mu-trump-mu = Mü (sans atout)
render-mu-trump-number = tous les { $number }
render-mu-colour-r = rouge
render-mu-colour-b = bleu
render-mu-colour-g = vert
render-mu-colour-y = jaune
render-mu-colour-k = noir
render-mu-chief-trump = Atout du Chef : { $trump }
render-mu-vice-trump = Atout du Vice : { $trump }
render-mu-team-target = Équipe du Chef : { $points } points sur { $target } (enchère { $bid })
render-mu-trick = Pli entamé par { $leader }
render-mu-last-trick = Dernier pli, remporté par { $winner }
render-mu-hidden-cards = { $count ->
    [one] Cachée : { $count } carte
   *[other] Cachées : { $count } cartes
}
render-mu-shown-cards = { $count ->
    [one] Montrée (enchère) : { $count } carte
   *[other] Montrées (enchère) : { $count } cartes
}
render-mu-result-title = Mü : fin de la main { $hand }
render-mu-result-contract = { $chief } a enchéri { $bid } : l’équipe a pris { $points } points sur les { $target } nécessaires
render-mu-result-success = Contrat réussi
render-mu-result-failure = Contrat chuté : niveau { $level } atteint
render-mu-result-eklat = Égalité pour le Chef : main non jouée ({ $provocateur } a égalisé en dernier, enchère { $bid })
render-mu-result-all-pass = Personne n’a enchéri : main non jouée
render-mu-col-points = Points
render-mu-col-bonus = Bonus
render-mu-col-total = Main

# Jeux de cartes
render-stock = Pioche
render-discard = Défausse
render-meld-number = #{ $number }
render-no-melds = Aucune combinaison posée pour l’instant.
render-went-out = { $name } a fini

# RailRoad Rummy
render-rr-title = RailRoad Rummy : manche { $round } sur 7
render-rr-contract-label = Contrat
render-rr-contract = { $sets ->
    [0] { $runs ->
        [one] 1 suite de 4
       *[other] { $runs } suites de 4
    }
   *[other] { $sets ->
        [one] 1 brelan
       *[other] { $sets } brelans
    }{ $runs ->
        [0] {""}
        [one] {" "}+ 1 suite de 4
       *[other] {" "}+ { $runs } suites de 4
    }
}
render-rr-contract-final = { $runs } suites de 4 ou plus, avec toutes les cartes
render-rr-contract-line = Contrat : { $contract }
render-rr-reserve = Réserve
render-rr-down = Posé
render-rr-hmg = HMG { $count }
render-rr-claim-open = Réclamation ouverte
render-rr-claim-discarder = Défaussée par { $name }
render-rr-last-claim = Dernière réclamation gagnée par { $name }
render-rr-last-claim-none = Personne n’a réclamé la dernière défausse
render-rr-need-more-cards = Il vous faut plus de cartes pour finir : réclamez des défausses.
render-rr-result-title = RailRoad Rummy : fin de la manche { $round }
render-rr-round-points = +{ $points } (total { $total })
render-rr-last-claim-hmg = Dernière réclamation gagnée par { $name } (HMG)

# Rami des tuiles
render-tiles-title = Rami des chiffres : manche { $round }
render-tiles-pool = Pioche : { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
render-tiles-new = Encadrées : posées par { $name }
render-tiles-opened = Ouvert
render-tiles-count = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
render-tiles-no-sets = Aucune combinaison sur la table pour l’instant.
render-tiles-empty-rack = Aucune tuile à montrer.
render-tiles-initial-meld = Votre première pose doit valoir { $points } points, avec les tuiles de votre chevalet.
render-tiles-result-title = Rami des chiffres : fin de la manche { $round }
render-tiles-result-out = { $names } a posé toutes ses tuiles
render-tiles-result-blocked = { $count ->
    [one] Pioche vide, personne n’a fini : { $names } gagne la manche
   *[other] Pioche vide, personne n’a fini : { $names } se partagent la manche
}
render-tiles-col-rack = Chevalet
render-tiles-col-points = Points

# Rami et Gin-rami
render-target-label = Partie en
render-picked-up = Connues en main :
render-rummy-title = Rami : donne { $hand }
render-rummy-taken = Prise dans la défausse ce tour-ci : { $card } (pas de défausse possible maintenant)
render-rummy-result-title = Rami : fin de la donne { $hand }
render-rummy-result-rummy = { $name } a tout posé en un tour : rami, points doublés
render-rummy-result-blocked = Pioche épuisée : la main la plus faible gagne
render-rummy-result-wash = Pioche épuisée : personne ne marque
render-rummy-result-out = Un joueur a fini
render-rummy-hand-value = Main { $value }, marque { $points }
render-gin-title = Gin-rami : donne { $hand }
render-gin-knock-label = Frapper
render-gin-knock-limit = ≤ { $limit }
render-gin-meld = Combinaison { $number }
render-gin-deadwood = Bois mort { $points }
render-gin-after-discard = { $points } points morts après votre meilleure défausse
render-gin-can-knock = Vous pouvez frapper.
render-gin-showdown-title = Gin-rami : fin de la donne { $hand }
render-gin-knocker = { $name } a frappé
render-gin-gin-hand = { $name } a fait gin
render-gin-defender = { $name } (défense)
render-gin-layoffs = { $count ->
    [one] Encadrée : { $count } carte ajoutée par { $name }
   *[other] Encadrées : { $count } cartes ajoutées par { $name }
}
render-gin-knock-discard = Défausse de celui qui frappe
render-gin-result-knock = { $name } marque { $points }
render-gin-result-undercut = Contre ! { $name } marque { $points } (bonus { $bonus })
render-gin-result-gin = Gin ! { $name } marque { $points } (bonus { $bonus })
render-gin-result-big-gin = Grand gin ! { $name } marque { $points } (bonus { $bonus })
render-gin-result-tie = Bois mort égal : personne ne marque
render-gin-result-cancelled = Plus que deux cartes dans la pioche : donne annulée
render-gin-unmelded = Hors combinaison
render-mu-max-bid = { $count ->
    [one] Plus forte enchère : { $count } carte, personne ne peut en montrer plus de { $limit }
   *[other] Plus forte enchère : { $count } cartes, personne ne peut en montrer plus de { $limit }
}

## Rami des tuiles : le tour construit en touchant l'écran (render/games/tiles.py turn)
render-tiles-turn-title = Votre tour (manche { $round }), pas encore fini
render-tiles-turn-opening = Première pose : { $points } des { $minimum } points exigés, avec votre chevalet en nouveaux ensembles
render-tiles-turn-invalid = { $count ->
    [one] Entouré de rouge : ensemble non valide ({ $sets })
   *[other] Entourés de rouge : ensembles non valides ({ $sets })
}
render-tiles-turn-held = Pris sur la table, à reposer pendant ce tour :
render-tiles-turn-rack = { $count ->
    [0] Votre chevalet est vide
    [one] Votre chevalet : { $count } tuile
   *[other] Votre chevalet : { $count } tuiles
}

## RailRoad Rummy : les combinaisons construites en touchant l'écran, dans l'image de la main (render/games/railroad.py)
render-rr-building-number = { $number }
render-rr-building = { $count ->
    [one] Votre combinaison, pas encore posée :
   *[other] Vos { $count } combinaisons, pas encore posées :
}
render-rr-building-not-meld = { $count ->
    [one] Entourée de rouge : pas une combinaison en l’état ({ $melds })
   *[other] Entourées de rouge : pas des combinaisons en l’état ({ $melds })
}
render-rr-building-wilds = Un joker montre le rang qu’il remplace ; « Lire les jokers autrement… » propose les autres.
render-rr-building-hand = { $count ->
    [one] En main : 1 carte
   *[other] En main : { $count } cartes
}{ $picked ->
    [0] {""}
    [one] {" "}· 1 choisie (entourée)
   *[other] {" "}· { $picked } choisies (entourées)
}
render-season-points = Points
render-bracket-bye = exempt
