"""The coach over a finished game's steps (``bot.replay_coach``): only the turns the person played, the coach's line
where a clearly better move existed, silence for an analysis over its budget, and the summary's sums."""

from __future__ import annotations

import random
from dataclasses import replace

from bot import replay_coach
from bot.replay import Step
from bot.rules.base import Event
from bot.rules.cards import parse_card, parse_cards
from bot.rules.gin import GinRules
from bot.rules.gin.actions import Discard, Draw
from bot.rules.railroad.actions import Discard as RailroadDiscard
from bot.rules.railroad.engine import RailroadRules
from bot.rules.railroad.views import PHASE_PLAY


def gin_steps(causes: dict[int, str]) -> list[Step]:
    """A Gin hand played for a few turns: each seat takes the stock card and throws the lowest card it may (a weak
    discard in most hands); ``causes`` says who moved each seat (``player`` unless told)."""
    rules = GinRules()
    state = rules.new_game(2, {}, random.Random(3))
    steps = [Step(0, None, "start", None, state)]
    for version in range(1, 40):
        (seat,) = rules.to_act(state)
        legal = list(rules.legal(state, seat))
        draws = [a for a in legal if isinstance(a, Draw) and a.source == "stock"]
        discards = sorted((a for a in legal if isinstance(a, Discard)), key=lambda a: a.card.sort_key())
        action = draws[0] if draws else discards[0] if discards else legal[0]
        state, _events = rules.apply(state, seat, action, random.Random(version))
        steps.append(Step(version, seat, causes.get(seat, "player"), action, state))
    return steps


def test_each_turn_runs_from_the_seats_first_action_to_the_one_that_ends_it():
    steps = gin_steps({})
    turns = replay_coach.own_turns(GinRules(), steps, 0)
    assert turns, "seat 0 played turns"
    for actions in turns:
        assert all(steps[n].seat == 0 for n in actions)
        assert 0 not in GinRules().to_act(steps[actions[-1]].state), "the turn ends with its last action"
        assert list(actions) == list(range(actions[0], actions[-1] + 1)), "one turn is consecutive steps"


def test_the_computers_turns_are_not_the_players():
    steps = gin_steps({1: "ai"})
    assert replay_coach.own_turns(GinRules(), steps, 1) == []
    assert replay_coach.own_turns(GinRules(), steps, 0)


def test_weak_discards_are_named_and_an_analysis_over_budget_says_nothing():
    steps = gin_steps({})
    rules = GinRules()
    coached = replay_coach.coach_game(rules, steps, 0)
    found = [turn.advice for turn in coached if turn.advice is not None]
    assert found and all(e.code == "coach-discard" and e.private_to == 0 for e in found)
    late = replay_coach.coach_game(rules, steps, 0, budget=-1.0)
    assert all(turn.advice is None and not turn.in_time for turn in late)
    assert all(not turn.in_time for turn in replay_coach.coach_game(rules, steps, 0, game_budget=-1.0))
    assert replay_coach.summarize(late).unanswered == len(late)


def test_the_summary_adds_up_what_was_left_on_the_table():
    def turn(code: str, **params: int | str) -> replay_coach.CoachedTurn:
        return replay_coach.CoachedTurn(1, (1,), Event(code, dict(params), private_to=0))

    turns = [turn("coach-discard", card="A♠", left=20, better="K♠", best=11),
             turn("coach-discard", card="2♠", left=15, better="Q♠", best=8),
             turn("coach-knock-missed", card="5♠", deadwood=4), turn("coach-gin-missed", card="9♠"),
             turn("coach-tiles", laid=3, points=21, best=7), replay_coach.CoachedTurn(2, (2,), None),
             turn("coach-contract-missed", card="4♠", melds="7♥ 7♦ 7♣ | Q♠ Q♦ Q♣"),
             turn("coach-contract-broken", card="7♥", melds="7♥ 7♦ 7♣ | Q♠ Q♦ Q♣")]
    summary = replay_coach.summarize(turns)
    assert summary == replay_coach.CoachSummary(turns=8, better=7, deadwood=16, knocks=1, gins=1,
                                                tiles=4, contracts=2, unanswered=0)


def test_a_railroad_turn_that_kept_the_contract_in_hand_is_found_and_counted():
    rules = RailroadRules()
    state = rules.new_game(3, {}, random.Random(5))
    hand = tuple(sorted(parse_cards("7h 7d 7c Qs Qd Qc 4s 9h")))
    state = replace(state, round=1, active=0, phase=PHASE_PLAY, hands=(hand, *state.hands[1:]),
                    down=(False, False, False), taken_discard=None, window=None, last_claim=None)
    action = RailroadDiscard(parse_card("4s"))
    after, _events = rules.apply(state, 0, action, random.Random(1))
    steps = [Step(0, None, "start", None, state), Step(1, 0, "player", action, after)]
    [turn] = replay_coach.coach_game(rules, steps, 0)
    assert turn.advice is not None and turn.advice.code == "coach-contract-missed"
    assert turn.better is not None and turn.better.shown.building is not None, "its Show me lays the melds out"
    assert replay_coach.summarize([turn]).contracts == 1
