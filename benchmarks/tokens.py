"""Benchmark: a game with many tokens (issue 12, "scale within a game").

    python benchmarks/tokens.py [N ...]          (default: 300 1000 2000)

For each N, in one process and with cards compiled from their text: a spell creates N
1/1 tokens while a Soul Warden ("Whenever another creature enters, you gain 1 life") is on
the battlefield, then the first of its N triggers resolves, a Shock is cast at a token and
resolves, and a Wrath of God destroys everything. Prints the CPU seconds of each action;
each must stay well under a second at N = 1,000 for the game to feel interactive.

Run it side by side with another checkout (``python ../old/benchmarks/tokens.py`` in the
same shell) to compare versions; the machines drift 2-3x between hours.

Measured (2 cores shared with other work, load ~11, 2026-12-02; CPU seconds): before this
change, tokens entered one at a time and each entry recomputed the battlefield and looked
at every permanent for triggers — 300 tokens 1.9 s, 1,000 tokens 8.4 s, 2,000 tokens
47.7 s, Wrath of God over 1,000 creatures 11.1 s. After (the tokens of one effect enter in
one event, the creatures one effect destroys leave in one, and triggers, replacement
effects and rule statics are looked up among the permanents that have such abilities),
at 1,000 / 2,000 tokens: create 0.29 / 0.43 s (with a Soul Warden), a trigger resolves
in 0.10 / 0.25 s, a Shock at a token 0.46 / 0.95 s, Wrath of God 0.82 / 1.79 s.
"""

from __future__ import annotations

import sys
import time

import mtgc
from mtgc.runtime.scenario import Scenario


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


def timed(label: str, action) -> None:
    t = time.process_time()
    action()
    print(f"  {label:<32} {time.process_time() - t:7.3f} s")


def run(n: int) -> None:
    muster = f"Muster {{W}}\nSorcery\nCreate {n} 1/1 white Soldier creature tokens.\n"
    warden = (
        "Soul Warden {W}\nCreature — Human Cleric\n"
        "Whenever another creature enters, you gain 1 life.\n1/1\n"
    )
    wrath = "Wrath of God {2}{W}{W}\nSorcery\nDestroy all creatures. They can't be regenerated.\n"
    shock = "Shock {R}\nInstant\nShock deals 2 damage to any target.\n"
    print(f"{n} tokens:")
    for watched in (True, False):
        s = Scenario()
        s.battlefield(0, *[mtgc.card("Plains")] * 5, mtgc.card("Mountain"))
        if watched:
            s.battlefield(1, one(warden))
        spell, w, sh = s.hand(0, one(muster), one(wrath), one(shock))

        def create(s=s, spell=spell) -> None:
            s.cast(0, spell)
            s.resolve()

        timed("create them" + (", one trigger each" if watched else ""), create)
        if watched:
            timed("resolve one of the triggers", s.resolve)
            continue

        def bolt(s=s, sh=sh) -> None:
            s.cast(0, sh, targets=(s.game.state.battlefield[-1],))
            s.resolve()

        timed("cast and resolve a Shock", bolt)

        def sweep(s=s, w=w) -> None:
            s.cast(0, w)
            s.resolve()

        timed("destroy all creatures", sweep)


def main(argv: list[str]) -> None:
    for n in [int(a) for a in argv] or [300, 1000, 2000]:
        run(n)


if __name__ == "__main__":
    main(sys.argv[1:])
