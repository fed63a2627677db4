"""Games from text: decks, seeded games with a readable log, records and simulations (the
machinery of ``mtgc play`` and ``mtgc simulate``, whose commands are in :mod:`.play`).

A deck is a decklist file (one ``COUNT CARD NAME`` line per card, e.g. ``4 Shock``;
``#`` and ``//`` start comments; a ``Sideboard`` line ends the main deck) whose names are
looked up in the card library (``cards/``) and in the bulk card files given with
``--cards``; or card files (a card file or folder plays each card in it once). Every card
is compiled from its text by the real pipeline; a card that isn't ``ok`` can't be played.

Games are played by seeded random agents (:class:`~mtgc.runtime.agents.RandomAgent`) on the
full rules engine. A game is its seed plus its decisions (architecture, determinism):
``--record`` writes both, ``--replay`` plays them back and prints the same log.
"""

from __future__ import annotations

import difflib
import json
import math
import os
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs

from ..runtime.agents import RandomAgent
from ..runtime.events import events as ev
from ..runtime.game import Game, replay
from ..runtime.state.game_state import Step
from ..runtime.state.objects import CardDefinition, GameObject, Zone
from .cards import CardInputError, CardSpec, Face, load, load_library, load_many

#: Games stop as a draw when this many turns have begun without a winner.
MAX_TURNS = 40
RECORD_FORMAT = "mtgc-game-record"
RECORD_VERSION = 1

_COUNT_LINE = re.compile(r"^\s*(\d+)\s*[xX]?\s+(\S.*?)\s*$")
_SET_SUFFIX = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)(?:\s+\S+)?$")  # "4 Shock (M19) 156"
_HEADERS = frozenset({"deck", "main", "maindeck", "mainboard", "commander", "companion"})
_SIDEBOARD = frozenset({"sideboard", "sideboard:", "sb:"})


@attrs.frozen
class Deck:
    """A deck ready to play: its name, where it came from, and its cards in list order."""

    name: str
    source: str
    cards: tuple[CardDefinition, ...]

    @property
    def card_names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.cards)


# --------------------------------------------------------------------------- card lookup


class CardPool:
    """The cards that decklists may name: the library plus bulk card files, by name."""

    def __init__(self, extra: Sequence[str] = ()) -> None:
        self.extra = tuple(extra)
        self._by_name: dict[str, tuple[CardSpec, Face]] = {}
        self._compiled: dict[str, CardDefinition | str] = {}
        for card in load_many(self.extra) if self.extra else []:
            self._add(card)
        for card in load_library():  # the library's text wins over a bulk file's
            self._add(card, replace=True)

    def _add(self, card: CardSpec, replace: bool = False) -> None:
        keys = {card.name.casefold()}
        if len(card.faces) == 1:
            keys.add(card.faces[0].name.casefold())
        else:
            keys |= {card.faces[0].name.casefold()}
        for key in keys:
            if replace or key not in self._by_name:
                self._by_name[key] = (card, card.faces[0])

    def lookup(self, name: str) -> tuple[CardSpec, Face] | None:
        return self._by_name.get(name.casefold().strip())

    def suggest(self, name: str) -> str | None:
        close = difflib.get_close_matches(name.casefold(), list(self._by_name), n=1, cutoff=0.75)
        return self._by_name[close[0]][0].name if close else None

    def compile(self, card: CardSpec, face: Face) -> CardDefinition | str:
        """The card's runtime definition, or why it can't be played."""
        key = f"{card.source}:{card.line}:{face.name}"
        if key not in self._compiled:
            self._compiled[key] = compile_card(card, face)
        return self._compiled[key]


