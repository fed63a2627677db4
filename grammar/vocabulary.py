"""Closed word lists of the Comprehensive Rules, as data for the grammar.

The lists are read from the CR text by ``python -m mtgc.grammar.vocabulary CR_FILE``,
which writes ``vocabulary.lark`` (terminals) and ``vocabulary_data.py`` (the same words as
Python sets, with their plural forms). Both files are checked in, so the package never
needs the CR at run time. Sources:

- CR 205.3g-205.3m: artifact, enchantment, land, planeswalker, spell and creature types.
- CR 207.2c: ability words.
- CR 205.2a, 205.3g, 205.3h, 205.3q: the "this <noun>" self-references (card types and the
  subtypes of artifacts, enchantments and battles).
- CR 701.2-701.68: keyword actions, with their inflections and the parameter each takes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).parent

_IRREGULAR_PLURALS = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Mouse": "Mice",
    "Ox": "Oxen",
    "Fish": "Fish",
    "Sheep": "Sheep",
    "Merfolk": "Merfolk",
    "Kor": "Kor",
    "Moonfolk": "Moonfolk",
    "Kithkin": "Kithkin",
    "Vedalken": "Vedalken",
    "Aetherborn": "Aetherborn",
    "Nephilim": "Nephilim",
    "Salamander": "Salamanders",
    "Cyclops": "Cyclopes",
    "Sphinx": "Sphinxes",
    "Plains": "Plains",
    "Equipment": "Equipment",
    "Ammonite": "Ammonites",
    "Human": "Humans",
    "Octopus": "Octopuses",
    "Platypus": "Platypuses",
    "Pegasus": "Pegasi",
    "Fungus": "Fungi",
    "Homunculus": "Homunculi",
    "Leech": "Leeches",
    "Phoenix": "Phoenixes",
    "Fox": "Foxes",
    "Class": "Classes",
    "Lich": "Liches",
    "Witch": "Witches",
    "Eldrazi": "Eldrazi",
    "Treefolk": "Treefolk",
    "Trilobite": "Trilobites",
    "Urza's": "Urza's",
    "Power-Plant": "Power-Plants",
    "Mine": "Mines",
    "Food": "Foods",
    "Gold": "Golds",
    "Blood": "Bloods",
}


def plural(word: str) -> str:
    """English plural of a subtype as Oracle text writes it ("Elf" -> "Elves")."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if " " in word:
        head, _, last = word.rpartition(" ")
        return f"{head} {plural(last)}"
    if word.endswith(("s", "x", "sh", "ch", "z")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"


def _list_after(rule_text: str, marker: str) -> list[str]:
    tail = re.sub(r"\s*\(see rule[^)]*\)", "", rule_text.split(marker, 1)[1])
    tail = tail.split(". ", 1)[0]
    words = re.split(r",\s*(?:and\s+)?|\s+and\s+", tail.rstrip(". \n"))
    return [w.strip().replace("\u2019", "'") for w in words if w.strip()]


def read_cr(path: Path) -> dict[str, list[str]]:
    rules = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(\d{3}\.\d+[a-z]) (.*)", line)
        if m:
            rules[m.group(1)] = m.group(2)
    creature = rules["205.3m"].split("All other creature types are one word long", 1)[1]
    creature_types = ["Time Lord"] + _list_after(creature, ":")
    return {
        "artifact": _list_after(rules["205.3g"], "The artifact types are "),
        "enchantment": _list_after(rules["205.3h"], "The enchantment types are "),
        "land": _list_after(rules["205.3i"], "The land types are "),
        "planeswalker": _list_after(rules["205.3j"], "The planeswalker types are "),
        "spell": _list_after(rules["205.3k"], "The spell types are "),
        "creature": creature_types,
        "ability_word": _list_after(rules["207.2c"], "The ability words are "),
    }


# ---- CR 701: keyword actions ----------------------------------------------------------

#: Keyword actions whose wording is read by a hand-written rule of their own elsewhere in
#: the grammar (the rule named here); the generated terminals hold the others, so that one
#: word never belongs to two terminals. The fixture test checks every action either way.
OWN_RULES = {
    "activate": "activate",
    "attach": "attach",
    "cast": "cast_spells",
    "counter": "counter_spell",
    "create": "create_tokens",
    "destroy": "destroy",
    "discard": "discard",
    "double": "double_counters",
    "triple": "layers",
    "exchange": "exchange",
    "exile": "exile",
    "fight": "fight",
    "goad": "goad",
    "investigate": "investigate",
    "mill": "mill",
    "play": "play_cards",
    "regenerate": "regenerate",
    "reveal": "reveal",
    "sacrifice": "sacrifice",
    "scry": "scry",
    "search": "search_library",
    "shuffle": "shuffle",
    "surveil": "surveil",
    "tap": "tap",
    "untap": "untap",
    "transform": "transform",
    "clash": "clash",
    "planeswalk": "planeswalk_event",
    "proliferate": "proliferate",
    "populate": "populate",
    "monstrosity": "monstrosity",
    "vote": "vote_for",
    "bolster": "bolster",
    "manifest": "manifest",
    "support": "support",
    "exert": "exert_as_attacks",
    "explore": "explore",
    "adapt": "adapt",
    "amass": "amass",
    "learn": "learn",
    "venture into the dungeon": "venture",
    "connive": "connive",
    "meld": "meld",
    "set in motion": "scheme_event",
}

#: Inflections the CR's text doesn't show and English rules don't make: the verb of
#: "time travel" is its last word, "roll to visit your Attractions" changes its pronoun,
#: "the Ring tempts you" is a whole clause; "behold" has the past "beheld" in CR 701.4b,
#: the others are irregular English pasts.
_IRREGULAR_THIRD = {
    "time travel": "time travels",
    "roll to visit your Attractions": "rolls to visit their Attractions",
    "the Ring tempts you": "the Ring tempts you",
}
_IRREGULAR_PAST = {"fight": "fought", "cast": "cast", "set in motion": "set in motion",
                   "tap": "tapped", "untap": "untapped", "behold": "beheld",
                   "the Ring tempts you": "tempted", "time travel": "time traveled"}  # fmt: skip

#: The parameter shapes, from the wording of the action's rules (first match wins).
_SHAPES = (
    (r" \[subtype\] N\b", "subtype number"),
    (r" N\b", "number"),
    (r" \[cost\]", "cost"),
    (r" a \[quality\]", "quality"),
    (r" — \[option A\], or \[option B\]", "options"),
    (r" \[(?:this )?permanent\]", "object"),
    (
        r" (?:a|an|one or more|multiple|two|\[this permanent\]|\[permanent\])"
        r"(?: [a-z\-]+)? ?(?:creatures?|permanents?|cards?|schemes?|spells?|objects?|Contraption"
        r"|\])",
        "object",
    ),
)


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "x", "sh", "ch", "z")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in ("a", "e", "i", "o", "u"):
        return verb[:-1] + "ies"
    return verb + "s"


