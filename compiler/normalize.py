"""Normalization of Oracle text before parsing (architecture, pipeline step 2).

- Reminder text (parenthesized) is removed (CR 207.2: reminder text has no rules meaning).
- Typography is unified to Oracle's canonical forms: straight quotes and apostrophes,
  the em dash "—", the minus sign "−" in P/T and loyalty numbers, the bullet "•".
- The card's full name, and for a legendary card its short name ("Rulik Mons" for
  "Rulik Mons, Warren Chief"), become the tokens ``CARDNAME`` and ``SHORTNAME``. Other
  self-references ("this creature", "this spell", "this Equipment", ...) are read as one
  token by the grammar's lexer. The placeholder "CARDNAME" (or "~") that a user may write
  for the card's name is read the same way (the face then renders its name that way).
- The older wording "enters the battlefield" (CR 603.6a; Oracle says "enters" since 2024)
  is read as the current "enters"; the unit remembers it (``Unit.battlefield_wording``)
  so that the verb renders back as written.
- Each ability becomes a :class:`Unit`: one line, or a modal line ("Choose one —", or
  any line followed by bullets) with its bullet lines. Every character of a unit's text
  maps back to the original text, so diagnostics point at the line and column the user
  wrote.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs

FULL_NAME = "CARDNAME"
SHORT_NAME = "SHORTNAME"

_TYPOGRAPHY = [
    (re.compile("[\u2018\u2019\u02bc]"), "'"),
    (re.compile("[\u201c\u201d]"), '"'),
    (re.compile("\u2013|--+"), "\u2014"),
    (re.compile(r"(?<![\w\-])-(?=[\dX]+(?:/[+\-\u2212]?[\dX]+)?\b)"), "\u2212"),
    (re.compile(r"(?<=/)-(?=[\dX])"), "\u2212"),
    (re.compile(r"(?<=\S) - (?=\S)"), " \u2014 "),
    (re.compile(r"^\* (?=\S)", re.M), "\u2022 "),
    (re.compile(r"[ \t]+$", re.M), ""),
    (re.compile(r"(?<=\S)[ \t]{2,}(?=\S)"), " "),
]
_PAREN = re.compile(r"[()\n]")
#: The older wording of the enters verb (CR 603.6a): "enters the battlefield".
_OLDER_ENTERS = re.compile(r"(?<![\w-])(enters?) the battlefield(?![\w-])", re.I)
#: "if you had a land enter the battlefield under your control this turn" is current
#: Oracle wording (the condition has no shorter form): kept as written.
_HAD_ENTER = re.compile(r"\bhad\b[^.;:]*$", re.I)


def _current_had_enter(text: str, m: re.Match[str]) -> bool:
    return _HAD_ENTER.search(text, 0, m.start()) is not None


#: A placeholder written for the card's own name.
_PLACEHOLDER = re.compile(r"(?<![\w'])~(?![\w])")


@attrs.frozen
class Unit:
    """One ability of a face, normalized, with a map back into the face's original text.

    ``origin[i]`` is the offset in the original text of normalized character ``i``;
    ``origin[len(text)]`` is the offset just past the unit.
    """

    text: str
    origin: tuple[int, ...]
    #: The unit wrote "enter(s) the battlefield" where Oracle now writes "enter(s)".
    battlefield_wording: bool = False

    def original_offset(self, index: int) -> int:
        return self.origin[max(0, min(index, len(self.origin) - 1))]


class _Builder:
    """A string with, for each character, its offset in the original text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.origin = list(range(len(text) + 1))

    def sub(self, pattern: re.Pattern[str], repl: str | None, keep=None) -> list[int]:
        """Replace every match (for which ``keep(text, match)`` is false, if given); the
        original offsets of the replaced matches' starts."""
        starts: list[int] = []
        out: list[str] = []
        origin: list[int] = []
        pos = 0
        for m in pattern.finditer(self.text):
            if keep is not None and keep(self.text, m):
                continue
            out.append(self.text[pos : m.start()])
            origin.extend(self.origin[pos : m.start()])
            new = m.expand(repl) if repl is not None else ""
            start, end = self.origin[m.start()], self.origin[m.end()]
            starts.append(start)
            out.append(new)
            origin.extend(min(start + i, max(start, end - 1)) for i in range(len(new)))
            pos = m.end()
        out.append(self.text[pos:])
        origin.extend(self.origin[pos:])
        self.text = "".join(out)
        self.origin = origin
        return starts

    def delete(self, spans: list[tuple[int, int]]) -> None:
        """Remove the characters of ``spans`` (sorted, not overlapping), in one pass."""
        out: list[str] = []
        origin: list[int] = []
        pos = 0
        for start, end in spans:
            out.append(self.text[pos:start])
            origin.extend(self.origin[pos:start])
            pos = end
        out.append(self.text[pos:])
        origin.extend(self.origin[pos:])
        self.text = "".join(out)
        self.origin = origin