def compile_card(card: CardSpec, face: Face) -> CardDefinition | str:
    """Compile one card for play: its ``CardDefinition``, or a sentence saying why not."""
    from .lower import lower_face
    from .pipeline import OK, check_face

    if len(card.faces) == 2 and card.layout == "transform" and face is card.faces[0]:
        # CR 712.2: a transforming double-faced card is its front face, holding its back
        front, back = (compile_card(attrs.evolve(card, faces=(f,)), f) for f in card.faces)
        if isinstance(front, str) or isinstance(back, str):
            return f"a face {front if isinstance(front, str) else back}"
        return attrs.evolve(front, back=back)
    if len(card.faces) == 2 and card.layout == "split" and face is card.faces[0]:
        # CR 709.4: a split card holds its two halves (709.5: a Room's are its doors)
        from ..runtime.actions.rooms import room_card
        from ..runtime.actions.split_cards import split_card

        left, right = (compile_card(attrs.evolve(card, faces=(f,)), f) for f in card.faces)
        if isinstance(left, str) or isinstance(right, str):
            return f"a half {left if isinstance(left, str) else right}"
        rooms = all("Room" in f.type_line.partition("\u2014")[2].split() for f in card.faces)
        return room_card(left, right) if rooms else split_card(left, right)
    if len(card.faces) > 1:
        return (
            f"it has {len(card.faces)} faces ({card.layout}); multi-faced cards can't be played yet"
        )
    result = check_face(face, card.source, card.line, card.layout)
    if result.status != OK:
        first = (result.diagnostics + result.notes)[:1]
        why = f": {first[0].message}" if first else ""
        return f"its status is {result.status}, not ok{why}"
    lowered = lower_face(face, result.abilities)
    if lowered.definition is None:
        return "it did not compile to a card definition"
    return lowered.definition


# --------------------------------------------------------------------------- decks


def read_deck(path: str, pool: CardPool) -> Deck:
    """The deck in ``path``: a decklist, or card files (each card once).

    Raises :class:`CardInputError` at the line of a card that is unknown or can't be played.
    """
    name = _deck_name(path)
    lines = _decklist_lines(path)
    if lines is None:
        cards = load(path)
        return Deck(
            name, path, tuple(_playable(c, c.faces[0], pool, c.source, c.line) for c in cards)
        )
    out: list[CardDefinition] = []
    for number, count, card_name in lines:
        found = pool.lookup(card_name)
        if found is None:
            hint = pool.suggest(card_name)
            where = "the card library" + (" or " + ", ".join(pool.extra) if pool.extra else "")
            message = f"unknown card {card_name!r}: not in {where}"
            if hint:
                message += f" (did you mean {hint!r}?)"
            elif not pool.extra:
                message += "; give a bulk card file with --cards FILE"
            raise CardInputError(message, path, number)
        definition = _playable(found[0], found[1], pool, path, number)
        out.extend([definition] * count)
    if not out:
        raise CardInputError("the decklist names no cards", path)
    return Deck(name, path, tuple(out))


def _playable(card: CardSpec, face: Face, pool: CardPool, source: str, line: int) -> CardDefinition:
    got = pool.compile(card, face)
    if isinstance(got, str):
        raise CardInputError(f"{card.name!r} can't be played: {got}", source, line)
    return got


def _deck_name(path: str) -> str:
    base = os.path.basename(path.rstrip("/" + os.sep)) or path
    return os.path.splitext(base)[0] or base


