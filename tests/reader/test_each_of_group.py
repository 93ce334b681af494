"""What every member of a counted group gets, has or does, asked as one sum (reader/each_of_group.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.each_of_group import EachOfGroupEntry
from wordproof.obligations.each_of_group import prove_each_of_group
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    ("Rita has 3 nephews. She wants to give each one 4 pieces of fudge. How much fudge will she need?",
     12, "pieces of fudge"),
    ("At the end of the match, Omar handed out some medals to his 5 teammates. If each of them received "
     "2 medals, how many medals did Omar give away?", 10, "medals"),
    ("Lena gave some stickers to her 7 pupils. Each of them got 3 sticker items. How many stickers did "
     "Lena give away?", 21, "sticker items"),
    ("Tariq's 6 cousins came to the picnic. If each of them brought 3 melons, how many melons do they "
     "have in total?", 18, "melons"),
    ("The 9 guests came to the barbecue. They each ate 2 burgers. How many burgers did they eat?",
     18, "burgers"),
    ("Ines painted the hall using the 4 school colors. If she has 6 rolls of ribbon for each color, how "
     "many rolls of ribbon does she have in all?", 24, "rolls of ribbon"),
    ("Ines has 5 pen pals. She wrote 2 letters for each one of them. How many letters did she write "
     "altogether?", 10, "letters"),
    ("For the fence, Ugo would need 3 bundles of wooden posts. If each bundle has 8 wooden posts, how "
     "many wooden posts are there in all?", 24, "wooden posts"),
]

REFUSED: list[str] = [
    # a second group: each one of which?
    "Rita has 3 nephews and 2 nieces. She wants to give each one 4 pieces of fudge. How much fudge will "
    "she need?",
    # another plural said beside the group: each nephew, or each dog?
    "Rita has 3 nephews who have dogs. She gives each one 4 treats. How many treats does she need?",
    # what she holds after is not told
    "Rita has 3 nephews. She wants to give each one 4 pieces of fudge. How much fudge will she have left?",
    # asked of the members, who got it
    "Rita has 3 nephews. She wants to give each one 4 pieces of fudge. How much fudge will her nephews need?",
    # another thing asked
    "Rita has 3 nephews. She gives each one 4 pieces of fudge. How much candy does she give away?",
    # the giver asked of a getting no one is told giving
    "Rita got some medals from her 5 teammates. If each of them received 2 medals, how many medals did "
    "Rita give away?",
    # a getter named other than the giver
    "Omar handed out some medals to his 5 teammates. If each of them received 2 medals from Ben, how many "
    "medals did Omar give away?",
    # the one who did not eat asked
    "Tariq invited 9 guests to his barbecue. They each ate 2 burgers. How many burgers did Tariq eat?",
    # a part of the group did not come
    "Tariq invited 9 guests, but 2 did not come. They each ate 2 burgers. How many burgers did they eat?",
    # a doing other than the one told
    "Tariq's 6 cousins came to the picnic. If each of them brought 3 melons, how many melons did they eat?",
    # held, not the doing told (she may have had ribbon before)
    "Ines has 5 pen pals. She bought 2 cards for each one of them. How many cards does she have?",
    # the member's noun is not the group's
    "Ines painted the hall using the 4 school colors. If she has 6 rolls of ribbon for each shade, how "
    "many rolls of ribbon does she have in all?",
    # two genders of one name: two people
    "Kim has 3 nephews. He gives each one 4 pens. How many pens does she give away?",
    # all there are, of a doing that holds nothing
    "Rita has 3 nephews. Each of them ate 4 plums. How many plums are there?",
    # all there are of other things than each holds
    "Ugo bought 3 bundles of wooden posts. If each bundle has 8 metal posts, how many wooden posts are "
    "there in all?",
    # "they" / "each of them" after a group someone went with: the members, or her too?
    "Jill took 4 friends to the fair. They each bought 2 tickets. How many tickets did they buy?",
    "Jill invited 6 friends to the movies. Each of them bought 2 tickets. How many tickets did they buy?",
    # the group counted at another time
    "Lin had 4 cousins last year. She gave each one 3 kites. How many kites did she give?",
    # held then, asked now
    "Rita has 3 nephews. Each of them had 4 kites. How many kites do they have?",
    "Rita has 3 nephews. She had 4 kites for each one. How many kites does she have?",
    # people each member has may be the same people (sisters share their brothers)
    "Rita has 3 nieces. Each of them has 2 brothers. How many brothers do they have?",
    "Rita has 3 friends. Each of them has 2 parents. How many parents are there?",
    # told at one time, asked at another: given, to be given, written
    "Rita has 3 nephews. She gave each one 4 pens. How many pens will she give away?",
    "Rita has 3 nephews. She will give each one 4 pens. How many pens did she give away?",
    "Rita has 3 nephews. She gave each one 4 pens. How many pens does she need?",
    "Ines has 5 pen pals. She wrote 2 letters to each one of them. How many letters will she write?",
    # a time asked apart
    "Rita has 3 nephews. She gave each one 4 pens. How many pens did she give away today?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(members: int, each: int) -> EachOfGroupEntry:
    return EachOfGroupEntry("m1", Quoted(Fraction(members), str(members), (0, 1)), "nephews",
                            Quoted(Fraction(each), str(each), (2, 3)), "pens", "How many pens?")


def test_the_product_is_proven_and_no_other() -> None:
    entry = _entry(3, 4)
    assert not isinstance(prove_each_of_group(entry, Fraction(12), gateway()), Refusal)
    assert isinstance(prove_each_of_group(entry, Fraction(7), gateway()), Refusal)
