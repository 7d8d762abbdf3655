"""Guards of the scoring seam: Zung Jung scores and pays exactly as it did before the seam was cut.

``tests/data/guard/`` holds, per Zung Jung ruleset, game records written by ``zjgame simulate --record`` (and a
few by the same record writer with a player that passes its first win, so that same-round immunity occurs)
and, line for line, the output of ``zjgame replay RECORD --json`` on the code before the seam. The hands
cover self-drawn and discard wins, responsibility and immunity, exhaustive draws, interception, robbing a
kong, Zen Koan's several winners and ready-hand payments. ``examples.score.jsonl`` is ``zjgame score --batch``
on every hand of ``../shared/rules/examples.jsonl``, also from before the seam (its input is copied beside it
so the test does not depend on the shared folder).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from zjgame.commands import replay as replay_cmd
from zjgame.commands import score as score_cmd

GUARD = Path(__file__).resolve().parent.parent / "data" / "guard"
RULESETS = ("zj", "zj-min5", "zj-older", "zen-koan")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_records_replay_byte_for_byte(ruleset: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = (GUARD / f"{ruleset}.records.jsonl").read_text(encoding="utf-8").splitlines()
    expected = (GUARD / f"{ruleset}.replay.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(records) == len(expected) >= 20
    path = tmp_path / "record.json"
    for n, (record, want) in enumerate(zip(records, expected), 1):
        path.write_text(record, encoding="utf-8")
        assert replay_cmd.main([str(path), "--json"]) == 0
        got = capsys.readouterr().out
        assert got == want + "\n", f"{ruleset} record {n} replays differently"


def test_examples_batch_byte_for_byte(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert score_cmd.main(["--batch", str(GUARD / "examples.jsonl")]) == 0
    got = capsys.readouterr().out
    assert got == (GUARD / "examples.score.jsonl").read_text(encoding="utf-8")
