"""The rows not answered correctly, of some types and a refusal code:
``slice.py RESULTS [TYPE,...] [CODE]``."""

import json
import sys

types = set(sys.argv[2].split(",")) if len(sys.argv) > 2 and sys.argv[2] else None
code = sys.argv[3] if len(sys.argv) > 3 else None
with open(sys.argv[1], encoding="utf-8") as lines:
    for line in lines:
        row = json.loads(line)
        if row["verdict"] == "correct" or types and row.get("type") not in types:
            continue
        if code and row.get("code") != code:
            continue
        print(row["id"], row["verdict"], row.get("code"), row.get("stage"), "|", row.get("message"), "|",
              row["question"], "| gold", row["gold"])
