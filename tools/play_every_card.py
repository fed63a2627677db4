"""Developer tool: play every ``ok`` face of the corpus (issue 14, item 2).

usage: python tools/play_every_card.py [--limit N] [--sample K] [--seed S] [--seconds T]
                                        [-v] [CORPUS.jsonl ...]

For each single-faced corpus face whose status is ``ok`` (compiled from its text by the
public pipeline), a scenario game is set up: the face in its owner's hand, basic lands
for its mana cost (one per colored symbol, plus generic and three more for X and
abilities), two Grizzly Bears on each side as targets and blockers, cards in every
library and graveyard. Seeded random agents make every choice (targets included). The
face is played (a land) or cast, its spell resolves, each of its activated abilities is
activated once where legal and resolved, and the turn advances through combat (the
random agents declare attackers and blockers) to the next turn.

A rules refusal (no legal target, a cost that can't be paid) is not a failure: the face
is counted as refused at that step. Any other exception, or a face still running after
``--seconds`` of CPU time (default 10), is reported with the face name and where it raised.
The opponent holds three cards, so that discard and hand effects have something to act on.
A face that speaks of commanders is played in a Commander game: its player's commander, a
legendary 2/2, is on the battlefield (CR 903.3), or in the command zone (CR 903.6) for a face
that moves it from there. A scheme, plane or phenomenon is played in
its variant (see ``_play_supplementary``).

Each instant or sorcery that resolves, and each activated ability that goes on the stack
and resolves, must change something a player could see (CR 608.2: a resolving spell or
ability does what its text says): a life total, a card's zone or order, a permanent's
tapped state, counters, damage, attachment or controller, a new continuous effect,
delayed trigger, permission or pending trigger, a player's counters or the game's end.
One that changes nothing is reported as *silent*, with what its effect is made of, so
that an ability the runtime ignores shows up; a silent face is not always wrong (a
condition that isn't met in this game, an effect on an empty set), so the report lists
them for review and ``--strict-silent`` counts them as failures.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import signal
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

import attrs

from mtgc.compiler.cards import load
from mtgc.compiler.games import compile_card
from mtgc.compiler.lowering.references import classes_in
from mtgc.runtime import cards_basic
from mtgc.runtime.actions import planes, schemes
from mtgc.runtime.agents import ActivateAbility, CastSpell, PassPriority, PlayLand, RandomAgent
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario
from mtgc.runtime.stack.resolution import give_priority
from mtgc.runtime.state import command_zone
from mtgc.runtime.state.abilities import SpellAbility
from mtgc.runtime.state.commanders import (
    CommanderToZone,
    IsCommander,
    YourCommander,
    designate_commander,
    put_commander_in_command_zone,
)
from mtgc.runtime.state.game_state import Step
from mtgc.runtime.state.invariants import card_uids, violations
from mtgc.runtime.state.objects import CardDefinition

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = (
    os.path.join(HERE, "..", "..", "shared", "corpus", "oracle-cards.jsonl"),
    os.path.join(HERE, "..", "..", "shared", "corpus", "oracle-new-a.jsonl"),
)
BASICS = {
    "W": cards_basic.plains,
    "U": cards_basic.island,
    "B": cards_basic.swamp,
    "R": cards_basic.mountain,
    "G": cards_basic.forest,
}


#: ``GameState.extra`` keys that are bookkeeping, not what a card's ability did: the
#: variants' supplementary decks (which card is face up, where the others are) and the count
#: of an ability's resolutions this turn (runtime/stack/resolution_times.py).
BOOKKEEPING = frozenset({command_zone.FACE_UP, command_zone.DECKS, planes.ROLLS, "resolutions"})
#: The commander of a face that speaks of one (CR 903.3: a legendary creature card).
COMMANDER = attrs.evolve(cards_basic.grizzly_bears(), name="Commander Bear",
                         supertypes=frozenset({"Legendary"}))  # fmt: skip
#: A plane with no abilities, for a phenomenon's planar deck to start with (CR 901.5).
BLANK_PLANE = CardDefinition("Blank Plane", frozenset({"Plane"}))


class Hang(Exception):
    """A face past its CPU-time bound (raised by the profiling timer)."""


@attrs.define
class Played:
    name: str
    steps: list[str]  # what happened: "cast", "resolved", "refused cast: ...", ...
    failure: str = ""  # an exception or hang, with where it raised
    seconds: float = 0.0
    silent: list[str] = attrs.Factory(list)  # what resolved and changed nothing


def fingerprint(game: Any, exclude_uid: int | None = None) -> tuple[Any, ...]:
    """What players can observe of ``game`` (see the module), leaving out the stack and
    the card whose uid is ``exclude_uid`` (a resolving spell leaves the stack for its
    owner's graveyard, CR 608.2n: that move alone is not the spell's effect)."""
    st = game.state
    objs = st.objects

    def uids(ids: list[int]) -> tuple[int, ...]:
        out = []
        for i in ids:
            o = objs.get(i)
            uid = getattr(o, "card_uid", None)
            if uid != exclude_uid:
                out.append(uid)
        return tuple(out)

    players = tuple(
        (p.life, p.poison, len(p.pool), uids(p.library), uids(p.hand), uids(p.graveyard),
         p.land_plays, p.max_hand_size, p.lost)
        for p in st.players
    )  # fmt: skip
    permanents = []
    for i in st.battlefield:
        o = objs[i]
        if o.card_uid == exclude_uid:
            continue
        attached = objs.get(o.attached_to) if o.attached_to is not None else None
        permanents.append((
            o.card_uid, o.card.name, o.controller, o.tapped,
            tuple(sorted((str(k), v) for k, v in o.counters.items() if v)),
            o.damage, getattr(attached, "card_uid", None),
            tuple(sorted((str(k), repr(v)) for k, v in o.choices.items())),  # shields, ...
        ))  # fmt: skip
    return (
        players, tuple(permanents), uids(st.exile), uids(st.command),
        tuple(map(id, st.effects)), tuple(map(id, st.delayed)), tuple(map(id, st.pending)),
        tuple(map(id, st.permissions)), st.game_over, st.winner,
        tuple(sorted((k, repr(v)) for k, v in st.extra.items()
                      if k not in BOOKKEEPING and v != {})),
    )  # fmt: skip


def made_of(effect: Any) -> str:
    """The runtime classes an ability's effect is built from, outermost first."""
    names: list[str] = []
    todo = [effect]
    while todo and len(names) < 6:
        e = todo.pop(0)
        if e is None:
            continue
        if isinstance(e, (tuple, list)):
            todo.extend(e)
            continue
        names.append(type(e).__name__)
        if attrs.has(type(e)):
            for f in attrs.fields(type(e)):
                v = getattr(e, f.name)
                if attrs.has(type(v)) or isinstance(v, (tuple, list)):
                    todo.append(v)
    return "/".join(dict.fromkeys(names))


