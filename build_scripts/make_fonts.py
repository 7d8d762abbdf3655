"""Build the shipped font subsets from Noto Sans/Serif CJK TC (Debian package fonts-noto-cjk).

Owns assets/fonts/*.otf and assets/fonts/OFL.txt. The characters kept are printable ASCII, Latin-1 and every
character listed in assets/fonts/charset.txt (the one place to add characters). Reproducible: the same
source fonts and charset give byte-identical files (fontTools subsetting is deterministic and we pin the
head timestamps).

Faces produced:
- NotoSansCJKtc-Regular-subset.otf, NotoSansCJKtc-Bold-subset.otf: interface text (Latin and CJK).
- NotoSerifCJKtc-Bold-tiles.otf: only the characters engraved on tiles (a serif face looks like carved tiles).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
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


def read_charset(path: Path = CHARSET_FILE) -> str:
    """Return the sorted, de-duplicated characters of the UI subset (ASCII + Latin-1 + charset.txt)."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x100)}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#"):
            continue
        chars.update(ch for ch in line if not ch.isspace())
    return "".join(sorted(chars))


def subset_face(source: Path, out: Path, text: str) -> None:
    """Extract the TC face of a Noto CJK collection and keep only ``text`` (plus .notdef)."""
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
