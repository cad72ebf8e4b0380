# Mots dessinés dans les images (render/).
render-time-left = Reste { $time }
render-game-tiles = Rami des chiffres
render-game-rummy = Rami
render-game-gin = Gin-rami
render-game-railroad = RailRoad Rummy
render-game-mu = Mü

render-leaderboard-title = Classement
render-leaderboard-empty = Aucune partie terminée pour l’instant.
render-leaderboard-player = Joueur
render-leaderboard-rating = Cote
render-leaderboard-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
render-leaderboard-wins = Victoires
render-leaderboard-games = Parties

render-final-title = Scores finaux
render-final-winner = { $count ->
    [one] Vainqueur : { $names }
   *[other] Vainqueurs : { $names }
}
render-final-score = Score
