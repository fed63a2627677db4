"""Keyword actions (CR 701) -> runtime effects (runtime/actions/keyword_actions.py)."""

from __future__ import annotations

from functools import cache
from typing import Any

from .core import Env, ast_area, fail, lowers, only, runtime, runtime_class
from .effects import _imperative, _no_duration, counter_kind
from .objects import fixed_number, number, object_filter, object_ref, player_sel
from .schemes import abandon

re_ = runtime("actions.effects")
rk = runtime("actions.keyword_actions")
rbend = runtime("actions.bending")
rdungeons = runtime("actions.dungeons")
rinc = runtime("actions.incubate")
rf = runtime("state.filters")
aa = ast_area("actions")
ao = ast_area("objects")


@cache
def _token(text: str) -> Any:
    """The token a keyword action creates, compiled from the action's definition in the
    Comprehensive Rules (e.g. CR 701.36a "Investigate" means "Create a Clue token.")."""
    from ..pipeline import parse_ability
    from .abilities import lower_ability

    [spell] = lower_ability(parse_ability(text), Env(permanent=False))
    return spell.effect.token


def _times(repeat: aa.Repeat | None) -> Any:
    if repeat is None:
        return 1
    if repeat.multiplier is not None:
        return {"twice": 2, "three times": 3}[repeat.multiplier]
    return number(repeat.count)


def _actor(env: Env) -> Any:
    """The permanent a keyword action like explore or connive names: its subject ("it",
    "this creature", "target creature"), or this permanent when there is none."""
    if env.subject is None:
        return rf.This()
    if isinstance(env.subject, ao.You | ao.Players):
        raise fail(env.subject, "a player can't perform this action")
    return object_ref(env.subject, env)


@lowers("actions.Investigate")
def _investigate(node: aa.Investigate, env: Env) -> Any:
    """CR 701.36a: create a Clue token (N times)."""
    _no_duration(node, env)
    _imperative(node, env)
    return re_.CreateToken(_token("Create a Clue token."), _times(node.repeat))


@lowers("actions.Proliferate")
def _proliferate(node: aa.Proliferate, env: Env) -> Any:
    _no_duration(node, env)
    _imperative(node, env)
    return rk.Proliferate()


@lowers("actions.Adapt")
def _adapt(node: aa.Adapt, env: Env) -> Any:
    _no_duration(node, env)
    _imperative(node, env)
    return rk.Adapt(number(node.amount))


@lowers("actions.Bolster")
def _bolster(node: aa.Bolster, env: Env) -> Any:
    _no_duration(node, env)
    _imperative(node, env)
    return rk.Bolster(number(node.amount))


@lowers("actions.Amass")
def _amass(node: aa.Amass, env: Env) -> Any:
    _no_duration(node, env)
    """CR 701.47a: the Army token is "a 0/0 black [subtype] Army creature token"."""
    _imperative(node, env)
    singular = node.subtype[:-1] if node.subtype.endswith("s") else node.subtype
    army = _token(f"Create a 0/0 black {singular} Army creature token.")
    return rk.Amass(node.subtype, number(node.amount), army)


@lowers("actions.Explore")
def _explore(node: aa.Explore, env: Env) -> Any:
    _no_duration(node, env)
    return rk.Explore(_actor(env))


@lowers("actions.Connive")
def _connive(node: aa.Connive, env: Env) -> Any:
    _no_duration(node, env)
    amount = 1 if node.amount is None else fixed_number(node.amount)
    return rk.Connive(_actor(env), amount)


@lowers("actions.DoubleCounters")
def _double(node: aa.DoubleCounters, env: Env) -> Any:
    _no_duration(node, env)
    _imperative(node, env)
    kind = None if node.kind is None else counter_kind(node.kind)
    return rk.DoubleCounters(kind, object_ref(node.object, env))


@lowers("actions.ExtraTurn")
def _extra_turn(node: aa.ExtraTurn, env: Env) -> Any:
    _no_duration(node, env)
    only(node)
    who = rf.You() if env.subject is None else player_sel(env.subject, env)
    return rk.ExtraTurn(who)


@cache
def incubator_token() -> Any:
    """CR 701.53b, 111.10i: the Incubator token, a double-faced token: a colorless Incubator
    artifact with "{2}: Transform this token." (compiled from that text like any card's),
    whose back face is a 0/0 colorless Phyrexian artifact creature named Phyrexian Token."""
    from ...runtime.state.objects import CardDefinition
    from ..pipeline import parse_ability
    from .abilities import lower_ability

    abilities = tuple(lower_ability(parse_ability("{2}: Transform this token."),
                                    Env(permanent=True)))  # fmt: skip
    back = CardDefinition("Phyrexian Token", frozenset({"Artifact", "Creature"}), None,
                          frozenset({"Phyrexian"}), power=0, toughness=0,
                          colors=frozenset())  # fmt: skip
    return CardDefinition("Incubator Token", frozenset({"Artifact"}), None,
                          frozenset({"Incubator"}), abilities=abilities, colors=frozenset(),
                          back=back)  # fmt: skip


