"""``zjgame simulate`` (docs/simulate.md): the JSON summary, seat rotation, duplicate play, records."""

import json

from zjgame.commands import replay as replay_cmd
from zjgame.commands import simulate as simulate_cmd
from zjgame.rules.tiles import Tile

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
    "decision_cpu_ms_p50",
    "decision_cpu_ms_p99",
}
# Fields that measure the clock (the machine may be shared); everything else must repeat exactly.
CLOCK = {"seconds", "hands_per_second", "cpu_seconds", "hands_per_cpu_second", "jobs"}
PLAYER_CLOCK = {k for k in PLAYER_KEYS if k.startswith("decision_")} | {"decision_cpu_ms_mean"}


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


def _without_clock(summary):
    out = {k: v for k, v in summary.items() if k not in CLOCK}
    out["players"] = [{k: v for k, v in p.items() if k not in PLAYER_CLOCK} for p in summary["players"]]
    return out


def test_labelled_players_are_pooled_apart(capsys):
    assert simulate_cmd.main(["--players", "baseline,baseline@ref,random,random", "--json", "--hands", "4"]) == 0
    out = json.loads(capsys.readouterr().out)
    by_name = {p["name"]: p for p in out["players"]}
    assert set(by_name) == {"baseline", "baseline@ref", "random"}
    assert by_name["baseline"]["seat_hands"] == by_name["baseline@ref"]["seat_hands"] == 4
    assert by_name["random"]["seat_hands"] == 8
    assert by_name["baseline"]["decision_cpu_ms_p50"] > 0


def test_jobs_give_the_same_results_as_one_process(capsys):
    args = ["--players", "baseline,easy,random,baseline@b", "--json", "--hands", "6", "--duplicate", "--seed", "4"]
    assert simulate_cmd.main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert simulate_cmd.main([*args, "--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert two["jobs"] == 2 and one["hands"] == 24
    assert _without_clock(one) == _without_clock(two)


def test_record_into_a_file_or_an_unreachable_folder_is_one_line_and_exit_2(capsys, tmp_path):
    a_file = tmp_path / "taken"
    a_file.write_text("not a folder")
    blocked = a_file / "below"  # a folder under a file can never be made
    for target in (a_file, blocked):
        assert (
            simulate_cmd.main(["--players", "random,random,random,random", "--hands", "1", "--record", str(target)])
            == 2
        )
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("zjgame simulate: --record ") and "Traceback" not in err
    assert a_file.read_text() == "not a folder"


def test_bad_jobs_is_rejected(capsys):
    assert simulate_cmd.main(["--players", "random,random,random,random", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err


def test_pattern_mix_pools_a_british_item_over_its_tiles(capsys):
    # British items name their tile ("Exposed pung of honours 5z", "Flower or Season 3f"): the mix counts the
    # item once per win, whatever the tile, so every share is at most 1 and no name ends in a tile.
    args = ["--players", "baseline,baseline,baseline,baseline", "--ruleset", "british", "--seed", "3"]
    assert simulate_cmd.main([*args, "--hands", "8", "--json"]) == 0
    (player,) = json.loads(capsys.readouterr().out)["players"]
    mix = player["pattern_mix"]
    tiles = {t.value for t in Tile}
    assert mix and "Flower or Season" in mix and "For going Mah Jongg" in mix
    assert all(0 < share <= 1 for share in mix.values())
    assert not any(name.rpartition(" ")[2] in tiles for name in mix)
