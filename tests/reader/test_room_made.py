""" "How many can he make?" asked with "can"/"could" of the parts whose room the story tells:
what the holder's parts hold, each one full, as "How many can they hold?" asks; and what
someone can fit in each part is the room of each of that one's parts."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Each mold can hold 6 candles. Ivy has 7 molds. How many candles can she make?", 42, "candles"),
    ("Each sheet can fit 4 stamps. Ivy has 5 sheets. How many stamps could Ivy make?", 20, "stamps"),
    # the parts she has when asked: two of the seven broke
    ("Each mold can hold 6 candles. Ivy has 7 molds. She broke 2 molds. How many candles can she "
     "make?", 30, "candles"),
    # what she can fit on each part is the room of each of her parts
    ("Ivy can fit 4 stamps on each sheet. She has 5 sheets. How many stamps can she fit?", 20, "stamps"),
    ("Ivy could fit 4 stamps on each sheet. If she has 5 sheets, how many stamps can she make?", 20,
     "stamps"),
    ("Ivy can fit 4 stamps in each tin. She has 30 stamps. How many tins does she need?", 8, "tins"),
    # the parts in a place of hers are hers
    ("Ivy could fit 4 mugs on each shelf in her kitchen. Her kitchen has 6 shelves. How many mugs "
     "could her shelves hold?", 24, "mugs"),
    ("Each shelf can hold 4 mugs. Ivy's kitchen has 6 shelves. How many mugs can her shelves hold?",
     24, "mugs"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_room_made_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # no "can": what she did make is not told
    "Each mold can hold 6 candles. Ivy has 7 molds. How many candles did she make?",
    # candles made already: are they in the molds, or more room to make?
    "Each mold can hold 6 candles. Ivy has 7 molds. She already made 9 candles. How many candles "
    "can she make?",
    # two holders of molds: hers alone, or all of them?
    "Each mold can hold 6 candles. Ivy has 7 molds and Tom has 2 molds. How many candles can Ivy "
    "make?",
    # molds made is no room filled
    "Each mold can hold 6 candles. Ivy has 7 molds. How many molds can she make?",
    # over a time the story never ties to filling the molds once
    "Each mold can hold 6 candles. Ivy has 7 molds. How many candles can she make in a week?",
    "Each mold can hold 6 candles. Ivy has 7 molds. How many more candles can she make?",
    # what she can fit tells nothing of what another can
    "Ivy can fit 4 stamps on each sheet. Tom has 5 sheets. How many stamps can Tom fit?",
    "Ivy can fit 4 stamps in each tin. She has 30 stamps. Tom gave her 2 stamps. How many tins does "
    "she need?",
    "Ivy could fit 4 mugs on each shelf. Tom's kitchen has 6 shelves. How many mugs could Tom's "
    "shelves hold?",
    # her shelves, beside the shelves of her kitchen: which?
    "Each shelf can hold 4 mugs. Ivy's kitchen has 6 shelves. Ivy has 2 shelves. How many mugs can "
    "her shelves hold?",
    # the room of her big sheets: are the 5 she has big?
    "Ivy can fit 4 stamps on each big sheet. She has 5 sheets. How many stamps can she fit?",
    # she or Mia: whose fitting, whose sheets?
    "Ivy and Mia can fit 4 stamps on each sheet. Mia has 5 sheets. How many stamps can Mia fit?",
    # what she did fit is not told
    "Ivy can fit 4 stamps on each sheet. She has 5 sheets. How many stamps did she fit?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_room_made_refused(text: str) -> None:
    assert_refuses(text)
