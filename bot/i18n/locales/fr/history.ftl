# Historique, réglages du serveur, confidentialité et classements.

## /history
cmd-history = Les dernières parties terminées de ce serveur
opt-history-member = Seulement les parties jouées par ce membre
history-title = Parties terminées sur ce serveur
history-title-game = Parties terminées de { $game } sur ce serveur
history-empty = Aucune partie terminée ne correspond pour l'instant.
history-page = Page { $page } sur { $pages } · { $total ->
    [one] { $total } partie
   *[other] { $total } parties
}
history-previous = ◀ Plus récentes
history-next = Plus anciennes ▶
history-match = **n° { $id } · { $game }** · { $date } · { $length }
history-seat = { $rank }. **{ $name }** { $score }
history-forgotten-player = un ancien joueur
history-computer-player = { $name } (ordinateur)
history-length-minutes = { $minutes } min
history-length-hours = { $hours } h { $minutes }
history-length-unknown = durée inconnue
history-replay-hint = Revoir une partie coup par coup : `/replay game:{ $id }`

## /settings
cmd-settings = Les réglages de ce serveur (Gérer le serveur)
cmd-settings-show = Voir les réglages de ce serveur
cmd-settings-game = Les réglages par défaut des prochaines parties d'un jeu
cmd-settings-channel = Autoriser ou interdire les parties dans un salon
cmd-settings-reset-leaderboard = Remettre à zéro le classement d'un jeu
opt-settings-clear = Supprimer les réglages par défaut de ce jeu
opt-settings-channel = Un salon de ce serveur
opt-settings-allowed = Peut-on y ouvrir des parties ?
name-clear = effacer
name-channel = salon
name-allowed = autorise
err-server-manage-only = Seuls les membres ayant la permission Gérer le serveur peuvent changer les réglages de ce serveur.
err-server-nothing-to-save = Donnez des règles, un objectif ou un temps par tour à enregistrer (ou effacer : True pour les supprimer).
err-channel-not-allowed = On ne peut pas ouvrir de partie dans ce salon. Sur ce serveur, jouez dans { $channels }.
server-show-title = Réglages du serveur
server-show-language = Langue : { $language }
server-show-channels = On peut ouvrir des parties dans : { $channels }
server-show-every-channel = On peut ouvrir des parties dans tous les salons.
server-show-no-defaults = Aucun jeu n'a de réglages par défaut du serveur : chacun s'ouvre avec les siens.
server-default-line = **{ $game }** : { $defaults }
server-default-preset = règles { $preset }
server-default-target = objectif { $target }
server-default-turn-timer = { $seconds } s par tour
server-defaults-saved = Enregistré. Les prochaines parties les utiliseront, sauf si la commande dit autre chose. { $line }
server-defaults-cleared = { $game } s'ouvre de nouveau avec ses propres réglages.
server-channels-now = On ne peut désormais ouvrir de parties que dans { $channels }.
server-channels-every = On peut de nouveau ouvrir des parties dans tous les salons.
server-reset-ask = Remettre à zéro le classement de { $game } ? La cote de chaque joueur dans ce jeu repart de zéro, et ses classements (général, du mois, de la semaine, de la saison en cours) et /stats ne comptent plus que les parties terminées à partir de maintenant ; les parties terminées restent dans l'historique.
server-reset-confirm = Remettre le classement à zéro
server-board-reset = Le classement de { $game } a été remis à zéro ({ $players ->
    [one] { $players } cote supprimée
   *[other] { $players } cotes supprimées
}).

## /privacy
cmd-privacy = Ce que ce bot garde sur vous
cmd-privacy-info = Ce que ce bot enregistre sur vous, et pourquoi
cmd-privacy-forget-me = Effacer ce que ce bot garde sur vous
privacy-title = Vos données et ce bot
privacy-text = **Ce qui est enregistré, et pourquoi**
    • Votre identifiant Discord et le pseudo que vous aviez en prenant place : pour afficher la table, l'historique et les classements.
    • Chaque coup des parties que vous jouez, avec les scores : pour qu'une partie survive à un redémarrage et qu'on puisse la revoir.
    • Vos résultats et une cote par serveur et par jeu : pour les classements et /stats.
    • Vos choix (langue, main par message privé, mentions à votre tour, images ou texte et leurs couleurs) : pour les respecter.
    Pas enregistré : vos messages, votre e-mail, rien en dehors des parties.
    Rien n'est partagé ni utilisé à autre chose. Tout reste jusqu'à ce que vous le demandiez : `/privacy forget-me` efface vos choix, vos cotes et votre nom, et garde vos résultats passés sans nom, pour que le classement des autres joueurs reste le même.
