"""``mtgc explain``: the compiled abilities of a card, in readable form — kind, cost,
trigger event, targets, effect steps and the Comprehensive Rules they follow."""

from __future__ import annotations

import re
from typing import Any

import attrs

from ..runtime.actions import effects as re_
from ..runtime.continuous.layers import AddAbilities
from ..runtime.mana.symbols import ManaCost
from ..runtime.state import abilities as ra
from ..runtime.state import filters as rf
from .cards import CardSpec
from .diagnostics import UNSUPPORTED as UNSUPPORTED_CODE
from .lower import lower_face
from .pipeline import ERROR, check_card

_CR = re.compile(r"CR \d{3}(?:\.\d+[a-z]?)?(?:[-/]\d+(?:\.\d+[a-z]?)?)?")


def rule_of(obj: Any) -> str:
    """The first "CR ..." citation of an object's class docstring ("" if none)."""
    doc = type(obj).__doc__ or ""
    m = _CR.search(doc)
    return m.group(0) if m else ""


def _cited(text: str, obj: Any) -> str:
    rule = rule_of(obj)
    return f"{text}  [{rule}]" if rule else text


def describe_filter(f: rf.ObjectFilter) -> str:
    """An ObjectFilter in words: "nontoken permanent an opponent controls"."""
    words: list[str] = []
    if f.other:
        words.append("other")
    for flag, yes, no in (("tapped", "tapped", "untapped"), ("token", "token", "nontoken"),
                          ("attacking", "attacking", "nonattacking"),
                          ("blocking", "blocking", "nonblocking"),
                          ("equipped", "equipped", "unequipped")):  # fmt: skip
        v = getattr(f, flag)
        if v is not None:
            words.append(yes if v else no)
    words += [c.name for c in sorted(f.colors, key=lambda c: c.value)]
    words += ["non" + c.name for c in sorted(f.exclude_colors, key=lambda c: c.value)]
    words += sorted(f.supertypes)
    words += ["non" + t for t in sorted(f.exclude_types)]
    words += sorted(f.subtypes)
    words.append(" or ".join(sorted(f.card_types)) if f.card_types else _noun(f))
    if f.controller is not rf.Who.ANY:
        words.append("you control" if f.controller is rf.Who.YOU else "an opponent controls")
    if f.zone is not None and f.zone.value not in ("battlefield", "stack"):
        words.append(f"in a {f.zone.value}")
    return " ".join(w for w in words if w)


def _noun(f: rf.ObjectFilter) -> str:
    if f.zone is None or f.zone.value in ("graveyard", "exile", "library", "hand"):
        return "card"
    return "spell" if f.zone.value == "stack" else "permanent"


_NAMED = {
    rf.This: "this object", rf.AttachedTo: "the permanent it's attached to",
    rf.EventPlayer: "that player", rf.DefendingPlayer: "defending player", rf.You: "you",
    rf.EachOpponent: "each opponent", rf.EachPlayer: "each player",
    rf.Remembered: "that card (remembered)", rf.X: "X",
}  # fmt: skip


def describe(obj: Any) -> str:
    """A compact, constructor-like description of a runtime object."""
    if type(obj) in _NAMED:
        return _NAMED[type(obj)]
    if isinstance(obj, rf.EventObject):
        return "that object (where the event put it)" if obj.new else "that object"
    if isinstance(obj, rf.Target):
        return f"target {obj.index}"
    if isinstance(obj, rf.TargetPlayer):
        return f"target player {obj.index}"
    if isinstance(obj, rf.All):
        return "each " + describe_filter(obj.filter)
    if isinstance(obj, rf.ObjectFilter):
        return describe_filter(obj)
    if isinstance(obj, ManaCost):
        return str(obj)
    if isinstance(obj, rf.Who):
        return obj.value
    if isinstance(obj, tuple):
        return "(" + ", ".join(describe(o) for o in obj) + ")"
    if isinstance(obj, frozenset):
        return "{" + ", ".join(sorted(describe(o) for o in obj)) + "}"
    if hasattr(obj, "name") and type(obj).__name__ == "ManaType":
        return "{" + obj.value + "}"
    if attrs.has(type(obj)):
        parts = []
        for field in attrs.fields(type(obj)):
            value = getattr(obj, field.name)
            if value is None or value is False or value in ((), frozenset()):
                continue
            if field.name == "from_zones":
                continue
            parts.append(f"{field.name}={describe(value)}")
        return f"{type(obj).__name__}({', '.join(parts)})"
    return repr(obj)


def _targets(targets: tuple[Any, ...]) -> list[str]:
    out = []
    for i, t in enumerate(targets):
        what = []
        if t.filter is not None:
            what.append(describe_filter(t.filter))
        if t.players is not None:
            what.append({"any": "player", "you": "you", "opponent": "opponent"}[t.players.value])
        out.append(f"target {i}: " + " or ".join(what) + "  [CR 115.1]")
    return out


def _effect_lines(effect: Any, depth: int) -> list[str]:
    pad = "  " * depth
    if isinstance(effect, re_.Sequence) and effect.effects:
        out = []
        for n, e in enumerate(effect.effects, 1):
            first, *rest = _effect_lines(e, depth + 1)
            out.append(f"{pad}{n}. {first.strip()}")
            out.extend(rest)
        return out
    if isinstance(effect, re_.Unless):
        cost = ", ".join(_cost(c, cite=False) for c in effect.cost)
        head = f"{pad}unless {describe(effect.payer)} pays {cost}:  [CR 118.12]"
        return [head, *_effect_lines(effect.effect, depth + 1)]
    if isinstance(effect, re_.MayEffect):
        head = f"{pad}{describe(effect.chooser)} may:  [CR 608.2d]"
        return [head, *_effect_lines(effect.effect, depth + 1)]
    return [pad + _cited(describe(effect), effect)]


