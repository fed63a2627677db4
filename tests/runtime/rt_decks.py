"""Seeded random games between two 60-card decks (shared by the property test and the
benchmark's idea): basic lands, vanilla creatures and a few abilities."""

from __future__ import annotations

from rt_cards import (
    alt_cost_spell,
    altar,
    ballista,
    blood_pet,
    bonesplitter,
    charm,
    dismember,
    divination,
    dying_wish,
    giant_growth,
    glorious_anthem,
    lightning_bolt,
    llanowar_elves,
    murder,
    prodigal_sorcerer,
    raise_the_alarm,
)

from mtgc.runtime.agents import RandomAgent
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, island, mountain, swamp
from mtgc.runtime.game import Game
from mtgc.runtime.state.invariants import violations
from mtgc.runtime.state.objects import Zone
from mtgc.runtime.turns.steps import start_game


def deck_a():
    """Red-green: 24 lands, creatures, burn, pump, equipment, modal, X."""
    return (
        [mountain() for _ in range(12)] + [forest() for _ in range(12)]
        + [grizzly_bears() for _ in range(8)] + [llanowar_elves() for _ in range(4)]
        + [creature("Hill Giant", "{3}{R}", 3, 3) for _ in range(6)]
        + [lightning_bolt() for _ in range(4)] + [giant_growth() for _ in range(3)]
        + [bonesplitter() for _ in range(2)] + [charm() for _ in range(3)]
        + [ballista() for _ in range(2)] + [raise_the_alarm() for _ in range(2)]
    )  # fmt: skip


def deck_b():
    """Blue-black: 24 lands, creatures with abilities, removal, card draw, anthem."""
    return (
        [island() for _ in range(12)] + [swamp() for _ in range(12)]
        + [creature("Merfolk", "{U}", 1, 1) for _ in range(6)]
        + [prodigal_sorcerer() for _ in range(4)] + [blood_pet() for _ in range(4)]
        + [dying_wish() for _ in range(4)] + [murder() for _ in range(3)]
        + [dismember() for _ in range(3)] + [divination() for _ in range(3)]
        + [glorious_anthem() for _ in range(2)]
        + [creature("Walker", "{3}{B}", 4, 2) for _ in range(5)]
    )  # fmt: skip


def deck_seeds():
    """One of each test card (seed-ruling cards included) plus 20 basic lands."""
    import rt_cards as c

    from mtgc.runtime.cards_basic import plains
    from mtgc.runtime.stack.costs import PayLifeCost
    from mtgc.runtime.state.abilities import Ward

    spice = [
        c.nazgul_battle_mace(), c.norns_annex(), c.rest_in_peace(), c.heartbeat_of_spring(),
        c.mana_reflection(), c.reflecting_pool(), c.fellwar_stone(), c.nahiri(),
        c.planeswalker(), c.control_magic(), c.threaten(), blood_pet(), altar(),
        c.wild_mongrel(), dying_wish(), c.legend(), c.legend(), ballista(), bonesplitter(),
        c.x_equipment(), glorious_anthem(), c.humility_lite(), c.pacifism_aura(),
        c.hexproof_bear(), c.flash_bear(), c.kicker_spell(), alt_cost_spell(),
        c.if_low_life(), raise_the_alarm(), murder(), dismember(), charm(), c.blaze(),
        prodigal_sorcerer(), c.untapper(), llanowar_elves(), lightning_bolt(), giant_growth(),
        creature("Warded", "{U}", 2, 2, Ward((PayLifeCost(2),))), divination(),
    ]  # fmt: skip
    return spice + [plains(), island(), swamp(), mountain(), forest()] * 4


def new_game(seed: int, agents=None, decks=None) -> Game:
    agents = agents or [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    g = Game(["Alice", "Bob"], agents, seed=seed)
    decks = decks or (deck_a, deck_b)
    for player, deck in ((0, decks[0]()), (1, decks[1]())):
        for c in deck:
            g.add_card(c, player, Zone.LIBRARY)
    start_game(g, first=seed % 2)
    return g


def check_invariants(g: Game, uids: set[int]) -> None:
    """Each card in exactly one zone; the card count is unchanged; life and mana defined;
    no creature with lethal damage survives (see :mod:`mtgc.runtime.state.invariants`)."""
    found = violations(g, uids)
    assert not found, found
