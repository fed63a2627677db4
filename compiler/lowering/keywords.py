"""Keyword abilities (CR 702) -> runtime keyword objects (the runtime expands annihilator,
equip, affinity, ward into the abilities they stand for)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.mana.symbols import ManaCost as RManaCost
from ...runtime.state.objects import Zone as RZone
from .core import RESOLVING_GRANT, Env, ast_area, fail, lower, lowers, only, runtime, runtime_class
from .objects import fixed_number, object_filter, object_ref

rktypes = runtime("continuous.cda_keywords")
rkprot = runtime("continuous.protection")
rkcard = runtime("keywords.cards")
rkd = runtime("keywords.damage")
rkc = runtime("keywords.evasion")
rkp = runtime("keywords.permanents")
rkt = runtime("keywords.triggered")
rres = runtime("stack.activation")
ra = runtime("state.abilities")
rf = runtime("state.filters")
ac = ast_area("costs")
ae = ast_area("effects")
ak = ast_area("keywords")
ao = ast_area("objects")
ap = ast_area("permissions")

#: CR 702 keyword name -> its runtime keyword class (:func:`runtime_class`: the module is
#: run when a card has the keyword), for keywords without parameters.
SIMPLE = {
    "flying": "state.abilities.Flying", "reach": "state.abilities.Reach",
    "menace": "state.abilities.Menace", "deathtouch": "state.abilities.Deathtouch",
    "trample": "state.abilities.Trample", "first strike": "state.abilities.FirstStrike",
    "double strike": "state.abilities.DoubleStrike", "vigilance": "state.abilities.Vigilance",
    "haste": "state.abilities.Haste", "lifelink": "state.abilities.Lifelink",
    "indestructible": "state.abilities.Indestructible", "defender": "state.abilities.Defender",
    "flash": "state.abilities.Flash", "hexproof": "state.abilities.Hexproof",
    "shroud": "state.abilities.Shroud", "fear": "keywords.evasion.Fear",
    "intimidate": "keywords.evasion.Intimidate", "shadow": "keywords.evasion.Shadow",
    "horsemanship": "keywords.evasion.Horsemanship", "skulk": "keywords.evasion.Skulk",
    "infect": "keywords.damage.Infect", "wither": "keywords.damage.Wither",
    "prowess": "keywords.triggered.Prowess", "exalted": "keywords.triggered.Exalted",
    "flanking": "keywords.triggered.Flanking", "changeling": "continuous.cda_keywords.Changeling",
    "battle cry": "keywords.triggered.BattleCry", "dethrone": "keywords.triggered.Dethrone",
    "melee": "keywords.triggered.Melee", "undying": "keywords.permanents.Undying",
    "persist": "keywords.permanents.Persist", "living weapon": "keywords.permanents.LivingWeapon",
    "split second": "keywords.cards.SplitSecond", "extort": "keywords.triggered.Extort",
    "mentor": "keywords.triggered.Mentor", "evolve": "keywords.triggered.Evolve",
    "decayed": "keywords.triggered.Decayed", "convoke": "keywords.cards.Convoke",
    "improvise": "keywords.cards.Improvise", "delve": "keywords.cards.Delve",
    "unleash": "keywords.permanents.Unleash", "cascade": "keywords.cards.Cascade",
    "rebound": "keywords.cards.Rebound", "storm": "keywords.cards.Storm",
    "devoid": "continuous.cda_keywords.Devoid",
    "start your engines!": "turns.speed.StartYourEngines",
    "daybound": "turns.day_night.Daybound", "nightbound": "turns.day_night.Nightbound",
    "space sculptor": "turns.sectors.SpaceSculptor",
    "bargain": "keywords.bargain.Bargain", "myriad": "keywords.myriad.Myriad",
    "umbra armor": "keywords.umbra_armor.UmbraArmor",
    "totem armor": "keywords.umbra_armor.UmbraArmor",
    "job select": "keywords.tokens.JobSelect", "sunburst": "keywords.sunburst.Sunburst",
    "retrace": "keywords.graveyard_casting.Retrace", "assist": "keywords.assist.Assist",
    "enlist": "keywords.enlist.Enlist", "double team": "keywords.double_team.DoubleTeam",
    "riot": "keywords.combat_keywords.Riot", "ingest": "keywords.combat_keywords.Ingest",
    "training": "keywords.combat_keywords.Training",
    "conspire": "keywords.optional_copies.Conspire",
    "provoke": "keywords.combat_keywords.Provoke",
    "undaunted": "keywords.combat_keywords.Undaunted",
    "jump-start": "keywords.graveyard_casting.JumpStart",
    "banding": "keywords.banding.Banding", "phasing": "keywords.phasing.Phasing",
    "fuse": "keywords.fuse.Fuse", "ravenous": "keywords.ravenous.Ravenous",
    "for mirrodin!": "keywords.tokens.ForMirrodin", "cipher": "keywords.cipher.Cipher",
}  # fmt: skip

#: CR 702.124a: the partner abilities written as one keyword (deck construction rules).
PARTNER_KEYWORDS = frozenset({"partner", "choose a background", "doctor's companion"})

#: CR 702 keyword name -> its runtime keyword class, for "[keyword] N".
NUMBERED = {
    "bushido": "keywords.triggered.Bushido", "rampage": "keywords.triggered.Rampage",
    "afflict": "keywords.triggered.Afflict", "renown": "keywords.triggered.Renown",
    "crew": "keywords.permanents.Crew", "afterlife": "keywords.permanents.Afterlife",
    "modular": "keywords.permanents.Modular", "fading": "keywords.permanents.Fading",
    "vanishing": "keywords.permanents.Vanishing", "fabricate": "keywords.permanents.Fabricate",
    "devour": "keywords.permanents.Devour", "poisonous": "keywords.damage.Poisonous",
    "bloodthirst": "keywords.damage.Bloodthirst", "soulshift": "keywords.permanents.Soulshift",
    "dredge": "keywords.cards.Dredge", "graft": "keywords.permanents.Graft",
    "ripple": "keywords.cards.Ripple", "toxic": "keywords.damage.Toxic",
    "saddle": "keywords.saddle.Saddle", "mobilize": "keywords.tokens.Mobilize",
    "backup": "keywords.tokens.Backup", "casualty": "keywords.optional_copies.Casualty",
}  # fmt: skip

#: CR 205.4a supertypes, 205.3i land types a landwalk can name (CR 702.14a-c).
_LANDWALK_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}
_LANDWALK_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
                   "mountain": "Mountain", "forest": "Forest", "desert": "Desert"}  # fmt: skip


@lowers("keywords.KeywordLine")
def _keyword_line(node: ak.KeywordLine, env: Env) -> list[Any]:
    return [a for kw in node.keywords for a in lower(kw, env)]


@lowers("keywords.SimpleKeyword")
def _simple(node: ak.SimpleKeyword, env: Env) -> list[Any]:
    if node.name in PARTNER_KEYWORDS:
        return [runtime_class("keywords.partner.Partner")(node.name)]
    if node.name not in SIMPLE:
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    return [runtime_class(SIMPLE[node.name])()]


@lowers("keywords.PartnerText")
def _partner_text(node: ak.PartnerText, env: Env) -> list[Any]:
    """CR 702.124i: "Partner—[text]" (a deck construction rule)."""
    return [runtime_class("keywords.partner.Partner")(f"{node.name}\u2014{node.text}")]


@lowers("keywords.PartnerWith")
def _partner_with(node: ak.PartnerWith, env: Env) -> list[Any]:
    """CR 702.124j: "Partner with [name]" (and its enters trigger)."""
    return [runtime_class("keywords.partner.PartnerWith")(node.name)]


@lowers("keywords.NumberKeyword")
def _number_keyword(node: ak.NumberKeyword, env: Env) -> list[Any]:
    if node.name not in NUMBERED:
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    return [runtime_class(NUMBERED[node.name])(fixed_number(node.amount))]


#: NumberCostKeyword name -> lowering of that keyword (other modules add theirs).
NUMBER_COST_KEYWORDS: dict[str, Any] = {}


def _faces_registered(table: dict[str, Any]) -> dict[str, Any]:
    """``table`` with the keywords :mod:`.faces` adds to it (morph, ninjutsu, suspend, ...
    CR 702): it is imported here, since a face's first keyword may be one of them."""
    from . import faces  # noqa: F401  (registers its keywords in the tables)

    return table


