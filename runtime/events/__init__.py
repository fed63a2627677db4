"""Events and what looks at them — typed events, triggered abilities (CR 603), replacement
and prevention effects (CR 614-616), conditions."""
