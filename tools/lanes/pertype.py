"""Correct answers per ASDiv type, and the additive types' total: ``pertype.py RESULTS``."""

import collections
import json
import sys

ADDITIVE = {"Addition", "Subtraction", "Sum", "Difference", "TVQ-Initial", "TVQ-Change", "TVQ-Final"}
correct: collections.Counter[str] = collections.Counter()
total: collections.Counter[str] = collections.Counter()
wrong: collections.Counter[str] = collections.Counter()
with open(sys.argv[1], encoding="utf-8") as lines:
    for line in lines:
        row = json.loads(line)
        kind = row.get("type") or "?"
        total[kind] += 1
        correct[kind] += row["verdict"] == "correct"
        wrong[kind] += row["verdict"] == "wrong"
for kind, count in total.most_common():
    print(f"{kind:20s} {correct[kind]:4d}/{count:4d}" + (f"  WRONG {wrong[kind]}" if wrong[kind] else ""))
print("additive", sum(correct[k] for k in ADDITIVE), "/", sum(total[k] for k in ADDITIVE))
