"""Turn structure — steps and phases (CR 500-514), priority and player actions (CR 116,
117), state-based actions (CR 704), Sagas (CR 714)."""
