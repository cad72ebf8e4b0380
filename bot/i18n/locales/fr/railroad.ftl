# RailRoad Rummy (cœur des règles : bot/rules/railroad). Les cartes sont déjà en notation canonique (5♥, JK).

## Refus
err-railroad-game-over = Cette partie de RailRoad Rummy est terminée.
err-railroad-draw-first = Piochez d'abord : prenez la carte de la défausse ou une carte du paquet.
err-railroad-already-drew = Vous avez déjà pioché ce tour-ci.
err-railroad-discard-empty = La défausse est vide : piochez dans le paquet.
err-railroad-bad-source = « { $source } » n'est pas un endroit où piocher : choisissez pioche ou défausse.
err-railroad-card-not-in-hand = Vous n'avez pas { $card } en main.
err-railroad-discard-taken-card = Vous venez de prendre { $card } dans la défausse : défaussez une autre carte.
err-railroad-claims-open = Les autres joueurs peuvent encore réclamer la défausse : attendez la fin de la réclamation.
err-railroad-no-claim-window = Il n'y a aucune défausse à réclamer pour l'instant.
err-railroad-not-eligible = Vous ne pouvez pas réclamer { $card } (c'est votre tour, vous l'avez défaussée, ou vous avez atteint la limite de réclamations).
err-railroad-already-answered = Vous avez déjà répondu pour cette réclamation.
err-railroad-no-hmg-left = Il ne vous reste plus de HMG : réclamez sans, ou passez.
err-railroad-already-down = Vous avez déjà posé cette manche : vous ne pouvez plus que compléter des combinaisons.
err-railroad-no-melds = Indiquez les combinaisons à poser, séparées par |.
err-railroad-no-cards = Indiquez les cartes à ajouter.
err-railroad-cannot-go-down = Votre main ne permet pas encore de remplir l'exigence de la manche.
err-railroad-contract-shape = Cette manche demande { $sets ->
    [0] aucun brelan
    [one] { $sets } brelan
   *[other] { $sets } brelans
} et { $runs ->
    [0] aucune suite
    [one] { $runs } suite
   *[other] { $runs } suites
} ; vous avez posé { $given_sets ->
    [one] { $given_sets } brelan
   *[other] { $given_sets } brelans
} et { $given_runs ->
    [one] { $given_runs } suite
   *[other] { $given_runs } suites
}.
err-railroad-set-size = { $cards } : un brelan se pose avec exactement 3 cartes ; gardez les cartes en trop pour les ajouter à un prochain tour.
err-railroad-run-size = { $cards } : une suite se pose avec exactement 4 cartes ; gardez les cartes en trop pour les ajouter à un prochain tour.
err-railroad-round7-all-cards = Manche 7 : vos trois suites doivent utiliser toutes les cartes de votre main (une seule peut être gardée pour la défausse), or il en reste { $n }.
err-railroad-round7-no-lay-off = On ne complète pas de combinaisons en manche 7 : y poser, c'est sortir.
err-railroad-not-down = Vous devez avoir posé avant de compléter des combinaisons.
err-railroad-lay-off-next-turn = Vous avez posé ce tour-ci : vous pourrez compléter des combinaisons au prochain tour.
err-railroad-no-such-meld = Il n'y a pas de combinaison numéro { $meld } sur la table.
err-railroad-bad-wild-rank = { $card } : écrivez le joker suivi de la valeur qu'il remplace, par exemple JK=8 ou 2♣=A.

## Événements
ev-railroad-round-start = La manche { $round } commence. { $dealer } distribue ; la première carte retournée est { $card }.
ev-railroad-drew-stock = { $player } pioche dans le paquet.
ev-railroad-you-drew = Vous avez pioché { $card }.
ev-railroad-drew-discard = { $player } prend { $card } dans la défausse.
ev-railroad-claim-window = { $player } laisse { $card } : { $n ->
    [one] { $n } joueur peut la réclamer
   *[other] { $n } joueurs peuvent la réclamer
}.
ev-railroad-claim-noted-claim = Votre réclamation de { $card } est enregistrée.
ev-railroad-claim-noted-hmg = Votre réclamation de { $card } avec HMG est enregistrée.
ev-railroad-claim-noted-pass = Vous laissez passer { $card }.
ev-railroad-claim-none = Personne ne réclame { $card }.
ev-railroad-claim-won = { $player } récupère { $card }{ $hmg ->
    [1] {" "}grâce au HMG
   *[other] {""}
} et reçoit une carte de pénalité.
ev-railroad-penalty-card = Votre carte de pénalité : { $card }.
ev-railroad-went-down = { $player } pose : { $melds } (combinaisons { $first } à { $last }).
ev-railroad-laid-off = { $player } ajoute { $cards } à la combinaison { $meld }.
ev-railroad-discarded = { $player } défausse { $card }.
ev-railroad-went-out = { $player } sort et remporte la manche { $round } !
ev-railroad-round-no-winner = Plus aucune carte à piocher : la manche { $round } se termine sans gagnant.
ev-railroad-round-score = { $player } : { $points } { $points ->
    [one] point
   *[other] points
} cette manche, { $total } au total.
ev-railroad-reserve-used = La pioche est épuisée : la pioche de réserve prend le relais.
ev-railroad-discards-reshuffled = Pioche et réserve épuisées : la défausse (sauf sa carte du dessus) est mélangée pour former une nouvelle pioche.
ev-railroad-stock-exhausted = Il n'y a plus de carte à piocher.
ev-railroad-game-over = La partie est terminée : { $winner } gagne avec { $score } { $score ->
    [one] point
   *[other] points
}.

