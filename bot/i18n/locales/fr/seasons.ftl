# Saisons : /settings season, /season show et le classement final que le bot publie.

## /settings season
cmd-settings-season = Organiser des saisons d'un jeu, chacune avec son propre classement
opt-season-length = Combien de semaines ou de mois dure une saison (1 à 12)
opt-season-unit = Semaines ou mois
opt-season-board = Ce que compte le classement d'une saison
opt-season-channel = Où publier le classement final (ce salon si rien n'est indiqué)
opt-season-off = Arrêter les saisons de ce jeu
name-length = duree
name-unit = unite
name-board = classement
name-off = arret
season-unit-weeks = semaines
season-unit-months = mois
season-board-rating = cote sur les parties de la saison
season-board-points = points, un par joueur battu
season-length-weeks = { $length ->
    [one] { $length } semaine
   *[other] { $length } semaines
}
season-length-months = { $length } mois
season-settings-started = Saisons de { $game } : { $length } chacune, classement par { $board }, classement final publié dans { $channel }. La saison { $number } commence maintenant avec un classement vide et se termine le { $ends }.
season-settings-saved-running = Enregistré : les saisons de { $game } durent { $length }, classement par { $board }, classement final publié dans { $channel }. La saison { $number } continue comme elle a commencé jusqu'au { $ends } ; les nouveaux réglages s'appliquent dès la saison suivante.
season-settings-off = Plus de saisons de { $game } sur ce serveur. La saison en cours est abandonnée ; les saisons terminées sont gardées, et chaque partie reste dans l'historique et le classement général.
season-settings-were-off = Ce serveur n'organise pas de saisons de { $game }.
server-show-season = Saisons de **{ $game }** : { $length } chacune, classement par { $board }, publié dans { $channel }
err-season-bad-settings = Choisissez l'unité (semaines ou mois) et le classement (cote ou points) dans les listes.

## /season show
cmd-season = Les saisons des jeux de ce serveur
cmd-season-show = Le classement d'une saison : celle en cours, ou une saison terminée par son numéro
opt-season-number = Le numéro de la saison (rien pour la saison en cours)
name-number = numero
err-season-none = Ce serveur n'organise pas encore de saisons. Un membre ayant la permission Gérer le serveur peut les lancer avec `/settings season`.
err-season-which-game = Précisez le jeu : ce serveur organise des saisons de { $games }.
err-season-not-run = Ce serveur n'organise pas de saisons de { $game } en ce moment.
err-season-unknown = { $game } n'a pas eu de saison { $number } sur ce serveur.
season-title = { $game } · saison { $number }
season-title-final = { $game } · saison { $number } · classement final
season-running = En cours depuis le { $start } ; se termine le { $ends }.
season-ended = Du { $start } au { $ends }.
season-empty = Aucune partie terminée dans cette saison pour l'instant : son classement est vide.
season-empty-final = Aucune partie n'a été terminée dans cette saison.
season-line-points = { $rank }. **{ $name }** · { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} / { $games } { $games ->
    [one] partie
   *[other] parties
}
season-line-rating = { $rank }. **{ $name }** · { $points } · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} / { $games } { $games ->
    [one] partie
   *[other] parties
}
season-champion = 🏆 { $count ->
    [one] Champion
   *[other] Champions
} de { $game }, saison { $number } : { $names } !
season-next = La saison { $number } commence maintenant avec un classement vide ; elle se termine le { $ends }.
