"""Combat — CR 506-511: attackers, blockers, their requirements and restrictions, combat
damage."""
