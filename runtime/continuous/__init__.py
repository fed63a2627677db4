"""Continuous effects — the layer system (CR 611, 613), characteristic-defining abilities
(CR 604.3), rule-modifying statics and "can't" restrictions (CR 101.2)."""
