"""Objects, players and numbers (CR 109, 115, 102, 107.1) -> runtime filters and references."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.mana.symbols import ManaType
from ...runtime.state.objects import Zone as RZone
from .core import Env, NotLowered, ast_area, fail, lowering, runtime, runtime_class

rf = runtime("state.filters")
#: CR 700.12: the creature types an outlaw has one or more of.
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")
rq = runtime("state.qualities")
references = lowering("references")  # imports this module back
acb = ast_area("combat")
ac = ast_area("costs")
ad = ast_area("damage")
ae = ast_area("effects")
ak = ast_area("keywords")
aev = ast_area("events")
al = ast_area("layers")
ao = ast_area("objects")

COLORS = {"white": ManaType.W, "blue": ManaType.U, "black": ManaType.B, "red": ManaType.R,
          "green": ManaType.G}  # fmt: skip
ANY_TARGET = rf.TargetSpec(
    rf.ObjectFilter(card_types=frozenset({"Creature", "Planeswalker", "Battle"})), rf.Who.ANY
)


# ---- numbers (CR 107.1, 107.3)


def number(node: Any) -> int | rf.X:
    """A fixed number or X."""
    if isinstance(node, ae.Quantity) and node.comparator is not None:
        raise fail(node, f"the amount '{node.render()}' has no runtime value")
    if isinstance(node, ae.Quantity):
        node = node.written
    if isinstance(node, str):
        if node in ("a", "an", "one"):
            return 1
        if node == "that many":  # "put that many +1/+1 counters": bound like the cards'
            return rq.ThatMany()  # type: ignore[return-value]
        raise fail(node, f"the amount {node!r} has no runtime value")
    if isinstance(node, ao.Number):
        if node.written == "X":
            return rf.X()
        if node.value is not None:
            return node.value
    if isinstance(node, ae.CardCount):
        return 1 if node.one else number(node.amount)
    if type(node).__name__ in ("ThatManyCards", "ThatManyQuantity"):
        # "draw that many cards": bound by the ability (amounts.bind_that_many) or refused
        return rq.ThatMany()  # type: ignore[return-value]
    if isinstance(node, ao.ObjectPhrase) and card_words(node):  # "a card", "two cards"
        det = node.determiner
        if det is not None and det.phrase in ("a", "an"):
            return 1
        if det is not None and det.phrase == "#" and det.count is not None:
            return number(det.count)
    raise fail(node, f"the amount {type(node).__name__} has no runtime value yet")


def card_words(node: ao.ObjectPhrase) -> bool:
    """Whether the phrase is just "card(s)" with a count: "a card", "two cards"."""
    items = node.descriptor.items
    return (
        not node.qualifiers
        and len(items) == 1
        and isinstance(items[0], ao.KindWord)
        and items[0].word in ("card", "cards")
    )


def fixed_number(node: Any) -> int:
    n = number(node)
    if not isinstance(n, int):
        raise fail(node, "X is not supported here")
    return n


# ---- descriptors (CR 205)


def _type_word(word: str) -> str:
    w = word.lower()
    if w == "sorceries":
        return "Sorcery"
    if w.endswith("s") and w not in ("sorcery",):
        w = w[:-1]
    return w.capitalize()


def _subtype_word(word: str) -> str:
    return ao._SUBTYPES.get(word.lower(), (word, False))[0]


@attrs.define
class _Filter:
    """An ObjectFilter being assembled, with what kind of object the noun names."""

    fields: dict = attrs.Factory(dict)
    kind: str = "permanent"  # permanent | spell | card

    def add(self, key: str, value: Any) -> None:
        if key in ("card_types", "exclude_types", "subtypes", "supertypes", "colors",
                   "exclude_colors"):  # fmt: skip
            self.fields[key] = self.fields.get(key, frozenset()) | frozenset(value)
        else:
            self.fields[key] = value


def _word(item: Any, f: _Filter) -> None:
    if isinstance(item, ao.CardType):
        if f.fields.get("card_types"):  # "artifact creature": both types (CR 205.2a)
            from .amounts import also_type

            also_type(_type_word(item.word), f)
            return
        f.add("card_types", {_type_word(item.word)})
    elif isinstance(item, ao.Subtype):
        f.add("subtypes", {_subtype_word(item.word)})
    elif isinstance(item, ao.Supertype):
        f.add("supertypes", {item.word.capitalize()})
    elif isinstance(item, ao.Color):
        f.add("colors", {COLORS[item.word]})
    elif isinstance(item, ao.KindWord):
        w = item.word.rstrip("s")
        if w == "permanent":
            f.kind = "permanent"
        elif w == "spell":
            f.kind = "spell"
        elif w == "card":
            f.kind = "card"
        elif w == "token":
            f.add("token", True)
        else:
            raise fail(item, f"objects described as {item.word!r} are not supported yet")
    elif isinstance(item, ao.Status):
        w = item.word
        simple = {"nontoken": ("token", False), "tapped": ("tapped", True),
                  "untapped": ("tapped", False), "attacking": ("attacking", True),
                  "blocking": ("blocking", True), "equipped": ("equipped", True),
                  "nonattacking": ("attacking", False),
                  "nonblocking": ("blocking", False)}  # fmt: skip
        extra = {"multicolored": rq.ColorCount(2), "monocolored": rq.ColorCount(1, 1),
                 "colorless": rq.ColorCount(0, 0), "nonbasic": rq.LacksSupertype("Basic"),
                 "nonlegendary": rq.LacksSupertype("Legendary"),
                 "enchanted": rq.Enchanted(), "modified": rq.Modified(),
                 "blocked": rq.Blocked(), "unblocked": rq.Blocked(False),
                 # CR 700.6: legendaries, artifacts and Sagas are historic
                 "historic": rq.AnyOf((rf.ObjectFilter(supertypes=frozenset({"Legendary"}),
                                                       zone=None),
                                       rf.ObjectFilter(card_types=frozenset({"Artifact"}),
                                                       zone=None),
                                       rf.ObjectFilter(subtypes=frozenset({"Saga"}),
                                                       zone=None)))}  # fmt: skip
        if w == "goaded":  # CR 701.15b
            extra[w] = runtime("combat.goad").IsGoaded()
        if w in ("face-down", "face-up"):
            from ...runtime.keywords.morph import FACE_STATUS  # CR 708

            extra.update(FACE_STATUS)
        if w in extra:
            f.add("extra", f.fields.get("extra", ()) + (extra[w],))
            return
        if w not in simple:
            raise fail(item, f"the quality {w!r} is not supported yet")
        f.add(*simple[w])
    elif isinstance(item, ao.Negated):
        inner = item.word
        if isinstance(inner, ao.CardType):
            f.add("exclude_types", {_type_word(inner.word)})
        elif isinstance(inner, ao.Color):
            f.add("exclude_colors", {COLORS[inner.word]})
        else:
            from .references import negated_word

            negated_word(item, f)
    elif type(item).__name__ == "GroupWord":  # CR 700.12: outlaws
        outlaw = rq.AnyOf(tuple(rf.ObjectFilter(subtypes=frozenset({t}), zone=None)
                                for t in OUTLAW_TYPES))  # fmt: skip
        f.add("extra", f.fields.get("extra", ()) + (outlaw,))
    elif isinstance(item, ao.DescAlternatives):
        _alternatives(item, f)
    elif isinstance(item, ad.DescCoordinate):  # CR 205.4b: "noncreature, nonland": each
        for word in item.words:
            _word(word, f)
    elif type(item).__name__ == "CommanderWord":  # CR 903.3: "commander creatures"
        commander = runtime_class("state.commanders.IsCommander")()
        f.add("extra", f.fields.get("extra", ()) + (commander,))
    elif type(item).__name__ == "RingBearerWord":  # CR 701.54b: "a Ring-bearer"
        bearer = runtime_class("actions.the_ring.RingBearer")()
        f.add("extra", f.fields.get("extra", ()) + (bearer,))
    else:
        raise fail(item, f"the descriptor {type(item).__name__} is not supported yet")


def _alternatives(item: ao.DescAlternatives, f: _Filter) -> None:
    opts = item.options
    if item.connective in ("and", "and/or") and (
        all(isinstance(o, ao.CardType) for o in opts)
        or all(isinstance(o, ao.Subtype) for o in opts)
        or item.connective == "and/or" and all(isinstance(o, ao.Color) for o in opts)
    ):
        pass  # "instant and sorcery spells", "artifacts and enchantments": each is either
    elif item.connective == "and" and len({type(o) for o in opts}) > 1 and all(
        isinstance(o, ao.Subtype | ao.Supertype | ao.Color) for o in opts
    ):  # fmt: skip
        pass  # "snow and Zombie creatures", "each Mountain and red card": either quality
    elif item.connective != "or":
        raise fail(item, "'and' in an object description is not supported yet")
    if all(isinstance(o, ao.KindWord) and o.word.rstrip("s") in ("card", "token") for o in opts):
        f.kind = "card"  # "a card or token": any object
        return
    if all(isinstance(o, ao.CardType) for o in opts):
        f.add("card_types", {_type_word(o.word) for o in opts})
        return
    if all(isinstance(o, ao.Color) for o in opts):
        f.add("colors", {COLORS[o.word] for o in opts})
        return
    if all(isinstance(o, ao.Subtype) for o in opts):  # "Spirit or Arcane", "Forest or Plains"
        f.add("subtypes", {_subtype_word(o.word) for o in opts})
        return
    if all(isinstance(o, ao.CardType | ao.Subtype | ao.Color | ao.Status | ao.Negated |
                      ao.Supertype) for o in opts):  # fmt: skip
        # "creature or Vehicle", "attacking or blocking", "land or nonblack": either fits
        subs = []
        for o in opts:
            sub = _Filter()
            _word(o, sub)
            subs.append(rf.ObjectFilter(**sub.fields, zone=None))
        f.add("extra", f.fields.get("extra", ()) + (rq.AnyOf(tuple(subs)),))
        return
    raise fail(item, "this combination of alternatives is not supported yet")


def _qualifier(q: Any, f: _Filter, env: Env) -> None:
    if isinstance(q, ao.ControlledBy):
        try:
            f.add("controller", controller_who(q.player, q.negated))
        except NotLowered:
            from .references import controlled_by

            controlled_by(q, f, env)
    elif isinstance(q, ao.InZone) and isinstance(q.zone, ao.Zone):
        if q.zone.name.rstrip("s") == "graveyard":
            f.add("zone", RZone.GRAVEYARD)
            owner = q.zone.owner
            if isinstance(owner, ao.Possessive) and owner.owner == "your":
                f.add("controller", rf.Who.YOU)  # cards in a graveyard: owner = controller
            elif (
                isinstance(owner, ao.Possessive)
                and isinstance(owner.owner, ao.Players)
                and owner.owner.or_object is None
                and (owner.owner.determiner, owner.owner.noun) in (("an", "opponent"),)
            ):  # "an opponent's graveyard"
                f.add("controller", rf.Who.OPPONENT)
            elif isinstance(owner, ao.ZoneDeterminer) and owner.phrase == "a single":
                # "up to three target cards from a single graveyard" (CR 404.1, 601.2c): a
                # constraint on the targets together, only where a target group reads it
                if not env.refs.get(SINGLE_ZONE_OK):  # type: ignore[call-overload]
                    raise fail(q, "'from a single graveyard' here is not supported yet")
                env.refs[SINGLE_ZONE] = True  # type: ignore[index]
            elif not (isinstance(owner, ao.ZoneDeterminer) and owner.phrase in ("a", "all")):
                from .references import graveyard_of

                graveyard_of(q, f, env)
        elif (  # "a creature card from your hand", "each card in your hand" (CR 402)
            q.zone.name == "hand" and isinstance(q.zone.owner, ao.Possessive)
            and q.zone.owner.owner == "your" and q.preposition in ("in", "from")
        ):  # fmt: skip
            f.add("zone", RZone.HAND)
            f.add("controller", rf.Who.YOU)  # cards in a hand: owner = controller
        else:
            raise fail(q, f"objects in {q.zone.render()} are not supported yet")
    elif isinstance(q, ao.OtherThan) and isinstance(q.object, ao.SelfRef):
        f.add("other", True)
    elif isinstance(q, aev.ThatTargets):  # CR 115.7
        o = q.object
        if isinstance(o, ao.SelfRef):
            pred = rq.TargetsObject(None, q.only)
        elif isinstance(o, ao.ObjectPhrase) and o.determiner is not None and (
            o.determiner.phrase in ("a", "an")
        ):  # fmt: skip
            sub, kind = object_filter(o, env)
            if kind != "permanent":
                raise fail(o, "this target description is not supported yet")
            pred = rq.TargetsObject(sub, q.only)
        else:
            raise fail(q, f"'{q.render()}' is not supported yet")
        f.add("extra", f.fields.get("extra", ()) + (pred,))
    elif isinstance(q, al.OnTheBattlefield):  # "creatures on the battlefield" (CR 403)
        zone = f.fields.get("zone", RZone.BATTLEFIELD)
        if f.kind != "permanent" or zone is not RZone.BATTLEFIELD:
            raise fail(q, "this 'on the battlefield' is not supported yet")
        f.add("zone", RZone.BATTLEFIELD)
    elif isinstance(q, ao.Named):  # CR 201.2
        if isinstance(q.name, str):
            f.add("name", q.name)
        elif isinstance(q.name, ao.SelfRef):
            f.add("extra", f.fields.get("extra", ()) + (rq.NamedAsSource(),))
        else:
            raise fail(q, f"'{q.render()}' is not supported yet")
    elif type(q).__name__ == "OwnedBy" and isinstance(q.player, ao.You):  # CR 108.3
        f.add("extra", f.fields.get("extra", ()) + (rq.OwnedBy(rf.Who.YOU),))
    elif isinstance(q, ao.WithQuality | ao.WithoutQuality):
        f.add("extra", f.fields.get("extra", ()) + (_quality(q, env),))
    elif isinstance(q, ao.OfChoice) and q.form == "chosen":  # CR 614.12: "of the chosen type"
        from .choices import of_the_chosen

        f.add("extra", f.fields.get("extra", ()) + (of_the_chosen(q, env),))
    elif type(q).__name__ == "OfTheTypedChoice":  # "of the creature type of your choice"
        from .choices import of_the_typed_choice

        f.add("extra", f.fields.get("extra", ()) + (of_the_typed_choice(q, env),))
    elif type(q).__name__ == "OfThatKind":  # "of that color" (CR 105.2, 205.3)
        from .choices import of_that_kind

        f.add("extra", f.fields.get("extra", ()) + (of_that_kind(q, env),))
    else:
        from .objects_relative import relative_qualifier  # "that's attacking" (CR 109.2)

        if not relative_qualifier(q, f, env):
            raise fail(q, f"the qualifier {type(q).__name__} is not supported yet")


_COMPARATORS = {None: "==", "or less": "<=", "or greater": ">=", "or more": ">=",
                "less": "<", "greater": ">"}  # fmt: skip


#: CR 702: keywords written with a cost, named without it in a quality ("cards with
#: flashback") -> their runtime keyword class
_KEYWORD_REFS = {"flashback": "keywords.cards.Flashback"}


def _quality(q: Any, env: Env) -> Any:
    """CR 109.2: "with flying", "without flying", "with power 2 or less", "with mana value
    X", "with a +1/+1 counter on it", "with power less than this creature's power"."""
    from .keywords import SIMPLE

    quality, negated = q.quality, isinstance(q, ao.WithoutQuality)
    name = getattr(quality, "name", None)
    if type(quality).__name__ == "SimpleKeyword" and name in SIMPLE:
        return rq.HasKeyword(runtime_class(SIMPLE[name]), negated)
    if type(quality).__name__ == "KeywordRef" and name in _KEYWORD_REFS:  # "with flashback"
        return rq.HasKeyword(runtime_class(_KEYWORD_REFS[name]), negated)
    if type(quality).__name__ == "AnyCountersOn" and quality.determiner in (None, "no"):
        # CR 122.1: "with counters on them", "with no counters on it"
        return rq.HasAnyCounter((quality.determiner != "no") != negated)
    if isinstance(quality, acb.KeywordEither | ak.Landwalk):  # "with flying or reach"
        from .references import keyword_quality

        return keyword_quality(quality, negated, env)
    if negated:
        raise fail(q, f"'{q.render()}' is not supported yet")
    if type(quality).__name__ == "ParityStat" and quality.stat in ("power", "toughness",
                                                                    "mana value"):
        return rq.StatParity(quality.stat, quality.parity == "odd")  # CR 208, 202.3
    if isinstance(quality, ao.StatComparison) and quality.comparator in _COMPARATORS:
        if quality.stat not in ("power", "toughness", "mana value"):
            raise fail(quality, f"the quality {quality.stat!r} is not supported yet")
        return rq.StatCompare(quality.stat, _COMPARATORS[quality.comparator],
                              number(quality.value))  # fmt: skip
    if type(quality).__name__ == "KindCountersOn":  # "with +1/+1 counters on them" (CR 122.1)
        if isinstance(quality.kind, ae.PTCounter):
            return rq.HasCounter(quality.kind.change.replace("\u2212", "-"))
        if isinstance(quality.kind, ae.NamedCounter):
            return rq.HasCounter(quality.kind.name)
    if isinstance(quality, ao.CounterOnIt) and isinstance(quality.counters, ae.CounterAmount):
        c = quality.counters
        amount = c.amount.written if isinstance(c.amount, ae.Quantity) else None
        if amount in ("a", "an") and quality.pronoun.word == "it":
            if isinstance(c.kind, ae.PTCounter):
                return rq.HasCounter(c.kind.change.replace("\u2212", "-"))
            if isinstance(c.kind, ae.NamedCounter):
                return rq.HasCounter(c.kind.name)
    if isinstance(quality, ao.CounterOnIt) and getattr(quality.counters, "any_kind", False) and (
        quality.counters.amount == ae.Quantity("a") and quality.pronoun.word == "it"
    ):  # "with a counter on it" (of any kind, CR 122.1)
        return rq.HasAnyCounter()
    if isinstance(quality, acb.StatRelative) and quality.comparison in ("less", "greater"):
        other = quality.other
        if (
            isinstance(other, ae.StatOf)
            and isinstance(other.owner, ao.Possessive)
            and isinstance(other.owner.owner, ao.SelfRef)
            and {quality.stat, other.stat} <= {"power", "toughness", "mana value"}
        ):
            return rq.StatCompare(quality.stat, _COMPARATORS[quality.comparison],
                                  rq.StatOf(other.stat, rf.This()))  # fmt: skip
    found = lowering("objects_relative").relative_stat(quality, env)  # "lesser mana value"
    if found is not None:
        return found
    raise fail(q, f"the quality '{q.render()}' is not supported yet")


