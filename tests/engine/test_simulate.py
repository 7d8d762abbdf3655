"""``zjgame simulate`` (interfaces §3): the JSON summary, seat rotation, duplicate play, records."""

import json

from zjgame.commands import replay as replay_cmd
from zjgame.commands import simulate as simulate_cmd

KEYS = {
    "walls",
    "hands",
    "seconds",
    "hands_per_second",
    "exceptions",
    "invariant_violations",
    "draws",
    "failures",
    "players",
}
PLAYER_KEYS = {
    "name",
    "seat_hands",
    "net_points",
    "net_per_hand",
    "ci95",
    "win_rate",
    "self_draw_rate",
    "deal_in_rate",
    "avg_win_value",
    "decision_ms_p50",
    "decision_ms_p99",
}


def _run(capsys, *args):
    assert simulate_cmd.main(["--players", "random,random,random,random", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_json(capsys):
    out = _run(capsys, "--hands", "12", "--seed", "7")
    assert KEYS <= set(out) and out["walls"] == 12 and out["hands"] == 12
    assert out["exceptions"] == 0 and out["invariant_violations"] == 0 and out["failures"] == []
    (player,) = out["players"]  # four seats with the same name pool into one entry
    assert PLAYER_KEYS <= set(player) and player["seat_hands"] == 48 and player["net_points"] == 0
    assert _run(capsys, "--hands", "12", "--seed", "7")["players"][0]["win_rate"] == player["win_rate"]


def test_simulate_duplicate_and_records(capsys, tmp_path):
    out = _run(capsys, "--hands", "3", "--duplicate", "--record", str(tmp_path), "--ruleset", "zen-koan")
    assert out["hands"] == 12 and out["players"][0]["seat_hands"] == 48
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 12
    for f in files[:4]:
        assert replay_cmd.main([str(f)]) == 0
    capsys.readouterr()


def test_simulate_rejects_unknown_players(capsys):
    assert simulate_cmd.main(["--players", "random,random,random,nobody"]) == 2
    assert "unknown player 'nobody'" in capsys.readouterr().err
