"""Build the shipped font subsets from Noto Sans/Serif CJK TC (Debian package fonts-noto-cjk).

Owns assets/fonts/*.otf and assets/fonts/OFL.txt. The characters kept in the interface faces are derived
(``read_charset``): printable ASCII and Latin-1; every character of every translation in the catalogs
(``zjgame/locale/*/LC_MESSAGES/zjgame.po``, so a new translation needs only a rebuild); the names the game
shows in Chinese without the catalogs (the 44 patterns' official names and the variants', the tiles' Chinese
names, the languages' own names); and the hand-written extras of assets/fonts/charset.txt (symbols, and
characters drawn by code, e.g. the title's 中庸麻雀). Reproducible: the same source fonts and characters give
byte-identical files (fontTools subsetting is deterministic and we pin the head timestamps).
``tests/i18n/test_fonts.py`` fails when a shipped face lacks a character of ``read_charset()``: run
``python build_scripts/make_assets.py --fonts`` (needs fonts-noto-cjk) after translating.

Faces produced:
- NotoSansCJKtc-Regular-subset.otf, NotoSansCJKtc-Bold-subset.otf: interface text (Latin and CJK).
- NotoSerifCJKtc-Bold-tiles.otf: only the characters engraved on tiles (a serif face looks like carved tiles).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "build_scripts")]
FONT_DIR = ROOT / "assets" / "fonts"
CHARSET_FILE = FONT_DIR / "charset.txt"
SYSTEM_DIR = Path("/usr/share/fonts/opentype/noto")
TC_INDEX = 3  # face order in the Noto CJK collections: JP, KR, SC, TC, HK, then the Mono faces
FIXED_TIMESTAMP = 0x00000000E0000000  # pinned 'head' created/modified for reproducible output

# (source collection, output file, characters: "ui" = full charset, "tiles" = TILE_CHARS only)
FACES = [
    ("NotoSansCJK-Regular.ttc", "NotoSansCJKtc-Regular-subset.otf", "ui"),
    ("NotoSansCJK-Bold.ttc", "NotoSansCJKtc-Bold-subset.otf", "ui"),
    ("NotoSerifCJK-Bold.ttc", "NotoSerifCJKtc-Bold-tiles.otf", "tiles"),
]
TILE_CHARS = "一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬0123456789"


def catalog_chars(locale_dir: Path = ROOT / "zjgame" / "locale") -> set[str]:
    """Every character of every translation (msgstr) in the catalogs."""
    from translations import read_po

    chars: set[str] = set()
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        for entry in read_po(po).entries:
            if not entry.obsolete:
                chars.update("".join(entry.msgstr))
    return chars


def game_chars() -> set[str]:
    """Chinese the game shows from its own tables: pattern names, tile names, the languages' names."""
    from zjgame.i18n import LANGUAGE_NAMES
    from zjgame.rules.tiles import Tile
    from zjgame.scoring.zj.patterns import ALL_PATTERNS

    text = "".join(p.name_zh for p in ALL_PATTERNS) + "".join(t.name_zh for t in Tile)
    return set(text + "".join(LANGUAGE_NAMES.values()))


def read_charset(path: Path = CHARSET_FILE) -> str:
    """Return the sorted, de-duplicated characters of the UI subset: ASCII, Latin-1, the catalogs, the game's
    own Chinese names and charset.txt (whitespace and control characters left out)."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x100)}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#"):
            continue
        chars.update(line)
    chars |= catalog_chars() | game_chars()
    return "".join(sorted(ch for ch in chars if ch == " " or (ch.isprintable() and not ch.isspace())))


def subset_face(source: Path, out: Path, text: str) -> None:
    """Extract the TC face of a Noto CJK collection and keep only ``text`` (plus .notdef)."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    font = TTCollection(str(source)).fonts[TC_INDEX]
    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl", "palt", "vert"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.desubroutinize = True
    options.hinting = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font["head"].created = FIXED_TIMESTAMP
    font["head"].modified = FIXED_TIMESTAMP
    font.recalcTimestamp = False
    font.save(str(out))


def write_licence(source_dir: Path = SYSTEM_DIR) -> None:
    """Write assets/fonts/OFL.txt from the font's copyright notice and the Debian copy of the OFL 1.1."""
    copyright_file = Path("/usr/share/doc/fonts-noto-cjk/copyright")
    text = copyright_file.read_text(encoding="utf-8")
    start = text.index("License: SIL-1.1\n -----")
    body = text[start:].split("\n", 1)[1]
    body = body.split("\nLicense: ", 1)[0]
    lines = []
    for line in body.splitlines():
        line = line[1:] if line.startswith(" ") else line
        lines.append("" if line == "." else line)
    header = (
        "Noto Sans CJK TC and Noto Serif CJK TC (subsets shipped in this directory)\n"
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
        "Noto is a trademark of Google Inc.\n"
        "Subsetted by build_scripts/make_fonts.py of this project (a Modified Version under the OFL).\n\n"
    )
    (FONT_DIR / "OFL.txt").write_text(header + "\n".join(lines).rstrip() + "\n", encoding="utf-8")


def build(source_dir: Path = SYSTEM_DIR) -> list[Path]:
    """Build every face; returns the written paths."""
    FONT_DIR.mkdir(parents=True, exist_ok=True)
    ui_text = read_charset()
    written = []
    for src, out_name, kind in FACES:
        out = FONT_DIR / out_name
        subset_face(source_dir / src, out, ui_text if kind == "ui" else TILE_CHARS)
        written.append(out)
    write_licence(source_dir)
    written.append(FONT_DIR / "OFL.txt")
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=SYSTEM_DIR)
    args = parser.parse_args()
    for path in build(args.source_dir):
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