@lowers("actions.KeywordActionNumber")
def _keyword_action_number(node: aa.KeywordActionNumber, env: Env) -> Any:
    """CR 701.68a blight N, 701.63a endure N (a permanent's action), 701.57a discover N,
    701.66a earthbend N, 701.53a incubate N (N times: "incubate 3 X times")."""
    _no_duration(node, env)
    if node.action == "incubate":
        only(node, "action", "amount", "repeat")
        _imperative(node, env)  # "its controller incubates X": performed_by (CR 109.5)
        from .references import created_token

        amount, token, times = number(node.amount), incubator_token(), _times(node.repeat)
        if not isinstance(amount, rf.X):  # "Incubate 2, then transform it" (CR 608.2c); but
            # "incubates X, where X is its mana value" names the earlier object, not the token
            created_token(token, times, env)
        return rinc.Incubate(amount, token, times=times)
    only(node, "action", "amount")
    amount = number(node.amount)
    if node.action == "endure":
        return rk.Endure(amount, _actor(env))
    _imperative(node, env)
    if node.action == "blight":
        return rk.Blight(amount)
    if node.action == "discover":
        return rk.Discover(amount)
    if node.action == "earthbend":  # CR 701.66a: "Target land you control becomes ..."
        land = rf.ObjectFilter(card_types=frozenset({"Land"}), controller=rf.Who.YOU)
        env.it = env.that = rf.Target(env.add_target(rf.TargetSpec(land)))
        return rbend.Earthbend(amount, env.it)
    raise fail(node, f"the keyword action {node.action} (CR 701) has no runtime handler yet")


#: CR 701 keyword actions without a parameter -> their runtime effect (``times``: "twice").
_PLAIN = {"manifest dread": "keywords.morph.ManifestDread",
          "time travel": "keywords.suspend.TimeTravel"}  # fmt: skip


@lowers("actions.KeywordAction")
def _keyword_action(node: aa.KeywordAction, env: Env) -> Any:
    """CR 701.62a manifest dread, 701.56a time travel, 701.61a forage (the player's own
    actions)."""
    only(node, "action", "repeat")
    _no_duration(node, env)
    _imperative(node, env)
    if node.action == "forage":
        if node.repeat is not None:
            raise fail(node, f"'{node.render()}' is not supported yet")
        return rk.Forage()
    if node.action not in _PLAIN:
        raise fail(node, f"the keyword action {node.action} (CR 701) has no runtime handler yet")
    if node.action == "manifest dread":
        env.it = rf.Remembered()  # "it": the manifested permanent
    return runtime_class(_PLAIN[node.action])(_times(node.repeat))


@lowers("actions.Clash")
def _clash(node: Any, env: Env) -> Any:
    """CR 701.30: "Clash with an opponent." — "that player" then names that opponent."""
    _no_duration(node, env)
    _imperative(node, env)
    if node.opponent != "opponent":
        raise fail(node, f"clashing with an {node.opponent!r} is not supported yet")
    env.event_player = rk.ClashOpponent()  # "that player" (CR 701.30b)
    return rk.Clash()


#: CR 701 keyword actions done to objects -> their runtime effect on those objects.
_ON_OBJECTS = {"detain": rk.Detain, "suspect": rk.Suspect, "airbend": rbend.Airbend}


@lowers("actions.KeywordActionObject")
def _keyword_action_object(node: aa.KeywordActionObject, env: Env) -> Any:
    """CR 701.35a detain [permanents], 701.60a suspect [creature], 701.65a airbend
    [permanents or spells]."""
    only(node, "action", "object")
    _no_duration(node, env)
    _imperative(node, env)
    if node.action == "abandon":  # CR 701.33
        return abandon(node)
    if node.action not in _ON_OBJECTS:
        raise fail(node, f"the keyword action {node.action} (CR 701) has no runtime handler yet")
    what = object_ref(node.object, env)
    env.that = what  # "Goad that creature", "that creature"
    return _ON_OBJECTS[node.action](what)


@lowers(aa.Learn)
def _learn(node: Any, env: Env) -> Any:
    """CR 701.48a: learn (runtime/actions/learn.py) — discard a card to draw a card, or put
    a Lesson card owned outside the game into the hand."""
    only(node)
    _no_duration(node, env)
    _imperative(node, env)
    return runtime_class("actions.learn.Learn")()


