"""Events and what looks at them — typed events, triggered abilities (CR 603), replacement
and prevention effects (CR 614-616), conditions.

Every rules action a replacement or prevention effect may modify is proposed to the one
pipeline, :func:`~mtgc.runtime.events.replacement.propose`; keyword abilities and rules
register their effects with it (``replacement_source``) and the affected player orders
competing effects (CR 616.1). What actually happened is emitted as events; one damage
event (all combat damage of a step, CR 510.2) is held and triggers once it is complete,
once per occurrence (CR 603.2c)."""