def short_name(name: str, legendary: bool) -> str | None:
    """The short name Oracle uses for a legendary card (CR 201.5): "Rulik Mons, Warren
    Chief" -> "Rulik Mons"; without a comma, the first word ("Sorin the Mirthless" ->
    "Sorin", "Ajani Vengeant" -> "Ajani"), as Oracle writes legendary planeswalkers and
    creatures since 2017."""
    if not legendary:
        return None
    if ", " in name:
        return name.split(", ", 1)[0]
    first, _, rest = name.partition(" ")
    if rest and first not in _NOT_SHORT and first[:1].isupper():
        return first
    return None


#: First words that are never a short name ("The Ur-Dragon", "Gaea's Cradle").
_NOT_SHORT = frozenset({"The", "A", "An"})


def normalize_typography(text: str) -> str:
    """Oracle text with canonical typography (and nothing else changed)."""
    b = _Builder(text)
    _unify_typography(b)
    return b.text


def _unify_typography(b: _Builder) -> None:
    for pattern, repl in _TYPOGRAPHY:
        if pattern.search(b.text):
            b.sub(pattern, repl)


def strip_reminders(text: str) -> str:
    """The text with reminder text removed: what a round trip must reproduce."""
    b = _Builder(normalize_typography(text))
    _strip_reminders(b)
    lines = [line.strip() for line in b.text.split("\n")]
    return "\n".join(line for line in lines if line)


def _strip_reminders(b: _Builder) -> None:
    """Remove every parenthesized group closed on its own line, with the groups nested in
    it and one space before it (CR 207.2), in one pass over the text: a parenthesis never
    closed stays (the parser reports it), and thousands of them cost no more than one."""
    if "(" not in b.text:
        return
    spans: list[tuple[int, int]] = []
    opened: list[int] = []
    text = b.text
    for m in _PAREN.finditer(text):
        c = m.group(0)
        if c == "\n":
            opened.clear()
        elif c == "(":
            opened.append(m.start())
        elif opened:
            start = opened.pop()
            while spans and spans[-1][0] > start:  # groups inside this one go with it
                spans.pop()
            if start > 0 and text[start - 1] == " ":
                start -= 1
            spans.append((start, m.end()))
    if spans:
        b.delete(spans)


def normalize(text: str, name: str = "", legendary: bool = False) -> list[Unit]:
    """Split a face's Oracle text into normalized ability units."""
    b = _Builder(text)
    _unify_typography(b)
    _strip_reminders(b)
    for full in _name_variants(name):
        if full in b.text:
            b.sub(_name_pattern(full), FULL_NAME)
    short = short_name(name, legendary)
    if short and short in b.text:
        b.sub(_short_pattern(short), SHORT_NAME)
    if "~" in b.text:
        b.sub(_PLACEHOLDER, FULL_NAME)
    older = b.sub(_OLDER_ENTERS, r"\1", _current_had_enter) if "the battlefield" in b.text else []
    return _units(b, older)


