"""Lessons 6-10: winning on a discard and by self-draw, pung over chow and interception (why a claim loses),
reading the score panel, a few key patterns with their points, and what a discard into a big hand costs.

Every point value and payment in the text is the scorer's (``score_hand``, ``settle_hand``, ``cost_of_deal_in``
and the payment explainer, through ``zjgame.tutorial.claims``), recorded in the lesson's book; the wins played at
the table are claims the tests compare with the engine's results.

Owns: ``lesson_winning``, ``lesson_precedence``, ``lesson_score``, ``lesson_patterns``, ``lesson_danger``. Pure.
"""

from __future__ import annotations

from zjgame.engine import actions as A
from zjgame.i18n import _
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import ScoreResult
from zjgame.tutorial.authoring import Book, keep_templates, make_deal, t
from zjgame.tutorial.claims import RulingClaim, deal_in_claim, payment_lines, predict_win, score_claim
from zjgame.tutorial.steps import Act, Choose, Lesson, NewDeal, Note, Option, SeatScript, Step, Watch
from zjgame.tutorial.walls import HAND_SIZE, tiles_of
from zjgame.tutorial.words import join, join_or, pattern_name, sentences, tile_name

E, S, W, N = SEATS
FIRST_DRAW = len(SEATS) * HAND_SIZE  # docs/records.md: the ordinary draws start at wall index 52


def lines_text(b: Book, score: ScoreResult) -> str:
    """``All Sequences (5 points) and Concealed Hand (5 points)``: the scorer's lines, each number recorded."""
    parts = []
    for line in score.lines:
        name = pattern_name(line.name, line.name_zh)
        if line.count > 1:
            b.n(line.per_count)
            b.n(line.count)
        parts.append(_("{pattern} ({points})").format(pattern=name, points=b.pts(line.value)))
    return join(parts)


def scored(b: Book, hand: str, seat: Seat, self_drawn: bool) -> ScoreResult:
    claim, score = score_claim(hand, seat, self_drawn)
    b.claim(claim)
    return score


def _drawn(deal_wall: tuple[Tile, ...], k: int) -> Tile:
    return deal_wall[FIRST_DRAW + k]


# -- 6 ------------------------------------------------------------------------------------------------------------
def lesson_winning() -> Lesson:
    b = Book()
    scripts = {S: SeatScript(discards=(t("5s"),))}
    first = make_deal(W, {W: "123p 456p 789s 22m 34s", S: "5s"}, draws=". .", scripts=scripts, seed=61)
    south = first.name(S)
    discards = ((E, _drawn(first.wall, 0)), (S, t("5s")))
    hand_a = "123p 456p 789s 22m 34s +5s"
    score_a = scored(b, hand_a, W, False)
    pay_a, win_a = predict_win(hand_a, W, False, S, discards, at_table=True)
    b.claim(pay_a)
    for amount in pay_a.nets:
        b.n(abs(amount))
    second = make_deal(N, {N: "234m 567m 345p 66s 78s"}, draws=". . . 9s", seed=62)
    hand_b = "234m 567m 345p 66s 78s +9s"
    score_b = scored(b, hand_b, N, True)
    pay_b, win_b = predict_win(hand_b, N, True, at_table=True)
    b.claim(pay_b)
    for amount in pay_b.nets:
        b.n(abs(amount))
    steps: list[Step] = [
        NewDeal(first),
        Note(
            _(
                "You sit West and your hand is ready: one tile from a win. You wait for {a} or {b}. When another "
                "player discards one, claim it with Win."
            ).format(a=tile_name(t("2s")), b=tile_name(t("5s")))
        ),
        Act(
            _("{south} discarded {tile}: it completes your hand. Press Win!").format(
                south=south, tile=tile_name(t("5s"))
            ),
            (A.CLAIM_WIN,),
            _("You won on a discard!"),
            (
                ("pass", _("That tile completes your hand: claim it with Win.")),
                ("chow", _("A chow would only make a set; with Win you take the tile and finish the hand.")),
            ),
        ),
        Note(
            _("Your hand scores {lines}: {total} in all. {payments}").format(
                lines=lines_text(b, score_a),
                total=b.pts(score_a.total),
                payments=b.seam(sentences(*payment_lines(win_a, first.names))),
            )
        ),
        NewDeal(second),
        Note(
            _(
                "A new hand. You sit North, ready again, waiting for {a} or {b}. This time you may draw it yourself: "
                "a self-drawn win."
            ).format(a=tile_name(t("6s")), b=tile_name(t("9s")))
        ),
        Act(
            _("You drew {tile}, the tile you were waiting for. Press Win!").format(tile=tile_name(t("9s"))),
            (A.SELF_DRAWN_WIN,),
            _("A self-drawn win!"),
            (
                (
                    "discard:9s",
                    _("Do not throw away {tile}: it completes your hand. Press Win."),
                ),
                ("discard", _("Your hand is complete with the tile you drew: press Win instead of discarding.")),
            ),
        ),
        Note(
            _("Your hand scores {lines}: {total}. {payments} On a self-drawn win everybody pays you.").format(
                lines=lines_text(b, score_b),
                total=b.pts(score_b.total),
                payments=b.seam(sentences(*payment_lines(win_b, second.names))),
            )
        ),
    ]
    return b.lesson(
        "winning", _("Winning on a discard and by self-draw"), _("Claiming the last tile, or drawing it."), steps
    )


