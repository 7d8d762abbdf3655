"""Why an action is not legal: the ``Reason`` code and the sentence an ``IllegalActionError`` carries, and
why a win is refused (``refuse_win``, which the practice mode's explanations share).

Owns the diagnosis only; what is legal is ``RoundState.legal_actions`` (this module is asked after an action
was found not to be among them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.codes import Reason, WindowKind
from zjgame.engine.view import Phase
from zjgame.engine.wins import discard_context, make_hand, minimum_note, self_drawn_context
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext, system_for

if TYPE_CHECKING:
    from zjgame.engine.round import RoundState


def refuse_win(
    ruleset: Ruleset,
    concealed: Sequence[Tile],
    melds: tuple[Meld, ...],
    bonus: tuple[Tile, ...],
    tile: Tile,
    context: WinContext,
) -> Reason | None:
    """Why ``concealed`` (the tiles before the winning ``tile``) with ``melds`` may not win on ``tile``, or None
    when it may: a kept bonus tile (ZK §7, B1), no winning shape (ZJ §4, B3), or a winning shape under the
    ruleset's minimum (ZJ §7), which is ``CHICKEN_BELOW_MINIMUM`` when the 44 patterns give it nothing at all.
    The ruleset's scoring system decides; this only names its answer."""
    if tile.is_bonus or any(t.is_bonus for t in concealed):
        return Reason.BONUS_TILE_KEPT
    refusal = system_for(ruleset).refusal(make_hand(concealed, melds, bonus, tile), context, ruleset)
    return None if refusal is None else Reason(refusal)


