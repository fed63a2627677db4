"""Keyword actions and rules verbs — one-shot effects (CR 608, 701), zone changes
(CR 400.7) and primitive rules operations (tapping, counters, life, damage)."""
