"""Seed rulings of Nazgûl Battle-Mace (CR 400.7, 303.4f, 603.3, 614.1a, 701.21,
702.86), played out with cards compiled from ``cards/``: the Mace grants menace,
deathtouch, annihilator 1 and "Whenever an opponent sacrifices a nontoken permanent, put
that card onto the battlefield under your control unless that player pays 3 life."."""

from rulings_cards import card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def equipped(s, creature="Grizzly Bears"):
    """Alice's creature wearing the Mace (attached as setup)."""
    c = s.battlefield(0, card(creature))[0]
    s.battlefield(0, card("Nazgûl Battle-Mace"), attached_to=c)
    return c


def test_card_that_left_the_graveyard_cant_be_returned_but_payment_is_offered():
    """ "If the card leaves the graveyard before the last ability granted by Nazgûl
    Battle-Mace resolves, the opponent will still have the option to pay 3 life.
    Regardless of their choice, you can't put the card onto the battlefield."
    (CR 400.7: the card in exile is a new object.)"""
    for pays in (True, False):
        _leaves_graveyard_then_resolves(pays)


def _leaves_graveyard_then_resolves(pays: bool) -> None:
    s = Scenario()
    equipped(s)
    seer = s.battlefield(1, card("Viscera Seer"))[0]
    victim = s.battlefield(1, card("Grizzly Bears"))[0]
    s.pass_priority(0)
    asked = []
    s.answer(1, ChooseObjects, (victim,))
    s.answer(1, ChooseYesNo, lambda d: asked.append(d) or pays)
    s.activate(1, seer)
    [gy] = s.find("Grizzly Bears", Zone.GRAVEYARD)
    s.game.move(gy, Zone.EXILE)  # setup: the card leaves the graveyard
    s.resolve()  # the Mace's trigger
    assert len(asked) == 1
    assert s.life(1) == (17 if pays else 20)
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears", "Nazgûl Battle-Mace"]


def test_aura_put_onto_battlefield_chooses_without_targeting():
    """ "If you put an Aura on the battlefield using the last ability ..., you choose what
    the Aura will enchant just before it enters the battlefield. An Aura put onto the
    battlefield this way doesn't target ..., so permanents ... with hexproof may be
    chosen" (CR 303.4f). Bob sacrifices his Pacifism to annihilator; Alice puts it onto
    the battlefield on Bob's hexproof Gladecover Scout."""
    s = Scenario()
    knight = equipped(s, "Black Knight")
    scout, bears = s.battlefield(1, card("Gladecover Scout"), card("Grizzly Bears"))
    pacifism = s.battlefield(1, card("Pacifism"), attached_to=bears)[0]
    options = []
    s.answer(1, ChooseObjects, (pacifism,))  # Bob: annihilator 1
    s.answer(0, ChooseObjects, lambda d: options.append(d.options) or (scout,))
    s.attack({knight: BOB})
    s.resolve()  # annihilator: Bob sacrifices Pacifism
    s.resolve()  # the Mace's trigger: Alice puts it onto the battlefield
    [new] = s.find("Pacifism", Zone.BATTLEFIELD)
    assert s.game.view(new).controller == 0 and s.obj(new).attached_to == scout
    # protection from white: the white Aura can't be put on Black Knight (CR 702.16)
    assert knight not in options[0] and scout in options[0]


def test_aura_with_nothing_legal_to_enchant_stays_in_the_graveyard():
    """ "... the chosen recipient must be able to legally be enchanted by the Aura, so a
    player or permanent with protection from one of the Aura's qualities can't be chosen
    this way. If there's nothing legal for the Aura to enchant, it stays in the graveyard."
    Only Black Knights (protection from white) are left for a white Pacifism."""
    s = Scenario()
    knight = equipped(s, "Black Knight")
    s.battlefield(0, card("Mountain"))
    bears = s.battlefield(1, card("Grizzly Bears"))[0]
    pacifism = s.battlefield(1, card("Pacifism"), attached_to=bears)[0]
    s.answer(1, ChooseObjects, (pacifism,))
    s.attack({knight: BOB})
    s.resolve()  # annihilator: Bob sacrifices Pacifism; the Mace's trigger waits
    assert s.stack_names() == ["ability of Black Knight"]
    bolt = s.hand(0, card("Lightning Bolt"))[0]
    s.cast(0, bolt, targets=(bears,))
    s.resolve()  # Bolt: the only other creature dies
    s.resolve()  # the Mace's trigger: nothing can be enchanted
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Pacifism"]
    assert s.find("Pacifism", Zone.BATTLEFIELD) == []


