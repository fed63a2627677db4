"""Tickets and stickers (CR 107.17, 123): a sticker sheet's lines ("{TK}{TK} — Haste"),
getting tickets and putting a sticker on an object parse and render back; the runtime has
no sticker sheets, so each is unsupported with its reason."""

from __future__ import annotations

from mtgc.compiler.ast.actions import PutSticker
from mtgc.compiler.ast.costs import GetTickets, TicketSticker
from mtgc.compiler.ast.keywords import KeywordLine
from mtgc.compiler.cards import loads
from mtgc.compiler.pipeline import check_card, parse_ability


def test_a_sticker_keeps_its_ticket_cost_and_its_ability() -> None:
    """CR 107.17a, 123.3c: "{TK}{TK}{TK} — Shadow" costs three tickets to put on."""
    node = parse_ability("{TK}{TK}{TK} \u2014 Shadow")
    assert isinstance(node, TicketSticker)
    assert node.tickets == 3 and isinstance(node.ability, KeywordLine)
    pt = parse_ability("{TK}{TK} \u2014 1/4")
    assert (pt.tickets, pt.ability, pt.power_toughness) == (2, None, "1/4")


def test_getting_tickets_and_putting_a_sticker() -> None:
    """CR 107.17: "you get {TK}{TK}"; CR 123.3: "put a sticker on [object]"."""
    node = parse_ability("You get {TK}{TK}, then you may put a sticker on target creature.")
    kinds = [type(n) for n in node.walk()]
    assert GetTickets in kinds and PutSticker in kinds
    assert next(n for n in node.walk() if isinstance(n, GetTickets)).amount == 2


def test_stickers_are_unsupported_with_their_reason() -> None:
    """A card that gives tickets and a sticker line both parse; neither runs."""
    (card,) = loads("Ticket Taker {1}{W}\nCreature \u2014 Human\n"
                    "When this creature enters, you get {TK}{TK}.\n2/2")  # fmt: skip
    (result,) = check_card(card)
    assert result.status == "unsupported"
    assert "ticket counters (CR 107.17)" in result.notes[0].hint
