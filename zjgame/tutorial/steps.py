"""The tutorial's data: lessons as frozen values, and the judging of what the learner did.

A ``Lesson`` is a sequence of steps:
- ``NewDeal``: a scripted hand starts (``Deal``: the wall, the learner's seat, what each computer seat does);
- ``Note``: text to read, then Continue (``after``: the table plays on until a computer seat has done something;
  ``score_panel``: Continue opens the score panel of the hand just won);
- ``Act``: the learner must make one of the ``accept`` actions at the table; any other legal action is explained
  (``wrong``: templates by action kind) and not played;
- ``Pick``: click one of the ``accept`` tiles (the gallery, or the hand); another tile is explained;
- ``Choose``: pick the ``answer`` among ``options``; each other option carries its explanation.

Every number a lesson's text shows comes from the scorer or the ruleset, and is listed in ``figures``; what the
text says about points, payments and rules is listed in ``claims`` (``zjgame.tutorial.claims``), which the tests
check against the scorer and the engine.

Owns: the step and lesson values, ``SeatScript``/``Deal``, ``Feedback`` and the judges ``judge_action``,
``judge_pick``, ``judge_choice``. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.i18n import _
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.tutorial.words import cap, tile_name

# ----------------------------------------------------------------------------------------------------------------
# the deal


@dataclass(frozen=True)
class SeatScript:
    """What a computer seat does. ``discards``: its first, second, ... discard (None: the tile it just drew; past
    the end of the list, always the tile it just drew); ``claims``: answers (discarder, tile, action) to claim
    windows on that discarder's tile; every other window is passed."""

    discards: tuple[Tile | None, ...] = ()
    claims: tuple[tuple[Seat, Tile, Action], ...] = ()


@dataclass(frozen=True)
class Deal:
    """One scripted hand: the wall (record order), the learner's seat, each computer seat's script, and the
    players' names by seat index (the learner's is "You")."""

    learner: Seat
    wall: tuple[Tile, ...]
    names: tuple[str, str, str, str]
    scripts: tuple[tuple[Seat, SeatScript], ...] = ()

    def script_for(self, seat: Seat) -> SeatScript:
        for s, script in self.scripts:
            if s is seat:
                return script
        return SeatScript()

    def name(self, seat: Seat) -> str:
        return self.names[seat.index]


# ----------------------------------------------------------------------------------------------------------------
# steps


@dataclass(frozen=True)
class Watch:
    """Something a computer seat does at the table: ``kind`` is the action's record type (``discard``, ``pung``,
    ``chow``, ``kong``, ``win``, ``self_drawn_win``), ``tile`` the discard's tile when it matters."""

    seat: Seat
    kind: str
    tile: Tile | None = None

    def matches(self, seat: Seat, action: Action) -> bool:
        if seat is not self.seat or action.type != self.kind:
            return False
        return self.tile is None or getattr(action, "tile", None) == self.tile


@dataclass(frozen=True)
class NewDeal:
    deal: Deal


@dataclass(frozen=True)
class Note:
    text: str
    after: Watch | None = None
    hands: tuple[str, ...] = ()  # example hands (hand notation) drawn where there is no table
    score_panel: bool = False


@dataclass(frozen=True)
class Act:
    """``wrong``: (key, template) pairs, the key an action's type (``discard``, ``pass``, ``pung``, ``chow``,
    ``kong``, ``win``, ``self_drawn_win``) or type and tile (``discard:7z``) or ``*``; templates may use
    ``{tile}`` / ``{Tile}`` (the tile of the action, named)."""

    prompt: str
    accept: tuple[Action, ...]
    success: str
    wrong: tuple[tuple[str, str], ...] = ()
    hint: tuple[Tile, ...] | None = None  # the hand tiles to highlight (default: the discards it accepts)


@dataclass(frozen=True)
class Pick:
    """``where``: ``gallery`` (every kind of tile) or ``hand`` (the learner's tiles); ``wrong`` keys are tile
    codes, ``suit:<letter>`` (``suit:p``, ``suit:z``) or ``*``; templates may use ``{tile}``/``{Tile}`` (the tile picked) and ``{expected}``."""

    prompt: str
    accept: tuple[Tile, ...]
    success: str
    wrong: tuple[tuple[str, str], ...] = ()
    where: str = "gallery"


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    why: str = ""  # why it is wrong (empty for the answer)


@dataclass(frozen=True)
class Choose:
    prompt: str
    options: tuple[Option, ...]
    answer: str
    success: str
    hands: tuple[str, ...] = ()


Step = NewDeal | Note | Act | Pick | Choose


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    summary: str
    steps: tuple[Step, ...]
    claims: tuple[Any, ...] = ()  # zjgame.tutorial.claims values
    figures: frozenset[int] = field(default_factory=frozenset)
    gallery: bool = False  # the tile gallery is shown instead of a table

    @property
    def deals(self) -> tuple[Deal, ...]:
        return tuple(s.deal for s in self.steps if isinstance(s, NewDeal))

    def texts(self) -> list[str]:
        """Every sentence the lesson can show (for the tests: numbers, notation, translation)."""
        out = [self.title, self.summary]
        for s in self.steps:
            if isinstance(s, Note):
                out.append(s.text)
            elif isinstance(s, (Act, Pick)):
                out += [s.prompt, s.success, *(t for _k, t in s.wrong)]
            elif isinstance(s, Choose):
                out += [s.prompt, s.success, *(o.label for o in s.options), *(o.why for o in s.options)]
        return out


# ----------------------------------------------------------------------------------------------------------------
# judging


@dataclass(frozen=True)
class Feedback:
    ok: bool
    text: str


def action_keys(action: Action) -> tuple[str, ...]:
    """The keys a ``wrong`` table is looked up by, most specific first."""
    tile = getattr(action, "tile", None)
    keys = [f"{action.type}:{tile.value}"] if isinstance(tile, Tile) else []
    return (*keys, action.type, "*")


def _fill(template: str, tile: Tile | None, expected: str = "") -> str:
    name = tile_name(tile) if tile is not None else ""
    return template.format(tile=name, Tile=cap(name), expected=expected)


def default_wrong(action: Action) -> str:
    if isinstance(action, A.Pass):
        return _("Not this time: this step is about claiming that tile. Look at the highlighted button.")
    if isinstance(action, A.Discard):
        return _("Not {tile} this time: look at the highlighted tiles.").format(tile=tile_name(action.tile))
    return _("That is allowed by the rules, but it is not what this step is about. Look at the highlights.")


def judge_action(step: Act, action: Action) -> Feedback:
    """Right: one of ``step.accept``. Wrong: the explanation for its kind."""
    if action in step.accept:
        return Feedback(True, step.success)
    table = dict(step.wrong)
    for key in action_keys(action):
        if key in table:
            return Feedback(False, _fill(table[key], getattr(action, "tile", None)))
    return Feedback(False, default_wrong(action))


def judge_pick(step: Pick, tile: Tile) -> Feedback:
    if tile in step.accept:
        return Feedback(True, step.success)
    table = dict(step.wrong)
    expected = tile_name(step.accept[0]) if step.accept else ""
    template = table.get(tile.value, table.get(f"suit:{tile.value[1]}", table.get("*")))
    if template is None:
        template = _("That is {tile}. Try again: {expected}.")
    return Feedback(False, _fill(template, tile, expected))


def judge_choice(step: Choose, key: str) -> Feedback:
    if key == step.answer:
        return Feedback(True, step.success)
    why = next((o.why for o in step.options if o.key == key), "")
    return Feedback(False, why or _("Not quite. Try another answer."))
