"""Persistence behind one small interface (``Store``); SQLite is the default implementation."""

from bot.store.base import ChannelBusy, Store
from bot.store.records import (
    ActionLog,
    ChiefRecord,
    GameDefaults,
    GameRecord,
    MatchSeat,
    MatchSummary,
    PlayerStats,
    RatingRow,
    ResultRow,
    SeatRecord,
    UserPrefs,
)
from bot.store.sqlite import SQLiteStore

__all__ = [
    "ActionLog", "ChannelBusy", "ChiefRecord", "GameDefaults", "GameRecord", "MatchSeat", "MatchSummary", "PlayerStats", "RatingRow", "ResultRow", "SQLiteStore", "SeatRecord",
    "Store", "UserPrefs",
]
