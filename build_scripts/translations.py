"""The translation catalogs: extract every message the game marks for translation, merge it into the catalogs,
compile them, check them, and look for user-visible English that is not marked yet.

    python build_scripts/translations.py update     # extract + merge into every .po + compile the .mo files
    python build_scripts/translations.py check      # exit 1 on any problem; --all (CI, tests/i18n): every message
                                                    # translated and no unmarked English (build_scripts/i18n_kept.txt)
    python build_scripts/translations.py stats      # counts: messages, translated, fuzzy, untranslated by module
    python build_scripts/translations.py unwrapped  # English literals not marked for translation, by module
                                                    # (--new: those not reviewed yet, as i18n_kept.txt lines)
    python build_scripts/translations.py compile    # only the .po -> .mo step
    python build_scripts/translations.py todo [PATH...]  # untranslated messages (of sources under PATH), keyed
    python build_scripts/translations.py fill FILE  # translations from "KEY<tab>text" lines into the .po + compile

Sources: every ``.py`` under ``zjgame/`` and ``ai/``. A message is the literal first argument(s) of a call to
``_``, ``N_``, ``ngettext``, ``pgettext``, ``npgettext`` (by name, or as an attribute of a module called
``i18n``), and the method calls ``x.gettext``, ``x.ngettext``, ``x.pgettext``, ``x.npgettext`` (a translation object
handed to the code, e.g. ``zjgame.scoring.words.Say``). A comment block starting ``# Translators:`` just above the call goes to the translator.

Files: the template is written to ``build/i18n/zjgame.pot`` (not kept in git: it is remade on every update);
the catalogs are ``zjgame/locale/<lang>/LC_MESSAGES/zjgame.po`` (the source of truth, kept in git) and the
compiled ``zjgame.mo`` beside each (kept in git too, so that the editable install, ``pip install .``, the wheel
and the PyInstaller bundle all ship it as plain package data; ``check`` fails when it is stale).

Merging is idempotent and keeps translations: a message no longer in the sources becomes obsolete (``#~``, dropped when it was never translated); a
new message is added untranslated (listed as new); a new message close to an obsolete one gets that
translation marked fuzzy, with the old message as ``#|`` (fuzzy translations are not compiled and count as
untranslated). Standard library only; the file formats are GNU gettext's, so ``msgfmt --check`` and editors
such as Poedit read them.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import re
import struct
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIRS = ("zjgame", "ai")
LOCALE_DIR = ROOT / "zjgame" / "locale"
DOMAIN = "zjgame"
TEMPLATE = ROOT / "build" / "i18n" / f"{DOMAIN}.pot"
LANGUAGES = {"zh_TW": "nplurals=1; plural=0;"}

# Sources whose every message must be translated (``check``; ``check --all`` requires every message and no
# unmarked English for the player too). Phase 1 of the translation (issue 16) covered the sources nobody else was
# rewriting; phase 2 (every message translated) holds for the whole game.
REQUIRED = ("zjgame/", "ai/")

KEYWORDS = {  # function name -> the roles of its leading positional arguments
    "_": ("msgid",),
    "N_": ("msgid",),
    "gettext": ("msgid",),
    "ngettext": ("msgid", "plural"),
    "pgettext": ("context", "msgid"),
    "npgettext": ("context", "msgid", "plural"),
}
PLACEHOLDER = re.compile(r"(?<!\{)\{([^{}]*)\}(?!\})")


# ------------------------------------------------------------------------------------------------ the messages
@dataclass
class Entry:
    """One catalog entry (a message and its translation), as in a .po file."""

    msgid: str
    context: str | None = None
    plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    references: list[str] = field(default_factory=list)  # "path:line"
    comments: list[str] = field(default_factory=list)  # "# ..." translator comments (kept by merges)
    extracted: list[str] = field(default_factory=list)  # "#. ..." comments from the source
    flags: list[str] = field(default_factory=list)
    previous: str | None = None  # "#| msgid" of a fuzzy match
    obsolete: bool = False

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return not self.fuzzy and all(s != "" for s in self.msgstr)


@dataclass
class Catalog:
    header: dict[str, str]
    entries: list[Entry]
    header_comments: list[str] = field(default_factory=list)

    def by_key(self) -> dict[tuple[str | None, str], Entry]:
        return {e.key: e for e in self.entries}


@dataclass(frozen=True)
class Problem:
    """A call that cannot be extracted: a message that is not a literal (an f-string, a concatenation)."""

    where: str
    why: str


# ------------------------------------------------------------------------------------------------ extraction
def source_files(root: Path = ROOT, dirs: Sequence[str] = SOURCE_DIRS) -> list[Path]:
    return sorted(p for d in dirs for p in (root / d).rglob("*.py") if "__pycache__" not in p.parts)


METHODS = ("gettext", "ngettext", "pgettext", "npgettext")  # a translation object's (or a wrapper's) methods


def _keyword(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name) and func.id in KEYWORDS:
        return func.id
    if isinstance(func, ast.Attribute) and func.attr in KEYWORDS:
        if isinstance(func.value, ast.Name) and func.value.id == "i18n":
            return func.attr  # i18n._("..."), i18n.pgettext(...)
        if func.attr in METHODS:
            return func.attr  # say.gettext("..."), tr.ngettext(...): a translation handed to the code
    return None


def _translator_comments(lines: list[str], lineno: int) -> list[str]:
    """The ``# Translators:`` comment block on the lines just above line ``lineno`` (1-based)."""
    block: list[str] = []
    i = lineno - 2
    while i >= 0 and lines[i].strip().startswith("#"):
        block.insert(0, lines[i].strip().lstrip("#").strip())
        i -= 1
    for k, text in enumerate(block):
        if text.startswith("Translators:"):
            return block[k:]
    return []


