"""The score panel's payment sentences (ZJ §6): self-drawn, a discard at or under the standard score, over it
with a responsible player, nobody responsible, and same-round immunity."""

from __future__ import annotations

from types import SimpleNamespace

from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui.scenes.score import payment_lines

NAMES = ("Ann", "Bo", "Cy", "Di")


def win(value: int, self_drawn: bool = False, discarder=None, responsible=None, immune=(), payments=(0, 0, 0, 0)):  # type: ignore[no-untyped-def]
    """A stand-in for the engine's WinResult (West wins); ``payments`` as the engine would settle them."""
    return SimpleNamespace(
        payments=payments,
        value=value,
        winner=Seat.W,
        self_drawn=self_drawn,
        discarder=discarder,
        responsible=responsible,
        immune=immune,
        context=SimpleNamespace(robbing_kong=False),
        hand=SimpleNamespace(winning=Tile("5p")),
    )


def test_self_drawn_each_pays_the_value() -> None:
    text = " ".join(payment_lines(win(40, self_drawn=True, payments=(-40, -40, 120, -40)), NAMES, get_ruleset("zj")))
    assert "each of the three others pays 40" in text


def test_discard_at_or_under_25_each_pays() -> None:
    text = " ".join(
        payment_lines(
            win(25, discarder=Seat.S, responsible=Seat.S, payments=(-25, -25, 75, -25)), NAMES, get_ruleset("zj")
        )
    )
    assert "each of the three pays 25" in text and "Bo's discard" in text


def test_over_25_the_responsible_player_pays_the_rest() -> None:
    text = " ".join(
        payment_lines(
            win(70, discarder=Seat.S, responsible=Seat.S, payments=(-25, -160, 210, -25)), NAMES, get_ruleset("zj")
        )
    )
    assert "pay 25 each" in text and "3 × 70 − 50 = 160" in text and "Bo, responsible" in text


def test_the_older_standard_score_is_30() -> None:
    text = " ".join(
        payment_lines(
            win(70, discarder=Seat.S, responsible=Seat.S, payments=(-30, -150, 210, -30)),
            NAMES,
            get_ruleset("zj-older"),
        )
    )
    assert "pay 30 each" in text and "3 × 70 − 60 = 150" in text


def test_immunity_names_the_first_discarder_and_the_followers() -> None:
    lines = payment_lines(
        win(60, discarder=Seat.N, responsible=Seat.E, immune=(Seat.N,), payments=(-130, -25, 180, -25)),
        NAMES,
        get_ruleset("zj"),
    )
    text = " ".join(lines)
    assert "Ann, responsible" in text
    assert "Ann was the first to throw 5p" in text
    assert "Di only followed" in text and "immune" in text


def test_nobody_responsible_each_pays() -> None:
    text = " ".join(
        payment_lines(
            win(60, discarder=Seat.N, responsible=None, payments=(-60, -60, 180, -60)), NAMES, get_ruleset("zj")
        )
    )
    assert "Nobody is responsible" in text and "each pays 60" in text


def test_discarder_pays_variant() -> None:
    text = " ".join(
        payment_lines(
            win(30, discarder=Seat.N, responsible=Seat.N, payments=(0, 0, 90, -90)), NAMES, get_ruleset("zen-koan")
        )
    )
    assert "Di pays 90 alone (3 × 30)" in text and "double" not in text  # East neither pays nor wins


def test_the_amounts_are_the_engines_not_recomputed() -> None:
    # a payment the sentence could not derive from the value alone is stated as paid
    text = " ".join(
        payment_lines(win(30, discarder=Seat.N, payments=(0, 0, 100, -100)), NAMES, get_ruleset("zen-koan"))
    )
    assert "Di pays 100 alone." in text
