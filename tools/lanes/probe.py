"""Solve texts and print one line each: ``probe.py FILE`` (one text per line) or ``probe.py -t TEXT``."""

import sys

from wordproof import Answer, solve

texts = [sys.argv[2]] if sys.argv[1] == "-t" else [t for t in open(sys.argv[1], encoding="utf-8").read().splitlines() if t.strip()]
for text in texts:
    outcome = solve(text)
    if isinstance(outcome, Answer):
        print(f"ANSWER {outcome.value} {outcome.unit} | {text}")
    else:
        print(f"REFUSED {outcome.code.code}: {outcome.message} | {text}")
