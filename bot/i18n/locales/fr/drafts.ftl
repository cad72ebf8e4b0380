# Cartes choisies et combinaisons préparées en touchant l'écran avant d'être envoyées (les panneaux de bot/rules/<jeu>/panel.py).
err-draft-select-first = Choisissez d'abord des cartes.
err-draft-nothing-to-undo = Aucune combinaison préparée à reprendre.
err-draft-not-in-hand = { $cards } : pas dans votre main (ou déjà dans une combinaison préparée).
ctl-pick-page = » Page suivante ({ $page }/{ $pages })
label-parts-separator = {", "}
