"""Errands told before their doings (reader/scenes.errand_passed, replay._errand_told). Each case
is in our own words. A going or a wish to buy or get things of no told amount ("some paint",
"groceries") sets the scene of the buying told after it; it refuses when holdings were told
before it, when nothing its doer bought is told after it, and wherever a plain scene would."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.reader.clauses import split_clauses
from wordproof.reader.machine import MachineState
from wordproof.reader.machine import feed as machine_feed
from wordproof.reader.scenes import errand_passed
from wordproof.text.tokens import tokenize


def test_errand_passed_names_the_errand() -> None:
    text = "Leo went to the market to buy some beans. He bought 4 cans of beans. How many cans did he buy?"
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    machine = MachineState()
    for token in tokens:
        machine = machine_feed(machine, token)
    clause = split_clauses(machine.sentences[0].chunks, machine.sentences[0].times)[0]
    why = errand_passed(clause, text)
    assert why is not None and "errand" in why


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Leo went to the market to buy some vegetables. He bought 4 carrots and 6 onions. How many "
     "vegetables did he buy?", 10, "vegetables"),
    ("Nia wants to buy some markers. She has $18. Each marker costs $3. How many markers can she buy?",
     6, "markers"),
    ("Leo went to the shop to buy some paint. He had $30. He spent $12 on paint. How much money does "
     "he have left?", 18, "dollars"),
    ("Leo needs to get groceries. He bought 3 bags of rice and 2 bags of beans. How many bags did he "
     "buy?", 5, "bags"),
    ("Leo went to the shop to buy some plums. He had 6 plums. He bought 4 plums. How many plums does "
     "he have?", 10, "plums"),
    # an errand of gathering; an errand of two, each told to buy or buying together
    ("Ann went to the farm to pick some apples. She picked 12 red apples and 8 green apples. How many "
     "apples did she pick?", 20, "apples"),
    ("Kai and Ada went to the bakery to buy some rolls. Kai bought 3 rolls. Ada bought 4 rolls. How many "
     "rolls did they buy?", 7, "rolls"),
    ("Kai and Ada went to the bakery to buy some rolls. They bought 7 rolls. How many rolls did they "
     "buy?", 7, "rolls"),
    # a doing asked that gets nothing leaves the errand aside
    ("Ann went to the market to buy some fruit. She saw 4 apples and 5 pears. How many fruits did she "
     "see?", 9, "fruits"),
    # someone else's errand leaves the holder asked alone
    ("Leo's sister went to the shop to buy some plums. Leo had 6 plums. He bought 4 plums. How many "
     "plums does Leo have?", 10, "plums"),
])
def test_errand_then_its_doings(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # holdings told before the errand: what did it use of them?
    "Leo had $30. He went to the shop to buy some paint. He spent $12 on paint. How much money does "
    "he have left?",
    # nothing bought told after it: what is left?
    "Leo went to the shop to buy some paint. He had $30. How much money does he have left?",
    # what was bought told of another kind than the one asked, or got some other way
    "Leo went to the shop to buy some plums. He had 6 plums. He bought 4 pears. How many plums does "
    "he have?",
    "Leo went to the shop to buy some plums. He had 6 plums. His sister gave him 4 plums. How many "
    "plums does he have?",
    "Leo went to the shop to buy some plums. He had 6 plums. He found 4 plums. How many plums does "
    "he have?",
    # a selling, things pointed at, a number, a supposition, a denial
    "Leo went to the shop to sell some plums. He had 6 plums. He sold 4 plums. How many plums does "
    "he have?",
    "Leo went to the shop to buy some of the plums. He bought 4 plums. How many plums did he buy?",
    "Leo went to the shop to buy 2 plums. He bought 4 pears. How many pears did he buy?",
    "If Leo goes to the shop to buy some plums, he will have 10 plums. How many plums did he buy?",
    "Leo did not go to the shop to buy some plums. He had 6 plums. How many plums does he have?",
    # a sum of buying over a doer of the errand whose buying is untold
    "Kai went to the bakery to buy some rolls. His mom bought 3 rolls. How many rolls did they buy?",
    "Kai and Ada went to the bakery to buy some rolls. Kai bought 3 rolls. How many rolls did they buy?",
    "Kai went to the bakery to buy some rolls. Ada bought 4 rolls for $1 each. How much did they spend?",
    "Ann went to the farm to pick some apples. Her sister picked 12 apples. How many apples did they "
    "pick?",
    # two who went: whose buying?
    "Leo and Max went to the shop to buy some plums. He bought 4 plums. How many plums did he buy?",
    "Leo went to the shop with Max to buy some plums. He bought 4 plums. How many plums did he buy?",
])
def test_errand_refused(text: str) -> None:
    assert_refuses(text)


def test_errand_is_written_on_the_reading() -> None:
    outcome = assert_answers("Nia wants to buy some markers. She has $18. Each marker costs $3. How "
                             "many markers can she buy?", 6, "markers")
    assert any(line.startswith("note passed over") and "an errand" in line for line in outcome.ledger)


@pytest.mark.parametrize(("text", "value", "unit"), [
    # an errand named by its noun, its getting told after it
    ("Gus went shopping. He had $40. He spent $15 on a lamp. How much money does he have left?", 25,
     "dollars"),
    ("Gus went fishing. He caught 3 fish and 2 crabs. How many animals did he catch?", 5, "animals"),
    # money spent on the errand's things, or on a sort of them, is its buying
    ("Gus went to the shop to buy some glue. He had $20. He spent $6 on white glue. How much money does "
     "he have left?", 14, "dollars"),
    ("Gus went to the shop to buy some fruit. He had $20. He spent $6 on plums. How much money does he "
     "have left?", 14, "dollars"),
    # a noun of errands naming a place is no errand
    ("Gus went to the shopping mall. He bought 4 pens. He bought 3 pens. How many pens did he buy?", 7,
     "pens"),
])
def test_errand_named_or_paid(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    "Gus went shopping. He had $40. How much money does he have left?",
    "Gus went shopping. He had $40. How much money does he have now?",
    "Gus went to the shop to buy some glue. He had $20. He spent $6 on tape. How much money does he have "
    "left?",
    "Gus went to the shop to buy some fruit. He had $20. He spent $6 on bread. How much money does he "
    "have left?",
])
def test_errand_named_or_paid_refused(text: str) -> None:
    assert_refuses(text)
