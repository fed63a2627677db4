"""Case cards (CR 719.3): "To solve — [Condition]." parses and round-trips, and lowers to an
honest Unsupported while the runtime keeps no solved designation (CR 719.3b)."""

from effects_compile import status_of

#: Case of the Trampled Garden
TRAMPLED_GARDEN = ("When this Case enters, distribute two +1/+1 counters among one or two "
                   "target creatures you control.\nTo solve — Creatures you control have "
                   "total power 8 or greater.\nSolved — Whenever a creature you control "
                   "attacks, it gains trample until end of turn.")  # fmt: skip


def test_to_solve_is_unsupported_with_its_reason():
    """CR 719.3a: the "To solve" ability is a triggered ability making the Case solved; the
    face is unsupported, naming the solved designation as the reason."""
    status, reasons = status_of(TRAMPLED_GARDEN, "Enchantment — Case", "{2}{G}")
    assert status == "unsupported"
    assert "solving a Case (CR 719.3b, the solved designation) is not supported yet" in reasons

