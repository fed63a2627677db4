"""Keyword abilities (CR 702) -> runtime keyword objects (the runtime expands annihilator,
equip, affinity, ward into the abilities they stand for)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.continuous import cda_keywords as rktypes
from ...runtime.keywords import cards as rkcard
from ...runtime.keywords import damage as rkd
from ...runtime.keywords import evasion as rkc
from ...runtime.keywords import permanents as rkp
from ...runtime.keywords import protection as rkprot
from ...runtime.keywords import triggered as rkt
from ...runtime.mana.symbols import ManaCost as RManaCost
from ...runtime.stack import activation as rres
from ...runtime.state import abilities as ra
from ...runtime.state import filters as rf
from ..ast import costs as ac
from ..ast import effects as ae
from ..ast import keywords as ak
from ..ast import objects as ao
from ..ast import permissions as ap
from .core import Env, fail, lower, lowers
from .objects import fixed_number, object_filter

#: CR 702 keyword name -> runtime keyword class, for keywords without parameters.
SIMPLE = {
    "flying": ra.Flying, "reach": ra.Reach, "menace": ra.Menace, "deathtouch": ra.Deathtouch,
    "trample": ra.Trample, "first strike": ra.FirstStrike, "double strike": ra.DoubleStrike,
    "vigilance": ra.Vigilance, "haste": ra.Haste, "lifelink": ra.Lifelink,
    "indestructible": ra.Indestructible, "defender": ra.Defender, "flash": ra.Flash,
    "hexproof": ra.Hexproof, "shroud": ra.Shroud,
    "fear": rkc.Fear, "intimidate": rkc.Intimidate, "shadow": rkc.Shadow,
    "horsemanship": rkc.Horsemanship, "skulk": rkc.Skulk,
    "infect": rkd.Infect, "wither": rkd.Wither,
    "prowess": rkt.Prowess, "exalted": rkt.Exalted, "flanking": rkt.Flanking,
    "changeling": rktypes.Changeling, "battle cry": rkt.BattleCry,
    "dethrone": rkt.Dethrone, "melee": rkt.Melee,
    "undying": rkp.Undying, "persist": rkp.Persist, "living weapon": rkp.LivingWeapon,
    "split second": rkcard.SplitSecond, "extort": rkt.Extort, "mentor": rkt.Mentor,
    "evolve": rkt.Evolve, "decayed": rkt.Decayed, "convoke": rkcard.Convoke,
    "improvise": rkcard.Improvise, "delve": rkcard.Delve, "unleash": rkp.Unleash,
    "cascade": rkcard.Cascade, "rebound": rkcard.Rebound, "storm": rkcard.Storm,
    "devoid": rktypes.Devoid,
}  # fmt: skip

#: CR 702 keyword name -> runtime keyword class, for "[keyword] N".
NUMBERED = {
    "bushido": rkt.Bushido, "rampage": rkt.Rampage, "afflict": rkt.Afflict,
    "renown": rkt.Renown, "crew": rkp.Crew, "afterlife": rkp.Afterlife,
    "modular": rkp.Modular, "fading": rkp.Fading, "vanishing": rkp.Vanishing,
    "fabricate": rkp.Fabricate, "devour": rkp.Devour, "poisonous": rkd.Poisonous,
    "bloodthirst": rkd.Bloodthirst, "soulshift": rkp.Soulshift, "dredge": rkcard.Dredge,
    "graft": rkp.Graft, "ripple": rkcard.Ripple, "toxic": rkd.Toxic,
}  # fmt: skip

#: CR 205.4a supertypes, 205.3i land types a landwalk can name (CR 702.14a-c).
_LANDWALK_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}
_LANDWALK_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
                   "mountain": "Mountain", "forest": "Forest", "desert": "Desert"}  # fmt: skip


@lowers(ak.KeywordLine)
def _keyword_line(node: ak.KeywordLine, env: Env) -> list[Any]:
    return [a for kw in node.keywords for a in lower(kw, env)]


@lowers(ak.SimpleKeyword)
def _simple(node: ak.SimpleKeyword, env: Env) -> list[Any]:
    cls = SIMPLE.get(node.name)
    if cls is None:
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    return [cls()]


@lowers(ak.NumberKeyword)
def _number_keyword(node: ak.NumberKeyword, env: Env) -> list[Any]:
    cls = NUMBERED.get(node.name)
    if cls is None:
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    return [cls(fixed_number(node.amount))]


#: NumberCostKeyword name -> lowering of that keyword (other modules add theirs).
NUMBER_COST_KEYWORDS: dict[str, Any] = {}


@lowers(ak.NumberCostKeyword)
def _number_cost_keyword(node: ak.NumberCostKeyword, env: Env) -> list[Any]:
    """ "Reinforce N—[cost]" (CR 702.77a)."""
    if node.name == "reinforce":
        return [rkcard.Reinforce(fixed_number(node.amount), keyword_cost(node.cost, env))]
    fn = NUMBER_COST_KEYWORDS.get(node.name)
    if fn is not None:
        return fn(node, env)
    raise fail(node, f"the keyword {node.name} has no runtime handler yet")


@lowers(ak.Landwalk)
def _landwalk(node: ak.Landwalk, env: Env) -> list[Any]:
    """CR 702.14: "swampwalk", "nonbasic landwalk", "snow swampwalk", "artifact landwalk"."""
    words = node.name[: -len("walk")].split()
    kw: dict[str, str] = {}
    if words[-1] == "land":
        words = words[:-1]
    elif words[-1] in _LANDWALK_TYPES:
        kw["subtype"] = _LANDWALK_TYPES[words.pop()]
    for w in words:
        if w == "nonbasic":
            kw["without_supertype"] = "Basic"
        elif w in _LANDWALK_SUPERTYPES:
            kw["supertype"] = _LANDWALK_SUPERTYPES[w]
        elif w == "artifact":
            kw["card_type"] = "Artifact"
        else:
            raise fail(node, f"the landwalk {node.name!r} is not supported yet")
    if not kw:
        raise fail(node, "landwalk without a land quality is not supported yet")
    return [rkc.Landwalk(**kw)]


@lowers(ak.Annihilator)
def _annihilator(node: ak.Annihilator, env: Env) -> list[Any]:
    return [ra.Annihilator(fixed_number(node.amount))]


@lowers(ak.Equip)
def _equip(node: ak.Equip, env: Env) -> list[Any]:
    if not isinstance(node.cost, ac.ManaCost):
        raise fail(node.cost, "a non-mana equip cost is not supported yet")
    return [ra.Equip((RManaCost.parse(node.cost.render()),))]


@lowers(ak.Enchant)
def _enchant(node: ak.Enchant, env: Env) -> list[Any]:
    target = node.target
    if not isinstance(target, ao.ObjectPhrase) or target.determiner is not None:
        raise fail(node, f"enchant {node.render()[8:]!r} is not supported yet")
    flt, kind = object_filter(target, env)
    if kind != "permanent":
        raise fail(node, "enchanting cards in other zones is not supported yet")
    return [ra.Enchant(flt)]


@lowers(ak.Affinity)
def _affinity(node: ak.Affinity, env: Env) -> list[Any]:
    q = node.quality
    if not isinstance(q, ao.ObjectPhrase) or q.determiner is not None or q.qualifiers:
        raise fail(q, "this affinity is not supported yet")
    flt, kind = object_filter(q, env)
    return [ra.Affinity(flt)]


def keyword_cost(cost: Any, env: Env) -> tuple[Any, ...]:
    """The cost written with a keyword: a mana cost, or cost components after a dash."""
    from .costs import lower_cost_item, lower_costs

    if isinstance(cost, ac.Costs):
        return lower_costs(cost, Env(permanent=env.permanent))
    return lower_cost_item(cost, Env(permanent=env.permanent))


#: CR 702.29e: what a typecycling ability searches for ("[type]cycling").
_TYPECYCLING = {
    "land": rf.ObjectFilter(card_types=frozenset({"Land"}), zone=None),
    "basic land": rf.ObjectFilter(card_types=frozenset({"Land"}),
                                  supertypes=frozenset({"Basic"}), zone=None),
    **{w.lower(): rf.ObjectFilter(subtypes=frozenset({w}), zone=None)
       for w in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wizard")},
}  # fmt: skip


def _cycling(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.29a/e: cycling and typecycling."""
    cost = keyword_cost(node.cost, env)
    stem = node.name[: -len("cycling")]
    if not stem:
        return [rkcard.Cycling(cost)]
    search = _TYPECYCLING.get(stem)
    if search is None:
        raise fail(node, f"{node.name} ({node.rule}) is not supported yet")
    return [rkcard.Cycling(cost, search)]


