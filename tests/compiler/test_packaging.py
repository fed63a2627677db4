"""The installed package holds every source package of the checkout: a wheel or sdist is
built from ``pyproject.toml``'s explicit package list, so a folder missing from it works in
an editable install and is absent from a real one."""

from __future__ import annotations

import os
import sys

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")

tomllib = pytest.importorskip("tomllib") if sys.version_info >= (3, 11) else None


@pytest.mark.skipif(tomllib is None, reason="tomllib needs Python 3.11")
def test_every_source_package_is_in_pyproject():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        setup = tomllib.load(f)["tool"]["setuptools"]
    listed = set(setup["packages"])
    dirs = setup["package-dir"]
    assert listed == set(dirs), "packages and package-dir name the same packages"
    found = set()
    for top in ("grammar", "compiler", "runtime", "cards"):
        for here, subdirs, files in os.walk(os.path.join(ROOT, top)):
            subdirs[:] = [d for d in subdirs if not d.startswith((".", "__"))]
            if "__init__.py" in files:
                rel = os.path.relpath(here, ROOT).replace(os.sep, "/")
                found.add(rel)
    assert found - set(dirs.values()) == set(), "source packages missing from pyproject.toml"
