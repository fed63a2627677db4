"""Benchmark: random games per second between two 60-card decks (mtgc.runtime).

Usage: python benchmarks/random_games.py [--games N] [--max-turns T] [--seed S]

Each game: two seeded random agents, a red-green deck (lands, vanilla creatures, burn,
pump) against a blue-black deck (lands, creatures with {T} and sacrifice abilities,
removal, card draw), played until someone wins or ``--max-turns`` turns have begun.
Prints games/second, and average turns and actions per game.
"""

from __future__ import annotations

import argparse
import time

from mtgc.runtime.actions.effects import DealDamage, Destroy, DrawCards, LoseLife, ModifyPTEffect
from mtgc.runtime.agents import RandomAgent
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, island, mountain, swamp
from mtgc.runtime.continuous.layers import ModifyPT
from mtgc.runtime.game import Game
from mtgc.runtime.mana.symbols import ManaCost
from mtgc.runtime.stack.costs import SacrificeCost, TapCost
from mtgc.runtime.state.abilities import ActivatedAbility, SpellAbility, StaticAbility
from mtgc.runtime.state.filters import CREATURE, ObjectFilter, Target, TargetPlayer, TargetSpec, Who
from mtgc.runtime.state.objects import CardDefinition, Zone
from mtgc.runtime.turns.steps import start_game

ANY = TargetSpec(ObjectFilter(card_types=frozenset({"Creature", "Planeswalker"})), Who.ANY)


def spell(name: str, types: str, cost: str, ability: SpellAbility) -> CardDefinition:
    return CardDefinition(name, frozenset({types}), ManaCost.parse(cost), abilities=(ability,))


def deck_red_green() -> list[CardDefinition]:
    bolt = spell("Lightning Bolt", "Instant", "{R}", SpellAbility(DealDamage(3), (ANY,)))
    growth = spell(
        "Giant Growth",
        "Instant",
        "{G}",
        SpellAbility(ModifyPTEffect(Target(0), 3, 3), (TargetSpec(CREATURE),)),
    )
    giant = creature("Hill Giant", "{3}{R}", 3, 3)
    return (
        [mountain() for _ in range(12)]
        + [forest() for _ in range(12)]
        + [grizzly_bears() for _ in range(14)]
        + [giant for _ in range(10)]
        + [bolt for _ in range(6)]
        + [growth for _ in range(6)]
    )


def deck_blue_black() -> list[CardDefinition]:
    sorcerer = creature(
        "Prodigal Sorcerer",
        "{2}{U}",
        1,
        1,
        ActivatedAbility((TapCost(),), DealDamage(1), (ANY,)),
    )
    pet = creature(
        "Blood Pet",
        "{B}",
        1,
        1,
        ActivatedAbility(
            (SacrificeCost(),), LoseLife(1, TargetPlayer(0)), (TargetSpec(None, Who.ANY),)
        ),
    )
    murder = spell(
        "Murder", "Instant", "{1}{B}{B}", SpellAbility(Destroy(), (TargetSpec(CREATURE),))
    )
    div = spell("Divination", "Sorcery", "{2}{U}", SpellAbility(DrawCards(2)))
    anthem = CardDefinition(
        "Glorious Anthem",
        frozenset({"Enchantment"}),
        ManaCost.parse("{1}{B}"),
        abilities=(
            StaticAbility(
                ModifyPT(1, 1), ObjectFilter(card_types=frozenset({"Creature"}), controller=Who.YOU)
            ),
        ),
    )
    return (
        [island() for _ in range(12)]
        + [swamp() for _ in range(12)]
        + [creature("Merfolk", "{U}", 1, 1) for _ in range(8)]
        + [sorcerer for _ in range(6)]
        + [pet for _ in range(6)]
        + [creature("Walker", "{3}{B}", 4, 2) for _ in range(6)]
        + [murder for _ in range(4)]
        + [div for _ in range(4)]
        + [anthem for _ in range(2)]
    )


def play(seed: int, max_turns: int) -> Game:
    g = Game(["Alice", "Bob"], [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], seed=seed)
    for player, deck in ((0, deck_red_green()), (1, deck_blue_black())):
        assert len(deck) == 60
        for card in deck:
            g.add_card(card, player, Zone.LIBRARY)
    start_game(g, first=seed % 2)
    g.run(max_turns=max_turns)
    return g


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--max-turns", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    t0, c0 = time.perf_counter(), time.process_time()
    turns = actions = wins = 0
    for k in range(args.games):
        g = play(args.seed + k, args.max_turns)
        turns += g.state.turn
        actions += sum(1 for _, kind, _ in g.record if kind == "PriorityDecision")
        wins += g.state.winner is not None
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(
        f"{args.games / dt:.2f} random games/s wall-clock, {args.games / cpu:.2f} per CPU "
        f"second ({args.games} games in {dt:.1f}s; "
        f"avg {turns / args.games:.1f} turns, {actions / args.games:.0f} priority actions, "
        f"{wins} decided)"
    )


if __name__ == "__main__":
    main()
