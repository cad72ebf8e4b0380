"""The Discord side of the bot: what players see and press.

- ``components``: buttons, menus and the settings form (``DynamicItem``s that survive restarts), the private panel
  and the path of a move from a click to its answer (``perform``);
- ``presenter``: the public table message, hand DMs, turn pings and showdowns, drawn after every committed change;
- ``layout``: the table message as one Components V2 layout;
- ``hands``: the text and pictures of a seat's hand;
- ``replies``: answers that arrive within Discord's limits (2,000 characters, three seconds);
- ``locale``: the language a player is answered in;
- ``errors``: the one place unexpected failures end up;
- ``pacing``: the cap on table-message edits per channel;
- ``message_age``: table messages posted again before Discord stops letting them be edited, panels never edited late;
- ``threads``: tables opened in threads of their own, and the channel's line linking to each;
- ``places``: where a table is and how to get back to it: ``/games``, jump links, DMs naming their table.
"""