@lowers("keywords.NumberCostKeyword")
def _number_cost_keyword(node: ak.NumberCostKeyword, env: Env) -> list[Any]:
    """ "Reinforce N—[cost]" (CR 702.77a)."""
    if node.name == "reinforce":
        return [rkcard.Reinforce(fixed_number(node.amount), keyword_cost(node.cost, env))]
    fn = _faces_registered(NUMBER_COST_KEYWORDS).get(node.name)
    if fn is not None:
        return fn(node, env)
    raise fail(node, f"the keyword {node.name} has no runtime handler yet")


@lowers("keywords.Landwalk")
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


@lowers("keywords.Annihilator")
def _annihilator(node: ak.Annihilator, env: Env) -> list[Any]:
    return [rkt.Annihilator(fixed_number(node.amount))]


@lowers("keywords.Equip")
def _equip(node: ak.Equip, env: Env) -> list[Any]:
    if not isinstance(node.cost, ac.ManaCost):
        raise fail(node.cost, "a non-mana equip cost is not supported yet")
    return [rkp.Equip((RManaCost.parse(node.cost.render()),))]


@lowers("keywords.Enchant")
def _enchant(node: ak.Enchant, env: Env) -> list[Any]:
    target = node.target
    if not isinstance(target, ao.ObjectPhrase) or target.determiner is not None:
        raise fail(node, f"enchant {node.render()[8:]!r} is not supported yet")
    flt, kind = object_filter(target, env)
    if kind != "permanent":
        raise fail(node, "enchanting cards in other zones is not supported yet")
    return [ra.Enchant(flt)]


