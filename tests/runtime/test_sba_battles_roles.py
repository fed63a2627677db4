"""State-based actions of CR 704.5 (Jan 2026 letters) for battles and Roles, with cards
compiled from their Oracle text: 704.5v (a battle with defense 0 is put into its owner's
graveyard unless it's the source of a triggered ability still waiting; CR 310.4b-c: it
enters with defense counters, and damage removes them, CR 120.3h), 704.5w-x (a battle
without a protector, or a Siege its controller protects, gets an opponent as protector,
CR 310.8a, 310.11a) and 704.5y (CR 303.7a: of the Roles one player controls on a
permanent, only the newest stays)."""

from __future__ import annotations

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.scenario import Scenario, Zone

ROLE = """Cursed Role Test
Enchantment — Aura Role
Enchant creature
Enchanted creature gets +1/+1."""
PLAIN_AURA = """Holy Strength {W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+2."""
SIEGE = """Invasion Test {2}{R}
Battle — Siege
When this Siege enters, it deals 1 damage to each opponent.
Defense: {n}"""


def _battle(defense: int):
    """The Siege with its printed defense (CR 310.4a), from the face's "Defense:" line."""
    card = compile_card(SIEGE.replace("{n}", str(defense)))
    assert card.defense == defense
    return card


def test_a_battle_enters_with_defense_counters_and_damage_removes_them():
    """CR 310.4b, 120.3h, 704.5v: the Siege enters with 3 defense counters; 2 damage leaves
    1 and it stays; 1 more leaves 0: it stays while its Siege ability (CR 310.11b) waits,
    which exiles it (a single-faced card: nothing to cast transformed)."""
    s = Scenario()
    siege = s.battlefield(0, _battle(3), enter=True)[0]
    s.resolve_stack()  # its enters trigger (CR 603.6a)
    assert s.obj(siege).counters == {"defense": 3}
    source = s.battlefield(1, bear())[0]
    s.game.deal_damage(source, siege, 2)
    s.pass_priority()
    assert s.zone_of(siege) is Zone.BATTLEFIELD and s.obj(siege).counters == {"defense": 1}
    s.game.deal_damage(source, siege, 1)
    s.pass_priority()
    assert s.zone_of(siege) is Zone.BATTLEFIELD and s.stack_names()  # CR 704.5v
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Invasion Test"]


def test_a_battle_with_defense_0_waits_for_its_triggered_ability():
    """CR 704.5v: a battle with defense 0 that is the source of a triggered ability that
    hasn't left the stack stays; once the trigger resolves, it's put into the graveyard."""
    s = Scenario()
    siege = s.battlefield(0, _battle(0), enter=True)[0]
    assert s.zone_of(siege) is Zone.BATTLEFIELD and s.stack_names()
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Invasion Test"]
    assert s.life(1) == 19


def test_only_the_newest_role_of_a_player_stays_on_a_permanent():
    """CR 704.5y, 303.7a: a second Role Alice controls on the bear puts the older one into
    its owner's graveyard; a Role Bob controls and a non-Role Aura stay."""
    s = Scenario()
    target = s.battlefield(0, bear())[0]
    old = s.battlefield(0, compile_card(ROLE), attached_to=target)[0]
    bobs = s.battlefield(1, compile_card(ROLE), attached_to=target)[0]
    aura = s.battlefield(0, compile_card(PLAIN_AURA), attached_to=target)[0]
    new = s.battlefield(0, compile_card(ROLE), attached_to=target)[0]
    s.pass_priority()
    assert s.zone_of(old) is None and s.zone_names(0, Zone.GRAVEYARD) == ["Cursed Role Test"]
    assert all(s.zone_of(i) is Zone.BATTLEFIELD for i in (bobs, aura, new))
    assert s.pt(target) == (2 + 1 + 1 + 1, 2 + 1 + 2 + 1)


def test_one_role_on_each_permanent_stays():
    """CR 704.5y: one Role per player per permanent is no state-based action."""
    s = Scenario()
    a, b = s.battlefield(0, bear(), bear())
    roles = [s.battlefield(0, compile_card(ROLE), attached_to=t)[0] for t in (a, b)]
    s.pass_priority()
    assert all(s.zone_of(i) is Zone.BATTLEFIELD for i in roles)


def test_a_siege_gets_an_opponent_as_its_protector():
    """CR 704.5w, 310.11a: a Siege with no protector gets one from among its controller's
    opponents (Bob, the only one: no question)."""
    s = Scenario()
    siege = s.battlefield(0, _battle(3), counters={"defense": 3})[0]
    s.pass_priority()
    assert s.obj(siege).choices["protector"] == 1


def test_a_siege_protected_by_its_controller_gets_an_opponent():
    """CR 704.5x: a Siege whose controller is its protector (it changed control) gets an
    opponent as protector; with two opponents the controller chooses through the Agent."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    siege = s.battlefield(0, _battle(3), counters={"defense": 3})[0]
    s.obj(siege).choices["protector"] = 0
    s.answer(0, ChooseOption, 1, about="protector")
    s.pass_priority()
    assert s.obj(siege).choices["protector"] == 2 and s.zone_of(siege) is Zone.BATTLEFIELD


#: Invasion of Dominaria's front face, its Oracle text from the new corpus
#: (oracle-new-a.jsonl); the corpus records carry no defense, so the card's "Defense:" line
#: is given here (CR 310.4a).
DOMINARIA = (
    "Invasion of Dominaria {2}{W}\nBattle — Siege\n"
    "(As a Siege enters, choose an opponent to protect it. You and others can attack it. "
    "When it's defeated, exile it, then cast it transformed.)\n"
    "When this Siege enters, you gain 4 life and draw a card.\nDefense: 5")


def test_a_compiled_battle_enters_with_its_printed_defense():
    """CR 310.4a-b: the lowering carries the face's defense into the runtime card, and the
    battle enters with that many defense counters; 5 damage defeats it (CR 120.3h): its
    Siege ability exiles it (CR 310.11b; its back face isn't given here)."""
    card = compile_card(DOMINARIA)
    assert card.defense == 5
    s = Scenario()
    s.library(0, bear())
    battle = s.battlefield(0, card, enter=True)[0]
    s.resolve_stack()  # its enters trigger
    assert s.life(0) == 24 and s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.obj(battle).counters == {"defense": 5}
    s.game.deal_damage(s.battlefield(1, bear())[0], battle, 5)
    s.pass_priority()
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Invasion of Dominaria"]


def test_a_battle_without_its_defense_is_not_ok():
    """CR 310.4b, 704.5v: with no printed defense a battle would enter with no defense
    counters and go to the graveyard at once, so the face is unsupported, with the reason,
    not ``ok`` (the corpus records carry no defense)."""
    from mtgc.compiler.cards import Face
    from mtgc.compiler.pipeline import check_face

    lines = DOMINARIA.split("\n")
    face = Face("Invasion of Dominaria", lines[1], "{2}{W}", "\n".join(lines[2:4]), None, None)
    result = check_face(face)
    assert result.status == "unsupported"
    assert any("defense" in d.message for d in result.notes if d.code == "E300")
