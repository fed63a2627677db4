"""The scenario API documentation's examples run (runtime/SCENARIO_API.md and the
docstring of mtgc.runtime.scenario)."""

import re
from pathlib import Path

import mtgc.runtime
import mtgc.runtime.scenario


def test_scenario_api_md_example_runs():
    """The README example: Lightning Bolt kills a bear (CR 120.3, 704.5g), then CR 118.3."""
    text = (Path(mtgc.runtime.__file__).parent / "SCENARIO_API.md").read_text()
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    ns: dict = {}
    exec(code, ns)  # noqa: S102
    ns["test_bolt_kills_a_bear"]()
    ns["test_second_bolt_cant_be_paid"]()


def test_scenario_docstring_example_runs():
    """The module docstring's example casts Grizzly Bears with two Forests (CR 601)."""
    doc = mtgc.runtime.scenario.__doc__
    block = doc.split("Example::", 1)[1].split("\n\n", 2)[1]
    code = "\n".join(line[4:] for line in block.splitlines())
    exec(code, {})  # noqa: S102
