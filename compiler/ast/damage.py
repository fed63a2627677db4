"""Damage, choices of targets, dice and coins: the rules-area extension "damage" (CR 120,
115, 601.2c, 705, 706), with delayed triggers after the first sentence (CR 603.7a), damage
recipients and objects named by damage dealt. The grammar is grammar/damage.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, capitalize, fill, join, node_class, series, verb
from .effects import DealDamageEqual
from .events import DelayedTrigger
from .layers import HaveDo
from .objects import DescWord, FixedPhrase, PlayerRef
from .zones import MovedThisWay


@attrs.frozen
class DealDamageToEqual(DealDamageEqual):
    """CR 120.1, 107.3: deal damage equal to an amount, the recipient written first
    ("deals damage to any target equal to the number of Mountains you control")."""

    rules = ("deal_damage_to_equal",)
    template = "<deal|deals> {kind} to {recipient} equal to {amount}"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[3], children[2], span=span)


@attrs.frozen
class DealThatMuchDamage(Node):
    """CR 120.1, 608.2h: deal an amount of damage named before ("deals that much damage to
    that creature's controller")."""

    rules = ("deal_that_much_damage",)
    template = "<deal|deals> that much {kind} to {recipient}"
    kind: str
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)


# ---- choosing targets (CR 115.1, 601.2c)


@attrs.frozen
class ChooseTarget(Node):
    """CR 115.1, 601.2c: choose a target ("Choose target creature you control"); later
    sentences refer to it."""

    rules = ("choose_target",)
    template = "<choose|chooses> {target}"
    target: Node
    pick = (1,)


# ---- objects named by an earlier action (CR 608.2h)

DealtDamageThisWay = node_class(
    "DealtDamageThisWay", "dealt_damage_this_way", "dealt {kind} this way",
    "CR 120, 608.2h: the objects an earlier effect dealt damage to (\"a creature dealt "
    "damage this way\").", {"kind": "str"}, subject=None, skip=frozenset({"this way"}),
)  # fmt: skip


@attrs.frozen
class HaveDeal(HaveDo):
    """CR 120.1: a player has an object deal damage ("you may have this creature deal 3
    damage to target creature"; the object's verb in the base form)."""

    rules = ("have_deal",)


@attrs.frozen
class ActedThisWay(MovedThisWay):
    """CR 608.2h: the objects an earlier action tapped, sacrificed, destroyed, returned or
    chose ("each creature tapped this way", "the creatures destroyed this way")."""

    rules = ("acted_this_way",)


# ---- dice (CR 706)


def _lower(tokens):
    return [str(t).lower() if isinstance(t, str) else t for t in tokens]


@attrs.frozen
class RollDice(Node):
    """CR 706.1: roll dice ("roll a d20", "roll two six-sided dice", "roll the planar die",
    "roll a six-sided die twice")."""

    rules = ("roll_dice",)
    template = "<roll|rolls> {amount} {die}[ {times}]"
    amount: Node | str
    die: str
    times: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, *rest = children
        if isinstance(rest[0], str):  # "the planar die"
            rest = ["the", *rest]
        amount, die, times = _lower(rest)
        return cls(amount, die, times, span=span)


@attrs.frozen
class RollAndModify(Node):
    """CR 706.2: roll a die and add an amount to (or subtract it from) the result ("Roll a
    d20 and add the number of cards in your hand")."""

    rules = ("roll_and_modify",)
    template = "<roll|rolls> {amount} {die} and {modifier} {addend}"
    amount: Node
    die: str
    modifier: str
    addend: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, amount, die, modifier, addend = _lower(children)
        return cls(amount, die, modifier, addend, span=span)


@attrs.frozen
class DieResult(FixedPhrase):
    """CR 706.2: the result of a die roll ("the result", "that result", "the other
    result")."""

    rules = ("die_result",)


@attrs.frozen
class DieResultRow(Node):
    """CR 706.2: one row of a die's table of results ("1—14 | Draw X cards.")."""

    rules = ("die_result_row",)
    results: str
    effects: Node

    def render(self) -> str:
        return f"{self.results} | {capitalize(self.effects.render())}"


