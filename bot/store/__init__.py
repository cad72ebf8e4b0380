"""Persistence behind one small interface (``Store``); SQLite is the default implementation."""

from bot.store.base import ChannelBusy, Store
from bot.store.records import ActionLog, GameRecord, PlayerStats, RatingRow, ResultRow, SeatRecord, UserPrefs
from bot.store.sqlite import SQLiteStore

__all__ = [
    "ActionLog", "ChannelBusy", "GameRecord", "PlayerStats", "RatingRow", "ResultRow", "SQLiteStore", "SeatRecord",
    "Store", "UserPrefs",
]