def extract_file(path: Path, root: Path = ROOT) -> tuple[list[Entry], list[Problem]]:
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    rel = path.relative_to(root).as_posix()
    entries: list[Entry] = []
    problems: list[Problem] = []
    for node in ast.walk(ast.parse(text, rel)):
        if not isinstance(node, ast.Call):
            continue
        name = _keyword(node)
        if name is None:
            continue
        roles = KEYWORDS[name]
        where = f"{rel}:{node.lineno}"
        if len(node.args) < len(roles):
            continue  # not a translation call (a method of the same name with other arguments)
        values: dict[str, str] = {}
        for role, arg in zip(roles, node.args):
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                values[role] = arg.value
            elif isinstance(arg, (ast.JoinedStr, ast.BinOp)) or (
                isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and arg.func.attr == "format"
            ):
                problems.append(Problem(where, f"{name}() of a computed string: mark the literal, fill it afterwards"))
                break
            else:
                rest = node.args[len(values) + 1 : len(roles)]
                if any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in rest):
                    problems.append(Problem(where, f"{name}() with a variable beside a literal: write both out"))
                break  # a variable: the message was marked where it was written (N_)
        else:
            msgid = values["msgid"]
            if msgid == "":
                problems.append(Problem(where, f"{name}('') : the empty message is the catalog's header"))
                continue
            entry = Entry(msgid, values.get("context"), values.get("plural"), references=[where])
            entry.extracted = _translator_comments(lines, node.lineno)
            entry.msgstr = ["", ""] if entry.plural is not None else [""]
            entries.append(entry)
    entries.sort(key=lambda e: _ref_order(e.references[0]))
    return entries, problems


