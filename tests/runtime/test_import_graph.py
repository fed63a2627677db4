"""The runtime's packages import one way (ARCHITECTURE.md: ``state`` at the bottom, ``game``
at the top): the package-level import graph, built from the source, has no cycle.

Every import counts — at module level and inside functions alike (an import inside a function
is a dependency all the same, only a later one). Imports under ``if TYPE_CHECKING:`` don't
count: they never run, and only name the types of annotations (``game: Game``). A node of the
graph is a package of the runtime (``state``, ``events``, ...) or a module at its top
(``game``, ``agents``, ...).
"""

from __future__ import annotations

import ast
import pathlib

import mtgc.runtime

RUNTIME = pathlib.Path(mtgc.runtime.__file__).parent


def _node(parts: tuple[str, ...]) -> str:
    """The graph node of a runtime module given by its path inside the runtime."""
    return parts[0]


def _module_parts(path: pathlib.Path) -> tuple[str, ...]:
    rel = path.relative_to(RUNTIME).with_suffix("")
    parts = rel.parts
    return parts[:-1] if parts[-1] == "__init__" else parts


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import of a module but those under ``if TYPE_CHECKING:``."""
    out: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for orelse in child.orelse:
                    visit(orelse)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out.append(child)
            visit(child)

    visit(tree)
    return out


def _targets(parts: tuple[str, ...], is_package: bool, imp: ast.AST) -> list[tuple[str, ...]]:
    """The runtime modules (paths inside the runtime) that one import statement names."""
    if isinstance(imp, ast.Import):
        names = [a.name for a in imp.names]
        return [tuple(n.split(".")[2:]) for n in names if n.startswith("mtgc.runtime.")]
    assert isinstance(imp, ast.ImportFrom)
    if imp.level:
        package = list(parts if is_package else parts[:-1])
        base = package[: len(package) - (imp.level - 1)]
        if imp.level - 1 > len(package):
            return []  # above the runtime (the compiler's card loader)
        module = base + (imp.module.split(".") if imp.module else [])
    elif imp.module and (imp.module + ".").startswith("mtgc.runtime."):
        module = imp.module.split(".")[2:]
    else:
        return []
    if module:
        return [tuple(module)]
    return [(a.name,) for a in imp.names]  # from mtgc.runtime import x, y


def import_graph() -> dict[tuple[str, str], list[str]]:
    """(importing node, imported node) -> where: ``path:line`` of each import."""
    edges: dict[tuple[str, str], list[str]] = {}
    for path in sorted(RUNTIME.rglob("*.py")):
        parts = _module_parts(path)
        if not parts:
            continue  # runtime/__init__.py
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        for imp in _imports(tree):
            for target in _targets(parts, is_package, imp):
                if not target:
                    continue
                a, b = _node(parts), _node(target)
                if a != b:
                    where = f"{path.relative_to(RUNTIME)}:{imp.lineno}"
                    edges.setdefault((a, b), []).append(where)
    return edges


def cycles(edges: dict[tuple[str, str], list[str]]) -> list[list[str]]:
    """The strongly connected components with more than one node (Tarjan)."""
    graph: dict[str, set[str]] = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return out


def test_graph_sees_the_packages() -> None:
    """The graph is built from the real source: the layout's packages and edges are in it."""
    edges = import_graph()
    nodes = {n for edge in edges for n in edge}
    assert {"state", "events", "continuous", "stack", "combat", "keywords", "game"} <= nodes
    assert ("game", "state") in edges


def test_function_level_imports_count() -> None:
    """An import inside a function body is an edge too (a dependency, only a later one)."""
    tree = ast.parse("def f():\n    from ..events import triggers\n")
    assert [ast.unparse(i) for i in _imports(tree)] == ["from ..events import triggers"]
    assert _targets(("stack", "casting"), False, _imports(tree)[0]) == [("events",)]
    tree = ast.parse("if TYPE_CHECKING:\n    from ..game import Game\n")
    assert _imports(tree) == []


def test_a_cycle_is_found() -> None:
    """The cycle finder sees a cycle through three packages, and none in a chain."""
    edges = {("a", "b"): ["x"], ("b", "c"): ["y"], ("c", "a"): ["z"], ("c", "d"): ["w"]}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycles({("a", "b"): ["x"], ("b", "c"): ["y"]}) == []


def test_no_cycle_among_runtime_packages() -> None:
    """No cycle: each package imports only packages below it."""
    edges = import_graph()
    found = cycles(edges)
    lines = []
    for component in found:
        members = set(component)
        lines.append(" <-> ".join(component) + ":")
        for (a, b), where in sorted(edges.items()):
            if a in members and b in members:
                lines.append(f"  {a} -> {b}: {', '.join(where[:6])}"
                             + (f" (+{len(where) - 6})" if len(where) > 6 else ""))
    assert not found, "import cycles among the runtime's packages:\n" + "\n".join(lines)
