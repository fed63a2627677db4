"""A card's name in its own text (CR 201.5): a name joining two names takes plural verbs
on some cards and singular ones on others, and renders back as written."""

from mtgc.compiler.cards import Face
from mtgc.compiler.pipeline import ERROR, check_face

LEGEND = "Legendary Creature \u2014 Fish Spirit"


def test_a_joined_name_written_with_plural_verbs_renders_back():
    """Tui and La, Moon and Ocean: "Whenever Tui and La become tapped, draw a card."."""
    text = (
        "Whenever Tui and La become tapped, draw a card.\n"
        "Whenever Tui and La become untapped, put a +1/+1 counter on them."
    )
    result = check_face(Face("Tui and La, Moon and Ocean", LEGEND, "{3}{U}", text))
    assert result.status != ERROR
    assert result.rendered == text


def test_a_joined_name_written_with_singular_verbs_renders_back():
    """Gisa and Geralf: "When Gisa and Geralf enters, mill four cards."."""
    text = "When Gisa and Geralf enters, mill four cards."
    result = check_face(
        Face("Gisa and Geralf", "Legendary Creature \u2014 Human Wizard", "{2}{U}{B}", text)
    )
    assert result.status != ERROR
    assert result.rendered == text


def test_a_single_name_never_takes_plural_verbs():
    """The plural reading is only for a name that joins two names: "Grizzly Bears become
    tapped" is not this card's wording and does not round-trip."""
    text = "Whenever Grizzly Bears become tapped, draw a card."
    result = check_face(Face("Grizzly Bears", "Creature \u2014 Bear", "{1}{G}", text))
    assert result.status == ERROR
    assert result.diagnostics[0].code == "E200"