def amount_of(node: Any, env: Env) -> Any:
    """A computed amount (CR 107.3: "where X is ..."): "this creature's power", "the number
    of cards in your hand", "your life total", "the greatest power among ..."."""
    if isinstance(node, ao.Number | ae.Quantity):
        return number(node)
    if isinstance(node, ae.StatOf) and node.stat in ("power", "toughness", "mana value"):
        owner = node.owner.owner if isinstance(node.owner, ao.Possessive) else None
        from .permissions import revealed_stat

        revealed = revealed_stat(node, env)  # "the revealed card's mana value"
        if revealed is not None:
            return revealed
        if owner == "its":
            if env.it is None:
                raise fail(node, "'its' has no antecedent the runtime can follow")
            return rq.StatOf(node.stat, env.it)
        if isinstance(owner, ao.SelfRef):
            return rq.StatOf(node.stat, rf.This())
        if isinstance(node.owner, aev.ActedOnPossessive) and node.owner.action == "sacrificed":
            from .references import the_sacrificed  # "the sacrificed creature's power"

            return rq.StatOf(node.stat, the_sacrificed(node.owner, env))
        if isinstance(owner, ao.ObjectPhrase) and owner.determiner is not None and (
            owner.determiner.phrase == "that"
        ):  # fmt: skip
            return rq.StatOf(node.stat, object_ref(owner, env))
    if type(node).__name__ == "CountAmong":  # domain (CR 700.5)
        from .amounts import kinds_among

        return kinds_among(node, env)
    if isinstance(node, ae.NumberOf):
        obj = node.object
        if type(obj).__name__ == "CardTypesAmong" and obj.amount is None:
            from .amounts import card_types_among  # CR 205.2a

            return card_types_among(obj, env)
        if isinstance(obj, ao.CountersOn):
            from .effects import counter_kind

            return rf.CounterCount(counter_kind(obj.kind), object_ref(obj.object, env))
        if isinstance(obj, ao.ObjectPhrase) and (
            obj.determiner is None or obj.determiner.phrase == "other"
        ):  # fmt: skip
            from .amounts import party_size

            spells_cast = lowering("conditions_cast").spells_cast_count  # CR 601.2
            died = lowering("conditions").died_count  # CR 700.4
            if (party := party_size(obj, env) or spells_cast(obj, env)
                    or died(obj, env)) is not None:  # fmt: skip
                return party
            if len(obj.qualifiers) == 1 and _cards_in(obj):
                zone = obj.qualifiers[0].zone
                if zone.name in ("hand", "library") and isinstance(zone.owner, ao.Possessive):
                    players = player_sel(_possessor(zone.owner), env)
                    return rq.CardsInZone(RZone.HAND if zone.name == "hand" else RZone.LIBRARY,
                                          players)  # fmt: skip
            flt, kind = object_filter(obj, env)
            if kind == "permanent" or flt.zone is RZone.GRAVEYARD:
                return rf.CountOf(flt)
    if type(node).__name__ == "LifeThisWay" and node.participle == "lost" and (
        env.refs.get("effects.life_lost")  # type: ignore[call-overload]
    ):  # "You gain life equal to the life lost this way" (CR 119.3, 608.2c)
        return runtime("actions.effects").LifeLostThisWay()
    if isinstance(node, aev.ColorsSpentAmount) and node.noun == "colors":  # CR 702.119a
        return lowering("conditions_cast").colors_spent(node.spell, env)
    if isinstance(node, aev.Devotion) and isinstance(node.owner, ao.Possessive):
        colors = frozenset(COLORS[c] for c in node.colors)  # CR 700.5
        return rq.Devotion(player_sel(_possessor(node.owner), env), colors)
    if type(node).__name__ == "SpeedAmount" and isinstance(node.player, ao.Possessive):
        speed_of = runtime("turns.speed").SpeedOf  # CR 702.179f
        return speed_of(player_sel(_possessor(node.player), env))
    if isinstance(node, al.LifeTotal) and isinstance(node.player, ao.Possessive):
        return rq.LifeTotalOf(player_sel(_possessor(node.player), env))
    if isinstance(node, al.GreatestStat) and node.stat in ("power", "toughness", "mana value"):
        obj = node.object
        if isinstance(obj, ao.ObjectPhrase) and obj.determiner is None:
            flt, kind = object_filter(obj, env)
            if kind == "permanent":
                return rq.GreatestStat(node.stat, flt)
    if isinstance(node, al.AmountPlus):
        return rq.Plus(amount_of(node.amount, env), amount_of(node.number, env))
    if isinstance(node, al.NumberPlus):
        return rq.Plus(amount_of(node.number, env), amount_of(node.amount, env))
    raise fail(node, f"the amount '{node.render()}' has no runtime value yet")


