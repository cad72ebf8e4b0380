"""``python -m bot``: start the bot, or explain how to get a token and stop with exit code 2."""

from __future__ import annotations

import logging
import sys

from bot.config import ConfigError, Settings

SETUP_HELP = """\
No DISCORD_TOKEN is set, so the bot cannot log in.

1. Open https://discord.com/developers/applications, click "New Application", then in "Bot" click
   "Reset Token" and copy it. No privileged gateway intent is needed.
2. Put it in a file named .env beside the Makefile (copy .env.example):   DISCORD_TOKEN=your-token
   or export it in your shell:   export DISCORD_TOKEN=your-token
3. Invite the bot: "OAuth2" -> "URL Generator", scopes "bot" and "applications.commands", bot permissions
   "Send Messages", "Send Messages in Threads", "Attach Files", "Embed Links", "Use External Emojis",
   "Read Message History"; open the generated URL and pick your server.
4. Run `make run` again. While developing, set DEV_GUILD_ID to your server's id to see commands at once.
"""


def main() -> int:
    try:
        settings = Settings.load()
    except ConfigError as error:
        print(f"Configuration error: {error}", file=sys.stderr)
        return 2
    if not settings.token:
        print(SETUP_HELP, file=sys.stderr)
        return 2
    from bot.client import create_bot

    bot = create_bot(settings)
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bot.run(settings.token, log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