def _flashback(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.34a: flashback on an instant or sorcery card."""
    if env.permanent:
        raise fail(node, "flashback on a permanent card is not supported yet")
    return [rkcard.Flashback(keyword_cost(node.cost, env))]


def _buyback(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.27a: buyback on an instant or sorcery card."""
    if env.permanent:
        raise fail(node, "buyback on a permanent card is not supported yet")
    return [rkcard.Buyback(keyword_cost(node.cost, env))]


def _cumulative_upkeep(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.24a: cumulative upkeep with a mana or life cost (paid once per age counter)."""
    from ...runtime.stack.costs import PayLifeCost

    cost = keyword_cost(node.cost, env)
    if not all(isinstance(c, RManaCost | PayLifeCost) for c in cost):
        raise fail(node, "cumulative upkeep with this cost is not supported yet")
    return [rkp.CumulativeUpkeep(cost)]


#: CostKeyword name -> lowering of that keyword.
COST_KEYWORDS = {
    "cycling": _cycling,
    "echo": lambda node, env: [rkp.Echo(keyword_cost(node.cost, env))],
    "flashback": _flashback,
    "kicker": lambda node, env: [rkcard.Kicker(keyword_cost(node.cost, env))],
    "buyback": _buyback,
    "cumulative upkeep": _cumulative_upkeep,
    "madness": lambda node, env: [rkcard.Madness(keyword_cost(node.cost, env))],
    "spectacle": lambda node, env: [rkcard.Spectacle(keyword_cost(node.cost, env))],
    "surge": lambda node, env: [rkcard.Surge(keyword_cost(node.cost, env))],
    "blitz": lambda node, env: [rkcard.Blitz(keyword_cost(node.cost, env))],
    "outlast": lambda node, env: [rkp.Outlast(keyword_cost(node.cost, env))],
    "scavenge": lambda node, env: [rkcard.Scavenge(keyword_cost(node.cost, env))],
    "embalm": lambda node, env: [rkcard.Embalm(keyword_cost(node.cost, env))],
    "eternalize": lambda node, env: [rkcard.Eternalize(keyword_cost(node.cost, env))],
    "transmute": lambda node, env: [rkcard.Transmute(keyword_cost(node.cost, env))],
    "evoke": lambda node, env: [rkcard.Evoke(keyword_cost(node.cost, env))],
    "dash": lambda node, env: [rkcard.Dash(keyword_cost(node.cost, env))],
    "unearth": lambda node, env: [rkcard.Unearth(keyword_cost(node.cost, env))],
}  # fmt: skip


@lowers(ak.KeywordActivated)
def _keyword_activated(node: ak.KeywordActivated, env: Env) -> list[Any]:
    """CR 702.177a: "Exhaust — [Cost]: [Effect]" — "[Cost]: [Effect]. Activate each exhaust
    ability only once."."""
    if node.name != "exhaust":
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    out = []
    for a in lower(node.ability, env):
        if not isinstance(a, ra.ActivatedAbility | ra.ManaAbility):
            raise fail(node.ability, "this exhaust ability is not supported yet")
        out.append(attrs.evolve(a, restrictions=(*a.restrictions, rres.OnlyOnce())))
    return out


@lowers(ak.CostKeyword)
def _cost_keyword(node: ak.CostKeyword, env: Env) -> list[Any]:
    if node.name == "ward" and isinstance(node.cost, ac.ManaCost):
        return [ra.Ward((RManaCost.parse(node.cost.render()),))]
    if node.name == "ward":  # "Ward—Pay 3 life.", "Ward—Discard a card." (CR 702.21a)
        return [ra.Ward(keyword_cost(node.cost, env))]
    key = "cycling" if node.name.endswith("cycling") else node.name
    fn = COST_KEYWORDS.get(key)
    if fn is not None:
        return fn(node, env)
    raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")


def granted_abilities(node: Any) -> tuple[Any, ...]:
    """Abilities named in "has"/"gains"/"with": keywords and quoted abilities (CR 113.2c)."""
    if isinstance(node, ae.KeywordNames):
        items = node.keywords
    elif isinstance(node, ae.TokenAbilities):
        items = node.keywords
    elif isinstance(node, ap.TokenQuotedAbilities):  # 'with flying and "{T}: Add {G}."'
        items = tuple(k for a in node.abilities
                      for k in (a.keywords if isinstance(a, ae.KeywordNames) else (a,)))
    else:
        raise fail(node, f"the abilities {type(node).__name__} are not supported yet")
    out: list[Any] = []
    for item in items:
        if isinstance(item, ae.QuotedAbility):
            from .abilities import lower_ability

            # CR 113.2c: the quoted ability belongs to the object that has it.
            out.extend(lower_ability(item.ability, Env(permanent=True)))
        else:
            out.extend(lower(item, Env(permanent=True)))
    return tuple(out)


@lowers(ak.Protection)
def _protection(node: ak.Protection, env: Env) -> list[Any]:
    """CR 702.16a: protection from colors and from other qualities ("artifacts", "Goblins",
    "multicolored", "creatures your opponents control"); "from A and from B" is protection
    from each (702.16g)."""
    from .objects import COLORS

    colors: set[Any] = set()
    out: list[Any] = []
    for q in node.qualities:
        if not isinstance(q, ao.ObjectPhrase) or q.determiner is not None:
            raise fail(node, f"protection from {q if isinstance(q, str) else q.render()} is "
                       "not supported yet")  # fmt: skip
        items = q.descriptor.items
        if not q.qualifiers and items and all(isinstance(i, ao.Color) for i in items):
            colors.update(COLORS[i.word] for i in items)
            continue
        words = [getattr(i, "word", None) for i in items]
        if not q.qualifiers and words == ["multicolored"]:  # CR 105.2c
            out.append(rkprot.ProtectionFrom(min_colors=2))
            continue
        if not q.qualifiers and words == ["monocolored"]:  # CR 105.2b
            out.append(rkprot.ProtectionFrom(min_colors=1, max_colors=1))
            continue
        flt, _kind = object_filter(q, env)
        out.append(rkprot.ProtectionFrom(quality=attrs.evolve(flt, zone=None)))
    if colors:
        out.insert(0, ra.Protection(frozenset(colors)))
    return out


@lowers(ak.ProtectionFromEverything)
def _protection_everything(node: ak.ProtectionFromEverything, env: Env) -> list[Any]:
    """CR 702.16j: protection from everything."""
    return [rkprot.ProtectionFrom(everything=True)]