def _cards_in(obj: ao.ObjectPhrase) -> bool:
    """ "cards in [player's] hand/library": plain cards in a hidden zone."""
    items = obj.descriptor.items
    q = obj.qualifiers[0]
    return (
        len(items) == 1 and isinstance(items[0], ao.KindWord) and items[0].word == "cards"
        and isinstance(q, ao.InZone) and isinstance(q.zone, ao.Zone)
    )  # fmt: skip


def _possessor(p: ao.Possessive) -> Any:
    """The player a possessive names: "your" -> You()."""
    owner = p.owner
    if owner == "your":
        return ao.You()
    if isinstance(owner, ao.Players | ao.PlayerOf):
        return owner
    raise fail(p, f"the possessive '{p.render()}' is not supported here")


def controller_who(player: Any, negated: bool = False) -> rf.Who:
    """ "you control" -> YOU; "an opponent controls" / "you don't control" -> OPPONENT."""
    who = player_who(player)
    if negated:
        if who is not rf.Who.YOU:
            raise fail(player, "this negated control is not supported yet")
        return rf.Who.OPPONENT
    return who


def your_team(node: Any) -> bool:
    """CR 102.4: "your team" — outside a multiplayer game between teams (the runtime has
    none) the same thing as "you"."""
    return type(node).__name__ == "Team" and isinstance(node.possessor, ao.Possessive) and (
        node.possessor.owner == "your"
    )  # fmt: skip


