"""Rows whose verdict changed between two digest runs: ``compare.py OLD_DIR NEW_DIR``."""

import json
import sys


def verdicts(run: str) -> dict[str, tuple[str, str | None, str]]:
    rows = {}
    for name in ("asdiv", "gsm"):
        with open(f"{run}/{name}/results.jsonl", encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                rows[row["id"]] = (row["verdict"], row.get("code"), row["question"][:160])
    return rows


old, new = verdicts(sys.argv[1]), verdicts(sys.argv[2])
for key, (verdict, _, question) in old.items():
    now, code, _ = new[key]
    if now != verdict:
        print(key, verdict, "->", now, code or "", "|", question)
