"""Clauses joined by a bare "then", "After that," opening a sentence, a "Having <participle>"
opening read as an earlier event of the main clause's subject, and a progressive parting
("was putting them into bags with 4 in each bag") read as the state its simple form makes,
members doing a thing "each" at the clause's end, people "sitting at each table", and a pair
named by a scene that counts nothing, whom a later "they" may be."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "then" with no "and" or comma before it joins two doings of one subject
    ("Lia had 15 stamps. She bought 6 stamps then gave 4 away. How many stamps does Lia have?", 17),
    ("Lia had 15 stamps. She bought 6 more then she lost 2. How many stamps does Lia have?", 19),
    # the parts made after "then": the rest of what she had, in bags of a stated size
    ("Lia picked 30 plums. She ate 6 plums then put the plums into bags with 4 plums in each bag. "
     "How many bags did she fill?", 6),
    # "After that," says later, as "Then," does
    ("Lia had 15 stamps. After that, she bought 6 more. How many stamps does Lia have?", 21),
    ("Lia had 15 stamps. After that she bought 6 more. How many stamps does Lia have?", 21),
    # "Having eaten 3" happened first, done by the main clause's subject
    ("Oto had 20 figs. Having eaten 3 figs, he gave 5 figs to Kai. How many figs does Oto have?",
     12),
    # the participle's doer is the main clause's subject, whoever was named before
    ("Oto had 20 figs. Having eaten 3 figs, Kai gave 5 figs to Oto. How many figs does Oto have?",
     25),
    # a parting under way is read as the parting done
    ("Bea had 36 cards. She was putting them into piles with 9 cards in each pile. How many piles "
     "could she make?", 4),
    ("Bea and Cy had 40 cards. They were putting them into piles with 8 cards in each pile. How "
     "many piles could they make?", 5),
    # "each" closing the clause of named members says what "each" before the verb says
    ("Ima and Uri picked 9 pears each. How many pears did they pick?", 18),
    ("Ima and Uri have 7 shells each. How many shells do they have?", 14),
    # a holding told of named members together is theirs when the question names them again
    ("Ima and Uri had 30 pears. They gave 6 pears to Kai. How many pears do Ima and Uri have now?",
     24),
    # people sitting at each table, told under way: what each table had
    ("Five guests were sitting at each table. There are 12 tables. How many guests were there?", 60),
    ("Three kids are standing on each mat. There are 7 mats. How many kids are there?", 21),
    # a scene that counts nothing still introduces the pair it names, whom "they" then is
    ("Noa and her aunt were baking. They baked 4 trays with 9 buns on each tray. How many buns did "
     "they bake?", 36),
    ("Pip and Rex are old hounds. Pip has 3 more bones than Rex. If they have 17 bones combined, "
     "how many bones does Pip have?", 10),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_read(text: str, value: int) -> None:
    assert_answers(text, value)


REFUSED = [
    # "then" after a condition opens what would follow it, not an event that happened
    "Lia had 15 stamps. If she sells 3 then she will have 12 stamps. How many stamps does Lia have?",
    # "Having" with a count is a holding told as a reason, not an event: not read
    "Having 20 figs, Oto gave 5 to Kai. How many figs does Oto have?",
    # a participle denied tells no doing
    "Oto had 20 figs. Having not eaten 3 figs, he gave 5 figs to Kai. How many figs does Oto have?",
    # a parting that is not under way but only planned ("is going to put") is not read as done
    "Bea had 36 cards. She is going to put them into piles with 9 cards in each pile. How many "
    "cards does she have?",
    # a verb's base form after "wants to …" is what she wants, whatever joins it
    "Lia had 15 stamps. She wants to sell 3 stamps then buy 5 stamps. How many stamps did she buy?",
    "Lia had 15 stamps. She wants to sell 3 stamps and then buy 5 stamps. How many stamps did she "
    "buy?",
    # tables not all of one place: only some are told to have the guests
    "Five guests were sitting at each table. There are 12 tables in the hall and 3 tables in the "
    "yard. How many guests were there?",
    # two pairs introduced by scenes: "they" may be either
    "Noa and her aunt were baking. Kai and Bo were painting. They baked 4 trays with 9 buns on each "
    "tray. How many buns did they bake?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