def player_who(player: Any) -> rf.Who:
    """A player described by relation (in a trigger or a filter): you / an opponent / a player."""
    if isinstance(player, ao.You) or your_team(player):
        return rf.Who.YOU
    if isinstance(player, ao.Players) and player.or_object is None:
        if player.noun in ("opponent", "opponents") and player.determiner in ("an", "your", "each"):
            return rf.Who.OPPONENT
        if player.noun == "player" and player.determiner in ("a", "each"):
            return rf.Who.ANY
    raise fail(player, f"the player {player.render()!r} is not supported here")


#: CR 110.4: the card types of permanents.
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker"})  # fmt: skip


def _permanent_card(desc: ao.Descriptor, f: _Filter) -> None:
    """ "permanent card" (CR 110.4b): a card with a permanent type — "permanent" must not be
    lost when "card" follows it."""
    words = [i.word.rstrip("s") for i in desc.items if isinstance(i, ao.KindWord)]
    if "permanent" in words and "card" in words:
        if f.fields.get("card_types"):
            raise fail(desc, "this permanent card description is not supported yet")
        f.add("card_types", PERMANENT_TYPES)


def _descriptor_words(items: tuple[Any, ...], f: _Filter) -> None:
    """The words of a description onto ``f``. "Blue spells and red spells", "artifact
    creatures and/or white creatures" (the head noun said twice, parsed as "blue
    (spells and red) spells") describe the objects either part describes (CR 109.2): the
    head once, and one of the two sets of qualities."""
    for k, item in enumerate(items):
        if (
            isinstance(item, ao.DescAlternatives) and item.connective in ("and", "and/or")
            and len(item.options) == 2 and k == len(items) - 2 and k > 0
            and item.options[0] == items[-1]
            and isinstance(items[-1], ao.CardType | ao.KindWord)
        ):  # fmt: skip
            _word(items[-1], f)
            subs = []
            for words in (items[:k], (item.options[1],)):
                sub = _Filter()
                for w in words:
                    _word(w, sub)
                if sub.kind != "permanent" or not sub.fields:
                    raise fail(item, "'and' in an object description is not supported yet")
                subs.append(rf.ObjectFilter(**sub.fields, zone=None))
            f.add("extra", f.fields.get("extra", ()) + (rq.AnyOf(tuple(subs)),))
            return
    for item in items:
        _word(item, f)


