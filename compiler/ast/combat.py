"""Combat (CR 506-511): attack and block restrictions and requirements, combat triggers and
combat damage assignment; and static rule modifications of players (CR 305.2, 402.2,
500.11)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, by_kind, fill, text, verb
from .objects import FixedPhrase, PlayerRef


def _lower(token) -> str | None:
    return None if token is None else str(token).lower()


# ---- players


@attrs.frozen
class AllPlayers(PlayerRef):
    """CR 102.1: "players" or "opponents" without a determiner: every such player."""

    rules = ("all_players",)
    noun: str
    third_person = False
    plural = True

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.noun


# ---- blocking restrictions (CR 509.1b)


@attrs.frozen
class CantBeBlockedBy(Node):
    """CR 509.1b: a blocking restriction, "can't be blocked by creatures with power 2 or
    less" or "can't be blocked except by two or more creatures"."""

    rules = (("cant_be_blocked_by", {"except_": False}),
             ("cant_be_blocked_except", {"except_": True}))  # fmt: skip
    blockers: Node
    except_: bool = False

    @classmethod
    def build(cls, children, span, except_=False):
        return cls(children[1], except_, span=span)

    def render(self) -> str:
        by = "except by" if self.except_ else "by"
        return f"can't be blocked {by} {self.blockers.render()}"


@attrs.frozen
class CantBeBlockedByMore(Node):
    """CR 509.1b: "can't be blocked by more than one creature"."""

    rules = ("cant_be_blocked_by_more",)
    template = "can't be blocked by more than {amount} {noun}"
    amount: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)


# ---- what a creature can block (CR 509.1b-c)


@attrs.frozen
class CanBlockOnly(Node):
    """CR 509.1b: "can block only creatures with flying"."""

    rules = ("can_block_only",)
    template = "can block only {blocked}"
    blocked: Node

    pick = (1,)


@attrs.frozen
class AdditionalCount(Node):
    """ "an additional", "two additional", "up to three additional"."""

    rules = ("additional_count",)
    amount: Node | None = None
    up_to: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        up_to = any(str(c).lower() == "up" for c in children if isinstance(c, str))
        return cls(nodes[0] if nodes else None, up_to, span=span)

    def render(self) -> str:
        if self.amount is None:
            return "an additional"
        return ("up to " if self.up_to else "") + f"{self.amount.render()} additional"


@attrs.frozen
class CanBlockAdditional(Node):
    """CR 509.1b: "can block an additional creature each combat", "can block any number of
    creatures"."""

    rules = (("can_block_additional", {"any_number": False}),
             ("can_block_any_number", {"any_number": True}))  # fmt: skip
    count: Node | None
    noun: str
    period: Node | None = None
    any_number: bool = False

    @classmethod
    def build(cls, children, span, any_number=False):
        if any_number:
            return cls(None, str(children[1]).lower(), children[2], True, span=span)
        return cls(children[1], str(children[2]).lower(), children[3], span=span)

    def render(self) -> str:
        count = "any number of" if self.any_number else self.count.render()
        return " ".join(p for p in ("can block", count, self.noun, text(self.period)) if p)


# ---- requirements (CR 508.1d, 509.1c)


@attrs.frozen
class CombatPeriod(FixedPhrase):
    """ "this turn", "this combat", "each combat", "each turn": when a combat requirement
    applies."""

    rules = ("combat_period",)


@attrs.frozen
class MustBeBlocked(Node):
    """CR 509.1c: a blocking requirement, "must be blocked this turn if able"."""

    rules = ("must_be_blocked",)
    template = "must be blocked[ by {blockers}][ {period}] if able"
    blockers: Node | None = None
    period: Node | None = None


