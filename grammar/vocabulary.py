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
- CR 205.2a, 205.4a: card types and supertypes (the words of landwalk and typecycling).
- CR 122.1b: the keywords a keyword counter can be.
- CR 701.2-701.N, 702.2-702.N: the keyword actions and keyword abilities by their section
  headers; each keyword ability with the parameter shapes its rules write ("Bushido N",
  "Ward [cost]", "Suspend N—[cost]", "Boast — [Cost]: [Effect]", ...), see
  :func:`read_keywords`.
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
        "card_type": _list_after(rules["205.2a"], "The card types are "),
        "supertype": _list_after(rules["205.4a"], "The supertypes are "),
        "keyword_counter": _list_after(
            rules["122.1b"].split(", as well as", 1)[0] + ".",
            "The keywords that a keyword counter can be are ",
        ),
        # CR 111.10j-r: the predefined Role tokens, "A Cursed Role token is ..."
        "role_token": [
            m[1] for r in rules.values() if (m := re.match(r"An? ([\w ]+?) Role token is ", r))
        ],
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
_ACTION_SHAPES = (
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
                for pattern, kind in _ACTION_SHAPES:
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


def counter_listed_terminal(keyword_counters: list[str]) -> str:
    """LISTED_COUNTER_NAME: a keyword counter (CR 122.1b) listed before another kind, "a
    menace, trample, or lifelink counter" (counters.lark: counter_kind_choice)."""
    keywords = sorted(keyword_counters, key=lambda w: (-len(w), w))
    body = "|".join(re.escape(w).replace("\\ ", " ") for w in keywords)
    return f"LISTED_COUNTER_NAME.3: /(?:{body})(?=,? or |, )/"


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


# ---- CR 701 keyword actions and CR 702 keyword abilities -------------------------------

#: The lists of :func:`read_cr` that aren't subtypes.
_NOT_SUBTYPES = ("ability_word", "card_type", "supertype", "keyword_counter", "role_token")


def read_sections(path: Path, chapter: str) -> list[tuple[str, str, list[str]]]:
    """The sections of CR ``chapter`` ("701", "702") after the first: (rule number, header
    name, the texts of its subrules)."""
    out: list[tuple[str, str, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(rf"^{chapter}\.(\d+)\. (.*)", line)
        if m and int(m[1]) > 1:
            out.append((f"{chapter}.{m[1]}", m[2].strip(), []))
        elif out and re.match(rf"^{re.escape(out[-1][0])}[a-z]+ ", line):
            out[-1][2].append(line.split(" ", 1)[1].replace("\u2019", "'"))
    return out


#: What a keyword's rules write after (or before) its name, and the shape that makes:
#: "Suspend N—[cost]", "Bushido N", "Ward [cost]", "Affinity for [text]", "Boast —
#: [Cost]: [Effect]", "[Quality] offering", "[Type]cycling [cost]", ...
_KEYWORD_SHAPES = (
    ("number_cost", r" N ?\u2014 ?\[cost\]"),
    ("number", r" [NX](?![\w\[\u2014])"),
    ("cost", r" \[cost(?: \d)?\]"),
    ("for", r" for \["),
    ("from", r" from \["),
    ("with", r" with \[[^\]]+\] \[cost\]"),
    ("onto", r" onto \[[^\]]+\] \[cost\]"),
    ("article", r" an? \["),
    ("dash_activated", r" ?\u2014 ?\[(?:Cost\]: \[Effect|Activated ability)\]"),
    ("dash_effect", r" ?\u2014 ?\[Effect\]"),
    ("dash_ability", r" ?\u2014 ?\[Ability(?: text)?\]"),
    ("dash_condition", r" ?\u2014 ?\[Condition\]"),
    ("dash_text", r"\u2014\[text\]"),
    ("object", r" \[(?:object|quality|name)"),
)
_PREFIX_SHAPE = r"\[(?:Quality|Type|type)\] ?"

#: A keyword's other forms, as the first words of a subrule introduce them: "Megamorph is
#: a variant of the morph ability", "“Bands with other” is a special form of banding",
#: "“Partner with [name]” represents two abilities", "“Choose a Background” means".
_VARIANT = re.compile(
    r"^\u201c?([A-Z][\w' -]*?[\w!])\u201d? is a (?:(?:variant|special form) of"
    r"|keyword ability that represents)"
    r"|^\u201c([A-Z][\w' -]*?[\w!])(?: \[[^\]]+\])?\u201d (?:means|represents)\b"
)
_OLD_NAME = re.compile(r"printed with the ability \u201c([^\u201d]+)\u201d")


def _shapes(name: str, body: str) -> list[str]:
    """The parameter shapes the CR writes for the keyword ``name`` (CR 702.xa, ...)."""
    word = re.escape(name)
    found = []
    for shape, after in _KEYWORD_SHAPES:
        if re.search(rf"(?<![\w-])(?i:{word}){after}", body):
            found.append(shape)
    if re.search(rf"{_PREFIX_SHAPE}(?i:{word})\b", body):
        found.append("prefix")
    bare = re.search(rf"\u201c(?i:{word})[.,]?\u201d(?! is a variant)", body)
    bare = bare or re.search(rf"(?<![\w-])(?i:{word}) without an? (?:number|cost)\b", body)
    bare = bare or re.search(rf"text \u201c(?i:{word})\u201d with no numeral", body)
    if not found and re.search(rf"\b(?:any|a|printed) (?i:{word}) costs?\b", body):
        found.append("cost")  # CR 702.143a: "any foretell cost it has"
    if bare or not found:
        found.append("simple")
    return found


def _written(name: str, body: str) -> str:
    """``name`` as Oracle text writes it inside a sentence: lower case unless the CR
    capitalizes its later words ("double strike", "More Than Meets the Eye", "For
    Mirrodin!", "choose a Background")."""
    m = re.search(rf"(?<![\w-])(?i:{re.escape(name)})(?![\w])", body)
    seen = m.group(0) if m else name
    if seen.split(" ", 1)[1:] and any(w[:1].isupper() for w in seen.split(" ")[1:]):
        return seen
    return seen[:1].lower() + seen[1:]


def read_keywords(path: Path) -> dict[str, dict]:
    """The keyword abilities (CR 702.2-) and keyword actions (CR 701.2-) of the CR at
    ``path``: ``{"abilities": {name: (rule, shapes)}, "written": {name: as written},
    "terms": {name: (rule, kind)}, "paid": {past participle: keyword}}``; names are lower
    case, shapes as :data:`_KEYWORD_SHAPES` names them ("simple" for a keyword written
    alone), ``kind`` is "keyword action" or "keyword ability"."""
    abilities: dict[str, tuple[str, tuple[str, ...]]] = {}
    written: dict[str, str] = {}
    terms: dict[str, tuple[str, str]] = {}
    paid: dict[str, str] = {}
    verbs: dict[str, tuple[str, ...]] = {}
    for rule, header, _subrules in read_sections(path, "701"):
        for name in re.split(r" and (?=[A-Z])", header):
            terms[name.lower()] = (rule, "keyword action")
    for rule, header, subrules in read_sections(path, "702"):
        body = " ".join(subrules)
        names = re.split(r" and (?=[A-Z])", re.sub(r"\s*\([^)]*\)$", "", header))
        for sub in subrules:
            names += [a or b for a, b in _VARIANT.findall(sub)]
            names += _OLD_NAME.findall(sub)
        first = names[0].lower()
        for name in names:
            key = re.sub(r" (?:from|with|onto|an?)$", "", name.lower())
            if key in abilities or re.search(r" [nx]$", key):
                continue  # "Bloodthirst X" is Bloodthirst N
            shapes = _shapes(key, body)
            parent = abilities.get(first, ("", ("simple",)))[1]
            if key != first and "prefix" in parent and key.endswith(first):
                continue  # "Typecycling" is "[Type]cycling [cost]", a shape of cycling
            if key != first and (key.startswith(first + " ") or key.endswith(first)):
                if parent != ("simple",) and tuple(shapes) == ("simple",):
                    continue  # "Gift a Food" is "Gift a [something]"
            abilities[key] = (rule, tuple(shapes))
            written[key] = _written(key, body)
            terms.setdefault(key, (rule, "keyword ability"))
        # CR 702.122, 702.171c: a keyword whose rules use its name as a verb ("crews a
        # Vehicle", "saddles a Mount"); diagnostics name these forms as the keyword's
        if " " not in first:
            pattern = rf"(?<![\w-])({re.escape(first)}(?:s|es|ed|d))(?![\w-])"
            forms = sorted({f.lower() for f in re.findall(pattern, body, re.IGNORECASE)})
            if forms:
                verbs[first] = tuple(forms)
        for past in sorted(set(_PAID_PAST.findall(body))):
            if any(len(s) >= 4 and first.startswith(s) for s in (past[:-2], past[:-3])):
                paid[past] = first
    return {"abilities": abilities, "written": written, "terms": terms, "paid": paid,
            "verbs": verbs}  # fmt: skip


#: CR 702.33d, 702.166b, 702.185c: a spell "was kicked", "was bargained", "was warped" --
#: the past participle of a keyword whose rules say so names the keyword's cost as paid.
_PAID_PAST = re.compile(r"\b(?:was|were|wasn't) (\w+ed)\b")
#: Keywords whose "was [past]" is a rule of their own (keywords.lark: "was kicked with its
#: [cost]", "for each time it was kicked").
_OWN_PAST = ("kicker",)


# ---- keyword abilities the CR doesn't define ------------------------------------------

#: Keyword abilities printed on cards that the Comprehensive Rules in ../shared/rules (the CR
#: of January 2026) have no section of CR 702 for, so :func:`read_keywords` can't find
#: them: mechanics of sets released after those rules, and MTG Arena's digital-only
#: keywords (the CR is the rules of paper Magic; Arena defines its keywords only by their
#: reminder text). Each is name -> (its parameter shapes, as :data:`_KEYWORD_SHAPES` names
#: them, read from the reminder text quoted; where it comes from). They join the generated
#: terminals by shape; test_keywords checks that none has a CR 702 section (an entry is
#: removed when the CR gains the section, and the generator reads it from there).
OUTSIDE_CR = {
    # "Sneak [cost] (You may cast this spell for [cost] if you also return an unblocked
    # attacker you control to hand during the declare blockers step.)"
    "sneak": (("cost",), "a mechanic newer than the CR of January 2026"),
    # "Teamwork N (As an additional cost to cast this spell, you may tap any number of
    # creatures you control with total power N or more.)"
    "teamwork": (("number",), "a mechanic newer than the CR of January 2026"),
    # "Increment (Whenever you cast a spell, if the amount of mana you spent is greater than
    # this creature's power or toughness, put a +1/+1 counter on this creature.)"
    "increment": (("simple",), "a mechanic newer than the CR of January 2026"),
    # "Paradigm (Then exile this spell. After you first resolve a spell with this name, you
    # may cast a copy of it from exile without paying its mana cost at the beginning of each
    # of your first main phases.)"
    "paradigm": (("simple",), "a mechanic newer than the CR of January 2026"),
    # "Specialize [cost] ([Cost], Discard a card: This perpetually specializes into a form
    # based on the discarded card's color. Specialize only as a sorcery.)"
    "specialize": (("cost",), "a digital-only keyword of MTG Arena"),
    # "double team (When this creature attacks, if it's not a token, conjure a duplicate of
    # it into your hand. Then both cards perpetually lose double team.)"
    "double team": (("simple",), "a digital-only keyword of MTG Arena"),
}


#: Keywords whose grammar is a rule of their own (keywords.lark): their shape is theirs
#: alone ("Enchant [object or player]", "Protection from [quality]", "[type]walk").
_OWN_RULES = ("enchant", "equip", "protection", "affinity", "annihilator", "landwalk",
              "offering", "bands with other")  # fmt: skip

#: Generated terminal -> (shape, what must follow the keyword's name).
_SHAPE_TERMINALS = {
    "KW_NUMBER_COST": ("number_cost", r"(?= (?:\d+|X)\u2014)"),
    # the same keywords named without their number and cost ("it gains suspend")
    "KW_NUMBER_COST_NAME": ("number_cost", r"(?![\w-])(?! (?:\d+|X)\u2014)"),
    "KW_NUMBER": ("number", r"(?![\w-])"),
    "KW_COST": ("cost", r"(?![\w-])"),
    "KW_BARE": ("bare", r"(?=$|[,;])"),
    "KW_SIMPLE": ("simple", r"(?![\w-])"),
    "KW_ARTICLE": ("article", r"(?= an? )"),
    "KW_CRAFT": ("with", r"(?= with )"),
    "KW_DASH_ACTIVATED": ("dash_activated", r"(?= \u2014)"),
    "KW_DASH_ABILITY": ("dash_ability", r"(?= \u2014)"),
    "KW_DASH_EFFECT": ("dash_effect", r"(?= \u2014)"),
    "KW_DASH_TEXT": ("dash_text", r"(?=\u2014)"),
    # CR 702.139a: "Companion—[Condition]" (printed with spaces around the dash)
    "KW_DASH_CONDITION": ("dash_condition", r"(?= \u2014)"),
}
#: Terminal priorities: a keyword with a parameter and a bare form ("Hideaway",
#: "Mayhem") is bare only alone or before a comma; a keyword with a cost wins over a
#: subtype ("Aura swap", CR 702.65), a keyword before a dash over a flavor word (CR 207.2d).
_SHAPE_PRIORITY = {"KW_BARE": 4, "KW_DASH_ACTIVATED": 4, "KW_DASH_ABILITY": 4,
                   "KW_DASH_EFFECT": 4, "KW_DASH_TEXT": 4, "KW_DASH_CONDITION": 4,
                   "KW_ARTICLE": 3, "KW_CRAFT": 3, "KW_COST": 3}  # fmt: skip


def keyword_shapes(abilities: dict) -> dict[str, list[str]]:
    """The keyword names of each generated terminal (:data:`_SHAPE_TERMINALS`)."""
    out: dict[str, list[str]] = {t: [] for t in _SHAPE_TERMINALS}
    for name, (_rule, shapes) in abilities.items():
        if name in _OWN_RULES or name.split(" ")[0] in _OWN_RULES:
            continue
        param = [s for s in shapes if s in ("number", "cost", "number_cost")]
        for terminal, (shape, _after) in _SHAPE_TERMINALS.items():
            if shape == "bare":
                if param and "simple" in shapes:
                    out[terminal].append(name)
            elif shape == "simple":
                if shapes == ("simple",) or (not param and "simple" in shapes):
                    out[terminal].append(name)
            elif shape in shapes:
                out[terminal].append(name)
    return out


def keyword_terminals(keywords: dict, lists: dict[str, list[str]]) -> list[str]:
    """Lark terminals of the keyword abilities, one per parameter shape (CR 702)."""
    lines = ["// CR 702: keyword abilities, one terminal per parameter shape."]
    outside = {n: ("", shapes) for n, (shapes, _where) in OUTSIDE_CR.items()}
    for terminal, names in keyword_shapes({**keywords["abilities"], **outside}).items():
        after = _SHAPE_TERMINALS[terminal][1]
        body = _trie_pattern(sorted(set(names)))
        if terminal == "KW_COST":  # CR 702.29e: "[Type]cycling [cost]"
            body = f"(?:{body}|{_typecycling(lists)})"
        prio = _SHAPE_PRIORITY.get(terminal)
        lines.append(f"{terminal}{f'.{prio}' if prio else ''}: /(?:{body}){after}/")
    # CR 702.14a: "[type]walk"; CR 702.47a: "Splice onto [quality] [cost]"
    lines.append(f"LANDWALK: /(?:{_land_quality(lists)})walk(?![\\w-])/")
    kinds = sorted({w.lower() for w in lists["spell"] + lists["card_type"]})
    kind = _trie_pattern(kinds)
    lines.append(f"KW_SPLICE: /splice onto (?:{kind})(?: or (?:{kind}))?(?![\\w-])/")
    # CR 702.1a: a keyword named as its abilities or its cost ("cycling abilities you
    # activate", "an outlast ability", "its crew cost")
    every = _trie_pattern(sorted(keywords["abilities"]))
    lines.append(f"KEYWORD_ABILITIES.3: /(?:{every}) abilities(?= you activate\\b)/")
    lines.append(f"ARTICLE_KEYWORD.2: /an? (?:{every})(?= abilit(?:y|ies)\\b)/")
    lines.append(f"NAMED_COST.2: /(?:{every}) costs?(?![\\w-])/")
    # CR 702.166b, 702.185c: "this spell was bargained", "a spell was warped this turn"
    paid = sorted(p for p, k in keywords.get("paid", {}).items() if k not in _OWN_PAST)
    if paid:
        lines.append(f"KEYWORD_PAID.3: /(?:was|wasn't) (?:{_trie_pattern(paid)})(?![\\w-])/")
    # CR 122.1b: the keywords a keyword counter can be ("a flying counter")
    # CR 207.2d: a flavor word, a name of one to a few capitalized words before an em dash
    # (not a closed list); an ability word of CR 207.2c is read as one.
    words = [w for w in lists["ability_word"] if not re.search(r"\d", w)]
    name = r"(?!CARDNAME|SHORTNAME)[A-Z][\w'!-]*"
    small = "of|the|a|an|and|to|in|on|for|with|from|or|at|by"
    lines.append(
        f"FLAVOR_WORD.3: /(?-i:(?!(?:I|II|III|IV|V|VI)\\b)(?!(?i:{_trie_pattern(sorted(words))})"
        f" \\u2014){name}(?: (?:{name}|{small})){{0,4}})(?= \\u2014 )/"
    )
    lines.append("")
    return lines


def _land_quality(lists: dict[str, list[str]]) -> str:
    """CR 702.14a: a land type, or "land" after land types, card types or supertypes."""
    words = sorted({w.lower() for w in lists["supertype"] + lists["card_type"]} | {"nonbasic"})
    lands = sorted(w.lower() for w in lists["land"])
    return f"(?:(?:{_trie_pattern(words)}) )*(?:{_trie_pattern(lands)}|land)"


def _typecycling(lists: dict[str, list[str]]) -> str:
    """CR 702.29e: "[Type]cycling", the type a subtype, card type or supertype or a
    combination ("mountaincycling", "basic landcycling", "slivercycling")."""
    words = sorted({w.lower() for w in lists["supertype"] + lists["card_type"]})
    types = sorted({w.lower() for w in lists["land"] + lists["creature"] + lists["card_type"]})
    return f"(?:(?:(?:{_trie_pattern(words)}) )?(?:{_trie_pattern(types)}))?cycling"


def keyword_data(keywords: dict) -> list[str]:
    """Python data of the keyword abilities and the CR 701/702 terms."""
    py = [
        "",
        "#: CR 702 keyword abilities: name (lower case) -> (rule, parameter shapes).",
        "KEYWORD_ABILITIES = {",
    ]
    py.extend(f"    {k!r}: {v!r}," for k, v in keywords["abilities"].items())
    py += ["}", "", "#: Keyword names as a sentence writes them, where not all lower case.",
           "KEYWORD_WRITTEN = {"]  # fmt: skip
    py.extend(f"    {k!r}: {v!r}," for k, v in keywords["written"].items() if k != v)
    py += ["}", "", "#: Every CR 701 and 702 term: name (lower case) -> (rule, kind).",
           "CR_TERMS = {"]  # fmt: skip
    py.extend(f"    {k!r}: {v!r}," for k, v in keywords["terms"].items())
    py += ["}", "", "#: Keyword abilities whose rules use the name as a verb: name -> its forms.",
           "KEYWORD_VERB_FORMS = {"]  # fmt: skip
    py.extend(f"    {k!r}: {v!r}," for k, v in keywords.get("verbs", {}).items())
    py += ["}", "", "#: Keyword abilities the CR doesn't define (vocabulary.OUTSIDE_CR): name ->",
           "#: (parameter shapes, where it comes from).", "OUTSIDE_CR_KEYWORDS = {"]  # fmt: skip
    py.extend(f"    {k!r}: {v!r}," for k, v in OUTSIDE_CR.items())
    py.append("}")
    return py


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
    keywords: dict,
    actions: dict | None = None,
    this_nouns: list[str] | None = None,
    counters: list[str] | None = None,
    designations_of: list[str] | None = None,
    out: Path = HERE,
) -> None:
    subtypes = {k: v for k, v in lists.items() if k not in _NOT_SUBTYPES}
    # Singular forms and irregular plurals are listed; a regular plural is a listed form plus
    # "s" or "es" (the AST checks the word against the CR list, so "Elfs" is refused). A
    # shorter pattern keeps the contextual lexer's per-state regexes quick to compile.
    forms = []
    for words in subtypes.values():
        for w in words:
            forms.append(w)
            if plural(w) not in (w, w + "s", w + "es"):
                forms.append(plural(w))
    # "descend 4" and "descend 8" (CR 207.2c) are ability words with a number in them
    ability_words = list(lists["ability_word"])
    lark = [
        "// Generated by `python -m mtgc.grammar.vocabulary CR_FILE` from CR 205.3 and 207.2c.",
        "// Do not edit by hand.",
        "",
        "SUBTYPE.2: /(?:" + _trie_pattern(sorted(set(forms))) + r")(?:e?s)?(?![\w'-])/",
        "ABILITY_WORD.2: " + _regex(ability_words),
        # CR 111.10j-r: a predefined Role token's name before "Role" ("a Monster Role token")
        "ROLE_NAME.3: /(?:" + _trie_pattern(sorted(lists["role_token"])) + r")(?= Role\b)/",
        "",
        *keyword_terminals(keywords, lists),
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
            counter_listed_terminal(counters),
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
    (out / "vocabulary.lark").write_text("\n".join(lark), encoding="utf-8")
    py = [
        '"""Generated by `python -m mtgc.grammar.vocabulary CR_FILE`. Do not edit by hand."""',
        "",
    ]
    for key, words in lists.items():
        py.extend(_py_tuple(f"{key.upper()}_WORDS", words))
    for name, words in (
        ("THIS_NOUNS", this_nouns),
        ("DESIGNATIONS", designations_of),
        ("KEYWORD_COUNTERS", counters),
    ):
        if words:
            py.extend(_py_tuple(name, words))
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
    py.extend(keyword_data(keywords))
    (out / "vocabulary_data.py").write_text("\n".join(py) + "\n", encoding="utf-8")


def _py_tuple(name: str, words: list[str]) -> list[str]:
    """The lines of ``NAME = ('word', ...)`` in the generated Python module."""
    return [f"{name} = (", *(f"    {w!r}," for w in words), ")"]


def generate(cr: Path, out: Path = HERE) -> None:
    """Read every closed list from the CR file ``cr`` and write the two generated files
    into the folder ``out``."""
    actions = read_actions(cr)
    write(
        read_cr(cr),
        read_keywords(cr),
        actions,
        self_reference_nouns(cr),
        read_counters(cr),
        designations(cr, actions),
        out=out,
    )


if __name__ == "__main__":  # pragma: no cover - maintenance entry point
    generate(Path(sys.argv[1]))
