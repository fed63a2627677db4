"""Card loaders: card text files, folders, MTGJSON AtomicCards.json, Scryfall
oracle-cards JSON, JSON lines of MTGJSON-style records, and stdin.

Every loader yields :class:`CardSpec` records that remember their source file and line,
so diagnostics can point into the file the user wrote.

Public entry points:

- :func:`load` — one path (a file, a folder, or ``-`` for stdin), format chosen by
  extension and content;
- :func:`load_many` — several paths, in order;
- :func:`loads` — cards from a string already in memory;
- :func:`load_library` — the card library shipped in ``mtgc.cards``;
- :func:`format_card` — a :class:`CardSpec` written back in the card file format.

Bad input never escapes as a traceback: anything that cannot be read as cards raises
:class:`CardInputError` with the file (and line and column where known).
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs


class CardInputError(Exception):
    """Input that cannot be read as cards at all (missing file, bad JSON, binary data...).

    The CLI reports it as one message and exits with code 2.
    """

    def __init__(
        self, message: str, source: str = "", line: int = 0, column: int = 0, code: str = "E400"
    ) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        #: The diagnostic code when only one card of a card text file is unreadable
        #: (E400, or E423 for a missing type line): that card is reported, not the input.
        self.code = code

    def __str__(self) -> str:
        where = self.source
        if self.line:
            where += f":{self.line}"
            if self.column:
                where += f":{self.column}"
        return f"{where}: {self.message}" if where else self.message


@attrs.frozen
class Face:
    """One face of a card: its characteristics and Oracle text.

    ``text_line`` / ``text_column`` locate the first character of ``text`` in the source
    file (1-based). In a card text file each line of ``text`` is a line of the file; in a
    JSON source the whole text sits on the record's line (``text_inline`` is True).
    ``line`` is where the face itself starts (its name line, or its JSON record).
    In a card text file ``cost_column`` is the column of the mana cost on the name line,
    ``type_line_number`` and ``stats_line`` the lines of the type line and of the
    power/toughness (loyalty, defense) line (0: not in the file). ``issues`` are the
    problems found while reading the face (:mod:`mtgc.compiler.diagnostics` codes E4xx),
    reported with the others by ``mtgc check``.
    """

    name: str
    type_line: str = ""
    mana_cost: str | None = None
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    text_line: int = 1
    text_column: int = 1
    text_inline: bool = False
    line: int = 1
    cost_column: int = 0
    type_line_number: int = 0
    stats_line: int = 0
    issues: tuple = ()

    @property
    def legendary(self) -> bool:
        return "Legendary" in self.type_line.split("\u2014")[0]

    def position(self, offset: int) -> tuple[int, int]:
        """(line, column), 1-based, in the source file of character ``offset`` of ``text``."""
        before = self.text[:offset]
        line_index = before.count("\n")
        col = offset - (before.rfind("\n") + 1)
        if self.text_inline:
            return self.text_line, col + 1
        return self.text_line + line_index, (self.text_column if line_index == 0 else 1) + col

    def text_line_at(self, offset: int) -> str:
        """The line of ``text`` that holds character ``offset``."""
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", offset)
        return self.text[start : end if end != -1 else len(self.text)]


@attrs.frozen
class CardSpec:
    """A card as loaded: its faces, layout and where it came from."""

    name: str
    faces: tuple[Face, ...]
    layout: str = "normal"
    source: str = "<text>"
    line: int = 1


# --------------------------------------------------------------------------- limits

MAX_LINE_LENGTH = 100_000
"""Longest line accepted in a card text file or a JSON-lines file. Whole JSON documents
(AtomicCards.json is one minified line of ~100 MB) are exempt."""

MAX_INPUT_BYTES = 1 << 30
"""Largest input read (1 GB; MTGJSON's AtomicCards.json is about 120 MB)."""

CARD_FILE_SUFFIXES = (".txt", ".json", ".jsonl")
"""The files a folder is searched for."""

FACE_SEPARATOR = "----"

FORMATS = ("text", "json", "jsonl")


# --------------------------------------------------------------------------- entry points


def load(path: str) -> list[CardSpec]:
    """Load every card in ``path``: a card text file, a JSON file (MTGJSON AtomicCards,
    Scryfall oracle-cards, an array of MTGJSON-style records), a JSON-lines file, a folder
    (all ``*.txt``, ``*.json`` and ``*.jsonl`` files below it, sorted), or ``-`` for stdin.

    Raises :class:`CardInputError` for anything that cannot be read as cards.
    """
    if path == "-":
        return loads(_decode(_read_stdin(), "<stdin>"), "<stdin>")
    try:
        is_dir = os.path.isdir(path)
    except (OSError, ValueError) as exc:  # ValueError: embedded NUL in the path
        raise CardInputError(f"cannot read: {exc}", path) from None
    if is_dir:
        return _load_folder(path)
    return _load_file(path)


def load_many(paths: Iterable[str]) -> list[CardSpec]:
    """Load several paths (see :func:`load`) and concatenate their cards, in order."""
    cards: list[CardSpec] = []
    for path in paths:
        cards.extend(load(path))
    return cards


def loads(text: str, source: str = "<text>", format: str | None = None) -> list[CardSpec]:
    """Cards from ``text`` already in memory.

    ``format`` is ``"text"``, ``"json"`` or ``"jsonl"``; by default it is taken from the
    extension of ``source`` (``.txt``, ``.json``, ``.jsonl``) and else from the content:
    text starting with ``[`` or ``{`` is JSON (JSON lines if each line is one object).
    """
    if not text.strip("\ufeff \t\r\n"):
        raise CardInputError("no cards in this input (it is empty)", source)
    if format is None:
        format = _detect_format(text, source)
    elif format not in FORMATS:
        raise ValueError(f"unknown card format {format!r}; expected one of {FORMATS}")
    if text.startswith("\ufeff"):
        text = text[1:]
    if format == "jsonl":
        cards = _parse_jsonl(text, source)
    elif format == "json":
        cards = _JsonDocument(text, source).cards()
    else:
        cards = _parse_text(text, source)
    if not cards:
        raise CardInputError("no cards in this input (it is empty)", source)
    return cards


def load_library() -> list[CardSpec]:
    """The card library that ships with mtgc (the ``mtgc.cards`` package)."""
    from importlib import resources

    folder = resources.files("mtgc.cards")
    return _load_folder(str(folder))


def format_card(spec: CardSpec) -> str:
    """``spec`` in the card file format (no trailing newline); :func:`loads` reads it back."""
    blocks = []
    for face in spec.faces:
        first = face.name if not face.mana_cost else f"{face.name} {face.mana_cost}"
        lines = [first, face.type_line]
        if face.text:
            lines.append(face.text)
        if face.power is not None or face.toughness is not None:
            lines.append(f"{face.power or ''}/{face.toughness or ''}")
        elif face.loyalty is not None:
            lines.append(f"Loyalty: {face.loyalty}")
        elif face.defense is not None:
            lines.append(f"Defense: {face.defense}")
        blocks.append("\n".join(lines))
    return f"\n{FACE_SEPARATOR}\n".join(blocks)


# --------------------------------------------------------------------------- reading bytes


def _read_stdin() -> bytes:
    stream = sys.stdin
    if stream is None:
        raise CardInputError("no standard input to read", "<stdin>")
    try:
        buffer = getattr(stream, "buffer", None)
        if buffer is not None:
            return _read_bounded(buffer, "<stdin>")
        return stream.read(MAX_INPUT_BYTES + 1).encode("utf-8", "surrogatepass")
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise CardInputError(f"cannot read: {reason}", "<stdin>") from None


def _read_bytes(path: str) -> bytes:
    """The bytes of ``path``, read in bounded chunks: a device or pipe that never ends
    (``/dev/zero``, ``/dev/urandom``) stops at the first NUL byte or at
    :data:`MAX_INPUT_BYTES`, and a named pipe is opened without waiting for a writer."""
    try:
        mode = os.stat(path).st_mode
        flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
        if stat.S_ISFIFO(mode):
            flags |= os.O_NONBLOCK  # open() of a FIFO would wait for a writer forever
        fd = os.open(path, flags)
        if stat.S_ISFIFO(mode):
            import fcntl  # POSIX only, like FIFOs

            fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as handle:
            data = _read_bounded(handle, path)
        if not data and stat.S_ISFIFO(mode):
            raise CardInputError("a named pipe with nothing to read (no writer)", path)
        return data
    except FileNotFoundError:
        raise CardInputError("no such file or folder", path) from None
    except PermissionError:
        raise CardInputError("permission denied", path) from None
    except IsADirectoryError:
        raise CardInputError("is a folder, expected a file", path) from None
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise CardInputError(f"cannot read: {reason}", path) from None


_CHUNK = 1 << 20


def _read_bounded(handle: Any, source: str) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = handle.read(_CHUNK)
        if not chunk:
            return b"".join(chunks)
        if not chunks and chunk.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise CardInputError("the file is UTF-16 encoded; save it as UTF-8", source)
        nul = chunk.find(b"\0")
        if nul != -1:  # binary: say so now, without reading the rest (it may never end)
            data = b"".join(chunks) + chunk[:nul]
            line = data.count(b"\n") + 1
            raise CardInputError(
                f"binary file (NUL byte at byte offset {size + nul}); expected card text or JSON",
                source,
                line,
            )
        chunks.append(chunk)
        size += len(chunk)
        if size > MAX_INPUT_BYTES:
            raise CardInputError(
                f"more than {MAX_INPUT_BYTES >> 20:,} MB; this does not look like card text",
                source,
            )


def read_text(path: str) -> str:
    """The text of a file (or ``-``: standard input) read as card input is (bounded,
    UTF-8, with a :class:`CardInputError` saying why it can't be read)."""
    if path == "-":
        return _decode(_read_stdin(), "<stdin>")
    return _decode(_read_bytes(path), path)


def _decode(data: bytes, source: str) -> str:
    """UTF-8 text of ``data``, or a :class:`CardInputError` saying why it is not card text."""
    if not data.strip():
        raise CardInputError("no cards in this input (it is empty)", source)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise CardInputError("the file is UTF-16 encoded; save it as UTF-8", source)
    nul = data.find(b"\0")
    if nul != -1:
        line = data.count(b"\n", 0, nul) + 1
        raise CardInputError(
            f"binary file (NUL byte at byte offset {nul}); expected card text or JSON",
            source,
            line,
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        bad = exc.start
        line = data.count(b"\n", 0, bad) + 1
        line_start = data.rfind(b"\n", 0, bad) + 1
        column = len(data[line_start:bad].decode("utf-8", "replace")) + 1
        raise CardInputError(
            f"invalid UTF-8: byte 0x{data[bad]:02x} at byte offset {bad} ({exc.reason})",
            source,
            line,
            column,
        ) from None


def _load_file(path: str) -> list[CardSpec]:
    return loads(_decode(_read_bytes(path), path), path)


def _load_folder(folder: str) -> list[CardSpec]:
    files = []
    for root, dirs, names in os.walk(folder, onerror=None):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if not name.startswith(".") and name.lower().endswith(CARD_FILE_SUFFIXES):
                full = os.path.join(root, name)
                files.append((Path(os.path.relpath(full, folder)).parts, full))
    if not files:
        raise CardInputError(
            "no card files (*.txt, *.json, *.jsonl) in this folder or below it", folder
        )
    cards: list[CardSpec] = []
    for _, full in sorted(files):
        cards.extend(_load_file(full))
    return cards


def _detect_format(text: str, source: str) -> str:
    suffix = os.path.splitext(source)[1].lower()
    if suffix == ".jsonl":
        return "jsonl"
    if suffix == ".txt":
        return "text"
    start = text.lstrip("\ufeff \t\r\n")[:1]
    if suffix != ".json" and start not in ("{", "["):
        return "text"
    if start == "{" and _looks_like_json_lines(text):
        return "jsonl"
    return "json"


def _looks_like_json_lines(text: str) -> bool:
    """True if the first non-blank line is a complete JSON object and more lines follow."""
    body = text.lstrip("\ufeff \t\r\n")
    end = body.find("\n")
    if end == -1 or not body[end:].strip():
        return False
    first = body[:end].strip()
    if not first.endswith("}"):
        return False
    try:
        return isinstance(json.loads(first), dict)
    except (ValueError, RecursionError):
        return False


def _check_line_length(length: int, source: str, line: int) -> None:
    if length > MAX_LINE_LENGTH:
        raise CardInputError(
            f"line is {length:,} characters long (the limit is {MAX_LINE_LENGTH:,}); "
            "this does not look like card text",
            source,
            line,
        )


# --------------------------------------------------------------------------- card text files

_PT_LINE = re.compile(r"([0-9X*+\-.?\u221e\u00b2\u00bd]+)/([0-9X*+\-.?\u221e\u00b2\u00bd]+)")
_MANA_COST_AT_END = re.compile(r"\s*((?:\{[^{}\s]+\})+)\s*$")
# Card types, supertypes and subtypes (CR 205) never hold these; rules text usually does.
_NOT_IN_CARD_TYPES = re.compile(r'[.:{}"()0-9]')
_LOYALTY = "Loyalty:"
_DEFENSE = "Defense:"

_Line = tuple[int, str]  # (1-based line number, line without its line ending)


def _parse_text(text: str, source: str) -> list[CardSpec]:
    """Cards in the Scryfall text layout: blocks separated by blank lines."""
    blocks: list[list[_Line]] = []
    current: list[_Line] = []
    for number, raw in enumerate(text.split("\n"), 1):
        _check_line_length(len(raw), source, number)
        line = raw.rstrip()
        if line:
            current.append((number, line))
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)

    # Blank lines around a face separator do not end the card.
    merged: list[list[_Line]] = []
    for block in blocks:
        if merged and (merged[-1][-1][1] == FACE_SEPARATOR or block[0][1] == FACE_SEPARATOR):
            merged[-1].extend(block)
        else:
            merged.append(block)
    cards = []
    for whole in merged:
        for block, run_together in _split_run_together(whole):
            try:
                card = _parse_card_block(block, source)
            except CardInputError as exc:  # this card only: the others are still read
                card = _unreadable(block, source, exc)
            if run_together:
                card = _with_issue(card, _run_together_issue(block))
            cards.append(card)
    return cards


def _split_run_together(block: list[_Line]) -> list[tuple[list[_Line], bool]]:
    """A block holding two cards without a blank line between them, split where a line
    followed by a type line starts the next card (not right after a face separator)."""
    from .card_parts import looks_like_type_line

    out: list[tuple[list[_Line], bool]] = []
    start = 0
    for j in range(2, len(block)):
        if j - 1 - start < 2 or FACE_SEPARATOR in (block[j - 1][1], block[j - 2][1]):
            continue
        if looks_like_type_line(block[j][1]) and not looks_like_type_line(block[j - 1][1]):
            out.append((block[start : j - 1], start > 0))
            start = j - 1
    out.append((block[start:], start > 0))
    return out


def _run_together_issue(block: list[_Line]):
    from .diagnostics import CARDS_RUN_TOGETHER, Diagnostic

    number, line = block[0]
    return Diagnostic(
        CARDS_RUN_TOGETHER, "missing blank line between cards?", number, 1,
        f"line {number} reads like the name line of another card (a type line follows it); "
        f"put a blank line before it", line, max(1, len(line)),
    )  # fmt: skip


def _with_issue(card: CardSpec, issue) -> CardSpec:
    first = card.faces[0]
    first = attrs.evolve(first, issues=(issue, *first.issues))
    return attrs.evolve(card, faces=(first, *card.faces[1:]))


def _unreadable(block: list[_Line], source: str, exc: CardInputError) -> CardSpec:
    """A card that can't be read, as one face carrying the reason (status error)."""
    from .diagnostics import Diagnostic

    number, first = block[0]
    match = _MANA_COST_AT_END.search(first)
    name = (first[: match.start()] if match else first).strip() or "(card without a name)"
    line = exc.line or number
    text = dict(block).get(line, "")
    column = max(exc.column, 1)
    length = len(text) - column + 1 if exc.column == 0 else 1
    issue = Diagnostic(exc.code, exc.message, line, column, "", text, max(1, length))
    face = Face(name=name, line=number, text_line=number, issues=(issue,))
    return CardSpec(name=name, faces=(face,), source=source, line=number)


def _parse_card_block(block: list[_Line], source: str) -> CardSpec:
    face_blocks: list[list[_Line]] = [[]]
    separators: list[int] = []
    for number, line in block:
        if line == FACE_SEPARATOR:
            if not face_blocks[-1]:
                where = "at the start of a card" if not separators else "right after another"
                raise CardInputError(
                    f"face separator '{FACE_SEPARATOR}' {where}; expected a face before it",
                    source,
                    number,
                )
            separators.append(number)
            face_blocks.append([])
        else:
            face_blocks[-1].append((number, line))
    if not face_blocks[-1]:
        raise CardInputError(
            f"face separator '{FACE_SEPARATOR}' ends the card; expected another face after it",
            source,
            separators[-1],
        )
    faces = tuple(_parse_face_block(lines, source) for lines in face_blocks)
    name = " // ".join(face.name for face in faces)
    return CardSpec(
        name=name, faces=faces, layout=_guess_layout(faces), source=source, line=block[0][0]
    )


def _parse_face_block(lines: list[_Line], source: str) -> Face:
    name_number, name_line = lines[0]
    name, mana_cost, cost_column = _split_name_line(name_line, source, name_number)
    if len(lines) < 2:
        raise CardInputError(
            f"card {name!r} has no type line; line {name_number + 1} should be its type line "
            "(e.g. 'Creature \u2014 Bear')",
            source,
            name_number,
            code="E423",
        )
    type_number, type_line = lines[1]
    if _stats(type_line) is not None:
        raise CardInputError(
            f"expected the type line of {name!r} here, found {type_line!r} "
            "(power/toughness, loyalty or defense goes on the last line)",
            source,
            type_number,
            code="E423",
        )
    if _NOT_IN_CARD_TYPES.search(type_line.split("\u2014")[0]):
        raise CardInputError(
            f"expected the type line of {name!r} here (e.g. 'Creature \u2014 Bear'), "
            f"found what reads like rules text: {type_line.strip()!r:.60}",
            source,
            type_number,
            code="E423",
        )
    issues = []
    type_line, dash_issue = _type_line_dash(type_line, type_number)
    if dash_issue is not None:
        issues.append(dash_issue)
    body = lines[2:]
    stats: dict[str, str | None] = {}
    stats_line = 0
    if body:
        found = _stats(body[-1][1])
        if found is not None:
            stats = found
            stats_line = body[-1][0]
            body = body[:-1]
    text_line = body[0][0] if body else type_number + 1
    return Face(
        name=name,
        type_line=type_line.strip(),
        mana_cost=mana_cost,
        text="\n".join(line for _, line in body),
        text_line=text_line,
        text_column=1,
        line=name_number,
        cost_column=cost_column,
        type_line_number=type_number,
        stats_line=stats_line,
        issues=tuple(issues),
        **stats,
    )


def _type_line_dash(type_line: str, number: int):
    """CR 205.3b: subtypes follow a long dash; a hyphen or en dash there is read as it,
    with a note."""
    from .card_parts import dash_as_em_dash
    from .diagnostics import TYPE_DASH, Diagnostic

    fixed, at = dash_as_em_dash(type_line)
    if at < 0:
        return type_line, None
    dash = type_line[at:].split()[0]
    issue = Diagnostic(
        TYPE_DASH, f"read '{dash}' as the long dash '\u2014' before the subtypes (CR 205.3b)",
        number, at + 1, f"write '{fixed.strip()}'", type_line, len(dash), severity="note",
    )  # fmt: skip
    return fixed, issue


def _split_name_line(line: str, source: str, number: int) -> tuple[str, str | None, int]:
    from .card_parts import BARE_COST

    mana_cost = None
    name = line
    cost_column = 0
    if line.endswith("}"):
        match = _MANA_COST_AT_END.search(line)
        if match:
            mana_cost = match.group(1)
            name = line[: match.start()]
            cost_column = match.start(1) + 1
    else:
        # A mana cost written without braces ("Card Name 3WW"): read as the cost, which
        # the card-part checks then report (E410) with the braced form as a hint.
        words = line.split()
        if len(words) > 1 and BARE_COST.fullmatch(words[-1]):
            mana_cost = words[-1]
            cost_column = line.rstrip().rfind(mana_cost) + 1
            name = line[: cost_column - 1]
    name = name.strip()
    if not name:
        raise CardInputError(
            "a card must start with its name (e.g. 'Card Name {1}{G}'); "
            f"this line has no name: {line.strip()!r}",
            source,
            number,
        )
    brace = min((i for i in (name.find("{"), name.find("}")) if i != -1), default=-1)
    if brace != -1:
        raise CardInputError(
            "malformed name line: the mana cost goes after the name as {..} symbols "
            f"(e.g. 'Card Name {{R}}'), got {line.strip()!r}",
            source,
            number,
            line.find(name) + brace + 1,
        )
    return name, mana_cost, cost_column


def _stats(line: str) -> dict[str, str | None] | None:
    """The characteristics a last line gives (P/T, loyalty, defense), or None if text."""
    if line.startswith(_LOYALTY):
        value = line[len(_LOYALTY) :].strip()
        return {"loyalty": value} if value else None
    if line.startswith(_DEFENSE):
        value = line[len(_DEFENSE) :].strip()
        return {"defense": value} if value else None
    match = _PT_LINE.fullmatch(line.strip())
    if match:
        return {"power": match.group(1), "toughness": match.group(2)}
    return None


def _is_room(type_line: str) -> bool:
    return "Room" in type_line.partition("\u2014")[2].split()


def _guess_layout(faces: tuple[Face, ...]) -> str:
    """The text layout does not name the layout; infer the common ones."""
    if len(faces) == 1:
        return "normal"
    later = faces[1:]
    if any("Adventure" in face.type_line for face in later):
        return "adventure"
    spells = ("Instant", "Sorcery")
    if all(face.mana_cost and face.type_line.startswith(spells) for face in faces):
        return "split"
    if len(faces) == 2 and all(_is_room(face.type_line) for face in faces):
        return "split"  # CR 709.5: a Room's two halves (doors) share its type line
    if all(face.mana_cost is None for face in later):
        return "transform"
    return "modal_dfc"


# --------------------------------------------------------------------------- JSON records

_SCRYFALL_KEYS = ("oracle_text", "type_line", "card_faces", "mana_cost")
_RECORD_KEYS = {"type", "text", "manaCost", "faceName", "layout", *_SCRYFALL_KEYS}


def _field(record: dict, key: str, source: str, line: int) -> str | None:
    value = record.get(key)
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise CardInputError(
        f"field {key!r} should be a string, got {type(value).__name__} {value!r:.40}",
        source,
        line,
    )


def _record_name(record: object, source: str, line: int) -> str:
    if not isinstance(record, dict):
        raise CardInputError(
            f"expected a card record (a JSON object), got a JSON {_json_kind(record)}",
            source,
            line,
        )
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        got = "no 'name' field" if name is None else f"'name' {name!r:.40}"
        raise CardInputError(f"card record has {got}; every card needs a name", source, line)
    return name


def _json_kind(value: object) -> str:
    kinds = {dict: "object", list: "array", str: "string", bool: "boolean"}
    if value is None:
        return "null"
    return kinds.get(type(value), "number")


def _mtgjson_face(record: dict, source: str, line: int) -> Face:
    """A face from an MTGJSON record (AtomicCards, or a line of the corpus)."""
    full_name = _record_name(record, source, line)
    face_name = _field(record, "faceName", source, line)
    if not face_name:
        # Multi-faced records in the corpus carry the whole card name ("A // B") and no
        # faceName; their text is the first face's.
        face_name = full_name.split(" // ")[0]
    return Face(
        name=face_name,
        type_line=_field(record, "type", source, line) or "",
        mana_cost=_field(record, "manaCost", source, line) or None,
        text=_field(record, "text", source, line) or "",
        power=_field(record, "power", source, line),
        toughness=_field(record, "toughness", source, line),
        loyalty=_field(record, "loyalty", source, line),
        defense=_field(record, "defense", source, line),
        text_line=line,
        text_column=1,
        text_inline=True,
        line=line,
    )


def _scryfall_face(record: dict, source: str, line: int) -> Face:
    return Face(
        name=_record_name(record, source, line),
        type_line=_field(record, "type_line", source, line) or "",
        mana_cost=_field(record, "mana_cost", source, line) or None,
        text=_field(record, "oracle_text", source, line) or "",
        power=_field(record, "power", source, line),
        toughness=_field(record, "toughness", source, line),
        loyalty=_field(record, "loyalty", source, line),
        defense=_field(record, "defense", source, line),
        text_line=line,
        text_column=1,
        text_inline=True,
        line=line,
    )


def _layout(record: dict, source: str, line: int) -> str:
    return _field(record, "layout", source, line) or "normal"


def _record_spec(record: object, source: str, line: int) -> CardSpec:
    """One card from one record: a Scryfall card object, or one MTGJSON-style face."""
    name = _record_name(record, source, line)
    assert isinstance(record, dict)
    if any(key in record for key in _SCRYFALL_KEYS) or record.get("object") == "card":
        card_faces = record.get("card_faces")
        if card_faces:
            if not isinstance(card_faces, list):
                raise CardInputError("'card_faces' should be a list", source, line)
            faces = tuple(_scryfall_face(face, source, line) for face in card_faces)
        else:
            faces = (_scryfall_face(record, source, line),)
    else:
        faces = (_mtgjson_face(record, source, line),)
    return CardSpec(
        name=name, faces=faces, layout=_layout(record, source, line), source=source, line=line
    )


def _parse_jsonl(text: str, source: str) -> list[CardSpec]:
    """JSON lines: one MTGJSON-style record (one face) or Scryfall card per line."""
    cards = []
    loads_json = json.loads
    for number, raw in enumerate(text.split("\n"), 1):
        _check_line_length(len(raw), source, number)
        stripped = raw.strip()
        if not stripped:
            continue
        try:
            record = loads_json(stripped)
        except json.JSONDecodeError as exc:
            indent = len(raw) - len(raw.lstrip())
            raise CardInputError(
                f"malformed JSON: {exc.msg}", source, number, exc.colno + indent
            ) from None
        except (ValueError, RecursionError) as exc:
            raise CardInputError(_json_trouble(exc), source, number) from None
        cards.append(_record_spec(record, source, number))
    return cards


def _json_trouble(exc: Exception) -> str:
    """Message for JSON that is syntactically valid but cannot be decoded."""
    if isinstance(exc, RecursionError):
        return "malformed JSON: nested too deeply to be card data"
    return f"malformed JSON: {exc}"


class _JsonDocument:
    """A whole JSON document, walked one level at a time so that every card knows the
    line its record starts on (``json.loads`` forgets positions)."""

    _WS = re.compile(r"[ \t\n\r]*")

    def __init__(self, doc: str, source: str) -> None:
        self.doc = doc
        self.source = source
        self._raw_decode = json.JSONDecoder().raw_decode
        self._line_pos = 0
        self._line = 1

    def cards(self) -> list[CardSpec]:
        doc = self.doc
        pos = self._skip(0)
        cards: list[CardSpec] = []
        if doc.startswith("[", pos):
            end = self._records(pos, cards)
        elif doc.startswith("{", pos):
            end = self._top_object(pos, cards)
        else:
            value, _ = self._decode(pos)  # raises "Expecting value" for non-JSON
            raise CardInputError(
                "expected a JSON array of cards or an object with 'data' or 'name', "
                f"got a JSON {_json_kind(value)}",
                self.source,
                self._line_at(pos),
            )
        end = self._skip(end)
        if end != len(doc):
            self._fail("Extra data", end)
        return cards

    # -- structure

    def _top_object(self, pos: int, cards: list[CardSpec]) -> int:
        start_line = self._line_at(pos)
        members: dict[str, object] = {}
        has_data = False

        def member(key: str, value_pos: int) -> int:
            nonlocal has_data
            if key == "data" and self.doc.startswith("{", value_pos):
                has_data = True
                return self._atomic_cards(value_pos, cards)
            if key == "data" and self.doc.startswith("[", value_pos):
                has_data = True  # a Scryfall API list object
                return self._records(value_pos, cards)
            value, end = self._decode(value_pos)
            members[key] = value
            return end

        end = self._object(pos, member)
        if has_data:
            return end
        if "name" in members or members.keys() & _RECORD_KEYS:
            cards.append(_record_spec(members, self.source, start_line))
            return end
        raise CardInputError(
            "JSON object is neither MTGJSON AtomicCards (no 'data' object) nor a card "
            "record (no 'name')",
            self.source,
            start_line,
        )

    def _records(self, pos: int, cards: list[CardSpec]) -> int:
        def item(item_pos: int) -> int:
            record, end = self._decode(item_pos)
            cards.append(_record_spec(record, self.source, self._line_at(item_pos)))
            return end

        return self._array(pos, item)

    def _atomic_cards(self, pos: int, cards: list[CardSpec]) -> int:
        """MTGJSON AtomicCards ``data``: card name -> list of face records."""

        def card(name: str, value_pos: int) -> int:
            line = self._line_at(value_pos)
            if not self.doc.startswith("[", value_pos):
                value, _ = self._decode(value_pos)
                raise CardInputError(
                    f"AtomicCards entry {name!r} should be a list of face records, "
                    f"got a JSON {_json_kind(value)}",
                    self.source,
                    line,
                )
            faces: list[Face] = []
            layouts: list[str] = []

            def face(face_pos: int) -> int:
                record, end = self._decode(face_pos)
                face_line = self._line_at(face_pos)
                faces.append(_mtgjson_face(record, self.source, face_line))
                layouts.append(_layout(record, self.source, face_line))
                return end

            end = self._array(value_pos, face)
            if not faces:
                raise CardInputError(f"AtomicCards entry {name!r} has no faces", self.source, line)
            cards.append(
                CardSpec(
                    name=name,
                    faces=tuple(faces),
                    layout=layouts[0],
                    source=self.source,
                    line=line,
                )
            )
            return end

        return self._object(pos, card)

    # -- JSON syntax, one level

    def _array(self, pos: int, item: Callable[[int], int]) -> int:
        doc = self.doc
        pos = self._skip(pos + 1)  # past "["
        if doc.startswith("]", pos):
            return pos + 1
        while True:
            pos = self._skip(item(pos))
            if doc.startswith(",", pos):
                pos = self._skip(pos + 1)
            elif doc.startswith("]", pos):
                return pos + 1
            else:
                self._fail("Expecting ',' delimiter", pos)

    def _object(self, pos: int, member: Callable[[str, int], int]) -> int:
        doc = self.doc
        pos = self._skip(pos + 1)  # past "{"
        if doc.startswith("}", pos):
            return pos + 1
        while True:
            if not doc.startswith('"', pos):
                self._fail("Expecting property name enclosed in double quotes", pos)
            key, pos = self._decode(pos)
            pos = self._skip(pos)
            if not doc.startswith(":", pos):
                self._fail("Expecting ':' delimiter", pos)
            pos = self._skip(member(key, self._skip(pos + 1)))
            if doc.startswith(",", pos):
                pos = self._skip(pos + 1)
            elif doc.startswith("}", pos):
                return pos + 1
            else:
                self._fail("Expecting ',' delimiter", pos)

    def _skip(self, pos: int) -> int:
        return self._WS.match(self.doc, pos).end()

    def _decode(self, pos: int) -> tuple[object, int]:
        try:
            return self._raw_decode(self.doc, pos)
        except json.JSONDecodeError as exc:
            raise self._error(exc) from None
        except (ValueError, RecursionError) as exc:
            raise CardInputError(_json_trouble(exc), self.source, self._line_at(pos)) from None

    def _fail(self, message: str, pos: int) -> None:
        raise self._error(json.JSONDecodeError(message, self.doc, pos))

    def _error(self, exc: json.JSONDecodeError) -> CardInputError:
        return CardInputError(f"malformed JSON: {exc.msg}", self.source, exc.lineno, exc.colno)

    def _line_at(self, pos: int) -> int:
        # Records are visited in order, so count newlines incrementally.
        if pos < self._line_pos:
            self._line_pos, self._line = 0, 1
        self._line += self.doc.count("\n", self._line_pos, pos)
        self._line_pos = pos
        return self._line


class CardNotFound(LookupError):
    """No card of that name; the message suggests the closest name."""


def find_card(cards: Iterable[CardSpec], name: str, where: str = "the library"):
    """The (card, face) called ``name`` (any case) among ``cards``: a card by its name
    ("A // B" or a face's name). Raises :class:`CardNotFound` with a "did you mean"."""
    import difflib

    cards = list(cards)
    wanted = name.casefold().strip()
    for card in cards:
        if card.name.casefold() == wanted:
            return card, card.faces[0]
        for face in card.faces:
            if face.name.casefold() == wanted:
                return card, face
    names = {c.name.casefold(): c.name for c in cards}
    close = difflib.get_close_matches(wanted, list(names), n=1, cutoff=0.6)
    suggestion = f" (did you mean '{names[close[0]]}'?)" if close else ""
    raise CardNotFound(f"no card named {name!r} in {where}{suggestion}")


def iter_faces(cards: Iterable[CardSpec]) -> Iterator[tuple[CardSpec, Face]]:
    """Every (card, face) pair of ``cards``, in order."""
    for card in cards:
        for face in card.faces:
            yield card, face