@attrs.frozen
class CombatRequirement(Node):
    """CR 508.1d, 509.1c: "attacks this turn if able", "blocks each combat if able",
    "attacks or blocks each combat if able"."""

    rules = (("combat_requirement", {"action": "attack"}),
             ("block_requirement", {"action": "block"}),
             ("attack_or_block_requirement", {"action": "attack or block"}))  # fmt: skip
    action: str
    target: Node | None
    period: Node

    @classmethod
    def build(cls, children, span, action="attack"):
        nodes = [c for c in children if c is None or isinstance(c, Node)]
        if action == "attack or block":
            return cls(action, None, nodes[0], span=span)
        return cls(action, nodes[0], nodes[1], span=span)

    def render(self) -> str:
        forms = {"attack": "<attack|attacks>", "block": "<block|blocks>",
                 "attack or block": "<attack|attacks> or <block|blocks>"}  # fmt: skip
        return " ".join(
            p for p in (verb(forms[self.action]), text(self.target), self.period.render(),
                        "if able") if p
        )  # fmt: skip


@attrs.frozen
class CanAttackAsThough(Node):
    """CR 702.3b: "can attack this turn as though it didn't have defender"; CR 702.14c:
    "can be blocked as though they didn't have islandwalk"."""

    rules = (("can_attack_as_though", {"action": "attack"}),
             ("can_be_blocked_as_though", {"action": "be blocked"}))  # fmt: skip
    duration: Node | None
    pronoun: Node
    keyword: Node
    action: str = "attack"

    @classmethod
    def build(cls, children, span, action="attack"):
        nodes = [c for c in children if c is None or isinstance(c, Node)]
        return cls(*nodes, action, span=span)

    def render(self) -> str:
        return fill("can {action}[ {duration}] as though {pronoun} didn't have {keyword}", self)


@attrs.frozen
class CanBlockAsThough(Node):
    """CR 702.28b: "can block creatures with shadow as though it had shadow"."""

    rules = ("can_block_as_though",)
    template = "can block {blocked} as though {pronoun} had {keyword}"
    blocked: Node
    pronoun: Node
    keyword: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        return cls(*nodes, span=span)


# ---- combat damage assignment (CR 510.1)


@attrs.frozen
class AssignDamageByStat(Node):
    """CR 510.1a: "assigns combat damage equal to its toughness rather than its power"."""

    rules = ("assign_damage_by_stat",)
    template = "<assign|assigns> {kind} equal to {stat} rather than {instead_of}"
    kind: str
    stat: Node
    instead_of: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], children[3], span=span)


@attrs.frozen
class AssignAsUnblocked(Node):
    """CR 510.1c: "assign its combat damage as though it weren't blocked"."""

    rules = ("assign_as_unblocked",)
    template = ("<assign|assigns> {possessive} {kind}[ {duration}] as though {pronoun} "
                "weren't blocked")  # fmt: skip
    possessive: str
    kind: str
    duration: Node | None
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        fields = {"possessive": "str", "kind": "str", "duration": "Node", "pronoun": "Node"}
        poss, kind, duration, pronoun = by_kind(cls, children[1:], fields)
        return cls(poss.lower(), kind.lower(), duration, pronoun, span=span)


@attrs.frozen
class HaveAssign(Node):
    """ "have this creature assign its combat damage as though it weren't blocked": a
    player's choice for a creature (CR 510.1c)."""

    rules = ("have_assign",)
    object: Node
    action: Node

    pick = (1, 2)

    def render(self) -> str:
        return f"{verb('<have|has>')} {self.object.render()} " + agreeing(None, self.action.render)


# ---- hands, lands, steps (CR 305.2, 402.2, 500.11)


@attrs.frozen
class DurationGame(FixedPhrase):
    """ "for the rest of the game" (CR 611.2)."""

    rules = ("duration_game",)


@attrs.frozen
class NoMaxHandSize(Node):
    """CR 402.2: "You have no maximum hand size"."""

    rules = ("no_max_hand_size",)
    template = "<have|has> no maximum hand size[ {duration}]"
    duration: Node | None = None

    pick = (2,)


