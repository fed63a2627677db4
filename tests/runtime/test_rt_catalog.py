"""The catalog lists the runtime vocabulary the compiler targets (abilities CR 113,
keywords CR 702, costs CR 118, effects CR 608/701, triggers CR 603, replacements CR 614,
continuous effects CR 611-613)."""

import attrs

from mtgc.runtime.actions.effects import EFFECTS
from mtgc.runtime.catalog import CATALOG


def test_catalog_kinds_and_key_entries():
    """CR 702 keywords, CR 118 costs, CR 603 triggers, CR 614 replacements are listed."""
    assert CATALOG["keyword"]["Annihilator"].__name__ == "Annihilator"
    assert {"Equip", "Affinity", "Ward", "Menace", "Flying"} <= set(CATALOG["keyword"])
    assert {"TapCost", "UntapCost", "SacrificeCost", "PayLifeCost", "ManaCost"} <= set(
        CATALOG["cost"]
    )
    assert {"Unless", "MayEffect", "Sequence", "PlayPermission"} <= set(CATALOG["effect"])
    assert {"SacrificeTrigger", "Attacks", "TappedForMana"} <= set(CATALOG["trigger"])
    assert {"EntersWithCounters", "ExileInsteadOfGraveyard"} <= set(CATALOG["replacement"])
    assert {"AddAbilities", "ModifyPT", "AttackTax"} <= set(CATALOG["continuous"])
    assert "Keyword" not in CATALOG["ability"] and "TriggeredAbility" in CATALOG["ability"]


def test_every_effect_is_registered_and_plain_frozen_data():
    """CR 608.2 effects: adding an effect is one class; it registers itself."""
    assert set(CATALOG["effect"]) - {"ManaEffect"} == set(EFFECTS)
    for cls in EFFECTS.values():
        assert attrs.has(cls) and cls.__setattr__ is not object.__setattr__