privacy-forget-ask = Vous oublier ? Vos choix, vos cotes sur tous les serveurs et votre nom sont effacés ; vos résultats passés restent, sans nom, pour que le classement des autres ne change pas. C'est définitif.
privacy-forget-confirm = M'oublier
privacy-forgotten = C'est fait : vos choix, vos cotes et votre nom sont effacés, et vos résultats passés ne vous nomment plus.
err-forget-open-game = Vous êtes encore assis à une table dans { $channel } : quittez-la ou finissez la partie, puis redemandez.
err-forget-not-yours = Seule la personne qui a demandé l'oubli peut le confirmer.

## Classements, statistiques, abandon
board-line = { $rank }. **{ $name }** · { $points } · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} / { $games } { $games ->
    [one] partie
   *[other] parties
}
board-line-provisional = { $rank }. **{ $name }** · { $points } (provisoire) · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} / { $games } { $games ->
    [one] partie
   *[other] parties
}
board-footer = Tout le monde commence à 1000. Une cote reste provisoire jusqu'à { $games } parties jouées.
board-all-title = Classements de ce serveur ({ $period })
board-all-empty = Personne n'a encore terminé de partie sur ce serveur.
stats-game = **{ $game }** : { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
} · cote { $points }
stats-game-provisional = **{ $game }** : { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
} · cote { $points } (provisoire)
stats-best = meilleur score { $score }
stats-mu-chief = Chef { $hands } fois, { $made } { $made ->
    [one] contrat réussi
   *[other] contrats réussis
} ({ $rate } %)
stats-mu-never-chief = jamais Chef pour l'instant
cmd-game-resign = Abandonner cette partie : l'ordinateur joue votre place et c'est une défaite
resign-done = Vous avez abandonné. Un joueur ordinateur finit la partie à votre place ; c'est une défaite pour vous.
ev-player-resigned = { $player } abandonne : un joueur ordinateur prend sa place jusqu'à la fin.
err-already-resigned = Vous avez déjà abandonné cette partie.
err-you-resigned = Vous avez abandonné cette partie : un joueur ordinateur joue votre place jusqu'à la fin.

## /replay
cmd-replay = Revoir une partie terminée, coup par coup
opt-replay-game = Le numéro de la partie, comme l'affiche /history (n° 12)
replay-title = Revoir la partie n° { $id } · { $game }
replay-step = Étape { $step } sur { $steps } · manche { $round }
replay-your-hand = Votre main à ce moment : `{ $hand }`
replay-first = ⏮ Début
replay-back = ◀ Précédent
replay-next = Suivant ▶
replay-last = Fin ⏭
replay-jump = Aller à une manche
replay-jump-option = Manche { $round } (étape { $step })
err-replay-no-such-game = Il n'y a pas de partie terminée n° { $id } sur ce serveur. /history les liste.
err-replay-not-replayable = La partie n° { $id } ne peut pas être revue : elle a été jouée avant que les parties gardent ce qu'il faut pour les revoir.
replay-coach = 🎓 Coach
replay-coach-title = Coach · n° { $id } · { $game }
replay-coach-turn = Votre tour { $turn } sur { $turns } · étape { $step }
replay-coach-nothing = Le coach n'a pas trouvé de coup nettement meilleur ici.
replay-coach-to-summary = Bilan ⏭
replay-coach-back = Retour à la partie
replay-coach-jump = Tours où un meilleur coup existait
replay-coach-jump-option = Tour { $turn } (étape { $step })
replay-coach-summary = { $better } de vos { $turns } tours avaient un coup nettement meilleur.
replay-coach-summary-deadwood = Bois mort laissé au-dessus de la meilleure défausse : { $deadwood } en tout.
replay-coach-summary-knocks = Frappes manquées : { $knocks } · gin manqués : { $gins }.
replay-coach-summary-tiles = Tuiles qui pouvaient encore être posées en plus des vôtres : { $tiles }.
replay-coach-summary-contracts = Tours finis sans descendre alors que votre main tenait le contrat : { $turns }.
replay-coach-summary-footer = Coach · bilan
err-replay-coach-not-seated = La vue du coach de la partie n° { $id } est pour celles et ceux qui l'ont jouée ; vous n'y étiez pas assis.
err-replay-coach-no-turns = Vous n'avez joué aucun tour vous-même dans la partie n° { $id } : le coach n'a rien à examiner.
replay-coach-no-answer = Le coach n'a pas trouvé de réponse à temps pour ce tour : il n'en dit rien.
replay-coach-summary-unanswered = Tours pour lesquels le coach n'a pas eu de réponse à temps : { $turns }.