def shadowed_underscore(path: Path, root: Path = ROOT) -> list[Problem]:
    """Places in a module that imports ``_`` from ``zjgame.i18n`` where ``_`` is bound again (``for _ in``,
    ``x, _ = ...``): inside a function that makes every ``_()`` of the function fail (UnboundLocalError); at the
    top level it replaces the translation function. Use another name for values thrown away."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imports = any(
        isinstance(n, ast.ImportFrom) and n.module == "zjgame.i18n" and any(a.name == "_" for a in n.names)
        for n in ast.walk(tree)
    )
    if not imports:
        return []
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    scopes = (ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp)
    rel = path.relative_to(root).as_posix()
    out = []
    for node in ast.walk(tree):
        bound = (isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)) or (
            isinstance(node, ast.arg) and node.arg == "_"
        )
        if not bound:
            continue
        cur = parents.get(node)
        while cur is not None and not isinstance(cur, scopes):
            cur = parents.get(cur)
        if cur is None:  # not inside a comprehension, whose names are its own
            out.append(Problem(f"{rel}:{node.lineno}", "binds _ (the translation function): use another name"))
    return out


def _ref_order(ref: str) -> tuple[str, int]:
    path, _, line = ref.rpartition(":")
    return (path, int(line))


def extract(root: Path = ROOT, dirs: Sequence[str] = SOURCE_DIRS) -> tuple[list[Entry], list[Problem]]:
    """Every message of the sources, once each (references and comments gathered), in source order."""
    merged: dict[tuple[str | None, str], Entry] = {}
    problems: list[Problem] = []
    for path in source_files(root, dirs):
        found, bad = extract_file(path, root)
        problems += bad + shadowed_underscore(path, root)
        for entry in found:
            seen = merged.get(entry.key)
            if seen is None:
                merged[entry.key] = entry
                continue
            seen.references += entry.references
            seen.extracted += [c for c in entry.extracted if c not in seen.extracted]
            if seen.plural is None and entry.plural is not None:
                seen.plural, seen.msgstr = entry.plural, ["", ""]
    for entry in merged.values():
        entry.flags = ["python-brace-format"] if _has_placeholders(entry) else []
    return list(merged.values()), problems


def _has_placeholders(entry: Entry) -> bool:
    return bool(PLACEHOLDER.search(entry.msgid) or (entry.plural and PLACEHOLDER.search(entry.plural)))


# ------------------------------------------------------------------------------------------------ .po files
def _unquote(s: str) -> str:
    s = s.strip()
    if not (len(s) >= 2 and s[0] == '"' and s[-1] == '"'):
        raise ValueError(f"not a quoted string: {s!r}")
    out, i, body = [], 0, s[1:-1]
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n") + '"'


def _po_string(keyword: str, s: str, prefix: str = "") -> list[str]:
    """``keyword "text"``, or for a text with line breaks inside: ``keyword ""`` and one line per line."""
    parts = s.splitlines(keepends=True)
    if len(parts) <= 1:
        return [f"{prefix}{keyword} {_quote(s)}"]
    return [f'{prefix}{keyword} ""'] + [f"{prefix}{_quote(p)}" for p in parts]


def parse_po(text: str) -> Catalog:
    """A catalog from the text of a .po file (the subset of the format that ``write_po`` and gettext write)."""
    entries: list[Entry] = []
    cur: dict[str, object] = {}
    last: tuple[str, int] | None = None  # the keyword (and plural index) continued by a bare string line

    def flush() -> None:
        nonlocal cur, last
        if "msgid" in cur:
            strs = cur.get("msgstr", {})
            assert isinstance(strs, dict)
            n = max(strs) + 1 if strs else 1
            entries.append(
                Entry(
                    msgid=str(cur["msgid"]),
                    context=cur.get("msgctxt"),  # type: ignore[arg-type]
                    plural=cur.get("msgid_plural"),  # type: ignore[arg-type]
                    msgstr=[strs.get(i, "") for i in range(n)],
                    references=list(cur.get("refs", [])),  # type: ignore[call-overload]
                    comments=list(cur.get("comments", [])),  # type: ignore[call-overload]
                    extracted=list(cur.get("extracted", [])),  # type: ignore[call-overload]
                    flags=list(cur.get("flags", [])),  # type: ignore[call-overload]
                    previous=cur.get("previous"),  # type: ignore[arg-type]
                    obsolete=bool(cur.get("obsolete")),
                )
            )
        elif cur:
            raise ValueError(f"an entry without msgid: {cur}")
        cur, last = {}, None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip("\n")
        try:
            if not line.strip():
                flush()
                continue
            if line.startswith("#~"):
                cur["obsolete"] = True
                line = line[2:].lstrip()
                if not line:
                    continue
            elif line.startswith("#"):
                if "msgid" in cur and last is not None:  # a comment after the strings starts the next entry
                    flush()
                if line.startswith("#:"):
                    cur.setdefault("refs", []).extend(line[2:].split())  # type: ignore[attr-defined]
                elif line.startswith("#,"):
                    cur.setdefault("flags", []).extend(f.strip() for f in line[2:].split(",") if f.strip())  # type: ignore[attr-defined]
                elif line.startswith("#."):
                    cur.setdefault("extracted", []).append(line[2:].strip())  # type: ignore[attr-defined]
                elif line.startswith("#|"):
                    rest = line[2:].strip()
                    if rest.startswith("msgid "):
                        cur["previous"] = _unquote(rest[6:])
                    elif rest.startswith('"'):
                        cur["previous"] = str(cur.get("previous", "")) + _unquote(rest)
                else:
                    cur.setdefault("comments", []).append(line[1:].strip() if line.startswith("# ") else line[1:])  # type: ignore[attr-defined]
                continue
            if line.startswith('"'):
                if last is None:
                    raise ValueError("a string with no keyword before it")
                kw, idx = last
                if kw == "msgstr":
                    strs = cur["msgstr"]
                    assert isinstance(strs, dict)
                    strs[idx] += _unquote(line)
                else:
                    cur[kw] = str(cur[kw]) + _unquote(line)
                continue
            kw, _, rest = line.partition(" ")
            if kw in ("msgctxt", "msgid") and "msgid" in cur:
                if kw == "msgctxt" or "msgctxt" not in cur or "msgstr" in cur:
                    obsolete = cur.get("obsolete")
                    flush()
                    if obsolete:
                        cur["obsolete"] = True
            m = re.fullmatch(r"msgstr\[(\d+)\]", kw)
            if m:
                cur.setdefault("msgstr", {})[int(m[1])] = _unquote(rest)  # type: ignore[index]
                last = ("msgstr", int(m[1]))
            elif kw == "msgstr":
                cur.setdefault("msgstr", {})[0] = _unquote(rest)  # type: ignore[index]
                last = ("msgstr", 0)
            elif kw in ("msgid", "msgid_plural", "msgctxt"):
                cur[kw] = _unquote(rest)
                last = (kw, 0)
            else:
                raise ValueError(f"unknown keyword {kw!r}")
        except (ValueError, AssertionError) as err:
            raise ValueError(f"line {lineno}: {err}") from None
    flush()
    header: dict[str, str] = {}
    header_comments: list[str] = []
    if entries and entries[0].msgid == "" and entries[0].context is None:
        head = entries.pop(0)
        header_comments = head.comments
        for item in head.msgstr[0].splitlines():
            k, _, v = item.partition(":")
            if k.strip():
                header[k.strip()] = v.strip()
    return Catalog(header, entries, header_comments)


def read_po(path: Path) -> Catalog:
    return parse_po(path.read_text(encoding="utf-8"))


def write_po(catalog: Catalog) -> str:
    out: list[str] = [f"# {c}" if c else "#" for c in catalog.header_comments]
    out += ['msgid ""', 'msgstr ""'] + [_quote(f"{k}: {v}\n") for k, v in catalog.header.items()]
    for e in catalog.entries:
        p = "#~ " if e.obsolete else ""
        out.append("")
        out += [f"# {c}" if c else "#" for c in e.comments]
        out += [f"#. {c}" for c in e.extracted]
        if e.references and not e.obsolete:
            out.append("#: " + " ".join(e.references))
        if e.flags:
            out.append("#, " + ", ".join(e.flags))
        if e.previous is not None:
            out += _po_string("msgid", e.previous, "#| ")
        if e.context is not None:
            out += _po_string("msgctxt", e.context, p)
        out += _po_string("msgid", e.msgid, p)
        if e.plural is not None:
            out += _po_string("msgid_plural", e.plural, p)
            for i, s in enumerate(e.msgstr):
                out += _po_string(f"msgstr[{i}]", s, p)
        else:
            out += _po_string("msgstr", e.msgstr[0], p)
    return "\n".join(out) + "\n"


def new_catalog(language: str) -> Catalog:
    return Catalog(
        {
            "Project-Id-Version": "zjgame",
            "Language": language,
            "MIME-Version": "1.0",
            "Content-Type": "text/plain; charset=UTF-8",
            "Content-Transfer-Encoding": "8bit",
            "Plural-Forms": LANGUAGES.get(language, "nplurals=2; plural=(n != 1);"),
        },
        [],
        [f"The game's text in {language} (zjgame). Edit the msgstr lines; build_scripts/translations.py update"],
    )


def nplurals(catalog: Catalog) -> int:
    m = re.search(r"nplurals\s*=\s*(\d+)", catalog.header.get("Plural-Forms", ""))
    return int(m[1]) if m else 2


# ------------------------------------------------------------------------------------------------ merging
@dataclass(frozen=True)
class MergeReport:
    new: tuple[str, ...]
    obsolete: tuple[str, ...]
    fuzzy: tuple[str, ...]


def merge(template: Sequence[Entry], catalog: Catalog) -> tuple[Catalog, MergeReport]:
    """The catalog updated to the template: its translations kept, the rest as the module docstring says."""
    n = nplurals(catalog)
    old = catalog.by_key()
    live = {e.key for e in template}
    obsolete_pool = [e for e in catalog.entries if e.key not in live and e.translated]
    out: list[Entry] = []
    new, fuzzy = [], []
    for t in template:
        e = replace(t, msgstr=[""] * (n if t.plural is not None else 1), comments=[], flags=list(t.flags))
        was = old.get(t.key)
        if was is not None:
            e.comments = list(was.comments)
            e.previous = was.previous if was.fuzzy else None
            if was.fuzzy:
                e.flags = ["fuzzy", *e.flags]
            if (was.plural is None) == (t.plural is None):
                e.msgstr = (list(was.msgstr) + [""] * n)[: len(e.msgstr)]
        else:
            new.append(t.msgid)
            match = _closest(t, obsolete_pool)
            if match is not None:
                e.msgstr = (list(match.msgstr) + [match.msgstr[-1]] * n)[: len(e.msgstr)]
                e.flags = ["fuzzy", *e.flags]
                e.previous = match.msgid
                fuzzy.append(t.msgid)
        out.append(e)
    gone = [  # kept for a message that comes back (and as fuzzy guesses); an untranslated one is dropped
        replace(e, obsolete=True, references=[]) for e in catalog.entries if e.key not in live and e.translated
    ]
    newly_obsolete = tuple(e.msgid for e in catalog.entries if e.key not in live and not e.obsolete)
    merged = Catalog(dict(catalog.header), out + gone, list(catalog.header_comments))
    return merged, MergeReport(tuple(new), newly_obsolete, tuple(fuzzy))


def _closest(entry: Entry, pool: Sequence[Entry]) -> Entry | None:
    best, score = None, 0.0
    for cand in pool:
        if (cand.plural is None) != (entry.plural is None) or cand.context != entry.context:
            continue
        ratio = difflib.SequenceMatcher(None, entry.msgid, cand.msgid).ratio()
        if ratio > score:
            best, score = cand, ratio
    return best if score >= 0.8 else None


# ------------------------------------------------------------------------------------------------ .mo files
def compile_mo(catalog: Catalog) -> bytes:
    """The GNU .mo file of the catalog's translated entries (fuzzy, untranslated and obsolete ones left out),
    byte-for-byte the same for the same catalog."""
    header = "".join(f"{k}: {v}\n" for k, v in catalog.header.items())
    pairs: dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for e in catalog.entries:
        if e.obsolete or not e.translated:
            continue
        key = e.msgid if e.plural is None else f"{e.msgid}\0{e.plural}"
        if e.context is not None:
            key = f"{e.context}\x04{key}"
        pairs[key.encode("utf-8")] = "\0".join(e.msgstr).encode("utf-8")
    keys = sorted(pairs)
    n = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + n * 8
    data_at = translations_at + n * 8
    blob = bytearray()
    orig_table, trans_table = [], []
    for k in keys:
        orig_table.append((len(k), data_at + len(blob)))
        blob += k + b"\0"
    for k in keys:
        v = pairs[k]
        trans_table.append((len(v), data_at + len(blob)))
        blob += v + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, n, originals_at, translations_at, 0, data_at)
    out += b"".join(struct.pack("<2I", *p) for p in orig_table)
    out += b"".join(struct.pack("<2I", *p) for p in trans_table)
    return out + bytes(blob)


# ------------------------------------------------------------------------------------------------ checks
def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def entry_problems(entry: Entry, n: int) -> list[str]:
    """What is wrong with one entry's form (whether or not it is translated): its placeholders, plurals."""
    out = []
    names = placeholders(entry.msgid) | placeholders(entry.plural or "")
    if any(not name or name.isdigit() for name in names):
        out.append("a positional placeholder ({} or {0}): name it ({winner})")
    if entry.plural is not None and len(entry.msgstr) != n:
        out.append(f"{len(entry.msgstr)} plural forms, the language has {n}")
    if entry.translated:
        for i, s in enumerate(entry.msgstr):
            want = [placeholders(entry.msgid)] if entry.plural is None else [placeholders(entry.plural)]
            if entry.plural is not None and i == 0 and n > 1:
                want.append(placeholders(entry.msgid))
            if placeholders(s) not in want:
                got = ", ".join(sorted(placeholders(s))) or "none"
                out.append(f"msgstr[{i}] has placeholders {{{got}}}, the message {sorted(want[0])}")
    return out