@attrs.frozen
class RollResultCondition(Node):
    """CR 706.2: "If you roll a 1", "If you roll a 12 or higher"."""

    rules = ("roll_result_condition",)
    template = "{player} <roll|rolls> a {result}[ {bound}]"
    player: Node
    result: Node
    bound: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        player, _, result, bound = _lower(children)
        return cls(player, result, bound, span=span)

    def render(self) -> str:
        return agreeing(self.player, lambda: fill(self.template, self))


@attrs.frozen
class DieResultCondition(Node):
    """CR 706.2: "If the result is 0 or less"."""

    rules = ("die_result_condition",)
    template = "{result} is {value}[ {comparator}]"
    result: Node
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        result, _, value, comparator = _lower(children)
        return cls(result, value, comparator, span=span)


@attrs.frozen
class RollEvent(Node):
    """CR 706, 603.2: a player rolls dice ("Whenever you roll one or more dice", "Whenever
    you roll the planar die")."""

    rules = ("roll_event",)
    template = "{player} <roll|rolls> {amount}[ {comparator}] {die}"
    player: Node
    amount: Node | str
    die: str
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        player, _, *rest = _lower(children)
        if len(rest) == 1:
            return cls(player, "the", rest[0], span=span)
        if len(rest) == 2:
            return cls(player, rest[0], rest[1], span=span)
        return cls(player, rest[0], rest[2], rest[1], span=span)

    def render(self) -> str:
        return agreeing(self.player, lambda: fill(self.template, self))


# ---- coins (CR 705)


def _outcome(word: str) -> str:
    """ "win"/"lose" (present, agreeing with the player) or "won"/"lost" (past)."""
    word = word.lower()
    if word in ("won", "lost"):
        return word
    return "<win|wins>" if word.startswith("win") else "<lose|loses>"


@attrs.frozen
class FlipCoins(Node):
    """CR 705.1: flip coins ("flip a coin", "flip two coins"), perhaps repeatedly "until
    you lose a flip"."""

    rules = ("flip_coins",)
    template = "<flip|flips> {amount} {coin}[ {until}]"
    amount: Node
    coin: str
    until: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, amount, coin, until = _lower(children)
        return cls(amount, coin, until, span=span)


@attrs.frozen
class FlipOutcome(Node):
    """CR 705.2: a player wins or loses a flip: "you win the flip", "until you lose a
    flip", "Whenever you win a coin flip"."""

    rules = (("flip_condition", {"article": "the"}), ("flip_until", {"article": "until"}),
             ("coin_flip_event", {"article": "a coin"}))  # fmt: skip
    player: Node
    outcome: str
    article: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), fixed["article"], span=span)

    def render(self) -> str:
        if self.article == "until":
            body = "until {player} " + _outcome(self.outcome) + " a flip"
        else:
            body = "{player} " + _outcome(self.outcome) + f" {self.article} flip"
        return agreeing(self.player, lambda: fill(body, self))


# ---- comparisons with an amount (CR 208, 202.3, 107.3)


@attrs.frozen
class StatCompared(Node):
    """CR 208, 202.3: a characteristic compared with an amount ("mana value less than or
    equal to the number of lands you control", "power equal to that result")."""

    rules = ("stat_compared",)
    template = "{stat} {comparison} {value}"
    stat: str
    comparison: str
    value: Node

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 2:  # "equal to"
            return cls(str(children[0]).lower(), "equal to", children[1], span=span)
        stat, comparison, value = children
        return cls(str(stat).lower(), str(comparison).lower(), value, span=span)


@attrs.frozen
class StatComparedCondition(Node):
    """CR 208, 608.2c: "if its mana value is less than or equal to the number of ...", "as
    long as that creature's power remains less than or equal to this creature's power"."""

    rules = ("stat_compared_condition",)
    template = "{stat} {verb} {comparison} {value}"
    stat: Node
    verb: str
    comparison: str
    value: Node

    @classmethod
    def build(cls, children, span, **fixed):
        stat, verb_, comparison, value = children
        return cls(stat, str(verb_).lower(), str(comparison).lower(), value, span=span)


