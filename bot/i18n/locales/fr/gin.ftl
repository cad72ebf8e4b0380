# Gin Rami (identifiant : gin).
rules-gin =
    • **Gin Rami** : deux joueurs, un jeu de 52 cartes, 10 cartes chacun. L’as est bas (A-2-3 est une suite, D-R-A non) ; l’as vaut 1, les cartes de 2 à 10 leur valeur, les figures 10.
    • **Combinaisons** : brelans ou carrés, suites d’au moins 3 cartes de la même couleur. Le **bois mort** est la valeur des cartes hors combinaison ; le bot compte toujours votre meilleur arrangement.
    • **Premier tour** : le non-donneur peut prendre la carte retournée ou passer, puis le donneur ; si les deux passent, le non-donneur pioche.
    • **À chaque tour** : piochez ou prenez la carte du dessus de la défausse, puis défaussez-vous (pas de la carte que vous venez de prendre).
    • **Frappez** quand votre bois mort après la défausse ne dépasse pas la limite (en général 10). Sans aucun bois mort, c’est **gin**, avec une prime. L’adversaire pose alors ses cartes sur vos combinaisons (pas après un gin).
    • **Marque** : celui qui frappe gagne l’écart de bois mort. Si le défenseur a autant ou moins, c’est un **contre** : il gagne l’écart plus une prime.
    • **Commandes** : `/draw`, `/discard carte:`, `/knock carte:` (frapper en jetant cette carte ; `/knock carte:grand` pour le grand gin, quand il est joué), `/deal` pour la donne suivante.
    S’il ne reste que 2 cartes à la pioche sans que personne ait frappé, la donne est annulée. La partie se joue en 100 points ; chaque donne gagnée rapporte une prime de case et le vainqueur une prime de partie, doublée en cas de blanchissage.
err-gin-two-players = Le Gin Rami se joue à deux exactement, pas à { $players }.
err-gin-draw-first = Piochez d’abord : prenez la carte du dessus de la défausse ou une carte de la pioche.
err-gin-already-drew = Vous avez déjà pioché : défaussez-vous d’une carte, ou frappez.
err-gin-deal-next = Cette donne est finie : distribuez la suivante avec /deal ou le bouton « Distribuer la donne suivante ».
err-gin-bad-source = Piochez dans la « pioche » ou la « défausse », pas « { $source } ».
err-gin-upcard-offer = Premier tour : prenez la carte retournée ou passez.
err-gin-wall-take-or-pass = Il ne reste que deux cartes à la pioche : prenez la dernière défausse pour frapper, ou passez.
err-gin-discard-empty = La défausse est vide.
err-gin-stock-only = Vous avez tous deux refusé la carte retournée : piochez.
err-gin-wall-no-knock = Ici, vous ne pouvez prendre { $card } que pour frapper, et elle ne vous le permet pas.
err-gin-card-not-in-hand = Vous n’avez pas { $card } en main.
err-gin-card-used-twice = { $card } figure dans deux de vos combinaisons.
err-gin-cannot-discard-taken-card = Vous venez de prendre { $card } dans la défausse : jetez une autre carte ce tour-ci.
err-gin-wall-must-knock = Vous avez pris la dernière défausse : vous devez frapper maintenant.
err-gin-big-gin-off = Le grand gin n’est pas joué avec ces règles : frappez en vous défaussant.
err-gin-not-big-gin = Le grand gin demande les onze cartes en combinaisons ; il vous resterait { $deadwood } de bois mort.
err-gin-knock-too-much-deadwood = Impossible de frapper : votre bois mort serait de { $deadwood }, pour une limite de { $limit }.
ev-gin-deal = { $player } distribue la donne { $hand }. Carte retournée : { $upcard } ; limite pour frapper : { $limit }.
ev-gin-pass-upcard = { $player } refuse { $card }.
ev-gin-take-discard = { $player } prend { $card }.
ev-gin-draw-stock = { $player } pioche.
ev-gin-drew = Vous avez pioché { $card }.
ev-gin-discard = { $player } se défausse de { $card }.
ev-gin-wall = Il ne reste que deux cartes à la pioche. { $player } ne peut prendre { $card } que pour frapper.
ev-gin-wall-pass = { $player } passe.
ev-gin-knock = { $player } frappe avec { $deadwood } de bois mort.
ev-gin-gin = { $player } fait gin !
ev-gin-big-gin = { $player } fait grand gin avec ses onze cartes !
ev-gin-hand-won = { $result ->
    [gin] Gin : { $player } marque { $points } (bois mort adverse { $defender_deadwood } plus la prime).
    [big_gin] Grand gin : { $player } marque { $points }.
    [undercut] Contre ! { $player } marque { $points } ({ $defender_deadwood } contre { $knocker_deadwood } plus la prime).
   *[other] { $player } marque { $points } ({ $knocker_deadwood } contre { $defender_deadwood }).
  }
ev-gin-hand-tie = Bois mort égal ({ $deadwood }) : personne ne marque cette donne.
ev-gin-hand-cancelled = La pioche est épuisée sans que personne ait frappé : la donne est annulée et redistribuée.
ev-gin-game-over = { $player } gagne la partie de { $margin } { $margin ->
    [one] point
   *[other] points
  }.
ev-gin-game-drawn = La partie se termine sans vainqueur.
ev-gin-status-offer = { $player } : prendre { $card } ou passer.
ev-gin-status-draw = À { $player } de piocher ({ $stock } cartes dans la pioche).
ev-gin-status-discard = À { $player } de se défausser ou de frapper (limite { $limit }).
ev-gin-status-wall = { $player } : prendre { $card } pour frapper, ou passer et annuler la donne.
ev-gin-status-hand-over = { $player } distribue la donne suivante.
ev-gin-status-game-over = Partie terminée : { $player } gagne de { $margin } { $margin ->
    [one] point
   *[other] points
  }.
ev-gin-status-game-drawn = Partie terminée : pas de vainqueur.
ctl-gin-take-upcard = Prendre { $card }
ctl-gin-pass = Passer
ctl-gin-wall-take = Prendre { $card } et frapper
ctl-gin-wall-pass = Passer (annuler la donne)
ctl-gin-draw-stock = Piocher
ctl-gin-draw-discard = Prendre { $card }
ctl-gin-discard = Se défausser…
ctl-gin-knock = Frapper en jetant…
ctl-gin-big-gin = Grand gin !
ctl-gin-deal = Distribuer la donne suivante
