"""Permissions, alternative costs and related templates (CR 118.9, 602.5, 724), and the
object phrases they need."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, node_class, series, text, verb
from .objects import FixedParts, FixedPhrase, ObjectRef, PlayerRef, QualifiedPlayer

# ---- CR 118.9: alternative costs


@attrs.frozen
class AlternativeCost(Node):
    """CR 118.9: "[player] may [pay another cost] rather than pay [the cost]" — a
    permission to pay an alternative cost (written first or after the action)."""

    rules = (("alternative_cost_clause", {}), ("alternative_cost_first", {"first": True}))
    subject: Node
    predicates: Node
    instead_of: Node
    first: bool = False

    @classmethod
    def build(cls, children, span, first=False):
        if first:
            return cls(children[1], children[2], children[0], True, span=span)
        return cls(children[0], children[1], children[2], span=span)

    def render(self) -> str:
        body = agreeing(None, self.predicates.render)
        if self.first:
            return f"{self.instead_of.render()}, {self.subject.render()} may {body}"
        return f"{self.subject.render()} may {body} {self.instead_of.render()}"


@attrs.frozen
class RatherThanPay(Node):
    """CR 118.9: "rather than pay this spell's mana cost": the cost an alternative cost
    replaces."""

    rules = ("rather_than_pay",)
    template = "rather than pay {cost}"
    cost: Node

    pick = (2,)


@attrs.frozen
class CostRef(Node):
    """CR 118.9, 202.1: a cost named by its kind, "this spell's mana cost", "the mana cost
    for spells you cast", "cycling costs"."""

    rules = (("cost_ref", {"form": "of"}), ("cost_ref_for", {"form": "for"}),
             ("cost_ref_bare", {"form": "bare"}))  # fmt: skip
    kind: str
    owner: Node | None = None
    form: str = "of"

    @classmethod
    def build(cls, children, span, form="of"):
        kind = next(str(c).lower() for c in children if isinstance(c, str))
        owner = next((c for c in children if isinstance(c, Node)), None)
        return cls(kind, owner, form, span=span)

    def render(self) -> str:
        if self.form == "for":
            return f"the {self.kind} for {self.owner.render()}"
        if self.form == "bare":
            return self.kind
        return join((self.owner, self.kind))


# ---- CR 113.2c: quoted abilities of tokens


@attrs.frozen
class TokenQuotedAbilities(Node):
    """CR 113.2c, 111.4: abilities a token or new creature has, with at least one in
    quotation marks, joined by "and" ('with flying and "{T}: Add {G}."')."""

    rules = ("token_quoted_abilities",)
    abilities: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        return "with " + " and ".join(text(a) for a in self.abilities)


# ---- objects


