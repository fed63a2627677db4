"""Game state — objects and characteristics, players, zones and turn position, ability
objects, object filters and references (CR 102, 108-115, 400-408, 500). The bottom of the
runtime."""
