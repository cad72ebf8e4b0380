"""Persistence behind one small interface (``Store``): SQLite by default, PostgreSQL for several processes."""

from bot.store.base import ChannelBusy, RatingsMoved, ShardFilter, StaleGame, Store
from bot.store.postgres import PostgresStore
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
    SeasonGame,
    SeasonRecord,
    SeasonSeat,
    SeasonSettings,
    SeasonStanding,
    SeatRecord,
    TableDefaults,
    TournamentRecord,
    UserPrefs,
)
from bot.store.select import make_store
from bot.store.sqlite import SQLiteStore

__all__ = [
    "ActionLog", "ChannelBusy", "ChiefRecord", "GameDefaults", "GameRecord", "MatchSeat", "MatchSummary",
    "PlayerStats", "PostgresStore", "RatingRow", "RatingsMoved", "ResultRow", "SQLiteStore", "SeasonGame",
    "SeasonRecord", "SeasonSeat", "SeasonSettings", "SeasonStanding", "SeatRecord", "ShardFilter", "StaleGame",
    "Store", "TableDefaults", "TournamentRecord", "UserPrefs", "make_store",
]
