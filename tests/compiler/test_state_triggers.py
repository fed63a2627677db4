"""State triggers (CR 603.8) — "When there are no creatures on the battlefield, sacrifice
this enchantment." reads a game state, not an event: until the runtime checks state
triggers, a card with one is honestly unsupported, never ok (an ok card must play)."""

from __future__ import annotations

from mtgc.compiler.cards import loads
from mtgc.compiler.pipeline import UNSUPPORTED, check_card

TASK_MAGE_ASSEMBLY = """Task Mage Assembly {2}{R}
Enchantment
When there are no creatures on the battlefield, sacrifice this enchantment.
{2}: This enchantment deals 1 damage to target creature. Any player may activate this ability but only as a sorcery."""  # noqa: E501


def test_a_state_trigger_is_unsupported_with_its_rule():
    [result] = check_card(loads(TASK_MAGE_ASSEMBLY)[0])
    assert result.status == UNSUPPORTED
    assert [n.hint for n in result.notes] == ["a state trigger (CR 603.8) is not supported yet"]
