"""Playing lands, casting spells, activating abilities and paying costs —
CR 305 (lands), 307 (timing), 601 (casting), 602 (activating), 605 (mana abilities),
118 and 601.2f-h (costs), 107.3b (X when cast without paying its mana cost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..agents import (
    ActivateAbility,
    CastSpell,
    ChooseModes,
    ChooseNumber,
    ChooseObjects,
    ChooseOption,
    ChoosePayment,
    PlayLand,
)
from ..continuous.layers import (
    AdditionalLandPlays,
    CastAsThoughFlash,
    CostIncrease,
    CostReduction,
    SelfCostIncrease,
    rule_statics,
)
from ..continuous.next_turn import permission_current
from ..continuous.permissions import cast_forbidden
from ..continuous.restrictions import activation_forbidden
from ..continuous.spell_abilities import spell_abilities
from ..errors import CostError, IllegalActionError, InvalidInputError, RulesError, TimingError
from ..events import events as ev
from ..events.history import note_cast
from ..hooks import Hook
from ..mana.symbols import (
    ALL_TYPES,
    ManaCost,
    ManaRequirement,
    PaymentChoices,
    PaymentPurpose,
    plan_payment,
)
from ..state.abilities import (
    ActivatedAbility,
    Enchant,
    Flash,
    SpellAbility,
    StaticAbility,
    all_abilities,
)
from ..state.commanders import (
    castable_from_command_zone,
    commander_tax,
    note_command_zone_cast,
    your_commanders_in_command_zone,
)
from ..state.filters import Ctx, TargetSpec, amount_value
from ..state.objects import GameObject, StackAbility, Zone, real_card
from .activation import change_activation_cost, record_activation
from .cast_timing import check_cast_timing, own_flash_permission
from .costs import Cost, LoyaltyCost, PayLifeCost, TapCost, has_x, with_x
from .costs_objects import TapObjectsCost, chosen_alternatives
from .mana_spent import note_spent
from .resolution import give_priority

if TYPE_CHECKING:
    from ..game import Game

#: CR 702.34a: a card's cost cast from a graveyard (flashback and the like);
#: provided by :mod:`mtgc.runtime.keywords.cards`
flashback_cost = Hook("flashback_cost")
#: CR 702.61a: split second on the stack (provided by :mod:`mtgc.runtime.keywords.cards`)
split_second_lock = Hook("split_second_lock")
#: CR 702.143a, 702.138a: the cost of a card cast from exile or a graveyard;
#: provided by :mod:`mtgc.runtime.keywords.foretell`
zone_cast_cost = Hook("zone_cast_cost")
#: CR 712.8c, 702.146a: the spell being cast for this cost is cast transformed (back face
#: up); provided by :mod:`mtgc.runtime.keywords.disturb`
cast_transformed = Hook("cast_transformed")
#: CR 702.42b: entwine chooses all modes (provided by :mod:`mtgc.runtime.keywords.entwine`)
mode_count = Hook("mode_count")
#: CR 118.9: alternative costs of keywords (evoke, dash, ...);
#: provided by :mod:`mtgc.runtime.keywords.cards`
keyword_alternative_costs = Hook("keyword_alternative_costs")
#: CR 118.9: which keyword's alternative cost was paid;
#: provided by :mod:`mtgc.runtime.keywords.cards`
note_alternative_paid = Hook("note_alternative_paid")
#: CR 601.2f: a cost a keyword sets for a cast (provided by :mod:`mtgc.runtime.keywords.cards`)
keyword_cast_cost = Hook("keyword_cast_cost")
#: CR 702.33a, 702.27a: optional additional costs (kicker, buyback);
#: provided by :mod:`mtgc.runtime.keywords.cards`
keyword_optional_costs = Hook("keyword_optional_costs")
#: CR 702.33d: which optional costs were paid (provided by :mod:`mtgc.runtime.keywords.cards`)
note_optional_paid = Hook("note_optional_paid")
#: CR 702.51a, 702.126a, 702.66a: convoke, improvise, delve;
#: provided by :mod:`mtgc.runtime.keywords.cards`
keyword_payment = Hook("keyword_payment")
#: CR 702.85a, 702.88a: cascade, rebound and the like as a spell is cast;
#: provided by :mod:`mtgc.runtime.keywords.cards`
own_cast_triggers = Hook("own_cast_triggers")
#: CR 702.29c-d: a card was cycled (provided by :mod:`mtgc.runtime.keywords.cycling`)
note_cycled = Hook("note_cycled")


def sorcery_timing(game: Game, player: int) -> bool:
    """CR 307.1 — own main phase, empty stack (and priority, checked by the caller)."""
    st = game.state
    return st.active == player and st.step.is_main and not st.stack


def _permission(game: Game, obj: GameObject, player: int) -> tuple[bool, Any]:
    """Whether ``player`` may play ``obj`` from its zone: from hand if they own it, else
    by a play permission (returns (allowed, permission))."""
    for perm in game.state.permissions:  # first: it may allow casting without paying
        obj_id, who, until, _free = perm
        if obj_id == obj.id and who == player and permission_current(until, game.state):
            return True, perm
    if obj.zone is Zone.HAND and obj.owner == player:
        return True, None
    return False, None


def play_land(game: Game, player: int, card_id: int) -> None:
    """CR 305.1-305.2 — a special action: own main phase, empty stack, a land play left."""
    obj = game.get(card_id)
    if "Land" not in obj.card.types:
        raise IllegalActionError(f"{obj.name} is not a land (CR 305.1)")
    ok, _ = _permission(game, obj, player)
    if not ok:
        raise IllegalActionError(f"P{player} can't play {obj.name} from {obj.zone.value}")
    if not sorcery_timing(game, player):
        raise TimingError("lands are played in your main phase with an empty stack (CR 305.1)")
    if cast_forbidden(game, player, obj, lands=True):
        raise IllegalActionError(f"P{player} can't play lands this turn (CR 101.2)")
    p = game.state.players[player]
    extra = sum(a.effect.n for _, c, a in rule_statics(game, AdditionalLandPlays)
                if a.effect.who.matches(player, c))
    if p.lands_played >= p.land_plays + extra:
        raise TimingError(f"P{player} has already played a land this turn (CR 305.2)")
    p.lands_played += 1
    new = game.move(card_id, Zone.BATTLEFIELD, cause="land played", controller=player)
    game.emit(ev.LandPlayed(new or card_id, obj.name, player))
    give_priority(game, player)


def _spell_ability(obj: GameObject) -> SpellAbility:
    for a in obj.card.abilities:
        if isinstance(a, SpellAbility):
            return a
    return SpellAbility()


#: CR 709.5e: the unlock special actions a player could take (provided by
#: :mod:`mtgc.runtime.actions.rooms`)
unlock_actions = Hook("unlock_actions")

#: ``state.extra`` key: the card an effect casts transformed (CR 712.8c, 310.11b)
CAST_TRANSFORMED = "cast_transformed"

#: ``obj.choices`` keys of a split spell (a Room's too): the whole card and the half cast
#: (CR 709.3; 2 and up: another way to cast it, e.g. both halves fused, CR 702.102a)
ROOM_CARD = "room"
ROOM_HALF = "room_half"

#: CR 702.102a: other ways to cast a split card than one half, (name, the spell's card)
#: pairs (fuse, provided by :mod:`mtgc.runtime.keywords.fuse`)
split_cast_options = Hook("split_cast_options")


def cast_half(game: Game, player: int, spell: GameObject, half: int | None) -> None:
    """CR 709.3, 709.3b — the player chooses the half of a split card (a Room) to cast;
    only that half's characteristics exist on the stack (the whole card stays in
    ``choices``). CR 702.102a: with fuse, both halves may be cast."""
    card = spell.card
    others = split_cast_options(card, spell.choices.get("cast_from"))
    if half is None:
        names = tuple(d.name for d in card.doors) + tuple(n for n, _ in others)
        half = game.ask(player, ChooseOption(player, names, "half to cast"))
    if not isinstance(half, int) or not 0 <= half < 2 + len(others):
        raise InvalidInputError(f"a split card has two halves (0, 1), not {half!r} (CR 709.3)")
    spell.choices[ROOM_CARD] = card
    spell.choices[ROOM_HALF] = half
    spell.card = card.doors[half] if half < 2 else others[half - 2][1]


def cast_spell(game: Game, player: int, action: CastSpell) -> None:
    """CR 601.2a-i — propose, announce, target, total cost, mana abilities, pay, cast."""
    st = game.state
    obj = game.get(action.card_id)
    card = real_card(obj)  # a foretold card is turned face up as it's cast (CR 702.143a)
    if "Land" in card.types:
        raise IllegalActionError(f"{card.name} is a land; lands are played, not cast (CR 305.9)")
    now = bool(game.state.extra.get("cast_during_resolution"))  # cascade, rebound (CR 608.2g)
    if split_second_lock(game) and not now:
        raise TimingError("a spell with split second is on the stack (CR 702.61a)")
    ok, perm = _permission(game, obj, player)  # flashback: CR 702.34a, from the graveyard
    tax = None  # CR 903.8: a commander cast from the command zone
    if not ok and castable_from_command_zone(game, obj, player):
        ok, tax = True, commander_tax(game, obj)

    flashback = None if ok else flashback_cost(game, obj, player)
    foretold = None if ok or flashback is not None else zone_cast_cost(game, obj, player)
    if not ok and flashback is None and foretold is None:
        raise IllegalActionError(f"P{player} can't cast {card.name} from {obj.zone.value}")
    if cast_forbidden(game, player, obj):
        raise IllegalActionError(f"P{player} can't cast {card.name} (CR 101.2)")
    check_cast_timing(game, player, obj.id, card.abilities)  # CR 601.3, 113.6e
    flash = any(isinstance(a, Flash) for a in card.abilities) or "Instant" in card.types
    if not flash:
        ctx0 = Ctx(game, obj.id, player)
        for _, ctl, a in rule_statics(game, CastAsThoughFlash):
            if a.effect.who.matches(player, ctl) and a.effect.filter.matches(
                ctx0, obj, any_zone=True
            ):
                flash = True
    surcharge = None  # CR 601.3b, 601.2f: "if you pay {2} more to cast it"
    if not flash and not sorcery_timing(game, player) and not now:
        flash, surcharge = own_flash_permission(game, player, obj.id, card.abilities)
        if not flash:
            raise TimingError(f"{card.name} can be cast only at sorcery speed (CR 307.1)")
    free = False
    if action.without_paying:
        f = perm[3] if perm is not None else None
        if f is None or not f.matches(Ctx(game, obj.id, player), obj, any_zone=True):
            raise IllegalActionError(f"no permission to cast {card.name} without paying")
        free = True
    # 601.2a: the card moves to the stack and becomes a new object
    cast_from = obj.zone
    if tax is not None:
        note_command_zone_cast(game, obj)
    sid = game.move(obj.id, Zone.STACK, cause="cast")
    spell = game.get(sid)
    spell.choices["cast_from"] = cast_from  # "cast it from your hand" (CR 702.185a)
    st.stack.remove(sid)
    st.stack.append(sid)
    spell.controller = player
    spell.was_cast = True
    note_cast(game, spell, player, obj.zone)  # "if you cast it from your hand" (CR 601.2)
    spell.cast_without_paying = free
    if st.extra.get(CAST_TRANSFORMED) == obj.id and card.back is not None:
        spell.choices["transformed"] = spell.card  # CR 712.8c, 310.11b: back face up
        spell.card = card = card.back
    if card.doors:  # CR 709.3: a split card (a Room) is cast as one of its halves
        cast_half(game, player, spell, action.half)
        card = spell.card
    if foretold is not None and cast_transformed(game, spell, foretold):
        card = spell.card  # CR 712.8c: only its back face's characteristics
    sa = _spell_ability(spell)
    # 601.2b: modes, alternative cost, X, hybrid/Phyrexian announcements
    specs: tuple[TargetSpec, ...] = sa.targets
    if sa.modes:
        count = mode_count(card, sa, action.optional)
        if sa.more_modes is not None and sa.more_modes[0].holds(Ctx(game, spell.id, player)):
            count = sa.more_modes[1]  # CR 700.2: "you may choose both instead"
        modes = action.modes
        if modes is None:
            modes = game.ask(player, ChooseModes(player, len(sa.modes), count, sa.mode_repeat))
        modes = ChooseModes(player, len(sa.modes), count, sa.mode_repeat).validate(modes)
        spell.modes = modes
        specs = tuple(t for m in modes for t in sa.modes[m].targets)
    costs: list[Any] = []
    mana_cost = card.mana_cost or ManaCost()
    alternatives = tuple(sa.alternative_costs) + keyword_alternative_costs(card)
    if action.alternative is not None:
        if not 0 <= action.alternative < len(alternatives):
            raise InvalidInputError(f"{card.name} has no alternative cost {action.alternative}")
        if free:
            raise IllegalActionError("only one alternative cost may apply (CR 118.9a)")
        alt = alternatives[action.alternative]
        note_alternative_paid(game, spell, action.alternative - len(sa.alternative_costs))
        card = spell.card  # morph, bestow change the spell's characteristics (CR 601.2a)
        if not sa.modes:  # overload changes its text: "each" for "target" (CR 702.96b)
            sa = _spell_ability(spell)
            specs = sa.targets
        mana_cost = next((c for c in alt if isinstance(c, ManaCost)), ManaCost())
        costs += [c for c in alt if not isinstance(c, ManaCost)]
    kw_cost = flashback if flashback is not None else keyword_cast_cost(game, obj.id)
    kw_cost = foretold if foretold is not None else kw_cost
    if kw_cost is not None:  # CR 118.9: flashback (702.34a), madness (702.35a), foretell, escape
        if action.alternative is not None:
            raise IllegalActionError("only one alternative cost may apply (CR 118.9a)")
        mana_cost = next((c for c in kw_cost if isinstance(c, ManaCost)), ManaCost())
        costs += [c for c in kw_cost if not isinstance(c, ManaCost)]
        if flashback is not None:
            spell.choices["exile_if_leaves_stack"] = True
    if free:
        mana_cost = ManaCost()
    if tax:  # CR 903.8: {2} more for each previous cast from the command zone
        mana_cost = ManaCost(mana_cost.symbols + ManaCost.parse(f"{{{tax}}}").symbols)
    x = 0
    if card.mana_cost is not None and card.mana_cost.has_x:
        if free:
            if action.x not in (None, 0):
                raise IllegalActionError(
                    "X is 0 when cast without paying its mana cost (CR 107.3b)"
                )
        else:
            x = (
                action.x
                if action.x is not None
                else game.ask(player, ChooseNumber(player, 0, 20, "X"))
            )
            x = ChooseNumber(player).validate(x)
    elif any(has_x(c) for c in sa.additional_costs):  # CR 107.3a: "pay X life"
        x = _announce_x(game, player, action.x)
    spell.x_value = x
    choices = _announce_payment(game, player, mana_cost, x, action.payment)
    # 601.2c: targets (Aura spells target what they'll enchant, CR 303.4a)
    enchant = next((a for a in card.abilities if isinstance(a, Enchant)), None)
    if "Aura" in card.subtypes and enchant is not None:
        specs = (TargetSpec(enchant.filter),) + specs
    ctx = Ctx(game, sid, player, x=x)
    if specs:
        chosen = game.choose_targets(player, specs, ctx, action.targets, card.name)
        if chosen is None:
            raise IllegalActionError(f"{card.name} has no legal targets (CR 601.2c)")
        if "Aura" in card.subtypes and enchant is not None:
            spell.enchant_target = chosen[0]
            chosen = chosen[1:]
        spell.targets = chosen
    # 601.2f: total cost with increases and reductions; 601.2g-h: mana abilities, payment
    if surcharge is not None:
        mana_cost = ManaCost(mana_cost.symbols + surcharge.symbols)
    req = mana_cost.requirement(choices)
    req = _modify_cost(game, player, spell, req)
    extra = chosen_alternatives(game, player, sa.additional_costs)  # CR 601.2b
    optional_costs = tuple(sa.optional_costs) + keyword_optional_costs(card)
    for k in action.optional:  # CR 601.2b: announced; CR 601.2f: added to the total cost
        if not 0 <= k < len(optional_costs):
            raise InvalidInputError(f"{card.name} has no optional cost {k}")
        extra += list(optional_costs[k])
    spell.choices["optional_paid"] = tuple(sorted(set(action.optional)))
    spell.choices["optional_times"] = tuple(action.optional)  # replicate (CR 702.56a)
    note_optional_paid(spell, len(sa.optional_costs))
    for c in extra:
        if isinstance(c, ManaCost):
            req = req.plus(c.requirement(PaymentChoices(x)))
        else:
            costs.append(c)
    req, paid_by = keyword_payment(game, player, spell, req)
    costs = with_x(costs, x) + paid_by
    purpose = PaymentPurpose("spell", card.types, sid, player, game, mana_cost.has_x)
    # CR 608.2h: "the sacrificed creature" is the one sacrificed to pay the cost
    spell.choices["cost_sacrificed"] = _pay(game, player, req, costs, sid, action.cost_choices,
                                            action.mana, action.auto_pay, purpose)  # fmt: skip
    # 601.2i
    game.announce_targets(sid, spell.targets, player)
    if spell.enchant_target is not None:
        game.announce_targets(sid, (spell.enchant_target,), player)
    game.emit(ev.SpellCast(sid, card.name, player))
    own_cast_triggers(game, sid, player, obj.zone)
    if not now:
        give_priority(game, player)


def _announce_x(game: Game, player: int, given: int | None) -> int:
    """CR 107.3a, 601.2b: the value of X the controller announces."""
    x = given if given is not None else game.ask(player, ChooseNumber(player, 0, 20, "X"))
    return ChooseNumber(player).validate(x)


def _announce_payment(
    game: Game, player: int, cost: ManaCost, x: int, given: PaymentChoices | None
) -> PaymentChoices:
    """CR 601.2b — hybrid and Phyrexian announcements go with modes and X."""
    if given is not None:
        if len(given.phyrexian) > cost.phyrexian_count or len(given.hybrid) > cost.hybrid_count:
            raise InvalidInputError(f"payment choices {given!r} don't fit {cost}")
        return PaymentChoices(x, given.hybrid, given.phyrexian)
    if cost.hybrid_count or cost.phyrexian_count:
        answer = game.ask(player, ChoosePayment(player, cost, x))
        return PaymentChoices(x, answer.hybrid, answer.phyrexian)
    return PaymentChoices(x)


def _modify_cost(
    game: Game, player: int, spell: GameObject, req: ManaRequirement
) -> ManaRequirement:
    """CR 601.2f — increases, then reductions (affinity, CR 702.41a) of the generic part."""
    ctx = Ctx(game, spell.id, player, x=spell.x_value)
    inc = red = 0
    for src, ctl, a in rule_statics(game, CostIncrease):
        e = a.effect
        if e.who.matches(player, ctl) and (
            e.filter is None or e.filter.matches(ctx, spell, any_zone=True)
        ):
            inc += amount_value(e.amount, Ctx(game, src, ctl))
    for src, ctl, a in rule_statics(game, CostReduction):
        e = a.effect
        if not e.this_spell and e.who.matches(player, ctl):
            if e.filter is None or e.filter.matches(ctx, spell, any_zone=True):
                red += amount_value(e.amount, Ctx(game, src, ctl))
    for a in all_abilities(spell_abilities(game, player, spell)):  # CR 611.3a: granted too
        if isinstance(a, StaticAbility) and a.zone is Zone.STACK:
            if isinstance(a.effect, SelfCostIncrease) and (
                a.condition is None or a.condition.holds(ctx)
            ):  # "This spell costs {2}{G} more to cast for each target beyond the first"
                more = a.effect.mana.requirement(PaymentChoices(spell.x_value))
                for _ in range(amount_value(a.effect.times, ctx)):
                    req = req.plus(more)
            if isinstance(a.effect, CostReduction) and a.effect.this_spell and (
                a.condition is None or a.condition.holds(ctx)
            ):  # "If you weren't the starting player, this spell costs {1} less" (611.3a)
                red += amount_value(a.effect.amount, ctx)
    return req.increase_generic(inc).reduce_generic(red)


def is_mana_activation(game: Game, player: int, action: ActivateAbility) -> bool:
    obj = game.state.objects.get(action.source_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return False
    abilities = game.activated_abilities(obj.id)
    return 0 <= action.index < len(abilities) and abilities[action.index].is_mana_ability


def activate(game: Game, player: int, action: ActivateAbility) -> None:
    """CR 602.2 — activate an ability; mana abilities resolve at once (CR 605.3b)."""
    obj = game.get(action.source_id)
    abilities = game.activated_abilities(obj.id)
    if not 0 <= action.index < len(abilities):
        raise InvalidInputError(f"{obj.name}#{obj.id} has no activated ability {action.index}")
    ability: ActivatedAbility = abilities[action.index]
    if obj.zone is not ability.zone:
        raise IllegalActionError(f"{obj.name}'s ability functions only on the {ability.zone.value}")
    ch = game.view(obj.id)
    if ch.controller != player and not ability.any_player:
        raise IllegalActionError(f"P{player} doesn't control {obj.name} (CR 602.2)")
    if activation_forbidden(game, obj.id, ability.is_mana_ability):
        raise IllegalActionError(f"{obj.name}'s abilities can't be activated (CR 602.5)")
    mana_cost = next((c for c in ability.cost if isinstance(c, ManaCost)), ManaCost())
    others = [c for c in ability.cost if isinstance(c, Cost)]
    if ability.is_mana_ability:
        if game.state.priority != player and not game.state.extra.get("paying"):
            raise TimingError(f"P{player} can't activate mana abilities now (CR 605.3a)")
        for restriction in ability.restrictions:  # CR 602.5b, 605.3a
            restriction.check(game, player, obj.id, action.index)
        if ability.restrictions:
            record_activation(game, obj.id, action.index)
        x = action.x or 0
        if any(has_x(c) for c in others):  # CR 107.3a: "Remove X storage counters"
            x = _announce_x(game, player, action.x)
        choices = _announce_payment(game, player, mana_cost, x, action.payment)
        req = change_activation_cost(game, player, obj.id, ability.cost_changes,
                                     mana_cost.requirement(choices), x)  # fmt: skip
        game.emit(ev.AbilityActivated(obj.id, obj.name, player, True))
        _pay(game, player, req, with_x(others, x), obj.id, action.cost_choices, action.mana,
             action.auto_pay, PaymentPurpose("ability", frozenset(), obj.id, player, game,
                                             mana_cost.has_x))  # fmt: skip
        ctx = Ctx(game, obj.id, player, x=x)
        ctx.info["tapped_for_mana"] = any(isinstance(c, TapCost) for c in others)  # CR 106.12
        ctx.info["color"] = action.color
        ability.effect.resolve(ctx)
        return
    if split_second_lock(game):
        raise TimingError("a spell with split second is on the stack (CR 702.61a)")
    if ability.sorcery_speed and not sorcery_timing(game, player):
        raise TimingError(f"{obj.name}'s ability: activate only as a sorcery (CR 602.5d)")
    for restriction in ability.restrictions:  # CR 602.5b
        restriction.check(game, player, obj.id, action.index)
    if ability.restrictions:
        record_activation(game, obj.id, action.index)
    if any(isinstance(c, LoyaltyCost) for c in ability.cost):
        if not sorcery_timing(game, player):
            raise TimingError("loyalty abilities are activated at sorcery speed (CR 606.3)")
        used = game.state.extra.get("loyalty_used", frozenset())
        if (obj.id, game.state.turn) in used:
            raise TimingError("only one loyalty ability per permanent per turn (CR 606.3)")
        # a new frozenset, never changed in place, so a rollback restores the old one
        game.state.extra["loyalty_used"] = used | {(obj.id, game.state.turn)}
    st = game.state
    sid = st.next_id
    st.next_id += 1
    item = StackAbility(sid, ability, obj.id, ch, player, "activated", game.stamp())
    st.objects[sid] = item
    st.stack.append(sid)
    x = 0
    if mana_cost.has_x or any(has_x(c) for c in others):  # CR 107.3a, 602.2b
        x = _announce_x(game, player, action.x)
        others = with_x(others, x)
    item.x_value = x
    choices = _announce_payment(game, player, mana_cost, x, action.payment)
    specs = ability.targets
    if ability.modes:  # CR 602.2b, 700.2
        modes = action.modes
        if modes is None:
            modes = game.ask(player, ChooseModes(player, len(ability.modes), ability.mode_count))
        item.modes = ChooseModes(player, len(ability.modes), ability.mode_count).validate(modes)
        specs = tuple(t for m in item.modes for t in ability.modes[m].targets)
    if specs:
        ctx = Ctx(game, obj.id, player, x=x)
        chosen = game.choose_targets(player, specs, ctx, action.targets, obj.name)
        if chosen is None:
            raise IllegalActionError(f"{obj.name}'s ability has no legal targets (CR 602.2b)")
        item.targets = chosen
    req = change_activation_cost(game, player, obj.id, ability.cost_changes,
                                 mana_cost.requirement(choices), x)  # fmt: skip
    item.choices["cost_sacrificed"] = _pay(game, player, req, others, obj.id,
                                           action.cost_choices, action.mana, action.auto_pay,
                                           PaymentPurpose("ability", frozenset(), obj.id, player,
                                                          game, mana_cost.has_x))  # fmt: skip
    game.announce_targets(sid, item.targets, player)
    game.emit(ev.AbilityActivated(obj.id, obj.name, player))
    note_cycled(game, ability, obj, player)  # CR 702.29c-d
    give_priority(game, player)


# ------------------------------------------------------------------------- payment


class TrialSucceeded(RulesError):
    """Raised after a trial payment succeeded, so that the transaction rolls it back."""


def check_costs(
    game: Game, player: int, costs: tuple[Any, ...], source_id: int, all_life: bool = False
) -> None:
    """Try paying ``costs`` with default choices (Phyrexian symbols paid with mana, or all
    with life), then raise :class:`TrialSucceeded` so the caller's transaction undoes it."""
    n = sum(c.phyrexian_count for c in costs if isinstance(c, ManaCost))
    payment = PaymentChoices(phyrexian=(all_life,) * n)
    game.state.extra["trial"] = True
    pay_costs(game, player, costs, source_id, payment, None, (), True, None)
    raise TrialSucceeded("trial payment succeeded")