def _past(verb: str) -> str:
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and verb[-2:-1] not in ("a", "e", "i", "o", "u"):
        return verb[:-1] + "ied"
    return verb + "ed"


def _inflect(name: str, table: dict[str, str], inflect) -> str:
    if name in table:
        return table[name]
    first, _, rest = name.partition(" ")
    return " ".join(w for w in (inflect(first), rest) if w)


def _oracle_case(name: str, body: str) -> str:
    """The action's name as rules text writes it mid-sentence ("the Ring tempts you",
    "open an Attraction"): its first occurrence in the rules' text that starts lower-case,
    else the name lower-cased."""
    for m in re.finditer(re.escape(name), body, re.IGNORECASE):
        if m.group(0)[0].islower():
            return m.group(0)
    return name.lower()


def read_actions(path: Path) -> dict[str, tuple[str, str, str, str, str]]:
    """CR 701.2-701.68: keyword action (as Oracle writes it) -> (rule, parameter shape,
    base form, third person form, past participle)."""
    text = path.read_text(encoding="utf-8").replace("\u2019", "'")
    found = {}
    for rule, header in re.findall(r"^(701\.\d+)\. (.+)$", text, re.M):
        if rule == "701.1":
            continue
        body = " ".join(re.findall(rf"^{re.escape(rule)}[a-z] (.*)$", text, re.M))
        for part in header.split(" and "):  # CR 701.26: "Tap and Untap"
            name = _oracle_case(part, body)
            third = _inflect(name, _IRREGULAR_THIRD, _third_person)
            # the rules write the verb inflected ("assembling a Contraption", "[A player]
            # faces a villainous choice"); "set in motion" has its object inside
            verb, _, particle = name.partition(" in ")
            first, _, rest = verb.partition(" ")
            stem = (re.escape(first[:-1]) + "(?:es?|ing)" if first.endswith("e")
                    else re.escape(first) + "(?:e?s|ing)?")  # fmt: skip
            stem += re.escape(" " + rest) if rest else ""
            shape = "none"
            if third == name:  # CR 701.54: "the Ring tempts you" is a whole clause
                shape = "clause"
            elif particle and re.search(rf"{stem} an? [a-z]+ in {particle}", body):
                shape = "object in"
            else:
                for pattern, kind in _SHAPES:
                    if re.search(stem + pattern, body, re.IGNORECASE):
                        shape = kind
                        break
            past = _inflect(name, _IRREGULAR_PAST, _past)
            found[name] = (rule, shape, name, third, past)
    return found


