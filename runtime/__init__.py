"""mtgc.runtime — a rules engine for Magic: The Gathering (Comprehensive Rules).

It knows nothing of card text: its inputs are plain-data card definitions and ability
objects, and player decisions through agents.

Modules, by rules area:

- ``objects`` — CardDefinition, GameObject, StackAbility, Zone, Characteristics
  (CR 108-111, 400.7)
- ``state`` — Player, GameState, Step, CombatState (CR 102, 400, 500)
- ``mana`` — mana symbols, ManaCost, PaymentChoices, pools, payment planning
  (CR 106, 107.4, 202)
- ``costs`` — TapCost, UntapCost, SacrificeCost, DiscardCost, PayLifeCost, ExileCost,
  RemoveCountersCost, LoyaltyCost (CR 118, 107.5-107.6, 119.4, 606)
- ``filters`` — ObjectFilter, object/player references, amounts, conditions, TargetSpec
  (CR 109, 115)
- ``abilities`` — SpellAbility, ActivatedAbility, ManaAbility, TriggeredAbility, StaticAbility,
  ReplacementAbility, Mode and keyword abilities (CR 113, 602-605, 614, 700.2, 702)
- ``effects`` (base class in ``effect_base``, mana effects in ``mana_effects``) — one-shot
  effects with ``resolve`` (CR 608, 701, 106)
- ``continuous`` — continuous effect specs, rule-modifying statics, the layer system (CR 611, 613)
- ``triggers`` — trigger patterns, APNAP placement, delayed triggers (CR 603, 605.1b)
- ``replacement`` — replacement effects and their ordering (CR 614-616, 106.12b)
- ``events`` — typed events; the log is their text
- ``zones`` / ``primitives`` — zone changes and primitive rules operations (mixed into Game)
- ``casting`` — lands, spells, activated abilities, cost payment (CR 305, 601, 602, 605)
- ``stack`` — priority and resolution (CR 117, 405, 608); ``sba`` — CR 704
- ``turns`` — steps, turn-based actions, cleanup (CR 500-514); ``combat`` — CR 506-511
- ``agents`` / ``actions`` — decisions, Agent protocol, scripted/random/replay agents; actions
- ``game`` — Game (transactions, run loop, replay); ``scenario`` — the scenario test API
- ``errors`` — RulesError, IllegalActionError (+ Timing/Cost/Target/CombatError), InvalidInputError
- ``catalog`` — CATALOG: every ability/keyword/cost/effect/trigger/... class by kind
- ``cards_basic`` — basic lands and vanilla creatures for tests and examples
"""