def pay_costs(
    game: Game,
    player: int,
    costs: tuple[Any, ...],
    source_id: int,
    payment: PaymentChoices | None,
    cost_choices: Any,
    mana_acts: tuple[tuple[int, int], ...],
    auto_pay: bool,
    purpose: PaymentPurpose | None,
) -> None:
    """Pay a cost tuple (mana + other components) for ``player``."""
    mana_cost = ManaCost()
    for c in costs:
        if isinstance(c, ManaCost):
            mana_cost = ManaCost(mana_cost.symbols + c.symbols)
    choices = _announce_payment(game, player, mana_cost, 0, payment)
    req = mana_cost.requirement(choices)
    others = [c for c in costs if isinstance(c, Cost)]
    _pay(game, player, req, others, source_id, cost_choices, mana_acts, auto_pay,
         purpose or PaymentPurpose())  # fmt: skip


def _pay(
    game: Game,
    player: int,
    req: ManaRequirement,
    others: list[Any],
    source_id: int,
    cost_choices: Any,
    mana_acts: tuple[tuple[int, int], ...],
    auto_pay: bool,
    purpose: PaymentPurpose,
) -> tuple[int, ...]:
    """CR 601.2g-h — check everything, activate mana abilities, then pay (no partial
    payments: any failure raises and the enclosing transaction rolls back). Returns the
    permanents sacrificed to pay (as they were on the battlefield, CR 608.2h)."""
    p = game.state.players[player]
    life = req.life + sum(c.amount for c in others if isinstance(c, PayLifeCost))
    if life > 0 and p.life < life:
        raise CostError(f"P{player} can't pay {life} life with {p.life} life (CR 119.4)")
    for c in others:
        c.check(game, player, source_id)
    chosen: list[list[int]] = []
    for n, c in enumerate(others):
        if not c.needs_choice:
            chosen.append([])
            continue
        cands = tuple(c.candidates(game, player, source_id))
        lo, hi = c.bounds(game, player, source_id, cands)
        pre = cost_choices[n] if cost_choices is not None and n < len(cost_choices) else None
        if pre is None:
            if len(cands) == lo == hi:
                pre = cands
            else:
                pre = game.ask(player, ChooseObjects(player, cands, lo, hi, "cost"))
        pick = ChooseObjects(player, cands, lo, hi).validate(pre)
        chosen.append(list(pick))
    if req.total_mana:
        game.state.extra["paying"] = True
        try:
            for src, idx in mana_acts:
                activate(game, player, ActivateAbility(src, idx))
            if plan_payment(p.pool, req, purpose) is None and auto_pay:
                auto_tap(game, player, req, purpose, _keep_untapped(source_id, others, chosen))
        finally:
            game.state.extra.pop("paying", None)
        plan = plan_payment(game.state.players[player].pool, req, purpose)
        if plan is None:
            raise CostError(f"P{player} can't pay the mana (CR 118.3)")
        pool = game.state.players[player].pool
        note_spent(game, source_id, [pool[i] for i in plan])  # CR 601.2h
        for i in sorted(plan, reverse=True):
            pool.pop(i)
    if req.life:
        game.lose_life(player, req.life)
    for c, objs in zip(others, chosen, strict=True):
        c.pay(game, player, source_id, objs)
    return tuple(i for c, objs in zip(others, chosen, strict=True)
                 if getattr(c, "sacrifices", False) for i in objs)  # fmt: skip