# -- 7 ------------------------------------------------------------------------------------------------------------
def lesson_precedence() -> Lesson:
    b = Book()
    scripts_a = {
        E: SeatScript(discards=(t("6s"),)),
        N: SeatScript(discards=(t("9p"),), claims=((E, t("6s"), A.CLAIM_PUNG),)),
    }
    first = make_deal(S, {S: "45s 234m 678p 11z 9m 3z 5z", E: "6s", N: "66s 9p"}, draws=".", scripts=scripts_a, seed=71)
    east, north = first.name(E), first.name(N)
    b.claim(RulingClaim("precedence", E, t("6s"), N, S))
    scripts_b = {
        E: SeatScript(discards=(None, t("6p"))),
        S: SeatScript(claims=((E, t("6p"), A.CLAIM_WIN),)),
    }
    second = make_deal(
        N,
        {N: "123s 456s 789m 99p 78p", S: "345m 678m 222s 77z 66p", E: "6p"},
        draws=". . . . .",
        scripts=scripts_b,
        seed=72,
    )
    b.claim(RulingClaim("interception", E, t("6p"), S, N))
    drawn = _drawn(second.wall, 3)
    order = join([second.name(s) if s is not N else _("then you") for s in E.after()])
    steps: list[Step] = [
        NewDeal(first),
        Note(
            _(
                "Sometimes two players want the same tile. You sit South with {a} and {b}, right after {east}, so "
                "you may chow {tile}. Watch what happens when you claim it."
            ).format(a=tile_name(t("4s"), False), b=tile_name(t("5s"), False), east=east, tile=tile_name(t("6s")))
        ),
        Act(
            _("{east} discarded {tile}: press Chow.").format(east=east, tile=tile_name(t("6s"))),
            (A.ClaimChow((t("4s"), t("5s"), t("6s"))),),
            _("You claimed it. All the claims on a discard are collected first, then decided."),
            (("pass", _("Claim the chow this time, to see how claims are decided.")),),
        ),
        Note(
            _(
                "{north} claimed a pung of {tile} at the same time, and a pung beats a chow, wherever the players "
                "sit: {north} takes the tile and your chow loses."
            ).format(north=north, tile=tile_name(t("6s"))),
            after=Watch(N, "pung"),
        ),
        NewDeal(second),
        Note(
            _("A new hand. You sit North, ready, waiting for {a} or {b}. First, discard the tile you draw.").format(
                a=tile_name(t("6p")), b=tile_name(t("9p"))
            )
        ),
        Act(
            _("You drew {tile}: discard it.").format(tile=tile_name(drawn)),
            (A.DISCARDS[drawn],),
            _("Now watch {east}.").format(east=second.name(E)),
            keep_templates(("123s", "456s", "789m", "99p", "78p")),
        ),
        Act(
            _("{east} discarded {tile}, your winning tile: press Win!").format(
                east=second.name(E), tile=tile_name(t("6p"))
            ),
            (A.CLAIM_WIN,),
            _("You claimed the win. Let's see."),
            (("pass", _("Claim the win: that is the tile you wait for.")),),
        ),
        Note(
            _(
                "{south} also claimed the win on {tile}. Only one player can win on a discard: the first in turn "
                "order after the discarder. After {east} come {order}, so {south}'s win intercepts yours."
            ).format(south=second.name(S), east=second.name(E), tile=tile_name(t("6p")), order=order),
            after=Watch(S, "win"),
        ),
        Note(
            _(
                "That is why a claim loses: a pung or a kong beats a chow, and between two wins the player nearer "
                "after the discarder wins."
            )
        ),
    ]
    return b.lesson("precedence", _("Pung over chow, and interception"), _("Why a claim loses."), steps)


