# Melds planned by taps before they are sent (bot/rules/drafts.py), in every card game.
err-draft-select-first = Pick cards first.
err-draft-nothing-to-undo = No planned meld to take back.
err-draft-not-in-hand = { $cards }: not in your hand (or already in a planned meld).
ctl-pick-page = » Next page ({ $page }/{ $pages })
label-parts-separator = {", "}