def _keep_untapped(source_id: int, others: list[Any], chosen: list[list[int]]) -> set[int]:
    """What auto-pay must not tap for mana: the source of a cost with {T} (CR 107.5) and
    the permanents chosen to be tapped by "Tap an untapped creature you control" — the
    source itself among them (CR 601.2h: tapping them for mana first would break the
    payment)."""
    keep = {source_id} if any(isinstance(c, TapCost) for c in others) else set()
    for c, objs in zip(others, chosen, strict=True):
        if isinstance(c, TapObjectsCost):
            keep.update(objs)
    return keep


def mana_sources(game: Game, player: int, exclude: set[int],
                 purpose: PaymentPurpose | None = None) -> list[tuple[int, int, tuple]]:
    """Untapped permanents with a {T}-only mana ability: (id, ability index, types); with
    ``purpose``, only abilities whose mana can be spent on it (CR 106.6)."""
    out = []
    for i in game.state.battlefield:
        if i in exclude:
            continue
        obj = game.state.objects[i]
        if not isinstance(obj, GameObject) or obj.tapped or game.view(i).controller != player:
            continue
        for n, a in enumerate(game.activated_abilities(i)):
            if not a.is_mana_ability or any(not isinstance(c, TapCost) for c in a.cost):
                continue
            if not getattr(a.effect, "adds_mana", False):  # a ManaEffect (CR 106.4)
                continue
            limit = getattr(a.effect, "restriction", None)
            if purpose is not None and limit is not None and not limit.allows(purpose, i):
                continue
            if game.summoning_sick(i) or not _restrictions_allow(game, player, i, n, a):
                continue
            if activation_forbidden(game, i, True):  # CR 602.5
                continue
            types = a.effect.possible_types(Ctx(game, i, player), frozenset({i}))
            if types:
                out.append((i, n, tuple(t for t in ALL_TYPES if t in types)))
                break
    return out


