"""Parts needed for an amount to sell: "has to sell 710 bars … each box contains 5 … How many
boxes does he need to sell?" (`frames._wanted_doing`, `question` ``parts_doing``,
`ledger.shares.finish_shares`): whole boxes sold are all the bars only when they part them
exactly."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    ("Gus has to sell 40 cards. Each box contains 5 cards. How many boxes does he need to sell?", 8),
    ("Gus needs to sell 40 cards. If each box contains 5 cards, how many boxes does he need to "
     "sell?", 8),
    ("Gus wants to sell 40 cards. Each box can hold 5 cards. How many boxes does he need to "
     "sell?", 8),
    # a closing purpose with no amount says only what for
    ("Gus has to sell 40 cards to get a prize. If each box contains 5 cards, how many boxes does "
     "he need to sell?", 8),
    ("Gus needs to sell 40 cards to win a prize. He sold 10 cards. How many more cards does he "
     "need to sell?", 30),
])
def test_parts_to_sell(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    # not exact: a box not full is no box sold, even when a box "can hold" 5
    "Gus has to sell 42 cards. Each box contains 5 cards. How many boxes does he need to sell?",
    "Gus has to sell 42 cards. Each box can hold 5 cards. How many boxes does he need to sell?",
    # boxes to sell are no boxes to buy, and the reverse
    "Gus has to buy 40 cards. Each box contains 5 cards. How many boxes does he need to sell?",
    "Gus has to sell 40 cards. Each box contains 5 cards. How many boxes does he need to buy?",
    # an intention is no sale
    "Gus has to sell 40 cards. Each box contains 5 cards. How many boxes did he sell?",
    # what he holds is not what he is to sell
    "Gus has 40 cards. Each box contains 5 cards. How many boxes does he need to sell?",
    "Gus has 40 cards. He needs to sell 20 cards. Each box contains 5 cards. How many boxes does "
    "he need to sell?",
    # some sold already: the boxes for the rest, or for all?
    "Gus has to sell 40 cards. He sold 10 cards. Each box contains 5 cards. How many boxes does "
    "he need to sell?",
    # boxes of another kind
    "Gus has to sell 40 cards. Each box contains 5 pens. How many boxes does he need to sell?",
])
def test_parts_to_sell_refused(text: str) -> None:
    assert_refuses(text)