@attrs.frozen
class NoOtherObject(ObjectRef):
    """ "no other creatures": CR 608.2c, a condition holding when no object but this one
    matches."""

    rules = ("no_other_object",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()
    plural = True

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    def render(self) -> str:
        return join(("no other", self.descriptor, *self.qualifiers))


# ---- counters a permanent is moved with (CR 122.6)


@attrs.frozen
class MovedWithCounters(Node):
    """CR 122.6: an object is put onto the battlefield or into exile with counters on it
    ("return it to the battlefield with a +1/+1 counter on it")."""

    rules = ("moved_with_counters",)
    action: Node
    counters: Node
    pronoun: Node

    def render(self) -> str:
        return f"{self.action.render()} with {self.counters.render()} on {self.pronoun.render()}"


@attrs.frozen
class EntersTappedWithCounters(Node):
    """CR 614.1c, 122.6: "enters tapped with two charge counters on it" (also "enters
    tapped and with ...")."""

    rules = ("enters_tapped_with_counters",)
    template = "<enter|enters> tapped[ {conjunction}] with {counters} on {pronoun}"
    conjunction: str | None
    counters: Node
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, _, conjunction, counters, pronoun = children
        return cls("and" if conjunction else None, counters, pronoun, span=span)


# ---- CR 724: the monarch


@attrs.frozen
class BecomeMonarch(Node):
    """CR 724.1: a player becomes the monarch."""

    rules = ("become_monarch",)
    template = "<become|becomes> the monarch"


@attrs.frozen
class HavePlayerDo(Node):
    """CR 608.2: a player has another player take an action ("you may have an opponent
    gain 3 life"); the other player's verb is in the base form."""

    rules = ("have_player_do",)
    player: Node
    action: Node

    pick = (1, 2)

    def render(self) -> str:
        return f"{verb('<have|has>')} {self.player.render()} {agreeing(None, self.action.render)}"


# ---- CR 602.5: who may activate an ability


@attrs.frozen
class ActivationPermission(Node):
    """CR 602.5, 602.5b: a player other than the controller may activate an ability ("Any
    player may activate this ability."), perhaps only at some time."""

    rules = ("activation_permission",)
    player: Node
    kind: str
    restriction: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        player, kind, _, restriction = children
        return cls(player, str(kind).lower(), restriction, span=span)

    def render(self) -> str:
        out = f"{self.player.render()} may activate this {self.kind}"
        if self.restriction is not None:
            out += f" but only {self.restriction.render()}"
        return out + "."


# ---- CR 108.4, 613.1b: control


@attrs.frozen
class ControlObject(Node):
    """CR 613.1b (layer 2): a player controls an object ("You control enchanted
    creature.")."""

    rules = ("control_object",)
    template = "<control|controls> {object}[ {duration}]"
    object: Node
    duration: Node | None = None

    pick = (1, 2)


ControlStateEvent = node_class(
    "ControlStateEvent", "control_state_event", "{subject} <control|controls> {object}",
    "CR 603.8: a state trigger, a player controls (or controls no) such objects.",
    {"subject": "Node", "object": "Node"}, skip=frozenset({"control", "controls"}),
)  # fmt: skip


@attrs.frozen
class ControlChangeEvent(Node):
    """CR 603.2, 108.4: a player gains or loses control of an object ("When you lose
    control of this creature", "... from another player")."""

    rules = ("control_change_event",)
    subject: Node
    change: str  # "gain" or "lose"
    object: Node
    from_player: str | None = None  # the player noun after "from another"

    @classmethod
    def build(cls, children, span, **fixed):
        subject, change, _, obj, _, noun = children
        change = "gain" if str(change).lower().startswith("gain") else "lose"
        return cls(subject, change, obj, str(noun).lower() if noun else None, span=span)

    def render(self) -> str:
        change = agreeing(self.subject, lambda: verb(f"<{self.change}|{self.change}s>"))
        out = f"{self.subject.render()} {change} control of {self.object.render()}"
        if self.from_player:
            out += f" from another {self.from_player}"
        return out


@attrs.frozen
class ChooseNotToUntap(Node):
    """CR 502.3: a player may choose not to untap a permanent during their untap step."""

    rules = ("choose_not_to_untap",)
    template = "<choose|chooses> not to untap {object} during {owner} untap step"
    object: Node
    owner: Node

    pick = (3, 4)


# ---- CR 122.1: counters a player gets


@attrs.frozen
class GetCounters(Node):
    """CR 122.1f: a player gets counters ("that player gets a poison counter")."""

    rules = ("get_counters",)
    template = "<get|gets> {counters}"
    counters: Node

    pick = (1,)


# ---- CR 119: life totals and amounts of life


@attrs.frozen
class LifeTotalBecomes(Node):
    """CR 119.5: a player's life total becomes a number (the player gains or loses the
    difference)."""

    rules = ("life_total_becomes",)
    total: Node
    value: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        value = children[2]
        return cls(children[0], value if isinstance(value, Node) else str(value), span=span)

    def render(self) -> str:
        return f"{self.total.render()} becomes {text(self.value)}"


@attrs.frozen
class LifeTotalCantChange(Node):
    """CR 119.7: an effect that a player's life total can't change."""

    rules = ("life_total_cant_change",)
    template = "{total} can't change[ {duration}]"
    total: Node
    duration: Node | None = None

    pick = (0, 2)


@attrs.frozen
class LifeThisWay(Node):
    """CR 119.3, 608.2c: "the life lost this way" — an amount of life an earlier part of the
    effect changed."""

    rules = ("life_this_way",)
    total: bool
    participle: str

    @classmethod
    def build(cls, children, span, **fixed):
        words_ = [str(c).lower() for c in children if isinstance(c, str)]
        return cls("total" in words_, words_[-2], span=span)

    def render(self) -> str:
        return join(("the", "total" if self.total else None, "life", self.participle,
                     "this way"))  # fmt: skip


@attrs.frozen
class LifeChangedThisTurn(Node):
    """CR 119.3: "the life they lost this turn", "the amount of life you gained this
    turn"."""

    rules = ("life_changed_this_turn",)
    amount_of: bool
    player: Node
    change: str  # "lost" or "gained"

    @classmethod
    def build(cls, children, span, **fixed):
        amount_of, player, change = children
        return cls(amount_of is not None, player, str(change).lower(), span=span)

    def render(self) -> str:
        head = "the amount of life" if self.amount_of else "the life"
        return f"{head} {self.player.render()} {self.change} this turn"


# ---- "a number of ... equal to" (CR 107.3, 122.1, 111.1)


@attrs.frozen
class EntersWithNumber(Node):
    """CR 614.1c, 122.6: "enters with a number of +1/+1 counters on it equal to ..."."""

    rules = (("enters_with_number", {}), ("enters_with_number_additional", {"additional": True}))
    kind: Node
    noun: str
    pronoun: Node
    amount: Node
    additional: bool = False

    @classmethod
    def build(cls, children, span, additional=False):
        _, kind, noun, pronoun, amount = children
        return cls(kind, str(noun).lower(), pronoun, amount, additional, span=span)

    def render(self) -> str:
        extra = " additional" if self.additional else ""
        head = f"{verb('<enter|enters>')} with a number of{extra}"
        tail = f"on {self.pronoun.render()} equal to {self.amount.render()}"
        return f"{head} {self.kind.render()} {self.noun} {tail}"


@attrs.frozen
class PutNumberCounters(Node):
    """CR 122.1: "put a number of +1/+1 counters on this creature equal to ..."."""

    rules = ("put_number_counters",)
    template = "<put|puts> a number of {kind} {noun} on {object} equal to {amount}"
    kind: Node
    noun: str
    object: Node
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, kind, noun, obj, amount = children
        return cls(kind, str(noun).lower(), obj, amount, span=span)


@attrs.frozen
class CreateNumberTokens(Node):
    """CR 111.1, 107.3: "create a number of 1/1 black Rat creature tokens equal to ..."."""

    rules = ("create_number_tokens",)
    template = "<create|creates> a number of {tokens} equal to {amount}"
    tokens: Node
    amount: Node

    pick = (1, 2)


# ---- CR 104.3: winning and losing the game


@attrs.frozen
class WouldWinLose(Node):
    """CR 104.3, 614.1a: a player would win or lose the game ("If you would lose the
    game")."""

    rules = ("would_win_lose",)
    action: str  # "win" or "lose"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls("win" if str(children[0]).lower().startswith("win") else "lose", span=span)

    def render(self) -> str:
        return f"{self.action} the game"


# ---- players described by what they did (CR 102)


@attrs.frozen
class PlayerWho(QualifiedPlayer, PlayerRef):
    """CR 102: a player described by a relative clause ("each player who controls a white
    creature", "each opponent who cast a spell this turn")."""

    rules = ("player_who",)
    player: Node
    action: Node

    pick = (0, 1)

    def render(self) -> str:
        return f"{self.player.render()} who {self.action.render()}"


@attrs.frozen
class WhoAction(FixedParts):
    """What a player did or has, in a relative clause: "controls a white creature", "cast
    a spell this turn", "lost life this turn" (one of the grammar's fixed forms)."""

    rules = ("who_action",)


# ---- CR 702.10b


@attrs.frozen
class CanAttackAsThoughHad(Node):
    """CR 702.10b: "can attack as though it had haste"."""

    rules = ("can_attack_as_though_had",)
    duration: Node | None
    pronoun: Node
    keyword: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if c is None or isinstance(c, Node)]
        return cls(*nodes, span=span)

    def render(self) -> str:
        return join(("can attack", self.duration, "as though", self.pronoun, "had",
                     self.keyword))  # fmt: skip


