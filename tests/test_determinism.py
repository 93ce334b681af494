"""Determinism: the same text gives byte-identical JSON, within a process and across fresh
processes (with different hash seeds, so no set or dict order can leak into the output)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    "Sam has 14 apples. He buys 9 more. How many apples does Sam have now?",
    "Joan had 40 cards. Mark had 12 cards. She gave Mark 15 cards. "
    "How many cards do Joan and Mark have together?",
    "Lucy had some coins. She spent 8 coins. Now she has 11 coins. "
    "How many coins did Lucy have in the beginning?",
    "Peter has 22 marbles. Anna has 5 fewer marbles than Peter. "
    "How many more marbles does Peter have than Anna?",
]
REFUSED = [
    "Kate has 7 pencils. Emma has 4 pencils. She finds 2 more. "
    "How many pencils does Emma have now?",
    "Tom has some stickers. He gets 6 more. How many stickers does Tom have now?",
    "Sam has 14 apples. He buys 9 more.",
    "Paul had 3 cookies. He sold 5 cookies. How many cookies does Paul have left?",
    "",
]
TEXTS = ANSWERED + REFUSED


def canonical(text: str) -> str:
    return json.dumps(solve(text).to_json(), sort_keys=True)


def without_queries(text: str) -> str:
    data = solve(text).to_json()
    if "certificates" in data:
        certificates = data["certificates"]
        assert isinstance(certificates, list)
        data["certificates"] = [{k: v for k, v in c.items() if k != "query"}
                                for c in certificates]
    return json.dumps(data, sort_keys=True)


def test_the_sample_has_both_outcomes() -> None:
    assert all(isinstance(solve(t), Answer) for t in ANSWERED)
    assert all(isinstance(solve(t), Refusal) for t in REFUSED)


@pytest.mark.parametrize("text", TEXTS)
def test_two_calls_agree_on_everything_but_the_query_text(text: str) -> None:
    assert without_queries(text) == without_queries(text)


@pytest.mark.parametrize("text", [*(pytest.param(t, marks=()) for t in ANSWERED),
                                  *REFUSED])
def test_two_calls_give_identical_json(text: str) -> None:
    assert canonical(text) == canonical(text)


def test_interleaved_calls_give_identical_json() -> None:
    """Solving other problems in between (a warm solver, caches) changes nothing."""
    first = [canonical(t) for t in TEXTS]
    second = [canonical(t) for t in reversed(TEXTS)][::-1]
    assert first == second


_CHILD = """
import json, sys
from wordproof import solve
texts = json.load(sys.stdin)
json.dump([json.dumps(solve(t).to_json(), sort_keys=True) for t in texts], sys.stdout)
"""


def _fresh_process(texts: list[str], hash_seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", _CHILD], input=json.dumps(texts), capture_output=True,
        text=True, env=env, check=True, timeout=120,
    )
    return list(json.loads(done.stdout))


def test_two_fresh_processes_give_identical_json() -> None:
    one = _fresh_process(TEXTS, "1")
    two = _fresh_process(TEXTS, "4242")
    for text, a, b in zip(TEXTS, one, two, strict=True):
        assert a == b, text


def test_a_fresh_process_agrees_with_a_warm_one() -> None:
    solve("Anna has 3 cards. She gets 2 more. How many cards does Anna have now?")  # warm up
    fresh = _fresh_process(ANSWERED, "7")
    for text, a in zip(ANSWERED, fresh, strict=True):
        assert a == canonical(text), text