def lands_for(card: CardDefinition) -> list[CardDefinition]:
    """Basic lands that pay the card's mana cost, plus three (X, hybrid, abilities)."""
    cost = card.mana_cost
    colors: list[str] = []
    generic = 0
    if cost is not None:
        text = str(cost)
        for sym in text.replace("}", "").split("{")[1:]:
            c = next((ch for ch in sym if ch in BASICS), None)
            if c is not None:
                colors.append(c)
            elif sym.isdigit():
                generic += int(sym)
    pool = colors or ["W", "U", "B", "R", "G"][: 1 + generic % 5]
    lands = [BASICS[c]() for c in colors]
    lands += [BASICS[pool[k % len(pool)]]() for k in range(min(generic, 12) + 3)]
    return lands


def play_face(card: CardDefinition, seed: int, seconds: float = 10.0) -> Played:
    """Put ``card`` into a game with the mana it needs and play it (see the module)."""
    out = Played(card.name, [])
    old = signal.signal(signal.SIGPROF, _alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    start = time.process_time()
    try:
        _play(card, seed, out)
    except Hang:
        out.failure = f"hang: past {seconds:g} s after {out.steps[-1:] or ['setup']}"
    except Exception as exc:
        where = traceback.extract_tb(exc.__traceback__)[-1]
        out.failure = (
            f"{type(exc).__name__} at {os.path.basename(where.filename)}:{where.lineno}"
            f" ({where.name}): {str(exc)[:160]}"
        )
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
    out.seconds = time.process_time() - start
    return out


def _play(card: CardDefinition, seed: int, out: Played) -> None:
    s = Scenario(seed=seed)
    game = s.game
    game.agents[:] = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    game.strict = False
    for p in (0, 1):
        s.library(p, *[cards_basic.grizzly_bears() for _ in range(5)],
                  *[cards_basic.island() for _ in range(5)])  # fmt: skip
        s.graveyard(p, cards_basic.grizzly_bears(), cards_basic.forest())
        s.battlefield(p, cards_basic.grizzly_bears(), cards_basic.grizzly_bears())
    s.hand(1, cards_basic.grizzly_bears(), cards_basic.island(), cards_basic.forest())
    s.battlefield(0, *lands_for(card))
    present = classes_in(card.abilities)
    if CommanderToZone in present:  # CR 903.6: a Commander game, the commander in the
        put_commander_in_command_zone(game, 0, COMMANDER)  # command zone
    elif IsCommander in present or YourCommander in present:  # CR 903: a Commander game,
        # the commander on the battlefield
        (commander,) = s.battlefield(0, COMMANDER)
        designate_commander(game, commander)
    if card.types & command_zone.SUPPLEMENTARY_TYPES:
        _play_supplementary(s, card, out)
        return
    (cid,) = s.hand(0, card)
    uids = card_uids(game)
    check = _checker(game, uids)

    land = "Land" in card.types
    uid = game.state.objects[cid].card_uid
    if not _act(
        game, 0, PlayLand(cid) if land else CastSpell(cid), out, "play" if land else "cast"
    ):
        return
    check(out.steps[-1])
    before = fingerprint(game, uid)
    _resolve(game, out)
    check("resolve")
    spell = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
    if not card.is_permanent_card and spell is not None and fingerprint(game, uid) == before:
        out.silent.append(f"spell: {made_of(spell.modes or spell.effect)}")
    st = game.state
    if cid in st.battlefield:
        for n, ability in enumerate(game.activated_abilities(cid)):
            if st.game_over:
                return
            st.priority = st.active = 0
            if _act(game, 0, ActivateAbility(cid, n), out, f"activate {n}"):
                on_stack = bool(st.stack)
                before = fingerprint(game)
                _resolve(game, out)
                check(f"activate {n}")
                if on_stack and fingerprint(game) == before:
                    what = getattr(ability, "modes", ()) or getattr(ability, "effect", None)
                    out.silent.append(f"activated: {made_of(what)}")
    _through_combat(s, out, check)


def _checker(game: Any, uids: Any) -> Any:
    def check(what: str) -> None:
        bad = violations(game, uids)
        if bad:
            raise AssertionError(f"after {what}: {bad[0].kind}: {bad[0].message}")

    return check


def _through_combat(s: Scenario, out: Played, check: Any) -> None:
    st = s.game.state
    if st.game_over:
        return
    if st.step is not Step.PRECOMBAT_MAIN or st.stack:
        return
    # through combat (the random agents attack and block) to the next turn's upkeep
    s.advance_to(Step.POSTCOMBAT_MAIN, max_passes=200)
    check("combat")
    out.steps.append("combat")
    _to_next_turn(s, st)  # its upkeep, or a later step if its upkeep is skipped (500.11)
    check("next turn")
    out.steps.append("next turn")


def _play_supplementary(s: Scenario, card: CardDefinition, out: Played) -> None:
    """A scheme, plane or phenomenon is played in its variant (CR 904, 901): the player
    is an archenemy with the scheme as their scheme deck and sets it in motion (CR
    701.32); or the plane is planeswalked to (a blank plane first, CR 901.5) and chaos
    ensues (CR 311.7); or the phenomenon is encountered (CR 312.5). What that does must be
    observable; then a spell is cast (for "whenever you cast" abilities) and the turn goes
    on through combat to the next turn."""
    game = s.game
    if "Scheme" in card.types:
        schemes.setup_archenemy(game, 0, [card], life=None)
    else:
        planes.setup_planechase(game, communal=[BLANK_PLANE, card])
    (bears,) = s.hand(0, cards_basic.grizzly_bears())
    s.battlefield(0, cards_basic.forest(), cards_basic.forest())
    uids = card_uids(game)
    check = _checker(game, uids)
    before = fingerprint(game)
    if "Scheme" in card.types:
        schemes.set_in_motion(game, 0)
        out.steps.append("set in motion")
    else:
        planes.planeswalk(game, 0)
        out.steps.append("planeswalk")
    give_priority(game, 0)
    _resolve(game, out)
    if "Plane" in card.types and not game.state.game_over:
        planes.chaos_ensues(game, 0)
        out.steps.append("chaos")
        give_priority(game, 0)
        _resolve(game, out)
    check(out.steps[-1])
    what = f"{min(card.types).lower()}: {made_of(card.abilities)}"
    quiet = fingerprint(game) == before  # an ongoing scheme's statics count (CR 904.11)
    if quiet and "Ongoing" not in card.supertypes:
        out.silent.append(what)
    if game.state.game_over:
        return
    game.state.priority = game.state.active = 0
    if bears in game.state.players[0].hand and _act(game, 0, CastSpell(bears), out,
                                                    "cast a spell"):  # fmt: skip
        _resolve(game, out)
    _through_combat(s, out, check)
    if quiet and "Ongoing" in card.supertypes and not any(  # CR 904.11: it works while face up
        line.endswith(" resolves") and f" of {card.name}#" in line for line in game.log
    ):  # fmt: skip
        out.silent.append(what)


def _to_next_turn(s: Any, st: Any, max_passes: int = 200) -> None:
    """Pass priority until a player has priority in the next turn (its upkeep, unless
    skipped, CR 500.11: "Players skip their upkeep steps.")."""
    turn = st.turn
    for _ in range(max_passes):
        if st.game_over or st.turn > turn and st.priority == st.active:
            return
        s.pass_priority()
    raise AssertionError("didn't reach the next turn")


def _act(game: Any, player: int, action: Any, out: Played, what: str) -> bool:
    try:
        game.take_action(player, action)
    except RulesError as exc:
        out.steps.append(f"refused {what}: {type(exc).__name__}")
        return False
    out.steps.append(what)
    return True


def _resolve(game: Any, out: Played) -> None:
    st = game.state
    for _ in range(60):
        if not st.stack or st.game_over:
            return
        p = st.priority
        game.take_action(p, PassPriority())
    raise AssertionError("the stack didn't empty after 60 passes")


def _alarm(signum: int, frame: Any) -> None:
    raise Hang


def ok_faces(paths: Sequence[str], sample: int = 0, seed: int = 0) -> list[CardDefinition]:
    """The single-faced faces of ``paths`` that compile ``ok``, in corpus order; with
    ``sample``, that many of them chosen by ``seed`` (compiling only what it takes)."""
    cards = [c for path in paths for c in load(path) if len(c.faces) == 1]
    if sample:
        random.Random(seed).shuffle(cards)
    out = []
    for card in cards:
        if sample and len(out) == sample:
            break
        try:
            d = compile_card(card, card.faces[0])
        except Exception:  # reported by mtgc check, not a playable face
            continue
        if isinstance(d, CardDefinition):
            out.append(d)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="*", default=list(CORPORA))
    ap.add_argument("--limit", type=int, default=0, help="only the first N faces of each file")
    ap.add_argument("--sample", type=int, default=0, help="a seeded sample of K faces")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--strict-silent", action="store_true",
                    help="count a spell or ability that changed nothing as a failure")  # fmt: skip
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    paths = args.corpus
    if args.limit:
        paths = [_head(p, args.limit) for p in paths]
    faces = ok_faces(paths, args.sample, args.seed)
    compile_s = time.perf_counter() - t0
    clusters: dict[str, list[str]] = collections.defaultdict(list)
    refused = 0
    play_s = 0.0
    silent: dict[str, list[str]] = collections.defaultdict(list)
    for k, card in enumerate(faces):
        r = play_face(card, args.seed + k, args.seconds)
        play_s += r.seconds
        refused += any(x.startswith("refused") for x in r.steps[:1])
        for what in r.silent:
            silent[what].append(r.name)
            if args.strict_silent and not r.failure:
                r.failure = f"silent {what}"
        if r.failure:
            clusters[
                r.failure.split(":")[0] if not r.failure.startswith("hang") else "hang"
            ].append(f"{r.name}: {r.failure}")
        if args.verbose or r.failure:
            print(f"{r.name}: {', '.join(r.steps)}{'  !! ' + r.failure if r.failure else ''}",
                  flush=True)  # fmt: skip
    bad = sum(len(v) for v in clusters.values())
    quiet = len({n for names in silent.values() for n in names})
    print(f"{len(faces):,} ok faces played in {play_s:.1f} s (+{compile_s:.1f} s compiling); "
          f"{refused:,} refused by the rules at the first step (no legal target, ...); "
          f"{quiet:,} with a spell or ability that changed nothing; "
          f"{bad} exceptions or hangs")  # fmt: skip
    if silent:
        print("silent (resolved and changed nothing observable), by what the effect is made of:")
        for what, names in sorted(silent.items(), key=lambda kv: -len(kv[1]))[:40]:
            print(f"  {len(names):5}  {what}: {', '.join(names[:4])}")
    for where, items in sorted(clusters.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(items):5}  {where}")
        for line in items[:3]:
            print(f"         {line}")
    return 1 if bad else 0


def _head(path: str, n: int) -> str:
    import tempfile

    with open(path, encoding="utf-8") as f:
        lines = [next(f, "") for _ in range(n)]
    fd, tmp = tempfile.mkstemp(suffix=".jsonl")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.writelines(lines)
    return tmp


if __name__ == "__main__":
    sys.exit(main())