def required(entry: Entry, scope: Sequence[str]) -> bool:
    return any(ref.split(":")[0].startswith(prefix) for ref in entry.references for prefix in scope)


@dataclass
class CheckResult:
    errors: list[str]
    untranslated_elsewhere: int
    messages: int

    @property
    def ok(self) -> bool:
        return not self.errors


def check_catalog(
    catalog: Catalog,
    template: Sequence[Entry],
    scope: Sequence[str] = REQUIRED,
    mo: bytes | None = None,
    problems: Sequence[Problem] = (),
) -> CheckResult:
    """Every message of ``scope`` translated (not fuzzy), every translation's placeholders those of its message,
    plural forms complete, no message that cannot be extracted, and the compiled ``mo`` current."""
    errors = [f"{p.where}: {p.why}" for p in problems]
    n = nplurals(catalog)
    have = catalog.by_key()
    elsewhere = 0
    for t in template:
        e = have.get(t.key)
        if e is not None and e.obsolete:
            e = None
        where = t.references[0]
        if any(not name or name.isdigit() for name in placeholders(t.msgid) | placeholders(t.plural or "")):
            errors.append(f"{where}: {t.msgid!r}: a positional placeholder ({{}} or {{0}}): name it")
        if e is None or not e.translated:
            if required(t, scope):
                state = "missing from the catalog" if e is None else "fuzzy" if e.fuzzy else "untranslated"
                errors.append(f"{where}: {t.msgid!r} is {state}")
            else:
                elsewhere += 1
    for e in catalog.entries:
        if not e.obsolete:
            errors += [f"{e.references[0] if e.references else '?'}: {e.msgid!r}: {p}" for p in entry_problems(e, n)]
    if mo is not None and mo != compile_mo(catalog):
        errors.append("the compiled .mo is older than the .po: run build_scripts/translations.py compile")
    return CheckResult(errors, elsewhere, len(template))


