# Core bot texts (owned by the spine). Games add their own <game>.ftl files.
err-not-your-turn = It is not your turn.
err-unknown-command = { $command } is not a move in this game.
err-bad-option = { $option }: { $value } is not a valid setting.
