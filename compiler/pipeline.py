"""The front end's pipeline for one card face: normalize, parse each ability, build the
AST, render it back and compare (architecture, pipeline steps 2-5).

Parsing is memoized by normalized ability text: the same line on many cards is parsed
once per process. The memo is bounded (:data:`MEMO_SIZE` lines, least recently used
dropped first), so a long-running process checking ever new text keeps a steady size.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

import attrs
from lark.exceptions import UnexpectedInput

from .._lazy import lazy_module
from ..grammar import tables as grammar_tables
from . import diagnostics as diag
from .ast import BATTLEFIELD_WORDING, CARD_NAMES, NAME_PLURAL, MissingNodeClass, Node
from .ast import parse as parse_ast
from .ast.base import UnknownWord, capitalize
from .cards import CardSpec, Face
from .normalize import Unit, name_as_written, normalize, short_name, strip_reminders
from .wording import cant_run_yet, round_trip_slip, whitespace_slip

# Imported when the first face is checked (a start that checks nothing doesn't load
# them); bound here, not imported in the functions, which every face runs (mtgc._lazy).
_card_parts = lazy_module(f"{__package__}.card_parts", globals())
_lower_entry = lazy_module(f"{__package__}.lower", globals())

OK = "ok"
UNSUPPORTED = "unsupported"
ERROR = "error"


@attrs.frozen
class FaceResult:
    """The outcome of checking one card face."""

    name: str
    status: str
    diagnostics: tuple[diag.Diagnostic, ...]
    rendered: str | None
    abilities: tuple[Node, ...]
    source: str = ""
    line: int = 0
    layout: str = "normal"
    type_line: str = ""
    failed_units: tuple[str, ...] = ()
    #: Node kinds that could not be lowered to the runtime (status ``unsupported``).
    unsupported_kinds: tuple[str, ...] = ()
    #: Notes (severity "note"): first one E300 per node that cannot run yet (in the order
    #: of ``unsupported_kinds``), located in the source, then the card-part notes (E4xx);
    #: kept apart from ``diagnostics``, which are errors.
    notes: tuple[diag.Diagnostic, ...] = ()

    def as_dict(self) -> dict:
        return {
            "name": self.name,
            "status": self.status,
            "diagnostics": [d.as_dict() for d in self.diagnostics + self.notes],
            "rendered": self.rendered,
        }


#: Most ability lines the memo keeps. The whole 2022 corpus has about 25,000 distinct
#: lines, most of them on one card only: the lines worth keeping (those on many cards)
#: are used again long before this many others have come in.
MEMO_SIZE = 8_192

#: Normalized line -> its AST (or parse problem), least recently used first.
_MEMO: OrderedDict[str, Node | diag.ParseProblem] = OrderedDict()


def parse_ability(text: str) -> Node | diag.ParseProblem:
    """Parse one normalized ability into its AST, or describe why it doesn't parse."""
    found = _MEMO.get(text)
    if found is not None:
        _MEMO.move_to_end(text)
        return found
    p = grammar_tables()
    try:
        result: Node | diag.ParseProblem = diag.beyond_limits(text) or parse_ast(text)
        if isinstance(result, Node):
            deep = result.deepest(diag.MAX_NESTING)
            if deep is not None:
                result = diag.too_deep(deep.span.start if deep.span is not None else 0)
    except UnexpectedInput as exc:
        result = diag.describe(exc, text, p)
    except UnknownWord as exc:
        result = diag.ParseProblem(diag.PARSE_ERROR, str(exc), 0, 1, "")
    except MissingNodeClass as exc:
        result = diag.ParseProblem(diag.INTERNAL, str(exc), 0, 1, "")
    except Exception as exc:  # a defect of mtgc: report it, never crash on card text
        message = f"internal error building the AST: {type(exc).__name__}: {exc}"
        result = diag.ParseProblem(diag.INTERNAL, message, 0, 1, "please report this")
    if len(_MEMO) >= MEMO_SIZE:
        _MEMO.popitem(last=False)
    _MEMO[text] = result
    return result


