"""The refusal catalogue: every RefusalCode is produced by at least one text, or is listed in
UNREACHABLE_FROM_TEXT with the reason no text reaches it today.

The examples are written for this file (a ribbon shop and a kite club), not taken from any
dataset.
"""

from __future__ import annotations

import pytest

from wordproof import Refusal, RefusalCode, solve

R = RefusalCode

EXAMPLES: dict[RefusalCode, str] = {
    R.EMPTY_INPUT: "   \n ",
    R.INPUT_TOO_LARGE: "Ben has 2 kites. He flies them. " * 1000 + "How many kites does Ben have?",
    R.NUMERAL_UNREADABLE: "Ella has 3,7 ribbons. How many ribbons does Ella have?",
    R.NUMBER_OUT_OF_RANGE: "Ella has " + "4" * 400 + " ribbons. How many ribbons does Ella have?",
    R.NO_QUESTION: "Ella has 12 ribbons. She buys 4 more.",
    R.UNKNOWN_WORD: "Ella has 12 ribbons. She blorfs 4 ribbons. "
                    "How many ribbons does Ella have now?",
    R.UNEXPECTED_TOKEN: "Ella has 12 ribbons. How often does Ella buy ribbons?",
    R.UNSUPPORTED_QUANTITY: "Ella has 12 ribbons. She buys 4 more twice. "
                            "How many ribbons does Ella have now?",
    R.UNSUPPORTED_FRAME: "Ella has 12 ribbons. She does not buy 4 more. "
                         "How many ribbons does Ella have now?",
    R.UNSUPPORTED_QUESTION: "Ella has 12 ribbons. Why does Ella like ribbons?",
    R.TOO_MANY_READINGS: "Ben has 1 kite. Carl has 2 kites. Dan has 3 kites. He buys 1 more. "
                         "He buys 2 more. He buys 3 more. He buys 4 more. "
                         "How many kites does Ben have now?",
    R.AMBIGUOUS_REFERENT: "Ella has 12 ribbons. Rosa has 5 ribbons. She buys 4 more. "
                          "How many ribbons does Rosa have now?",
    R.UNBOUND_REFERENT: "Ella has 12 ribbons. He buys 4 more. "
                        "How many ribbons does Ella have now?",
    R.NEW_ACTOR: "Ella has 12 ribbons. She buys 4 more kites. "
                 "How many ribbons does Ella have now?",
    R.AMBIGUOUS_POLARITY: "Ella has 12 ribbons. She traded 4 ribbons. "
                          "How many ribbons does Ella have now?",
    R.UNBOUND_TEMPORAL_SCOPE: "Ella has 12 ribbons. She buys 4 more. "
                              "How many ribbons did Ella have before?",
    R.UNUSED_QUANTITY: "Ella has 12 ribbons. Rosa has 5 ribbons. "
                       "How many ribbons does Ella have in all?",
    R.UNIT_MISMATCH: "Ella has 12 feet of ribbon. She buys 4 more feet of ribbon. "
                     "How many miles of ribbon does Ella have now?",
    R.NOT_UNIQUE: "Ella has some ribbons. She buys 4 more. How many ribbons does Ella have now?",
    R.INCONSISTENT: "Ella has 12 ribbons. She buys 4 more. Now she has 20 ribbons. "
                    "How many ribbons does Ella have now?",
    R.NEGATIVE_COUNT: "Ella had 3 ribbons. She lost 5 ribbons. "
                      "How many ribbons does Ella have left?",
    R.NON_INTEGER_COUNT: "Ella has 12 ribbons. She buys 4.5 more. "
                         "How many ribbons does Ella have now?",
}

UNREACHABLE_FROM_TEXT: dict[RefusalCode, str] = {
    R.SOLVER_UNKNOWN: (
        "every query is a small linear system over the rationals (the input is capped at "
        "20,000 characters); Z3 decides it far inside the rlimit, so 'unknown' never comes "
        "back; it stays in the enum because 'unknown' is never a pass"),
    R.UNGROUNDED_OPERAND: (
        "the reader takes every operand from a numeral token's span and grounding re-reads "
        "that same span, so the two agree unless the tokenizer and the re-reader diverge (a "
        "bug); not produced by any text found"),
    R.READINGS_DISAGREE: (
        "every source of several readings found is cut before pooling: two pronoun bindings "
        "by no_new_actor, a first gain's 'started from none' reading by uniqueness, an elided "
        "head's other kind by unused_quantity (wrongly: see the elided-head xfail in "
        "test_properties.py); no text found leaves two proven readings that disagree"),
}


@pytest.mark.parametrize("code", list(EXAMPLES), ids=lambda c: c.code)
def test_example_produces_its_code(code: RefusalCode) -> None:
    outcome = solve(EXAMPLES[code])
    assert isinstance(outcome, Refusal), outcome
    assert outcome.code is code, (outcome.code, outcome.evidence)
    assert outcome.to_json()["code"] == code.code


def test_every_code_is_exemplified_or_explained() -> None:
    covered = set(EXAMPLES) | set(UNREACHABLE_FROM_TEXT)
    assert covered == set(RefusalCode), sorted(c.code for c in set(RefusalCode) - covered)
    assert not set(EXAMPLES) & set(UNREACHABLE_FROM_TEXT)
    assert all(len(reason) > 40 for reason in UNREACHABLE_FROM_TEXT.values())


@pytest.mark.parametrize("code", list(RefusalCode), ids=lambda c: c.code)
def test_every_code_has_a_message_template_that_formats(code: RefusalCode) -> None:
    refusal = Refusal(code, solve("").stage, "something", limit=1)  # type: ignore[union-attr]
    assert refusal.message
    assert RefusalCode.from_code(code.code) is code
