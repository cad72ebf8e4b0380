# Words drawn inside images (owned by render/).
render-time-left = Time left { $time }
render-game-tiles = Tile Rummy
render-game-rummy = Rummy
render-game-gin = Gin Rummy
render-game-railroad = RailRoad Rummy
render-game-mu = Mü

render-leaderboard-title = Leaderboard
render-leaderboard-empty = No finished games yet.
render-leaderboard-player = Player
render-leaderboard-rating = Rating
render-leaderboard-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
render-leaderboard-wins = Wins
render-leaderboard-games = Games

render-final-title = Final scores
render-final-winner = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
render-final-score = Score
