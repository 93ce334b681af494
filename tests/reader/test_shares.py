"""Equal shares and groups: each shape the shares frames read, and what they refuse."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ANSWERED = [
    # equal sharing: the size of each part is unknown
    ("Rita has 36 plums. She shares them equally among 4 cousins. How many plums does each "
     "cousin get?", 9, "plums"),
    ("Rita has 36 plums. If she divides the plums between her 3 sisters, how many plums will each "
     "sister receive?", 12, "plums"),
    ("Omar shared 45 stickers equally among 5 classmates. How many stickers did each classmate "
     "get?", 9, "stickers"),
    ("Omar has 28 shells. He splits them into 7 piles. How many shells are in each pile?", 4, "shells"),
    ("There are 48 chairs in the hall. The chairs are arranged into 6 rows. How many chairs are in "
     "each row?", 8, "chairs"),
    ("Omar has 30 cards. He shares them among 6 friends. How many will each receive?", 5, "cards"),
    # measured wholes may share into fractions
    ("Tia has $7.50. She shares it equally among 3 nephews. How much money does each nephew "
     "get?", Fraction(5, 2), "dollars"),
    # grouping: the number of parts is unknown
    ("Ben had 56 eggs. He put them into cartons with 8 eggs in each carton. How many cartons did "
     "he fill?", 7, "cartons"),
    ("Ben had 56 eggs. He put them into boxes with 8 in each box. How many boxes would he have?",
     7, "boxes"),
    ("Ben has 40 pencils. He sorts them into groups of 5. How many groups does he make?", 8, "groups"),
    ("Ben has 40 pencils. He puts 5 pencils in each cup. How many cups does he fill?", 8, "cups"),
    # a size said of the parts alone, for all there is when the question is asked
    ("Each crate can hold 12 melons. A farmer has 60 melons. How many crates does he need?", 5,
     "crates"),
    ("A farmer had 70 melons. He sold 10. If every crate holds 12 melons, how many crates will he "
     "need?", 5, "crates"),
    ("A basket holds 6 pears. If you had 42 pears, how many baskets would you need?", 7, "baskets"),
    # a sum of money parts as things do; a sharing she needs to do is the one asked about
    ("Ola shares $15 equally among her 5 cousins. How much money does each cousin get?", 3, "dollars"),
    ("Ola needs to share $4.50 equally among 3 cousins. How much will each cousin get?", Fraction(3, 2),
     "dollars"),
    ("Ola needs to split 28 figs into 4 bowls. How many figs go in each bowl?", 7, "figs"),
    # "in each one": "one" stands for the parts named before, and counts nothing
    ("Ivo had 30 figs. He put them into bags with 6 figs in each one. How many bags did he use?", 5,
     "bags"),
    # "fit" says the room of each part, with no "can"
    ("Eight mugs fit in a crate. Ivo has 56 mugs. How many crates does he need?", 7, "crates"),
    ("Ivo has 3 crates. Eight mugs fit into each crate. How many mugs can his crates hold?", 24, "mugs"),
    # the room of a place asked by a verb of taking up a place, "at a time" saying again what "can" does
    ("A boat has 9 benches. Each bench can hold 3 people. How many people can ride the boat at a "
     "time?", 27, "people"),
    ("A boat has 9 benches. Each bench can hold 3 people. How many people can ride on the boat at "
     "the same time?", 27, "people"),
    # "in there" says what "there" says: the one place told
    ("Each sofa in a den can seat 3 guests. If the den has 5 sofas, how many guests can sit in "
     "there?", 15, "guests"),
    # "gave equal numbers of figs to" says what "gave the figs equally to" says
    ("Ivo had 24 figs. He gave equal numbers of figs to his 6 cousins. How many figs did each "
     "cousin get?", 4, "figs"),
    ("Ivo had 24 figs. He gave the same number of figs to his 4 cousins. How many figs did "
     "each cousin get?", 6, "figs"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_share_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # the cups are counted already: "5 in each cup" is then no sharing of the pencils into cups
    ("Ben has 40 pencils and 6 cups. He puts 5 pencils in each cup. How many cups does he fill?",
     None),
    # a share that is not whole: 38 plums do not go equally into 4
    ("Rita has 38 plums. She shares them equally among 4 cousins. How many plums does each "
     "cousin get?", "non_integer_count"),
    # "does he make" says neither up nor down: only an exact division is answered
    ("Ben has 42 pencils. He sorts them into groups of 5. How many groups does he make?",
     "non_integer_count"),
    # "them" after two kinds: all of them, or one kind?
    ("Rita has 12 plums and 5 figs. She shares them among 4 cousins. How many does each cousin "
     "get?", None),
    # the parts are not all the boxes the story counts
    ("Ben had 56 eggs. He put them into boxes with 8 in each box. Then he bought 3 boxes. How many "
     "boxes does he have?", None),
    # the question repeats the size the text gives: not a division
    ("Each van can hold 9 students. There are 45 students. How many students are in each van?",
     None),
    # the holding after sharing is not told
    ("Rita has 36 plums. She shares them among 4 cousins. She buys 5 more plums. How many plums "
     "does Rita have?", None),
    # "gave 12 nuts to 4 squirrels" with no "equally": 12 in all, or 12 each?
    ("Kofi gave 12 nuts to 4 squirrels. How many nuts did each squirrel get?", None),
    # another holder of the kind: whose nuts are left?
    ("Kofi gave 38 nuts to 4 squirrels equally. Ama has 5 nuts. How many nuts are left?", None),
    # the size asked of a share that is not whole is never rounded
    ("Kofi gave 38 nuts to 4 squirrels equally. How many nuts did each squirrel get?", None),
    # "how big" of a thing no one shares: a measure the story does not give
    ("Noor has 63 beads. How big is each pile?", None),
    ("Noor has 63 beads. She sorts them into 9 piles. How big is the pile?", None),
    # a length asked of parts of a count: no length is shared
    ("Noor has 20 feet of ribbon and 8 pins. She sorts the pins into 4 piles. How long is each "
     "pile?", None),
    # "left" alone after parts of a size: the beads in a last bag that is not full are left?
    ("Noor has 45 beads. She puts them into bags of 8. How many beads are left?", None),
    # room only: the beads are all still hers, in the bags or not
    ("Each bag holds 8 beads. Noor has 45 beads. How many beads are left over?", None),
    # "need to buy" of things that are no parts, none held told: all of them, or some he has?
    # (with a holding told, the shortfall: tests/reader/test_need_to_get.py)
    ("Gus needs 40 cards. How many cards does he need to buy?", None),
    # packs that are counted are not parts of a share
    ("Gus has 4 packs. Each pack has 6 cards. How many packs does he need?", None),
    # "the cousins" counted by no one, or by two holders: how many parts?
    ("Ivo has 30 nuts. He shares the nuts among the cousins. How many nuts does each cousin get?",
     None),
    ("Ivo has 30 nuts. Ivo has 5 cousins. Ada has 3 cousins. He shares the nuts among the cousins. "
     "How many nuts does each cousin get?", None),
    # "her sons": Ida's, whose count is not told, or Una's? not read
    ("Una has 4 sons. Ida has 24 buns. She divides the buns among her sons. How many buns does "
     "each son get?", None),
    # "the rest" with nothing taken away before: the rest of what?
    ("Ola had 42 figs. She put the rest into bags with 6 figs in each bag. How many bags did she "
     "fill?", None),
    # a question about parts the story never shares into
    ("Rita has 36 plums. She shares them among 4 cousins. How many plums does each basket hold?",
     None),
    # equal parts of a kind two holders hold, or of parts the story never counts: whose, how many?
    ("Ana has 30 nuts and Bo has 12 nuts. Ana has 6 jars. Each jar has the same number of nuts. "
     "How many nuts are in each jar?", None),
    ("Ana has 30 nuts. Each jar has the same number of nuts. How many nuts are in each jar?", None),
    # parts counted again after the sharing: is each of them as full?
    ("Ana has 30 nuts and 6 jars. Each jar has the same number of nuts. She bought 2 more jars. How "
     "many nuts are in each jar?", None),
    # "in there" after two places: which one?
    ("Each sofa can seat 3 guests. The den has 5 sofas. The porch has 2 sofas. How many guests "
     "can sit in there?", None),
    # room is no holding: what the baskets hold now is not told, nor whose other pears are in them
    ("Lia has 4 baskets. Each basket can hold 6 pears. How many pears does Lia have?", None),
    ("Lia has 4 baskets. Each basket can hold 6 pears. How many pears are in the baskets?", None),
    ("Lia has 4 baskets and 5 pears. Each basket can hold 6 pears. How many pears can her baskets "
     "hold?", None),
    # the room of baskets someone else has, or of baskets two holders have
    ("Lia has 4 baskets. Each basket can hold 6 pears. How many pears can Ed's baskets hold?", None),
    ("Lia has 4 baskets and Ed has 3 baskets. Each basket can hold 6 pears. How many pears can the "
     "baskets hold?", None),
    ("Lia has 4 baskets. She gave 1 basket to Ed. Each basket can hold 6 pears. How many pears "
     "can the baskets hold?", None),
    # room is not contents: the crates may not be full
    ("Ivo has 3 crates. Eight mugs fit into each crate. How many mugs does Ivo have?", None),
    # what she shares is told, not what she has
    ("Ola shares $15 equally among her 5 cousins. How much money does Ola have?", None),
    # what is shared is $12 of her $20: not what she had
    ("Ola has $20. She needs to share $12 among 3 cousins. How much money does Ola have?", None),
    # a kind of the noun none holds is not all of them
    ("Nia has 12 red beads and 20 blue beads. She puts the green beads into 4 bags. How many "
     "beads are in each bag?", None),
    # things held in containers, none said to hold as many as another
    ("Omar keeps 96 stamps in 8 albums. How many stamps are in each album?", None),
    # "in 8 days" names no containers
    ("Omar keeps 96 stamps in 8 days, the same number in each. How many stamps are in each day?",
     None),
    # a kind the category does not settle (stones among flowers?), or a second holder of its kinds
    ("A vase can hold 9 flowers. Ann has 4 tulips, 23 roses and 3 stones. How many vases does she "
     "need?", None),
    ("A vase can hold 9 flowers. Ann has 4 tulips and 23 roses. Bo has 9 lilies. How many vases "
     "does she need?", None),
    # the vans for the kids are not those for kids and teachers
    ("Each van can hold 8 kids. There are 50 kids. How many vans are needed to carry the "
     "teachers?", None),
    # parts of a size told in the question: of what, whose, and made (not "can make")?
    ("There are 15 shells. How many groups of 3 can you make?", None),
    ("Ann has 15 pens and 6 cups. How many groups of 3 can she make with them?", None),
    ("Ann has 15 pens. How many groups of 3 cups can she make?", None),
    ("Ann has 15 pens. How many groups of 3 pens did she make?", None),
    # a whole told after a plan: someone else's, changed after, or a doing done (before or after?)
    ("Ann wants to split her pens into groups of 5. Bo has 30 pens. How many groups will she "
     "make?", None),
    ("Ann wants to split her pens into groups of 5. She has 30 pens. Bo has 10 pens. How many "
     "groups will she make?", None),
    ("Ann put her pens into groups of 5. She has 30 pens. How many groups did she make?", None),
    ("Ann wants to split her pens into groups of 5. She has 32 pens. How many groups will she "
     "make?", None),
    # two kinds of pieces: the rest of which?
    ("Ann had 17 pieces of candy and 5 pieces of gum. She ate 2 pieces. She put the rest into piles "
     "of 3. How many piles could she make?", None),
    # packed into boxes, none said to hold as many as another; what he has after the packing
    ("Omar bought 48 figs packed into 4 boxes. How many figs were in each box?", None),
    ("Omar bought 48 figs packed equally into 4 boxes. How many figs does Omar have?", None),
    # the same number of another kind, or in other containers, says nothing of the binders
    ("Tom had 84 cards in 7 binders. Each binder has the same number of stamps. How many cards are "
     "in each binder?", None),
    ("Tom had 84 cards in 7 binders. He has 3 boxes. Each box has the same number of cards. How "
     "many cards are in each box?", None),
    # with no verb: of parts never shared into, or of a kind not shared
    ("Ann has 84 cards and 7 binders. How many in each binder?", None),
    ("Ann has 84 cards. She put them into 7 binders. How many stamps in each binder?", None),
    ("Ann has 84 cards. She put them into 7 binders. How many in each box?", None),
    ("Ann has 84 cards. She put them into 7 binders. How many cards are there in each box?", None),
    ("Ann has 35 marbles. She shares them equally among 5 boys. How many will each of the girls "
     "get?", None),
    # "them" after kinds a category does not settle (stones), or with two sharers she may be
    ("Ann has 4 tulips, 23 roses and 3 stones. She puts them into vases of 10. How many vases does "
     "she fill?", None),
    ("Ann met Ivy. She has 4 tulips and 23 roses. She puts them into vases of 9. How many vases does "
     "she fill?", None),
    # cards to buy beside cards held: are the packs for the 40, or for 40 less the 10?
    ("Gus has 10 cards. He needs to buy 40 cards. Each pack has 6 cards. How many packs does he "
     "need to buy?", None),
    # cards to sell: a doing wanted of no buying is not an amount the packs must hold
    ("Gus needs to sell 40 cards. Each pack has 6 cards. How many packs does he need to sell?", None),
    # the packs bought are not told, only those needed
    ("Gus needs to buy 40 cards. Each pack has 6 cards. How many packs did he buy?", None),
    # two things to buy: what the packs are for is one of them only
    ("Gus needs to buy 40 cards. He needs to buy 12 pens. Each pack has 6 cards. How many packs "
     "does he need to buy?", None),
    # binders said to hold as many each hold all the cards: none is left over, and 86 is no 7 x 12
    ("Tom had 86 cards in 7 binders. Each binder has the same number of cards. How many cards are "
     "left over?", None),
    # equal numbers given while some are kept: not all the figs are shared
    ("Ivo had 30 figs. He gave equal numbers of figs to his 5 cousins and kept 10. How many figs did "
     "each cousin get?", None),
]


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_share_refused(text: str, code: str | None) -> None:
    outcome = solve(text)
    assert not isinstance(outcome, Answer), outcome
    if code is not None:
        assert outcome.code.code == code


MORE_ANSWERED = [
    # an intended sharing, and a clause that only says the parts are equal
    ("Ida has 18 rolls. She wants to put them into 6 baskets so there are the same number of "
     "rolls in each basket. How many rolls should go in each basket?", 3, "rolls"),
    ("Ida has 18 rolls. If she splits the rolls into 3 baskets with the same number of rolls in "
     "each basket, how many rolls would each basket have in it?", 6, "rolls"),
    # parts said by possession, with equal contents
    ("There are 120 beds in a hospital. If the hospital has 6 wards with the same number of beds "
     "in each ward, how many beds are in each ward?", 20, "beds"),
    # giving to a counted group "equally" parts the whole as sharing does
    ("Kofi gave 36 nuts to 4 squirrels equally. How many nuts did each squirrel get?", 9, "nuts"),
    ("Kofi had 36 nuts. He gave them to 4 squirrels evenly. How many nuts did each squirrel get?",
     9, "nuts"),
    # the remainder, asked: what is left of the whole after whole shares
    ("Kofi gave 38 nuts to 4 squirrels equally. How many nuts were left?", 2, "nuts"),
    ("Kofi had 38 nuts. He gave them to 4 squirrels equally. How many nuts are left?", 2, "nuts"),
    # a sharer named by a noun, with a partition verb in the past
    ("There are 42 kids in the gym. The coach divided them into 6 teams. How many kids are in "
     "each team?", 7, "kids"),
    ("There are 44 kids in the gym. The coach divided them into 6 equal teams. How many kids are "
     "left?", 2, "kids"),
    # the size asked by "how big", and by a measure of a measured whole cut into parts
    ("Noor has 63 beads. She sorts them into 9 piles. How big is each pile?", 7, "beads"),
    ("Noor has 20 feet of ribbon. She cuts it into 5 pieces. How long is each piece?", 4, "feet"),
    ("Noor has 20 feet of ribbon. She cuts it into pieces of 4 feet. How many pieces does she "
     "get?", 5, "pieces"),
    # what each part gets is the size of each part
    ("A mill has 96 kilograms of flour. If each sack gets 8 kilograms, how many sacks does it "
     "fill?", 12, "sacks"),
    ("A mill has 100 kilograms of flour. If each sack gets 8 kilograms, how many full sacks will "
     "it have?", 12, "full sacks"),
    # what is left over after parts of the size stated: what fills no part
    ("Noor has 45 beads. She puts them into bags of 8. How many beads are left over?", 5, "beads"),
    ("Noor has 45 beads. She puts 8 beads in each bag. How many beads does she have left over?",
     5, "beads"),
    # "come in packs of N": the size of every pack
    ("Gus has 42 cards. Cards come in packs of 6. How many packs does he have?", 7, "packs"),
    ("Cards come in packs of 6. Gus bought 7 packs. How many cards did Gus buy?", 42, None),
    # the parts needed for an amount wanted, rounded up; "need to buy" asks the parts needed
    ("Gus needs 40 cards. Cards come in packs of 6. How many packs does he need to buy?", 7,
     "packs"),
    ("Gus needed 40 cards. Each pack has 6 cards. How many packs does he need?", 7, "packs"),
    # what is to be bought is an amount needed too: the full packs that cover it
    ("Gus needs to buy 40 cards. Each pack has 6 cards. How many packs does he need to buy?", 7,
     "packs"),
    ("The cafe needs to buy 42 plates. If each box has 6 plates in it, how many boxes will it need "
     "to buy?", 7, "boxes"),
    # what each pack has, of packs no one counts, as the size asked parts of
    ("Gus has 40 cards. Each pack has 8 cards. How many packs can he fill?", 5, "packs"),
    # parts named by a definite plural the story counts: as many parts as it counts
    ("There are 8 campers and 56 plums. The plums are divided equally among the campers. How many "
     "plums does each camper get?", 7, "plums"),
    ("Ivo has 30 nuts. He has 5 cousins. He shares the nuts among the cousins. How many nuts does "
     "each cousin get?", 6, "nuts"),
    ("Ola had 60 figs. She packed them into boxes of 12 figs each. How many boxes did she fill?",
     5, "boxes"),
    ("Ida baked 24 buns. She has 4 sons. She divides the buns among her sons. How many buns does "
     "each son get?", 6, "buns"),
    # "the rest": what the holder has left after a loss or a gift
    ("Ola had 50 figs. She ate 8 of them. She put the rest into bags with 6 figs in each bag. How "
     "many bags did she fill?", 7, "bags"),
    # a sharer whose holding began with a purchase
    ("A club bought 38 balls. It split them equally among 4 teams. How many balls are left?", 2,
     "balls"),
    # each part the story counts has the same number: the one holding shared among them
    ("The farm has 5 barns. There are 85 goats on the farm. If each barn has the same number of "
     "goats, how many goats are in each barn?", 17, "goats"),
    ("Lena has 54 stamps and 9 pages. Each page has the same number of stamps on it. How many "
     "stamps are on each page?", 6, "stamps"),
    ("Lena has 54 stamps. She has 6 folders. If each folder gets the same amount of stamps, how "
     "many stamps does each folder get?", 9, "stamps"),
    ("Lena has 54 stamps and 6 folders. She puts the same number of stamps in each folder. How "
     "many stamps are in each folder?", 9, "stamps"),
    # "an equal number of" says what "the same number of" says; what is placed in each is the size
    ("Ada has 20 figs and 4 jars. She places an equal number of figs in each jar. How many figs "
     "will be placed in each jar?", 5, "figs"),
    # a sharing one "would like to" make, and a clause that only says the parts are equal
    ("Ada bought 20 figs. She has 4 sons. She would like to divide the figs among her sons so that "
     "each son gets the same amount. How many figs would each son get?", 5, "figs"),
    # the room of each part the story counts, asked as what they can hold: every part full
    ("Each basket can hold 6 pears. Lia has 4 baskets. How many pears can her baskets hold?", 24,
     "pears"),
    ("The van has 5 rows. Each row can seat 3 kids. How many kids can the van seat?", 15, "kids"),
    # asked by who takes the room: "How many kids can sit at the benches?" is what they can seat
    ("Each bench can seat 3 kids. The park has 6 benches. How many kids can sit at the benches?", 18,
     "kids"),
    # giving so many to each one of receivers no one counts: how many receivers there are
    ("Ivo has 40 figs. He gave each cousin 5 figs. How many cousins are there?", 8, "cousins"),
    ("A club bought 60 caps. If it gave 4 caps to each player, how many players are there?", 15,
     "players"),
    # a place after "each" and its noun says which ones: the room of each is still told
    ("Lia has 40 pears. If each basket on her porch can hold 8 pears, how many baskets does she "
     "need?", 5, "baskets"),
    # a whole told as kinds of one noun, shared by that noun or "them": all of the kinds
    ("Nia has 14 red beads and 22 blue beads. She puts the beads into bags of 4. How many bags "
     "does she fill?", 9, "bags"),
    ("A coach has 3 new players and 21 old players. He splits them into teams of 6. How many "
     "teams are there?", 4, "teams"),
    ("Nia has 12 red beads, 20 blue beads and 5 rings. She shares the beads among 4 friends. How "
     "many beads does each friend get?", 8, "beads"),
    ("Nia has 12 red beads and 20 blue beads. She puts the red beads into 4 bags. How many beads "
     "are in each bag?", 3, "beads"),
    # a holding told in containers said to hold equal parts
    ("Omar keeps 96 stamps in 8 albums, the same number in each. How many stamps are in each "
     "album?", 12, "stamps"),
    ("There are 45 eggs in 5 crates, with the same number in each crate. How many eggs are in "
     "each crate?", 9, "eggs"),
    ("Omar met Ivo. He keeps 96 stamps in 8 albums, the same number in each. How many stamps are "
     "in each album?", 12, "stamps"),
    # a category names the kinds it certainly holds: shared, or filling the room of each part
    ("Ann has 4 tulips and 23 roses. She puts the flowers into 3 vases. How many flowers are in "
     "each vase?", 9, "flowers"),
    ("A vase can hold 9 flowers. Ann has 4 tulips and 20 roses. How many vases does she need?", 3,
     "vases"),
    ("Each pen can hold 5 animals. Ann has 4 dogs and 11 cats. How many pens does she need?", 3,
     "pens"),
    ("A box can hold 9 pens. If you had 4 red pens and 23 blue pens, how many boxes would you "
     "need to hold the pens?", 3, "boxes"),
    # a purpose naming the whole with "the" says all of it goes into the parts
    ("A vase can hold 9 flowers. If you had 4 tulips and 23 roses, how many vases would you need "
     "to hold the flowers?", 3, "vases"),
    ("Each van can hold 8 kids. There are 50 kids. How many vans are needed to carry the kids?", 7,
     "vans"),
    # the size of the parts told in the question: the full parts the whole makes
    ("There are 15 shells. How many groups of 3 can you make with them?", 5, "groups"),
    ("Ann has 16 pens. How many bags of 3 pens can she fill?", 5, "bags"),
    ("Ann has 15 pens. She gave 3 to Bo. How many groups of 3 pens can she make?", 4, "groups"),
    ("Ann has 15 red pens and 6 blue pens. How many groups of 3 red pens can she make?", 5, "groups"),
    # "them" after kinds of one category the one sharer holds: all of them
    ("Ann has 4 tulips and 23 roses. She puts them into vases of 9. How many vases does she fill?", 3,
     "vases"),
    ("Ann has 4 dogs and 8 cats. She puts them into pens of 4. How many pens does she fill?", 3,
     "pens"),
    # a planned parting whose whole, the sharer's one holding, is told after it
    ("Ann wants to split a collection of pens into groups of 5. Ann has 30 pens. How many groups "
     "will be created?", 6, "groups"),
    ("Ann wants to split her pens into groups of 5. She has 30 pens and 3 cups. How many groups "
     "will she make?", 6, "groups"),
    ("Ann was putting her pens into rows of 6. If she had 32 pens, how many rows could she make?",
     5, "rows"),
    ("Ann wants to split her pens into 5 groups. She has 30 pens. How many pens will be in each "
     "group?", 6, "pens"),
    # "pieces" eaten are the one kind of pieces told more precisely: the rest is of it
    ("Ann had 17 pieces of candy. She ate 2 pieces. She put the rest into piles with 3 in each "
     "pile. How many piles could she make?", 5, "piles"),
    # things told with a participle of parting after them, the parts said equal
    ("Omar bought 48 figs packed equally into 4 boxes. How many figs were in each box?", 12, "figs"),
    ("Omar has 30 pens split into 5 equal piles. How many pens are in each pile?", 6, "pens"),
    ("Omar had 48 figs divided evenly among 4 bags. How many figs were in each bag?", 12, "figs"),
    ("Omar bought 48 figs packed equally into 4 boxes. How many figs did Omar buy?", 48, "figs"),
    # things held in containers, said to hold equal parts in a clause of their own after
    ("Tom had 84 cards in 7 binders. If each binder has the same number of cards, how many cards "
     "are in each binder?", 12, "cards"),
    ("Tom had 84 cards in 7 binders. Each binder has the same number of cards. How many cards are "
     "in each binder?", 12, "cards"),
    # the size of each part asked with no verb
    ("Ann has 84 cards. She put them into 7 binders. How many in each binder?", 12, "cards"),
    ("Ann keeps 84 cards in 7 binders, the same number in each. How many cards in each binder?", 12,
     "cards"),
    # the size of each part asked with "there", or of "each of the" parts
    ("Ann has 84 cards. She put them into 7 binders. How many cards are there in each binder?", 12,
     "cards"),
    ("Ann has 35 marbles. She shares them equally among 5 boys. How many will each of the boys "
     "get?", 7, "marbles"),
]


@pytest.mark.parametrize(("text", "value", "unit"), MORE_ANSWERED)
def test_share_more_answered(text: str, value: int, unit: str) -> None:
    test_share_answered(text, value, unit)
