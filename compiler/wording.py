"""Node kinds and lowering reasons in a card author's words: messages meant for a person
never name an internal class (``NumberKeyword``, ``DescAlternatives``); they quote the
card's own text and cite the Comprehensive Rules."""

from __future__ import annotations

import re
from typing import Any

#: Kinds whose class name reads poorly once split into words.
_KIND_WORDS = {
    "SimpleKeyword": "keyword ability",
    "NumberKeyword": "keyword ability with a number",
    "CostKeyword": "keyword ability with a cost",
    "KeywordLine": "line of keyword abilities",
    "DescAlternatives": "list of alternative descriptions",
    "DescWord": "descriptor",
    "ObjectPhrase": "description of objects",
    "ObjectRef": "reference to an object",
    "Players": "reference to players",
    "PlayerRef": "reference to a player",
    "SelfRef": "reference to the card itself",
    "Face": "card",
    "InternalError": "internal error",
}

_CAMEL = re.compile(r"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b")
_CR = re.compile(r"CR \d{3}(?:\.\d+[a-z]?)?")


def readable_kind(kind: str) -> str:
    """A node kind (an AST class name) in words: ``ChooseNotToUntap`` -> "choose not to
    untap", ``SimpleKeyword`` -> "keyword ability"."""
    if kind in _KIND_WORDS:
        return _KIND_WORDS[kind]
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", kind)
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in words) or kind


def readable_reason(reason: str, kind: str = "") -> str:
    """``reason`` with every class name in it put in words."""
    if kind:
        reason = re.sub(rf"\b{re.escape(kind)}\b", readable_kind(kind), reason)
    return _CAMEL.sub(lambda m: readable_kind(m.group(0)), reason)


def rule_of_node(node: Any, reason: str = "") -> str:
    """The rule to cite for a node: the first "CR ..." of the reason, else of the node
    class's docstring ("" if neither has one, or if the reason says the CR doesn't define
    the node's keyword: grammar/vocabulary.py OUTSIDE_CR)."""
    if "not in the CR" in reason:
        return ""
    for text in (reason, type(node).__doc__ or ""):
        m = _CR.search(text)
        if m:
            return m.group(0)
    return ""


def cant_run_yet(quoted: str, node: Any, reason: str, kind: str) -> tuple[str, str]:
    """(message, hint) of an E300 note: "'backup 1' (CR 702.165) parses but can't run
    yet", and the reason in words."""
    rule = rule_of_node(node, reason)
    cited = f" ({rule})" if rule else ""
    hint = readable_reason(reason, kind)
    if not quoted.strip():  # the rule is cited once, before the reason
        return f"this card can't run yet{cited}: {hint.replace(cited, '', 1)}", ""
    shown = quoted if len(quoted) <= 60 else quoted[:57] + "..."
    return f"'{shown}'{cited} parses but can't run yet", hint


def whitespace_slip(text: str, offset: int) -> tuple[str, str] | None:
    """(message, hint) when a parse stops at a tab or a run of spaces in ``text``."""
    if offset >= len(text) or not text[offset].isspace():
        before = text[:offset]
        if not (before.endswith("  ") or before.endswith("\t")):
            return None
    what = "a tab" if "\t" in text[max(0, offset - 1) : offset + 1] else "more than one space"
    return (
        f"{what} between words",
        "Oracle text separates words with a single space; replace it with one space",
    )


def round_trip_slip(written: str, rendered: str) -> tuple[str, str] | None:
    """(message, hint) for an ability that parsed but was written with a slip the grammar
    reads past (it is case-insensitive): letter case, spacing, a missing final period."""
    if written == rendered:
        return None
    if written.casefold() == rendered.casefold():
        first = next(i for i, (a, b) in enumerate(zip(written, rendered, strict=False)) if a != b)
        word = re.match(r"\S*", written[first:]).group(0)
        right = re.match(r"\S*", rendered[first:]).group(0)
        if word != right.lower():  # the rendering, not the writing, is at fault
            return None
        return (
            f"'{word}' should be capitalized as Oracle text writes it: '{right}'",
            f"write: {rendered}",
        )
    if " ".join(written.split()) == " ".join(rendered.split()):
        return ("extra spaces or a tab in the ability",
                f"Oracle text uses single spaces; write: {rendered}")  # fmt: skip
    if (
        written.rstrip() + "." == rendered
        or written.rstrip(".").casefold() == rendered.rstrip(".").casefold()
    ):
        return ("the ability should end with a period", f"write: {rendered}")
    return None