def name_as_written(text: str, name: str) -> str:
    """How the face's text writes the card's name: the name, or a placeholder ("CARDNAME",
    "~") when the text uses one and not the name."""
    if name and name in text:
        return name
    for placeholder in (FULL_NAME, "~"):
        if re.search(r"(?<![\w'])" + re.escape(placeholder) + r"(?![\w])", text):
            return placeholder
    return name


def _short_pattern(short: str) -> _Occurrences:
    # the first name as a planeswalker type ("an Ajani planeswalker") is no self-reference
    return _Occurrences(short, " planeswalker")


def _name_pattern(name: str) -> _Occurrences:
    return _Occurrences(name)


class _Occurrences:
    """The matches of ``(?<![\\w'])NAME(?![\\w])`` (and, with ``not_before``,
    ``(?!not_before)``) for a card's name, found with :meth:`str.find`: compiling a
    pattern for every card name was a few percent of a corpus run (issue 15). ``\\w`` is
    what ``re`` takes it to be in a text pattern: :meth:`str.isalnum` or ``_``."""

    __slots__ = ("word", "not_before")

    def __init__(self, word: str, not_before: str = "") -> None:
        if not word:
            raise ValueError("a name to find can't be empty")
        self.word = word
        self.not_before = not_before

    def finditer(self, text: str) -> Iterator[_Occurrence]:
        word, not_before, size, length = self.word, self.not_before, len(self.word), len(text)
        at = text.find(word)
        while at >= 0:
            end = at + size
            if (
                (at == 0 or not _word_or_quote(text[at - 1]))
                and (end == length or not _word(text[end]))
                and not (not_before and text.startswith(not_before, end))
            ):
                yield _Occurrence(at, end)
                at = text.find(word, end)
            else:
                at = text.find(word, at + 1)


def _word(char: str) -> bool:
    return char.isalnum() or char == "_"


def _word_or_quote(char: str) -> bool:
    return char.isalnum() or char in "_'"


class _Occurrence:
    """One match of :class:`_Occurrences`, read as :meth:`_Builder.sub` reads a match."""

    __slots__ = ("_start", "_end")

    def __init__(self, start: int, end: int) -> None:
        self._start, self._end = start, end

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end

    def expand(self, template: str) -> str:
        if "\\" in template:  # a group reference: these matches have no groups
            raise ValueError(f"no groups to expand in {template!r}")
        return template


def _name_variants(name: str) -> list[str]:
    if not name:
        return []
    return [name]


#: CR 107.18: the pawprint symbol, which begins each line of a pawprint mode (CR 700.2i).
PAWPRINT = "{P}"


def _units(b: _Builder, older: list[int] = ()) -> list[Unit]:
    units: list[Unit] = []
    pos = 0
    lines: list[tuple[int, int]] = []
    for line in b.text.split("\n"):
        start = pos + len(line) - len(line.lstrip())
        end = pos + len(line.rstrip())
        if end > start:
            lines.append((start, end))
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        start, end = lines[i]
        j = i + 1
        # A modal intro ("Choose one —", or a sentence such as "Choose three. You may
        # choose the same mode more than once.") keeps the bullet lines after it, and the
        # pawprint modes after "Choose up to five {P} worth of modes." (CR 700.2i).
        while j < len(lines) and (
            b.text[lines[j][0]] == "\u2022" or b.text.startswith(PAWPRINT, lines[j][0])
        ):  # fmt: skip
            j += 1
        end = lines[j - 1][1]
        piece = b.text[start:end]
        origin = b.origin[start:end] + [b.origin[end - 1] + 1]
        # Bullet lines keep their line breaks; anything else between lines is dropped.
        first, last = origin[0], origin[-1]
        units.append(Unit(piece, tuple(origin), any(first <= o < last for o in older)))
        i = j
    return units