def ability_lines(ability: Any, depth: int = 1) -> list[str]:
    """The readable description of one runtime ability."""
    pad = "  " * depth
    sub = "  " * (depth + 1)
    if isinstance(ability, ra.Keyword):
        head = pad + _cited(f"keyword {describe(ability)}", ability)
        out = [head]
        for expanded in ability.expand():
            out.append(f"{sub}which is:")
            out.extend(ability_lines(expanded, depth + 2))
        return out
    if isinstance(ability, ra.ManaAbility):
        kind = "mana ability  [CR 605.1a]"
    elif isinstance(ability, ra.ActivatedAbility):
        kind = "activated ability  [CR 602]"
    elif isinstance(ability, ra.TriggeredAbility):
        kind = "triggered ability  [CR 603]" + (
            " (a mana ability, CR 605.1b)" if ability.is_mana_ability else ""
        )
    elif isinstance(ability, ra.SpellAbility):
        kind = "spell ability  [CR 113.3a]"
    elif isinstance(ability, ra.StaticAbility):
        kind = "static ability  [CR 604, 611.3]"
    elif isinstance(ability, ra.ReplacementAbility):
        kind = "replacement effect  [CR 614]"
    elif type(ability).__name__ == "BeginOnBattlefield":
        return [pad + "opening-hand action: may begin the game with it on the battlefield  "
                "[CR 103.6a]"]  # fmt: skip
    elif type(ability).__name__ == "RevealFromOpeningHand":
        out = [pad + "opening-hand action: may reveal it  [CR 103.6b]", f"{sub}if revealed:"]
        return out + _effect_lines(ability.effect, depth + 2)
    else:
        return [pad + describe(ability)]
    out = [pad + kind]
    if isinstance(ability, ra.ActivatedAbility):
        out.append(f"{sub}cost: " + ", ".join(_cost(c) for c in ability.cost) + "  [CR 602.1a]")
        if ability.sorcery_speed:
            out.append(f"{sub}timing: only as a sorcery  [CR 602.5d]")
    if isinstance(ability, ra.TriggeredAbility):
        out.append(f"{sub}trigger: " + _cited(describe(ability.trigger), ability.trigger))
        if ability.intervening_if is not None:
            out.append(f"{sub}if: {describe(ability.intervening_if)}  [CR 603.4]")
    if isinstance(ability, ra.StaticAbility):
        affected = ability.affected
        if affected is None:
            what = "the rules (affects the game)"
        elif isinstance(affected, rf.ObjectFilter):
            what = "each " + describe_filter(affected)
        else:
            what = _cited(describe(affected), affected)
        out.append(f"{sub}affects: {what}")
        if ability.condition is not None:
            out.append(f"{sub}as long as: {describe(ability.condition)}  [CR 611.3a]")
        effect = ability.effect
        if isinstance(effect, AddAbilities):
            out.append(f"{sub}grants  [CR 613.1f, layer 6]:")
            for a in effect.abilities:
                out.extend(ability_lines(a, depth + 2))
        else:
            out.append(f"{sub}effect: " + _cited(describe(effect), effect))
        return out
    if isinstance(ability, ra.ReplacementAbility):
        out.append(f"{sub}replaces: " + _cited(describe(ability.replacement), ability.replacement))
        return out
    targets = getattr(ability, "targets", ())
    out.extend(sub + t for t in _targets(targets))
    out.append(f"{sub}effect:")
    out.extend(_effect_lines(ability.effect, depth + 2))
    return out


def _cost(c: Any, cite: bool = True) -> str:
    from ..runtime.stack import costs as rc

    if isinstance(c, ManaCost):
        return str(c)
    if isinstance(c, rc.PayLifeCost):
        text = f"{c.amount} life"
    elif isinstance(c, rc.SacrificeCost):
        text = "sacrifice " + ("this" if c.filter is None else "a " + describe_filter(c.filter))
    elif isinstance(c, rc.TapCost | rc.UntapCost):
        text = str(c)
    else:
        text = describe(c)
    return _cited(text, c) if cite else text


def explain(cards: list[CardSpec]) -> tuple[str, bool]:
    """The explanation of every face of ``cards``; and whether all of them are ``ok``."""
    blocks = []
    all_ok = True
    for card in cards:
        for face, result in zip(card.faces, check_card(card), strict=True):
            lines = [f"{face.name}  ({result.source}:{face.line}; status {result.status})"]
            cost = f" {face.mana_cost}" if face.mana_cost else ""
            lines.append(f"  {face.type_line}{cost}")
            if result.status == ERROR:
                all_ok = False
                lines += [f"  {d.severity}[{d.code}] {d.line}:{d.column}: {d.message}"
                          for d in result.diagnostics + result.notes]  # fmt: skip
                blocks.append("\n".join(lines))
                continue
            lowered = lower_face(face, result.abilities)
            for n, ability in enumerate(lowered.abilities, 1):
                first, *rest = ability_lines(ability, 1)
                lines.append(f"  {n}. {first.strip()}")
                lines.extend(rest)
            if not lowered.abilities and not lowered.unsupported:
                lines.append("  (no abilities)")
            for note in result.notes:  # each node that can't run yet, at its place
                all_ok = all_ok and note.code != UNSUPPORTED_CODE
                hint = f" ({note.hint})" if note.hint else ""
                lines.append(f"  {note.severity}[{note.code}] {note.line}:{note.column}: "
                             f"{note.message}{hint}")  # fmt: skip
            if lowered.unsupported and not result.notes:
                all_ok = False
            blocks.append("\n".join(lines))
    return "\n\n".join(blocks), all_ok
