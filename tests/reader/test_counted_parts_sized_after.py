"""Things got with no count, put into counted parts, each part's size told after ("Wren picked
some plums. She put them into 6 crates. She put 9 plums into each crate." 54 picked): what each
part had sizes the parts as "… into 6 crates with 9 plums in each crate" does. Only of the one
doer (another's putting adds his own), only what each part had (never the room, "can hold 9"),
and only when no amount of the kind is told anywhere (all her plums, or the ones picked?)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Wren picked some plums. She put them into 6 crates. She put 9 plums into each crate. How many "
     "plums did Wren pick?", 54, "plums"),
    ("Wren picked some plums. She put them into 6 crates. Each crate had 9 plums. How many plums did "
     "Wren pick?", 54, "plums"),
    ("Wren picked plums and put them into 6 crates. There were 9 plums in each crate. How many plums "
     "did she pick?", 54, "plums"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_counted_parts_sized_after(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # another's putting: more plums of his, not the size of hers
    "Wren picked some plums. She put them into 6 crates. Otto put 9 plums into each crate. How many "
    "plums did Wren pick?",
    "Wren picked some plums. Otto came. She put them into 6 crates. He put 9 plums into each crate. "
    "How many plums did Wren pick?",
    # the room of a crate, not what it had
    "Wren picked some plums. She put them into 6 crates. Each crate can hold 9 plums. How many plums "
    "did Wren pick?",
    # plums held besides: all her plums went in, or the ones picked?
    "Wren had 4 plums. She picked some plums. She put them into 6 crates. Each crate had 9 plums. How "
    "many plums did Wren pick?",
    # another kind in each crate
    "Wren picked some plums. She put them into 6 crates. She put 9 figs into each crate. How many "
    "plums did Wren pick?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_counted_parts_sized_after_refused(text: str) -> None:
    assert_refuses(text)