def render_ability(node: Node, battlefield_wording: bool = False) -> str:
    """The ability's Oracle wording; ``battlefield_wording``: its unit wrote the older
    "enters the battlefield" (see :mod:`mtgc.compiler.normalize`)."""
    token = BATTLEFIELD_WORDING.set(battlefield_wording)
    try:
        return capitalize(node.render())
    finally:
        BATTLEFIELD_WORDING.reset(token)


#: (id of an ability node, older wording, the card's names) -> (the node, its wording):
#: a line on many cards renders once for each name it is rendered with. Bounded like the
#: parse memo (oldest dropped first); the node is kept so that its id stays its own.
_RENDERED: dict[tuple[int, bool, tuple[str, str], bool], tuple[Node, str]] = {}


def _rendered(node: Node, battlefield_wording: bool, names: tuple[str, str]) -> str:
    """:func:`render_ability` of ``node`` while ``CARD_NAMES`` is ``names``, kept."""
    key = (id(node), battlefield_wording, names, NAME_PLURAL.get())
    entry = _RENDERED.get(key)
    if entry is not None and entry[0] is node:
        return entry[1]
    text = render_ability(node, battlefield_wording)
    if len(_RENDERED) >= MEMO_SIZE:
        _RENDERED.pop(next(iter(_RENDERED)))
    _RENDERED[key] = (node, text)
    return text


def _render_face(abilities: list[Node], units: list[Unit], names: tuple[str, str]) -> str:
    return "\n".join(
        _rendered(a, u.battlefield_wording, names) for a, u in zip(abilities, units, strict=True)
    )


_JOINED_NAMES = re.compile(r" (?:and|&) ")


def _joins_names(names: tuple[str, str]) -> bool:
    """Whether the card's name joins two names ("Aang and Katara", "Don & Raph"), which
    Oracle text may treat as plural (see :data:`NAME_PLURAL`)."""
    return any(_JOINED_NAMES.search(n) for n in names)


def check_face(face: Face, source: str = "", line: int = 0, layout: str = "normal") -> FaceResult:
    """Check one face: are its parts right (mana cost, type line, stats: card_parts), does
    every ability parse, and does the AST render the text back?"""
    parts = _card_parts.face_diagnostics(face)
    part_notes = tuple(d for d in parts if d.severity != "error")
    part_errors = tuple(d for d in parts if d.severity == "error")
    if any(d.code in (diag.CARD_UNREADABLE, diag.NO_TYPE_LINE) for d in part_errors):
        return FaceResult(face.name, ERROR, part_errors, None, (), source, line, layout,
                          face.type_line, notes=part_notes)  # fmt: skip
    short = short_name(face.name, face.legendary) or face.name
    units = normalize(face.text, face.name, face.legendary)
    problems: list[diag.Diagnostic] = []
    abilities: list[Node] = []
    failed: list[str] = []
    for unit in units:
        result = parse_ability(unit.text)
        if isinstance(result, diag.ParseProblem):
            slip = whitespace_slip(unit.text, result.offset)
            if slip is not None:
                result = attrs.evolve(result, message=slip[0], hint=slip[1])
            problems.append(_locate(face, unit, result))
            failed.append(unit.text)
        else:
            abilities.append(result)
    rendered = None
    if not problems:
        expected = strip_reminders(face.text)  # what the round trip must give back
        names = (name_as_written(face.text, face.name), short)
        token = CARD_NAMES.set(names)
        try:
            rendered = _render_face(abilities, units, names)
            if rendered != expected and _joins_names(names):
                plural = NAME_PLURAL.set(True)
                try:
                    as_plural = _render_face(abilities, units, names)
                finally:
                    NAME_PLURAL.reset(plural)
                if as_plural == expected:
                    rendered = as_plural
        except Exception as exc:  # a defect of mtgc: report it, never crash on card text
            at_line, col = face.position(0)
            message = f"internal error rendering the AST: {type(exc).__name__}: {exc}"
            problems.append(
                diag.Diagnostic(diag.INTERNAL, message, at_line, col, "please report this")
            )
        finally:
            CARD_NAMES.reset(token)
        if rendered is not None and rendered != expected:
            problems.append(_round_trip_problem(face, units, abilities, rendered, expected))
            failed.extend(u.text for u in units)
    notes: list[tuple[str, diag.Diagnostic]] = []
    problems[:0] = part_errors
    if not problems:
        notes = _lower(face, units, abilities)
        if any(d.code == diag.INTERNAL for _, d in notes):  # a defect of mtgc, not a note
            problems.extend(d for _, d in notes if d.code == diag.INTERNAL)
            notes = []
    if problems:
        status = ERROR
    else:
        status = UNSUPPORTED if notes else OK
    return FaceResult(
        face.name, status, tuple(problems), rendered, tuple(abilities), source, line, layout,
        face.type_line, tuple(failed), tuple(k for k, _ in notes),
        tuple(d for _, d in notes) + part_notes,
    )  # fmt: skip