def object_filter(phrase: Any, env: Env) -> tuple[rf.ObjectFilter, str]:
    """The filter an object phrase describes, and the kind of object (permanent/spell/card)."""
    f = _Filter()
    if isinstance(phrase, ao.ObjectPhrase):
        det = phrase.determiner.phrase if phrase.determiner else None
        if det in ("another", "each other", "all other", "other", "another target"):
            f.add("other", True)
            from .references import CREATED, CREATED_MANY

            if not env.permanent and (CREATED in env.refs or CREATED_MANY in env.refs):
                # "Create X Soldier tokens. ..., destroy all other creatures.": a spell's
                # "other" is other than the tokens it created (CR 608.2c)
                f.add("extra", (rq.NotCreatedThisWay(),))
        _descriptor_words(phrase.descriptor.items, f)
        _permanent_card(phrase.descriptor, f)
        for q in phrase.qualifiers:
            _qualifier(q, f, env)
    elif isinstance(phrase, ao.Descriptor):
        _descriptor_words(phrase.items, f)
        _permanent_card(phrase, f)
    elif type(phrase).__name__ == "RingBearerRef":  # CR 701.54e: "your Ring-bearer"
        return lowering("actions").ring_bearer_filter(phrase), "permanent"
    elif type(phrase).__name__ == "CommanderRef":  # CR 903.3d: "your commander"
        return lowering("commanders").commander_filter(phrase), "permanent"
    else:
        raise fail(phrase, f"{type(phrase).__name__} is not an object description")
    if f.kind == "spell":
        f.fields.setdefault("zone", RZone.STACK)
    elif f.kind == "card" and "zone" not in f.fields:
        f.fields["zone"] = None
    return rf.ObjectFilter(**f.fields), f.kind


