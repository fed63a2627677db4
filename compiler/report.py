"""Diagnostics rendered for people: the ``mtgc check`` blocks and summary line.

A failing face prints like a compiler error (rustc, Lark's ``get_context``)::

    cards/test.txt:3:13: error[E100]: unexpected 'equiped'
      |
    3 | Whenever an equiped creature you control attacks, draw a card.
      |             ^^^^^^^
      = card: Test Card
      = hint: did you mean 'equipped'?

The first line is ``file:line:col`` (1-based) so editors can jump to it; the caret is as
wide as the offending word (``Diagnostic.length``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import TextIO

import attrs

from .diagnostics import UNSUPPORTED as UNSUPPORTED_CODE
from .diagnostics import Diagnostic
from .pipeline import ERROR, OK, UNSUPPORTED, FaceResult


class Style:
    """ANSI colors, or none. Colors are used only on a terminal and never with NO_COLOR."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    @classmethod
    def for_stream(cls, stream: TextIO) -> Style:
        isatty = getattr(stream, "isatty", None)
        tty = bool(isatty and isatty())
        wanted = "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"
        return cls(tty and wanted)

    def _wrap(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.enabled else text

    def error(self, text: str) -> str:
        return self._wrap("1;31", text)

    def bold(self, text: str) -> str:
        return self._wrap("1", text)

    def blue(self, text: str) -> str:
        return self._wrap("1;34", text)


PLAIN = Style(False)


def where(result: FaceResult, line: int | None = None, column: int | None = None) -> str:
    """``file:line:col`` of a face (or of a place in it)."""
    source = result.source or "<text>"
    return f"{source}:{line if line is not None else result.line}:{column or 1}"


def format_diagnostic(result: FaceResult, d: Diagnostic, style: Style = PLAIN) -> str:
    """One diagnostic of ``result`` as a block of lines (no trailing newline)."""
    head = (
        f"{style.bold(where(result, d.line, d.column))}: "
        f"{(style.error if d.severity == 'error' else style.blue)(f'{d.severity}[{d.code}]')}: "
        f"{style.bold(d.message)}"
    )
    lines = [head]
    number = str(d.line)
    gutter = " " * len(number)
    if d.source_line:
        shown = d.source_line
        col = max(d.column, 1)
        # Copy tabs from the source line so the caret stays under the word.
        lead = "".join(c if c == "\t" else " " for c in shown[: col - 1])
        lead += " " * max(0, col - 1 - len(shown))
        width = max(1, d.length)
        lines += [
            style.blue(f"{gutter} |"),
            f"{style.blue(f'{number} |')} {shown}",
            f"{style.blue(f'{gutter} |')} {lead}{style.error('^' * width)}",
        ]
    lines.append(f"{gutter} {style.blue('=')} card: {result.name}")
    if d.hint:
        lines.append(f"{gutter} {style.blue('=')} hint: {d.hint}")
    return "\n".join(lines)


def format_unsupported(result: FaceResult, style: Style = PLAIN) -> str:
    """The block for a face that parsed but is not executable (a failure with --strict)."""
    head = (
        f"{style.bold(where(result))}: {style.error(f'error[{UNSUPPORTED_CODE}]')}: "
        f"{style.bold('parsed, but not executable yet (status unsupported)')}"
    )
    return f"{head}\n  {style.blue('=')} card: {result.name}"


def format_failure(result: FaceResult, strict: bool = False, style: Style = PLAIN) -> str | None:
    """The block for a face: its errors, then its notes (each node that can't run yet,
    each card-part note); with ``strict`` the E300 notes are errors. None if there is
    nothing to say."""
    blocks = [format_diagnostic(result, d, style) for d in result.diagnostics]
    for d in result.notes:
        if strict and d.code == UNSUPPORTED_CODE:
            d = attrs.evolve(d, severity="error")
        blocks.append(format_diagnostic(result, d, style))
    if strict and result.status == UNSUPPORTED and not result.notes:
        blocks.append(format_unsupported(result, style))
    return "\n\n".join(blocks) if blocks else None


def counts(results: Iterable[FaceResult]) -> dict[str, int]:
    """Faces by status, with ``faces`` and ``parsed`` (not ``error``) totals."""
    out = {"faces": 0, "parsed": 0, OK: 0, UNSUPPORTED: 0, ERROR: 0}
    for r in results:
        out["faces"] += 1
        out[r.status] = out.get(r.status, 0) + 1
        if r.status != ERROR:
            out["parsed"] += 1
    return out


def failed(result: FaceResult, strict: bool) -> bool:
    """Whether ``result`` makes ``mtgc check`` exit 1."""
    return result.status == ERROR or (strict and result.status != OK)


def summary_line(results: Sequence[FaceResult], strict: bool = False) -> str:
    """``checked 55 faces: 44 parsed, 11 errors (0 ok, 44 unsupported)``."""
    c = counts(results)
    errors = c[ERROR]
    text = (
        f"checked {c['faces']:,} face{'s' if c['faces'] != 1 else ''}: {c['parsed']:,} parsed, "
        f"{errors:,} error{'s' if errors != 1 else ''} "
        f"({c[OK]:,} ok, {c[UNSUPPORTED]:,} unsupported)"
    )
    if strict and c[UNSUPPORTED]:
        text += f"; --strict: {c[UNSUPPORTED]:,} unsupported count as failures"
    return text
