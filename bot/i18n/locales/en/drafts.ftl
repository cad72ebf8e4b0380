# Cards picked and melds planned by taps before they are sent (the panels of bot/rules/<game>/panel.py).
err-draft-select-first = Pick cards first.
err-draft-nothing-to-undo = No planned meld to take back.
err-draft-not-in-hand = { $cards }: not in your hand (or already in a planned meld).
ctl-pick-page = » Next page ({ $page }/{ $pages })
label-parts-separator = {", "}