# -- 8 ------------------------------------------------------------------------------------------------------------
def lesson_score() -> Lesson:
    b = Book()
    scripts = {N: SeatScript(discards=(t("6p"),))}
    deal = make_deal(S, {S: "234p 567p 99p 666z 78p", N: "6p"}, draws=". 1s . .", scripts=scripts, seed=8)
    hand = "234p 567p 99p 666z 78p +6p"
    discards = ((E, _drawn(deal.wall, 0)), (S, t("1s")), (W, _drawn(deal.wall, 2)), (N, t("6p")))
    score = scored(b, hand, S, False)
    pay, win = predict_win(hand, S, False, N, discards, at_table=True)
    b.claim(pay)
    names = deal.names
    total = score.total
    biggest = max(line.value for line in score.lines)
    collected = pay.nets[S.index]
    value_options = [
        Option("total", b.pts(total)),
        Option(
            "biggest",
            b.pts(biggest),
            _("That is the biggest pattern alone. The hand is worth the sum of its patterns: {total}.").format(
                total=b.pts(total)
            ),
        ),
        Option(
            "collected",
            b.pts(collected),
            _("That is what you collected from the three others. The hand's value is {total}.").format(
                total=b.pts(total)
            ),
        ),
    ]
    value_options = list({o.label: o for o in value_options}.values())
    payers = [s for s in SEATS if s is not S]
    most = min(payers, key=lambda s: pay.nets[s.index])
    payer_options = []
    for seat in payers:
        paid = b.n(-pay.nets[seat.index])
        why = ""
        if seat is not most:
            why = _(
                "{name} paid {paid}: {name} did not discard your winning tile. Only {most}, who did, pays more."
            ).format(name=names[seat.index], paid=paid, most=names[most.index])
        payer_options.append(Option(seat.value, names[seat.index], why))
    steps: list[Step] = [
        NewDeal(deal),
        Note(
            _(
                "Win a hand, then read its score panel. You sit South, waiting for {a} or {b}. First, discard the "
                "tile you draw."
            ).format(a=tile_name(t("6p")), b=tile_name(t("9p")))
        ),
        Act(
            _("You drew {tile}: discard it.").format(tile=tile_name(t("1s"))),
            (A.DISCARDS[t("1s")],),
            _("Now wait for your tile."),
            keep_templates(("234p", "567p", "99p", "666z", "78p")),
        ),
        Act(
            _("{north} discarded {tile}: press Win!").format(north=names[N.index], tile=tile_name(t("6p"))),
            (A.CLAIM_WIN,),
            _("You won!"),
            (("pass", _("That tile completes your hand: press Win.")),),
        ),
        Note(
            _(
                "The score panel shows every player's hand, your winning hand, each pattern with its points, the "
                "total, and who paid what and why. Press Continue to open it, and close it when you have read it."
            ),
            score_panel=True,
        ),
        Choose(
            _("What was your hand worth?"),
            tuple(value_options),
            "total",
            _("Right: {lines}.").format(lines=lines_text(b, score)),
        ),
        Choose(
            _("Who paid you the most?"),
            tuple(payer_options),
            most.value,
            b.seam(sentences(*payment_lines(win, names))),
        ),
        Note(
            _(
                "A win on a discard over the standard score is paid mostly by the player who threw the winning tile. "
                "Next: a few patterns worth knowing."
            )
        ),
    ]
    return b.lesson("score", _("Reading the score panel"), _("Patterns, points and payments."), steps)


