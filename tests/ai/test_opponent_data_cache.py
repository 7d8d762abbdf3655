"""benchmarks/opponent_data.py's hands cache (``--hands-cache`` of the fitting script and the calibration report):
JSON in the record format, read as data only, refused with a message when it is not this run's cache."""

from __future__ import annotations

import pickle

import pytest

from zjgame.rules.ruleset import get_ruleset

NAMES = ("baseline", "baseline", "baseline", "baseline")


@pytest.fixture
def data(benchmark_script):
    return benchmark_script("opponent_data")


def _facts(data, hands):
    """What the fit and the report read of each hand: every sample's candidates and truth."""
    return [(s.hand_key, s.candidates, s.truth) for h in hands for s in data.samples(h)]


def test_the_cache_gives_back_the_hands_it_kept(data, tmp_path):
    zj = get_ruleset("zj")
    path = tmp_path / "hands.json"
    played = list(data.cached_hands(NAMES, zj, 2, 7, path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hands.json"]  # no temporary file left behind
    again = list(data.cached_hands(NAMES, zj, 2, 7, path))
    assert [(h.wall, h.round_wind, h.number) for h in again] == [(h.wall, h.round_wind, h.number) for h in played]
    # the record format leaves out the passes; the replay passes for the seats not listed and reads the same
    facts = _facts(data, played)
    assert facts and _facts(data, again) == facts


def test_a_cache_of_another_run_is_refused_and_kept(data, tmp_path):
    zj = get_ruleset("zj")
    path = tmp_path / "hands.json"
    list(data.cached_hands(NAMES, zj, 1, 7, path))
    before = path.read_bytes()
    with pytest.raises(data.CacheError, match="another run"):
        data.cached_hands(NAMES, zj, 1, 8, path)  # another seed: refused at once, before any hand is played
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "text, problem",
    [
        ("{not json", "hands.json"),
        ('{"format": "something else"}', "not a hands cache"),
        ("[1, 2, 3]", "not a hands cache"),
    ],
)
def test_a_corrupt_cache_is_refused_with_a_message_and_kept(data, tmp_path, text, problem):
    path = tmp_path / "hands.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(data.CacheError, match=problem):
        data.cached_hands(NAMES, get_ruleset("zj"), 1, 7, path)
    assert path.read_text(encoding="utf-8") == text


class _Planted:
    """Unpickling this would create the file ``marker``: the proof that a cache was executed."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def test_a_pickle_named_as_cache_is_never_run(data, tmp_path):
    marker = tmp_path / "ran"
    path = tmp_path / "hands.json"
    path.write_bytes(pickle.dumps({"key": None, "hands": _Planted(str(marker))}))
    with pytest.raises(data.CacheError):
        data.cached_hands(NAMES, get_ruleset("zj"), 1, 7, path)
    assert not marker.exists()


def test_the_report_exits_with_the_message_for_a_bad_cache(benchmark_script, tmp_path, capsys):
    report = benchmark_script("calibrate_opponents")
    path = tmp_path / "hands.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        report.main(["--walls", "1", "--hands-cache", str(path)])
    assert exit_.value.code == 2
    assert "hands.json" in capsys.readouterr().err
