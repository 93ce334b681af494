"""A doing told with no amount ("She walked to the park") is a doing of its verb of an amount
not told: a question that sums the verb's amounts over its doer refuses. Each case is in our own
words; an answer case fails when the rule reaches doings it should not (another doer, a doing
denied, a scene under way told first), a refusal case when the untold doing is dropped again."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # another doer's untold doing is no part of hers
    ("Tia biked 6 miles. Noor biked to the lake. How many miles did Tia bike?", 6),
    # a doing denied, or only wanted, was not done
    ("Tia biked 6 miles. She did not bike to the lake. How many miles did she bike?", 6),
    ("Tia biked 6 miles. She wants to bike to the lake. How many miles did she bike?", 6),
    # a scene under way told first is what the next sentences count
    ("Tia was reading a novel. She read 12 pages on Monday and 15 pages on Tuesday. How many "
     "pages did she read?", 27),
]

REFUSED = [
    "Tia biked 6 miles. She biked to the lake. How many miles did she bike?",
    "Tia biked 6 miles. Noor biked to the lake. How many miles did they bike?",
    "Tia biked to the lake. She biked 6 miles. How many miles did she bike?",
    "Tia read 12 pages. Then she was reading on the porch. How many pages did she read?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_untold_doing_elsewhere_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_untold_doing_refused(text: str) -> None:
    assert_refuses(text)