@lowers(aa.Venture)
def _venture(node: aa.Venture, env: Env) -> Any:
    """CR 701.49a-c: venture into the dungeon (runtime/actions/dungeons.py) — start a
    dungeon owned outside the game, or move the venture marker down an arrow, or complete
    the dungeon from its bottommost room and start another."""
    only(node)
    _no_duration(node, env)
    _imperative(node, env)
    return rdungeons.Venture()


@lowers("actions.UnlockEvent")
def _unlock_event(node: Any, env: Env) -> Any:
    """CR 709.5h: "When you unlock this door" — this Room gets the designation of the door
    holding the ability, as it enters or later; CR 709.5i: "Whenever you fully unlock a
    Room" — a Room [you control] gets its second unlocked designation."""
    from .triggers import _subject_filter

    if not isinstance(node.subject, ao.You):
        raise fail(node.subject, "another player unlocking a door is not supported yet")
    rooms = runtime("actions.rooms")
    env.event = "unlock"
    obj = node.object
    if isinstance(obj, ao.SelfRef):
        if node.fully or obj.form != "door":
            raise fail(obj, f"'{node.render()}' is not supported yet")
        env.it = rf.This()
        return rooms.DoorUnlockedTrigger(this_door=True)
    if not node.fully:
        raise fail(obj, "unlocking a door of another Room is not supported yet")
    flt = _subject_filter(obj, env)
    if flt is None or "Room" not in (flt.subtypes or ()):
        raise fail(obj, "fully unlocking this kind of permanent is not supported yet")
    env.it = rf.EventObject()
    return rooms.DoorUnlockedTrigger(fully=True, filter=flt)


@lowers("actions.UnlockDoor")
def _unlock_door(node: Any, env: Env) -> Any:
    """CR 709.5f: "unlock a locked door of a Room you control" (the player chooses the
    Room); CR 709.5f-g: "Lock or unlock a door of target Room you control"."""
    _imperative(node, env)
    _no_duration(node, env)
    rooms = runtime("actions.rooms")
    door = node.door
    if door.room is None or (door.state == "unlocked" and not node.either):
        raise fail(node, f"'{node.render()}' is not supported yet")
    if node.either and door.state is not None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    room = door.room
    det = room.determiner.phrase if isinstance(room, ao.ObjectPhrase) and room.determiner else None
    if det in ("a", "an"):
        flt, kind = object_filter(room, env)
        if kind != "permanent" or "Room" not in (flt.subtypes or ()):
            raise fail(room, "a door of this kind of permanent is not supported yet")
        return rooms.LockOrUnlockDoor(chosen=flt, either=node.either)
    ref = object_ref(room, env)
    return rooms.LockOrUnlockDoor(what=ref, either=node.either)


# ---- CR 701.54: the Ring tempts you

rring = runtime("actions.the_ring")

#: CR 701.54c: the abilities of the emblem named The Ring, one per number of times the Ring
#: has tempted its owner (one, two, three, four or more times).
RING_ABILITIES = (
    "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
    "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
    "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's "
    "controller sacrifices it at end of combat.",
    "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
)


@cache
def ring_levels() -> tuple[tuple[Any, ...], ...]:
    """The Ring's abilities by level (CR 701.54c), compiled from the CR's text as the
    abilities of an emblem (CR 114.3); raises :class:`NotLowered` if one can't run yet."""
    from ..pipeline import parse_ability
    from .abilities import lower_ability

    return tuple(tuple(lower_ability(parse_ability(text), Env(permanent=True)))
                 for text in RING_ABILITIES)  # fmt: skip


def _the_ring(node: Any) -> Any:
    try:
        return ring_levels()
    except Exception as exc:  # NotLowered, or a CR text that doesn't parse
        raise fail(node, f"The Ring's abilities (CR 701.54c) can't run yet: {exc}") from None


@lowers("actions.KeywordActionClause")
def _keyword_action_clause(node: aa.KeywordActionClause, env: Env) -> Any:
    """CR 701.54a, 701.54c: "the Ring tempts you" — get The Ring emblem if you have none,
    then choose your Ring-bearer (runtime/actions/the_ring.py)."""
    only(node, "action")  # a clause of its own: no duration of its own to read
    if node.action != "the Ring tempts you":
        raise fail(node, f"the keyword action {node.action} (CR 701) has no runtime handler yet")
    return [rring.RingTemptsYou(_the_ring(node))]


