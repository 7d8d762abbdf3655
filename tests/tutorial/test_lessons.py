"""The lessons as data (issue 16, a guided first game): ten lessons in the issue's order, every claim they make
checked against the scorer, every number they show accounted for by the scorer or the ruleset, no tile notation,
every sentence through gettext, and the judging of right and wrong answers."""

from __future__ import annotations

import re
from gettext import NullTranslations

import pytest

import zjgame.i18n as i18n
from zjgame.engine import actions as A
from zjgame.rules.hand import parse_hand
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import DealIn, HandOutcome, WinClaim, cost_of_deal_in, score_hand, settle_hand
from zjgame.tutorial import claims as C
from zjgame.tutorial.authoring import NAMES
from zjgame.tutorial.lessons import LESSON_KEYS, all_lessons
from zjgame.tutorial.steps import Act, Choose, Feedback, NewDeal, Note, Pick, judge_action, judge_pick
from zjgame.tutorial.words import tile_name

LESSONS = all_lessons()
NOTATION = re.compile(r"\b\d+[mpszfg]\b")
TILE_WORDS = re.compile(r"\b\d+(?:-\d+)* of (?:Bamboo|Dots|Characters)\b")


def test_ten_lessons_in_the_issues_order() -> None:
    assert LESSON_KEYS == (
        "tiles", "sets", "turns", "claims", "kongs", "winning", "precedence", "score", "patterns", "danger",
    )  # fmt: skip
    assert [lesson.key for lesson in LESSONS] == list(LESSON_KEYS)
    assert LESSONS[0].gallery and all(not lesson.gallery for lesson in LESSONS[1:])
    for lesson in LESSONS:
        assert any(isinstance(s, (Act, Pick, Choose)) for s in lesson.steps), f"{lesson.key} asks nothing"


@pytest.mark.parametrize("lesson", LESSONS, ids=LESSON_KEYS)
def test_no_tile_notation_and_no_unfilled_placeholder(lesson) -> None:
    for text in lesson.texts():
        assert not NOTATION.search(text), f"{lesson.key}: notation in {text!r}"
        if "{" in text:  # only the judge's placeholders may be left for a wrong action's tile
            assert set(re.findall(r"\{(\w+)\}", text)) <= {"tile", "Tile", "expected"}, text


def stray_numbers(texts: list[str], figures: frozenset[int]) -> list[tuple[str, str]]:
    """Numbers in ``texts`` (tile names aside) that are not among the lesson's recorded figures."""
    return [(n, text) for text in texts for n in re.findall(r"\d+", TILE_WORDS.sub("", text)) if int(n) not in figures]


@pytest.mark.parametrize("lesson", LESSONS, ids=LESSON_KEYS)
def test_every_number_shown_comes_from_the_scorer_or_the_ruleset(lesson) -> None:
    assert stray_numbers(lesson.texts(), lesson.figures) == []


def test_the_figure_check_catches_a_number_written_by_hand() -> None:
    lesson = LESSONS[7]  # the score panel: its figures are the scorer's (55, 25, 115, ...)
    assert stray_numbers(["Discard the 5 of Dots.", "A hand worth 57 points."], lesson.figures) == [
        ("57", "A hand worth 57 points.")
    ]


def test_every_sentence_goes_through_gettext(monkeypatch) -> None:
    class Marking(NullTranslations):
        def gettext(self, message: str) -> str:
            return f"«{message}»"

        def ngettext(self, singular: str, plural: str, n: int) -> str:
            return f"«{singular if n == 1 else plural}»"

    monkeypatch.setattr(i18n, "_translation", Marking())
    for lesson in all_lessons():
        for text in lesson.texts():
            # a sentence from the scoring system's explainer (payments) is the seam's, in English for now
            if text and text not in NAMES and not text.startswith(("Won on", "You drew the winning tile")):
                assert "«" in text, f"{lesson.key}: {text!r} did not go through zjgame.i18n"


# -- the claims, against the scorer ----------------------------------------------------------------------------
CLAIMS = [(lesson.key, claim) for lesson in LESSONS for claim in lesson.claims]


def test_the_lessons_make_every_kind_of_claim() -> None:
    kinds = {type(claim) for _key, claim in CLAIMS}
    assert {C.ScoreClaim, C.PaymentClaim, C.DealInClaim, C.RulingClaim, C.OptionClaim, C.ShapeClaim} <= kinds
    assert {C.SupplementClaim, C.DrawClaim} <= kinds


@pytest.mark.parametrize(("key", "claim"), [c for c in CLAIMS if isinstance(c[1], C.ScoreClaim)])
def test_score_claims_are_the_scorers(key, claim) -> None:
    score = score_hand(parse_hand(claim.hand), C.context(claim.seat, claim.self_drawn), C.RULESET)
    assert score.valid
    assert claim.lines == tuple((line.name, line.value) for line in score.lines)
    assert claim.total == score.total == sum(points for _name, points in claim.lines) or score.limited


