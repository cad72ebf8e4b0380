"""Play the real bot in a browser, without a Discord token: ``python -m bot.demo`` (``make demo``).

The unmodified bot runs against SimCord, an in-memory Discord, and SimCord's local preview serves two pages on
127.0.0.1: the server channel, where you type slash commands and click buttons and menus (replies only you can
see appear there too), and your direct messages with the bot, where your hand arrives after every move.
``bot.demo.world`` builds that world, ``bot.demo.screenshot`` photographs it for the README.

This package is a tool around the bot: it needs the ``demo`` extra (``simcord[preview]``) and nothing in the bot
imports it.
"""
