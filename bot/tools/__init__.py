"""Command-line tools around the bot: they may read files, standard input and clocks, which the rules core never does."""