@attrs.frozen
class HandSizeValue(Node):
    """ "two", "increased by one", "reduced by three" (CR 402.2)."""

    rules = ("hand_size_value",)
    amount: Node
    change: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        change = _lower(children[0]) if isinstance(children[0], str) else None
        return cls(children[-1], change, span=span)

    def render(self) -> str:
        return f"{self.change} by {self.amount.render()}" if self.change else self.amount.render()


@attrs.frozen
class HandSizeSentence(Node):
    """CR 402.2: "Your maximum hand size is two." / "... is reduced by three"."""

    rules = ("hand_size_sentence",)
    template = "{owner} maximum hand size is {value}[ {duration}]."
    owner: Node
    value: Node
    duration: Node | None = None

    pick = (0, 3, 4)


@attrs.frozen
class EachOfTurns(FixedPhrase):
    """ "on each of your turns", "during each of their turns"."""

    rules = ("each_of_turns",)


@attrs.frozen
class PlayAdditionalLand(Node):
    """CR 305.2: "play an additional land on each of your turns"."""

    rules = ("play_additional_land",)
    template = "<play|plays> {count} {noun}[ {turns}]"
    count: Node
    noun: str
    turns: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), children[3], span=span)


@attrs.frozen
class PlayRevealed(Node):
    """CR 402.3, 401.3: "play with their hands revealed", "play with the top card of your
    library revealed"."""

    rules = ("play_revealed",)
    template = "<play|plays> with {object} revealed"
    object: Node

    pick = (1,)


@attrs.frozen
class SkipStep(Node):
    """CR 500.11: "skip your next untap step", "skip their upkeep steps"."""

    rules = (("skip_step", {"next_": False}), ("skip_next_step", {"next_": True}))
    owner: Node
    step: Node
    next_: bool = False

    @classmethod
    def build(cls, children, span, next_=False):
        return cls(children[1], children[2], next_, span=span)

    def render(self) -> str:
        nxt = " next" if self.next_ else ""
        return f"{verb('<skip|skips>')} {self.owner.render()}{nxt} {self.step.render()}"


@attrs.frozen
class SkippedStep(FixedPhrase):
    """The step or phase skipped: "untap step", "combat phase", "upkeep steps" (CR 500.1)."""

    rules = ("skipped_step",)


# ---- combat triggers (CR 509.1h, 506.5)


@attrs.frozen
class BlocksOrBlockedEvent(Node):
    """CR 509.3c, 509.3d: "blocks or becomes blocked [by a creature]"."""

    rules = ("blocks_or_blocked_event",)
    subject: Node
    by: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if c is None or isinstance(c, Node)]
        return cls(*nodes, span=span)

    def render(self) -> str:
        return agreeing(
            self.subject,
            lambda: fill("{subject} <block|blocks> or <become|becomes> blocked[ by {by}]", self),
        )


@attrs.frozen
class AttacksUnblockedEvent(Node):
    """CR 509.3g: "attacks and isn't blocked"."""

    rules = ("attacks_unblocked_event",)
    subject: Node

    pick = (0,)

    def render(self) -> str:
        return agreeing(
            self.subject,
            lambda: fill("{subject} <attack|attacks> and <aren't|isn't> blocked", self),
        )


@attrs.frozen
class AttacksAloneEvent(Node):
    """CR 506.5, 508.3a: a creature "attacks alone"."""

    rules = ("attacks_alone_event",)
    subject: Node

    pick = (0,)

    def render(self) -> str:
        return agreeing(self.subject, lambda: fill("{subject} <attack|attacks> alone", self))


# ---- attack restrictions with conditions (CR 508.1c)


@attrs.frozen
class DoesntUntapNext(Node):
    """CR 502.3: "doesn't untap during its controller's next untap step", "don't untap
    during their controllers' untap steps"."""

    rules = (("no_untap_next", {"when": "next untap step"}),
             ("no_untap_next_each", {"when": "next untap steps"}),
             ("no_untap_plural", {"when": "untap steps"}))  # fmt: skip
    player: Node
    when: str = "next untap step"

    @classmethod
    def build(cls, children, span, when="next untap step"):
        return cls(children[2], when, span=span)

    def render(self) -> str:
        aux = verb("<don|doesn>")
        return f"{aux}'t untap during {self.player.render()} {self.when}"