def why_illegal(state: RoundState, seat: Seat, action: Action) -> tuple[Reason, str]:
    """The reason ``action`` by ``seat`` is not legal in ``state``, and the sentence naming the seat, the action
    and why."""
    if not isinstance(action, (A.TURN_ACTIONS + A.CLAIM_ACTIONS)):
        return Reason.NOT_AN_ACTION, f"{action!r} is not an action"
    what = f"{seat.name_en} cannot {action.describe()}"
    kong_box = not state.ruleset.dead_wall_replenished  # B1's words (the last tile, the last discard)
    locked = state.standing[seat.index] is not None
    if state.phase is Phase.FINISHED:
        return Reason.HAND_OVER, f"{what}: the hand is over"
    w = state.window
    if w is not None:
        t = w.tile.value
        if not A.is_claim(action):
            return (
                Reason.WINDOW_OPEN,
                f"{what}: a claim window on {w.discarder.name_en}'s {t} is open; only claims and passes are"
                " answered now",
            )
        if seat is w.discarder:
            return Reason.OWN_DISCARD, f"{what}: {seat.name_en} discarded {t} and cannot claim it"
        if w.has_answered(seat):
            return Reason.ALREADY_ANSWERED, f"{what}: {seat.name_en} has already answered this claim window"
        if w.kind is not WindowKind.DISCARD and not isinstance(action, (A.ClaimWin, A.Pass)):
            return Reason.KONG_ROBBED_ONLY_BY_WIN, f"{what}: a kong of {t} can only be robbed by a win (ZJ §2)"
        if locked and not isinstance(action, (A.ClaimWin, A.Pass)):
            return (
                Reason.STANDING_LOCKED,
                f"{what}: {seat.name_en} declared a Standing Hand and may claim a discard only for Mah Jong (B2)",
            )
        if w.riverbed and not isinstance(action, (A.ClaimWin, A.Pass)):
            if kong_box:
                return Reason.RIVERBED_WIN_ONLY, f"{what}: the last discard {t} may be claimed only for Mah Jong (B1)"
            return Reason.RIVERBED_WIN_ONLY, f"{what}: the riverbed discard {t} may be claimed only for a win (ZJ §1)"
        if isinstance(action, A.ClaimChow) and seat is not w.discarder.next:
            return (
                Reason.CHOW_NEXT_PLAYER_ONLY,
                f"{what}: only {w.discarder.next.name_en}, the next player after {w.discarder.name_en},"
                " may chow (ZJ §2)",
            )
        if isinstance(action, A.ClaimChow) and w.tile not in action.tiles:
            return Reason.CHOW_WITHOUT_DISCARD, f"{what}: a chow claim must contain the discard {t}"
        opts = w.options_for(seat)
        if not opts:
            return (
                Reason.NO_CLAIM,
                f"{what}: {seat.name_en} has no claim on {t} (a seat not listed passes; an explicit pass only"
                " from a seat that had a claim)",
            )
        if isinstance(action, A.ClaimWin):
            i = seat.index
            context = discard_context(
                state.ruleset,
                seat,
                state.round_wind,
                w.discarder,
                w.kind,
                w.riverbed,
                state.discard_log,
                state.east_kong,
                locked,
            )
            reason = refuse_win(state.ruleset, state.hands[i], state.melds[i], state.bonus[i], w.tile, context)
            return (
                reason or Reason.NO_WINNING_HAND,
                f"{what}: {t} does not complete a winning hand{minimum_note(state.ruleset)}",
            )
        return (
            Reason.TILES_NOT_HELD,
            f"{what}: {seat.name_en} does not hold the tiles for it; legal: {', '.join(a.describe() for a in opts)}",
        )
    if A.is_claim(action):
        return Reason.NO_WINDOW, f"{what}: no claim window is open"
    if seat is not state.turn:
        return Reason.NOT_YOUR_TURN, f"{what}: it is {state.turn.name_en}'s turn"
    hand = state.hands[seat.index]
    if state.phase is Phase.DISCARD and not isinstance(action, A.Discard):
        return (
            Reason.MUST_DISCARD,
            f"{what}: after claiming a pung or chow the claimer must discard at once (ZJ §2)",
        )
    if isinstance(action, A.SetAsideBonus) and state.ruleset.bonus_tiles_automatic:
        return (
            Reason.BONUS_AUTOMATIC,
            f"{what}: bonus tiles are set aside automatically for a loose tile under these rules (B1)",
        )
    if isinstance(action, (A.Discard, A.SetAsideBonus)) and action.tile not in hand:
        return Reason.TILE_NOT_HELD, f"{what}: {seat.name_en} does not hold {action.tile.value}"
    if isinstance(action, A.SetAsideBonus):
        if not action.tile.is_bonus:
            return Reason.NOT_A_BONUS_TILE, f"{what}: {action.tile.value} is not a bonus tile"
        return Reason.NO_REPLACEMENT, f"{what}: no tile is left to replace it"
    if locked and isinstance(action, A.DeclareKong):
        return (
            Reason.STANDING_LOCKED,
            f"{what}: {seat.name_en} declared a Standing Hand and may not declare a kong (B2)",
        )
    if locked and isinstance(action, A.Discard):
        just_drawn = state.drawn.value if state.drawn is not None else "the drawn tile"
        return (
            Reason.STANDING_LOCKED,
            f"{what}: {seat.name_en} declared a Standing Hand and must discard the tile just drawn, {just_drawn} (B2)",
        )
    if isinstance(action, A.Discard) and action.standing:
        return _why_no_standing(state, seat, action.tile, what)
    if isinstance(action, A.DeclareKong):
        if state.draws_left == 0:
            if kong_box:
                return (
                    Reason.SEABED_KONG,
                    f"{what}: the player who drew the last tile of the wall may not declare a kong (B1)",
                )
            return Reason.SEABED_KONG, f"{what}: the seabed drawer may not declare a kong (ZJ §1)"
        return (
            Reason.KONG_TILES_NOT_HELD,
            f"{what}: a kong needs four {action.tile.value} in hand or an exposed pung of it and the fourth in hand",
        )
    if isinstance(action, A.DeclareSelfDrawnWin):
        reason = Reason.NO_WINNING_HAND
        drawn = state.drawn
        if drawn is not None:
            i = seat.index
            rest = list(hand)
            rest.remove(drawn)
            context = self_drawn_context(
                state.ruleset,
                seat,
                state.round_wind,
                state.discard_log,
                state.east_kong,
                state.draws_left,
                state.drawn_supplement,
                locked,
            )
            reason = refuse_win(state.ruleset, rest, state.melds[i], state.bonus[i], drawn, context) or reason
        return reason, f"{what}: the hand is not complete{minimum_note(state.ruleset)}"
    return Reason.NOT_LEGAL_NOW, f"{what}: not legal now"


def _why_no_standing(state: RoundState, seat: Seat, tile: Tile, what: str) -> tuple[Reason, str]:
    """B2: a Standing Hand is declared with the seat's first discard, no claim made before it, the 13 tiles left
    one tile from Mah Jong; and only under a ruleset that has it."""
    name = seat.name_en
    if not state.ruleset.standing_hand:
        return Reason.STANDING_NOT_PLAYED, f"{what}: the {state.ruleset.title} rules have no Standing Hand"
    if state.rivers[seat.index]:
        return (
            Reason.STANDING_NOT_FIRST_DISCARD,
            f"{what}: a Standing Hand is declared only with the first discard of the hand, and {name} has discarded"
            " before (B2)",
        )
    if any(m.source is not None for m in state.melds[seat.index]) or state.phase is Phase.DISCARD:
        return Reason.STANDING_AFTER_CLAIM, f"{what}: {name} has made a claim, so no Standing Hand (B2)"
    return (
        Reason.STANDING_NOT_READY,
        f"{what}: without {tile.value} the 13 tiles are not one tile from Mah Jong (B2)",
    )