# ------------------------------------------------------------------------------------------------ files
def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


def load(language: str) -> Catalog:
    path = po_path(language)
    return read_po(path) if path.is_file() else new_catalog(language)


def compile_all(languages: Iterable[str] = LANGUAGES) -> list[Path]:
    written = []
    for lang in languages:
        data = compile_mo(load(lang))
        path = mo_path(lang)
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
        written.append(path)
    return written


def update(languages: Iterable[str] = LANGUAGES) -> dict[str, MergeReport]:
    template, problems = extract()
    for p in problems:
        print(f"warning: {p.where}: {p.why}", file=sys.stderr)
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(write_po(Catalog(new_catalog("").header, template)), encoding="utf-8")
    reports = {}
    for lang in languages:
        merged, report = merge(template, load(lang))
        path = po_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        text = write_po(merged)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        reports[lang] = report
    compile_all(languages)
    return reports


def module_of(ref: str) -> str:
    return ref.split(":")[0]


def stats(language: str = "zh_TW") -> dict[str, tuple[int, int]]:
    """Per source file: (messages, translated)."""
    template, _problems = extract()
    have = load(language).by_key()
    out: dict[str, tuple[int, int]] = {}
    for t in template:
        e = have.get(t.key)
        done = e is not None and not e.obsolete and e.translated
        for path in dict.fromkeys(module_of(r) for r in t.references):
            total, ok = out.get(path, (0, 0))
            out[path] = (total + 1, ok + int(done))
    return out