@attrs.frozen
class RemoveFromCombat(Node):
    """CR 506.4: "remove it from combat"."""

    rules = ("remove_from_combat",)
    template = "<remove|removes> {object} from combat"
    object: Node

    pick = (1,)


@attrs.frozen
class AssignNoDamage(Node):
    """CR 510.1: "assigns no combat damage"."""

    rules = ("assign_no_damage",)
    template = "<assign|assigns> no {kind}"
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)


@attrs.frozen
class BecomesBlockedByEvent(Node):
    """CR 509.3d: "becomes blocked by a creature"."""

    rules = ("becomes_blocked_by_event",)
    subject: Node
    by: Node

    pick = (0, 2)

    def render(self) -> str:
        return agreeing(
            self.subject, lambda: fill("{subject} <become|becomes> blocked by {by}", self)
        )


# ---- lure effects (CR 509.1c)


@attrs.frozen
class AbleToBlock(Node):
    """CR 509.1c: "able to block this creature [this turn]", a filter of creatures that
    must block."""

    rules = ("able_to_block",)
    template = "able to block {blocked}[ {duration}]"
    blocked: Node
    duration: Node | None = None

    pick = (1, 2)


@attrs.frozen
class DoSo(Node):
    """ "do so": the action just named, here the block a requirement demands (CR 509.1c)."""

    rules = ("do_so",)
    template = "<do|does> so"


@attrs.frozen
class AloneState(Node):
    """CR 506.5: "attacking alone", "blocking alone"."""

    rules = ("alone_state",)
    status: Node

    def render(self) -> str:
        return f"{self.status.render()} alone"


# ---- activation timing around combat (CR 602.5b, 508.1, 509.1)


@attrs.frozen
class DeclaredRole(FixedPhrase):
    """ "attackers" or "blockers": who is declared in the declare attackers or declare
    blockers step (CR 508.1, 509.1)."""

    rules = ("declared_role",)


@attrs.frozen
class ActivationBeforeDeclared(Node):
    """CR 602.5b: "Activate only during your turn, before attackers are declared."."""

    rules = ("activation_before_declared",)
    phrase: Node
    role: Node

    pick = (0, 1)

    def render(self) -> str:
        return f"activate only {self.phrase.render()}, before {self.role.render()} are declared."


# ---- casting timing around combat (CR 601.3, 500.8)


@attrs.frozen
class MoreRestriction(Node):
    """ "and [only] during ...": a further timing restriction."""

    rules = ("more_restriction",)
    phrase: Node
    only: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        only = any(isinstance(c, str) and c.lower() == "only" for c in children)
        return cls(children[-1], only, span=span)

    def render(self) -> str:
        return ("and only " if self.only else "and ") + self.phrase.render()


@attrs.frozen
class CastRestriction(Node):
    """CR 601.3, 307.5: "Cast this spell only during combat before blockers are
    declared." — when a spell may be cast."""

    rules = ("cast_restriction",)
    spell: Node
    phrase: Node
    more: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], children[2], tuple(children[3:]), span=span)

    def render(self) -> str:
        parts = [f"cast {self.spell.render()} only", self.phrase.render()]
        parts += [m.render() for m in self.more]
        return " ".join(parts) + "."


@attrs.frozen
class FollowedByMain(Node):
    """ "followed by an additional main phase" (CR 500.8)."""

    rules = ("followed_by_main",)
    template = "followed by an additional main phase"