@pytest.mark.parametrize(("key", "claim"), [c for c in CLAIMS if isinstance(c[1], C.PaymentClaim)])
def test_payment_claims_are_the_settlements(key, claim) -> None:
    hand = parse_hand(claim.hand)
    context = C.context(claim.winner, claim.self_drawn)
    score = score_hand(hand, context, C.RULESET)
    win = WinClaim(claim.winner, score, context, claim.discarder, claim.discards, hand.winning)
    nets = settle_hand(C.RULESET, HandOutcome(wins=(win,))).nets
    assert claim.nets == nets and sum(nets) == 0
    assert nets[claim.winner.index] == 3 * score.total  # ZJ §6: the winner always collects 3 x the value


@pytest.mark.parametrize(("key", "claim"), [c for c in CLAIMS if isinstance(c[1], C.DealInClaim)])
def test_deal_in_claims_are_the_seams(key, claim) -> None:
    cost = cost_of_deal_in(C.RULESET, DealIn(claim.payer, claim.winner, claim.value, claim.tile, claim.discards))
    assert (claim.amount, claim.responsible) == (cost.amount, cost.responsible)
    assert claim.responsible and claim.amount > claim.value  # the lesson's point: the discarder pays the most


@pytest.mark.parametrize(("key", "claim"), [c for c in CLAIMS if isinstance(c[1], C.ShapeClaim)])
def test_shape_claims(key, claim) -> None:
    assert score_hand(parse_hand(claim.hand), C.context(claim.seat, True), C.RULESET).valid is claim.complete


def test_a_drawn_hand_pays_nothing() -> None:
    (claim,) = [c for _k, c in CLAIMS if isinstance(c, C.DrawClaim)]
    assert claim.nets == (0, 0, 0, 0) == settle_hand(C.RULESET, HandOutcome()).nets


def test_the_sets_lesson_shows_a_complete_and_an_incomplete_hand() -> None:
    shapes = [c for k, c in CLAIMS if k == "sets" and isinstance(c, C.ShapeClaim)]
    assert {c.complete for c in shapes} == {True, False}


# -- judging ---------------------------------------------------------------------------------------------------
def test_a_right_action_succeeds_and_a_wrong_one_is_explained_by_kind() -> None:
    step = next(s for s in LESSONS[3].steps if isinstance(s, Act) and A.CLAIM_PUNG in s.accept)
    assert judge_action(step, A.CLAIM_PUNG) == Feedback(True, step.success)
    wrong = judge_action(step, A.PASS)
    assert not wrong.ok and "Pung" in wrong.text and "Red Dragon" in wrong.text


def test_a_wrong_discard_names_the_tile_and_its_set() -> None:
    lesson = LESSONS[1]  # sets
    step = next(s for s in lesson.steps if isinstance(s, Act))
    feedback = judge_action(step, A.DISCARDS[Tile("2s")])
    assert not feedback.ok
    assert feedback.text == "Keep the 2 of Bamboo: it belongs to your pung of the 2 of Bamboo."


def test_gallery_picks_explain_the_tile_clicked() -> None:
    pick = next(s for s in LESSONS[0].steps if isinstance(s, Pick) and s.accept == (Tile("5p"),))
    assert judge_pick(pick, Tile("5p")).ok
    same_suit = judge_pick(pick, Tile("7p"))
    other = judge_pick(pick, Tile("5s"))
    honour = judge_pick(pick, Tile("7z"))
    assert "the 7 of Dots: the right suit" in same_suit.text
    assert "the 5 of Bamboo" in other.text and "circles" in other.text
    assert "the Red Dragon" in honour.text
    for tile in TILES34:  # every other tile gets a sentence that names it
        if tile is not Tile("5p"):
            feedback = judge_pick(pick, tile)
            assert not feedback.ok and tile_name(tile) in feedback.text


@pytest.mark.parametrize("lesson", LESSONS, ids=LESSON_KEYS)
def test_steps_are_well_formed(lesson) -> None:
    deals = 0
    for step in lesson.steps:
        if isinstance(step, NewDeal):
            deals += 1
            assert len(step.deal.wall) == C.RULESET.tile_count
            assert step.deal.names[step.deal.learner.index] == "You"
        elif isinstance(step, Act):
            assert step.accept and step.prompt and step.success and deals
        elif isinstance(step, Choose):
            keys = [o.key for o in step.options]
            assert (
                step.answer in keys
                and len(set(keys)) == len(keys)
                and len({o.label for o in step.options}) == len(keys)
            )
            assert all(o.why for o in step.options if o.key != step.answer)
        elif isinstance(step, Note):
            assert step.text
    assert (deals > 0) == (lesson.key not in ("tiles", "patterns"))


def test_the_seat_wind_rule_of_the_patterns_lesson_is_the_scorers() -> None:
    hand = parse_hand("234m 567p 345s 9p [111z] +9p")
    east = score_hand(hand, C.context(Seat.E, False), C.RULESET)
    south = score_hand(hand, C.context(Seat.S, False), C.RULESET)
    assert "Value Honor" in [line.name for line in east.lines]
    assert "Value Honor" not in [line.name for line in south.lines]
