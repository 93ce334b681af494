"""Refusal classes, and the commonest messages of one: ``refusals.py RESULTS [CODE]``."""

import collections
import json
import sys

codes: collections.Counter[str] = collections.Counter()
messages: collections.Counter[tuple[str, str]] = collections.Counter()
wanted = sys.argv[2] if len(sys.argv) > 2 else None
with open(sys.argv[1], encoding="utf-8") as lines:
    for line in lines:
        row = json.loads(line)
        if row["verdict"] != "refused":
            continue
        codes[row.get("code")] += 1
        if wanted and row.get("code") == wanted:
            messages[(row.get("stage"), (row.get("message") or "")[:70])] += 1
for code, count in codes.most_common():
    print(count, code)
for message, count in messages.most_common(40):
    print(count, message)