def action_terminals(actions: dict[str, tuple[str, str, str, str, str]]) -> list[str]:
    """One terminal per parameter shape, holding the base and third person forms of the
    actions that have no rule of their own (:data:`OWN_RULES`). A form that begins another
    action's form ("manifest" of "manifest dread") is matched by the longer one only."""
    by_shape: dict[str, list[str]] = {}
    for name, (_rule, shape, base, third, _past) in actions.items():
        if name.lower() in OWN_RULES:
            continue
        if shape == "object in":  # the terminal is the verb; the grammar adds the rest
            base, third = base.split(" ")[0], third.split(" ")[0]
        by_shape.setdefault(shape, []).extend(dict.fromkeys((base, third)))
    names = {"none": "KEYWORD_ACTION", "number": "KEYWORD_ACTION_NUMBER",
             "object": "KEYWORD_ACTION_OBJECT", "cost": "KEYWORD_ACTION_COST",
             "quality": "KEYWORD_ACTION_QUALITY", "options": "KEYWORD_ACTION_OPTIONS",
             "subtype number": "KEYWORD_ACTION_SUBTYPE_NUMBER",
             "clause": "KEYWORD_ACTION_CLAUSE",
             "object in": "KEYWORD_ACTION_OBJECT_IN"}  # fmt: skip
    lines = []
    for shape, forms in sorted(by_shape.items()):
        longest_first = sorted(forms, key=lambda f: (-len(f), f))
        words = "|".join(re.escape(f).replace("\\ ", " ") for f in longest_first)
        lines.append(f"{names[shape]}.3: /(?:{words})(?![\\w'-])/")
    return lines


def designations(path: Path, actions: dict[str, tuple[str, str, str, str, str]]) -> list[str]:
    """The past participles that name a designation an action gives ("Goaded is a
    designation a permanent can have", CR 701.15b; suspected, 701.60b; harnessed, 701.64b)."""
    text = path.read_text(encoding="utf-8")
    named = {w.lower() for w in re.findall(r"^701\.\d+[a-z] (\w+) is a designation", text, re.M)}
    return [past for (_r, _s, _b, _t, past) in actions.values() if past in named]


# ---- CR 122: counters ------------------------------------------------------------------

#: Words of the grammar that stand before "counter(s)" without naming a kind ("a counter",
#: "all counters", "each kind of counter", "you may counter"): English function words.
_NOT_COUNTER_NAMES = (
    "a",
    "an",
    "the",
    "no",
    "any",
    "each",
    "every",
    "all",
    "that",
    "those",
    "these",
    "this",
    "its",
    "their",
    "your",
    "his",
    "her",
    "my",
    "our",
    "another",
    "additional",
    "more",
    "less",
    "many",
    "much",
    "most",
    "of",
    "with",
    "without",
    "and",
    "or",
    "from",
    "on",
    "onto",
    "to",
    "target",
    "same",
    "kind",
    "kinds",
    "other",
    "new",
    "different",
    "may",
    "can",
    "cannot",
    "then",
    "not",
    "control",
    "controls",
    "total",
    "x",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fifteen",
    "twenty",
    "as",
    "if",
    "would",
    "could",
    "also",
    "only",
    "first",
    "double",
    "such",
    "was",
    "were",
    "is",
    "are",
    "be",
    "been",
    "put",
    "remove",
    "move",
    "had",
    "has",
    "have",
    "do",
    "does",
    "did",
    "which",
    "what",
    "than",
    "least",
)


def read_counters(path: Path) -> list[str]:
    """CR 122.1b: the keywords a keyword counter can be (the counter names of more than one
    word are among them: "first strike", "double strike")."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("122.1b "):
            words = _list_after(line, "The keywords that a keyword counter can be are ")
            return [w for w in words if not w.startswith("as well as")]  # "... variants"
    raise ValueError("CR 122.1b not found")


def counter_terminal(keyword_counters: list[str]) -> str:
    """COUNTER_NAME: a keyword counter (CR 122.1b), or one lower-case word that is not a
    function word, right before "counter(s)" used as a noun (not the verb of CR 701.6:
    "counter target spell")."""
    keywords = sorted(keyword_counters, key=lambda w: (-len(w), w))
    stop = "|".join(_NOT_COUNTER_NAMES)
    return (
        "COUNTER_NAME.3: /(?:"
        + "|".join(re.escape(w).replace("\\ ", " ") for w in keywords)
        + f"|(?-i:(?!(?:{stop})\\b)[a-z]+))"
        + r"(?= counters?(?![\w-])(?! (?:target|that|it|this|all|each|up|the|those|any|its"
        + r"|them|spells?|abilit)))/"
    )


# ---- CR 205: "this <noun>" self-references -------------------------------------------

#: CR 109-111: the object nouns a card uses for itself beside its types.
_OBJECT_NOUNS = ("spell", "permanent", "card", "token")


def self_reference_nouns(path: Path) -> list[str]:
    """The nouns of "this <noun>": the object nouns, the card types (CR 205.2a) and the
    subtypes of artifacts, enchantments and battles (CR 205.3g, 205.3h, 205.3q)."""
    rules = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(\d{3}\.\d+[a-z]) (.*)", line)
        if m:
            rules[m.group(1)] = m.group(2)
    card_types = _list_after(rules["205.2a"], "The card types are ")
    battle = re.findall(r"battle type is (\w+)", rules["205.3q"])
    artifact = _list_after(rules["205.3g"], "The artifact types are ")
    enchantment = _list_after(rules["205.3h"], "The enchantment types are ")
    return [*_OBJECT_NOUNS, *card_types, *artifact, *enchantment, *battle]


def _trie_pattern(words: list[str]) -> str:
    """A regex matching exactly ``words``, factored by common prefixes so that it compiles
    and matches fast (the subtype list has over a thousand forms)."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        ends = "" in node
        alts = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if ends else body

    return build(trie)


