"""Resolve every conflict in FILE by keeping both sides, ours first: ``keepboth.py FILE``.

For files that only grow by appended blocks (hazard tests, the architecture notes)."""

import sys

path = sys.argv[1]
kept: list[str] = []
with open(path, encoding="utf-8") as source:
    lines = source.read().splitlines(keepends=True)
for line in lines:
    if line.startswith(("<<<<<<< ", "=======", ">>>>>>> ")) or line.rstrip("\n") in ("<<<<<<<", ">>>>>>>"):
        continue
    kept.append(line)
with open(path, "w", encoding="utf-8") as target:
    target.write("".join(kept))
