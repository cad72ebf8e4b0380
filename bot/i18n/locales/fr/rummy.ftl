# Rummy classique (identifiant : rummy).
rules-rummy =
    • **Rummy** : de 2 à 6 joueurs, un jeu de 52 cartes. 10 cartes chacun de 2 à 4 joueurs, 6 à 5 ou 6 (option `deal_sizes:classic` : 7 cartes à 3 ou 4). Une carte est retournée pour commencer la défausse ; le reste forme la pioche.
    • **Combinaisons** : des groupes de 3 ou 4 cartes de même valeur, ou des séquences d’au moins 3 cartes qui se suivent dans la même couleur. L’as est bas : A-2-3 est une séquence, D-R-A non.
    • **À votre tour** : prenez la carte du dessus de la pioche ou de la défausse ; posez autant de combinaisons que vous voulez ; complétez celles déjà posées (une fois que vous avez posé la vôtre) ; puis défaussez une carte. Vous ne pouvez pas rejeter la carte que vous venez de prendre dans la défausse.
    • **Sortir** : la donne s’arrête dès que vous n’avez plus de carte. Vous marquez la valeur des cartes restées dans les autres mains (as 1, 2 à 10 leur valeur, figures 10). Sortir en un seul tour sans rien avoir posé avant, c’est un **rummy** : le score est doublé.
    • Quand la pioche est vide, on retourne la défausse pour en refaire une, deux fois au plus ; ensuite la donne est bloquée et la main la plus faible gagne les écarts.
    • Le premier à atteindre l’objectif (100 par défaut) gagne. Le donneur lance la donne suivante avec `/deal` ou le bouton.
err-rummy-players = Le Rummy se joue de 2 à 6 joueurs, pas à { $players }.
err-rummy-draw-first = Piochez d’abord : prenez la carte du dessus de la défausse ou une carte de la pioche.
err-rummy-already-drew = Vous avez déjà pioché ce tour-ci : posez des combinaisons, complétez celles de la table, puis défaussez-vous.
err-rummy-deal-next = Cette donne est finie : distribuez la suivante avec /deal ou le bouton « Distribuer la donne suivante ».
err-rummy-bad-source = Piochez dans la « pioche » ou la « défausse », pas « { $source } ».
err-rummy-discard-empty = La défausse est vide.
err-rummy-card-not-in-hand = Vous n’avez pas { $card } en main.
err-rummy-cannot-discard-taken-card = Vous avez pris { $card } dans la défausse ce tour-ci : jetez une autre carte.
err-rummy-layoff-needs-own-meld = Posez d’abord une combinaison à vous avant de compléter celles de la table.
err-rummy-meld-empty = Indiquez les cartes à poser, par exemple 7♥ 8♥ 9♥ (séparez plusieurs combinaisons par |).
err-rummy-meld-limit = { $limit ->
    [one] Une seule combinaison par tour avec ces règles.
   *[other] Pas plus de { $limit } combinaisons par tour avec ces règles.
  }
err-rummy-must-keep-a-discard = Avec ces règles, on sort en se défaussant : gardez une carte à jeter.
err-rummy-no-such-meld = Il n’y a pas de combinaison numéro { $meld } sur la table.
err-rummy-would-strand-taken-card = Il ne vous resterait que { $card }, prise dans la défausse, que vous ne pouvez pas rejeter ce tour-ci.
ev-rummy-deal = { $player } distribue la donne { $hand } : { $cards } cartes chacun ; carte retournée : { $upcard }.
ev-rummy-take-discard = { $player } prend { $card }.
ev-rummy-draw-stock = { $player } pioche.
ev-rummy-drew = Vous avez pioché { $card }.
ev-rummy-restock = La pioche est vide : on retourne la défausse ({ $cards } cartes). { $left ->
    [0] C’était la dernière fois.
    [one] On pourra le faire encore une fois.
   *[other] On pourra le faire encore { $left } fois.
  }
ev-rummy-stock-out = La pioche est vide et ne peut plus être refaite : la donne est bloquée.
ev-rummy-meld = { $player } pose { $cards } (combinaison { $meld }).
ev-rummy-layoff = { $player } ajoute { $cards } à la combinaison { $meld }.
ev-rummy-discard = { $player } se défausse de { $card }.
ev-rummy-out = { $player } sort et marque { $points } { $points ->
    [one] point
   *[other] points
  }.
ev-rummy-rummy = Rummy ! { $player } sort en un seul tour et marque { $points } { $points ->
    [one] point
   *[other] points
  } (doublés).
ev-rummy-blocked-won = { $player } a la main la plus faible et marque { $points } { $points ->
    [one] point
   *[other] points
  }.
ev-rummy-blocked-swapped = Donne bloquée : chacun marque la valeur de la main de l’autre.
ev-rummy-washed = Donne bloquée sans main plus faible que les autres : personne ne marque.
ev-rummy-game-over = { $player } gagne la partie avec { $score } points.
ev-rummy-game-shared = Égalité : { $winners } joueurs se partagent la victoire avec { $score } points.
ev-rummy-status-draw = À { $player } de piocher ({ $stock } cartes dans la pioche, { $card } sur la défausse).
ev-rummy-status-play = { $player } peut poser, compléter, puis se défausser.
ev-rummy-status-hand-over = { $player } distribue la donne suivante.
ev-rummy-status-game-over = Partie terminée : { $player } gagne avec { $score } points.
ev-rummy-status-game-shared = Partie terminée : { $winners } joueurs se partagent la victoire avec { $score } points.
ctl-rummy-draw-stock = Piocher
ctl-rummy-turn-pile = Retourner la défausse, piocher
ctl-rummy-draw-discard = Prendre { $card }
ctl-rummy-meld = Poser une combinaison…
ctl-rummy-layoff = Compléter une combinaison…
ctl-rummy-discard = Se défausser…
ctl-rummy-deal = Distribuer la donne suivante
ctl-rummy-card-choice = { $card }
ctl-rummy-meld-choice = { $cards }
ctl-rummy-card-onto-choice = { $card } → comb. n° { $meld } : { $cards }
ctl-rummy-onto-choice = → combinaison n° { $meld } : { $cards }
err-rummy-layoff-one-meld = Choisissez les cartes et une seule combinaison à laquelle les ajouter.
