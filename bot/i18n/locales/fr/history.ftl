# Historique, réglages du serveur, confidentialité et classements.

## /history
cmd-history = Les dernières parties terminées de ce serveur
opt-history-member = Seulement les parties jouées par ce membre
history-title = Parties terminées sur ce serveur
history-title-game = Parties terminées de { $game } sur ce serveur
history-empty = Aucune partie terminée ne correspond pour l'instant.
history-page = Page { $page } sur { $pages } · { $total ->
    [one] 1 partie
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