@lowers("actions.KeywordActionClauseEvent")
def _ring_tempts_event(node: aa.KeywordActionClauseEvent, env: Env) -> Any:
    """CR 701.54d: "Whenever the Ring tempts you"."""
    if node.action != "the Ring tempts you":
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event = "ring tempts"
    env.event_player = rf.You()
    return rring.RingTempts(rf.Who.YOU)


def ring_bearer_filter(node: Any) -> Any:
    """CR 701.54e: "your Ring-bearer" — a creature you control with the designation."""
    if node.owner != "your":
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rf.ObjectFilter(controller=rf.Who.YOU, extra=(rring.RingBearer(),))


# ---- CR 725: the initiative, venturing into Undercity (CR 309, 701.49d)

rpd = runtime("actions.player_designations")

#: The Undercity dungeon's rooms (CR 725.2, 309.4): name, room ability text, the rooms its
#: arrows lead to (the map is printed, not text), topmost first.
UNDERCITY = (
    ("Secret Entrance", "Search your library for a basic land card, reveal it, put it into "
     "your hand, then shuffle.", (1, 2)),
    ("Forge", "Put two +1/+1 counters on target creature.", (3, 4)),
    ("Lost Well", "Scry 2.", (4, 5)),
    ("Trap!", "Target player loses 5 life.", (6,)),
    ("Arena", "Goad target creature.", (6, 7)),
    ("Stash", "Create a Treasure token.", (7,)),
    ("Archives", "Draw a card.", (8,)),
    ("Catacombs", "Create a 4/1 black Skeleton creature token with menace.", (8,)),
    ("Throne of the Dead Three", "Reveal the top ten cards of your library. Put a creature "
     "card from among them onto the battlefield with three +1/+1 counters on it. It gains "
     "hexproof until your next turn. Then shuffle.", ()),
)
#: CR 725.2: "Whenever one or more creatures a player controls deal combat damage to the
#: player who has the initiative, the controller of those creatures takes the initiative",
#: as an ability of the player who has it.
_INITIATIVE_STOLEN = ("Whenever one or more creatures a player controls deal combat damage to "
                      "you, that player takes the initiative.")


@cache
def undercity() -> Any:
    """Undercity (CR 725.2), its room abilities compiled from their text as a sorcery's."""
    from ..pipeline import parse_ability
    from .abilities import lower_ability

    rooms = []
    for name, text, exits in UNDERCITY:
        [spell] = lower_ability(parse_ability(text), Env(permanent=False))
        rooms.append(rdungeons.room(name, spell.effect, exits, spell.targets))
    return rdungeons.dungeon("Undercity", *rooms)


@cache
def initiative_abilities() -> tuple[Any, ...]:
    """CR 725.2's three inherent triggered abilities, of the player with the initiative."""
    from ...runtime.events.triggers import BeginningOfStep
    from ...runtime.state.abilities import TriggeredAbility
    from ...runtime.state.game_state import Step
    from .players import inherent_abilities

    venture = rdungeons.VentureInto(undercity())
    stolen = inherent_abilities(_INITIATIVE_STOLEN)
    return (TriggeredAbility(BeginningOfStep(Step.UPKEEP, rf.Who.YOU), venture),
            *stolen,
            TriggeredAbility(rpd.GainsDesignation("initiative", rf.Who.YOU), venture))  # fmt: skip


@lowers("effects.TakeInitiative")
def _take_initiative(node: Any, env: Env) -> Any:
    """CR 725.1, 725.3: "[player] takes the initiative" (the one who had it ceases to);
    its inherent abilities then make that player venture into Undercity (CR 725.2)."""
    from .players import gain_designation

    return gain_designation("initiative", "725.2", initiative_abilities, node, env)


@lowers("triggers.TakeInitiativeEvent")
def _take_initiative_event(node: Any, env: Env) -> Any:
    """CR 725.2: "Whenever you take the initiative"."""
    if not isinstance(node.parts[0], ao.You):
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rpd.GainsDesignation("initiative", rf.Who.YOU)


@lowers("events.InitiativeCondition")
def _initiative_condition(node: Any, env: Env) -> Any:
    """CR 725.1: "[player] has the initiative"."""
    from .conditions import condition_player

    return rpd.HasDesignation("initiative", condition_player(node.player, env))


@lowers("actions.PhaseOut")
def _phase_out(node: aa.PhaseOut, env: Env) -> Any:
    """CR 702.26b: "[permanent] phases out" (it phases in during its controller's next untap
    step, 702.26a)."""
    _no_duration(node, env)
    if node.duration is not None:
        raise fail(node.duration, "'phases out' with a duration is not supported yet")
    return runtime_class("keywords.phasing.PhaseOut")(_actor(env))