## Ligne d'état
ev-railroad-status-draw = Manche { $round } : { $player } doit piocher.
ev-railroad-status-play = Manche { $round } : à { $player } de jouer puis de défausser.
ev-railroad-status-claims = { $card } peut être réclamée : on attend { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}.
ev-railroad-status-over = Partie terminée : { $winner } gagne avec { $score } { $score ->
    [one] point
   *[other] points
}.

## Aides pour l'image de la table
railroad-contract = { $sets ->
    [one] { $sets } brelan
   *[other] { $sets } brelans
} de 3 et { $runs ->
    [one] { $runs } suite
   *[other] { $runs } suites
} de 4
railroad-contract-round7 = 3 suites de 4 cartes ou plus, avec toute la main
railroad-hint-claim-more = La manche 7 demande au moins 12 cartes : réclamez des défausses.

## Commandes
ctl-railroad-draw-stock = Piocher dans le paquet
ctl-railroad-draw-discard = Prendre { $card }
ctl-railroad-claim = Réclamer { $card }
ctl-railroad-claim-hmg = Réclamer { $card } avec HMG (reste { $n })
ctl-railroad-pass = Passer
ctl-railroad-go-down = Poser (combinaisons suggérées)
ctl-railroad-lay-off = Ajouter une carte…
ctl-railroad-onto-choice = { $card } → sur n° { $meld } : { $cards }
ctl-railroad-discard = Défausser une carte…

## Combinaisons préparées en touchant l'écran (bot/rules/railroad/tapping.py)
ctl-railroad-pick = Choisir ou retirer des cartes
ctl-railroad-pick-choice = { $picked ->
    [yes] ✓ { $card } (choisie)
   *[no] { $card }
}
ctl-railroad-stage = Nouvelle combinaison
ctl-railroad-down-staged = Poser ({ $n ->
    [one] { $n } combinaison
   *[other] { $n } combinaisons
})
ctl-railroad-undo = Annuler
ctl-railroad-reset = Tout reprendre
ctl-railroad-put-on = Poser les cartes choisies sur…
ctl-railroad-put-on-choice = Combinaison n° { $meld } : { $cards }
ctl-railroad-read = Lire les jokers autrement…
ctl-railroad-read-choice = Votre combinaison { $meld } : { $cards }
ev-railroad-status-building = Manche { $round } : vos combinaisons pour l'instant : { $staged } · choisies : { $picked }
err-railroad-build-no-such-reading = Les cartes joker de votre combinaison { $meld } ne se lisent pas ainsi.

rules-railroad =
    Le RailRoad Rummy se joue en 7 manches avec deux paquets de 54 cartes (une réserve de deux autres paquets prend le relais si la pioche s'épuise). **Les 2 et les jokers sont des jokers.** Comme au golf, le plus petit total gagne.

    Exigences : Manches 1 à 3, 7 cartes : 2 brelans ; 1 brelan + 1 suite ; 2 suites. Manches 4 à 7, 10 cartes : 3 brelans ; 2 brelans + 1 suite ; 1 brelan + 2 suites ; et en manche 7, **3 suites avec toutes les cartes de la main** (une peut être gardée pour la défausse ; il faudra réclamer des défausses pour avoir assez de cartes). Un brelan, ce sont 3 cartes de même valeur ; une suite, 4 valeurs qui se suivent, **couleurs mélangées**, du 3 jusqu'à l'As (As haut seulement). Jamais plus de 50 % de jokers dans une combinaison.

    Votre tour : Prenez la défausse ou piochez dans le paquet. Vous pouvez alors poser **exactement** l'exigence de la manche (`/meld`, combinaisons séparées par `|` ; précisez la valeur d'un joker avec `JK=8` si besoin). Dès le tour suivant, vous pouvez compléter n'importe quelle combinaison (`/layoff`). Terminez en défaussant. Videz votre main pour gagner la manche. Ou en touchant l'écran : dans « Mon jeu », choisissez des cartes, **Nouvelle combinaison** pour chacune, puis **Poser** ; plus tard, choisissez des cartes et ajoutez-les à une combinaison.

    Réclamer : Quand un joueur pioche dans le paquet, les autres (sauf celui qui l'a défaussée) peuvent réclamer la défausse avec `/claim` ; le gagnant reçoit aussi une carte de pénalité. L'ordre du tour décide, mais le **HMG** — un jeton de priorité, un par manche — fait passer en tête, et n'est consommé que si vous obtenez la carte.

    Points : Cartes restant en main : 3 à 9 = 5, 10 à R = 10, As = 15, 2 = 20, joker = 50.