def _decklist_lines(path: str) -> list[tuple[int, int, str]] | None:
    """(line number, count, card name) of each entry if ``path`` is a decklist, else None
    (a card file or folder). Every non-comment line of a decklist is ``N Name``."""
    if path == "-" or os.path.isdir(path) or path.lower().endswith((".json", ".jsonl")):
        return None
    from .cards import read_text

    text = read_text(path)
    entries: list[tuple[int, int, str]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("//", 1)[0].split("#", 1)[0].strip()
        if not line or line.casefold() in _HEADERS:
            continue
        if line.casefold() in _SIDEBOARD or line.casefold().startswith("sb:"):
            break
        m = _COUNT_LINE.match(line)
        if m is None:
            if not entries:
                return None  # not a decklist: read it as card text
            raise CardInputError(f"expected 'COUNT CARD NAME', got {raw.strip()!r}", path, number)
        count = int(m.group(1))
        if not 1 <= count <= 250:
            raise CardInputError(f"a count of {count} copies is out of range (1-250)", path, number)
        entries.append((number, count, _SET_SUFFIX.sub("", m.group(2))))
    return entries or None


# --------------------------------------------------------------------------- games


class PlayGame(Game):
    """A game that also writes a readable log: turns, steps, who did what, the stack,
    life totals. The readable log is made from the events alone, so a replay (same seed,
    same decisions) writes the same one."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.lines: list[str] = []
        self._pending_step: str | None = None
        self._shown_stack: tuple[int, ...] = ()
        self._targets: list[str] = []
        #: names of the spells and abilities seen on the stack, for when they've left it
        self._stack_names: dict[int, str] = {}

    def transaction(self, fn: Callable[..., Any], *args: Any) -> Any:
        keep = (len(self.lines), self._pending_step, self._shown_stack, list(self._targets))
        try:
            return super().transaction(fn, *args)
        except Exception:
            del self.lines[keep[0] :]
            self._pending_step, self._shown_stack, self._targets = keep[1], keep[2], keep[3]
            raise

    def emit(self, event: ev.Event, lki_sources: tuple[int, ...] = ()) -> None:
        self._describe(event)
        super().emit(event, lki_sources)

    def log_note(self, message: str) -> None:
        super().log_note(message)
        self._say(message)

    # ------------------------------------------------------------------ readable log

    def player_name(self, index: Any) -> str:
        i = getattr(index, "index", index)
        if isinstance(i, int) and 0 <= i < len(self.state.players):
            return self.state.players[i].name
        return self.object_name(i)

    def object_name(self, obj_id: Any) -> str:
        o = self.state.objects.get(obj_id) if isinstance(obj_id, int) else None
        if o is not None and not isinstance(o, GameObject):  # an ability on the stack
            kind = getattr(o, "kind", "")
            return f"{kind} ability of {self.object_name(o.source_id)}".lstrip()
        if isinstance(obj_id, int) and self.known(obj_id):
            return self.view(obj_id).name
        if obj_id in self._stack_names:
            return self._stack_names[obj_id]
        return f"#{obj_id}"

    def _targeting(self) -> str:
        targets, self._targets = self._targets, []
        return f" targeting {', '.join(targets)}" if targets else ""

    def _say(self, text: str, indent: int = 2) -> None:
        if self._targets:  # targets of an ability that wasn't announced as activated
            self.lines.append(f"    targets: {self._targeting()[11:]}")
        if self._pending_step is not None:
            self.lines.append(self._pending_step)
            self._pending_step = None
        self.lines.append(" " * indent + text)

    def _life(self) -> str:
        return ", ".join(f"{p.name} {p.life}" for p in self.state.players)

    def _describe(self, e: ev.Event) -> None:
        name = self.player_name
        if isinstance(e, ev.StepBegan):
            if e.step is Step.UNTAP:
                self.lines.append(f"Turn {e.turn}: {name(e.active)}  (life: {self._life()})")
            self._pending_step = f" {e.step.name.lower().replace('_', ' ')}"
        elif isinstance(e, ev.LandPlayed):
            self._say(f"{name(e.player)} plays {e.name}")
        elif isinstance(e, ev.SpellCast):
            self._say(f"{name(e.player)} casts {e.name}{self._targeting()}")
        elif isinstance(e, ev.AbilityActivated):
            if not e.mana_ability:
                self._say(f"{name(e.player)} activates an ability of {e.name}{self._targeting()}")
        elif isinstance(e, ev.BecameTarget):  # announced before the cast is complete
            self._targets.append(name(e.object_id))
        elif isinstance(e, ev.Resolved):
            e = attrs.evolve(e, name=self._stack_names.get(e.object_id, e.name))
            gone = "is removed from the stack (no legal targets)"  # CR 608.2b
            self._say(f"{e.name} {gone if e.fizzled else 'resolves'}")
        elif isinstance(e, ev.DamageDealt):
            kind = "combat damage" if e.combat else "damage"
            self._say(f"{e.source_name} deals {e.amount} {kind} to {name(e.target)}", 4)
        elif isinstance(e, ev.LifeChanged):
            verb = "gains" if e.amount > 0 else "loses"
            self._say(f"{name(e.player)} {verb} {abs(e.amount)} life (now {e.total})", 4)
        elif isinstance(e, ev.AttackDeclared):
            self._say(f"{e.name} attacks {name(e.defender)}")
        elif isinstance(e, ev.BlockDeclared):
            self._say(f"{e.name} blocks {self.object_name(e.attacker_id)}")
        elif isinstance(e, ev.ZoneChange):
            self._zone_change(e)
        elif isinstance(e, ev.Sacrificed):
            self._say(f"{name(e.player)} sacrifices {e.name}", 4)
        elif isinstance(e, ev.CountersChanged):
            verb = "gets" if e.amount > 0 else "loses"
            self._say(f"{e.name} {verb} {abs(e.amount)} {e.kind} counter(s)", 4)
        elif isinstance(e, ev.Attached):
            to = self.object_name(e.to) if e.to is not None else "nothing"
            self._say(f"{e.name} is attached to {to}", 4)
        elif isinstance(e, ev.ControlChanged):
            self._say(f"{name(e.player)} gains control of {e.name}", 4)
        elif isinstance(e, ev.PlayerLost):
            self._say(f"{name(e.player)} loses the game: {e.reason}")
        elif isinstance(e, ev.Note):
            self._say(e.message, 4)
        elif isinstance(e, (ev.Tapped, ev.Untapped, ev.ManaAdded, ev.CardDrawn)):
            pass  # implied by the lines around them
        else:
            self._say(_players_named(e.text(), self), 4)

    def _zone_change(self, e: ev.ZoneChange) -> None:
        src, dst, cause = e.from_zone, e.to_zone, e.cause or ""
        if cause in _SAID_ELSEWHERE or dst is Zone.STACK:
            return  # said by the event of the action itself (cast, played, drawn, ...)
        if src is Zone.LIBRARY and dst is Zone.HAND and cause != "search":
            return
        if dst is Zone.BATTLEFIELD:
            what = " token" if e.is_token else ""
            whose = self.player_name(e.controller)
            self._say(f"{e.name}{what} enters the battlefield under {whose}'s control", 4)
            return
        verb = _CAUSES.get(cause)
        if verb is None:
            if src is Zone.BATTLEFIELD and dst is Zone.GRAVEYARD:
                verb = "dies" if "Creature" in _types_of(self, e) else "is put into a graveyard"
            elif dst is Zone.EXILE:
                verb = "is exiled"
            elif dst is Zone.HAND:
                verb = f"is put into {self.player_name(e.owner)}'s hand"
            elif dst is Zone.LIBRARY:
                verb = f"is put into {self.player_name(e.owner)}'s library"
            else:
                verb = f"is put into the {dst.value}"
        shown = src not in (None, Zone.BATTLEFIELD) and cause != "discard"
        where = f" from the {src.value}" if shown else ""
        self._say(f"{e.name} {verb}{where}", 4)

    def after_each_action(self) -> None:
        """Show the stack when it changed and is not empty (bottom to top)."""
        stack = tuple(self.state.stack)
        if stack != self._shown_stack:
            self._shown_stack = stack
            for i in stack:
                self._stack_names.setdefault(i, self.object_name(i))
            if stack:
                items = [
                    f"{self.object_name(i)} ({self.player_name(self._controller_on_stack(i))})"
                    for i in stack
                ]
                self._say("stack (bottom to top): " + "; ".join(items), 4)

    def _controller_on_stack(self, obj_id: int) -> int:
        o = self.state.objects[obj_id]
        return o.controller if not isinstance(o, GameObject) else self.view(obj_id).controller

    def summary(self) -> str:
        st = self.state
        if st.game_over and st.winner is not None:
            result = f"{self.player_name(st.winner)} wins"
        elif st.game_over:
            result = "the game is a draw"
        else:
            return f"Result: no winner within {st.turn - 1} turns, a draw  (life: {self._life()})"
        return f"Result: {result} on turn {st.turn}  (life: {self._life()})"


#: Zone changes whose cause another log line already says.
_SAID_ELSEWHERE = frozenset({"cast", "land played", "resolved", "draw", "sacrifice"})
#: How a zone change reads, by its cause.
_CAUSES = {
    "countered": "is countered",
    "countered on resolution": "is countered on resolution",
    "destroy": "is destroyed",
    "discard": "is discarded",
    "milled": "is milled",
    "exile": "is exiled",
    "exiled": "is exiled",
    "returned to hand": "returns to its owner's hand",
    "search": "is found by a search",
    "shuffled into library": "is shuffled into its owner's library",
    "cost": "is moved to pay a cost",
}


def _types_of(game: PlayGame, e: ev.ZoneChange) -> frozenset[str]:
    try:
        return game.view(e.object_id).types
    except Exception:
        return frozenset()


def _players_named(text: str, game: PlayGame) -> str:
    return re.sub(r"\bP(\d)\b", lambda m: game.player_name(int(m.group(1))), text)


def player_names(decks: Sequence[Deck]) -> list[str]:
    names = [d.name for d in decks]
    if len(set(names)) < len(names):
        names = [f"{n} ({i + 1})" for i, n in enumerate(names)]
    return names


def new_game(decks: Sequence[Deck], seed: int, human: Any = None) -> PlayGame:
    """A game between ``decks`` with seeded random agents, at the start of turn 1 (the
    seed chooses who plays first, shuffles, and drives the agents). ``human``: a pair
    (player index, agent) for a person playing one side."""
    from ..runtime.turns.steps import start_game

    agents: list[Any] = [RandomAgent(seed * 2 + 1 + i) for i in range(len(decks))]
    if human is not None:
        agents[human[0]] = human[1]
    game = PlayGame(player_names(decks), agents, seed=seed)
    for player, deck in enumerate(decks):
        for card in deck.cards:
            game.add_card(card, player, Zone.LIBRARY)
    game.after_action = _after_action
    start_game(game, first=seed % len(decks))
    return game


def _after_action(game: Game) -> None:
    if isinstance(game, PlayGame):
        game.after_each_action()


def play(decks: Sequence[Deck], seed: int, max_turns: int = MAX_TURNS,
         human: Any = None) -> PlayGame:  # fmt: skip
    """Play one seeded game to its end (or ``max_turns``); ``human`` as for :func:`new_game`."""
    game = new_game(decks, seed, human)
    game.run(max_turns=max_turns)
    return game


def replay_game(
    decks: Sequence[Deck], seed: int, record: list[Any], max_turns: int = MAX_TURNS
) -> PlayGame:
    """Replay a recorded game: same decks, same seed, the recorded decisions."""
    game = replay(lambda: new_game(decks, seed), record, max_turns=max_turns)
    assert isinstance(game, PlayGame)
    return game


def game_log(game: PlayGame, decks: Sequence[Deck], seed: int) -> str:
    names = player_names(decks)
    lines = list(game.lines)
    if not game.state.game_over and lines and lines[-1].startswith("Turn "):
        lines.pop()  # the turn that would begin after the last one played
    head = [
        f"Game with seed {seed}: "
        + " vs ".join(
            f"{n} ({d.source}, {len(d.cards)} cards)" for n, d in zip(names, decks, strict=True)
        )
    ]
    return "\n".join(head + lines + [game.summary()])


# --------------------------------------------------------------------------- records


def record_document(
    game: PlayGame, decks: Sequence[Deck], seed: int, max_turns: int, cards: Sequence[str]
) -> dict[str, Any]:
    from ..runtime.record import encode_record

    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "seed": seed,
        "max_turns": max_turns,
        "cards": list(cards),
        "decks": [{"path": d.source, "cards": list(d.card_names)} for d in decks],
        "winner": game.state.winner,
        "turns": game.state.turn,
        "record": encode_record(game.record),
    }


def read_record(path: str) -> dict[str, Any]:
    """A record file written by ``mtgc play --record``; CardInputError if it isn't one."""
    from ..runtime.errors import InvalidInputError
    from ..runtime.record import decode_record
    from .cards import read_text

    try:
        doc = json.loads(read_text(path))
    except (ValueError, RecursionError) as exc:
        raise CardInputError(f"not a game record (invalid JSON: {exc})", path) from None
    if not isinstance(doc, dict) or doc.get("format") != RECORD_FORMAT:
        raise CardInputError(f'not a game record (no "format": "{RECORD_FORMAT}")', path)
    if doc.get("version") != RECORD_VERSION:
        raise CardInputError(
            f"game record version {doc.get('version')!r} is not {RECORD_VERSION}", path
        )
    seed, turns, decks = doc.get("seed"), doc.get("max_turns"), doc.get("decks")
    if not isinstance(seed, int) or not isinstance(turns, int) or not isinstance(decks, list):
        raise CardInputError("the game record lacks its seed, max_turns or decks", path)
    try:
        doc["record"] = decode_record(doc.get("record"))
    except InvalidInputError as exc:
        raise CardInputError(f"bad decision in the game record: {exc}", path) from None
    return doc


def check_record_decks(doc: dict[str, Any], decks: Sequence[Deck], path: str) -> None:
    """The decks must be the ones the game was recorded with."""
    recorded = doc["decks"]
    if len(recorded) != len(decks):
        raise CardInputError(f"the record has {len(recorded)} decks, not {len(decks)}", path)
    for i, (saved, deck) in enumerate(zip(recorded, decks, strict=True)):
        if not isinstance(saved, dict) or saved.get("cards") != list(deck.card_names):
            raise CardInputError(
                f"deck {i + 1} ({deck.source}) is not the deck the game was recorded with", path
            )


# --------------------------------------------------------------------------- simulation


@attrs.frozen
class Tally:
    """Outcomes of many games: wins per deck, draws, and total turns."""

    wins: tuple[int, ...]
    draws: int
    turns: int

    @property
    def games(self) -> int:
        return sum(self.wins) + self.draws


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for the default ``z``)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