# ------------------------------------------------------------------------------------------------ translating
def entry_key(context: str | None, msgid: str) -> str:
    """A short stable key of a message (its context and text), for ``todo`` listings and ``fill`` files."""
    import hashlib

    raw = msgid if context is None else f"{context}\x04{msgid}"
    return hashlib.sha1(raw.encode("utf-8")).hexdigest()[:7]


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m[1], m[1]), text)


def todo(template: Sequence[Entry], catalog: Catalog, prefixes: Sequence[str] = ()) -> list[str]:
    """The messages still to translate (untranslated or fuzzy), of the sources under ``prefixes`` (all when
    empty), one block each: ``@KEY [context] references``, the message (and plural), a fuzzy guess."""
    have = catalog.by_key()
    out = []
    for t in template:
        e = have.get(t.key)
        if e is not None and not e.obsolete and e.translated:
            continue
        if prefixes and not required(t, prefixes):
            continue
        ctx = f" [{t.context}]" if t.context is not None else ""
        block = [f"@{entry_key(t.context, t.msgid)}{ctx} {' '.join(t.references[:3])}"]
        block += [f"  # {c}" for c in t.extracted]
        block.append(f"  {_escape(t.msgid)}")
        if t.plural is not None:
            block.append(f"  plural: {_escape(t.plural)}")
        if e is not None and e.fuzzy and e.msgstr[0]:
            block.append(f"  fuzzy: {_escape(e.msgstr[0])}")
        out.append("\n".join(block))
    return out


def fill(catalog: Catalog, lines: Iterable[str]) -> tuple[int, list[str]]:
    """Translations from ``KEY<tab or space>text`` lines (``\\n`` for a line break; ``#`` lines and blank lines
    skipped; a leading ``@`` on the key allowed; the message's own leading and trailing white space kept, unless
    the text is in double quotes: then exactly the quoted text) written into the catalog of ``language``, fuzzy flags dropped;
    every plural form gets the text. Returns how many were filled and what went wrong (unknown keys, a
    translation whose placeholders differ from its message's: those are not written)."""
    keys = {entry_key(e.context, e.msgid): e for e in catalog.entries if not e.obsolete}
    n = nplurals(catalog)
    done, errors = 0, []
    for raw in lines:
        line = raw.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, _sep, text = line.partition("\t") if "\t" in line else line.partition(" ")
        key = key.strip().lstrip("@")
        entry = keys.get(key)
        if entry is None:
            errors.append(f"{key}: no such message (run update first?)")
            continue
        text = text.strip()
        if len(text) >= 2 and text[0] == text[-1] == '"':
            text = _unescape(text[1:-1])  # quoted: exactly as written
        else:
            lead = entry.msgid[: len(entry.msgid) - len(entry.msgid.lstrip())]
            trail = entry.msgid[len(entry.msgid.rstrip()) :]
            text = lead + _unescape(text) + trail  # the message's leading and trailing white space is kept
        want = placeholders(entry.plural if entry.plural is not None else entry.msgid)
        if placeholders(text) != want:
            errors.append(f"{key}: placeholders {sorted(placeholders(text))}, the message {sorted(want)}: {text!r}")
            continue
        entry.msgstr = [text] * (n if entry.plural is not None else 1)
        entry.flags = [f for f in entry.flags if f != "fuzzy"]
        entry.previous = None
        done += 1
    return done, errors


# ------------------------------------------------------------------------------------------------ unwrapped text
ENGLISH = re.compile(r"[A-Za-z]{2,}")
NOT_TEXT = re.compile(
    r"^(?:[a-z0-9_.\-:/]*|[A-Z0-9_]+|[A-Za-z]+\d[\w-]*|\W*|#[0-9a-fA-F]{3,8}|%\S+|\{[^}]*\})$"
)  # identifiers, keys, notation, CONSTANTS, colours, formats: not sentences
SKIP_CALLS = {
    "getattr", "setattr", "hasattr", "isinstance", "get", "startswith", "endswith", "split", "partition",
    "rpartition", "replace", "join", "strip", "rstrip", "lstrip", "removeprefix", "removesuffix", "index",
    "import_module", "warn", "debug", "info", "warning", "error", "exception", "getenv", "environ", "Push",
    "Replace", "Reset", "register", "strftime", "strptime", "encode", "decode", "format_tiles", "Tile", "Path",
    "open", "read_text", "write_text", "execute", "executemany", "parse_hand", "get_ruleset", "setdefault",
    "pop", "dumps", "loads", "re", "compile", "match", "search", "sub", "fullmatch", "findall", "print",
}  # fmt: skip
TRANSLATED_CALLS = set(KEYWORDS)


