"""Disguise — CR 702.168 (face-down spells and permanents: CR 708).

"Disguise [cost]" means "You may cast this card as a 2/2 face-down creature with ward {2},
no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
(CR 702.168a-b); any time its controller has priority, the face-down permanent may be
turned face up by paying its disguise cost (a special action, 702.168d). It works as morph
(:mod:`mtgc.runtime.keywords.morph`: the same special action turns it face up), except that
the face-down object has ward {2}.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..mana.symbols import ManaCost
from ..state.objects import GameObject
from .morph import FACE_DOWN, Morph
from .triggered import Ward

if TYPE_CHECKING:
    from ..game import Game

#: CR 702.168a — a face-down disguised spell or permanent: a 2/2 creature with ward {2}, no
#: name, no subtypes and no mana cost.
FACE_DOWN_WARD = attrs.evolve(FACE_DOWN, abilities=(Ward((ManaCost.parse("{2}"),)),))


@attrs.frozen
class Disguise(Morph):
    """CR 702.168a — "Disguise [cost]" (cast face down for {3}; turned face up for the
    disguise cost, CR 702.168d)."""

    cr = "702.168"

    def on_cast(self, game: Game, spell: GameObject) -> None:
        """CR 702.168b: turned face down as it's put on the stack, with ward {2} (the same
        timing as any face-down creature spell, CR 708.4)."""
        super().on_cast(game, spell)
        spell.card = FACE_DOWN_WARD