_WORKER_DECKS: tuple[Deck, ...] = ()


def _one_game(args: tuple[int, int]) -> tuple[int | None, int]:
    seed, max_turns = args
    game = play(_WORKER_DECKS, seed, max_turns)
    winner = game.state.winner if game.state.game_over else None
    return winner, game.state.turn


def simulate(
    decks: Sequence[Deck],
    games: int,
    jobs: int = 1,
    seed: int = 0,
    max_turns: int = MAX_TURNS,
    progress: Callable[[int], None] | None = None,
) -> Tally:
    """Play ``games`` games (seeds ``seed`` .. ``seed + games - 1``) in ``jobs`` processes."""
    global _WORKER_DECKS
    _WORKER_DECKS = tuple(decks)
    work = [(seed + k, max_turns) for k in range(games)]
    wins = [0] * len(decks)
    draws = turns = 0
    results: Iterable[tuple[int | None, int]]
    pool = None
    if jobs > 1 and games > 1:
        import multiprocessing

        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        pool = multiprocessing.get_context(method).Pool(
            min(jobs, games), initializer=_init_worker, initargs=(tuple(decks),)
        )
        results = pool.imap_unordered(_one_game, work, chunksize=1)
    else:
        results = map(_one_game, work)
    try:
        for winner, t in results:
            if winner is None:
                draws += 1
            else:
                wins[winner] += 1
            turns += t
            if progress is not None:
                progress(1)
    finally:
        if pool is not None:
            pool.terminate()
    return Tally(tuple(wins), draws, turns)


def _init_worker(decks: tuple[Deck, ...]) -> None:
    import signal

    global _WORKER_DECKS
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to report
    _WORKER_DECKS = decks


def format_tally(tally: Tally, decks: Sequence[Deck]) -> str:
    """Wins per deck and draws, each with its share and 95% Wilson interval."""
    n = tally.games
    names = player_names(decks)
    rows = [(name, w, deck.source) for name, deck, w in zip(names, decks, tally.wins, strict=True)]
    rows.append(("draws", tally.draws, ""))
    width = max(len(r[0]) for r in rows)
    lines = [f"{n:,} games, {tally.turns / max(n, 1):.1f} turns on average"]
    for name, count, source in rows:
        low, high = wilson(count, n)
        what = "wins " if source else "     "
        share = f"{count / max(n, 1):6.1%}  (95% CI {low:.1%}-{high:.1%})"
        lines.append(f"{name:<{width}}  {count:>6,} {what} {share}  {source}".rstrip())
    lines.append("(95% confidence intervals: Wilson score)")
    return "\n".join(lines)