# ---- CR 724: the monarch


@attrs.frozen
class TheMonarch(PlayerRef):
    """CR 724.1: the monarch, a player designation."""

    rules = ("the_monarch",)

    def render(self) -> str:
        return "the monarch"


# ---- CR 700.2: modes another player chooses


@attrs.frozen
class PlayerModeIntro(Node):
    """CR 700.2: a modal ability whose mode another player chooses ("An opponent chooses
    one —")."""

    rules = ("player_mode_intro",)
    player: Node
    count: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[2]).lower(), span=span)

    def render(self) -> str:
        chooses = agreeing(self.player, lambda: verb("<choose|chooses>"))
        return f"{self.player.render()} {chooses} {self.count}"


# ---- batch 3


@attrs.frozen
class TriggerLimit(Node):
    """CR 603.2: a limit written on a triggered ability ("This ability triggers only once
    each turn.", or once at all: "This ability triggers only once.")."""

    rules = (("trigger_limit", {}), ("trigger_limit_once", {"each_turn": False}))
    kind: str
    each_turn: bool = True

    @classmethod
    def build(cls, children, span, each_turn=True):
        return cls(str(children[1]).lower(), each_turn, span=span)

    def render(self) -> str:
        return f"this {self.kind} triggers only once{' each turn' if self.each_turn else ''}."


