"""Mana — mana symbols, mana costs, mana pools and payment planning (CR 106, 107.4, 202)."""
