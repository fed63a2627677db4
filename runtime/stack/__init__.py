"""The stack — casting spells and activating abilities (CR 601, 602), costs (CR 118),
resolution (CR 405, 608)."""