@attrs.frozen
class EntersWithCountersAnd(Node):
    """CR 614.1c, 702.33: "enters with two +1/+1 counters on it and with flying"."""

    rules = ("enters_with_counters_and",)
    template = "<enter|enters> with {counters} on {pronoun} and {abilities}"
    counters: Node
    pronoun: Node
    abilities: Node

    pick = (1, 2, 4)


@attrs.frozen
class MovedWithAdditional(Node):
    """CR 122.6: "return it to the battlefield with an additional +1/+1 counter on it"."""

    rules = ("moved_with_additional",)
    action: Node
    quantity: Node
    kind: Node
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        action, quantity, kind, noun, pronoun = children
        return cls(action, quantity, kind, str(noun).lower(), pronoun, span=span)

    def render(self) -> str:
        return join((self.action, "with", self.quantity, "additional", self.kind, self.noun,
                     "on", self.pronoun))  # fmt: skip


@attrs.frozen
class IsAWith(Node):
    """ "a creature card with power 5 or greater" as a state: "if it's a creature card
    with power 5 or greater" (CR 608.2c)."""

    rules = ("is_a_with",)
    template = "{article} {descriptor} {quality}"
    article: Node
    descriptor: Node
    quality: Node


@attrs.frozen
class TokenSpecNamedFirst(Node):
    """CR 111.4: a named token with abilities, its name first ("a colorless artifact token
    named Etherium Cell with "{T}, ..."")."""

    rules = ("token_spec_named_first",)
    template = "[{characteristics} ]{words} {name} {abilities}"
    characteristics: Node | None
    words: Node
    name: Node
    abilities: Node


