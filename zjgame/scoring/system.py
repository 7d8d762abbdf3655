"""The scoring-system seam: the ``ScoringSystem`` protocol, the registry that picks an implementation by the
ruleset's ``scoring_system`` name, and the checks every system shares.

A system answers, for the engine, the score panel, the calculator, practice mode, the command line and the
computer players alike:
- is this a legal win and what is it worth, and if not why not (``refusal``; ``may_win``: the shape first, then,
  only if the system needs it for legality, a score; ``score_win``; ``score_win_json`` and ``score_win_keys`` for
  the batch command's fast path, from 34 counts or from the four packed suit keys of ``zjgame.rules.suit_table``;
  ``score_win_total``: the total alone, for the computer players);
- what a loser's hand is worth, where the system scores losers (``scores_losers``, ``score_loser``);
- the settlement of a finished hand (``settle``: every seat's net, each payment with its reason, the system's
  extras), the ready seats of an exhaustive draw where they are paid (``pays_ready_hands``, ``is_ready``);
- what a deal-in would cost a seat (``deal_in_cost``; the danger model asks this and computes no number of its
  own);
- a plain-sentence explanation of the payments (``explain_payments``: one sentence per payment of a settlement;
  ``explain_win``: the score panel's account of one win; ``explain_draw``; ``explain_prospect``: what a win
  of this score would pay, for the calculator and the command line; ``responsibility_text``: the engine's
  responsibility ruling, in ``zjgame.i18n.ENGLISH`` for records), with the caller's seat names (``names``) and
  tile names (``tile_name``), in the language in use;
- which flags it knows and which combinations contradict its rules (``flags``, ``context_problem``,
  ``hand_problem``), and a note on what stops a hand from winning beyond its shape (``minimum_note``).

Implementations: ``zjgame.scoring.zj.system.ZungJungSystem`` (``"zung-jung"``) and
``zjgame.scoring.british.system.BritishSystem`` (``"british"``).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring.context import ScoringInputError, WinContext
from zjgame.scoring.counts import CONCEALED_KONG, EXPOSED_KONG, MeldSpec
from zjgame.scoring.result import ScoreResult
from zjgame.scoring.settlement import DealIn, DealInCost, HandOutcome, Settlement, WinClaim, WinSettlement
from zjgame.scoring.words import Names, TileNamer

# Why a system refuses a win (``ScoringSystem.refusal``); the engine names them as its ``Reason`` codes.
NO_WINNING_HAND = "no_winning_hand"  # not a winning shape under the system
BELOW_MINIMUM = "below_minimum"  # a winning shape under the ruleset's minimum score
CHICKEN_BELOW_MINIMUM = "chicken_below_minimum"  # ... and scoring nothing at all from the system's patterns
REFUSALS: tuple[str, ...] = (NO_WINNING_HAND, BELOW_MINIMUM, CHICKEN_BELOW_MINIMUM)


class ScoringSystem(Protocol):
    name: str  # the registry key: ``Ruleset.scoring_system``
    title: str
    scores_losers: bool
    flags: tuple[str, ...]  # the win-context flags it knows (batch-line names)

    def is_winning_shape(self, counts: Sequence[int]) -> bool: ...

    def may_win(
        self,
        ruleset: Ruleset,
        counts: Sequence[int],
        concealed: Sequence[Tile],
        melds: tuple[Meld, ...],
        bonus: tuple[Tile, ...],
        tile: Tile,
        context: Callable[[], WinContext],
        thirteen_only: bool = False,
    ) -> bool: ...

    def score_win(self, hand: Hand, context: WinContext, ruleset: Ruleset) -> ScoreResult: ...

    def refusal(self, hand: Hand, context: WinContext, ruleset: Ruleset) -> str | None:
        """None when ``hand`` may win in ``context``; otherwise why not, as one of ``REFUSALS``."""
        ...

    def score_win_json(
        self,
        concealed: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> str: ...

    def score_win_total(
        self,
        concealed: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> int:
        """The total of ``score_win_json``'s text for the same arguments, 0 where that text says the hand does
        not win: the computer players' question, answered without writing the text."""
        ...

    def score_win_keys(
        self,
        keys: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> str: ...

    def score_loser(self, hand: Hand, seat: Seat, round_wind: Seat, ruleset: Ruleset) -> ScoreResult: ...

    def minimum_note(self, ruleset: Ruleset) -> str: ...

    def minimum_points(self, ruleset: Ruleset) -> int:
        """The least score a win needs under ``ruleset`` (0: no minimum); the practice mode's sentences quote it."""
        ...

    def big_hand(self, ruleset: Ruleset) -> int | None:
        """The score above which the discarder of a win pays more than a loser's share (ZJ §6's standard score);
        None where a deal-in costs no more than any other loss (B5). Statistics of deal-ins read it."""
        ...

    def context_problem(self, context: WinContext) -> str | None: ...

    def hand_problem(
        self,
        melds: Sequence[MeldSpec],
        winning: int,
        copies_of_winning: int,
        has_bonus: bool,
        context: WinContext,
        ruleset: Ruleset,
    ) -> str | None: ...

    def pays_ready_hands(self, ruleset: Ruleset) -> bool: ...

    def is_ready(
        self,
        ruleset: Ruleset,
        seat: Seat,
        round_wind: Seat,
        counts: Sequence[int],
        concealed: Sequence[Tile],
        melds: tuple[Meld, ...],
        bonus: tuple[Tile, ...],
    ) -> bool: ...

    def settle(self, ruleset: Ruleset, outcome: HandOutcome) -> Settlement: ...

    def deal_in_cost(self, ruleset: Ruleset, deal_in: DealIn) -> DealInCost: ...

    def explain_win(
        self, win: Any, ruleset: Ruleset, names: Names = ..., tile_name: TileNamer = ...
    ) -> tuple[str, ...]: ...

    def explain_payments(self, settlement: Settlement, ruleset: Ruleset, names: Names = ...) -> tuple[str, ...]: ...

    def explain_draw(self, result: Any, ruleset: Ruleset, names: Names = ...) -> tuple[str, ...]: ...

    def explain_prospect(
        self, score: ScoreResult, context: WinContext, ruleset: Ruleset, names: Names = ...
    ) -> tuple[str, ...]: ...

    def responsibility_text(
        self,
        claim: WinClaim,
        settled: WinSettlement,
        names: Names = ...,
        tile_name: TileNamer = ...,
        translation: gettext.NullTranslations | None = None,
    ) -> str | None: ...


def common_hand_problem(
    melds: Sequence[MeldSpec],
    winning: int,
    copies_of_winning: int,
    has_bonus: bool,
    context: WinContext,
    ruleset: Ruleset,
) -> str | None:
    """Flags that contradict the hand (docs/score.md), in every system: a kong supplement (loose tile) needs a
    kong (or a bonus tile where there are bonus tiles); Heaven/Earth (Original Hand) need the dealt hand; a
    robbed kong's other three copies are in the kong, not in the robber's hand."""
    ctx = context
    if ctx.kong_supplement and not any(kind in (EXPOSED_KONG, CONCEALED_KONG) for kind, _ in melds):
        if not (ruleset.bonus_tiles and has_bonus):
            extra = " (or a bonus tile)" if ruleset.bonus_tiles else ""
            return f"--kong-supplement needs a kong in the hand{extra}"
    if (ctx.heaven or ctx.earth) and melds:
        flag = "--heaven" if ctx.heaven else "--earth"
        return f"{flag} needs the initial hand: no melds and no concealed kong"
    if ctx.robbing_kong and copies_of_winning > 1:
        # ZJ §2, B2: the robbed tile is the fourth of another player's pung, so the winner holds no other copy.
        tile = TILES34[winning].value
        return f"--robbing-kong: the other three {tile} are in the kong being robbed, not in this hand"
    return None


def _systems() -> dict[str, ScoringSystem]:
    from zjgame.scoring.british.system import SYSTEM as BRITISH
    from zjgame.scoring.zj.system import SYSTEM as ZUNG_JUNG

    return {ZUNG_JUNG.name: ZUNG_JUNG, BRITISH.name: BRITISH}


_REGISTRY: dict[str, ScoringSystem] = {}


def get_system(name: str) -> ScoringSystem:
    """The scoring system registered under ``name`` (``"zung-jung"``, ``"british"``)."""
    if not _REGISTRY:
        _REGISTRY.update(_systems())
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ScoringInputError(f"unknown scoring system {name!r}; known: {', '.join(_REGISTRY)}") from None


def system_for(ruleset: Ruleset) -> ScoringSystem:
    """The scoring system the ruleset names."""
    got = _REGISTRY.get(ruleset.scoring.system)
    return got if got is not None else get_system(ruleset.scoring.system)


def system_names() -> tuple[str, ...]:
    if not _REGISTRY:
        _REGISTRY.update(_systems())
    return tuple(_REGISTRY)
