# Textes du bot (partie commune). Chaque jeu ajoute son fichier <jeu>.ftl.
err-not-your-turn = Ce n'est pas votre tour.
err-unknown-command = { $command } n'est pas un coup de ce jeu.
err-bad-option = { $option } : { $value } n'est pas un réglage valide.