# -- 9 ------------------------------------------------------------------------------------------------------------
def lesson_patterns() -> Lesson:
    b = Book()
    examples = [
        ("123m 456p 789s 345s 2p +2p", _("Four chows and a pair, won without claiming anything:")),
        ("234m 567p 345s 1p [777z] +1p", _("A pung of a Dragon (or of your own seat's Wind) is a Value Honor:")),
        ("[222m] [555p] 888s 999s 3z +3z", _("Four pungs and a pair:")),
        ("123s 567s 999s 2z [777z] +2z", _("One suit with honours:")),
        ("123p 345p 666p 789p 9p +9p", _("One suit only:")),
        ("11m 33m 55p 77p 22s 88s 6z +6z", _("Seven pairs, a shape of its own:")),
    ]
    steps: list[Step] = [
        Note(
            _(
                "A hand scores the points of its patterns. Here are some you will meet often, each as the scorer "
                "counts it."
            )
        )
    ]
    totals = []
    for hand, lead in examples:
        score = scored(b, hand, S, False)
        totals.append(score.total)
        steps.append(
            Note(
                _("{lead} {lines}; {total} in all.").format(
                    lead=lead, lines=lines_text(b, score), total=b.pts(score.total)
                ),
                hands=(hand,),
            )
        )
    a, c = examples[3][0], examples[2][0]
    ta, tc = totals[3], totals[2]
    better = "a" if ta > tc else "b"
    steps.append(
        Choose(
            _("Which of these two hands is worth more?"),
            (
                Option(
                    "a",
                    _("The first"),
                    _("No: the first is worth {a}, the second {b}.").format(a=b.pts(ta), b=b.pts(tc)),
                ),
                Option(
                    "b",
                    _("The second"),
                    _("No: the second is worth {b}, the first {a}.").format(a=b.pts(ta), b=b.pts(tc)),
                ),
            ),
            better,
            _("Right: {a} against {b}.").format(a=b.pts(max(ta, tc)), b=b.pts(min(ta, tc))),
            hands=(a, c),
        )
    )
    wind = "234m 567p 345s 9p [111z] +9p"
    east = scored(b, wind, E, False)  # the same hand in the East seat: the East Wind is its own wind
    assert any(line.name == "Value Honor" for line in east.lines), "the scorer must count East's own Wind"
    score = scored(b, wind, S, False)
    counts = any(line.name == "Value Honor" for line in score.lines)
    plain = _("With no pattern at all, a hand is a chicken hand and scores {n}.").format(n=b.pts(score.total))
    yes_why = _("No: the East Wind counts only for the player in the East seat. {plain}").replace("{plain}", plain)
    no_why = _("It does: {lines}.").replace("{lines}", lines_text(b, score))
    steps.append(
        Choose(
            _("You sit South and win with a pung of the East Wind. Does it score Value Honor?"),
            (Option("yes", _("Yes"), "" if counts else yes_why), Option("no", _("No"), no_why if counts else "")),
            "yes" if counts else "no",
            sentences(_("Right: only your own seat's Wind counts (and every Dragon)."), plain),
            hands=(wind,),
        )
    )
    return b.lesson("patterns", _("A few key patterns"), _("What scores, and how much."), steps)