@attrs.frozen
class GetEmblemAbilities(Node):
    """CR 114.1: a player gets an emblem with several abilities."""

    rules = ("get_emblem_abilities",)
    abilities: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        body = " and ".join(a.render() for a in self.abilities)
        return f"{verb('<get|gets>')} an emblem with {body}"


# ---- batch 4


@attrs.frozen
class AttackAloneOnly(FixedPhrase):
    """CR 506.5: "can only attack alone"."""

    rules = ("attack_alone_only",)


@attrs.frozen
class WithoutCounter(Node):
    """CR 122.1: "without a fate counter on it" after an object."""

    rules = ("without_counter",)
    template = "without {counters} on {pronoun}"
    counters: Node
    pronoun: Node


@attrs.frozen
class NumberOfPlayers(Node):
    """CR 102.1, 107.3: "the number of opponents you have"."""

    rules = ("number_of_players",)
    noun: str
    player: Node
    have: str

    @classmethod
    def build(cls, children, span, **fixed):
        noun, player, have = children
        return cls(str(noun).lower(), player, str(have).lower(), span=span)

    def render(self) -> str:
        return f"the number of {self.noun} {self.player.render()} {self.have}"


BecomesAttachedEvent = node_class(
    "BecomesAttachedEvent", "becomes_attached_event", "{subject} <become|becomes> {attached}",
    "CR 701.3, 603.2: an Aura or Equipment becomes attached to an object.",
    {"subject": "Node", "attached": "Node"}, skip=frozenset({"become", "becomes"}),
)  # fmt: skip


@attrs.frozen
class LifeTotalCondition(Node):
    """CR 119: a life total compared with a number or a starting life total ("if your
    life total is less than 7")."""

    rules = ("life_total_condition",)
    total: Node
    comparison: str
    reference: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        total, _, comparison, reference = children
        if not isinstance(reference, Node):
            reference = str(reference)
        return cls(total, str(comparison).lower(), reference, span=span)

    def render(self) -> str:
        return f"{self.total.render()} is {self.comparison} {text(self.reference)}"


@attrs.frozen
class StartingLifeTotal(Node):
    """CR 103.4: a player's starting life total (or half of it)."""

    rules = ("starting_life_total",)
    half: bool
    player: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0] is not None, children[1], span=span)

    def render(self) -> str:
        return join(("half" if self.half else None, self.player, "starting life total"))


@attrs.frozen
class ForEachLife(Node):
    """CR 119.3: "for each 1 life you gained", "for each 1 life lost this way"."""

    rules = (("for_each_life", {}), ("for_each_life_this_way", {"this_way": True}))
    amount: str
    player: Node | None
    change: str
    duration: Node | None = None
    this_way: bool = False

    @classmethod
    def build(cls, children, span, this_way=False):
        if this_way:
            amount, change, _ = children
            return cls(str(amount), None, str(change).lower(), None, True, span=span)
        amount, player, change, duration = children
        return cls(str(amount), player, str(change).lower(), duration, span=span)

    def render(self) -> str:
        return join(("for each", self.amount, "life", self.player, self.change,
                     self.duration, "this way" if self.this_way else None))  # fmt: skip


@attrs.frozen
class PayLifeEqual(Node):
    """CR 119.4: paying life equal to an amount."""

    rules = ("pay_life_equal",)
    template = "<pay|pays> life equal to {amount}"
    amount: Node

    pick = (1,)


@attrs.frozen
class LifeEqualCost(Node):
    """CR 119.4: "life equal to its toughness" as a cost to pay."""

    rules = ("life_equal_cost",)
    template = "life equal to {amount}"
    amount: Node


@attrs.frozen
class ControlPlayer(Node):
    """CR 722: a player controls another player during that player's next turn."""

    rules = ("control_player",)
    template = "<control|controls> {player} during {owner} next turn"
    player: Node
    owner: Node

    pick = (1, 2)


# ---- batch 5


