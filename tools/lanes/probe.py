"""Solve texts and print one line each: ``probe.py FILE`` (one text per line) or ``probe.py -t TEXT``."""

import sys

from wordproof import Answer, solve

if sys.argv[1] == "-t":
    texts = [sys.argv[2]]
else:
    with open(sys.argv[1], encoding="utf-8") as source:
        texts = [text for text in source.read().splitlines() if text.strip()]
for text in texts:
    outcome = solve(text)
    if isinstance(outcome, Answer):
        print(f"ANSWER {outcome.value} {outcome.unit} | {text}")
    else:
        print(f"REFUSED {outcome.code.code}: {outcome.message} | {text}")
