"""Repoint the comments that cite the old design notes ("interfaces §4", "architecture.md") to the docs pages.

    python build_scripts/repoint_citations.py           # list every citation and its new text; writes nothing
    python build_scripts/repoint_citations.py --write   # rewrite the files in place
    python build_scripts/repoint_citations.py --check   # exit 1 while any old citation is left (for CI)
    python build_scripts/repoint_citations.py --verify  # exit 1 if a target page or anchor does not exist

The contracts used to live in a design note outside the repository (``interfaces.md``, sections 1-7); they
are now the pages of ``docs/``. The rewrite is mechanical and can be re-run after merges: "interfaces §N" (or
"interfaces.md §N") becomes the page of section N, with a finer anchor where ``REFINED`` names one for that
file; a range or list of sections ("interfaces §2-§5, §7") becomes the index of the contracts; "architecture.md"
becomes ``docs/architecture.md`` (with an anchor per file where one fits). Text already rewritten is left
alone, so a second run changes nothing.

Owns the mapping and the rewrite only. The pages' headings are checked against it by ``--verify`` and by a
doctest in ``docs/README.md``, so renaming a heading without updating ``SECTIONS``/``REFINED`` fails the suite.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("zjgame", "ai", "tests", "build_scripts", "benchmarks")
SUFFIXES = (".py", ".spec")
SELF = Path(__file__).resolve()

# interfaces.md section -> the docs page that now holds it.
SECTIONS = {
    "1": "docs/notation.md",
    "2": "docs/score.md",
    "2a": "docs/score.md#british-scoring",
    "3": "docs/simulate.md",
    "4": "docs/records.md",
    "5": "docs/play.md",
    "6": "docs/shanten.md",
    "7": "docs/packaging.md",
}
SEVERAL = "docs/README.md#the-contracts"  # a range or list of sections
ARCHITECTURE = "docs/architecture.md"

# Finer targets: (file, section, a substring of the line or "" for any line) -> target. First match wins.
# Section "arch" stands for a citation of architecture.md.
REFINED: tuple[tuple[str, str, str, str], ...] = (
    ("zjgame/engine/wall.py", "4", "", "docs/records.md#the-wall"),
    ("zjgame/engine/table.py", "4", "", "docs/records.md#the-wall"),
    ("zjgame/engine/round.py", "4", "", "docs/records.md#the-wall"),
    ("zjgame/engine/actions.py", "4", "", "docs/records.md#actions"),
    ("zjgame/engine/record.py", "4", "seat not listed", "docs/records.md#claim-windows"),
    ("zjgame/engine/record.py", "4", "east_player", "docs/records.md#the-record-file"),
    ("zjgame/engine/record.py", "4", "ruleset is named", "docs/records.md#the-record-file"),
    ("zjgame/engine/record.py", "4", "malformed record", "docs/records.md#exit-statuses"),
    ("zjgame/engine/result.py", "4", "", "docs/records.md#zjgame-replay"),
    ("zjgame/engine/rulings.py", "4", "", "docs/records.md#zjgame-replay"),
    ("zjgame/engine/match.py", "4", "claim window", "docs/records.md#saved-games"),
    ("zjgame/ui/controller.py", "4", "claim window", "docs/records.md#saved-games"),
    ("ai/protocol.py", "4", "", "docs/records.md#saved-games"),
    ("zjgame/practice/replay_model.py", "4", "seat not listed", "docs/records.md#claim-windows"),
    ("zjgame/commands/replay.py", "4", "malformed", "docs/records.md#exit-statuses"),
    ("zjgame/commands/replay.py", "4", "", "docs/records.md#zjgame-replay"),
    ("tests/audit/test_audit_cli.py", "4", "", "docs/records.md#zjgame-replay"),
    ("zjgame/engine/invariants.py", "3", "", "docs/simulate.md#the-summary"),
    ("ai/players.py", "3", "", "docs/simulate.md#player-names"),
    ("zjgame/scoring/result.py", "2", "", "docs/score.md#json-output"),
    ("zjgame/scoring/views.py", "2", "", "docs/score.md#json-output"),
    ("zjgame/scoring/context.py", "2", "", "docs/score.md#contradictory-flags"),
    ("zjgame/commands/score.py", "2", "contradict", "docs/score.md#contradictory-flags"),
    ("zjgame/commands/score.py", "2", "malformed line", "docs/score.md#batch-mode"),
    ("tests/audit/test_audit_cli.py", "2", "kong-supplement", "docs/score.md#contradictory-flags"),
    ("zjgame/rules/hand.py", "1", "whitespace", "docs/notation.md#written-hands"),
    ("tests/rules/test_notation.py", "1", "Whitespace", "docs/notation.md#written-hands"),
    ("benchmarks/bench_score.py", "1", "canonical", "docs/notation.md#the-canonical-form"),
    ("build_scripts/build.py", "5", "", "docs/play.md#options"),
    ("tests/test_purity.py", "arch", "", "docs/architecture.md#layers"),
    ("zjgame/scoring/facts.py", "arch", "", "docs/architecture.md#house-habits"),
)

_SECTION = r"§\s*(\d+a?)"
INTERFACES = re.compile(r"interfaces(?:\.md)?\s+" + _SECTION + r"((?:\s*(?:-|–|,|and)\s*§\s*\d+a?)*)")
ARCH = re.compile(r"(?<![\w/])architecture\.md")


LINE_LENGTH = 120  # the project's line length (pyproject.toml [tool.ruff]); longer rewritten lines are flagged


@dataclass(frozen=True)
class Citation:
    path: str  # relative to the repository root, with forward slashes
    line: int  # 1-based
    old: str  # the text matched
    new: str  # its replacement
    length: int = 0  # the length of the whole line after the rewrite


def target(path: str, section: str, line_text: str) -> str:
    for file, sec, needle, where in REFINED:
        if file == path and sec == section and needle in line_text:
            return where
    if section == "arch":
        return ARCHITECTURE
    return SECTIONS[section]


def rewrite_line(path: str, text: str) -> tuple[str, list[tuple[str, str]]]:
    """The line with its citations repointed, and each (old, new) pair."""
    changes: list[tuple[str, str]] = []

    def interfaces(match: re.Match[str]) -> str:
        section, more = match.group(1), match.group(2)
        if more:
            new = SEVERAL
        elif section in SECTIONS:
            new = target(path, section, text)
        else:
            return match.group(0)  # a section that does not exist: leave it for a person to read
        changes.append((match.group(0), new))
        return new

    def architecture(match: re.Match[str]) -> str:
        new = target(path, "arch", text)
        changes.append((match.group(0), new))
        return new

    out = INTERFACES.sub(interfaces, text)
    out = ARCH.sub(architecture, out)
    return out, changes


def source_files(root: Path = ROOT) -> Iterator[Path]:
    for top in SCANNED:
        base = root / top
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            if (
                path.suffix in SUFFIXES
                and path.is_file()
                and path.resolve() != SELF
                and "__pycache__" not in path.parts
            ):
                yield path


def citations(root: Path = ROOT) -> list[Citation]:
    found: list[Citation] = []
    for path in source_files(root):
        rel = path.relative_to(root).as_posix()
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            rewritten, changes = rewrite_line(rel, text)
            for old, new in changes:
                found.append(Citation(rel, number, old, new, len(rewritten)))
    return found


def write(root: Path = ROOT) -> int:
    """Rewrite every file in place; returns the number of citations changed."""
    changed = 0
    for path in source_files(root):
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines(keepends=True)
        out = []
        for line in lines:
            body = line.rstrip("\r\n")
            new, changes = rewrite_line(rel, body)
            changed += len(changes)
            out.append(new + line[len(body) :])
        new_text = "".join(out)
        if new_text != text:
            path.write_text(new_text, encoding="utf-8")
    return changed


# -- checking the targets against the pages --------------------------------------------------------------------


def slug(heading: str) -> str:
    """GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings (code blocks skipped; repeated headings get -1, -2, ...)."""
    seen: dict[str, int] = {}
    out: set[str] = set()
    fenced = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if fenced or match is None:
            continue
        base = slug(match.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else f"{base}-{n}")
    return out


def missing_targets(root: Path = ROOT) -> list[str]:
    """Every target of the mapping whose page or anchor does not exist."""
    wanted = {*SECTIONS.values(), SEVERAL, ARCHITECTURE, *(t for *_, t in REFINED)}
    return sorted(t for t in wanted if not _exists(root, t))


def broken_links(root: Path = ROOT) -> list[str]:
    """Relative links between the docs pages (``[text](page.md#anchor)``) that lead nowhere."""
    docs = root / "docs"
    bad = []
    for page in sorted(docs.glob("*.md")):
        text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
        for link in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", link):
                continue  # http:, mailto: ...
            where = (page.parent / link.split("#")[0]).resolve() if not link.startswith("#") else page
            rel = where.relative_to(root.resolve()).as_posix() if where.is_relative_to(root.resolve()) else str(where)
            anchor = link.partition("#")[2]
            if not _exists(root, f"{rel}#{anchor}" if anchor else rel):
                bad.append(f"{page.name}: {link}")
    return bad


def _exists(root: Path, where: str) -> bool:
    file, _, anchor = where.partition("#")
    path = root / file
    if not path.exists():
        return False
    return not anchor or (path.suffix == ".md" and anchor in anchors(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--write", action="store_true", help="rewrite the files in place")
    group.add_argument("--check", action="store_true", help="exit 1 while any old citation is left")
    group.add_argument("--verify", action="store_true", help="exit 1 if a target page or anchor is missing")
    args = parser.parse_args(argv)
    problems = missing_targets() + broken_links()
    if args.verify or problems:
        for problem in problems:
            print(f"missing: {problem}", file=sys.stderr)
        if problems:
            return 1
        print("every target page and anchor exists")
        return 0
    found = citations()
    if args.write:
        print(f"rewrote {write()} citations")
        return 0
    for c in found:
        note = f"  (line becomes {c.length} characters: rewrap it)" if c.length > LINE_LENGTH else ""
        print(f"{c.path}:{c.line}: {c.old} -> {c.new}{note}")
    print(f"{len(found)} citations")
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