def _regex(words: list[str]) -> str:
    return "/(?:" + _trie_pattern(sorted(set(words))) + r")(?![\w'-])/"


def write(
    lists: dict[str, list[str]],
    actions: dict | None = None,
    this_nouns: list[str] | None = None,
    counters: list[str] | None = None,
    designations_of: list[str] | None = None,
) -> None:
    subtypes = {k: v for k, v in lists.items() if k != "ability_word"}
    # Singular forms and irregular plurals are listed; a regular plural is a listed form plus
    # "s" or "es" (the AST checks the word against the CR list, so "Elfs" is refused). A
    # shorter pattern keeps the contextual lexer's per-state regexes quick to compile.
    forms = []
    for words in subtypes.values():
        for w in words:
            forms.append(w)
            if plural(w) not in (w, w + "s", w + "es"):
                forms.append(plural(w))
    ability_words = [w for w in lists["ability_word"] if not re.search(r"\d", w)]
    lark = [
        "// Generated by `python -m mtgc.grammar.vocabulary CR_FILE` from CR 205.3 and 207.2c.",
        "// Do not edit by hand.",
        "",
        "SUBTYPE.2: /(?:" + _trie_pattern(sorted(set(forms))) + r")(?:e?s)?(?![\w'-])/",
        "ABILITY_WORD.2: " + _regex(ability_words),
        "",
    ]
    if this_nouns:
        lark += [
            '// CR 205.2a, 205.3g-h, 205.3q: "this <noun>" self-references (see objects.lark).',
            "THIS_NOUN.3: /this (?:" + _trie_pattern(sorted(set(this_nouns))) + r")(?![\w-])/",
            "",
        ]
    if counters:
        lark += [
            "// CR 122.1: counter kinds (see effects.lark: named_counter).",
            counter_terminal(counters),
            "",
        ]
    if actions:
        lark += [
            "// CR 701: the keyword actions without a rule of their own, by the parameter the",
            "// CR gives them (grammar/actions.lark), in their base and third person forms.",
            *action_terminals(actions),
            "DESIGNATION: " + _regex(designations_of),
            "",
        ]
    (HERE / "vocabulary.lark").write_text("\n".join(lark), encoding="utf-8")
    py = [
        '"""Generated by `python -m mtgc.grammar.vocabulary CR_FILE`. Do not edit by hand."""',
        "",
    ]
    for key, words in lists.items():
        py.append(f"{key.upper()}_WORDS = (")
        py.extend(f"    {w!r}," for w in words)
        py.append(")")
    if this_nouns:
        py.append("THIS_NOUNS = (")
        py.extend(f"    {w!r}," for w in this_nouns)
        py.append(")")
    if designations_of:
        py.append("DESIGNATIONS = (")
        py.extend(f"    {w!r}," for w in designations_of)
        py.append(")")
    if counters:
        py.append("KEYWORD_COUNTERS = (")
        py.extend(f"    {w!r}," for w in counters)
        py.append(")")
    if actions:
        py.append("#: CR 701 keyword action -> (rule, parameter shape, base form, third person")
        py.append("#: form, past participle).")
        py.append("KEYWORD_ACTIONS = {")
        for name, entry in actions.items():
            line = f"    {name!r}: {entry!r},"
            if len(line) > 100:  # one form a line
                line = f"    {name!r}: (\n" + "".join(f"        {v!r},\n" for v in entry) + "    ),"
            py.append(line)
        py.append("}")
    (HERE / "vocabulary_data.py").write_text("\n".join(py) + "\n", encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover - maintenance entry point
    cr = Path(sys.argv[1])
    actions = read_actions(cr)
    write(
        read_cr(cr), actions, self_reference_nouns(cr), read_counters(cr), designations(cr, actions)
    )