def test_sacrifice_as_a_cost_trigger_resolves_first():
    """ "If an opponent sacrifices a nontoken permanent as part of paying the cost of a
    spell or ability, the last ability ... will trigger and go on the stack on top of that
    spell or ability. The ability granted by Nazgûl Battle-Mace will resolve before that
    spell or ability." (CR 603.3, 405.2)"""
    s = Scenario()
    equipped(s)
    seer, victim = s.battlefield(1, card("Viscera Seer"), card("Grizzly Bears"))
    s.library(1, card("Island"))
    s.pass_priority(0)
    s.answer(1, ChooseObjects, (victim,))
    s.activate(1, seer)
    assert s.stack_names() == ["ability of Viscera Seer", "ability of Grizzly Bears"]
    s.resolve()
    assert s.stack_names() == ["ability of Viscera Seer"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == [
        "Grizzly Bears", "Grizzly Bears", "Nazgûl Battle-Mace",
    ]  # fmt: skip


def test_any_graveyard_counts():
    """ "If an opponent sacrifices a nontoken permanent, it doesn't matter which graveyard
    it goes to. The last ability granted by Nazgûl Battle-Mace will trigger." Bob
    sacrifices a creature Alice owns: it goes to Alice's graveyard (CR 404.2) and comes
    back under Alice's control."""
    s = Scenario()
    equipped(s)
    seer, borrowed = s.battlefield(1, card("Viscera Seer"), card("Hill Giant"))
    s.obj(borrowed).owner = 0  # setup: Bob controls a card Alice owns
    s.pass_priority(0)
    s.answer(1, ChooseObjects, (borrowed,))
    s.activate(1, seer)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Hill Giant"]
    assert s.stack_names()[-1] == "ability of Grizzly Bears"
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears", "Hill Giant",
                                                 "Nazgûl Battle-Mace"]  # fmt: skip


def test_annihilator_resolves_in_declare_attackers_and_sacrificed_cant_block():
    """ "Annihilator abilities trigger and resolve during the declare attackers step. The
    defending player chooses and sacrifices the required number of permanents before they
    declare blockers. Any creatures sacrificed this way won't be able to block."
    (CR 702.86a, 508.3a)"""
    s = Scenario()
    bear = equipped(s)
    blocker, swamp = s.battlefield(1, card("Grizzly Bears"), card("Swamp"))
    s.answer(1, ChooseObjects, (blocker,))
    s.attack({bear: BOB})
    assert s.state.step == Step.DECLARE_ATTACKERS
    assert s.stack_names() == ["ability of Grizzly Bears"]
    s.resolve()
    assert s.zone_of(blocker) is None and s.state.step == Step.DECLARE_ATTACKERS
    s.resolve()  # the Mace steals the sacrificed card (Bob declines to pay 3 life)
    assert len(s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)) == 2
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18 and s.zone_of(swamp) is Zone.BATTLEFIELD


def test_annihilator_sacrificed_planeswalker_attacker_keeps_attacking():
    """ "If a creature with annihilator is attacking a planeswalker, and the defending
    player chooses to sacrifice that planeswalker, the attacking creature continues to
    attack. It may be blocked. If it isn't blocked, it simply won't deal combat damage to
    anything." (CR 506.4c)"""
    s = Scenario()
    bear = equipped(s)
    jace = s.battlefield(1, card("Jace Beleren"))[0]
    s.answer(1, ChooseObjects, (jace,), required=False)
    s.attack({bear: jace})
    s.resolve()  # annihilator: Bob sacrifices Jace
    assert bear in s.state.combat.attackers
    s.resolve()  # the Mace: Alice gets Jace
    assert s.find("Jace Beleren", Zone.BATTLEFIELD, 0)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 20


def test_rest_in_peace_exile_still_triggers_and_returns():
    """ "If a replacement effect, such as that of Rest in Peace, causes a sacrificed
    nontoken permanent to be put into a different public zone than a graveyard, the last
    ability ... will still trigger and you will still put the card onto the battlefield
    under your control if its original controller doesn't pay 3 life." (CR 614.1a,
    701.21)"""
    s = Scenario()
    s.battlefield(1, card("Rest in Peace"))
    equipped(s)
    seer, victim = s.battlefield(1, card("Viscera Seer"), card("Grizzly Bears"))
    s.pass_priority(0)
    s.answer(1, ChooseObjects, (victim,))
    s.activate(1, seer)
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    s.resolve()
    mine = s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert len(mine) == 2 and {s.obj(i).owner for i in mine} == {0, 1}


def test_triggers_for_any_sacrifice_and_payment_keeps_the_card():
    """ "The last ability granted by Nazgûl Battle-Mace triggers whenever an opponent
    sacrifices a nontoken permanent for any reason, not just due to the annihilator
    ability." Bob sacrifices to Carrion Feeder's cost and pays 3 life to keep the card."""
    s = Scenario()
    equipped(s)
    feeder, victim = s.battlefield(1, card("Carrion Feeder"), card("Grizzly Bears"))
    s.pass_priority(0)
    s.answer(1, ChooseObjects, (victim,))
    s.answer(1, ChooseYesNo, True)
    s.activate(1, feeder)
    s.resolve()
    assert s.life(1) == 17 and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    s.resolve()
    assert s.obj(feeder).counters == {"+1/+1": 1}


def test_no_trigger_for_tokens_or_own_sacrifices():
    """Nazgûl Battle-Mace's granted ability: "an opponent sacrifices a nontoken
    permanent" (CR 603.2): Alice's own sacrifice does not trigger it."""
    s = Scenario()
    equipped(s)
    seer, mine = s.battlefield(0, card("Viscera Seer"), card("Hill Giant"))
    s.library(0, card("Island"))
    s.answer(0, ChooseObjects, (mine,))
    s.activate(0, seer)
    assert s.stack_names() == ["ability of Viscera Seer"]
