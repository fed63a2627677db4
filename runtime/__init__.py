"""mtgc.runtime — a rules engine for Magic: The Gathering (Comprehensive Rules).

It knows nothing of card text: its inputs are plain-data card definitions and ability
objects, and player decisions through agents.

Packages by rules area, and the modules beside them. Imports go one way, each from those
listed before it (``tests/runtime/test_import_graph.py`` checks it, function-level imports
included); where a lower package must call up — casting asks the keyword abilities for
their costs, a zone change asks where a card goes — it declares a :class:`~.hooks.Hook`
that the package above provides (and :mod:`.game` imports every provider):

- ``errors`` — RulesError, IllegalActionError (+ Timing/Cost/Target/CombatError),
  InvalidInputError; ``hooks`` — the late-bound operations above; ``record`` — a game's
  decision record as JSON
- ``mana`` — ``symbols``: mana symbols, ManaCost, PaymentChoices, pools, payment planning
  (CR 106, 107.4, 202)
- ``agents`` — decisions, the Agent protocol, scripted/random/replay agents, and the
  player actions that answer a priority decision (CR 116-117, 305, 601, 602)
- ``state`` — ``objects`` (CardDefinition, GameObject, StackAbility, Zone, Characteristics;
  CR 108-111, 400.7), ``game_state`` (Player, GameState, Step, CombatState; CR 102, 400,
  500), ``abilities`` (SpellAbility, ActivatedAbility, ManaAbility, TriggeredAbility,
  StaticAbility, ReplacementAbility, Mode, Keyword; CR 113, 602-605, 614, 700.2, 702),
  ``filters`` / ``qualities`` / ``references`` (ObjectFilter, object/player references,
  amounts, conditions, TargetSpec; CR 109, 115), ``effect_base`` (the one-shot effect base
  class, CR 608)
- ``continuous`` — ``layers`` (continuous effect specs, rule-modifying statics, the layer
  system; CR 611, 613), ``cda`` (CR 604.3), ``permissions`` / ``restrictions`` /
  ``protection`` ("can't", CR 101.2, 509.1b, 702.16)
- ``events`` — ``events`` (typed events; the log is their text), ``triggers`` (trigger
  patterns, APNAP placement; CR 603), ``delayed`` (CR 603.7), ``replacement`` (replacement
  effects and their ordering, CR 614-616, 106.12b), ``prevention`` (CR 615),
  ``conditions``, ``sagas`` (CR 714)
- ``stack`` — ``casting`` (lands, spells, activated abilities, cost payment; CR 305, 601,
  602, 605), ``costs`` (CR 118, 107.5-107.6, 119.4, 606), ``resolution`` (priority and
  resolution, CR 117, 405, 608)
- ``actions`` — one-shot effects (``effects``, CR 608, 701) and keyword actions, ``zones`` /
  ``primitives`` (zone changes and primitive rules operations, mixed into Game)
- ``combat`` — CR 506-511
- ``turns`` — ``steps`` (steps, turn-based actions, cleanup; CR 500-514), ``sba`` (CR 704)
- ``keywords`` — keyword abilities, one module per keyword or family (CR 702)
- ``game`` — Game (transactions, run loop, replay); ``scenario`` — the scenario test API;
  ``catalog`` — CATALOG: every ability/keyword/cost/effect/trigger/... class by kind;
  ``cards_basic`` — basic lands and vanilla creatures for tests and examples
"""
