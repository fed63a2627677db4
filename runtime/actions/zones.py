"""Zone changes — CR 400.7 (a moved object is a new object), 110.2 (who controls an entering
permanent), 111 (tokens), 303.4f (Auras put onto the battlefield), 608.2h (last known
information), 614.1c/614.12 (enters replacements). Mixed into :class:`~mtgc.runtime.game.Game`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..agents import ChooseObjects
from ..continuous.copies import copiable_values, with_exceptions
from ..continuous.protection import protected_from  # CR 702.16c
from ..errors import GameLimitError
from ..events import events as ev
from ..events.history import CAST_RECORD, CAST_SPELL_ID
from ..events.replacement import MoveProposal, apply_replacements, propose
from ..events.replacement_actions import TokenProposal
from ..events.replacement_kinds import CounterProposal
from ..events.sagas import entering_lore
from ..hooks import Hook
from ..stack.mana_spent import MANA_SPENT
from ..state.abilities import Enchant
from ..state.filters import Ctx, ObjectFilter
from ..state.objects import (
    CARD_VARIANTS,
    CardDefinition,
    Characteristics,
    GameObject,
    Zone,
    real_card,
)
from .rooms import UNLOCKED, DoorUnlocked, entering_unlocked
from .transform import back_face, enter_transformed

if TYPE_CHECKING:
    from ..state.game_state import GameState

#: CR 702.34a, 702.27a, 702.84a: where flashback, buyback, unearth send a card;
#: provided by :mod:`mtgc.runtime.keywords.cards`
keyword_destination = Hook("keyword_destination")


#: The most objects a game holds at once (CR 104.4b: a game that can't go on ends; the
#: runtime refuses, with :class:`GameLimitError`, an action that would go past this,
#: such as "create 99,999,999,999 tokens", instead of running out of memory).
MAX_OBJECTS = 100_000


def check_object_limit(state: GameState, more: int, what: str) -> None:
    """Refuse an action that would make the game hold more than :data:`MAX_OBJECTS`."""
    if len(state.objects) + more > MAX_OBJECTS:
        raise GameLimitError(
            f"{what} would make the game hold more than {MAX_OBJECTS:,} objects"
        )


class ZoneOps:
    """Creating objects and moving them between zones."""

    state: GameState

    # ------------------------------------------------------------- creating objects

    def new_object(
        self, card: CardDefinition, owner: int, zone: Zone, token: bool = False
    ) -> GameObject:
        st = self.state
        obj = GameObject(st.next_id, card, st.next_uid, owner, zone, self.stamp(), token)
        st.next_id += 1
        st.next_uid += 1
        st.objects[obj.id] = obj
        return obj

    def add_card(self, card: CardDefinition, owner: int, zone: Zone, **kw: Any) -> int:
        """Setup helper: put a new card into a zone without events (not a rules action)."""
        obj = self.new_object(card, owner, zone, kw.pop("token", False))
        obj.controller = kw.pop("controller", owner)
        obj.choices["seen_controller"] = obj.controller
        for k, v in kw.items():
            setattr(obj, k, v)
        if zone is Zone.LIBRARY:
            self.state.players[owner].library.append(obj.id)
        else:
            self.state.zone_list(zone, owner).append(obj.id)
        self.changed()
        return obj.id

    def bring_in(self, card: CardDefinition, owner: int, zone: Zone) -> int:
        """CR 400.11b — a card brought into the game from outside it (a Lesson a player
        learns, CR 701.48a; a conjured card, digital-only) into ``zone``; recorded as a card
        the game gained (``state.extra["brought_in"]``, an immutable tuple of card uids)."""
        new = self.add_card(card, owner, zone)
        uid = self.state.objects[new].card_uid
        self.state.extra["brought_in"] = (*self.state.extra.get("brought_in", ()), uid)
        return new

    def create_token(
        self, card: CardDefinition, controller: int, tapped: bool = False
    ) -> int | None:
        """CR 111.2 — a token is created on the battlefield (its owner is its creator);
        ``tapped``: "create a tapped ... token" (CR 110.5b: it enters tapped)."""
        made = self.create_tokens(card, controller, 1, tapped)
        return made[0] if made else None

    def create_tokens(
        self,
        card: CardDefinition,
        controller: int,
        count: int,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
    ) -> list[int | None]:
        """CR 111.2, 603.6a — the ``count`` tokens one effect creates (after replacement
        effects on the creation, CR 614.1a: "twice that many") enter the battlefield
        at once: the replacement effects of each are those that exist before any of them
        enters (CR 614.12), and their enters triggers see all of them (one simultaneous
        action, :meth:`Game.at_once`). More objects than a game can hold are refused
        (:class:`~mtgc.runtime.errors.GameLimitError`, CR 104.4b-style bounding)."""
        if count <= 0:
            return []
        prop = propose(self, TokenProposal(controller, count, tapped, card=card))
        count, card = prop.count, prop.card  # type: ignore[attr-defined]
        if count <= 0:  # CR 614.1a: token creation replaced away
            return []
        check_object_limit(self.state, count, f"creating {count:,} tokens")
        entering = []
        for _ in range(count):
            obj = self.new_object(card, controller, Zone.STACK, token=True)
            obj.zone = Zone.COMMAND  # transient: not in any zone list until it enters
            prop = MoveProposal(obj.id, Zone.BATTLEFIELD, controller, tapped,
                                counters=dict(counters or {}))  # fmt: skip
            apply_replacements(self, prop, controller)
            entering.append((obj, prop))

        def enter() -> list[int | None]:
            return [
                self._enter_battlefield(obj, controller, prop, "token created", replaced=True)
                for obj, prop in entering
            ]

        return self.at_once(enter)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ zone changes

    def move(
        self,
        obj_id: int,
        to_zone: Zone,
        cause: str | None = None,
        controller: int | None = None,
        bottom: bool = False,
    ) -> int | None:
        """CR 400.7 — move an object; returns the new object's id (None if replaced away).

        Replacement effects are applied first (CR 614); last known information is kept
        (CR 608.2h); leaves-the-battlefield abilities look back (CR 603.10a).
        """
        st = self.state
        obj = self.get(obj_id)
        if obj.phased_out:  # CR 702.26b: it can't be affected
            return None
        prop = MoveProposal(obj_id, to_zone, controller)
        if to_zone is Zone.BATTLEFIELD:
            return self._enter_battlefield(obj, controller, prop, cause)
        prop.to_zone = keyword_destination(self, obj, to_zone, cause)
        prop.bottom = bottom
        apply_replacements(self, prop, self.view(obj_id).controller)
        to_zone, bottom = prop.to_zone, prop.bottom
        from_zone = obj.zone
        lki = self._leave(obj)
        card = real_card(obj)  # CR 708.9: it's turned face up; 702.103: not bestowed
        new = GameObject(st.next_id, card, obj.card_uid, obj.owner, to_zone, self.stamp(),
                         obj.is_token)  # fmt: skip
        st.next_id += 1
        if from_zone is Zone.STACK:
            new.x_value = 0
        st.objects[new.id] = new
        zl = st.zone_list(to_zone, obj.owner)
        if to_zone is Zone.LIBRARY and not bottom:
            zl.insert(0, new.id)
        else:
            zl.append(new.id)
        self.emit(
            ev.ZoneChange(obj_id, new.id, obj.card.name, from_zone, to_zone, obj.owner,
                          lki.controller, obj.is_token, cause),
            (obj_id,),
        )  # fmt: skip
        return new.id

    def _leave(self, obj: GameObject) -> Characteristics:
        st = self.state
        lki = self.view(obj.id)
        st.lki[obj.id] = (lki, obj.clone())
        if obj.zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD):
            st.zone_list(obj.zone, obj.owner).remove(obj.id)
        elif obj.zone is not Zone.COMMAND or obj.id in st.command:
            st.zone_list(obj.zone, obj.owner).remove(obj.id)
        del st.objects[obj.id]
        if st.combat is not None:  # CR 506.4
            st.combat.attackers.pop(obj.id, None)
            st.combat.blockers.pop(obj.id, None)
            st.combat.blocked.pop(obj.id, None)
            for lst in st.combat.blocked.values():
                if obj.id in lst:
                    lst.remove(obj.id)
        self._chars = None
        return lki

    def _enter_battlefield(
        self,
        obj: GameObject,
        controller: int | None,
        prop: MoveProposal | None,
        cause: str | None,
        replaced: bool = False,
    ) -> int | None:
        """CR 110.2, 614.1c/614.12 — enter with replacement effects applied (``replaced``:
        the caller has applied them to ``prop`` already)."""
        st = self.state
        ctl = obj.owner if controller is None else controller
        prop = prop or MoveProposal(obj.id, Zone.BATTLEFIELD, ctl)
        prop.controller = ctl
        if not replaced:
            apply_replacements(self, prop, ctl)
        if prop.controller is not None:  # CR 616.1b: "enters under your control instead"
            ctl = prop.controller
        if prop.to_zone is not Zone.BATTLEFIELD:
            return self.move(obj.id, prop.to_zone, cause)
        if prop.transformed and back_face(real_card(obj)) is None:
            return None  # CR 712.14a: a card that isn't double-faced stays where it is
        from_zone = None if obj.zone is Zone.COMMAND and obj.id not in st.command else obj.zone
        if from_zone is None:
            del st.objects[obj.id]
            old_ctl = ctl
        else:
            old_ctl = self._leave(obj).controller
        # CR 708.4: a face-down spell becomes a face-down permanent; 708.9: otherwise a
        # face-down object that changes zones is turned face up
        # (and a bestowed Aura spell a bestowed Aura, CR 702.103b)
        # (CR 701.40a: a card being manifested enters face down)
        keep = obj.zone is Zone.STACK or obj.choices.get("manifesting")
        variant = [k for k in CARD_VARIANTS if k in obj.choices] if keep else []
        card = obj.card if variant else real_card(obj)
        copied = st.objects.get(prop.copy_of) if prop.copy_of is not None else None
        own = card
        if isinstance(copied, GameObject):  # CR 707.2, 707.3: it enters as a copy
            card = with_exceptions(copiable_values(copied, game=self), prop.copy_except)
            variant = []
        # CR 608.3f: a copy of a permanent spell becomes a token as it resolves
        token = obj.is_token or bool(obj.zone is Zone.STACK and obj.choices.get("spell_copy"))
        new = GameObject(st.next_id, card, obj.card_uid, obj.owner, Zone.BATTLEFIELD,
                         self.stamp(), token)  # fmt: skip
        for k in variant:
            new.choices[k] = obj.choices[k]
        if card is not own:  # CR 707.2: it is its own card again when it leaves (400.7)
            new.choices["copying"] = own
        elif prop.transformed:  # CR 712.14a
            enter_transformed(new)
        st.next_id += 1
        new.controller = ctl
        new.controlled_since = st.turn
        new.choices["seen_controller"] = ctl
        new.choices.update(prop.choices)  # "As this enters, choose ..." (CR 614.12)
        new.tapped = prop.tapped
        new.counters = dict(prop.counters)
        if obj.zone is Zone.STACK and obj.card.mana_cost is not None and obj.card.mana_cost.has_x:
            new.cast_x = obj.x_value  # CR 107.3m
        if obj.zone is Zone.STACK and "optional_paid" in obj.choices:  # "if it was kicked"
            new.choices["optional_paid"] = obj.choices["optional_paid"]
        if obj.zone is Zone.STACK and "alternative_paid" in obj.choices:  # evoke, dash
            new.choices["alternative_paid"] = obj.choices["alternative_paid"]
        if obj.zone is Zone.STACK and MANA_SPENT in obj.choices:  # CR 601.2h, 608.3
            new.choices[MANA_SPENT] = obj.choices[MANA_SPENT]
        if obj.zone is Zone.STACK and CAST_RECORD in obj.choices:  # CR 601.2, 608.3
            new.choices[CAST_RECORD] = obj.choices[CAST_RECORD]
            new.choices[CAST_SPELL_ID] = obj.id
        new.x_value = 0
        if card.loyalty is not None:  # CR 306.5b
            new.counters["loyalty"] = new.counters.get("loyalty", 0) + card.loyalty
        if card.defense is not None and "Battle" in card.types:  # CR 310.4b
            new.counters["defense"] = new.counters.get("defense", 0) + card.defense
        if entering_lore(card):  # CR 714.3a
            new.counters["lore"] = new.counters.get("lore", 0) + entering_lore(card)
        door = entering_unlocked(obj, card)  # CR 709.5d
        if door is not None:
            new.choices[UNLOCKED] = frozenset({door})
        new.attached_to = obj.enchant_target if obj.zone is Zone.STACK else None
        if prop.attach_to is not None:  # CR 303.4f
            new.attached_to = prop.attach_to
        st.objects[new.id] = new
        st.battlefield.append(new.id)
        self._chars = None
        if new.counters:  # CR 122.6: entering with counters is putting them on it
            for kind, n in list(new.counters.items()):
                if n > 0:
                    prop = propose(self, CounterProposal(new.id, kind, n))  # type: ignore[arg-type]
                    new.counters[kind] = prop.amount
        self.emit(
            ev.ZoneChange(obj.id, new.id, obj.card.name, from_zone, Zone.BATTLEFIELD, obj.owner,
                          old_ctl, obj.is_token, cause),
            (obj.id,),
        )  # fmt: skip
        if door is not None:  # CR 709.5h: unlocked as it entered
            self.emit(DoorUnlocked(new.id, self.view(new.id).name, door, ctl))
        return new.id

    def put_onto_battlefield(
        self, obj_id: int, controller: int, tapped: bool = False, transformed: bool = False,
        counters: dict[str, int] | None = None, attach_to: tuple[int, ...] | None = None,
    ) -> int | None:
        """Put a card onto the battlefield under ``controller``'s control (CR 110.2).

        An Aura put onto the battlefield without being cast doesn't target: its controller
        chooses something it can legally enchant, hexproof notwithstanding; with nothing
        legal it stays where it is (CR 303.4f, 303.4g). ``attach_to`` ("attached to that
        creature"): the one object (or none, if it's gone) it enters attached to — an Aura
        that can't legally enchant it stays where it is (CR 303.4g); an Equipment enters,
        attached only to a creature other than itself (CR 301.5c).
        """
        obj = self.get(obj_id)
        if attach_to is not None and "Aura" not in obj.card.subtypes:
            new = self.put_onto_battlefield(obj_id, controller, tapped, transformed, counters)
            host = self.state.objects.get(attach_to[0]) if attach_to else None
            if new is not None and "Equipment" in obj.card.subtypes and isinstance(
                host, GameObject
            ) and host.zone is Zone.BATTLEFIELD and self.view(host.id).is_creature and (
                new != host.id and not self.view(new).is_creature
            ):  # fmt: skip
                self.attach(new, host.id)
            return new
        if "Aura" in obj.card.subtypes:
            enchant = next((a for a in obj.card.abilities if isinstance(a, Enchant)), None)
            f = enchant.filter if enchant else ObjectFilter()
            ctx = Ctx(self, obj_id, controller)
            legal = tuple(
                i for i in self.state.battlefield
                if f.matches(ctx, self.state.objects[i])  # type: ignore[arg-type]
                and not protected_from(self, i, obj_id)
                and (attach_to is None or i in attach_to)
            )  # fmt: skip
            if not legal:
                self.log_note(f"{obj.name}#{obj_id} has nothing to enchant and stays put")
                return None
            choice = self.ask(controller, ChooseObjects(controller, legal, 1, 1, "enchant"))
            prop = MoveProposal(obj_id, Zone.BATTLEFIELD, controller, tapped, attach_to=choice[0],
                                transformed=transformed, counters=dict(counters or {}))
            return self._enter_battlefield(obj, controller, prop, "put onto the battlefield")
        prop = MoveProposal(obj_id, Zone.BATTLEFIELD, controller, tapped, transformed=transformed,
                            counters=dict(counters or {}))  # CR 122.6
        return self._enter_battlefield(obj, controller, prop, "put onto the battlefield")
