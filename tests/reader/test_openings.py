"""Clause openings and joins the reader sets aside or reads as what they are: a leading phrase
that only says how, where or when ("Working late,", "While hiking,", "Still at the fair,"), a
gerund the machine took for a noun ("After blowing his nose"), "the first (night)" after what
was counted, a name spelled like a modal ("Will"), "as well as", "his aunt and uncle"."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.reader.clauses import split_clauses
from wordproof.reader.machine import MachineState, feed
from wordproof.text.tokens import tokenize

ANSWERED = [
    # a participle phrase before the comma says how; the main clause counts
    ("Working late, Nia sold 30 cakes while Omar sold 25. How many cakes did they sell?", 55),
    # "While <participle>," has no subject of its own: the clause after it is the main one
    ("While shopping, Pia bought 12 pens and 8 more pens. How many pens did Pia buy?", 20),
    # a capitalized thing after a leading preposition is no part of the doer's name after it
    ("On Instagram Omar had 40 photos. He deleted 15 photos. How many photos does Omar have now?",
     25),
    ("For Halloween Ben got 30 candies. He ate 12 candies. How many candies does Ben have now?", 18),
    # ... and before the first of two doers, whatever verb (or "combined") follows them
    ("At Christmas Nora and her cousin went skating. Nora had 14 cookies and her cousin had 11. "
     "They ate 6 cookies. How many cookies do they have left?", 19),
    ("For Passover Lena and her aunt combined their walnuts. Lena had 20 walnuts while her aunt "
     "had 16. If they cracked 9 walnuts, how many walnuts do they have left?", 27),
    # ... and with no comma, the doer's name after a participle with no object starts the clause
    ("While jogging Tia ran 3 laps in the morning and 5 more in the evening. How many laps did "
     "Tia run?", 8),
    # "still" and a place: where it happened
    ("Still at the fair, Bo won 6 tickets and Cal won 9 tickets. How many tickets did Bo and Cal "
     "win?", 15),
    # "(During their visit) there," says where
    ("During their visit there, Kim bought 5 hats and Lu bought 4 hats. How many hats did Kim and "
     "Lu buy?", 9),
    # a gerund after "After" is a clause that happened first, even when taken for a noun
    ("Ray had 40 tissues. After blowing his nose he had 31 left. How many tissues did he use?", 9),
    # "the first (night)": the time word was set aside, "the first" names no thing
    ("Zoe had 30 grapes. She ate 12 grapes the first night and then she ate 5 more grapes. How "
     "many grapes does Zoe have left?", 13),
    # a capitalized given name that is spelled like a modal, inside a sentence
    ("For the fair Will baked 24 pies. He sold 15 of them. How many pies does Will have left?", 9),
    # … and at a sentence's start, when a finite verb follows (no modal comes before "was")
    ("Will was painting eggs. He painted 6 blue eggs and 5 red eggs. How many eggs did he paint?",
     11),
    # … or a verb in a form other than its base ("went", "sells"): no modal comes before it
    ("Will went to the lake. He caught 4 fish and 3 crabs. How many crabs did Will catch?", 3),
    ("Will bakes 12 pies. He eats 3 of them. How many pies does Will have left?", 9),
    # … or "and" (no modal is joined to another owner)
    ("Will and his cousin picked 20 figs in all. His cousin picked 8 figs. How many figs did Will "
     "pick?", 12),
    # a participle right after "a" is the noun's modifier: no verb follows a determiner
    ("Dee spent 3 tokens on a stuffed bear and 4 tokens on a kite. How many tokens did Dee "
     "spend?", 7),
    # "old" after a count above one is no noun that count counts: adjectives parted by a comma
    ("Jo has 12 old, red cards and 5 old, blue cards. How many cards does Jo have?", 17),
    # after a count of one and its singular noun, the verb's "-s" form is their verb
    ("3 owls are on a branch. 1 more owl joins them. How many owls are on the branch?", 4),
    # … and after "1 more" a word that is also a verb is the noun: one swan "swims", never "swim"
    ("3 swans are on a pond. 1 more swan joins them. How many swans are on the pond?", 4),
    # "as well as" joins like "and"
    ("The shop sold 40 red pens, as well as 25 blue pens. How many pens did the shop sell?", 65),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_opening_is_read(text: str, value: int) -> None:
    assert_answers(text, value)


REFUSED = [
    # a phrase that sets something apart is no place or time: the pens may have been bought too
    "Aside from the pens, Tom bought 5 pencils. How many things did Tom buy?",
    # a phrase with a number in it is never set aside
    "Working 3 hours, Nia sold 30 cakes. How many hours did Nia work?",
    # "Will" before a verb's base form may be the modal: a question, not a name
    "Will Tom sell 12 kites? He has 20 kites. How many kites does Tom have?",
    # the group's doing before the holdings may have changed them: which came first?
    "For Passover Lena and her aunt ate some walnuts. Lena had 20 walnuts while her aunt had 16. "
    "How many walnuts do they have now?",
    # after pooling, what one of them holds is not told
    "For Passover Lena and her aunt combined their walnuts. Lena had 20 walnuts while her aunt "
    "had 16. If they cracked 9 walnuts, how many walnuts does Lena have left?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_opening_that_counts_is_not_set_aside(text: str) -> None:
    assert_refuses(text)


def _clauses(text: str) -> list[str]:
    state = MachineState()
    for token in tokenize(text):
        state = feed(state, token)
    assert state.refusal is None
    return [text[c.span[0]:c.span[1]] for s in state.sentences for c in split_clauses(s.chunks)]


def test_counted_subject_that_left_starts_a_clause() -> None:
    assert _clauses("In the first hour, 40 people came in and 12 people left.")[-1] == "12 people left"


def test_role_after_and_shares_the_possessor() -> None:
    state = MachineState()
    for token in tokenize("His aunt and uncle gave him $20."):
        state = feed(state, token)
    uncle = state.sentences[0].chunks[2]
    assert getattr(uncle, "kind", None) == "role" and uncle.possessor is not None  # type: ignore[union-attr]