@attrs.frozen
class AdditionalPhaseSentence(Node):
    """CR 500.8: "After this phase, there is an additional combat phase."."""

    rules = ("additional_phase_sentence",)
    main: bool
    step: str
    followed: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        main, _is, step, followed = children
        return cls(main is not None, str(step).lower(), followed, span=span)

    def render(self) -> str:
        this = "this main phase" if self.main else "this phase"
        tail = f" {self.followed.render()}" if self.followed else ""
        return f"after {this}, there is an additional {self.step} phase{tail}."


@attrs.frozen
class AttackedQualifier(Node):
    """CR 508.1, 509.1: "that attacked this turn", "that attacked or blocked this turn"."""

    rules = (("attacked_qualifier", {"did": "attacked"}),
             ("attacked_or_blocked_qualifier", {"did": "attacked or blocked"}),
             ("blocked_qualifier", {"did": "blocked"}),
             ("didnt_attack_qualifier", {"did": "didn't attack"}))  # fmt: skip
    duration: Node
    did: str = "attacked"

    @classmethod
    def build(cls, children, span, did="attacked"):
        return cls(children[-1], did, span=span)

    def render(self) -> str:
        return f"that {self.did} {self.duration.render()}"


# ---- casting as though (CR 601.3b, 702.8d)


@attrs.frozen
class PayMore(Node):
    """ "if you pay {2} more to cast it" (CR 601.2f)."""

    rules = ("pay_more",)
    player: Node
    amount: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        return cls(nodes[0], str(children[2]), nodes[1], span=span)

    def render(self) -> str:
        pay = "pays" if self.player.third_person else "pay"
        return f"if {self.player.render()} {pay} {self.amount} more to cast {self.pronoun.render()}"


@attrs.frozen
class CastAsThough(Node):
    """CR 601.3b, 702.8d: "cast this spell as though it had flash"."""

    rules = ("cast_as_though",)
    template = "<cast|casts> {object} as though {pronoun} had {keyword}[ {pay_more}]"
    object: Node
    pronoun: Node
    keyword: Node
    pay_more: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if c is None or isinstance(c, Node)]
        return cls(*nodes, span=span)


# ---- object qualities used by blocking restrictions (CR 509.1b)


@attrs.frozen
class StatRelative(Node):
    """ "power less than this creature's power" (CR 208)."""

    rules = ("stat_relative",)
    stat: str
    comparison: str
    other: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), children[3], span=span)

    def render(self) -> str:
        return f"{self.stat} {self.comparison} than {self.other.render()}"


@attrs.frozen
class KeywordEither(Node):
    """ "flying or reach": either of two keyword abilities (CR 702)."""

    rules = ("keyword_either",)
    first: Node
    second: Node

    pick = (0, 2)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


# ---- combat steps and conditions (CR 507, 508, 701.39)


@attrs.frozen
class CombatStepEvent(Node):
    """CR 507.1: "the beginning of combat on your turn"."""

    rules = ("combat_step_event",)
    step: str
    owner: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"the beginning of {self.step} on {self.owner.render()} turn"


@attrs.frozen
class AttackPeriod(FixedPhrase):
    """ "this turn" or "this combat"."""

    rules = ("attack_period",)


@attrs.frozen
class AttackedCondition(Node):
    """CR 508.1, 509.1: "you attacked this turn", "this creature attacked or blocked this
    combat"."""

    rules = (("attacked_condition", {"did": "attacked"}),
             ("attacked_or_blocked_condition", {"did": "attacked or blocked"}),
             ("object_didnt_attack_condition", {"did": "didn't attack"}))  # fmt: skip
    who: Node
    period: Node
    did: str = "attacked"

    @classmethod
    def build(cls, children, span, did="attacked"):
        return cls(children[0], children[-1], did, span=span)

    def render(self) -> str:
        return f"{self.who.render()} {self.did} {self.period.render()}"


@attrs.frozen
class BecomeBlocked(Node):
    """CR 509.1h: a creature "becomes blocked" by an effect."""

    rules = ("become_blocked",)
    template = "<become|becomes> blocked"


