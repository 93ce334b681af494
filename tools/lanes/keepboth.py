"""Resolve every conflict in FILE by keeping both sides, ours first: ``keepboth.py FILE``.

For files that only grow by appended blocks (hazard tests, the architecture notes)."""

import sys

path = sys.argv[1]
kept: list[str] = []
for line in open(path, encoding="utf-8").read().splitlines(keepends=True):
    if line.startswith(("<<<<<<< ", "=======", ">>>>>>> ")) or line.rstrip("\n") in ("<<<<<<<", ">>>>>>>"):
        continue
    kept.append(line)
open(path, "w", encoding="utf-8").write("".join(kept))