# ---- references: which objects an effect acts on


#: The personal pronouns Oracle text uses for a named character card ("When Jet enters, he
#: deals ...", "put a +1/+1 counter on him"): they refer to an object as "it" does.
PERSONAL = ("he", "him", "himself", "she", "her", "herself")


#: Keys in ``Env.refs``: a target group may read "from a single graveyard" (set while its
#: filter is built), and the filter had it (CR 404.1, 601.2c).
SINGLE_ZONE_OK = "objects.single_zone_ok"
SINGLE_ZONE = "objects.single_zone"


def object_ref(node: Any, env: Env) -> Any:
    """An object reference (This, Target, AttachedTo, All, EventObject, ...) for a phrase."""
    if isinstance(node, ao.SelfRef):
        return lowering("antecedents").self_mentioned(env)
    if isinstance(node, ao.Pronoun) and node.word in ("it", "itself", *PERSONAL):
        if env.it is None:
            raise fail(node, f"'{node.word}' has no antecedent the runtime can follow")
        return env.it
    if isinstance(node, ao.AttachedRef):
        return lowering("antecedents").attached_mentioned(env)
    if isinstance(node, ast_area("conjunctions").SubjectEach) and isinstance(
        node.subject, ao.ObjectPhrase | ao.ObjectList
    ):  # fmt: skip
        # CR 608.2c: "Two target creatures each get +2/+0" — each of the objects does the
        # action, as an effect does for every object a reference names
        return object_ref(node.subject, env)
    if isinstance(node, ao.ObjectPhrase):
        check_target_filter = references.check_target_filter
        det = node.determiner.phrase if node.determiner else None
        if det in ("target", "another target"):  # "another": other than this (CR 109.5)
            if id(node) in env.refs:
                return env.refs[id(node)]
            flt, kind = object_filter(node, env)
            check_target_filter(node, flt)
            if flt.zone not in (RZone.BATTLEFIELD, RZone.STACK, RZone.GRAVEYARD):
                # CR 115.1: the runtime chooses targets on the battlefield, on the stack and
                # in graveyards
                raise fail(node, "targeting cards in other zones is not supported yet")
            ref = rf.Target(env.add_target(rf.TargetSpec(flt)))
            env.it = env.refs[id(node)] = ref
            return ref
        if det in ("up to # target", "# target") and node.determiner.count is not None:
            # CR 115.1b: "up to two target creatures" — N slots of one word "target"
            if id(node) in env.refs:
                return env.refs[id(node)]
            # CR 601.2c: "one or two target creatures" — the first required, the rest not
            low, n = lowering("targets").target_count(node.determiner.count)
            if isinstance(n, rf.X):  # "X target creatures" (CR 601.2b-c)
                return lowering("targets").x_targets(node, det == "up to # target", env)
            if not isinstance(n, int) or n < 1:
                raise fail(node, f"the object {node.render()!r} is not supported here")
            env.refs[SINGLE_ZONE_OK] = True  # type: ignore[index]
            try:
                flt, kind = object_filter(node, env)
            finally:
                env.refs.pop(SINGLE_ZONE_OK, None)  # type: ignore[call-overload]
            single = bool(env.refs.pop(SINGLE_ZONE, False))  # type: ignore[call-overload]
            check_target_filter(node, flt)
            if flt.zone not in (RZone.BATTLEFIELD, RZone.STACK, RZone.GRAVEYARD):
                raise fail(node, "targeting cards in other zones is not supported yet")
            optional = det == "up to # target"
            first = len(env.targets)
            for k in range(n):
                env.add_target(rf.TargetSpec(flt, optional=optional or k >= low, group=first,
                                             single_zone=single))  # fmt: skip
            many: Any = rf.Target(first) if n == 1 else rq.Targets(tuple(range(first, first + n)))
            env.it = env.refs[id(node)] = many
            return many
        if det in ("each", "all", None) and node.plural or det in (
            "each", "all", "each other", "all other",
        ):  # fmt: skip
            flt, _ = object_filter(node, env)
            from .references import group_antecedent

            group_antecedent(flt, env)
            return rf.All(flt)
        if det in ("a", "an") and not node.plural and (
            env.subject is None or isinstance(env.subject, ao.You)
        ):  # fmt: skip
            flt, kind = object_filter(node, env)
            if kind == "permanent" and flt.controller is rf.Who.YOU:
                # "Return a land you control to its owner's hand" (CR 608.2d)
                span = getattr(node, "span", None)
                key = f"chosen@{span.start if span is not None else len(env.refs)}"
                ref = rq.ChosenObject(flt, key)
                env.it = env.refs[id(node)] = ref
                return ref
        if det in ("a", "an") and not node.plural and (
            env.subject is None or isinstance(env.subject, ao.You)
        ):  # fmt: skip
            flt, kind = object_filter(node, env)
            if kind == "card" and (flt.zone is RZone.HAND or flt.zone is RZone.EXILE
                                   and lowering("objects_relations").linked_exile((flt,))):
                # "put a creature card from your hand onto the battlefield" (CR 608.2d)
                span = getattr(node, "span", None)
                key = f"chosen@{span.start if span is not None else len(env.refs)}"
                ref = rq.ChosenObject(flt, key)
                env.it = env.refs[id(node)] = ref
                return ref
        if det == "that" and env.that is not None or det == "those" and node.plural and (
            isinstance(env.that, rf.Remembered)
        ):  # "Exile the top two cards ... you may play those cards" (CR 608.2c)  # fmt: skip
            named = lowering("antecedents").that_remembered(node, env)
            if named is env.that and env.refs.get("effects.remembered_rest"):  # type: ignore[call-overload]
                raise fail(node, f"{node.render()!r} after putting some of them elsewhere is "
                           "not supported yet")  # fmt: skip
            if named is not None:
                return named
        if det == "that" and env.event_ref is None and isinstance(env.it, rf.Target) and (
            env.it.index < len(env.targets)
        ):  # fmt: skip
            # "Put a counter on target creature. That creature gains ..." (CR 608.2c)
            spec = env.targets[env.it.index]
            flt, _ = object_filter(node, env)
            if spec.filter is not None and flt.card_types <= (spec.filter.card_types or
                                                              flt.card_types):  # fmt: skip
                return env.it
        if det == "that" and env.event_ref is None and isinstance(env.it, rf.Remembered):
            # "Return target creature card ... Sacrifice that creature ...": the new
            # permanent (CR 400.7, 608.2c)
            returned = env.refs.get("effects.returned")  # type: ignore[call-overload]
            flt, _ = object_filter(node, env)
            if returned and all(f is not None and flt.card_types <= (f.card_types or
                                                                     flt.card_types)
                                for f in returned):  # fmt: skip
                return env.it
        targeting = references.targeting_spell(node, det, env)
        if targeting is not None:
            return targeting
        if det == "that" and env.event_ref is not None:
            nearer = references.nearer_target(node, env)  # CR 608.2c
            return env.event_ref if nearer is None else nearer
        from .references import object_fallback

        found = object_fallback(node, env)
        if found is not None:
            return found
        raise fail(node, f"the object {node.render()!r} is not supported here")
    if isinstance(node, ao.ObjectList):  # "target artifact and target enchantment"
        from ...runtime.actions.lists import EachOf

        refs = tuple(object_ref(i, env) for i in node.items)
        env.it = None  # "it" after a list has no single antecedent
        return EachOf(refs)
    if isinstance(node, ao.Zone) and node.name == "graveyards":
        owner = node.owner
        if isinstance(owner, ao.ZoneDeterminer) and owner.phrase == "all":
            return rf.All(rf.ObjectFilter(zone=RZone.GRAVEYARD))
    if type(node).__name__ == "OfThem" and node.parts[0] == "each" or isinstance(
        node, ao.Pronoun) and node.word in ("them", "they") and isinstance(env.it, rq.Targets):
        # "Tap up to two target creatures. Put a stun counter on each of them." / "Untap
        # them." — the targets chosen together (CR 115.1b, 608.2c); the effect does the
        # action to each of them
        if isinstance(env.it, rq.Targets):
            return env.it
    if isinstance(node, ao.Pronoun) and node.word in ("them", "they"):
        from .references import CREATED_MANY, those

        found = those(node, env)
        if found is None:
            found = env.refs.get(CREATED_MANY)  # type: ignore[call-overload]
        if found is not None:
            return found
        if env.refs.get("zones.searched") and isinstance(env.that, rf.Remembered):
            return env.that  # "Search target player's library for three cards and exile them"
    if isinstance(node, ao.Zone) and node.name == "graveyard":
        from .references import whole_graveyard

        return whole_graveyard(node, env)
    raise fail(node, f"the object {type(node).__name__} is not supported here")