def _restrictions_allow(game: Game, player: int, obj_id: int, index: int, ability: Any) -> bool:
    """Whether the activation restrictions of a mana ability allow it now (CR 602.5b)."""
    try:
        for restriction in ability.restrictions:
            restriction.check(game, player, obj_id, index)
    except TimingError:
        return False
    return True


def auto_tap(
    game: Game, player: int, req: ManaRequirement, purpose: PaymentPurpose, exclude: set[int]
) -> None:
    """Choose and activate {T} mana abilities covering what the pool lacks (a convenience
    the agent delegates to the engine; each activation follows CR 605)."""
    pool = game.state.players[player].pool
    units = [u for u in pool if u.usable_for(purpose)]
    sources = mana_sources(game, player, exclude, purpose)
    wanted = len(req.specific) + req.generic + req.snow
    if wanted > len(units) + len(sources):  # each slot pays one symbol (CR 118.3)
        raise CostError(
            f"{wanted:,} mana can't be paid from {len(units)} mana in the pool"
            f" and {len(sources)} untapped mana sources (CR 118.3)"
        )
    needs = sorted(req.specific, key=len) + [None] * (req.generic + req.snow)
    slots: list[tuple[str, Any, tuple]] = [("pool", u, (u.type,)) for u in units]
    slots += [("src", s, s[2]) for s in sources]
    used: set[int] = set()
    assign: dict[int, Any] = {}

    def dfs(k: int) -> bool:
        if k == len(needs):
            return True
        need = needs[k]
        for n, (_, _, types) in enumerate(slots):
            if n in used:
                continue
            ok = [t for t in types if need is None or t in need]
            if not ok:
                continue
            used.add(n)
            assign[n] = ok[0]
            if dfs(k + 1):
                return True
            used.discard(n)
            del assign[n]
            if need is None:
                return False  # generic needs are interchangeable
        return False

    if not dfs(0):
        raise CostError(f"P{player} doesn't have the mana (CR 118.3)")
    for n, t in sorted(assign.items()):
        kind, s, _ = slots[n]
        if kind == "src":
            activate(game, player, ActivateAbility(s[0], s[1], color=t))


