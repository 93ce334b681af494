"""What a seller's priced sales brought, asked with "get" or "receive" ("Tilda sold 6 jars for $4
each. How much money did she get?"), as "How much money did she make?" asks it: only when no
other money came in or went out of hers, and no giver is named."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tilda sold 6 jars for $4 each. How much money did she get?", 24, "dollars"),
    ("Tilda sold 6 jars at $4 each and 3 bowls at $2 each. How much money did she receive?", 30, "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_proceeds_got(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a gift is got too
    "Tilda sold 6 jars for $4 each. Her aunt gave her $5. How much money did she get?",
    # money spent beside the sales
    "Tilda sold 6 jars for $4 each. She bought a scarf for $3. How much money did she get?",
    # money found: got, or not?
    "Tilda sold 6 jars for $4 each. She found $2. How much money did she get?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_proceeds_got_refused(text: str) -> None:
    assert_refuses(text)
