"""Mana in any combination of two colors (CR 106.1) and "you've completed a dungeon" (CR
309.7), compiled from real cards' text and played."""

from effects_compile import compile_card
from test_sba_dungeons import LOST_MINE, _venture

from mtgc.runtime.actions.dungeons import give_dungeons
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import forest
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.abilities import DoubleStrike

ORCISH_LUMBERJACK = compile_card(
    "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.",
    "Creature — Orc", "{R}", ("1", "1"), name="Orcish Lumberjack",
)  # fmt: skip
GLOOM_STALKER = compile_card(
    "As long as you've completed a dungeon, this creature has double strike.",
    "Creature — Dwarf Ranger", "{2}{W}", ("2", "3"), name="Gloom Stalker",
)  # fmt: skip


def test_each_mana_is_either_color():
    """CR 106.1: each of the three mana is chosen on its own: one red and two green."""
    s = Scenario()
    lumberjack = s.battlefield(0, ORCISH_LUMBERJACK)[0]
    s.battlefield(0, forest())
    for pick in (0, 1, 1):  # {R}, {G}, {G}
        s.answer(0, ChooseOption, pick, about="mana color")
    s.activate(0, lumberjack)
    assert s.pool(0) == "{R}{G}{G}"
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Forest"]


def test_double_strike_once_a_dungeon_is_completed():
    """CR 309.7: four ventures take Lost Mine down to its bottommost room; once that room's
    ability has resolved the dungeon is completed (CR 704.5t) and Gloom Stalker has double
    strike, which it didn't have before."""
    s = Scenario()
    stalker = s.battlefield(0, GLOOM_STALKER)[0]
    s.library(0, GLOOM_STALKER, GLOOM_STALKER)
    give_dungeons(s.game, 0, LOST_MINE)
    for room in (0, 1):  # Goblin Lair, then Dark Pool
        s.answer(0, ChooseOption, room, about="room")
    for _ in range(3):
        _venture(s)
        assert not s.game.view(stalker).has_keyword(DoubleStrike)
    _venture(s)  # into the Temple: draw a card, then the dungeon is completed
    assert s.game.state.extra["completed_dungeons"] == {0: ("Lost Mine of Phandelver",)}
    assert s.game.view(stalker).has_keyword(DoubleStrike)