def _lower(face: Face, units: list[Unit], abilities: list[Node]) -> list[tuple[str, Any]]:
    """Lower the face (architecture step 6); one E300 note per node that cannot run yet,
    located at the node in the original text, or an E900 error if lowering itself failed."""
    try:
        lowered = _lower_entry.lower_face(face, abilities)
    except Exception as exc:  # a defect of mtgc: report it, never crash on card text
        message = f"internal error lowering the face: {type(exc).__name__}: {exc}"
        problem = diag.ParseProblem(diag.INTERNAL, message, 0, 1, "please report this")
        d = _locate(face, units[0], problem) if units else diag.Diagnostic(
            diag.INTERNAL, message, face.line, 1)  # fmt: skip
        return [("InternalError", d)]  # E900: check_face makes the face an error
    out = []
    for u in lowered.unsupported:
        span = getattr(u.node, "span", None)
        unit = units[u.ability] if 0 <= u.ability < len(units) else None
        quoted, offset, length = "", 0, 1
        if unit is not None and span is not None:
            offset = span.start
            start = unit.original_offset(span.start)
            end = unit.origin[max(0, min(span.end, len(unit.origin) - 1))]
            quoted = face.text[start:end].split("\n")[0].rstrip(" .;,")
            length = max(1, len(quoted))
        message, hint = cant_run_yet(quoted, u.node, u.reason, u.kind)
        if unit is not None:
            problem = diag.ParseProblem(diag.UNSUPPORTED, message, offset, 1, hint)
            d = attrs.evolve(_locate(face, unit, problem), length=length)
        else:
            d = diag.Diagnostic(diag.UNSUPPORTED, message, face.line, 1, hint)
        out.append((u.kind, attrs.evolve(d, severity="note")))
    return out


def check_card(card: CardSpec) -> list[FaceResult]:
    """Check every face of ``card``; each result is placed at its own face's line."""
    return [check_face(f, card.source, f.line, card.layout) for f in card.faces]


def _locate(face: Face, unit: Unit, problem: diag.ParseProblem) -> diag.Diagnostic:
    start = unit.original_offset(problem.offset)
    if problem.offset >= len(unit.text):
        start = unit.origin[-1]
    line, col = face.position(start)
    return diag.Diagnostic(
        problem.code, problem.message, line, col, problem.hint,
        face.text_line_at(min(start, max(len(face.text) - 1, 0))), problem.length,
    )  # fmt: skip


def _round_trip_problem(face, units, abilities, rendered, expected) -> diag.Diagnostic:
    i = next((k for k, (a, b) in enumerate(zip(rendered, expected, strict=False)) if a != b), None)
    if i is None:
        i = min(len(rendered), len(expected))
    # Locate the differing character in the original text through the units' maps.
    line_index = expected[:i].count("\n")
    col = i - (expected.rfind("\n", 0, i) + 1)
    offset = 0
    if line_index < len(units):
        unit = units[line_index]
        offset = unit.original_offset(min(col, len(unit.text)))
    line, column = face.position(offset)
    got_line = rendered.split("\n")[min(line_index, rendered.count("\n"))]
    want_line = expected.split("\n")[min(line_index, expected.count("\n"))]
    message, hint = round_trip_slip(want_line, got_line) or (
        "the parsed ability does not render back to the text", f"rendered as: {got_line}")
    return diag.Diagnostic(
        diag.ROUND_TRIP, message, line, column, hint, face.text_line_at(offset),
    )  # fmt: skip