@attrs.frozen
class CountersAtLeast(Node):
    """CR 122.1: a number of counters or more on an object ("four or more quest counters on
    it", "one or more counters on it")."""

    rules = ("counters_at_least",)
    template = "{count} {comparator}[ {kind}] {noun} on {pronoun}"
    count: Node
    comparator: str
    kind: Node | None
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        count, comparator, kind, noun, pronoun = children
        return cls(count, str(comparator).lower(), kind, str(noun).lower(), pronoun, span=span)


@attrs.frozen
class AttachedPlayer(PlayerRef):
    """CR 303.4e: "enchanted player", the player an Aura with enchant player is attached
    to."""

    rules = ("attached_player",)
    attachment: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.attachment} {self.noun}"


# ---- halves (CR 107.1a)


@attrs.frozen
class HalfOf(Node):
    """CR 107.1a: half of a player's life or library, rounded up or down ("loses half their
    life, rounded up", "mills half their library, rounded down")."""

    rules = (("lose_half_life", {"action": "lose"}), ("mill_half", {"action": "mill"}))
    action: str
    possessive: str
    rounded: str
    zone: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        if fixed["action"] == "lose":
            _, possessive, rounded = children
            return cls("lose", str(possessive).lower(), str(rounded).lower(), span=span)
        _, possessive, zone, rounded = children
        return cls("mill", str(possessive).lower(), str(rounded).lower(), str(zone).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        if self.action == "lose":
            return fill("<lose|loses> half {possessive} life{rounded}", self)
        return fill("<mill|mills> half {possessive} {zone}{rounded}", self)


@attrs.frozen
class ForEachPlayerSentence(Node):
    """CR 608.2c: "For each player, ..." — the instructions are followed for each player in
    turn."""

    rules = ("for_each_player_sentence",)
    noun: str
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"for each {self.noun}, {self.clauses.render()}."


@attrs.frozen
class DifferentQuality(Node):
    """CR 208, 201.2, 202.3: objects that differ in a characteristic ("three or more
    creatures with different powers", "up to four cards with different names")."""

    rules = ("different_quality",)
    characteristic: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"different {self.characteristic}"


@attrs.frozen
class LaterTrigger(Node):
    """CR 603.7a: a delayed triggered ability a spell or ability creates, written as a
    later sentence ("At the beginning of that turn's end step, you lose the game.", "When
    you lose control of the creature, tap it.")."""

    rules = ("later_trigger",)
    trigger_word: str
    event: Node
    duration: Node | None
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        word, event, duration, clauses = children
        if duration is not None:  # "When that creature dies this turn, ..." (events.lark)
            return DelayedTrigger(str(word).lower(), event, duration, clauses, span=span)
        return cls(str(word).lower(), event, duration, clauses, span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{join((self.trigger_word, self.event, self.duration))}, {body}."


CreatedToken = node_class(
    "CreatedToken", "created_token", "{amount} {token}",
    """CR 111.2: one kind of token among several created at once ("a 2/2 green Wolf
    creature token").""",
    {"amount": "Node", "token": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class CreateTokenSeries(Node):
    """CR 111.2, 701.7: create several kinds of tokens ("create a 1/1 green Snake creature
    token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token")."""

    rules = ("create_token_series",)
    tokens: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return f"{verb('<create|creates>')} {series(self.tokens)}"


@attrs.frozen
class DescCoordinate(DescWord):
    """CR 205.4b: negated words that all apply, separated by commas ("noncreature, nonland
    card", "nonattacking, nonblocking creature")."""

    rules = ("desc_coordinate",)
    words: tuple[DescWord, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.words[-1].plural

    def render(self) -> str:
        return ", ".join(w.render() for w in self.words)


@attrs.frozen
class ForbiddenSeries(Node):
    """CR 508.1, 509.1, 701.28, 702.122: three actions a "can't" forbids ("attack, block,
    or transform", "attack, block, or crew Vehicles")."""

    rules = ("forbidden_series",)
    # restricted_action (a FixedPhrase) keeps the rendered words, not this node
    transient = True
    actions: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        *verbs, _or, last = (str(c) for c in children if str(c) != ",")
        return cls((*(v.lower() for v in verbs), last if " " in last else last.lower()), span=span)

    def render(self) -> str:
        return series(self.actions, "or")


@attrs.frozen
class AttackedRecipient(FixedPhrase):
    """CR 506.2, 508.1b: the player or planeswalker a creature attacks ("the player or
    planeswalker it's attacking", "... that creature is attacking")."""

    rules = ("attacked_recipient",)
    third_person = True


@attrs.frozen
class DamageLifeFloor(Node):
    """CR 614.1a, 120.3a: a replacement effect that keeps a life total from going below a
    number: "damage that would reduce your life total to less than 1 reduces it to 1
    instead" (damage results in loss of life, CR 120.3a; the loss is replaced)."""

    rules = ("damage_life_floor",)
    kind: str
    life_total: Node
    below: Node
    floor: Node
    pronoun: str = "it"

    @classmethod
    def build(cls, children, span, **fixed):
        kind, life_total, below, pronoun, floor, _instead = children
        return cls(str(kind).lower(), life_total, below, floor, str(pronoun).lower(), span=span)

    def render(self) -> str:
        return (f"{self.kind} that would reduce {self.life_total.render()} to less than "
                f"{self.below.render()} reduces {self.pronoun} to {self.floor.render()} instead")


def _excess(token: object) -> str:
    """The damage kind of an EXCESS_DAMAGE token: "", "combat" or "noncombat"."""
    words = str(token).lower().split()
    return words[1] if len(words) == 3 else ""


def _excess_words(kind: str) -> str:
    return join(("excess", kind, "damage"))


@attrs.frozen
class ExcessDamageCondition(Node):
    """CR 120.4a: whether damage beyond lethal damage (beyond a planeswalker's loyalty, a
    battle's defense) was dealt by an earlier action ("excess damage was dealt to that
    creature this way", "excess damage is dealt this way"); ``state`` is "was" or "is"."""

    rules = ("excess_damage_condition",)
    kind: str
    state: str
    recipient: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        excess, state, *rest = children
        recipient = next((c for c in rest if isinstance(c, Node)), None)
        return cls(_excess(excess), str(state).lower(), recipient, span=span)

    def render(self) -> str:
        to = f"to {self.recipient.render()}" if self.recipient is not None else None
        return join((_excess_words(self.kind), self.state, "dealt", to, "this way"))


@attrs.frozen
class DealtExcessDamage(Node):
    """CR 120.4a: an object that was dealt excess damage ("a creature an opponent
    controlled was dealt excess damage this turn")."""

    rules = ("dealt_excess_damage",)
    kind: str
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        excess, *rest = children
        duration = next((c for c in rest if isinstance(c, Node)), None)
        return cls(_excess(excess), duration, span=span)

    def render(self) -> str:
        return join(("dealt", _excess_words(self.kind), self.duration))


@attrs.frozen
class DealtExcessDamageEvent(Node):
    """CR 120.4a, 603.2: the event of an object being dealt excess damage ("Whenever a
    creature an opponent controls is dealt excess noncombat damage")."""

    rules = ("dealt_excess_damage_event",)
    object: Node
    verb_form: str
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        obj, verb_form, excess = children
        return cls(obj, str(verb_form).lower(), _excess(excess), span=span)

    def render(self) -> str:
        return join((self.object, self.verb_form, "dealt", _excess_words(self.kind)))


@attrs.frozen
class DamagePreventedCondition(Node):
    """CR 615.5, 609.3: "damage is prevented this way", "damage from a red source is
    prevented this way" — the prevention effect just before prevented some damage."""

    rules = ("damage_prevented_condition",)
    kind: str
    source: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        source = f" from {self.source.render()}" if self.source is not None else ""
        return f"{self.kind}{source} is prevented this way"