@lowers("keywords.Affinity")
def _affinity(node: ak.Affinity, env: Env) -> list[Any]:
    q = node.quality
    if not isinstance(q, ao.ObjectPhrase) or q.determiner is not None or q.qualifiers:
        raise fail(q, "this affinity is not supported yet")
    flt, kind = object_filter(q, env)
    return [rkp.Affinity(flt)]


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
    """CR 702.24a: cumulative upkeep with a mana or life cost, or a cost naming objects
    ("Discard a card", "Sacrifice a land"), paid once per age counter."""
    from ...runtime.stack.costs import PayLifeCost

    cost = keyword_cost(node.cost, env)
    if not all(isinstance(c, RManaCost | PayLifeCost) or rkp.multipliable(c) for c in cost):
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
    "plot": lambda node, env: [runtime_class("keywords.plot.Plot")(keyword_cost(node.cost, env))],
    "warp": lambda node, env: [runtime_class("keywords.warp.Warp")(keyword_cost(node.cost, env))],
    "offspring": lambda node, env: [  # CR 702.175a
        runtime_class("keywords.offspring.Offspring")(keyword_cost(node.cost, env))],
    "escalate": lambda node, env: [  # CR 702.120a
        runtime_class("keywords.escalate.Escalate")(keyword_cost(node.cost, env))],
    "encore": lambda node, env: [  # CR 702.141a
        runtime_class("keywords.encore.Encore")(keyword_cost(node.cost, env))],
    "disturb": lambda node, env: [  # CR 702.146a
        runtime_class("keywords.disturb.Disturb")(keyword_cost(node.cost, env))],
}  # fmt: skip


