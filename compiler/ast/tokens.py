"""Tokens (CR 111): the predefined tokens' names."""

from __future__ import annotations

import attrs

from ...grammar import vocabulary_data as vocab
from .base import Node

_ROLES = {w.lower(): w for w in vocab.ROLE_TOKEN_WORDS}


@attrs.frozen
class RoleName(Node):
    """CR 111.10j-r: the name of a predefined Role token before its subtype ("Cursed" in "a
    Cursed Role token"); the name fixes the token's characteristics."""

    rules = ("role_name",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_ROLES[str(children[0]).lower()], span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class NewTokenName(Node):
    """CR 111.4, 111.10: the name of a predefined token newer than the CR's list ("Mutagen"
    in "create a Mutagen token"); its characteristics are not in the CR, so it has no
    definition here (lowering says so)."""

    rules = ("new_token_name",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), span=span)

    def render(self) -> str:
        return self.name
