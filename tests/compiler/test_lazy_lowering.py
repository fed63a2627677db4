"""The lowering's rules-area modules are imported when a node class of theirs is first
lowered (issue 15: one card imports the lowering it uses), through an index of node class
-> module made from the registry itself: these tests hold the index to the registry."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from mtgc.compiler.lowering import core


def test_the_index_names_the_module_of_every_registered_lowering() -> None:
    """Every lowering registered when all modules are imported is in the index, under the
    module that registers it, and the index names nothing else."""
    registered = {core.class_key(cls): fn.__module__ for cls, fn in core.load_all().items()}
    assert registered  # the registry is not empty: the modules were found
    assert core.index() == registered
    assert core.build_index() == registered


def test_every_lowering_module_is_one_the_index_can_name() -> None:
    """The index is built from the package's modules found on disk, not a list kept by
    hand: every module of the package (but the registry) is imported by load_all."""
    folder = os.path.dirname(core.__file__)
    on_disk = {
        f"{core.PACKAGE}.{name[:-3]}"
        for name in os.listdir(folder)
        if name.endswith(".py") and name not in ("__init__.py", "core.py")
    }
    assert set(core._modules()) == on_disk
    core.load_all()
    assert on_disk <= set(sys.modules)
    assert set(core.index().values()) <= on_disk


def test_the_index_is_cached_and_keyed_by_the_modules() -> None:
    """The cached index is the one built, in a file named by the modules' fingerprint."""
    path = os.path.join(core.cache_dir(), f"lowering-index-{core._fingerprint()}.json")
    core.index()
    with open(path, encoding="utf-8") as f:
        assert json.load(f) == core.build_index()


SCRIPT = r"""
import sys
from mtgc.compiler.cards import Face
from mtgc.compiler.pipeline import check_face
from mtgc.compiler.lowering import core
(module,) = {m for key, m in core.index().items() if key.endswith(":Investigate")}
bear = Face("Test Bear", "Creature \u2014 Bear", "{1}{G}", "Vigilance", "2", "2")
print(check_face(bear).status, module in sys.modules)
clue = Face("Test Clue", "Sorcery", "{U}", "Investigate.")
print(check_face(clue).status, module in sys.modules)
"""


def test_a_fresh_process_imports_a_lowering_module_when_it_is_needed() -> None:
    """In a new interpreter, a vanilla creature with CR 702.20 Vigilance compiles without
    the module that lowers CR 701.36 Investigate; "Investigate." then imports it, and
    compiles."""
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True
    )
    assert done.stdout.split("\n")[:2] == ["ok False", "ok True"]


RUNTIME_SCRIPT = r"""
import sys
from importlib.util import _LazyModule
from mtgc.compiler.cards import Face
from mtgc.compiler.pipeline import check_face

def ran():
    return {n for n, m in sys.modules.items()
            if n.startswith("mtgc.runtime.") and not isinstance(m, _LazyModule)}

bear = Face("Test Bear", "Creature \u2014 Bear", "{1}{G}", "Vigilance", "2", "2")
print(check_face(bear).status, " ".join(sorted(ran())))
print(" ".join(sorted(m for m in sys.modules if m == "rich" or m.startswith("rich."))))
monk = Face("Test Monk", "Creature \u2014 Human Monk", "{2}{U}", "Prowess", "2", "2")
print(check_face(monk).status, "mtgc.runtime.keywords.triggered" in ran())
"""


def test_a_vanilla_creature_runs_only_the_runtime_it_is_built_of() -> None:
    """Issue 15: in a new interpreter, a creature with CR 702.20 Vigilance compiles
    without running the runtime of replacement effects (CR 614) or of the keyword families
    it doesn't have, and without importing rich; CR 702.108 Prowess then runs the module
    of triggered keywords."""
    done = subprocess.run(
        [sys.executable, "-c", RUNTIME_SCRIPT], capture_output=True, text=True, check=True
    )
    bear, rich, monk = done.stdout.split("\n")[:3]
    status, *ran = bear.split()
    assert status == "ok"
    assert "mtgc.runtime.state.abilities" in ran  # Vigilance is built of it
    for unused in ("events.replacement", "keywords.triggered", "keywords.cards",
                   "keywords.permanents", "keywords.morph"):  # fmt: skip
        assert f"mtgc.runtime.{unused}" not in ran
    assert rich == ""
    assert monk == "ok True"


def test_every_keyword_of_the_tables_names_a_runtime_class() -> None:
    """The keyword tables name runtime classes by module and name (run when a card has
    the keyword): every name is a class of that module (CR 702)."""
    from mtgc.compiler.lowering import keywords

    for table in (keywords.SIMPLE, keywords.NUMBERED):
        for word, path in table.items():
            cls = core.runtime_class(path)
            assert isinstance(cls, type), word
            assert cls.__module__ == f"{core.RUNTIME}.{path.rpartition('.')[0]}"


def test_a_lazy_module_runs_when_first_used() -> None:
    """A module named lazily is in sys.modules at once and runs on its first attribute
    read; naming an imported module gives the module itself."""
    assert core.runtime("state.filters") is sys.modules["mtgc.runtime.state.filters"]
    assert core.runtime("state.filters").Who is not None
    assert core.ast_area("objects") is sys.modules["mtgc.compiler.ast.objects"]


AREAS_SCRIPT = r"""
import sys
import mtgc
(result,) = mtgc.check(sys.argv[1])
print(result.status)
print(" ".join(sorted(m for m in sys.modules if m.startswith(("mtgc.compiler.", "mtgc.runtime.")))))
"""


def test_a_card_defines_only_the_areas_its_lowering_reads() -> None:
    """Issue 15: Nazgul Battle-Mace (an Equipment granting menace, deathtouch, CR 702.86
    annihilator and a triggered ability, CR 113.3c, with CR 702.6 equip) compiles in a new
    interpreter without defining the node classes of the AST areas it has no node of
    (combat, events, lists: the lowering only asks whether a node is of one of their
    classes) or running the runtime of combat requirements and of 'the sacrificed
    creature' references."""
    card = os.path.join(os.path.dirname(__file__), "..", "..", "cards", "nazgul_battle_mace.txt")
    done = subprocess.run(
        [sys.executable, "-c", AREAS_SCRIPT, card], capture_output=True, text=True, check=True
    )
    status, modules = done.stdout.split("\n")[:2]
    assert status == "ok"
    loaded = set(modules.split())
    assert "mtgc.compiler.ast.keywords" in loaded  # its keywords are nodes of that area
    for unused in ("compiler.ast.combat", "compiler.ast.events", "compiler.ast.lists",
                   "compiler.lowering.replacements", "runtime.state.references",
                   "runtime.combat.requirements"):  # fmt: skip
        assert f"mtgc.{unused}" not in loaded