@lowers("keywords.KeywordActivated")
def _keyword_activated(node: ak.KeywordActivated, env: Env) -> list[Any]:
    """CR 702.177a: "Exhaust — [Cost]: [Effect]" — "[Cost]: [Effect]. Activate each exhaust
    ability only once."; CR 702.142a: "Boast — [Cost]: [Effect]" — "... Activate only if
    this creature attacked this turn and only once each turn."."""
    if node.name == "exhaust":
        added: tuple[Any, ...] = (rres.OnlyOnce(),)
    elif node.name == "boast":  # CR 702.142a
        attacked = runtime_class("keywords.boast.AttackedThisTurn")()
        added = (rres.OnlyIf(attacked), rres.TimesPerTurn(1))
    else:
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    out = []
    for a in lower(node.ability, env):
        if not isinstance(a, ra.ActivatedAbility | ra.ManaAbility):
            raise fail(node.ability, f"this {node.name} ability is not supported yet")
        out.append(attrs.evolve(a, restrictions=(*a.restrictions, *added)))
    return out


@lowers("keywords.CostKeyword")
def _cost_keyword(node: ak.CostKeyword, env: Env) -> list[Any]:
    if node.name == "ward" and isinstance(node.cost, ac.ManaCost):
        return [rkt.Ward((RManaCost.parse(node.cost.render()),))]
    if node.name == "ward":  # "Ward—Pay 3 life.", "Ward—Discard a card." (CR 702.21a)
        return [rkt.Ward(keyword_cost(node.cost, env))]
    key = "cycling" if node.name.endswith("cycling") else node.name
    fn = _faces_registered(COST_KEYWORDS).get(key)
    if fn is not None:
        return fn(node, env)
    raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")


def granted_abilities(node: Any, resolving: bool = False) -> tuple[Any, ...]:
    """Abilities named in "has"/"gains"/"with": keywords and quoted abilities (CR 113.2c);
    ``resolving``: granted by a resolving effect (:data:`~.core.RESOLVING_GRANT`)."""
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
            refs: dict[Any, Any] = {RESOLVING_GRANT: True} if resolving else {}
            granted = lower(item, Env(permanent=True, refs=refs))
            if isinstance(node, ae.KeywordNames) and any(works_as_it_enters(a) for a in granted):
                raise fail(item, f"granting '{item.render()}', which works as the permanent "
                           "enters, is not supported yet (CR 614.12)")  # fmt: skip
            out.extend(granted)
    return tuple(out)


def works_as_it_enters(ability: Any) -> bool:
    """Whether a granted ability is (or stands for) a replacement effect of the entering
    object itself (CR 614.12: "enters with ...") — the runtime looks for those only among
    the abilities printed on the entering card (a token's own count: "a token with
    vanishing 3")."""
    for a in (ability, *ability.expand()):
        if isinstance(a, ra.ReplacementAbility) and getattr(a.replacement, "self_only", False):
            return True
    return False


@lowers("keywords.Protection")
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


@lowers("keywords.ProtectionFromEverything")
def _protection_everything(node: ak.ProtectionFromEverything, env: Env) -> list[Any]:
    """CR 702.16j: protection from everything."""
    return [rkprot.ProtectionFrom(everything=True)]


@lowers("keywords.QualityKeyword")
def _quality_keyword(node: Any, env: Env) -> list[Any]:
    """CR 702.22b: "bands with other [quality]" (the objects it may band with)."""
    if node.name == "bands with other":
        quality, _kind = object_filter(node.quality, env)
        return [runtime_class("keywords.banding.BandsWithOther")(quality)]
    raise fail(node, f"the keyword {node.name} with a quality ({node.rule}) has no runtime "
                     "handler yet")  # fmt: skip