@attrs.frozen
class HadCountersCondition(Node):
    """CR 608.2h: the counters an object had as it last existed ("if it had counters on
    it", "if it had no time counters on it")."""

    rules = ("had_counters_condition",)
    object: Node
    count: Node | None
    kind: Node | None
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        obj, _, count, kind, noun, pronoun = children
        return cls(obj, count, kind, str(noun).lower(), pronoun, span=span)

    def render(self) -> str:
        return join((self.object, "had", self.count, self.kind, self.noun, "on",
                     self.pronoun))  # fmt: skip


@attrs.frozen
class HadCount(FixedPhrase):
    """How many counters an object had: "a", "no", "one or more" (CR 122)."""

    rules = ("had_count",)


@attrs.frozen
class HadEnterCondition(Node):
    """CR 603.6a, 608.2c: "if you had a land enter the battlefield under your control this
    turn"."""

    rules = ("had_enter_condition",)
    player: Node
    object: Node
    under: Node
    duration: Node

    template = "{player} had {object} enter the battlefield {under} {duration}"
    pick = (0, 2, 4, 5)


@attrs.frozen
class GainChoiceOf(Node):
    """CR 700.2: an object gains one keyword of a player's choice ("gains your choice of
    flying, trample, or haste")."""

    rules = ("gain_choice_of",)
    chooser: str
    keywords: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        chooser = str(children[1]).lower()
        return cls(chooser, tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return f"{verb('<gain|gains>')} {self.chooser} choice of {series(self.keywords, 'or')}"


@attrs.frozen
class EntersWithChoiceOf(Node):
    """CR 614.1c, 122.1b: "enters with your choice of a flying counter or a first strike
    counter on it"."""

    rules = ("enters_with_choice_of",)
    chooser: str
    first: Node
    second: Node
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, chooser, first, _, second, pronoun = children
        return cls(str(chooser).lower(), first, second, pronoun, span=span)

    def render(self) -> str:
        return (f"{verb('<enter|enters>')} with {self.chooser} choice of {self.first.render()} "
                f"or {self.second.render()} on {self.pronoun.render()}")


@attrs.frozen
class FirstEachTurn(ObjectRef):
    """CR 601.2: the first object of a kind each turn ("The first spell you cast each
    turn")."""

    rules = ("first_each_turn",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], tuple(children[2:]), span=span)

    def render(self) -> str:
        return join(("the first", self.descriptor, *self.qualifiers, "each turn"))


@attrs.frozen
class PlayerCounters(ObjectRef):
    """CR 122.1: counters a player has ("poison counter your opponents have")."""

    rules = ("player_counters",)
    kind: Node
    noun: str
    player: Node
    have: str

    @classmethod
    def build(cls, children, span, **fixed):
        kind, noun, player, have = children
        return cls(kind, str(noun).lower(), player, str(have).lower(), span=span)

    def render(self) -> str:
        return join((self.kind, self.noun, self.player, self.have))


# ---- batch 6


@attrs.frozen
class RemainsInPlace(Node):
    """CR 611.2b: "it remains exiled", "this creature remains on the battlefield": how long
    an effect lasts."""

    rules = ("remains_in_place",)
    object: Node
    place: Node

    def render(self) -> str:
        remains = agreeing(self.object, lambda: verb("<remain|remains>"))
        return f"{self.object.render()} {remains} {self.place.render()}"


@attrs.frozen
class RemainPlace(FixedPhrase):
    """Where an object remains: "exiled", "on the battlefield"."""

    rules = ("remain_place",)


@attrs.frozen
class SpendManaAsThough(Node):
    """CR 609.4b: "spend mana as though it were mana of any color to cast that spell"."""

    rules = ("spend_mana_as_though",)
    pronoun: Node
    were: str
    kind: str  # "color" or "type"
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, pronoun, were, kind, _, obj = children
        return cls(pronoun, str(were).lower(), str(kind).lower(), obj, span=span)

    def render(self) -> str:
        spend = verb("<spend|spends>")
        return (f"{spend} mana as though {self.pronoun.render()} {self.were} mana of any "
                f"{self.kind} to cast {self.object.render()}")