@attrs.frozen
class ExertAsAttacks(Node):
    """CR 701.39a: "exert this creature as it attacks"."""

    rules = ("exert_as_attacks",)
    object: Node
    pronoun: Node

    pick = (1, 2)

    def render(self) -> str:
        attacks = "attack" if getattr(self.pronoun, "plural", False) else "attacks"
        exert = verb("<exert|exerts>")
        return f"{exert} {self.object.render()} as {self.pronoun.render()} {attacks}"


@attrs.frozen
class EndOfCombatTrigger(Node):
    """CR 511.2, 603.2: "At end of combat, [effect]." — triggers at the end of combat
    step."""

    rules = ("end_of_combat_trigger",)
    step: str
    effects: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return f"at {self.step}, " + self.effects.render_continuing()


# ---- attack triggers (CR 508.1a)


@attrs.frozen
class AttacksPlayerEvent(Node):
    """CR 508.1a: "a creature attacks you or a planeswalker you control"."""

    rules = ("attacks_player_event",)
    subject: Node
    attacked: Node
    or_object: Node | None = None

    pick = (0, 2, 4)

    def render(self) -> str:
        return agreeing(
            self.subject,
            lambda: fill("{subject} <attack|attacks> {attacked}[ or {or_object}]", self),
        )


@attrs.frozen
class AttackWithEvent(Node):
    """CR 508.1a: "you attack with one or more creatures", "you attack a player"."""

    rules = (("attack_with_event", {"with_": True}),
             ("attack_player_event", {"with_": False}))  # fmt: skip
    subject: Node
    object: Node
    with_: bool = True

    @classmethod
    def build(cls, children, span, with_=True):
        return cls(children[0], children[2], with_, span=span)

    def render(self) -> str:
        template = "{subject} <attack|attacks>" + (" with" if self.with_ else "") + " {object}"
        return agreeing(self.subject, lambda: fill(template, self))


@attrs.frozen
class CastRestrictionBefore(Node):
    """CR 601.3, 508.1: "Cast this spell only during an opponent's turn, before attackers
    are declared."."""

    rules = ("cast_restriction_before",)
    spell: Node
    phrase: Node
    role: Node

    pick = (1, 2, 3)

    def render(self) -> str:
        return (f"cast {self.spell.render()} only {self.phrase.render()}, before "
                f"{self.role.render()} are declared.")  # fmt: skip


@attrs.frozen
class BlockingOrBlocked(Node):
    """CR 509.1g-h: "blocking or blocked by this creature"."""

    rules = ("blocking_or_blocked",)
    template = "blocking or blocked by {object}"
    object: Node

    pick = (1,)


@attrs.frozen
class WithoutEither(Node):
    """ "without flying or islandwalk" (CR 702)."""

    rules = ("without_either",)
    first: Node
    second: Node

    pick = (0, 2)

    def render(self) -> str:
        return f"without {self.first.render()} or {self.second.render()}"


@attrs.frozen
class Goad(Node):
    """CR 701.38a: goad a creature — it attacks each combat if able, and attacks a player
    other than the goading player if able."""

    rules = ("goad",)
    template = "<goad|goads> {object}"
    object: Node

    pick = (1,)


@attrs.frozen
class KeptMana(FixedPhrase):
    """ "this mana" or "unspent mana"."""

    rules = ("kept_mana",)


@attrs.frozen
class KeepMana(Node):
    """CR 500.5, 106.4: "don't lose this mana as steps and phases end"."""

    rules = ("keep_mana",)
    mana: Node

    pick = (2,)

    def render(self) -> str:
        aux = verb("<don|doesn>")
        return f"{aux}'t lose {self.mana.render()} as steps and phases end"


@attrs.frozen
class DidntAttackCondition(Node):
    """CR 508.1: "you didn't attack with a creature this turn"."""

    rules = ("didnt_attack_condition",)
    template = "{player} didn't attack[ with {object}] {period}"
    player: Node
    object: Node | None
    period: Node

    pick = (0, 3, 4)
