"""Actions another player performs (CR 109.5, 608.2c-d), compiled from real cards' text:
"Its controller investigates", "Target opponent exiles a card from their hand", "Each
player may put a land card from their hand onto the battlefield tapped"."""

from effects_compile import compile_card, status_of

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone

FATEFUL_ABSENCE = compile_card("Destroy target creature or planeswalker. Its controller "
                               "investigates.", "Instant", "{1}{W}",
                               name="Fateful Absence")  # fmt: skip
KYOKI_TEXT = ("Whenever you cast a Spirit or Arcane spell, target opponent exiles a card "
              "from their hand.")  # fmt: skip
FENLURKER = compile_card("When this creature enters, each opponent exiles a card from their "
                         "hand.\n{2}{B}: This creature gets +1/+1 until end of turn.",
                         "Creature — Horror", "{B}{B}", ("2", "2"),
                         name="Yarok's Fenlurker")  # fmt: skip
BRAIDS_TEXT = "{2}: Each player may put a land card from their hand onto the battlefield tapped."


def test_its_controller_investigates():
    """CR 701.36a, 111.2: the destroyed creature's controller creates the Clue, under their
    own control — not the spell's controller."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, FATEFUL_ABSENCE)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Clue Token"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Plains", "Plains"]


def test_each_opponent_chooses_the_card_they_exile():
    """CR 608.2d: the opponent performing "exiles a card from their hand" makes the choice,
    among their own hand's cards; the trigger's controller loses nothing."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    s.hand(0, forest())
    land, bear = s.hand(1, plains(), grizzly_bears())
    asked = []
    s.answer(1, ChooseObjects, lambda d: asked.append(d.options) or (bear,))
    s.cast(0, s.hand(0, FENLURKER)[0])
    s.resolve()  # the creature spell
    s.resolve()  # its enters trigger
    assert asked == [(land, bear)]
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.HAND) == ["Plains"]
    assert s.zone_names(0, Zone.HAND) == ["Forest"]


def test_each_player_may_choose_for_themselves():
    """CR 101.4, 608.2d: each player in turn order decides whether they put a land onto the
    battlefield; the land enters under its owner's control (CR 110.2a), tapped."""
    braids = compile_card(BRAIDS_TEXT, "Artifact", "{3}", name="Braids Ability")
    s = Scenario()
    src = s.battlefield(0, braids)[0]
    s.battlefield(0, island(), island())
    s.hand(0, forest())
    s.hand(1, plains())
    s.answer(0, ChooseYesNo, False)
    s.answer(1, ChooseYesNo, True)
    s.activate(0, src)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Plains"]
    assert s.obj(s.find("Plains", Zone.BATTLEFIELD)[0]).tapped is True


def test_an_action_naming_you_stays_unsupported():
    """CR 109.5: inside "[another player] exiles a card you control", "you" is still the
    ability's controller — the player-relative rewrite refuses it."""
    status, reasons = status_of("Target opponent exiles a creature you control.", "Sorcery")
    assert status == "unsupported"
    assert reasons == ("'exile a creature you control' by another player is not supported yet",)


def test_kyoki_trigger_compiles():
    """CR 603.2: a cast trigger whose effect another player performs compiles to ok."""
    assert status_of(KYOKI_TEXT, "Legendary Creature — Demon Spirit", "{4}{B}{B}",
                     ("7", "6")) == ("ok", ())  # fmt: skip