@attrs.frozen
class ManaCanBeSpent(Node):
    """CR 609.4b: "mana of any type can be spent to cast that spell"."""

    rules = ("mana_can_be_spent",)
    kind: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        kind, _, obj = children
        return cls(str(kind).lower(), obj, span=span)

    def render(self) -> str:
        return f"mana of any {self.kind} can be spent to cast {self.object.render()}"


@attrs.frozen
class ClausesManaRider(Node):
    """CR 609.4b: a permission to play a card followed by ", and" a permission about the
    mana to cast it ("you may cast that card for as long as it remains exiled, and you may
    spend mana as though it were mana of any color to cast that spell")."""

    rules = ("clauses_mana_rider",)
    clauses: Node
    rider: Node

    pick = (0, 2)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{body}, and {agreeing(None, self.rider.render)}"


# ---- batch 7


@attrs.frozen
class PlayerWith(QualifiedPlayer, PlayerRef):
    """CR 102: a player described by what they have ("each opponent with no cards in
    hand", "the player with the lowest life total")."""

    rules = ("player_with",)
    player: Node
    quality: Node

    def render(self) -> str:
        return f"{self.player.render()} with {self.quality.render()}"


@attrs.frozen
class PlayerQuality(FixedParts):
    """What a player has, one of the grammar's fixed forms: "the most life", "no cards in
    hand", "four or more cards in hand", "exactly 13 life" (CR 119, 402)."""

    rules = ("player_quality",)


@attrs.frozen
class AmountPlusAmount(Node):
    """CR 107.3: the sum of two counts ("the number of Forests you control plus the number
    of Treefolk you control")."""

    rules = ("amount_plus_amount",)
    template = "{first} plus {second}"
    first: Node
    second: Node


# ---- CR 903: commanders


@attrs.frozen
class CanBeCommander(Node):
    """CR 903.3d: a card that can be a commander though it isn't a legendary creature."""

    rules = ("can_be_commander",)
    template = "can be {commander}"
    commander: Node


@attrs.frozen
class ManaInIdentity(Node):
    """CR 903.4: "one mana of any color in your commander's color identity"."""

    rules = ("mana_in_identity",)
    amount: Node
    kind: str
    owner: str

    @classmethod
    def build(cls, children, span, **fixed):
        amount, kind, owner = children[0], children[1], children[2]
        return cls(amount, str(kind).lower(), str(owner).lower(), span=span)

    def render(self) -> str:
        return (f"{self.amount.render()} mana of any {self.kind} in {self.owner} commander's "
                "color identity")


@attrs.frozen
class EachOfYourOpponents(PlayerRef):
    """ "each of your opponents" (CR 102.3)."""

    rules = ("each_of_your_opponents",)
    owner: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"each of {self.owner} {self.noun}"


@attrs.frozen
class NotNamed(Node):
    """CR 201.2: "not named CARDNAME"."""

    rules = ("not_named",)
    template = "not {named}"
    named: Node

    pick = (1,)



@attrs.frozen
class QuotedEndConditionSentence(Node):
    """CR 113.2c, 611.3a: "As long as [condition], ..." or "If [condition], ..." whose last
    word is a quoted ability, the quote's full stop ending the sentence."""

    rules = (("quoted_end_as_long_as", {"lead": "as long as"}),
             ("quoted_end_if", {"lead": "if"}))  # fmt: skip
    condition: Node
    clauses: Node
    lead: str = "if"

    @classmethod
    def build(cls, children, span, lead="if"):
        return cls(children[0], children[1], lead, span=span)

    def render(self) -> str:
        return f"{self.lead} {self.condition.render()}, {agreeing(None, self.clauses.render)}"
