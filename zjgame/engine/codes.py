"""The engine's structured codes: claim-window kinds, ruling kinds and the reasons an action is not legal.

Each is a string-valued enum: a member equals its string (``WindowKind.DISCARD == "discard"``), prints and
formats as it and is written to JSON as it, so records, events and ``replay --json`` read exactly as the
plain strings did (the ruling kinds are a contract, docs/records.md). Code compares members, never sentences.
"""

from __future__ import annotations

from enum import Enum


class _Code(str, Enum):
    """A string-valued enum member that is its string everywhere (``str()``, f-strings, JSON)."""

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, format_spec: str) -> str:
        return str.__format__(self, format_spec)


class WindowKind(_Code):
    """What opened a claim window (ZJ §2)."""

    DISCARD = "discard"
    ADDED_KONG = "added_kong"  # the fourth tile added to an exposed pung: robbable by a win
    CONCEALED_KONG = "concealed_kong"  # ZK §7: robbable only by Thirteen Terminals


class RulingKind(_Code):
    """How a claim window was resolved, or who pays for a win (docs/records.md names them)."""

    INTERCEPTION = "interception"  # several wins: the first in turn order after the discarder wins (ZJ §2)
    PRECEDENCE = "precedence"  # a higher claim beat a lower one: win > pung/kong > chow (ZJ §2)
    ROBBING_KONG = "robbing_kong"  # ZJ §2
    RESPONSIBILITY = "responsibility"  # who pays for a discard win and why (ZJ §6)
    SEVERAL_WINNERS = "several_winners"  # variants without interception (ZK §7)
    CLAIM = "claim"  # one uncontested claim (routine: an event only)
    NO_CLAIM = "no_claim"  # everybody passed (routine: an event only)


class Reason(_Code):
    """Why an action is not legal now: ``IllegalActionError.reason`` (with the sentence) and the practice
    mode's explanations read these, never the sentences."""

    NOT_AN_ACTION = "not_an_action"
    HAND_OVER = "hand_over"
    # In a claim window (ZJ §1-§2).
    WINDOW_OPEN = "window_open"  # only claims and passes are answered while a window is open
    OWN_DISCARD = "own_discard"
    ALREADY_ANSWERED = "already_answered"
    KONG_ROBBED_ONLY_BY_WIN = "kong_robbed_only_by_win"
    RIVERBED_WIN_ONLY = "riverbed_win_only"
    CHOW_NEXT_PLAYER_ONLY = "chow_next_player_only"
    CHOW_WITHOUT_DISCARD = "chow_without_discard"
    NO_CLAIM = "no_claim"  # the seat has nothing to claim on this tile (a pass is not asked of it)
    TILES_NOT_HELD = "tiles_not_held"  # the pung, kong or chow needs tiles the seat does not hold
    # On a turn.
    NO_WINDOW = "no_window"  # a claim with no claim window open
    NOT_YOUR_TURN = "not_your_turn"
    MUST_DISCARD = "must_discard"  # after claiming a pung or chow (ZJ §2)
    TILE_NOT_HELD = "tile_not_held"
    NOT_A_BONUS_TILE = "not_a_bonus_tile"
    BONUS_AUTOMATIC = "bonus_automatic"  # B1: the engine sets bonus tiles aside itself (no choice)
    NO_REPLACEMENT = "no_replacement"  # a bonus tile with no tile left to replace it
    SEABED_KONG = "seabed_kong"  # the seabed drawer may not declare a kong (ZJ §1)
    KONG_TILES_NOT_HELD = "kong_tiles_not_held"
    # A Standing Hand (B2).
    STANDING_LOCKED = "standing_locked"  # the locked hand claims only to win, declares no kong, discards its draw
    STANDING_NOT_FIRST_DISCARD = "standing_not_first_discard"  # declared only with the seat's first discard
    STANDING_AFTER_CLAIM = "standing_after_claim"  # ... and only if the seat made no claim before it
    STANDING_NOT_READY = "standing_not_ready"  # ... leaving 13 tiles one tile from Mah Jong
    STANDING_NOT_PLAYED = "standing_not_played"  # the ruleset has no Standing Hand
    # A win (on a discard, a robbed kong or self-drawn), ZJ §4, §7.
    BONUS_TILE_KEPT = "bonus_tile_kept"  # ZK §7: a kept bonus tile can never be part of a winning hand
    NO_WINNING_HAND = "no_winning_hand"  # not four sets and a pair, Seven Pairs or Thirteen Terminals
    BELOW_MINIMUM = "below_minimum"  # a winning shape under the ruleset's minimum
    CHICKEN_BELOW_MINIMUM = "chicken_below_minimum"  # ... scoring nothing from the 44 patterns
    NOT_LEGAL_NOW = "not_legal_now"
