"""mtgc.runtime — a rules engine for Magic: The Gathering (Comprehensive Rules).

It knows nothing of card text: its inputs are plain-data card definitions and ability
objects, and player decisions through agents.

Packages, by rules area (imports go one way: ``state`` at the bottom, ``game`` at the top):

- ``state`` — ``objects`` (CardDefinition, GameObject, StackAbility, Zone, Characteristics;
  CR 108-111, 400.7), ``game_state`` (Player, GameState, Step, CombatState; CR 102, 400,
  500), ``abilities`` (SpellAbility, ActivatedAbility, ManaAbility, TriggeredAbility,
  StaticAbility, ReplacementAbility, Mode, Keyword; CR 113, 602-605, 614, 700.2, 702),
  ``filters`` / ``qualities`` / ``references`` (ObjectFilter, object/player references,
  amounts, conditions, TargetSpec; CR 109, 115), ``effect_base`` (the one-shot effect base
  class, CR 608)
- ``mana`` — ``symbols``: mana symbols, ManaCost, PaymentChoices, pools, payment planning
  (CR 106, 107.4, 202)
- ``events`` — ``events`` (typed events; the log is their text), ``triggers`` (trigger
  patterns, APNAP placement; CR 603), ``delayed`` (CR 603.7), ``replacement`` (replacement
  effects and their ordering, CR 614-616, 106.12b), ``prevention`` (CR 615), ``conditions``
- ``continuous`` — ``layers`` (continuous effect specs, rule-modifying statics, the layer
  system; CR 611, 613), ``cda`` (CR 604.3), ``permissions`` / ``restrictions`` (CR 101.2)
- ``stack`` — ``casting`` (lands, spells, activated abilities, cost payment; CR 305, 601,
  602, 605), ``costs`` (CR 118, 107.5-107.6, 119.4, 606), ``resolution`` (priority and
  resolution, CR 117, 405, 608)
- ``turns`` — ``steps`` (steps, turn-based actions, cleanup; CR 500-514), ``priority``
  (player actions, CR 116-117), ``sba`` (CR 704), ``sagas`` (CR 714)
- ``combat`` — CR 506-511
- ``keywords`` — keyword abilities, one module per keyword or family (CR 702)
- ``actions`` — one-shot effects (``effects``, CR 608, 701) and keyword actions, ``zones`` /
  ``primitives`` (zone changes and primitive rules operations, mixed into Game)

Modules at the top:

- ``agents`` — decisions, Agent protocol, scripted/random/replay agents
- ``game`` — Game (transactions, run loop, replay); ``record`` — a game's decision record
- ``scenario`` — the scenario test API
- ``errors`` — RulesError, IllegalActionError (+ Timing/Cost/Target/CombatError), InvalidInputError
- ``catalog`` — CATALOG: every ability/keyword/cost/effect/trigger/... class by kind
- ``cards_basic`` — basic lands and vanilla creatures for tests and examples
"""