@lowers("keywords.DashKeyword")
def _dash_keyword(node: ak.DashKeyword, env: Env) -> list[Any]:
    """CR 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object
    has '[Ability].'" — a static ability conditioned on max speed (a static or replacement
    ability applies only then; any other ability is granted only then, layer 6). An
    activated ability that functions from another zone (CR 702.178b: "{3}, Exile this card
    from your graveyard: ...") is the card's own, activated only with max speed: it exists
    only then, so it can be activated only then (CR 602.5b)."""
    if node.name != "max speed":
        raise fail(node, f"the keyword {node.name} ({node.rule}) has no runtime handler yet")
    from .statics import conditional

    rsp = runtime_class("turns.speed.HasMaxSpeed")
    layers = runtime("continuous.layers")
    out: list[Any] = []
    for a in lower(node.ability, env):
        if isinstance(a, ra.ActivatedAbility) and a.zone is not RZone.BATTLEFIELD:
            out.append(attrs.evolve(a, restrictions=(*a.restrictions, rres.OnlyIf(rsp()))))
            continue
        if getattr(a, "zone", RZone.BATTLEFIELD) is not RZone.BATTLEFIELD:
            raise fail(node.ability, "a max speed ability from another zone is not "
                       "supported yet (CR 702.178b)")  # fmt: skip
        if isinstance(a, ra.StaticAbility) and a.condition is None or isinstance(
            a, ra.ReplacementAbility
        ):  # fmt: skip
            out.append(conditional(a, rsp()))
        elif isinstance(a, ra.TriggeredAbility | ra.ActivatedAbility | ra.ManaAbility):
            out.append(ra.StaticAbility(layers.AddAbilities((a,)), rf.This(), condition=rsp()))
        else:
            raise fail(node.ability, "this max speed ability is not supported yet")
    return out


@lowers("keywords.KeywordRestricted")
def _keyword_restricted(node: Any, env: Env) -> list[Any]:
    raise fail(node, "a restriction on activating a keyword ability (CR 602.5b) is not "
                     "supported yet")  # fmt: skip


@lowers("keywords.CostOrKeyword")
def _cost_or_keyword(node: Any, env: Env) -> list[Any]:
    rule = ak.keyword_rule(node.name)
    raise fail(node, f"the keyword {node.name} ({rule}) with a choice of two costs is not "
                     "supported yet")  # fmt: skip


@lowers("keywords.KeywordPaidCondition")
def _keyword_paid(node: ak.KeywordPaidCondition, env: Env) -> Any:
    """CR 702.166b: "if this spell was bargained", "if it was bargained" (this object)."""
    only(node, "object", "negated", "participle")
    obj = node.object
    this_it = isinstance(obj, ao.Pronoun) and obj.word == "it" and env.it == rf.This()
    if node.participle != "bargained" or not (isinstance(obj, ao.SelfRef) or this_it):
        raise fail(node, f"'{node.render()}' is not supported yet")
    cond = runtime_class("keywords.bargain.Bargained")()
    return runtime_class("events.conditions.Not")(cond) if node.negated else cond


def gained_flashback(node: Any, env: Env) -> Any:
    """CR 702.34a, 611.2a: "[Cards in your graveyard] gain flashback until end of turn. The
    flashback cost is equal to its mana cost." (None: another grant). The cost sentence
    after it is read here (:func:`_keyword_cost_equal`)."""
    items = getattr(node.abilities, "keywords", ())
    if not (len(items) == 1 and isinstance(items[0], ak.KeywordRef)
            and items[0].name == "flashback"):  # fmt: skip
        return None
    cost = env.following
    if not (isinstance(cost, ak.KeywordCostEqual) and cost.keyword == "flashback"
            and cost.reduction is None):  # fmt: skip
        raise fail(items[0], "flashback with no cost is not supported yet")
    duration = env.predicates.duration if env.predicates is not None else None
    if duration is None or duration.render() != "until end of turn":
        raise fail(node, "flashback gained for this long is not supported yet")
    env.used.add("duration")
    env.refs[id(cost)] = cost  # read: the sentence lowers to nothing
    return runtime_class("keywords.graveyard_casting.GainFlashback")(object_ref(env.subject, env))


@lowers("keywords.KeywordCostEqual")
def _keyword_cost_equal(node: ak.KeywordCostEqual, env: Env) -> list[Any]:
    """CR 702.34a: "The flashback cost is equal to its mana cost." — the cost of the
    keyword the sentence before grants (read with it)."""
    if env.refs.pop(id(node), None) is node:
        return []
    raise fail(node, f"'{node.render()}' here is not supported yet")
