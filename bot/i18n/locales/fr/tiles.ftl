# Rami des tuiles (moteur : bot/rules/tiles). Tuiles : r5 (rouge), b13 (bleu), k1 (noir), o7 (orange), j (joker).

## Refus : un ensemble non valide
err-tiles-set-too-short = { $set } : un ensemble compte au moins 3 tuiles.
err-tiles-set-only-jokers = { $set } : un ensemble ne peut pas être fait que de jokers.
err-tiles-joker-ambiguous = { $set } : précisez ce que remplace le joker, par ex. `j=r7` (ou placez-le à sa place : `r5 r6 j`).
err-tiles-set-mixed = { $set } : un ensemble est soit une suite (une couleur, des nombres qui se suivent), soit un groupe (un nombre, des couleurs différentes).
err-tiles-group-too-long = { $set } : un groupe a au plus 4 tuiles, une par couleur.
err-tiles-group-colour-repeat = { $set } : les couleurs ne peuvent pas se répéter dans un groupe ({ $tile }).
err-tiles-joker-declaration-wrong = { $set } : dans cet ensemble, le joker ne peut pas valoir { $tile }.
err-tiles-run-too-long = { $set } : une suite va au plus de 1 à 13.
err-tiles-run-repeat = { $set } : une suite ne peut pas contenir deux fois la même tuile ({ $tile }).
err-tiles-run-wraps = { $set } : un 1 ne peut jamais suivre un 13.
err-tiles-run-gap = { $set } : les nombres d'une suite doivent se suivre.

## Refus : le tour dans son ensemble
err-tiles-harvested-not-used = { $tiles } : les tuiles prises sur la table doivent finir le tour dans un ensemble sur la table.
err-tiles-not-in-rack = Vous n'avez pas { $tiles } sur votre chevalet.
err-tiles-no-rack-tile = Posez au moins une tuile de votre chevalet (ou piochez).
err-tiles-initial-meld-too-low = Votre première pose doit valoir au moins { $minimum } points tirés de votre chevalet ; celle-ci en vaut { $value }.
err-tiles-table-before-opening = Au tour de votre fusion initiale, vous ne pouvez que poser de nouveaux ensembles, sans toucher à la table.
err-tiles-joker-before-opening = { $set } : vous ne pouvez récupérer un joker qu'après votre fusion initiale.
err-tiles-freed-joker-needs-rack-tiles = { $set } : un joker repris sur la table doit rejoindre un ensemble avec au moins deux tuiles de votre chevalet.
err-tiles-joker-replaced-from-table = { $set } : la tuile qui remplace un joker doit venir de votre chevalet.
err-tiles-joker-group-locked = { $set } : pour prendre ce joker, complétez le groupe avec les deux couleurs manquantes.
err-tiles-joker-set-locked = { $set } : un ensemble qui contient un joker peut seulement être prolongé.
err-tiles-no-such-set = Il n'y a pas d'ensemble n° { $number } sur la table.
err-tiles-not-in-set = { $tile } n'est pas dans l'ensemble n° { $number }.
err-tiles-script-not-understood = Je n'ai pas compris « { $text } » dans « { $statement } ». Les tuiles s'écrivent r5 b13 k1 o7 j.
err-tiles-script-no-tiles = « { $statement } » ne contient aucune tuile.
err-tiles-script-empty = Écrivez votre coup, par ex. `r5 r6 r7; #2 + b9`.
err-tiles-player-count = Le rami des tuiles se joue de 2 à 4 joueurs, pas { $players }.
err-tiles-game-over = Cette partie de rami des tuiles est terminée.
err-tiles-must-play = Vous pouvez jouer, donc vous devez le faire (option B) : posez au moins une tuile.
err-tiles-must-play-more = Vous devez poser tout ce que vous pouvez (option A) : { $count } { $count ->
    [one] tuile peut être posée
   *[other] tuiles peuvent être posées
}, vous en avez posé { $played }.
err-tiles-cannot-place = Impossible de placer { $tiles } sur la table pour l'instant.
err-tiles-draw-from-pool = Au rami des tuiles, on pioche dans la réserve.
err-tiles-meld-new-sets-only = `/meld` ne pose que de nouveaux ensembles ; utilisez `/play` pour « { $statement } ».

## Événements
ev-tiles-drew = { $player } pioche une tuile (il en reste { $pool } dans la pioche).
ev-tiles-drew-tile = Vous avez pioché { $tile }.
ev-tiles-passed = { $player } passe (la pioche est vide).
ev-tiles-timed-out = { $player } a dépassé le temps imparti.
ev-tiles-initial-meld = { $player } fait sa fusion initiale avec { $points } points.
ev-tiles-played = { $player } pose { $count } { $count ->
    [one] tuile
   *[other] tuiles
} : { $tiles }.
ev-tiles-joker-freed = { $player } reprend { $count ->
    [one] un joker
   *[other] { $count } jokers
} sur la table et { $count ->
    [one] le rejoue
   *[other] les rejoue
}.
ev-tiles-rummikub = Rummikub ! { $player } n'a plus de tuiles.
ev-tiles-penalty = La pose de { $player } n'était pas valide : la table est remise en place et { $player } pioche { $count } { $count ->
    [one] tuile
   *[other] tuiles
} de pénalité.
ev-tiles-drew-penalty = Tuiles de pénalité : { $tiles }.
ev-tiles-blocked = La pioche est vide et personne ne peut plus jouer : fin de la manche { $round }.
ev-tiles-round-won = { $player } remporte la manche { $round } (+{ $points }).
ev-tiles-match-won = { $player } gagne la partie avec { $score } points.
ev-tiles-round-started = La manche { $round } commence ; { $player } joue en premier.
ev-tiles-status-turn = Manche { $round } : au tour de { $player }. { $pool } { $pool ->
    [one] tuile
   *[other] tuiles
} dans la pioche.
ev-tiles-status-over = La partie est terminée après { $round } { $round ->
    [one] manche
   *[other] manches
}.
ev-tiles-hint = Essayez : `{ $script }`
ev-tiles-hint-none = Rien à poser : piochez une tuile.

