"""Discord's limits, named once: every module of the Discord side reads them from here.

The rules offer menus of at most ``bot.rules.base.MENU_CHOICES`` choices, which fits ``MENU_OPTIONS``; the picture
descriptions of ``render.describe`` fit ``ALT_TEXT_CHARS``; the rules plan panels in ``bot.rules.base.PANEL_ROWS``
rows of ``ROW_BUTTONS`` buttons, the room given here (``tests/test_architecture.py`` checks all three).
"""

from __future__ import annotations

MENU_OPTIONS = 25  # options in a select menu
AUTOCOMPLETE_CHOICES = 25  # suggestions a slash command's autocomplete may offer
ACTION_ROWS = 5  # rows of buttons and menus in a message's classic layout
ROW_BUTTONS = 5  # buttons in one row
MESSAGE_COMPONENTS = 40  # components in a whole Components V2 message, nested ones included
MESSAGE_CHARS = 2_000  # characters of a message or an interaction's answer
LAYOUT_TEXT_CHARS = 4_000  # characters of text in a whole Components V2 message
EMBED_TITLE_CHARS = 256  # characters of an embed's title
EMBED_DESCRIPTION_CHARS = 4_000  # of an embed's description (Discord allows 4,096; the bot keeps to a round 4,000)
BUTTON_LABEL_CHARS = 80  # characters of a button's label
OPTION_CHARS = 100  # characters of a menu option's label, and of its value
MENU_PLACEHOLDER_CHARS = 150  # characters of a menu's placeholder
INPUT_PLACEHOLDER_CHARS = 100  # characters of a form field's placeholder
CUSTOM_ID_CHARS = 100  # characters of a component's custom id
CHANNEL_NAME_CHARS = 100  # characters of a channel's (or a thread's) name
ALT_TEXT_CHARS = 1_024  # characters of an attachment's description (its alt text)

# The bot's own lengths, chosen within those.
PRESET_INPUT_CHARS = 40  # the settings form's preset field
ECHOED_VALUE_CHARS = 100  # a bad value quoted back in a refusal
ECHOED_LINE_CHARS = 80  # a bad line of the settings form quoted back in a refusal
