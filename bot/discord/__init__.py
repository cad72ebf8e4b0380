"""The Discord side of the bot: what players see and press.

- ``items``: buttons, menus and the settings form (``DynamicItem``s and their custom ids, which survive restarts);
- ``moves``: the path of a move from a press or a typed command to its answer (``perform``);
- ``panels``: the private panels, built from a seat's controls, sent, edited in place and retired;
- ``guard``: the guard every interaction runs in: who may press what, refusals answered privately;
- ``limits``: Discord's limits (options in a menu, characters of a message...), named once;
- ``presenter``: the public table message, hand DMs, turn pings and showdowns, drawn after every committed change;
- ``memory``: what the presenter remembers of each table and seat, forgotten in one removal;
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