# -- 10 -----------------------------------------------------------------------------------------------------------
def lesson_danger() -> Lesson:
    b = Book()
    mine = "7z 234m 567m 345s 88s 1p"
    scripts = {
        E: SeatScript(discards=(t("5z"), t("6z"))),
        W: SeatScript(discards=(t("9m"), t("1s")), claims=((E, t("5z"), A.CLAIM_PUNG), (E, t("6z"), A.CLAIM_PUNG))),
    }
    deal = make_deal(
        N,
        {N: mine, W: "55z 66z 77z 99p 123s 9m 1s", E: "5z 6z"},
        draws=". 4z . 9s",
        scripts=scripts,
        seed=10,
    )
    names = deal.names
    west, east = names[W.index], names[E.index]
    danger = t("7z")
    discards = (
        (E, t("5z")),
        (W, t("9m")),
        (N, t("4z")),
        (E, t("6z")),
        (W, t("1s")),
        (N, danger),
    )
    hand = "[555z] [666z] 77z 99p 123s +7z"
    score = scored(b, hand, W, False)
    pay, win = predict_win(hand, W, False, N, discards)
    b.claim(pay)
    cost = deal_in_claim(N, W, score.total, danger, discards)
    b.claim(cost)
    others = sorted({-pay.nets[s.index] for s in SEATS if s not in (N, W)})
    others_text = join([b.pts(x) for x in others])
    warning = (
        _(
            "Careful! If {west} wins on {tile}, the hand scores {lines}: {total}. You threw the winning tile, so "
            "you would pay {cost}, and the others only {others} each. Keep it and discard another tile."
        )
        .replace("{west}", west)
        .replace("{tile}", tile_name(danger))
        .replace("{lines}", lines_text(b, score))
        .replace("{total}", b.pts(score.total))
        .replace("{cost}", b.pts(cost.amount))
        .replace("{others}", others_text)
    )
    held = sorted(set(tiles_of(mine + " 4z 9s")) - {danger}, key=lambda x: x.index)
    options = [
        Option("cost", b.pts(cost.amount)),
        Option("value", b.pts(score.total), _("That is the hand's value; the discarder pays much more.")),
        Option("others", others_text, _("That is what each of the other two would pay.")),
    ]
    steps: list[Step] = [
        NewDeal(deal),
        Note(
            _(
                "Winning is half the game; the other half is not paying for somebody else's win. You sit North, "
                "and {west}, on your left, plays just before you. Watch {west}."
            ).format(west=west)
        ),
        Note(
            _("{west} punged {east}'s {tile}.").format(west=west, east=east, tile=tile_name(t("5z"), False)),
            after=Watch(W, "pung"),
        ),
        Act(
            _("Your turn: you drew {tile}, which fits nothing. Discard it.").format(tile=tile_name(t("4z"))),
            (A.DISCARDS[t("4z")], A.DISCARDS[t("1p")]),
            _("Now watch {west} again.").format(west=west),
            (
                *keep_templates(("234m", "567m", "345s", "88s")),
                (
                    f"discard:{danger.value}",
                    _(
                        "Hold on to {tile} for now: {west} has just punged a Dragon, so another Dragon may be just "
                        "what {west} wants."
                    ).replace("{west}", west),
                ),
            ),
            hint=(t("4z"),),
        ),
        Note(
            _("{west} punged {east}'s {tile} too: two Dragon pungs face up.").format(
                west=west, east=east, tile=tile_name(t("6z"), False)
            ),
            after=Watch(W, "pung"),
        ),
        Act(
            _(
                "Your turn; you drew {drawn}. {west} shows pungs of two Dragons and may be waiting for the third: "
                "{tile}, which you hold. Discard a safe tile instead, like the one you drew."
            ).format(drawn=tile_name(t("9s")), west=west, tile=tile_name(danger)),
            tuple(A.DISCARDS[x] for x in held),
            _("Safe: {west} cannot win on that.").format(west=west),
            ((f"discard:{danger.value}", warning),),
            hint=(t("9s"),),
        ),
        Choose(
            _("If {west} had won on your {tile}, what would you have paid?").format(
                west=west, tile=tile_name(danger, False)
            ),
            tuple(options),
            "cost",
            b.seam(sentences(*payment_lines(win, names))),
        ),
        Note(
            _(
                "{west} was waiting for {a}. When a player shows big sets, keep back the tiles they need. "
                "In practice mode the game warns you before a dangerous discard."
            ).format(west=west, a=join_or([tile_name(danger), tile_name(t("9p"))]))
        ),
    ]
    return b.lesson("danger", _("What a discard into a big hand costs"), _("Paying for someone else's win."), steps)