def _is_docstring(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    parent = parents.get(node)
    if not isinstance(parent, ast.Expr):
        return False
    holder = parents.get(parent)
    body = getattr(holder, "body", None)
    return isinstance(body, list) and bool(body) and body[0] is parent


SQL = re.compile(r"^\s*(?:CREATE|ALTER|SELECT|INSERT|UPDATE|DELETE|PRAGMA|DROP|WITH)\b|= \?$")
CAMEL = re.compile(r"^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$")  # a class name
# Keys as their caps print them ("Esc", "Ctrl+A", "PgUp / PgDn"): shown as written in every language, as
# Chinese software shows them.
KEY_NAMES = (
    "Esc|Enter|Space|Backspace|Delete|Del|Tab|Left|Right|Up|Down|Home|End|PgUp|PgDn|Ctrl|Shift|Alt|F\\d{1,2}|[A-Z0-9?]"
    "|0-9"
)
KEYCAP = re.compile(rf"^(?:{KEY_NAMES})(?:\s*[+/]\s*(?:{KEY_NAMES}))*$")


def looks_user_visible(text: str) -> bool:
    """English words a player would read: two letters or more, not an identifier, class name, key, notation,
    SQL or format."""
    stripped = text.strip()
    if not ENGLISH.search(stripped) or NOT_TEXT.match(stripped) or SQL.search(stripped) or CAMEL.match(stripped):
        return False
    if KEYCAP.match(stripped):
        return False
    return " " in stripped or stripped[:1].isupper()


def unwrapped_in_file(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """String literals (and f-strings) in ``path`` that look like English for the player and are not inside a
    translation call, a docstring, an exception being raised, a comparison, a subscript or a call that takes
    keys and names (``SKIP_CALLS``). A heuristic for finding work, not a judge: see ``looks_user_visible``."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found: list[tuple[int, str]] = []

    def skipped(node: ast.AST) -> bool:
        cur: ast.AST | None = node
        while cur is not None:
            parent = parents.get(cur)
            if isinstance(parent, ast.Call):
                if cur in parent.args or any(cur is k.value for k in parent.keywords):
                    fn = parent.func
                    name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""
                    if name in TRANSLATED_CALLS or name in SKIP_CALLS or name.endswith("Error"):
                        return True
            if isinstance(parent, (ast.Raise, ast.Assert, ast.Compare, ast.Subscript, ast.Match)):
                return True
            if isinstance(parent, ast.Dict) and cur in parent.keys:
                return True
            if isinstance(parent, ast.keyword) and parent.arg in ("key", "name", "kind", "sep", "end"):
                return True
            if isinstance(parent, ast.JoinedStr):
                return True  # the f-string itself is judged
            if isinstance(parent, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in parent.targets
            ):
                return True
            cur = parent
        return False

    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            literal = node.value
        elif isinstance(node, ast.JoinedStr):
            literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        else:
            continue
        if _is_docstring(node, parents) or skipped(node) or not looks_user_visible(literal):
            continue
        found.append((node.lineno, literal))
    return sorted(found)


UNWRAPPED_SCOPE = ("zjgame/ui", "zjgame/practice", "zjgame/engine", "zjgame/scoring", "zjgame/tutorial",
                   "zjgame/history", "ai", "zjgame/names.py")  # fmt: skip
# Modules whose text is never shown in the game: the command line, records, developers' tools, the engine's
# own consistency checks (invariants: a failure is a bug report, not a message to the player).
NOT_SHOWN = (
    "zjgame/commands/",
    "zjgame/cli.py",
    "ai/arena.py",
    "ai/shanten_tables.py",
    "zjgame/ui/perf.py",
    "zjgame/engine/invariants.py",
)


def unwrapped(root: Path = ROOT, scope: Sequence[str] = UNWRAPPED_SCOPE) -> dict[str, list[tuple[int, str]]]:
    out = {}
    for path in source_files(root):
        rel = path.relative_to(root).as_posix()
        if not rel.startswith(tuple(scope)) or rel.startswith(NOT_SHOWN):
            continue
        hits = unwrapped_in_file(path, root)
        if hits:
            out[rel] = hits
    return out


# The sources ``check --all`` holds to "no unwrapped English": the game's own packages. Not ``ai/``: the computer
# players write English (records, ``simulate``, the command line) and the game translates their reasons where it
# shows them (``zjgame.practice.reason_words``, tested in tests/i18n/test_reason_words.py).
CHECKED_SCOPE = tuple(s for s in UNWRAPPED_SCOPE if s != "ai")
# English literals in the checked sources that were looked at and are kept as they are, each under a heading
# saying why (records, the command line, notation, names translated where shown ...): "path<TAB>literal".
KEPT = ROOT / "build_scripts" / "i18n_kept.txt"


def read_kept(path: Path = KEPT) -> set[tuple[str, str]]:
    """The reviewed literals of ``path`` as (path, literal) pairs; ``\\n`` and ``\\t`` stand for a newline and a
    tab; lines starting ``#`` are the headings that say why."""
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        where, _tab, literal = line.partition("\t")
        out.add((where, _unescape(literal)))
    return out


def kept_line(where: str, literal: str) -> str:
    return f"{where}\t{_escape(literal)}"


def unwrapped_problems(
    root: Path = ROOT, kept: set[tuple[str, str]] | None = None, scope: Sequence[str] = CHECKED_SCOPE
) -> list[str]:
    """English for the player that is not marked for translation (and not in the reviewed ``kept`` list), and
    kept entries that are no longer in the sources (so the list cannot grow stale)."""
    kept = read_kept() if kept is None else kept
    found = {(path, literal): line for path, hits in unwrapped(root, scope).items() for line, literal in hits}
    errors = [
        f"{path}:{line}: {literal[:90]!r} is English the player reads: mark it for translation, or add it to "
        f"{KEPT.name} under the heading that says why it stays English ({kept_line(path, literal)[:120]!r})"
        for (path, literal), line in sorted(found.items())
        if (path, literal) not in kept
    ]
    errors += [
        f"{KEPT.name}: {kept_line(path, literal)[:120]!r} is no longer in the sources: remove it"
        for path, literal in sorted(kept - set(found))
    ]
    return errors


# ------------------------------------------------------------------------------------------------ main
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("update", help="extract, merge into every .po, compile every .mo")
    sub.add_parser("compile", help="compile every .po into its .mo")
    chk = sub.add_parser("check", help="exit 1 when a required message is untranslated or a catalog is wrong")
    chk.add_argument(
        "--all",
        action="store_true",
        help=f"require every message to be translated, and no unmarked English for the player ({KEPT.name})",
    )
    sub.add_parser("stats", help="messages and translations per source file")
    td = sub.add_parser("todo", help="the messages still to translate, each with its key for fill")
    td.add_argument("paths", nargs="*", help="only messages of sources under these paths")
    fl = sub.add_parser("fill", help="write translations (KEY<tab>text lines) into the zh_TW catalog")
    fl.add_argument("files", nargs="+", type=Path)
    unw = sub.add_parser("unwrapped", help="English literals not marked for translation, per module")
    unw.add_argument("--verbose", "-v", action="store_true", help="list every literal")
    unw.add_argument("--new", action="store_true", help=f"only the literals not in {KEPT.name}, as its lines")
    args = parser.parse_args(argv)

    if args.command == "update":
        for lang, report in update().items():
            print(f"{lang}: {len(report.new)} new, {len(report.fuzzy)} fuzzy, {len(report.obsolete)} obsolete")
            for msgid in report.new:
                print(f"  new: {msgid[:100]!r}")
            for msgid in report.obsolete:
                print(f"  obsolete: {msgid[:100]!r}")
        return 0
    if args.command == "compile":
        for path in compile_all():
            print(path.relative_to(ROOT))
        return 0
    if args.command == "check":
        template, problems = extract()
        failed = False
        for lang in LANGUAGES:
            mo = mo_path(lang).read_bytes() if mo_path(lang).is_file() else b""
            result = check_catalog(load(lang), template, ("",) if args.all else REQUIRED, mo, problems)
            for err in result.errors:
                print(f"{lang}: {err}")
            print(
                f"{lang}: {result.messages} messages; {len(result.errors)} problems; "
                f"{result.untranslated_elsewhere} untranslated outside the required sources"
            )
            failed = failed or not result.ok
        if args.all:  # and nothing English for the player left unmarked
            errors = unwrapped_problems()
            for err in errors:
                print(f"unwrapped: {err}")
            print(f"unwrapped: {len(errors)} problems in {', '.join(CHECKED_SCOPE)}")
            failed = failed or bool(errors)
        return 1 if failed else 0
    if args.command == "stats":
        rows = stats()
        for path, (total, ok) in sorted(rows.items()):
            print(f"{total:5d} {ok:5d}  {path}")
        template, _ = extract()
        have = load("zh_TW").by_key()
        done = sum(1 for t in template if (e := have.get(t.key)) is not None and not e.obsolete and e.translated)
        print(f"{len(template):5d} {done:5d}  (messages, translated: zh_TW)")
        return 0
    if args.command == "todo":
        blocks = todo(extract()[0], load("zh_TW"), args.paths)
        print("\n".join(blocks))
        print(f"{len(blocks)} to translate")
        return 0
    if args.command == "fill":
        lines = [line for f in args.files for line in f.read_text(encoding="utf-8").splitlines()]
        catalog = load("zh_TW")
        done, errors = fill(catalog, lines)
        po_path("zh_TW").write_text(write_po(catalog), encoding="utf-8")
        compile_all(["zh_TW"])
        for err in errors:
            print(f"error: {err}")
        print(f"{done} translations written")
        return 1 if errors else 0
    if args.command == "unwrapped" and args.new:
        kept = read_kept()
        for path, hits in sorted(unwrapped(scope=CHECKED_SCOPE).items()):
            for _line, literal in hits:
                if (path, literal) not in kept:
                    print(kept_line(path, literal))
        return 0
    if args.command == "unwrapped":
        total = 0
        for path, hits in sorted(unwrapped().items()):
            total += len(hits)
            print(f"{len(hits):5d}  {path}")
            if args.verbose:
                for line, literal in hits:
                    print(f"         {line}: {literal[:90]!r}")
        print(f"{total:5d}  in all")
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