def player_or_object_target(node: Any, env: Env) -> Any:
    """CR 115.4: "target player or planeswalker" / "target opponent or planeswalker" — one
    target slot for a player or an object (the object any player's)."""
    if not (isinstance(node, ao.Players) and node.or_object is not None
            and node.determiner == "target" and node.noun in ("player", "opponent")):  # fmt: skip
        raise fail(node, f"the player {node.render()!r} is not supported here")
    if id(node) in env.refs:
        return env.refs[id(node)]
    flt, kind = object_filter(node.or_object, env)
    if kind != "permanent":
        raise fail(node, f"the target {node.render()!r} is not supported here")
    who = rf.Who.ANY if node.noun == "player" else rf.Who.OPPONENT
    ref = env.refs[id(node)] = rf.Target(env.add_target(rf.TargetSpec(flt, who)))
    return ref


def player_sel(node: Any, env: Env) -> Any:
    """A player selector (You, EachOpponent, TargetPlayer, EventPlayer, ControllerOf, ...)."""
    if node is None or isinstance(node, ao.You) or your_team(node):
        return rf.You()
    if isinstance(node, ao.Players) and node.or_object is None:
        det, noun = node.determiner, node.noun
        if det == "target" and noun in ("player", "opponent"):
            if id(node) in env.refs:
                return env.refs[id(node)]
            who = rf.Who.ANY if noun == "player" else rf.Who.OPPONENT
            ref = rf.TargetPlayer(env.add_target(rf.TargetSpec(None, who)))
            env.refs[id(node)] = ref
            if env.event_player is None:  # "that player" after "target player" (CR 608.2c)
                env.event_player = ref
            return ref
        if det == "each" and noun == "opponent" or (det, noun) == ("your", "opponents"):
            return rf.EachOpponent()
        if det == "each" and noun == "player":
            return rf.EachPlayer()
        if det == "that" and noun == "player" and env.event_player is not None:
            return env.event_player
        if det == "defending" and noun == "player":  # CR 506.2
            return rf.DefendingPlayer()
        from .references import player_fallback

        found = player_fallback(node, env)
        if found is not None:
            return found
    if isinstance(node, ao.PlayerOf):
        possessor = node.possessor
        owner = possessor.owner if isinstance(possessor, ao.Possessive) else possessor
        if owner == "its":
            ref = env.it
        elif owner == "your":
            return rf.You()
        else:
            ref = object_ref(owner, env) if not isinstance(owner, str) else None
        if ref is None:
            raise fail(node, "this player is not supported here")
        from .references import player_said

        if node.role == "controller":
            return player_said(rf.ControllerOf(ref), env)
        if node.role == "owner":
            return player_said(rf.OwnerOf(ref), env)
    if type(node).__name__ == "TheMonarch":  # CR 724.1
        return lowering("permissions").the_monarch()
    if isinstance(node, ao.Pronoun | ao.TheyPlayer):
        from .references import they_player

        found = they_player(node, env)
        if found is not None:
            return found
    raise fail(node, f"the player {node.render()!r} is not supported here")


def mana_cost(node: ac.ManaCost) -> Any:
    from ...runtime.mana.symbols import ManaCost

    return ManaCost.parse(node.render())
