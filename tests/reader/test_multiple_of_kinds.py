"""A multiple of a sum of the holder's kinds ("twice as many fish as cats and dogs combined"):
the kinds listed after the last "as", added by the word that closes the clause, summed as
the narrowest category they all belong to; the factor is then fish per mammal."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ed has 2 dogs and 3 cats. He has twice as many fish as cats and dogs combined. How many fish "
     "does Ed have?", 10, "fish"),
    # in the list that tells the kinds, the kinds summed after "as" are no more parts of it
    ("Ed has 2 dogs, 3 cats and twice as many fish as cats and dogs combined. How many fish does Ed "
     "have?", 10, "fish"),
    ("Ed has 2 dogs, 3 cats and twice as many fish as cats and dogs combined. How many animals does "
     "Ed have in total?", 15, "animals"),
    ("A zoo has 5 lions and 7 tigers. It has twice as many bears as lions and tigers combined. How "
     "many bears does the zoo have?", 24, "bears"),
    # kinds of one noun told apart by their words: a sum of pens
    ("Ivy has 4 red pens and 6 blue pens. She has 3 times as many black pens as red pens and blue "
     "pens together. How many black pens does she have?", 30, "black pens"),
    ("Ivy has 4 plums, 6 figs and 2 limes. She has half as many pears as plums, figs and limes "
     "combined. How many pears does she have?", 6, "pears"),
    # "as many" is once as many (a reading rule cites the 1)
    ("A zoo has 5 lions and 7 tigers. It has as many cougars as lions and tigers combined. How many "
     "cougars does the zoo have?", 12, "cougars"),
    ("Ivy has 4 plums. She has as many pears as plums. How many pears does she have?", 4, "pears"),
    ("Ivy has 4 plums. Bo has 3 more plums than Ivy. Cy has as many plums as Ivy and Bo combined. How "
     "many plums does Cy have?", 11, "plums"),
    # the holdings as they are when the multiple is told
    ("Ivy has 4 plums and 6 figs. She ate 2 figs. She has twice as many pears as plums and figs "
     "combined. How many pears does she have?", 16, "pears"),
    # "as she has blue socks": the other kind of the subject's own, said with a pronoun
    ("Ivy has 3 times as many red socks as she has blue socks. She has 4 blue socks. How many red "
     "socks does she have?", 12, "red socks"),
    ("Ivy had 4 blue socks. She had 3 times as many red socks as she had blue socks. How many socks "
     "did she have?", 16, "socks"),
])
def test_a_multiple_of_kinds_summed(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # no word adds them: twice each, or twice both?
    "Ivy has 4 plums and 6 figs. She has twice as many pears as plums and figs. How many pears does "
    "she have?",
    # a kind she is never told to hold
    "Ivy has 4 plums. She has twice as many pears as plums and figs combined. How many pears does "
    "she have?",
    # plums and rocks: no category sums them
    "Ivy has 4 plums and 6 rocks. She has twice as many pears as plums and rocks combined. How many "
    "pears does she have?",
    # the kind scaled among those summed
    "Ivy has 4 plums and 6 figs. She has twice as many plums as plums and figs combined. How many "
    "plums does she have?",
    # the red pens may be among the pens
    "Ivy has 4 pens and 6 red pens. She has twice as many pads as pens and red pens combined. How "
    "many pads does she have?",
    # plums and figs of two holders: his own, or all of them?
    "Ivy has 4 plums and 6 figs. Bo has 3 plums and 2 figs. Bo has twice as many pears as plums and "
    "figs combined. How many pears does Bo have?",
    # about as many, at least as many: no number
    "Ivy has 4 plums. Bo has nearly as many plums as Ivy. How many plums does Bo have?",
    "Ivy has 4 plums. Bo has at least as many plums as Ivy. How many plums does Bo have?",
    "Ivy has 4 plums. Bo does not have as many plums as Ivy. How many plums does Bo have?",
    # held at another time ("had", then "has": the cats he has now?)
    "Ed had 2 dogs and 3 cats. He has twice as many fish as cats and dogs combined. How many fish does "
    "Ed have?",
    "Ivy had 4 plums and 6 figs last week. She has twice as many pears as plums and figs combined. "
    "How many pears does she have?",
    # another holder's other kind: not read
    "Ivy has 3 times as many red socks as Mia has blue socks. Mia has 4 blue socks. How many red "
    "socks does Ivy have?",
    # "she" may be Ivy, whose blue socks are told, or Mia, whose are not: no one reading
    "Ivy has 4 blue socks. Mia has 3 times as many red socks as she has blue socks. How many red "
    "socks does Mia have?",
    # "had" beside "has": her blue socks at another time
    "Ivy has 3 times as many red socks as she had blue socks. She has 4 blue socks. How many red "
    "socks does she have?",
])
def test_a_multiple_of_kinds_refused(text: str) -> None:
    assert_refuses(text)
