"""How many unread clauses stand between a refused row and an answer.

    python tools/lanes/blockers.py RESULTS [--code unsupported_frame] [--limit N]

For every refused row of RESULTS (a ``wordproof eval`` results.jsonl) with the given code,
removes the sentence that holds the refusal's span and solves the rest again, until the text
answers, refuses for another reason, or has only its question left. Prints one line per row
(``depth``: sentences removed; ``end``: what the shortened text did, and whether an answer
equals the gold) and a summary. A row whose blocker, removed, leaves the gold answer is one
whose unread sentence told nothing the answer needs (a scene); one that leaves another
answer needs that sentence read. This is a map for choosing what to teach, not a measure.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
from fractions import Fraction

from wordproof import Answer, solve

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _sentences(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for match in _SENTENCE_END.finditer(text):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return spans


def _gold(value: str) -> Fraction | None:
    try:
        return Fraction(value.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return None


def _walk(text: str, code: str, gold: Fraction | None) -> tuple[int, str, list[str]]:
    removed: list[str] = []
    while True:
        outcome = solve(text)
        if isinstance(outcome, Answer):
            return len(removed), "gold" if outcome.value == gold else "other_answer", removed
        if outcome.code.code != code or outcome.span is None:
            return len(removed), f"refused:{outcome.code.code}", removed
        sentences = _sentences(text)
        if len(sentences) < 2:
            return len(removed), "only_question", removed
        hit = next((s for s in sentences[:-1] if s[0] <= outcome.span[0] < s[1] + 1), None)
        if hit is None:
            return len(removed), "span_in_question", removed
        removed.append(text[hit[0]:hit[1]])
        text = (text[:hit[0]] + text[hit[1]:]).strip()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("results")
    parser.add_argument("--code", default="unsupported_frame")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    texts = {}
    ends: collections.Counter[tuple[int, str]] = collections.Counter()
    count = 0
    with open(args.results, encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            if row.get("verdict") != "refused" or row.get("code") != args.code:
                continue
            texts[row["id"]] = row
            depth, end, removed = _walk(row["question"], args.code, _gold(str(row.get("gold"))))
            ends[(depth, end)] += 1
            print(json.dumps({"id": row["id"], "depth": depth, "end": end, "removed": removed}))
            count += 1
            if args.limit and count >= args.limit:
                break
    for (depth, end), n in sorted(ends.items()):
        print(f"# depth {depth} {end}: {n}")


if __name__ == "__main__":
    main()