def candidate_actions(game: Game, player: int) -> list[Any]:
    """Plausible actions (not all legal) for a random player: lands it may play, spells
    whose mana value it could afford with its pool and untapped mana sources, and
    non-mana activated abilities."""
    st = game.state
    p = st.players[player]
    sorcery = sorcery_timing(game, player)
    available = len(p.pool) + len(mana_sources(game, player, set()))
    ids = list(p.hand) + [x[0] for x in st.permissions if x[1] == player]
    if st.command:  # CR 903.8: a commander in the command zone
        ids += your_commanders_in_command_zone(game, player)
    out: list[Any] = []
    for i in ids:
        o = st.objects.get(i)
        if not isinstance(o, GameObject):
            continue
        if "Land" in o.card.types:
            if sorcery and p.lands_played < p.land_plays:
                out.append(PlayLand(i))
        elif sorcery or "Instant" in o.card.types:
            cost = o.card.mana_cost
            if cost is None or cost.mana_value() <= available:
                out.append(CastSpell(i))
    for i in st.battlefield:
        mine = game.view(i).controller == player
        obj = st.objects[i]
        for n, a in enumerate(game.activated_abilities(i)):
            if not (mine or a.any_player):  # CR 602.2
                continue
            if a.is_mana_ability or (a.sorcery_speed and not sorcery):
                continue
            if any(isinstance(c, TapCost) for c in a.cost):
                if obj.tapped or game.summoning_sick(i):  # type: ignore[union-attr]
                    continue
            mana = sum(c.mana_value() for c in a.cost if isinstance(c, ManaCost))
            if mana <= available:
                out.append(ActivateAbility(i, n))
    if sorcery:
        out += unlock_actions(game, player)
    return out