## Commandes
ctl-tiles-draw = Piocher
ctl-tiles-pass = Passer
ctl-tiles-hint = Un conseil
ctl-tiles-place = Placer auto une tuile (fin du tour)

rules-tiles = **Rami des tuiles** — 106 tuiles : les nombres de 1 à 13 en quatre couleurs (rouge r, bleu b, noir k, orange o), en double, et 2 jokers. Chacun reçoit 14 tuiles ; le premier à vider son chevalet gagne la manche.
    {"**"}Ensembles** : une *suite*, c'est au moins 3 nombres qui se suivent dans une même couleur (r4 r5 r6 ; un 1 ne suit jamais un 13) ; un *groupe*, 3 ou 4 tuiles d'un même nombre de couleurs différentes (r9 b9 o9). Le joker remplace n'importe quelle tuile.
    {"**"}À votre tour** : posez des tuiles de votre chevalet, ou piochez-en une (`/draw`). Votre première pose (la fusion initiale) doit valoir au moins 30 points, en nouveaux ensembles tirés de votre seul chevalet. Ensuite, vous pouvez compléter n'importe quel ensemble et réarranger toute la table, pourvu que tout soit valide à la fin du tour et qu'au moins une tuile vienne de votre chevalet.
    {"**"}Jouer** avec `/play` : `r5 r6 r7` pose un nouvel ensemble ; `#3 + r8` complète l'ensemble 3 ; `#3 = r3 r4 r5` donne son nouveau contenu ; `#2 - b9` retire une tuile de l'ensemble 2 pour la jouer ailleurs dans le même coup. Un joker en bout de suite se précise avec `j=r7`. « Un conseil » propose un coup.
    {"**"}Ou en touchant l'écran** : dans « Mon jeu », choisissez des tuiles, posez-les dans un nouvel ensemble ou sur un ensemble, puis Finir le tour.
    {"**"}Jokers** : après votre fusion initiale, vous pouvez prendre un joker en posant à sa place la tuile qu'il remplace ; il doit être rejoué dans le même tour, dans un ensemble avec au moins deux tuiles de votre chevalet.
    {"**"}Fin** : pioche vide, on joue jusqu'à un tour complet de passes. Les perdants perdent la valeur de leur chevalet (joker 30), le gagnant empoche le tout.

## Construire un tour en touchant l'écran (bot/rules/tiles/builder.py)
err-tiles-build-select-first = Choisissez d'abord des tuiles.
err-tiles-build-nothing-to-undo = Rien à annuler : la table est comme au début de votre tour.
err-tiles-build-no-such-reading = Les jokers de l'ensemble #{ $number } ne peuvent pas se lire ainsi.
err-tiles-build-changed = Votre tour ne peut pas encore finir. { $count ->
    [one] Ensemble modifié
   *[other] Ensembles modifiés
} pendant ce tour (entourés) : { $sets }.
err-tiles-assist-off = Cette table joue sans cette aide (réglage assist).
err-tiles-build-pick-on-table = Choisissez d'abord des tuiles sur la table (celles notées #3 r8) pour les en retirer.
ctl-tiles-end = Finir le tour
ctl-tiles-undo = Annuler
ctl-tiles-reset = Recommencer le tour
ctl-tiles-pick = Choisir ou retirer des tuiles
ctl-tiles-put = Poser les tuiles choisies…
ctl-tiles-put-choice = { $choice ->
    [new] Dans un nouvel ensemble
    [hold] Hors de la table, à reposer plus tard
   *[other] Sur l'ensemble { $choice }
}
ctl-tiles-read = Lire un joker autrement…
ctl-tiles-lay = Poser un ensemble du chevalet…
err-tiles-build-no-hint = Rien à poser : piochez une tuile.
ctl-tiles-play-hint = Jouer le conseil
ctl-tiles-lay-set = Poser { $tiles }
ctl-tiles-put-new = Nouvel ensemble
ctl-tiles-put-on = Ajouter au n° { $set }
ctl-tiles-put-new-end = Nouvel ensemble, finir le tour
ctl-tiles-put-on-end = Ajouter au n° { $set }, finir le tour
ctl-tiles-put-hold = Mettre de côté
ctl-tiles-pick-more = Choisir des tuiles sur la table
ctl-tiles-rack-tile = { $picked ->
    [yes] ✓ { $tile }
   *[no] { $tile }
}

## Choix lisibles des menus tactiles (les valeurs restent en notation : r5, #3 r8)
tiles-colour = { $colour ->
    [r] Rouge
    [b] Bleu
    [k] Noir
   *[o] Orange
}
tile-name = { $colour ->
    [j] Joker
   *[other] { tiles-colour } { $number }
}
ctl-tiles-on-set-choice = Ensemble n° { $set } : { tile-name }
ctl-tiles-joker-as = Joker pour { tile-name }
ctl-tiles-place-choice = Placer auto { tile-name } (fin du tour)
ctl-tiles-run-part = { tiles-colour } { $first }–{ $last }
ctl-tiles-group-part = Groupe de { $number } : { $parts }
ctl-tiles-set-choice = { $set ->
    [0] { $parts }
   *[other] Ensemble n° { $set } : { $parts }
}
ev-tiles-moved = { $player } a aussi déplacé { $count ->
    [one] une tuile
   *[other] { $count } tuiles
} de la table dans un autre ensemble : { $tiles }.
