"""Hazards met on development data, each rewritten in our own words.

Every case here was once answered wrong by some version of the reader. Each test states the
value a careless reading gives (``trap``); the reader must refuse or give ``right``.
"""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

HAZARDS = [
    # s30-mult: members who hold things of their own kind: all there are counts the members too
    # (was 12 in a probe of the each-of-a-group reader: 16 sons in all)
    ("Ravi has 4 sons. Each of them has 3 sons. How many sons are there?", 12, None),
    ("Ravi has 4 boxes. Each one holds 3 boxes. How many boxes are there in all?", 12, None),
    # a likeness counted by its head noun beside the real thing (was 10: gummy bears as bears)
    ("Oli has 3 toy trucks. Ada has 5 trucks. How many trucks do they have?", 8, None),
    ("Oli saw 3 gummy bears and 5 polar bears. How many bears did he see?", 8, None),
    ("Pia has 7 jelly beans and 2 lima beans. How many beans does Pia have?", 9, None),
    # a pace told by an article before its holders are counted went unused, the article no
    # number the completeness check looked at (was 4: the mugs with no hook left out)
    ("Each mug has a hook. Lea owns 6 mugs. Raj owns 5 hooks. How many hooks are there?", 5, None),
    # a ratio of two stuffs in one unit: "how many cups" may be the salt's or the whole mix's
    # (was 8: the salt's cups alone)
    ("Ida adds 2 cups of salt for every 5 cups of water. If she adds 20 cups of water, how many cups "
     "does she add?", 8, None),
    # s29-cd: things cut to share are no whole things each: 9 pizzas among 4 is 2 1/4 each
    ("Tia has 9 pizzas. She divides them equally among 4 kids. How many pizzas does each kid get?", 2, None),
    ("Tia has 17 pears. She gave them to 3 boys equally. How many pears did each boy get?", 5, None),
    # a doing told of a kind among the things asked, named apart: the roses are flowers too
    ("Ann picked 4 roses and 7 flowers. How many flowers did Ann pick?", 7, None),
    ("3 lilies and 9 flowers grew by the fence. How many flowers grew by the fence?", 9, None),
    # "are there barking" asks those doing it, a part of the dogs told: the participle after
    # "there" was dropped, and all the dogs counted (was 30)
    ("There are 24 dogs in the kennel. 9 of them are barking. How many dogs are there barking?", 24, 9),
    ("There are 25 kids at the pool. 11 of them are swimming. How many kids are there swimming in "
     "the pool?", 25, None),
    # a pace per day tells no hours of the doing: the days it takes are no 24 hours each
    # (once answered 120 hours when "how long, in hours" converted any unit of time)
    ("Ivo sands 6 boards a day. How long, in hours, will it take him to sand 30 boards?", 120, None),
    # all the beads to string are her red and blue beads, once: their merged count was added to
    # the two kinds it is made of (was 16)
    ("Lu had 20 red beads and 12 blue beads. She can string 4 beads a minute. How many minutes will it "
     "take her to string all the beads?", 16, 8),
    # ribbon round a box goes round one of its faces, which is not told (36 is the top's)
    ("Ann used 36 inches of ribbon to go around a rectangular box. The box is 10 inches long. "
     "How wide is it?", 8, None),
    # fencing used to enclose a figure is its perimeter only when all of it went all the way
    # round: fencing bought may be left over; a figure along a wall is fenced on fewer sides
    ("Una bought 60 feet of fencing to enclose a rectangular corral. The corral is 20 feet long. How "
     "wide is the corral?", 10, None),
    ("Una used 60 feet of fencing to enclose a rectangular corral along the barn. The corral is 20 "
     "feet long. How wide is the corral?", 10, None),
    ("A rectangular corral is 20 feet long and 10 feet wide. How much fencing is needed to enclose "
     "the corral beside the barn wall?", 60, None),
    # a rectangle's "one side" is either side: only what both give alike (area, perimeter) is
    # read; its length may be the side told or the other (9 or 6); a side told by the other
    # leaves which one it is open (8 feet long or wide)
    ("The perimeter of a rectangular mat is 30 feet. One side is 9 feet. How long is the mat?",
     9, None),
    ("The perimeter of a rectangular mat is 30 feet. One side is 9 feet. How wide is the mat?",
     6, None),
    ("The length of a rectangular mat is twice its width. One side is 8 feet long. What is its "
     "area?", 32, None),
    # "the distance around" is the perimeter only when nothing bounds the way round: "from …
    # to …" is a part of it (24 reads 20 feet as the perimeter); a path around the figure is
    # longer than the figure's perimeter (36); a distance walked round may be walked many times
    ("The distance around the field from the gate to the barn is 20 feet. It is 6 feet long. "
     "What is its area?", 24, None),
    ("A rectangular lawn is 10 feet long and 8 feet wide. A path runs around it. What is the "
     "distance around the path?", 36, None),
    ("Ida jogged the distance around a square lawn 4 times, 144 feet in all. How long is each "
     "side?", 36, None),
    ("A rectangular lawn is 10 feet long and 8 feet wide. What is the distance around the "
     "pond?", 36, None),
    # plane figures, regular polygons: a perimeter shared among sides not said equal (15, 7,
    # a rectangle's two sides of 8 taken for a square's 4)
    ("The perimeter of a triangle is 45 cm. Find the length of each side.", 15, None),
    ("A hexagon has a perimeter of 42 inches. How long is each side?", 7, None),
    ("A rectangle has a perimeter of 32 feet. How long is each side?", 8, None),
    # a triangle's perimeter from two sides told: the third is missing (was never 13)
    ("A triangle has sides of 4 cm and 9 cm. What is its perimeter?", 13, None),
    # area for perimeter: an equilateral triangle's area is not three sides (was never 18)
    ("An equilateral triangle has a side of 6 inches. What is its area?", 18, None),
    # a square told by its perimeter asked its area: the side is the perimeter ÷ 4
    ("A square has a perimeter of 36 cm. What is its area?", 36 * 36, 81),
    # units mixed with no conversion
    ("A rectangle is 2 feet long and 6 inches wide. What is its area?", 12, None),
    ("An equilateral triangle has a side of 2 feet. How many inches is its perimeter?", 6, None),
    # "around" meaning approximately
    ("A square garden has a perimeter of around 40 feet. How long is each side?", 10, None),
    # the shape told of another thing than the one measured (was 20, the pond as a triangle)
    ("The park is in the shape of an equilateral triangle. The pond has a perimeter of 60 feet. "
     "How long is each side of the pond?", 20, None),
    # categories of the hypernym table: a kind ordinary English may count in or out (a cup
    # among utensils, a rabbit among rodents, a spoon among tools, a notebook among reading
    # materials) is never summed
    ("Tom bought 12 spoons and 16 cups. How many utensils did he buy in all?", 28, None),
    ("Ada has 3 mice and 4 rabbits. How many rodents does Ada have?", 7, None),
    ("Ada has 3 spoons and 4 hammers. How many tools does Ada have?", 7, None),
    ("Ada sold 3 books and 4 notebooks. How many reading materials did she sell?", 7, None),
    ("Ada has 3 rings and 4 necklaces. How much jewelry does Ada have?", 7, None),
    # a kind the table cannot place: are nails among the tools?
    ("Ada has 3 hammers, 2 nails and 4 wrenches. How many tools does Ada have?", 9, None),
    # the category told beside its kinds: are the 3 books among the 4 reading materials?
    ("Ada has 3 books and 4 reading materials. How many reading materials does Ada have?", 7,
     None),
    ("Ada has 3 hammers and 4 tools. How many tools does Ada have?", 7, None),
    # another actor's kinds are not hers; a time scope keeps the other day out
    ("Ada sold 425 magazines and Tom sold 275 newspapers. How many reading materials did Ada "
     "sell?", 700, 425),
    ("Yesterday Ada bought 3 hammers. Today she bought 4 drills. How many tools did she buy "
     "today?", 7, 4),
    # a word before the two-word category that describes the things: which of them are new?
    ("Ada has 2 guitars and 5 drums. How many new musical instruments does Ada have?", 7, None),
    # plane figures: a thing placed by the figure, named in a scene before the measures, is not
    # the figure ("the path around the lawn" was 96, the lawn's own area)
    ("A path runs around the lawn. The lawn is 12 feet long and 8 feet wide. What is the area "
     "of the path around the lawn?", 96, None),
    # a round or triangular thing told long and wide is no rectangle (was 15)
    ("A round rug is 5 feet long and 3 feet wide. What is its area?", 15, None),
    ("A triangle is 5 cm long and 3 cm wide. What is its area?", 15, None),
    # a measure word the question is not read with: "How long is its perimeter?" was the other
    # side, 4
    ("It is 10 cm wide and has an area of 40 square centimeters. How long is its perimeter?", 4,
     28),
    # two figures of one noun, told apart by their owners or brought in twice with "a": the
    # length of one and the width of the other are no one rectangle (each was 80)
    ("Ivo's rug is 10 feet long. Ada's rug is 8 feet wide. What is the area of the rug?", 80,
     None),
    ("His rug is 10 feet long. Her rug is 8 feet wide. What is its area?", 80, None),
    ("He has a rug that is 10 feet long. She has a rug that is 8 feet wide. What is the area of "
     "the rug?", 80, None),
    ("A rug is 10 feet long. A rug is 8 feet wide. What is its area?", 80, None),
    # "her rug" after only Tom's rug is told: someone else's (was 80)
    ("Tom's rug is 10 feet long and 8 feet wide. What is the area of her rug?", 80, None),
    # "another", "each": more than one figure of the noun (each was 80)
    ("A rug is 10 feet long. Another rug is 8 feet wide. What is its area?", 80, None),
    ("Each rug is 10 feet long and 8 feet wide. What is the total area?", 80, None),
    # a later name with a word the first did not have may be another rug (was 80)
    ("The rug is 10 feet long. The blue rug is 8 feet wide. What is the area of the rug?", 80,
     None),
    # feet times inches is no area in square feet
    ("A mat is 3 feet long and 8 inches wide. How many square feet is it?", 24, 2),
    # a scene that tells a shape cut out of the figure before its measures
    ("Ann cut a square out of her rug. The rug is 5 feet long and 4 feet wide. What is its "
     "area?", 20, None),
    # a side told by the other: the length's part of the perimeter is the factor's share, not
    # half of it (15 − 5 = 10 read as the width), and a side of another thing is no side
    ("A rectangular pen has a perimeter of 30 feet. The length is twice the width. What is the "
     "width of the pen?", 10, 5),
    ("The length of the rug is twice the width of the hall. The rug is 3 feet wide. What is "
     "its area?", 18, None),
    ("Ann has a pool and a garden. The pool is 4 meters wide. The garden is twice as long as "
     "it is wide. What is the area of the garden?", 32, None),
    # "3 times longer" and "3 more than" without a unit are not read (12 or 16?)
    ("A mat is 3 times longer than it is wide. It is 2 feet wide. What is its area?", 12, None),
    # a fence round three sides of a field is no perimeter (2 × (30 + 20))
    ("A farmer put 70 meters of fence on three sides of a rectangular field. The field is 30 "
     "meters long. How wide is it?", 20, None),
    # a perimeter alone with a relation of another figure's sides
    ("A square has a perimeter of 24 feet. A rectangle is twice as long as it is wide. What is "
     "the area of the rectangle?", 32, None),
    # "its" after a figure placed in another: the pond's or the garden's length?
    ("A garden has a pond that is 4 meters wide. Its length is twice its width. What is the "
     "area of the pond?", 32, None),
    # a measure told after a change: the other may have changed too (was 48)
    ("A rug is 6 feet wide. After washing, it is 8 feet long. What is its area?", 48, None),
    ("A rug is 6 feet wide. After washing, it is twice as long as it is wide. What is its "
     "area?", 72, None),
    # a triangle's area is half its base times its height, not the rectangle's product
    ("A triangle has a base of 10 feet and a height of 6 feet. What is its area?", 60, 30),
    # a right triangle's two sides told as long and wide are no base and height named
    ("A right triangle is 6 cm long and 8 cm wide. What is its area?", 48, None),
    # "sq." before a unit is no sentence's end (the area of 40 was split off the unit)
    ("A mat has an area of 40 sq. ft. It is 5 ft wide. How long is it?", 200, 8),
    # the area of a rectangle told only by its perimeter is open, however its sides compare
    ("A rectangular rug has a perimeter of 24 feet. What is its area?", 36, None),
    # a holding told after a purchase, never said to come after it, may be the one before it:
    # "after paying" does not ask that told holding
    ("Ivo bought 3 kg of rice. Rice costs $4 per kilogram. Ivo has $50 in his purse. How much "
     "money does he have left after paying for the rice?", 50, None),
    # "they both have" with no word that adds: each one's 4, or the two together?
    ("Ivo and Bea each have 4 kites. How many kites do they both have?", 8, None),
    # "the box" when two boxes were told, each owned: whose?
    ("Ivo keeps 40 cards in his box. Ada keeps 10 cards in her box. How many cards are in the box?",
     40, None),
    # a collection is all one has of a kind, except what is told kept apart: never both summed
    ("Oli has 50 shells in his collection and 20 shells in his bag. How many shells are in his "
     "collection?", 70, 50),
    ("Oli has 50 shells. He has 20 shells in his bag. How many shells are in his collection?",
     70, None),
    # a difference of lengths told in feet is no number of inches
    ("Ivo's rope is 12 feet long. Ana's rope is 5 feet long. How many inches longer is Ivo's rope "
     "than Ana's rope?", 7, 84),
    # the parts needed may be for the amount wanted, not the amount held: never 6 ÷ 6
    ("Ivo needs 40 cups. Ivo has 8 cups. Each crate holds 8 cups. How many crates does he "
     "need?", 1, None),
    # a sale to someone named moves that one's money too: her money is not what she had
    ("Ann had $10. Ann sold Tom 6 cakes for $3 each. How much money does Ann have?", 10, 28),
    ("Ann had $10. Ann sold Tom 6 cakes for $18. How much money does Ann have?", 10, 28),
    # a wanted amount of another noun: 50 bracelets are not 50 beads
    ("Lily has 31 beads. How many more beads does she need to make 50 bracelets?", 19, None),
    # a pace the answer does not use is never set aside: it holds for every sandwich
    ("Tia puts 2 slices of cheese in each sandwich. If she has 15 slices of cheese, how many more "
     "slices of cheese does she need to make 40 cheese sandwiches?", 25, None),
    # a pace is not an event: "earns $12 an hour" is not $12 earned
    ("Ana earns $12 an hour. She works 5 hours. How much does she earn?", 12, 60),
    ("Ana and Ben each read. Ana reads 10 pages a day. Ben read 4 pages. How many pages did they "
     "read?", 14, None),
    # "$12 an hour" is per hour worked: two days are not 48 hours of pay
    ("Ana earns $12 an hour. How much money will she earn in 2 days?", 576, None),
    # one sum paid for two kinds is not the price of one of them
    ("Dora bought 5 notebooks and 2 pens for $15. How much did each notebook cost?", 3, None),
    # "them" after two kinds: one kind's share not coming out whole must not pick the other
    ("Nell has 12 limes and 5 figs. She shares them among 4 friends. How many does each friend "
     "get?", 3, None),
    # parts the story also counts elsewhere are not all made by the sharing
    ("Abe had 30 cups. He put them into trays with 6 cups on each tray. Then he bought 2 more "
     "trays. How many trays does Abe have?", 5, None),
    # "ate" with people as subject loses no people: only verbs whose subject is the thing
    # lost ("popped", "died") are a loss of its holder
    ("There were 20 kids at the party. 3 kids ate. How many kids are at the party now?", 17,
     None),
    # a part is of the holding as it is now, not of a count told before a change
    ("Sam has 40 pens. He buys 10 more pens. 17 of them are red and the rest are blue. How "
     "many blue pens does Sam have?", 23, None),
    # a passive change with no subject ("More figs were added") is no clause that counts nothing
    ("There were 12 figs in a bowl. More figs were added to the bowl. How many figs are in the "
     "bowl?", 12, None),
    # a question whose subject is a list must not be cut at its "and"
    ("Rosa has eight pears and Nina has five pears. How many pears do Rosa and Nina have "
     "together?", 8, 13),
    # "and now has" starts a clause; its number is a state, not a second gain
    ("Omar had 4 pounds of sand in his pail. He added some sand and now has 19 pounds of sand. "
     "How many pounds did he add?", 19, 15),
    # a compound noun ("toy trucks") is one kind, and "more trucks" continues it
    ("Leo had forty toy trucks. If he gets nine more trucks, how many trucks will he have then?",
     9, 49),
    # a verb that moves things onto the shelf must not be passed over
    ("There are 20 jars on the shelf. Pia set 6 more jars on the shelf. How many jars are on the "
     "shelf now?", 20, 26),
    # a verb the lexicon cannot read may have moved things onto the shelf
    ("There are 20 jars on the shelf. Pia wheeled 6 more jars onto the shelf. How many jars are "
     "on the shelf now?", 20, None),
    # "oatmeal raisin cookies" are cookies
    ("Ivy baked 30 oatmeal raisin cookies on Monday and 12 cookies on Tuesday. How many cookies "
     "did Ivy bake?", 12, 42),
    # "had 6 fruits left" is a second clause, not a second thing given ("them" are the fruits:
    # 21 less the 6 left)
    ("Hana had 5 limes, 7 figs and 9 plums. She gave some of them to Ken and had 6 fruits left. "
     "How many fruits did Hana give Ken?", 6, 15),
    # "and left 4 in" is the verb "leave" (what stayed behind), never a second amount taken:
    # took 3 was read as took 3 and 4 (7), and the box as emptied (0)
    ("There are 9 marbles in a jar. Ivo took 3 marbles out of the jar and left 4 in. How many "
     "marbles did Ivo take out?", 7, None),
    ("There are 9 marbles in a jar. Ivo took 3 marbles out of the jar and left 6. How many "
     "marbles are in the jar?", 0, 6),
    ("Ada picked 5 plums from the tree and left 8 on it. How many plums did Ada pick?", 13, None),
    # what was left stays where it was taken from only when nothing says it was left elsewhere,
    # the verb took the things (not placed them), and "some" is told of one doer only
    ("There are 9 marbles in a jar. Ivo took some marbles out of the jar and left 4 on the desk. "
     "How many marbles did Ivo take out?", 5, None),
    ("There are 9 marbles in a jar. Ivo put some marbles in a bag from the jar and left 4 in. "
     "How many marbles did Ivo put in the bag?", 5, None),
    ("There are 9 marbles in a jar. Ivo took some marbles out of the jar and Ada took some and "
     "left 4 in. How many marbles did Ivo take out?", 5, None),
    ("There are 9 marbles in a jar. Ivo took some marbles out of the jar. Ada took some marbles "
     "out of the jar and left 4 in. How many marbles did Ada take out?", 5, None),
    # an unplaced "there are" may be in the room the question asks about
    ("The band room has 12 drums. There are also 9 horns. How many instruments are in the band "
     "room?", 12, None),
    # "more than that" is a comparison, not a plain gain: 20 and 20 + 5
    ("Ada found 20 cents in her coat. She found 5 cents more than that in her bag. How much money "
     "did Ada find altogether?", 25, 45),
    # a total stated in the story, and a question about a season: the whole less the month told
    ("Max swam 12 times total during June and July. He swam 5 times in July. How many times did "
     "he swim in June?", 17, 7),
    # picking from a tree takes apples from the tree
    ("Mia picked four apples from her tree. Now the tree has six apples still on it. How many "
     "apples did the tree have to begin with?", 6, 10),
    # "in the beginning" asks for the first state
    ("Lena gave five shells to her brother. Now Lena has eleven shells left. How many shells did "
     "Lena have in the beginning?", 11, 16),
    # "before he gave the cards away" binds to the giving, on the holding it changed
    ("Eli gave away six of his trading cards to a friend. Now Eli has nine cards. How many cards "
     "did Eli have before he gave the cards away?", 9, 15),
    # "already had" is a state before the purchases
    ("A cook bought 3 lemons. If he already had 4 lemons, how many lemons does he have now?",
     4, 7),
    # "nine extra" counts cakes, not "extras"
    ("A baker already had forty cakes but made six extra. How many cakes did the baker have "
     "total?", 40, 46),
    # a number after a second verb belongs to that verb ("to buy")
    ("Ravi had 20 books. If he sold 5 of them and used the money to buy 8 new books, how many "
     "books would Ravi have?", 12, 23),
    # "ones" counts socks
    ("Kim had 20 socks. If she threw away 6 old ones and bought 4 new ones, how many socks would "
     "she have?", 20, 18),
    # "gives 7 of them away to Bo": "them" ends the quantity, "away" is the verb's
    ("Zoe has 30 crayons. She gives 7 of them away to Bo. How many crayons does Zoe have left?",
     30, 23),
    # "three times as many" is a multiplication: Lu wrote a third of Kai's 30, never nothing
    ("Kai wrote three times as many poems as Lu. If Kai wrote 30 poems, how many poems did they "
     "write altogether?", 30, 40),
    # an apposition is one person, not a group
    ("Nia has 10 stamps in her album. Her cousin, Tess, has 4 more stamps than Nia. How many "
     "stamps do Nia and Tess have together?", 10, 24),
    # "worth" makes a rate
    ("Sol scored 4 goals worth 2 points and 3 goals worth 3 points. How many total points did he "
     "score?", 5, None),
    # "has to pay" is not having
    ("Liv has 80 dimes in her jar. She has to pay $5 to fix a lamp. How many dimes will Liv have "
     "left?", 80, None),
    # "the sisters" are not the one sister
    ("Ana picked 9 roses. Her sister, Bea, also picked 9 roses. They gave their aunt 10 roses. "
     "How many roses did the sisters have left?", 9, None),
    # minutes and hours are not one unit: added only once the hours are in minutes
    ("Gus jogged for 30 minutes. Then he jogged for 2 hours. How many minutes did Gus jog?",
     32, 150),
    # "borrowed 6 of them" takes from the holder
    ("The shop has 40 comic books. The kids borrowed 6 of them. How many comic books are left?",
     46, 34),
    # picking what one already has is no reading
    ("A farmer had fifty melons from his field. If he picked twenty of them, how many would he "
     "have left?", 70, None),
    # a change by someone the story never mentions again is not set aside
    ("Ines saved $10 in May. She saved $8 in June. Then Rui spent $6 on a book. How much money "
     "does Ines have left?", 18, None),
    # "extra" is beyond something: here beyond what was needed, which nobody held
    ("Omar was buying juice boxes for his team. They needed six juice boxes, but Omar bought "
     "four extra. How many did he buy?", 4, 10),
    # "a difference between" two holdings is the larger less the smaller
    ("Lea has 12 shells. Ross has 30 shells. What's the difference of the number of Lea's "
     "shells and Ross's shells?", -18, 18),
    # "collects stamps" gives no amount; "had at first" must not be read off an assumed start
    ("Rita collects stamps. She found 12 stamps at school. Now she has 40 stamps in her album. "
     "How many stamps did Rita have at first?", 0, 28),
    # the two kinds a holder has: "9 more" of which?
    ("Sam has 5 apples and 3 pears. He buys 9 more. How many apples does Sam have now?", 14, None),
    # "than Stacy started with" compares with her first amount, not her amount now
    ("Lara has 40 shells. Ned takes 6 of Lara's shells, and still has 9 fewer shells than Lara "
     "started with. How many shells did Ned start with?", 19, 25),
    # "yellow" may be a verb, but after "4 fewer" it is a colour; and "than blue envelopes"
    # compares two kinds, which this reader does not read
    ("Wes has 10 blue envelopes. He has 4 fewer yellow envelopes than blue envelopes. How many "
     "envelopes does Wes have in all?", 10, 16),
    # "than pickles" after jars of pickles and loose pickles both sold: the jars or the loose ones?
    # (was 3, the loose ones); after two containers of them, which? (was refused, keep it so)
    ("Lena sold 30 jars of pickles and 9 pickles. She sold 6 fewer pies than pickles. How many "
     "pies did Lena sell?", 3, None),
    ("Lena sold 30 jars of pickles and 5 tubs of pickles. She sold 6 fewer pies than pickles. How "
     "many pies did Lena sell?", 24, None),
    ("Lena sold 30 jars of pickles. Ivo sold 8 pickles. She sold 6 fewer pies than pickles. How "
     "many pies did Lena sell?", 24, None),
    # "9 of them" right after birds seen are birds, not the pens held before (were 9 and 11)
    ("Ann has 20 pens. She saw 15 birds. 9 of them are red. How many pens are red?", 9, None),
    ("Ann has 20 pens. She saw 15 birds. 9 of them are red. How many pens are not red?", 11, None),
    # what she saw is not what she has: the part seen is no holding of hers
    ("Ivy saw 33 moths. 20 of them were brown. She has 24 moths. How many brown moths does she "
     "have?", 20, None),
    ("Ivy saw 33 moths. 20 of them were brown. How many moths does Ivy have?", 33, None),
    # more of the kind seen after the parts: some of them may be white too
    ("Ivy saw 33 moths. 20 of them were brown. The rest were white. Bo saw 5 white moths. How many "
     "moths were white?", 13, None),
    # "them" after moths and bees seen together: of which? (13 reads them as the moths)
    ("Ivy saw 33 moths and 12 bees. 20 of them were brown. The rest were white. How many moths "
     "were white?", 13, None),
    # a total of doings told first: doings told at another time, or later, are not among it
    ("Together Rui and Ida picked 60 plums last week. Rui picked 25 plums this week. How many "
     "plums did Ida pick?", 35, None),
    ("Yesterday Rui and Ida picked 60 plums together. Today Rui picked 25 plums. How many plums "
     "did Ida pick?", 35, None),
    ("Together Rui and Ida picked 60 plums this morning. Rui picked 25 plums this afternoon. How "
     "many plums did Ida pick?", 35, None),
    ("Together Rui and Ida picked 60 plums. Later Rui picked 25 more plums. How many plums did Ida "
     "pick?", 35, None),
    # doings of a member told both before and after a total of them: which are among it?
    ("Ann found 10 shells. Together Ann and Bo found 95 shells. Ann found 46 shells. How many shells "
     "did Bo find?", 85, None),
    # a doing after the total placed or told apart by words before its verb
    ("Ann and Bo picked 95 apples together. Next, Ann picked 46 apples. How many apples did Bo "
     "pick?", 49, None),
    ("Ann and Bo picked 95 apples together. On the way home, Ann picked 46 apples. How many apples "
     "did Bo pick?", 49, None),
    ("Ann and Bo picked 95 apples together. Ann also picked 46 apples. How many apples did Bo "
     "pick?", 49, None),
    # equal shares told without a number still change what is left
    ("7 girls went to plant flowers. There were 30 flowers. If each of them planted the same "
     "number of flowers, how many flowers are left?", 30, None),
    # "in total" over the one number told: the ride back has no number but is a ride too
    ("Ali biked for 6 miles and then walked another 2 miles to the lake. He then rode all the "
     "way back home. How many miles has Ali biked in total?", 6, None),
    # what she ate is the change the story leaves untold between two holdings
    ("Mia had 30 grapes. After lunch she had twelve left. How many grapes did she eat?", 30, 18),
    # an untold change that would be a negative eating is refused
    ("Mia had 30 grapes. She has 35 grapes now. How many grapes did she eat?", -5, None),
    # a closing phrase names one event among several: "washing cars" is not all earnings
    ("Li earned 5 dollars washing cars. He earned 7 dollars raking leaves. How much money did Li "
     "earn washing cars?", 12, 5),
    # a change to "the files" merges music and video files: neither kind alone is known after
    ("Amy had 26 music files and 36 video files. She deleted 10 files. How many music files "
     "does she have now?", 26, None),
    # "each box" holds pens: the pens are the boxes times six, not six
    ("Sam has 3 boxes. Each box has 6 pens. He gives 4 pens to Ann. How many pens does Sam have "
     "now?", 2, 14),
    # "they" at the end is everyone named by then, not the pair an earlier "their" meant
    ("Rosa has twice as many shells as her brother, while her brother has three more shells "
     "than their aunt. If their aunt has 10 shells, how many shells do they have altogether?",
     39, None),
    # a condition after the question is read: sharing equally is not read, so no answer
    ("Ava has 3 times as many beads as Bo. If Bo has 5 beads, how many beads will they have if "
     "they put the beads together and shared them equally between themselves?", 20, None),
    # "N times as many": the other's count times N, solved either way
    ("Kai has three times as many poems as Lu. Kai has 30 poems. How many poems does Lu have?",
     90, 10),
    # "how many are left" with no holder: a loss by someone never said to hold them may be a
    # loss from the holding asked about (used up from the one place holding plums, his holding
    # none: the bowl's, state._of_a_place)
    ("There were 9 plums in the bowl. Ned ate 3 plums. How many plums are left?", 9, 6),
    # a borrowing names no lender, but the books came from somewhere
    ("The club had 40 books. Some members borrowed 15 books. How many books are left?", 40, None),
    # a group that holds nothing of its own ate from a member's holding
    ("Ana had 12 figs. Ana and her brother ate 5 figs. How many figs are left?", 12, None),
    # a comparison of sales says nothing of what the other bought
    ("Jen sold 17 more cakes than Kim. Kim bought 20 cakes. How many cakes did Jen sell?", 37, None),
    # the difference of a comparison of events is not itself one of the events
    ("Jen sold 5 more cakes than Kim. Kim sold 8 cakes. How many cakes did Jen sell?", 18, 13),
    # a holding stated without a number is still a holding: a later gain adds to it
    ("Rui has pebbles. He found 6 pebbles. How many pebbles does Rui have?", 6, None),
    ("Rui owns a jar of pebbles. He found 6 pebbles. How many pebbles does Rui have?", 6, None),
    # a verb the lexicon cannot class may have brought things of that kind
    ("Rui pocketed pebbles. He found 6 pebbles. How many pebbles does Rui have?", 6, None),
    # an adjective inside an "of" complement names a sub-kind; the question keeps it
    ("A shop had 20 cans of green paint and 15 cans of red paint. How many cans of green paint "
     "did the shop have?", 35, 20),
    # a supposition the answer never uses means the question was not read: "2 pins on a
    # hat" is a rate, and "if they made 4 hats" multiplies it
    ("A shop used 2 pins on hats and 3 pins on coats. If they made 4 hats and 1 coat, how many "
     "pins would they use in all?", 5, 11),
    # "there were twice as many blue … as red": where the red ones are; the question about the
    # holders the story states must not leave the blue ones out
    ("There were 8 red tickets in the box. There were twice as many blue tickets as red "
     "tickets. How many tickets were there?", 8, 24),
    # "starts from none" is a reading, never a fact a later count may be reconciled with
    ("Sam bought 5 apples. He has 8 apples now. How many apples did he have at first?", 0, 3),
    # a habit told after the story began may have added to what it told
    ("Ria has 20 shells. She collects shells. How many shells does Ria have now?", 20, None),
    # the reading where "he" is Kit must not drop out because "brand new" cards were read as a
    # holding of their own; the repeated subject "he" is Kit, the friend named since only as
    # the one given to (state._kept_subject)
    ("Kit has 30 cards. He gives a third of his cards to his friend. Then he buys 6 brand new "
     "cards. How many cards does Kit have now?", 20, 26),
    # a question about "this week" is not answered by what happened "last week"
    ("Tom bought 4 pens last week. How many pens did Tom buy this week?", 4, None),
    # "pairs of gray socks" hold socks, how many a pair holds is not said here
    ("Ivo has 20 pairs of gray socks. Ivo has 6 white socks. How many socks does Ivo have?", 6,
     None),
    # "they" is people or things, not a box and a boy together
    ("The box has 5 pens. Tom has 3 pens. How many pens do they have?", 8, None),
    # two equal counts of one kind in two places are two parts, not one count seen twice
    ("After the market Nora had 3 pears in her bag and 3 pears on her desk. She bought 2 more "
     "pears. How many pears does she have?", 5, 8),
    # a sum paid and a price each for one purchase: the sum is the price times the count,
    # not a second payment
    ("Gil bought 4 pens for $8. Each pen costs $2. How much did Gil spend?", 16, 8),
    # "cost $6" said of pears together is no price of one pear
    ("Pears cost $6. Uma bought 3 pears. How much did Uma spend?", 18, None),
    # what was found was not bought, whatever its price
    ("Each shell costs $2. Ari found 5 shells. How much did Ari spend?", 10, None),
    # a priced purchase takes the money out of the buyer's holding
    ("Ivo had $50. He bought 3 caps at $9 each. How much money does Ivo have left?", 50, 23),
    # only the asked buyer's purchases count
    ("Each cup costs $2. Sam bought 2 cups. Tom bought 3 cups. How much did Tom spend?", 10, 6),
    # a rate per hour for a count of minutes is not the product of the two numbers (a speed's
    # minutes are a part of its hour)
    ("Bo walked 4 miles per hour for 30 minutes. How many miles did Bo walk?", 120, 2),
    # a rate told for a count belongs to its own clause's verb, not to another event
    ("Bo walked 3 miles per hour for 2 hours. Then he walked 5 miles. How many miles did Bo "
     "walk?", 6, 11),
    # contents told of a holder's boxes are not what is left after boxes leave: was the box
    # that went full? (the product of the rate and the old count is stale)
    ("Rae has 6 jars with 4 figs in each jar. She gave 2 jars to Lu. How many figs does Rae have?",
     24, None),
    ("Rae has 6 jars. Each jar has 4 figs. She bought 3 more jars. How many figs does Rae have?",
     24, None),
    # boxes of crayons do not hold the pens "each box" holds
    ("Ivy has 5 jars of buttons. Each jar has 8 beads. How many beads does Ivy have?", 40, None),
    ("Each jar has 8 beads. Ivy bought 5 jars of buttons. How many beads did Ivy buy?", 40, None),
    # a pace over the matches of last year says nothing of this year's
    ("Jo played 7 matches last year. Jo scores 2 goals each match. How many goals will Jo score "
     "this year?", 14, None),
    # a price in cents and a sum in dollars are not one sum
    ("Ada spent $5 on a hat. She bought 3 pens at 50 cents each. How much did Ada spend?", 155,
     None),
    # one number before a list of kinds counts them all, not the first kind
    ("Pam has 40 cats, dogs, and rabbits. 9 are dogs, 6 are rabbits, and the rest are cats. How "
     "many cats does Pam have?", 40, 25),
    ("At a pond, there are 30 ducks, geese, and swans swimming. 8 are geese, 5 are swans, and the "
     "rest are ducks. How many ducks are swimming at the pond?", 30, 17),
    # "needs 2 more" is more than another's need, not a need of 2
    ("Ida needs 4 cups of sugar. Joe needs 3 more cups of sugar. How many cups of sugar do they "
     "need together?", 7, 11),
    # what a group is told to hold after its members' holdings may be theirs together: adding
    # the group's holding to the members' counts the same things twice
    ("Ida has 6 shells. Joe has 4 shells. Now they have 15 shells. How many shells do they "
     "have?", 25, None),
    ("Ida and Joe had 30 shells altogether. Now they have 22 shells. How many shells do they "
     "have now?", 52, 22),
    ("Ida bought 3 shells and Joe bought 5 shells. Now they have 14 shells. How many shells do "
     "they have?", 22, 14),
    # "all but 2 cups" is everything except the number, not the number
    ("Kai bought 9 cups of rice. He cooked all but 2 cups. How many cups of rice does Kai have "
     "now?", 7, 2),
    # "twice as many cups of beans as rice" compares two kinds, not two events of cooking
    ("Kai bought 9 pounds of rice. He used 3 pounds in a stew. He used twice as many pounds of "
     "beans as rice. How many pounds of beans did he use?", 9, 6),
    # "there are 4 more blue cups than green cups" are cups the total counts, wherever they are
    ("There are 6 green cups in the cupboard. There are 4 more blue cups than green cups. There "
     "are also 2 more red cups than green cups. How many cups are there in all?", 6, 24),
    # "half of his shells" given to Eli are not Eli's own shells
    ("Ari had 20 shells and Eli had 9 shells. Ari gave half of his shells to Eli. How many "
     "shells does Eli have now?", 13, 19),
    # a kind the hypernym table cannot place may be among the birds the question counts
    ("On the cliff there are three times as many gulls as puffins. If there are 7 puffins, how "
     "many birds are there?", 21, 28),
    # "as old as Lea today" compares an age in 10 years with an age now, not two ages then
    ("In 10 years, Max will be twice as old as Lea today. Lea is 9 years old. How old is Max "
     "now?", 28, 8),
    # "was 20 years old" at a time not told is not the age now
    ("Max was 20 years old. How old is Max?", 20, None),
    # "How old will she be?" asks about a time the story never tells
    ("Nia is 11 years old. How old will Nia be?", 11, None),
    # "than Ned did yesterday" compares with a reading the story may not have told
    ("Today Ned read 20 pages. Ona read 5 more pages than Ned did yesterday. How many pages did "
     "Ona read?", 25, None),
    # "as Ned did on Monday" names a reading the story did not tell
    ("On Sunday Ned read 20 pages. Ona read twice as many pages as Ned did on Monday. How many "
     "pages did Ona read?", 40, None),
    # the plums in the bags are plums too, however many a bag holds
    ("Ola has 3 bags of plums. Ola has 5 plums on a plate. How many plums does Ola have?", 5, None),
    # "half as many white socks" after "20 pairs of gray socks": pairs or socks?
    ("Ivo has 20 pairs of gray socks and half as many white socks. How many white socks does Ivo "
     "have?", 10, None),
    # a second "half of the money" may be of the money at first or of what was left
    ("Ola earned $120. She spent 1/3 of the money on a lamp. She spent 1/2 of the money on a rug. "
     "How much money does Ola have left?", 40, None),
    # "how long" over events: a run told in miles took a time the story does not give
    ("Lu jogged 2 miles on Monday and 30 minutes on Friday. How long did Lu jog?", 30, None),
    # "uses his $4 coupon" is no $4 of money given away: the coupon lowers what he pays
    ("Rob buys 2 pies for $5 each and 3 buns for $2 each. Rob uses his $4 coupon. How much "
     "money does Rob pay in total?", 16, None),
    # "as Rob yesterday": Rob's kites at a time the story does not tell
    ("Ana has twice as many kites as Rob yesterday. Rob has 6 kites. How many kites does Ana "
     "have?", 12, None),
    # "has … as Rob did": Rob's kites then, not now
    ("Ana has twice as many kites as Rob did. Rob has 6 kites. How many kites does Ana have?", 12,
     None),
    # what the caps cost is not told: what she spent is not the pens' cost alone
    ("Ada bought 3 pens at $2 each. Ada bought 4 caps. How much did Ada spend?", 6, None),
    # the pens are the sons': a person does not hold what the people she has hold
    ("Ada has 3 sons. Each son has 6 pens. How many pens does Ada have?", 18, None),
    ("Ada has 3 sons. The sons have 6 pens each. How many pens does Ada have?", 18, None),
    # "50 cats, dogs and birds" is no count of cats: the kinds after the first have no count
    ("In the hall there are 50 cats, dogs and birds. 12 are dogs, 8 are birds and the rest are "
     "cats. How many cats are in the hall?", 50, 30),
    # grams eaten of the nuts counted in kilograms: not a holding of its own, and not left out
    ("Noah made 12 kg of nuts. His friends ate 800 g of the nuts. How many grams of nuts did "
     "Noah have left?", 12000, 11200),
    # the same doing by someone else may count toward the goal: 14 - 3, or 14 - 3 - 4?
    ("Ben has to wash 14 loads. He washed 3 loads. Then his sister washed 4 loads. How many more "
     "loads does Ben have to wash?", 11, None),
    # a purchase with no price told took some of the money: what is left to spend is unknown
    ("Ana has $10. She bought a book. A pen costs $3. How many pens can she buy?", 3, None),
    # "at first" told after a change is the holding before it
    ("Tom gave 5 apples to Ann. Tom had 20 apples at first. How many apples does Tom have now?",
     20, 15),
    # "a box" may be any box: the 4 boxes are not beside the question
    ("A box has 3 bags with 5 candies in each bag. There are 4 boxes. How many candies are "
     "there?", 15, None),
    # "we" may be "our team": the 3 more games may be the team's
    ("Our team won 5 games in May. Then we won 3 more games. How many games did our team win?", 5,
     8),
    # an age in the past is at the time it was (when he was born), not now: time moves ages
    ("Ivo is 20 years old. When he was born, his aunt Mia was 9 years old. Ben is 3 years older "
     "than Mia. How old will Ben be in 2 years?", 14, 34),
    # the money of a spender never told to hold any may have come out of the box asked about
    ("There were 30 dollars in the glass jar. Ivo spent $8 from the glass jar. Pia spent half as "
     "much as Ivo. How much money was left in the glass jar?", 22, None),
    ("There were 30 dollars in the glass jar. Ivo spent $8 from the glass jar. Pia spent half as "
     "much as Ivo. How much money, in dollars, was left in the glass jar?", 22, None),
    # one verb, two amounts, two receivers: Ann got the 5, not the 5 and the 3
    ("Tom had 50 apples. He gave 5 apples to Ann and 3 apples to Bob. How many apples did Tom "
     "give to Ann?", 8, 5),
    # shares of "her money" one after another are each of the money at first (or of what was
    # left): never read as of what was left
    ("Gina had $400. She gave 1/4 of her money to her mom. She used 1/5 of her money on clothes. "
     "How much money does Gina have left?", 240, None),
    # a list under one verb: "1/4 of her money" may be of the money at first
    ("Gina had $400. She spent $100 on shoes and 1/4 of her money on a hat. How much money does "
     "Gina have left?", 225, None),
    # a discount is never beside the point: one thing bought for a sum and a discount told after
    # it in a clause of its own, the sum is the price before it (``ledger.prices.sum_before_discount``)
    ("Ravi buys a kite for $50 and gets a 10% discount. How much did Ravi pay?", 50, 45),
    # in the purchase's own clause the sum may be after it
    ("Ravi bought a kite for $45 with a 10% discount. How much did Ravi pay?", 50, None),
    # "as Ola did" is what Ola had at another time, not the 30 she has
    ("Ola has 30 shells. Ben has half as many shells as Ola did. How many shells does Ben have?",
     15, None),
    # "the remaining" of what Ivo kept, not of what Ana was given
    ("Ivo had 90 stamps. He gave 10 stamps to Ana. Ana sold half of the remaining stamps. How "
     "many stamps does Ivo have now?", 40, None),
    # each amount goes to the receiver named after it, not all to the first one
    ("Bo had 2 rolls. Ann gave 3 rolls to Bo and 4 rolls to Cy. How many rolls does Bo have "
     "now?", 9, 5),
    # an amount of doing wanted is no event: "How many did she sell?" does not count it
    ("Ann needs to sell 12 rolls. She sold 3 rolls. How many rolls did she sell?", 15, 3),
    # "wants to collect 40", then "found 15": the finding may be the collecting
    ("Omar wants to collect 40 shells. He found 15 shells. How many more shells does he need to "
     "collect?", 40, None),
    # "has 5 eggs … needs to buy 12": 12 to buy, or 12 to have?
    ("Ann has 5 eggs. She needs to buy 12 eggs. How many more eggs does she need to buy?", 12,
     None),
    # "gave Bo 5 apples and Cy 3 apples": each amount to its own receiver, not both to Bo
    ("Bo had 1 apple. Ann gave Bo 5 apples and Cy 3 apples. How many apples does Bo have now?", 9,
     None),
    # things put into the actor's own bag are still the actor's
    ("Pete has 10 marbles. He puts 5 marbles in his bag. How many marbles does Pete have?", 5,
     None),
    # a holding told by its container: things put into that container may be the same ones
    ("Pete has a bag of 10 marbles. He puts 5 marbles in the bag. How many marbles does Pete "
     "have?", 5, None),
    # "his rack" is the rack the story has, which holds the mugs hung on it: not what is left
    # with their owner
    ("Omar kept 9 mugs on a rack. Later he hung 3 more mugs on the rack. How many mugs are on "
     "his rack?", 6, 12),
    # a pet is a role, not a kind: the fish on the farm may be pets too
    ("Ana has 4 dogs, 6 fish, and 3 cats. How many pets does Ana have?", 7, 13),
    # an estimate of the parts needed is no ceiling: "about 2" and 3 are both fair answers
    ("A club collected 130 cans. If each sack holds 60 cans, approximately how many sacks will "
     "they need?", 3, None),
    # "did she fill": the last, part-filled sack may count or not; neither way is asked
    ("Ada has 130 cans. Each sack holds 60 cans. How many sacks did she fill?", 3, None),
    # an estimate of what a sum buys is no floor
    ("Ada has $25. A scarf costs $4. About how many scarves can she buy?", 6, None),
    # "did she buy" is what was bought, not what the money could buy
    ("Ada has $25. A scarf costs $4. How many scarves did she buy?", 6, None),
    # the rest of sharing 44 is not all that is left: Ann kept the 6 she did not share
    ("Ann has 50 pens. She shares 44 pens equally among 5 friends. How many pens does she have "
     "left?", 4, 10),
    # "left" before the sharing ends the story is not the rest of it
    ("Ann has 44 pens. She shares them equally among 5 friends. Then she buys 3 pens. How many "
     "pens did she have left before buying?", 7, 4),
    # "full sacks" and "need" pull opposite ways
    ("Ada has 130 cans. Each sack holds 60 cans. How many full sacks does she need?", 3, None),
    # crates a second buyer bought hold crackers too: counting only the crates a rate was told
    # beside leaves them out
    ("Ned bought 3 crates of pears. Each crate held 10 pears. Ola bought 2 more than twice as "
     "many crates of pears as Ned. How many pears did they buy altogether?", 30, None),
    # things do not leave by themselves: "and 3 pears left" is what remained, not 3 that went
    ("Tom had 20 pears and 3 pears left. How many pears does Tom have?", 17, None),
    # "had 20 before" is a holding before the sale, not now
    ("Tom sold 5 cakes. Tom had 20 cakes before. How many cakes does Tom have?", 20, 15),
    # a participle of a change ("Selling cups,") is no scene to set aside, nor dropped for
    # having no subject: whose cups were sold is not told
    ("Tom had 10 cups. Selling cups at the fair, he was happy. How many cups does Tom have?", 10,
     None),
    # "One-third" read as "One" and an ordinal: one van, never a third of the vans
    ("There are 90 vans in a car park. One-third are white, one-half are grey, and the rest are "
     "green. How many green vans are in the car park?", 44, 15),
    # "each" with no noun asks each one's amount, never the whole
    ("Ivo and his niece had $330 together, and Ivo had 10 times as much as his niece. How much "
     "money had each?", 300, None),
    # a weight compared after another change of that measure: compared with it when?
    ("Yola weighs 100 pounds. She lost 10 pounds. Wanda weighs 30 pounds more than Yola. How many "
     "pounds does Wanda weigh?", 130, None),
    ("Yola weighs 100 pounds. Wanda weighs 30 pounds more than Yola. Wanda gained 5 pounds. How "
     "many pounds does Wanda weigh?", 130, None),
    # with no holder asked, the other side of a comparison and a group's members hold too
    ("Ann and Bo have 33 pens in all. Ann has 10 times as many pens as Bo. How many pens are "
     "there?", 30, 33),
    # a square foot is an area: 144 square inches, never the 12 inches of a foot
    ("Ivy has 3 square feet of felt. She buys 2 more square feet of felt. How many square inches "
     "of felt does Ivy have?", 60, 720),
    ("Ivy has 2 cubic feet of sand. She buys 1 more cubic foot of sand. How many cubic inches of "
     "sand does she have?", 36, 5184),
    # cups of flour are flour too: pounds of it cannot leave them out
    ("Ivy has 4 pounds of flour and 3 cups of flour. How many pounds of flour does Ivy have?", 4,
     None),
    ("Ivy has 6 ounces of juice and 2 cups of juice. How many ounces of juice does she have?", 6,
     None),
    # a price after a count in dozens may be each dozen's: "3 dozen eggs at $2" is not $72
    ("Vera bought 3 dozen eggs at $2. How much did she spend?", 72, None),
    ("Vera sold 4 dozen pies at $12. How much money did she make?", 576, None),
    # a measure told by another adjective of the same dimension: wide is no length
    ("Ivo's rope is 12 feet long. Ana's rope is 5 feet wide. How many feet longer is Ivo's rope "
     "than Ana's rope?", 7, None),
    ("Ana's scarf is 5 feet wide. How long is Ana's scarf?", 5, None),
    ("Ivo's rope is 12 feet long. Ana's rope is 5 feet wide. How much longer is Ivo's rope than "
     "Ana's rope?", 7, None),
    # "every 4 days" is all at once each 4 days: 2 weeks hold 3½ stretches, never 42
    ("Tia eats 12 carrots every 4 days. How many carrots does she eat in 2 weeks?", 42, None),
    ("A goat eats 12 carrots every 4 days. How many carrots does it eat in 10 days?", 30, None),
    # a sum closing a list of purchases is the last thing's, never what the things priced each
    # cost together (that it equals 4 × $3 makes it no tie of theirs)
    ("Rui bought 4 cups for $3 each and a rug for $12. How much did Rui spend?", 12, 24),
    # a chain of paces per month says nothing of a count of days, nor do days of each week
    # name every day
    ("Rui eats 2 figs, 3 times a day, 20 days a month. How many figs does Rui eat in 30 days?",
     180, None),
    ("Rui eats 2 figs, 3 times a day, 4 days a week. How many figs does Rui eat in 7 days?", 42,
     None),
    # a discount "on everything" and a sum told of one thing: was the sum before the discount or
    # after? (never the discount on the things priced each alone)
    ("Rui buys a lamp for $9 and 3 mugs at $4 each. He gets a 10% discount on everything. How "
     "much did Rui pay?", Fraction(99, 5), None),
    ("Rui buys a lamp for $9. He buys 3 mugs at $4 each. He gets a 10% discount on everything. "
     "How much did Rui pay?", Fraction(99, 5), None),
    # a raise changes the wage: "a $2 raise" is never $2 got, and the old wage is not the pay
    # asked after it
    ("Rui earns $9 an hour. Then he gets a $2 raise. How much does Rui earn in 4 hours?", 36, 44),
    ("Rui had $30. He got a $3 raise. How much money does Rui have?", 33, None),
    # a wage and other money got by its earner: is the bonus part of the pay for the hours?
    ("Rui earns $9 an hour. He gets a $5 bonus. How much does Rui earn in 4 hours?", 36, None),
    # "every other day" over an odd count of days: is the first day one of them?
    ("Rui swims 4 laps every other day. How many laps does Rui swim in 9 days?", 18, None),
    ("Rui swims 4 laps every other day. How many laps does Rui swim in 3 weeks?", 42, None),
    # every other Monday is no pace per day
    ("Rui swims 4 laps every other Monday. How many laps does Rui swim in 4 weeks?", 8, None),
    # a span told of another doing is not the span of the pace
    ("Rui reads 20 pages a day. He swims for 5 days. How many pages does Rui read?", 100, None),
    ("Rui reads for 2 hours a day. Ada reads for 5 days. How many hours does Ada read?", 10, None),
    # a pace of one person is not another's
    ("Rui works for 6 hours a day, 5 days a week. Ada works 4 days a week. How many hours does Ada "
     "work in a week?", 24, None),
    ("Tia reads 12 pages every 4 days. How many days will it take her to read 30 pages?", 10, None),
    # a word ending in the noun asked may or may not name one of them (t-shirts are shirts, a
    # pineapple is no apple): never counted apart without a word on it
    ("Ann has 3 t-shirts and 2 dress shirts. How many shirts does she have?", 2, None),
    ("Ann picked 3 strawberries and 2 berries. How many berries did she pick?", 2, None),
    # a member named before its category noun names the member ("salmon fish" are salmon); a
    # category described otherwise ("red fish") may hold some of the members asked; a member of
    # another name ("pine trees") is no oak
    ("Ann has 3 salmon and 4 salmon fish. How many salmon does she have?", 3, 7),
    ("Ann has 3 salmon fish and 4 salmon. How many salmon does she have?", 4, 7),
    ("Ann has 3 oak trees and 4 oaks. How many oaks does she have?", 4, 7),
    ("Ann caught 3 salmon and 4 salmon fish. How many salmon did she catch?", 3, 7),
    ("There are 3 salmon and 4 salmon fish in the pond. How many salmon are in the pond?", 3, 7),
    ("Ann has 3 salmon and 4 red fish. How many salmon does she have?", 3, None),
    ("Ann has 3 oaks and 4 pine trees. How many oaks does she have?", 7, 3),
    # "can hold" is room: the boxes bought may not be full
    ("Mia bought 4 boxes of pears. Each box can hold 6 pears. How many pears did Mia buy?", 24, None),
    # a doing the token machine took for a describing word, or with no one to do it: how many
    # shells came or went is not told
    ("Ivo has 10 shells. Collecting shells, he hummed. How many shells does Ivo have?", 10, None),
    ("Ivo has 10 shells. Pocketing shells, he hummed. How many shells does Ivo have?", 10, None),
    # a seller's price is hers: not what another seller's sales bring, nor what she pays
    ("Vera sells scarves for $9 each. Bo sold 4 scarves. How much money did Bo make?", 36, None),
    ("Vera sells scarves for $9 each. She bought 5 scarves. How much did she spend?", 45, None),
    # "for free" is a price of nothing, never a purpose set aside: those lawns earn nothing
    ("Tom earns $5 for every lawn he mows. He mowed 6 lawns last week. He also mowed 2 lawns for "
     "his mom for free. How much did he earn?", 40, None),
    # a wage for one work is not the pay for another
    ("Ana earns $12 an hour babysitting. She babysat for 5 hours and tutored for 2 hours. How much "
     "did she earn?", 84, None),
    # "twice as many" with no "as" after a comparison is as the one compared with, not as the
    # subject's compared count (12 or refuse, never 2 × 15)
    ("Steve has 6 pens and 12 cups. Sid has 3 more cups than Steve and twice as many pens. How "
     "many pens does Sid have?", 30, 12),
    # the contents of "each box" are not those of boxes of another description
    ("Ann has 3 boxes of pens and 2 boxes of pencils. Each box has 6 pens. How many pens does she "
     "have?", 30, 18),
    ("Ann has 3 red bags and 2 blue bags. Each red bag has 6 pens. How many pens does Ann have?", 30,
     None),
    # values told by two people are two lists, not one sequence to continue
    ("Ike baked 2 pies on Monday. Ada baked 4 pies on Tuesday and 6 pies on Wednesday. If this "
     "pattern continues, how many pies will Ada bake on Thursday?", 8, None),
    # a sequence of one act does not answer for another act on the same things
    ("Ike bought 2 pies on Monday, 4 pies on Tuesday and 6 pies on Wednesday. If this pattern "
     "continues, how many pies will Ike eat on Thursday?", 8, None),
    # a person told only beside a holder ("with his dad") may be one of "the two of them"
    ("Ivo caught 4 fish with his aunt. Bo caught 6 fish. How many fish did the two of them "
     "catch?", 10, None),
    # other things beside the containers may hold the kind too
    ("There are 6 vans and 2 sleds. Each van has 4 seats. How many seats are there?", 24, None),
    # a condition that counts nothing may limit the pace told
    ("Ana can bake 3 pies in 2 hours if Bo helps her. How many pies can Ana bake in 6 hours?", 9,
     None),
    # a change the text places before a holding told as now
    ("Ola has 15 cards. She gave away 5 cards last week. How many cards does Ola have?", 10, None),
    # "them" is the whole of one holding only when one holder held one kind, of a known count
    # at that time: two kinds, two holders, a count changed since told, or "some of them" refuse
    ("Una baked 12 buns and 8 rolls. She gave them to Vic. How many buns does Vic have?", 20, None),
    ("Una has 12 buns. Vic has 8 buns. Una gave them to Wes. How many buns does Wes have?", 20,
     None),
    ("Una has 12 buns. She ate 4 buns. Then she gave them to Vic. How many buns does Vic have?", 12,
     8),
    ("Una has 12 buns. She gave some of them to Vic. How many buns does Vic have?", 12, None),
    # "kept some (4) and gave the rest": the rest is what was not kept, and the kept ones are still held
    ("Una baked 30 buns. She gave 5 buns to Vic, kept some in a box and gave the rest to Wes. How "
     "many buns does Una have?", 0, None),
    ("Una had 30 buns. She gave 6 buns to Vic. Then she kept 4 buns and gave the rest to Wes. How "
     "many buns does Una have?", 0, 4),
    ("Una baked 12 buns and 8 rolls. She sold them for $1 each. How much money did she make?", 12,
     None),
    ("Una baked 12 buns and 8 rolls. She sold half of them for $1 each. How much money did she "
     "make?", 6, None),
    ("Una baked 12 buns and 8 rolls. She sold 5 of them for $1 each. How much money did she make?",
     4, None),
    # "for $10" with no "each" may be the sum for all of them
    ("Una baked 12 buns. She sold them for $10. How much money did she make?", 120, 10),
    # "them" before a thing given is the receivers
    ("Una has 12 buns. She gave them 4 buns. How many buns does Una have?", 12, 8),
    ("Una has $12. She gave them $4. How much money does Una have?", 0, 8),
    # time moves every age asked, not their total once
    ("Kai is 7 years old. Lu is 9 years old. How old will Kai and Lu be in 3 years?", 19, 22),
    ("Kai is 7 years old. Lu is 9 years old. How old will they be in 3 years?", 19, 22),
    # a bare count held is never an age: 4 of what is not told
    ("Kit is twice as old as Ugo. If Ugo had 4, how old is Kit?", 8, None),
    # an age at another time is never below zero: one not yet born has no age then
    ("Kai is 7 years old. How old was Kai a decade ago?", -3, None),
    ("Kai is 7. Lu is 19. When Lu was 10, how old was Kai?", -2, None),
    ("Kai is 2 years old. Lu is 20 years old. What was the sum of their ages 3 years ago?", 16, None),
    # "used a coupon to save $5": saving is no getting, her money did not grow
    ("Ann had $20. She used a coupon to save $5. How much money does Ann have?", 25, None),
    # some of a holding "were baked" says who made them: none was taken from the plate
    ("There were 30 rolls on a tray. 10 of them were baked by Ivo. How many rolls are on the "
     "tray?", 20, None),
    ("There were 30 rolls on a tray. 10 of them were made. How many rolls are on the tray now?",
     20, None),
    # a thing held holds a kind its holder then gives or holds: the box's pens, or others?
    ("Ivo had a crate that had 20 plums. He gave 6 plums to Bea. How many plums does the crate "
     "have?", 20, None),
    ("Ivo had a crate with 20 plums. He gave 6 plums to Bea. How many plums does the crate "
     "have?", 20, None),
    ("Ivo has a crate with 20 plums. He has 4 plums. How many plums does Ivo have?", 4, None),
    ("Ivo has a crate that has 20 plums. He has 4 plums. How many plums does Ivo have?", 4, None),
    # "them" after "12 pounds of apples" may be the apples: $5 each is not $5 a pound
    ("Ana picked 12 pounds of apples. She sold them for $5 each. How much money did she make?",
     60, None),
    # a doing planned may come before the time asked: "will have left" may be after it
    ("Ana has 10 apples. She plans to eat 4 apples. How many apples will she have left?", 10, None),
    # a pay for one doing is not all that was earned: another doing or a sale may pay too
    ("Ana earns $10 an hour. She worked 3 hours and sold 2 pies. How much did she earn?", 30, None),
    ("Ana charges $10 per lawn. She mowed 4 lawns and 2 gardens. How much did she earn?", 40, None),
    # "Ben ate 2 of them" is of her pies: "them" sold after is not all 12 (read since as her
    # loss, Ben the eater: she sold 10)
    ("Ana baked 12 pies. Ben ate 2 of them. She sold them for $5 each. How much money did she "
     "make?", 60, None),
    ("Ana baked 12 pies. Ben ate 2 of them. She sold all of her pies for $5 each. How much money "
     "did she make?", 60, 50),
    # a pace per book says nothing of the pages of the magazine read beside the books
    ("Ana reads 30 pages per book. She read 2 books and 1 magazine. How many pages did she "
     "read?", 60, None),
    # the change from a bill is less everything bought: a sum paid for one thing as well as
    # the things priced each (not only the priced ones)
    ("Ivo bought a lamp for $20 and 3 pens for $2 each. He paid with a $50 bill. How much change "
     "did he get?", 44, 24),
    # "the next Monday" after Monday to Wednesday is no next place: four days on, or refuse
    ("Ada read 3 pages on Monday, 5 pages on Tuesday, and 7 pages on Wednesday. If this pattern "
     "continues, how many pages will she read on the next Monday?", 9, None),
    # a comparison with no number changes a pace told before, by an amount nobody told
    ("Ana can fold 6 shirts in an hour. Now she is quicker. How many shirts can she fold in 2 "
     "hours?", 12, None),
    ("Ben walks 3 miles a day. He walks slower now. How many miles does he walk in 4 days?", 12, None),
    # a wage named for one work does not pay a stretch of work named as another
    ("Ana earns $12 an hour babysitting. She worked 5 hours at the store. How much money did she "
     "earn?", 60, None),
    ("Ana earns $12 an hour washing cars. She worked 5 hours washing dogs. How much money did she "
     "earn?", 60, None),
    # a multiple that is denied, foretold or only possible tells no amount held now
    ("Ola has 15 shells. Pim does not have three times as many shells as Ola. How many shells "
     "does Pim have?", 45, None),
    ("Ola has 15 shells. Pim will have three times as many shells as Ola. How many shells does "
     "Pim have?", 45, None),
    ("Ola has 15 shells. Pim might have three times as many shells as Ola. How many shells does "
     "Pim have?", 45, None),
    # "yesterday" in the question picks the events of that day, and the holding of that day
    ("Rui baked 6 buns yesterday and 4 buns today. How many buns did Rui bake yesterday?", 10, None),
    ("Rui painted 6 fences yesterday. Today he painted 4 fences. How many fences did he paint "
     "yesterday?", 10, None),
    ("Rui had 30 stamps yesterday. He sold 8 stamps today. How many stamps did Rui have "
     "yesterday?", 22, 30),
    # "3 miles less", "4 pens more" after the noun compare, as "3 fewer miles" does before it
    ("Lia swam 20 laps. Kai swam 6 laps less. How many laps did Kai swim?", 6, 14),
    ("Lia has 20 beads. Kai has 6 beads more. How many beads does Kai have?", 6, 26),
    ("Lia slept for 8 hours. Kai slept for 45 minutes more. How many minutes did Kai sleep?", 45,
     525),
    ("Lia swam 20 laps. Kai swam 6 fewer laps. How many laps did Kai swim?", 6, 14),
    ("Lia has 20 beads. She bought 6 fewer beads. How many beads does she have?", 26, None),
    # holding more than is needed leaves no amount lacking
    ("Tao needs 8 cups. He has 20 cups. How many more cups does he need?", -12, 0),
    # coins are money: "3 dollars and 2 dimes" is not 3 dollars (the dimes at their worth in
    # the dollars the story counts money in)
    ("Vic has 4 dollars and 3 dimes. How much money does Vic have?", 4, Fraction(43, 10)),
    ("Vic needs 10 dollars. He has 4 dollars and 3 quarters. How many more dollars does he "
     "need?", 6, None),
    # a kind named only in a comparison: Sal's "pencils" need not all be blue
    ("Noa has 5 more blue pencils than Sal. Sal has 7 pencils. How many blue pencils does Noa "
     "have?", 12, None),
    ("Noa has twice as many blue pencils as Sal. Sal has 7 pencils. How many pencils does Noa "
     "have?", 14, None),
    # "each green crate" tells what green crates hold, not the "5 crates" told with no colour
    ("Ugo has 5 crates. Each green crate holds 8 melons. How many melons does Ugo have?", 40, None),
    ("Ugo has 5 brown crates. Each green crate holds 8 melons. How many melons does Ugo have?", 40,
     None),
    # "a night", "each morning", "one night" are a pace per period or which time, never words
    # that count nothing
    ("Eli slept 9 hours a night for a week. How many hours did he sleep?", 9, 63),
    ("Eli earns 7 dollars a morning. He worked 4 mornings. How much did he earn?", 7, 28),
    ("Eli drew 6 pictures one night. How many pictures did he draw?", 7, 6),
    # a thing listed with no number beside a counted one is held, moved or paid for too
    ("Zed has 6 hens and a goat. How many animals does Zed have?", 6, None),
    ("Zed bought 3 lamps and a rug for $60. How much did each lamp cost?", 20, None),
    ("Zed picked 9 plums and a peach. How many fruits did Zed pick?", 9, None),
    # "$3 a dozen" is a price per twelve, never $3 and a dozen more
    ("Zed baked 36 rolls. He sold them for $3 a dozen. How much money did he make?", 3, 9),
    # "usually", "sometimes", "hardly" tell a habit or a rarity, not the one doing of the story
    ("Zed has 40 nails. He usually uses 6 nails. How many nails does Zed have?", 34, None),
    ("Zed has 40 nails. He sometimes loses 6 nails. How many nails does Zed have?", 34, None),
    # a past holding told after a change, with no "now", "left" or "then": before it or after?
    ("A lamp costs $15. Ona bought 2 lamps. She had $40. How much money does she have now?", 40, 10),
    ("Ona lost 4 keys. She had 9 keys. How many keys did she have at first?", 13, None),
    # "the three hours" told, but two of them only tell a rate changing: not one event each
    ("Noor wrote 9 poems in the first hour. Noor then tripled her pace for the second hour, and "
     "doubled it again for the third hour. How many poems did Noor write in the three hours?",
     9, None),
    # a pace per day repeats on days the story does not tell: the days' events are not all
    ("Lev runs 3 miles every day. Yesterday he ran 2 extra miles, and today he ran 1 extra mile. "
     "How many miles did Lev run in the two days?", 3, None),

    # "the girls" are the girls named: a mother the story mentions is not one of them
    ("Anna picked 6 plums. Helen picked 9 plums. Their mom picked 2 plums. How many plums did the "
     "girls pick?", 17, 15),
    # "how many more did he eat" after "ate 5 … then ate 8 more": the 8, not all he ate
    ("Tom ate 5 apples. Then he ate 8 more apples. How many more apples did he eat?", 13, 8),
    # pairs of gloves counted by pairs are no gloves: 3 pairs are 6 gloves, never 3
    ("Ivo has 3 pairs of gloves. How many gloves does Ivo have?", 3, 6),
    ("A pair has 2 gloves. Ivo has 3 pairs of gloves. How many gloves does Ivo have?", 3, 6),
    # parts of a size filled from a holding of which some is told kept or given: not all of it
    ("Ivo has 40 figs. He puts 5 figs in each jar. He has 10 figs left. How many jars did he "
     "fill?", 8, 6),
    ("Ivo has 40 figs. He puts 5 figs in each jar. He gave 10 figs to Ana. How many jars did he "
     "fill?", 8, 6),
    ("Ivo has 40 figs. He gave each cousin 5 figs and kept 10. How many cousins are there?", 8, 6),
    # a holding told in two kinds or two places is shared whole, never as its first part alone
    ("Ivo has 30 red figs and 18 green figs. He shares the figs among 6 friends. How many figs "
     "does each friend get?", 5, 8),
    ("Ivo has 30 figs in a jar and 18 figs in a bag. He has 6 boxes. Each box has the same number "
     "of figs. How many figs are in each box?", 5, 8),
    # the category word told as a holding beside kinds of it: are the cats among the animals?
    ("Ria has 4 animals and 3 cats. How many animals does Ria have?", 4, None),
    ("There are 6 fruits and 2 pears in a bowl. How many fruits are in the bowl?", 6, None),
    # (given away as animals, the dogs and cats are counted together from then on)
    ("Ria has 5 dogs and 3 cats. She gives 2 animals to Lou. How many animals does Ria have?",
     8, 6),
    # a likeness is not settled by its noun: toy cars may or may not be vehicles, toy soldiers
    # toys, stuffed bears animals
    ("Ria has 20 toy cars and 5 trucks. How many vehicles does Ria have?", 25, None),
    ("Ria has 20 toy cars and 5 dolls. How many toys does Ria have?", 5, None),
    ("Ria has 4 toy dogs and 3 cats. How many animals does Ria have?", 7, None),
    ("Ria has 4 stuffed animals and 3 cats. How many animals does Ria have?", 4, None),
    # a disputed membership is two readings that disagree: tomatoes among fruits, whales among
    # fish, cows among pets
    ("Ria has 3 apples and 2 tomatoes. How many fruits does Ria have?", 3, None),
    ("An aquarium has 5 sharks and 2 whales. How many fish does the aquarium have?", 5, None),
    ("Ria has 3 cows and 4 cats. How many pets does Ria have?", 4, None),
    # two kinds asked together are those kinds only; a category counts every member told of
    # the holder, and no kind of another holder's
    ("Ria has 3 cats, 2 dogs and 4 goldfish. How many dogs and cats does Ria have?", 9, 5),
    ("Ria has 3 cats, 2 dogs and 4 goldfish. How many animals does Ria have?", 5, 9),
    ("Ria has 3 cats. Lou has 2 dogs. How many animals does Ria have?", 5, 3),
    # a category compared with one of its own kinds is no difference of two counts
    ("Ria has 3 cats and 2 dogs. How many more animals than cats does Ria have?", 2, None),
    ("Ria has 3 cats and 2 dogs. How many more cats than animals does Ria have?", -2, None),
    # the events of a category asked: a kind the lexicon cannot place blocks the answer
    ("Ann bought 10 shirts and twice as many scarves as shirts. How many clothes did Ann buy?", 10,
     None),
    # a part of what was got when the holder had some before: the ones before may be ripe too
    ("Rod had some plums. He picked 40 plums. Half of them are ripe. How many ripe plums does Rod "
     "have?", 20, None),
    # a supposition placed at another time may be another selling, not the one compared
    ("Ana sold twice as many cakes as Bo. If Ana sold 10 cakes on Monday, how many cakes did Bo "
     "sell?", 5, None),
    # Bo's holding is told: "twice as many as Bo" may be of it, and no picking of Bo's is implied
    ("Bo has 10 apples. Ana picked twice as many apples as Bo. If Ana picked 20 apples, how many "
     "apples does Bo have now?", 20, None),
    # more held than needed: "how many more does he need" is never below zero
    ("Omar needs 30 cups. He has 36 cups. How many more cups does he need?", -6, None),
    # what is still wanted of a holding depends on the direction of every change to it: "moved"
    # has none (the polarity obligation is discharged only for a doing wanted)
    ("Tom needs 30 eggs. He has 20 eggs. He bought 4 eggs. He moved 5 eggs. How many more eggs "
     "does he need to buy?", 1, None),
    # how many bags she bought is not told: what is left is not the rest of 20 ÷ 6
    ("Figs come in bags of 6. Ana ate 20 figs. How many figs does she have left?", 2, None),
    # "them" after red pens and blue pens is all the pens: never the red ones alone
    ("Ana has 12 red pens and 6 blue pens. She shares them among 3 friends. How many pens does "
     "each friend get?", 4, 6),
    ("Ana has 12 red pens and 6 blue pens. She puts them into boxes of 3. How many boxes does she "
     "fill?", 4, 6),
    # change comes back of all that was spent: money spent on a thing the reading keeps only as
    # money gone is spent too, not left out of the priced purchases
    ("Ana bought 3 pens at $2 each. She bought a pad for $4. She paid the clerk $20. How much "
     "change did Ana get back?", 14, 10),
    # a sum paid "for" one thing, then a counted thing with no sum of its own: what the second
    # cost is untold (or the sum was for both); a sum taken "off" is a discount, not spent
    ("Ida got a lamp for $15 and 3 mugs. How much money did Ida spend?", 15, None),
    ("Ida got a lamp for $15 and 3 mugs. She paid with a $20 bill. How much change did she "
     "get?", 5, None),
    ("Ida got a lamp for $15 with a coupon for $4 off. How much money did Ida spend?", 19, None),
    # "as many as Bo bought / has": a doing or holding of Bo's other than the one compared
    ("Kai sold twice as many cards as Bo bought. Bo sold 6 cards. How many cards did Kai sell?",
     12, None),
    ("Kai sold twice as many cards as Bo has. Bo sold 6 cards. How many cards did Kai sell?",
     12, None),
    ("Kai sold twice as many cards as Bo and Cy. If Bo sold 6 cards, how many cards did Kai "
     "sell?", 12, None),
    # the room of each red box is no room of boxes not told red
    ("Each red box can hold 9 pens. Max has 4 boxes. How many pens can his boxes hold?", 36,
     None),
    # a wage times the hours is not all that was earned when other money came in too
    ("Pia earns $9 an hour. She worked 4 hours and got a $5 tip. How much did she earn?", 36,
     None),
    ("Pia earns $9 an hour. She worked 4 hours and sold a vase for $5. How much did she earn?",
     36, None),
    # someone else paid for the purchases: what the buyer spent is not their cost
    ("Ned bought 4 mugs for $3 each. His aunt paid for them. How much did Ned spend?", 12, None),
    # things that came into a place, asked after some also left it: only the ones that came
    ("There were 6 birds in the tree. 4 birds flew up to the tree. 3 birds flew away. How many "
     "birds flew up to the tree?", 7, 4),
    ("8 goats came into the pen. 2 goats came out of the pen. How many goats came into the pen?",
     10, 8),
    # "will have the same number" is not so now; "the same number of red shells" says nothing
    # of the shells that are not red
    ("Ida and Max will have the same number of shells. Ida lost 7 shells. Max found 9 shells. How "
     "many more shells does Max have than Ida now?", 16, None),
    ("Ida and Max have the same number of red shells. Ida lost 7 shells. Max found 9 shells. How "
     "many more shells does Max have than Ida now?", 16, None),
    # a thing listed with no number after a sum paid for another: its cost is untold
    ("Ted had 90 cents. He bought a bag of nuts for 35 cents and a pen. How much money did Ted "
     "spend?", 35, None),
    # "than Ida at first": a difference at another time than the end is not the difference now
    ("Ida had 10 shells. Max had 10 shells. Ida lost 7 shells. Max found 9 shells. How many more "
     "shells does Max have than Ida at first?", 16, None),
    # a holding told as then ("last week", "yesterday") is no holding now, when nothing after it is told
    ("Kia had 12 pens last week. How many pens does Kia have?", 12, None),
    ("Ned has 20 pens. Kia had 12 pens yesterday. How many more pens does Ned have than Kia?", 8, None),
    # a loss "yesterday" told after a holding now came before it, even when a decimal point stands
    # between the clause and its time word (the sentence is the machine's, not the text cut at ".")
    ("Sid has 12 dollars. He lost $2.50 yesterday. How much money does he have?", Fraction(19, 2), None),
    # "withdrew $20 from the bank" brings the money out to her, never takes it from her
    ("Pia had 50 dollars. She withdrew 20 dollars from the bank. How much money does Pia have?", 30,
     70),
    # "How many did he have?" after changes may ask the first holding as well as the last
    ("Uri had some cups. He bought 6 more. Now he has 15 cups. How many cups did he have?", 15, None),
    ("Uri sold 7 mugs. He has 30 mugs left. How many mugs did he have?", 30, None),
    # "3 bags of sugar" bought beside "5 pounds of flour" weigh too: "how many pounds" must not
    # leave them out
    ("Ivy bought 4 pounds of rice and 2 bags of beans. How many pounds did she buy?", 4, None),
    # "3 pairs of gloves" are six gloves, never three: a count multiplier is no measure of stuff
    ("Oto has 3 pairs of gloves. How many gloves does Oto have?", 3, 6),
    # a change in the past perfect after a holding happened before it: the order of telling is
    # not the order of the changes ("By May he had spent 9" places it later)
    ("Edo has 30 coins. He had given 8 coins to Ria. How many coins does Edo have?", 22, 30),
    ("Edo had 30 coins. He had already spent 8 coins. How many coins did he have at first?", 30,
     None),
    # money paid to the one asked about ("a $5 bonus") is earned too: never set aside
    ("Ken earns $10 an hour. He worked 3 hours. His boss paid him a $5 bonus. How much did Ken "
     "earn?", 30, 35),
    ("Ken earns $10 an hour. He worked 3 hours. He got a $5 tip. How much did Ken make?", 30, 35),
    # "2 of Dee's plums" eaten by Eli come out of Dee's holding, never Eli's
    ("Dee has 9 plums. Eli has 4 more plums than Dee. Eli ate 2 of Dee's plums. How many plums "
     "does Dee have?", 9, 7),
    # a holding told of a past time ("last year", "yesterday") is not what is held now, nor what
    # a holding now is compared with
    ("Jan had 12 stamps last year. How many stamps does Jan have?", 12, None),
    ("Jan had 12 stamps yesterday. Ivo has 5 more stamps than Jan. How many stamps does Ivo "
     "have?", 17, None),
    # nor what lasts, or what more is needed, now: no answer may rest on it
    ("Pia had 30 nuts last week. She eats 5 nuts a day. How many days will the nuts last?", 6, None),
    ("Ole had $15 last month. How much more money does he need to earn to have $40?", 25, None),
    # another paid for one of the things: what came out of her bill is not all that was bought
    ("Ivy bought a cap for $9 and a mug for $4. Her dad paid for the mug. How much change did Ivy "
     "get from a $20 bill?", 7, 11),
    # what one buyer paid each ("for $30 each") is no price another buyer paid
    ("Eva bought 4 mugs for $6 each. Rob bought 2 mugs. How much did Rob spend?", 12, None),
    # nor what one sale fetched each ("on Friday") a price of her sale on another day
    ("Ula sold 6 jars for $5 each on Friday. She sold 4 jars on Monday. How much money did she make "
     "in all?", 50, None),
    ("Ula bought 6 jars for $5 each. She bought 4 jars on Monday. How much did she spend?", 50, None),
    ("Ula sold 6 jars for $5 each today. She sold 4 more jars yesterday. How much did she earn?",
     50, None),
    ("Ula had $90. She sold 6 jars for $5 each on Friday. She sold 4 jars on Monday. How much money "
     "does she have now?", 140, None),
    ("Ula bought 6 jars on Friday. Each jar cost $5. She bought 4 jars on Monday. How much did she "
     "spend in all?", 50, None),
    # a change untold between two holdings may be another's doing: "how many did she use?"
    ("Ola had 45 nails in a tin. Her son used some. She found there were 30 left. How many nails "
     "did she use?", 15, None),
    # what makes equal stacks exact is needed by the one who would stack them, not by the owner
    ("Bea has 17 stones. Cal wants to put them in 3 equal piles. How many more stones does Bea "
     "need?", 1, None),
    # a holding told as now comes after what the story then tells in the past: not its start
    ("Zed has 15 marbles now. He lost 4 marbles. How many marbles does Zed have?", 11, 15),
    ("Zed now has 15 marbles. He lost 4 marbles. How many marbles did Zed have at first?", 15, 19),
    # what is held counts toward what is wanted only when it is of the kind wanted
    ("Gus has 18 green tiles. He needs 40 white tiles. How many more tiles does he need?", 22, None),
    ("Gus has 18 green tiles. How many more tiles does he need to have 40 white tiles?", 22, None),
    # "how many more did Ann buy than Jim" compares what each bought, not what each holds
    ("Uma has 14 cards. Vic has 9 cards. How many more cards did Uma buy than Vic?", 5, None),
    ("Uma has 14 cards. Vic has 9 cards. How many more cards did Uma lose compared to Vic?", 5, None),
    # a season or a weekday gone by is a past time too
    ("Cal had 8 kites last summer. How many kites does Cal have?", 8, None),
    ("Cal had 8 kites last Friday. Dot has 2 more kites than Cal. How many kites does Dot have?",
     10, None),
    # so are "in the past", "previously", "before the storm": what came after is not told
    ("Cal had 8 kites before the storm. How many kites does Cal have?", 8, None),
    ("Cal previously had 8 kites. How many kites does Cal have now?", 8, None),
    # a number that is the subject of what was found or seen is no thing found
    ("Rae had 20 cups. She found 6 cups were cracked. How many cups does she have?", 26, None),
    ("Rae had 20 cups. She saw 6 cups had chips. How many cups does she have?", 20, None),
    # a bare "a couple", "a handful" is an amount of the things told, not a thing of its own
    ("Lia had 9 plums. She ate a couple. How many plums are left?", 9, 7),
    ("Lia had 9 plums. She gave a handful to Bo. How many plums does Lia have?", 9, None),
    # a bound after the amount ("3 at most", "5 at least") is no amount
    ("Lia had 9 plums. She ate 4 plums at most. How many plums are left?", 5, None),
    ("Lia had 9 plums. She sold 4 plums at least. How many plums does she have?", 5, None),
    # a price "each" after containers and their contents: each box, or each thing in it?
    ("Ivo bought 4 boxes of 6 eggs at $2 each. How much did Ivo spend?", 8, None),
    # a "more" closing the question with no "than": more than whom?
    ("Oto has 9 kites. Pim has 4 kites. How many kites does Oto have more?", 9, 5),
    # a number said not to hold ("5, not 3") is no second change
    ("Rua had 20 hats. She sold 6 hats, not 4. How many hats does she have?", 10, None),
    # what is lent is still owned, what is borrowed is not: "own" is not "have" after a lending
    ("Oto has 7 kites. He lent 3 kites to Pim. How many kites does Oto own?", 4, 7),
    ("Oto has 7 kites. He borrowed 3 more kites. How many kites does Oto own?", 10, 7),
    # a number that names one of a kind ("on day 2", "in round 3") counts nothing
    ("Ari picked 5 figs on day 1 and 6 figs on day 2. How many figs did Ari pick?", 14, 11),
    ("Ari won 2 medals in round one and 3 medals in round two. How many medals did he win?", 8, 5),
    # "every third day" is one day in three: the ordinal is never dropped to "every day"
    ("Uma swims 2 laps every third day. How many laps does she swim in 6 days?", 12, 4),
    ("Uma swims 2 laps every second day. How many laps does she swim in 6 days?", 12, 6),
    # what each of one kind holds, told before a count of it beside another kind: the other
    # kind may hold some too (told after, this was already refused)
    ("Each nest has 4 eggs. There are 5 nests and 3 burrows. How many eggs are there?", 20, None),
    # an amount given "to both" or "to all of" them: in all, or to each?
    ("Eve has 20 beads. She gave 6 beads to both Kai and Noa. How many beads does Eve have?", 14, None),
    ("Eve has 20 beads. She gave 6 beads to all of her cousins. How many beads does Eve have?", 14, None),
    # money saved on a purchase or by a doing is a price not paid, not money gained
    ("Ola had $40. She saved $15 on a new coat. How much money does Ola have?", 55, None),
    ("Ola had $40. She saved $15 by walking to work. How much money does Ola have?", 55, None),
    # "left" asked of no one after one of two people changed what they hold: whose are left?
    ("A cook has 12 pies. Her son has 5 pies. The cook sold 8 pies. How many pies are left?", 9, None),
    # a joint holding told of a past time is not what the group holds now
    ("Kit and Lu together had 36 shells last week. How many shells do Kit and Lu have?", 36, None),
    # a change under way ("is selling", "was giving away") is not done: the holding after it is
    # not told
    ("Rua has 25 hats. She is selling 15 hats. How many hats does she have?", 10, None),
    ("Rua had 25 hats. She was giving away 15 hats. How many hats does she have now?", 10, None),
    # a comparison placed at the start, in the past or against a past holding, told after a
    # change to one side: the holdings compared before the change, not after it
    ("Dee has 20 shells. She gave 6 shells to Kai. At first, Kai had twice as many shells as Dee. "
     "How many shells does Kai have now?", 28, None),
    ("Dee had 20 shells. She gave 6 shells to Kai. Kai originally had twice as many shells as Dee. "
     "How many shells does Kai have now?", 28, None),
    ("Dee has 20 shells. She gave 6 shells to Kai. Yesterday Kai had twice as many shells as Dee. "
     "How many shells does Kai have now?", 28, None),
    ("Dee had 20 shells. She dropped 6 shells. Kai has 5 more shells than Dee did. How many shells "
     "does Kai have?", 19, None),
    # a part told as a share of a whole, then the whole changes: how many of the ones that came
    # or went were of the part is not told
    ("A club has 60 members. 20% of the members are girls. 15 more members joined the club. How "
     "many girls are in the club?", 12, None),
    ("Bo has 24 socks. Half of them are white. He lost 6 socks. How many white socks does Bo "
     "have?", 12, None),
    # a change to a part moves the whole it is part of
    ("Bo has 24 socks. Half of them are white. He lost 6 white socks. How many socks does Bo "
     "have?", 24, 18),
    ("Bo has 24 socks. Half of them are white and the rest are black. He bought 4 black socks. How "
     "many socks does Bo have?", 24, 28),
    # a wage named by its work, place or days pays only a stretch naming the same: babysitting
    # is not the shop's work, Saturday is no weekday
    ("Mei earns $11 an hour at the bakery. She babysits for 4 hours. How much does she earn?", 44, None),
    ("Mei earns $11 an hour on weekdays. She works 4 hours on Sunday. How much does she earn?", 44, None),
    # a wage of a past time is not the wage of a stretch now
    ("Mei earned $11 an hour last year. She works 4 hours. How much does she earn?", 44, None),
    # a wage or a pace told of two people: each of them, or the two together?
    ("Mei and Jo earn $11 an hour. They work 4 hours. How much do they earn?", 44, None),
    ("Mei and Jo read 12 pages a day. How many pages do they read in 5 days?", 60, None),
    # contents told of containers of one sort ("each big jar") are not the contents of every jar
    ("Each big jar has 9 plums. Lev has 3 jars. How many plums does Lev have?", 27, None),
    # a price told of a time is not the price of a purchase told without one
    ("A kite cost $7 last year. Uma buys 3 kites. How much does she pay?", 21, None),
    # what is bought with a coupon (or with someone) may not cost its price to the buyer
    ("A kite costs $7. Uma buys 3 kites with a coupon. How much does she pay?", 21, None),
    # a pace said of some days only ("on school days") does not hold for every day of 3 weeks
    ("Uma saves $3 a day on school days. How much does she save in 2 weeks?", 42, None),
    # "$50 a day" earned is per day worked: two weeks are not fourteen days of pay
    ("Uma earns $40 a day. How much does she earn in 2 weeks?", 560, None),
    # a pay told of one of two asked is not what both earned
    ("Uma charges $4 per hour. She babysat 6 hours and Kit babysat 3 hours. How much did they "
     "earn?", 24, None),
    # another doing counted in the pace's days: one of the stretch's days, or another day?
    ("Uma reads 15 pages a day. She read for 4 days. She skipped 1 day. How many pages did she "
     "read?", 60, None),
    # money "got back" after a purchase at its price: change from a larger sum, or a refund?
    ("Uma had $30. She bought a lamp for $9 and got $3 back. How much money does she have?", 24, None),
    # a price one buyer paid is told of her purchases, not of another buyer's
    ("Ana pays $2 for each pen. Ben buys 3 pens. How much does Ben pay?", 6, None),
    ("Ana pays $2 for each pen. Ana buys 5 pens. Ben buys 3 pens. How much do they pay?", 16, None),
    # a holder's share of things only she holds is all of them: the question means another whole
    ("Uma has 50 books. 30 of the books are novels. The rest are comics. What percentage of comics "
     "does Uma own?", 100, None),
    # things given away are still among "the pens": the giver's share of a kind is of hers alone?
    ("Uma has 20 pens. 8 of them are red. Uma gave 5 red pens to Kai. What percentage of the pens "
     "are red?", 20, None),
    # a sum told for a count of a kind already bought may be what some of those cost, not a price
    ("Uma bought 3 lamps. Two lamps cost $30. How much did she spend?", 45, None),
    # what one buyer pays each is not what a count costs anyone
    ("Ana pays $2 for each pen. How much do 3 pens cost?", 6, None),
    # a need of things already held: all of them bought, or only those lacking?
    ("Uma has 2 lamps. Lamps cost $5 each. If she needed 6 lamps, how much would it cost her?", 30, None),
    # "at home" is where a thing was done, not "went home": no loss, and no event of its own
    ("Pia spent 30 minutes painting at school and 15 minutes painting at home. How many minutes "
     "did she spend?", 30, 45),
    # "a tax of 10%" has the shape of "a discount of 10%": a tax is added to each price, never
    # taken off it
    ("Each lamp costs $20. Kai buys 3 lamps. He pays a tax of 10%. How much did Kai pay?", 54, 66),
    # a price asked of a kind on sale (or by a buyer with a discount): before the share off or
    # after it?
    ("Each lamp costs $10. The lamps are 20% off. Ana buys 2 lamps. How much do 3 lamps cost?",
     30, None),
    ("Ana bought 2 lamps. Each lamp was $10 but was 20% off. How much did she spend on 2 lamps?",
     20, 16),
    ("Each lamp costs $10. The lamps are 20% off. Ana buys 2 lamps. How many lamps can Bo buy "
     "with $40?", 4, None),
    ("Each lamp costs $10. Ana buys 2 lamps. She gets a 20% discount. How many lamps can Ana buy "
     "with $40?", 4, None),
    # what a buyer says she pays for each is what she pays: the sale may be in it already
    ("Ana pays $10 for each pen. The pens are 10% off. Ana buys 3 pens. How much did Ana pay?",
     27, None),
    # is a tip spent "on the lamps"? the question leaves it open
    ("Each lamp costs $20. Kai buys 3 lamps. He adds a 10% tip. How much did Kai spend on the "
     "lamps?", 66, None),
    # held kinds the lexicon cannot place under the kind wanted may be of it: ferns are plants
    ("Jo has 3 ferns, 5 palms and 7 leafy plants. She wants 24 plants. How many more plants "
     "does she need?", 17, 9),
    ("Jo has 3 ferns and 7 leafy plants. If she wants a total of 24 plants, how many more plants "
     "does she need?", 17, 14),
    # a sort told as held beside the whole of the same holder, at the same time, is among the
    # whole (never added to it)
    ("A zoo had 40 monkeys. It had 15 monkeys that climbed. How many monkeys did the zoo have?",
     55, 40),
    ("A zoo had 40 monkeys. It had 15 young monkeys. How many monkeys did the zoo have?", 55, 40),
    # a doing to things of the kind held may use them up (left to do) or leave them held
    ("Ola had 10 pages. She read 4 of them. How many pages does she have left?", 10, None),
    ("Ola had 10 chores. She did 4 chores. How many chores does she have left?", 10, None),
    # a doing with no place named makes no second group of things told before ("5 kids are
    # swinging" may be 5 of the 12)
    ("There are 12 kids at the park. 5 kids are swinging. How many kids are there?", 17, None),
    # groups not said to be equal may be of any size: none need be left over
    ("There are 23 pupils in the class. The teacher divided them into 4 groups. How many pupils are left?", 3,
     None),
    # parts asked of someone who neither holds nor shares the whole
    ("Ola has 30 cups. She puts 5 cups on each tray. How many trays will Ben fill?", 6, None),
    # money spent on a kind nothing was bought of
    ("Uma buys 4 kites at $3 each. How much does she spend on balls?", 12, None),
    # what any crate holds is not what "empty" or "small" crates hold
    ("A crate holds 8 melons. Teo has 3 empty crates. How many melons does Teo have?", 24, None),
    ("A large crate holds 8 melons. Teo has 3 small crates. How many melons does Teo have?", 24, None),
    ("Each crate has 8 melons. Teo bought 3 empty crates. How many melons did he buy?", 24, None),
    # what a crate held, or what was needed, at a past time
    ("A crate held 8 melons last year. Teo has 3 crates. How many melons does Teo have?", 24, None),
    ("Teo has 5 melons. He needed 9 melons last week. How many more melons does he need?", 4, None),
    # a part of another's holding is no part of this one's
    ("Teo has 40 fish. Half of Ada's fish are red. How many red fish does Teo have?", 20, None),
    # a measure of one stuff is no measure of another, in any unit
    ("Rex drinks 2 quarts of milk a day. How many pints of tea does he drink in 3 days?", 12, None),
    # "the rest" kept by one who held none of it: taken from the holder
    ("Ivo had 15 shells. He gave 4 shells to Pia, and his cousin kept the rest. How many shells "
     "did Ivo keep?", 11, None),
    # a total of three of whom one is told nothing of: none found, or some?
    ("Lu, Kai and Pam went berry picking. Lu found 30 berries. Pam found some too. Together they "
     "found 70 berries. How many berries did Pam find?", 40, None),
    # money from a doing, when an unpriced purchase moved money too
    ("Last month Gus had 30 dollars. He raked leaves, bought a cap, and now has 45 dollars. How "
     "much money did he make raking leaves?", 15, None),
    # money made by a doing the story does not tell, or by one of two doings
    ("Last month Gus had 30 dollars. He walked dogs and now has 45 dollars. How much money did he "
     "make raking leaves?", 15, None),
    ("Last month Gus had 30 dollars. He raked leaves and walked dogs, and now has 45 dollars. How "
     "much money did he make raking leaves?", 15, None),
    # things bought for someone else: the buyer's to keep, or the other's?
    ("Nell had 9 kites. She bought 4 kites for her niece. How many kites does Nell have now?", 13, None),
    # wanting or trying to join is no joining
    ("There were 8 girls in the pool. 5 girls wanted to join them. How many girls are in the pool "
     "now?", 13, None),
    ("There were 8 girls in the pool. 5 girls tried to join in. How many girls are in the pool now?",
     13, None),
    # a supposition told with its own outcome is no fact a question rests on
    ("Rob has 12 cards. If he gives Mo 4 cards, Mo will smile. How many cards does Rob have?", 8, None),
    # a price of the thing is not told of a sort of it ("used") or of a purchase at a cut
    ("A lamp costs 9 dollars. Zoe has 30 dollars. She buys 2 used lamps. How much money does Zoe have "
     "left?", 12, None),
    ("A lamp costs 9 dollars. Zoe has 30 dollars. She buys 2 lamps on sale. How much money does Zoe have "
     "left?", 12, None),
    # a giving told with no receiver may have been to the one asked about
    ("Kai has 9 plums. Lu has 4 plums. Kai gave 3 plums. How many plums does Lu have now?", 4, None),
    # "dropped in" after two counted subjects keeps its particle: they came, not left
    ("A shop has 12 cooks and 10 maids. 2 cooks and 3 maids dropped in. How many cooks and maids are "
     "there now?", 17, None),
    # "2 of his aunt's vases" are the aunt's, not his
    ("Abe has 7 vases. He broke 2 of his aunt's vases. How many vases does Abe have?", 5, None),
    # what the rest of the things go on to do is told by a verb no frame reads: it may change
    # what they are worth (the profit counts them) or whether they are still held
    ("Ivo buys 20 shares for $3 each. He sells 10 of the shares for $4 each. The rest of the "
     "shares end up tripling in value. How much profit does he make?", -20, None),
    # a comparison asked of one day compares that day's doings, not all of them
    ("Nia picked 30 figs on Monday and 8 figs today. Sol picked 5 figs. How many more figs did "
     "Nia pick today than Sol?", 33, 3),
    ("Nia has 14 cards and her aunt has 9 cards. What is the difference between Nia's cards and "
     "her aunt's cards yesterday?", 5, None),
    # a part of another owner's things is no part of this holder's whole
    ("Lola has 50 marbles. 20 of Tom's marbles are green. What percentage of the marbles are "
     "green?", 40, None),
    # a part larger than the whole is not a part of it
    ("Bea keeps 40 beads. 50 beads are green. What percentage of the beads are green?", 125, None),
    # "she" is never the reader addressed as "you"
    ("You have 14 cards and your aunt has 9 cards. What is the difference between your cards and "
     "her aunt's cards?", 5, None),
    ("You have 14 cards and Cal has 9 cards. How many cards does she have?", 14, None),
    # one name with two epithets names two of that name
    ("Rex the Fox found 8 eggs. Rex the Hen found 3 eggs. How many eggs did Rex find?", 11, None),
    # a getting of the same things told by another verb may be the asked doing too
    ("Nia gathered 20 acorns and collected 6 acorns. How many acorns did Nia gather?", 20, None),
    # a doer among another doer of the same doing: her part may be in the group's
    ("Ari and Bex baked 30 buns. Bex baked 12 buns. How many buns did they bake?", 42, None),
    ("Ari baked 6 buns and Bex baked 9 buns. Their club baked 40 buns. How many buns were baked?",
     55, None),
    ("Ari baked 6 buns and Bex baked 9 buns. Their club baked 45 buns. What percentage of the buns "
     "did Bex bake?", 15, None),
    # "did the three have" after one of them ate some: before or after, for every one of them
    ("Ari had 7 buns, Bex had 5 buns, and Cy had 9 buns. Ari ate 4 buns. How many buns did the "
     "three have?", 17, None),
    # a doing said with "tomorrow" has not happened yet
    ("Ari had 30 buns. Tomorrow she sells 12 buns. How many buns does Ari have?", 18, None),
    # a relative doing that takes the things away is no sort of what is held
    ("A park had 30 foxes that escaped and 9 that did not. How many foxes does the park have?", 39,
     None),
    ("A pen had 22 hens that died and 8 that did not. How many hens does the pen have?", 30, None),
    # an outcome told first: a change told after it in the past perfect came before it
    ("Cy ended up with 12 stamps. He had given away 5 stamps. How many stamps did Cy have at "
     "first?", 12, 17),
    # "do" names any doing: "solved 4 riddles" is done too
    ("Ari did 6 riddles. Bex solved 4 riddles. How many riddles did they do?", 6, 10),
    # one of the people named is told no such doing: none, or one left untold?
    ("Ari found 30 acorns. Bex found 8 acorns and Cy found 5 pebbles. How many more acorns did "
     "Ari find than Bex and Cy combined?", 22, None),
    # "the pens in Ida's bag" may be someone else's too
    ("Ida has 4 cards in her bag and 10 cards at home. Her brother has 3 cards in her bag. What is "
     "the difference between the number of cards in Ida's bag and at her home?", 6, None),
    # money spent "on" things the story never names: all of it, or some?
    ("Ana had 70 dollars. She went to the fair. Now she has 25 dollars. How much did she spend on "
     "rides?", 45, None),
    # a share of one doer's doings alone is all of them, whatever the question meant
    ("Pia knit 30 hats and her aunt knit 70 scarves. What percentage of the hats did Pia knit?", 100,
     None),
    # coins alone do not say whether their money is wanted in cents or in dollars
    ("Ivo has 9 pennies and 2 nickels. How much money does Ivo have?", 19, None),
    ("Ivo has 8 dimes. Ana has 3 dimes. How much more money does Ivo have than Ana?", 50, None),
    # a count of bills is not the money they make, nor the other way round
    ("Ivo has 3 $10 bills. How many bills does Ivo have?", 30, None),
    ("Ivo has 3 $10 bills. How much money does Ivo have?", 3, 30),
    # a coin told with a worth of its own is not worth the table's
    ("Ivo has 4 old dimes worth $2 each. How many dollars does Ivo have?", 0, None),
    # doers who did it "again" are some of those who did it before, not more of them
    ("14 girls went down the hill. 6 girls went down the hill again. How many girls went down "
     "the hill in all?", 20, None),
    # boys and girls may be among the pupils asked about: a total of pupils must not leave them out
    ("There are 12 pupils in the first class and twice that number in the second class. There are "
     "6 boys and 9 girls in the third class. How many pupils are there in all?", 36, 51),
    ("There are 12 pupils in the art room. There are 5 girls in the gym. How many pupils are "
     "there?", 12, None),
    # a price told of one sort is no price of another sort of the same thing
    ("A green mug costs $3. How much do 4 yellow mugs cost?", 12, None),
    ("5 thin candles cost $10. How much does each thick candle cost?", 2, None),
    # parts of one sort are not parts of another, nor filled with another sort of the whole
    ("It takes 2 cups of flour to make a large loaf. How many small loaves can you make with 9 "
     "cups of flour?", 4, None),
    ("Each crate holds 8 ripe melons. Bo has 40 green melons. How many crates can he fill?", 5, None),
    # the whole one person holds is not what another can make parts of
    ("It takes 3 eggs to make a flan. Lia has 38 eggs. How many flans can Omar make?", 12, None),
    # a share off or on told at another time than the purchase: then, or before it?
    ("A scarf costs $10. Bo bought 2 scarves. He got a 50% discount last month. How much did Bo "
     "pay?", 10, 20),
    ("A scarf costs $10. Bo buys 2 scarves. Then the scarves are 50% off. How much did Bo pay?",
     10, None),
    ("A scarf costs $10. The scarves were 50% off last week. Bo buys 2 scarves. How much did Bo "
     "pay?", 10, None),
    ("A scarf costs $10. Bo bought 1 scarf on Monday. He buys 2 scarves today. He pays 10% tax "
     "today. How much did Bo pay?", 33, 32),
    # a tax told between purchases: on the later ones too?
    ("A scarf costs $10. Bo buys 2 scarves. He pays 10% tax. He buys 1 more scarf. How much did "
     "Bo pay?", 33, None),
    # a tax told of one buyer: is the other's purchase taxed too?
    ("A scarf costs $10. Bo buys 2 scarves. Mia buys 3 scarves. Bo pays 5% tax. How much did Mia "
     "pay?", 30, None),
    # a sum off each larger than the price: no price is below nothing
    ("A pin costs $2. Bo buys 4 pins. He gets a discount of $3 each. How much did Bo pay?", -4, None),
    # more days than a week holds
    ("Zoe swims 3 laps a day, 9 days a week. How many laps does she swim in 2 weeks?", 54, None),
    # days told apart from a daily doing: days off, or days besides?
    ("Zoe swims 3 laps a day, 5 days a week. She rested 2 days. How many laps did she swim in 2 "
     "weeks?", 30, None),
    ("Zoe jogs 4 miles every day for 2 weeks. She rested 3 days. How many miles did Zoe jog?", 56,
     None),
    ("Zoe jogs 4 miles every day for 2 weeks and 3 days. How many miles did Zoe jog?", 56, 68),
    ("Zoe reads 10 pages every day for 2 weeks. She read 30 pages yesterday. How many pages did "
     "Zoe read?", 170, None),
    # what "except" or "excluding" leaves out is untold
    ("Zoe jogs 4 miles every day for 2 weeks except Sundays. How many miles did Zoe jog?", 56, 48),
    ("Zoe read 15 pages every day for 4 days excluding Sunday. How many pages did Zoe read?", 60,
     None),
    # a holding of money or of a measure left below nothing: the story cannot be so
    ("Nia has $15. She spent $40. How much money does she have left?", -25, None),
    ("A vase costs $9. Nia has $15. If she bought 3 vases, how much money would she have left?",
     -12, None),
    ("Nia has 3 liters of milk. She drank 5 liters of milk. How many liters of milk does she have "
     "left?", -2, None),
    # a sum off or on told as a thing got or given is no discount, tax or tip read
    ("A fan costs $4. Ed got a 20 cent discount. Ed bought 5 fans. How much did Ed spend?", 20,
     None),
    ("A pie costs $8. Ed buys 2 pies. He hands the cook a $4 tip. How much did Ed pay?", 16, 20),
    # a sale on a named day is not a sale on another day
    ("A fan costs $4. Fans are 50% off on Monday. Ed buys 2 fans on Tuesday. How much did Ed "
     "pay?", 4, 8),
    # a price compared at another time ("last year") says nothing of the prices now
    ("A cup costs $4. Last month a jug was 50% more expensive than a cup. How much does a jug "
     "cost?", 6, None),
    # cakes one needs to make from what one has are no parts that hold it all (no rounding up)
    ("Each cake takes 4 eggs. Ed has 30 eggs. How many cakes does he need to make?", 8, None),
    # so many each time, so many times: not the amount and a count of doings beside it
    ("Ed read 8 pages 3 times. How many pages did Ed read?", 8, 24),
    # a price changed with no number told, or told of another time
    ("3 mugs cost $6. The price went up. How much do 6 mugs cost?", 12, None),
    ("A stall charged $6 for 3 mugs last year. How much do 6 mugs cost?", 12, None),
    # the room of each part is for the kind told: other people going need room too
    ("6 hikers can ride in each jeep. 23 hikers and 4 guides are going on a trip. How many jeeps "
     "are needed?", 4, None),
    ("Each jeep can hold 5 hikers. There are 23 hikers and 4 guides. How many jeeps are needed?", 5,
     None),
    # parts made of one stuff are not made of another measured alike
    ("It takes 2 cups of rice to make a pudding. Ivo has 9 cups of beans. How many puddings can he "
     "make?", 4, None),
    # the room of the parts told is asked of another place
    ("Each sofa can seat 4 guests. The hall has 5 sofas. How many guests can sit on the floor?",
     20, None),
    # a purchase at a price named with no number ("at full price"): not the price told
    ("Each vase was $8 but was 50% off. Nia bought 2 vases. Ed bought 3 vases at full price. How "
     "much did Ed spend?", 12, 24),
    ("Ed drinks 2 glasses of milk 3 times a day for 4 days. How many glasses of milk does he "
     "drink?", 2, 24),
    # a bare part after two wholes told in one sentence: of the one or the other?
    ("A shop has 50 mugs and 30 plates. 18 are white. The rest are green. How many are green?", 12,
     None),
    ("Eli has 25 marbles and Fay has 15 marbles. 5 are striped. The rest are plain. How many are "
     "plain?", 10, None),
    ("Eli has 25 red marbles and 15 blue marbles. 5 are striped. The rest are plain. How many are "
     "plain?", 10, None),
    # "took 9 of them" takes from what one took by the same verb: summed, counted twice
    ("Gus took 40 photos. His cousin took 9 of them. How many photos did they take altogether?", 49,
     None),
    ("Gus took 40 photos. His cousin took another 9 of them. How many photos did they take in "
     "all?", 49, None),
    # "the slide" and "the red slide": one slide, or two?
    ("18 kids went down the slide. 7 more kids went down the red slide. How many kids went down "
     "the slide?", 18, None),
    # "N fewer $D bills" in a second holder's list: fewer than the bills before it in the same
    # list, or than the first holder's bills of that sum? (was 20: his own $10 bills)
    ("Una has three $20 bills and two $5 bills. Cal has four $10 bills and two fewer $5 bills. How "
     "much more money does Una have than Cal?", 20, None),
    # the things still needed are for an owner never told: "his cards … to finish her album" (was
    # 15: her album taken for his)
    ("Ivo had 4 cards, but needed 9 total for a full album. If each one costs $3, how much money "
     "would he need to finish her album?", 15, None),
    # a pace told of the pages of one thing says nothing of the pages of another (was 9: "of a
    # magazine" set aside as "of a book" was)
    ("Ivo can read 4 pages of a book in 2 minutes. How many minutes will it take him to read 18 "
     "pages of a magazine?", 9, None),
    # paid work told a day, asked of weeks: every day, or the workdays? (was 42: the pace-scaled
    # reader took every day, as the general reader never does for "works 8 hours a day")
    ("Ivo tutors 3 kids a day. How many kids will he tutor in 2 weeks?", 42, None),
    # bills said kept in one place and counted in another: the ones kept are never counted
    # (was 60)
    ("Una keeps her bills in her purse. She has three $20 bills in her wallet. How much money does "
     "she have?", 60, None),
    # "one of them" after counted bills counts a bill, not a dollar of their sum
    ("Hal had three $10 bills. He lost one of them. How much money does Hal have?", 29, 20),
    ("Hal has two $50 bills and Ivy has four. How much money does Ivy have?", 4, 200),
    # a sort asked by a word: a part named by another word ("are brass") is not among them
    ("Oli has 30 buttons. 11 are brass. The rest are silver. How many are silver?", 30, 19),
    # a person named in the question whom the story never tells of
    ("Hal dug up 6 coins. How many coins did he and Ivy dig up?", 6, None),
    # "half of this" taken out by one holder, told just after another's holding: not hers to spend
    ("Pia has $40. Tom has $10. Pia spends half of this on a kite. How much money does Pia have "
     "left?", 35, 20),
    ("Pia picked 24 figs. Tom picked 12 figs. She gave a quarter of that number to Tom. How many "
     "figs does Pia have now?", 21, 18),
    # "of this" after a gain beside an earlier holding: of the gain, or of all she has now?
    ("Pia has $40. She earns $20. She spends half of this on a kite. How much money does Pia have "
     "left?", 50, None),
    # "half of that" just after a share: of the share told just before, never of the whole
    ("Pia had 18 figs. She ate a third of them. She gave half of that to Tom. How many figs does "
     "Pia have now?", 3, 9),
    # a receipt beside an earlier holding: of the 6 received, or of all 18?
    ("Pia has 12 figs. Tom gave her 6 figs. She lost half of that. How many figs does Pia have?",
     15, None),
    # a part of a part: "half of the red beads" is of the red ones, not of every bead
    ("There were 60 beads. A third were red. Half of the red beads were round. How many beads were "
     "round?", 30, 10),
    ("Of 60 beads, a third were red. Of the red beads, half were round. How many beads were "
     "round?", 30, 10),
    # a sharing only planned changes no holding: she has all 38 until she does it
    ("Rosa has 38 plums. She plans to put them equally into 5 bowls. How many plums does she "
     "have?", 3, 38),
    # planned to be given with no "equally": all to each, or some to each?
    ("Rosa has 38 plums. She plans to give them to her 5 friends. How many plums will she have "
     "left?", 3, None),
    # shared "with" her friends: is she one of the parts?
    ("Rosa has 38 plums. She wants to share them equally with her 4 friends. How many plums will "
     "be left over?", 2, None),
    # a plan told, then more of the kind bought: is the plan for the new plums too?
    ("Rosa has 38 plums. She will put them equally into 5 bowls. She buys 4 more plums. How many "
     "plums will she have left over?", 7, None),
    # put into tins whose size is never told: how many in each?
    ("Tia has 47 buttons. She put them in tins. How many buttons are left over?", 5, None),
    # the size told of big tins only: are all the tins big?
    ("Tia has 47 buttons. She put them in tins. Each big tin holds 6 buttons. How many buttons are "
     "left over?", 5, None),
    # more buttons after the packing: are they in the tins?
    ("Tia has 47 buttons. She put them in tins. Each tin holds 6 buttons. She buys 5 more buttons. "
     "How many buttons are left over?", 5, None),
    # "filled" with no "fully": is the last tin, part full, counted?
    ("Tia has 47 buttons. She put them in tins. Each tin holds 6 buttons. How many tins were "
     "filled?", 7, None),
    # the size is of another kind than the things put in the tins
    ("Tia has 47 buttons. She put them in tins. Each tin holds 6 pins. How many buttons are left "
     "over?", 5, None),
    # a bare measure placed by one who holds a stuff in that unit: of her milk, so the jug
    # gaining "liters" of nothing while she keeps all 12 is no reading
    ("Ivy had 12 liters of milk. She poured 5 liters into a pail. How much milk does Ivy have "
     "left?", 12, 7),
    # "left uneaten" with no share: what any doing left is not what parts leave over
    ("Omar baked 38 rolls. He ate 6 rolls. How many rolls were left uneaten?", 38, None),
    ("Tia had 12 cups. She packed 5 cups. How many cups were left unpacked?", 12, None),
    # not placed in a part of another noun than the share's
    ("Tia has 47 buttons. She puts them into tins of 6. How many buttons will not be placed in a "
     "box?", 5, None),
    # a sharing under way, then some of the kind kept: not all of them went into the rows
    ("Ines had 95 crates and was putting them into rows of 8. She kept 7 crates. How many full "
     "rows could she make?", 11, None),
    # a holding then compared: not what is there now
    ("There are 6 cows in the barn. Last week there were three times as many cows in the meadow. "
     "How many cows are in the meadow?", 18, None),
    ("Nell has 6 hens. Yesterday Tam had twice as many hens. How many hens does Tam have?", 12,
     None),
    # a place the story never told with the doing: not every doing was there
    ("Ivo threw 6 shells into the sea. How many shells did Ivo throw into the bay?", 6, None),
    ("Ivo swam 4 laps. He swam 3 laps in the lake. How many laps did Ivo swim in the lake?", 7, None),
    # two doings told apart only by a word: "the ramp" may be "the steep ramp"
    ("Mo threw 5 balls into the big basket and 2 balls into the basket. How many balls did Mo "
     "throw into the big basket?", 5, None),
    ("Pia swam 3 laps in the big lake and 4 laps in the lake. How many laps did Pia swim in the "
     "lake?", 4, None),
    ("Pia swam 3 laps in the cold lake and 4 laps in the still lake. How many laps did Pia swim in "
     "the lake?", 7, None),
    # a count after "during" is how long a doing went on, never what was spent or sold
    ("Mia spent 4 hours at the fair. She spent 9 dollars during the first 2 hours. How many hours "
     "did Mia spend?", 6, 4),
    # an object told of one person's doing, asked of another's
    ("Sam played chess for 2 hours. Una played cards for 3 hours. How many hours did Una play "
     "chess?", 3, None),
    ("Sam played chess for 2 hours. Una played for 5 hours. How many hours did Una play chess?", 5,
     None),
    # a multiple whose other did the thing twice: of which doing?
    ("Ava picked 6 figs. Ava picked 4 figs. Ben picked twice as many figs as Ava did. How many "
     "figs did Ben pick?", 12, None),
    ("Ava picked 6 figs. Then she picked 4 figs. Ben picked twice what she picked. How many figs "
     "did Ben pick?", 8, None),
    ("Ava sold 6 figs on Monday and 3 figs on Tuesday. Ben sold a third as many figs as Ava. How "
     "many figs did Ben sell?", 2, None),
    # "twice what she did" after two doers: never the one told just before
    ("Ava picked 6 figs. Ben picked 3 figs. Cal picked twice what she did. How many figs did Cal "
     "pick?", 6, 12),
    # "that many" after a clause telling two numbers: of which?
    ("Ava picked 6 figs and 2 pears. Ben picked twice that many. How many figs did Ben pick?", 12,
     None),
    ("Ava walked 40 blocks and 3 miles. Ben walked 5 more than half that amount. How many blocks "
     "did Ben walk?", 25, None),
    # the compared one holds another kind: Ava's plums are not told
    ("Ava has 6 figs. Ben has twice as many plums as Ava. How many plums does Ben have?", 12, None),
    ("Ava picked 6 figs. Ben picked twice as many plums as Ava did. How many plums did Ben pick?",
     12, None),
    # "half of them" after two plural antecedents, and a part after two holders
    ("Ava has 6 figs and 4 plums. She ate half of them. How many figs does Ava have?", 3, None),
    ("Ava has 9 figs. Ben has 6 figs. One-third are ripe. How many figs are ripe?", 5, None),
    ("Ava has 9 figs. Ben has 6 figs. Cal has a third as many figs. How many figs does Cal have?",
     3, None),
    # "as she did on Monday" said of a subject who is another: she is Ava, never Ben
    ("On Monday, Ava picked 12 figs. On Monday, Ben picked 5 figs. On Tuesday, Ben picked twice "
     "as many as she did on Monday. How many figs did Ben pick on Tuesday?", 10, None),
    # the same stuff is not another: "that much water" after liters of milk
    ("Mo drank 2 liters of milk. Then he drank three times that much water. How many liters of "
     "water did Mo drink?", 6, None),
    # a base form joined after "wants to": wanted, not done ("bought 5" read as an event)
    ("Rue had 20 cards. She wants to trade 4 cards and then buy 6 cards. How many cards did Rue "
     "buy?", 6, None),
    ("Rue had 20 cards. She wants to trade 4 cards then buy 6 cards. How many cards did Rue buy?",
     6, None),
    # a member's own holding after the group's: may be among the group's (not 30 + 8)
    ("Rue and Ty had 30 cards. Rue had 8 cards. How many cards do Rue and Ty have?", 38, None),
    # "they" with two plural antecedents: the boys, or the girls?
    ("The boys had 12 kites. The girls had 7 kites. They gave 3 kites to Ola. How many kites do "
     "the boys have?", 9, None),
    # pooled or each on their own: full bags differ (5 pooled, 4 apart)
    ("Rue and Ty picked 10 plums each. They put them into bags with 4 plums in each bag. How many "
     "full bags did they fill?", 5, None),
    # an absolute participle has its own subject: Ty ate them, not Rue
    ("Rue had 9 plums. Ty had 10 plums. Ty having eaten 3 plums, Rue gave 2 plums to him. How "
     "many plums does Rue have?", 4, 7),
    # what any tin holds counts one holder's tins, never another's (Ana's buttons are untold)
    ("Each tin has 12 buttons. Vic has 5 tins of buttons. How many buttons does Ana have?", 60, None),
    # a price of plums by the count is no price of figs; a price of tickets none of rides paid for
    ("A stall sells plums 4 for $3. How much do 8 figs cost?", 6, None),
    ("Each ticket costs $4. Rafa paid for 3 rides. How much did he spend?", 12, None),
    # the room of the boat's benches is not the room of another place the question names
    ("A boat has 9 benches. Each bench can hold 3 people. How many people can ride in the bus?", 27, None),
    ("A boat has 9 benches. Each bench can hold 3 people. How many people can ride the bus?", 27, None),
    # "then" after a condition opens what would follow, not an event
    ("Rue had 20 cards. If she trades 4 cards then she buys 6 cards. How many cards does Rue "
     "have?", 22, None),
    # a doing of the asked verb told only by how long or how far it went: its count of the
    # asked kind is untold, so the sum of the others is not all that was done
    ("Rui jogged 7 miles on Saturday. He jogged for 2 hours on Sunday. How many miles did Rui "
     "jog?", 7, None),
    ("Ada read 40 pages in the morning. She read for 3 hours at night. How many pages did Ada "
     "read?", 40, None),
    ("Ada walked 3 miles on Monday and walked for 2 hours on Tuesday. How many miles did Ada "
     "walk?", 3, None),
    # "ones" with words of its own takes its noun from the story: never things called "ones"
    ("Lena has 14 green mugs and 9 yellow ones. How many mugs does Lena have?", 14, 23),
    ("Omar bought 30 plums. 4 of those were bad. He threw the bad ones away. How many plums "
     "does Omar have?", 30, 26),
    ("Tess had 25 crayons. She lost the broken ones. How many crayons does Tess have?", 25, None),
    ("Tess had 25 stamps. 7 were old. She sold the others. How many stamps does Tess have?", 25,
     7),
    ("Tess had 25 stamps. She gave 7 to Rob and sold the others. How many stamps does Tess "
     "have?", 18, 0),
    # a noun that names some of what is told without saying of what ("the leftovers")
    ("Noor had 40 postcards. She gave 12 to Ivan and sold the leftovers. How many postcards does "
     "Noor have?", 28, None),
    ("Noor had 40 postcards. Ivan had 5 postcards. Noor gave Ivan the extras. How many postcards "
     "does Ivan have?", 5, None),
    # an untold amount of things unnamed, two nouns told: the reading where the asked ones
    # went must not drop out and leave the other to answer "nothing changed"
    ("Noor had 40 postcards and 6 posters. She sold the spares. How many postcards does Noor "
     "have?", 40, None),
    ("Noor had 40 postcards and 6 posters. She gave away the old. How many postcards does Noor "
     "have?", 40, None),
    # a change told of a category the asked kind belongs to ("animals" beside "goats")
    ("Lupe had 6 goats and 4 sheep. She sold some animals. How many goats does Lupe have?", 6,
     None),
    ("Lupe has 9 plums and 2 limes. She ate some fruit. How many plums does Lupe have?", 9, None),
    # ... and of a category the asked kind may belong to (are cows pets?)
    ("Lupe had 5 cows and 3 dogs. She sold some pets. How many cows does Lupe have?", 5, None),
    # ... by someone the story never shows holding any: out of the holding asked, maybe
    ("A barn holds 7 goats. The farmer sold 2 animals. How many goats are in the barn?", 7, None),
    ("There are 9 plums in the bowl. Tom ate 3 fruits. How many plums are in the bowl?", 9, None),
    # a multiple of a group's total when one member is told nothing: never that member's none
    ("Eda has 4 figs. Rui has three times as many figs as Eda and Noa combined. How many figs "
     "does Rui have?", 12, None),
    ("Eda sewed 4 caps. Rui sewed three times as many caps as Eda and Noa combined. How many caps "
     "did Rui sew?", 12, None),
    # "what he had left" with two men who may be "he": whose rest is halved?
    ("Rex had 30 figs. Vic had 40 figs. Rex ate 6 figs. Vic ate half of what he had left. How many "
     "figs does Vic have?", 28, None),
    # readings that agree on a number of different things: 1 lime given or 1 kiwi, never "1"
    ("Lia had 7 limes, 3 kiwis and 5 leeks. She gave Dov some and had 9 fruits left. How many "
     "did she give Dov?", 1, None),
    # "them" after kinds no one category names: some of each, maybe (one kind is a guess the
    # arithmetic cannot check: eating the beets too is possible)
    ("Lia had 7 limes, 3 kiwis and 5 leeks. She gave some of them to Dov and had 9 fruits left. "
     "How many did she give Dov?", 1, None),
    ("Bo had 6 plums and 3 beets. He ate 5 of them. How many plums are left?", 1, None),
    ("Bo had 6 plums and 3 pens. He lost 5 of them. How many plums are left?", 1, None),
    ("Bo had 6 plums and 3 beets. He ate some of them and has 4 fruits left. How many did he "
     "eat?", 2, None),
    ("Tad had 7 pears and 2 leeks. He gave Una some and has 6 pears left. How many did he give "
     "Una?", 1, None),
    # a category asked with a word its other kinds were not told with: are the plums green?
    ("Lia has 4 green pears and 6 plums. How many green fruits does Lia have?", 4, None),
    # a member kind given with no receiver after its category's total: back to the holder?
    ("Nat had 5 hamsters and 2 rabbits. He gave 3 of his pets to Oda. Oda gave 1 rabbit back. "
     "How many pets does Nat have now?", 4, 5),
    # a category held before its kinds were got is not their total after the getting
    ("Kim found 6 dimes and 2 quarters. She already had 11 coins. How many coins does Kim have "
     "now?", 11, 19),
    ("Kim found 6 dimes and 2 quarters. At first she had 11 coins. How many coins does Kim have "
     "now?", 11, 19),
    ("Kim found 6 dimes and 2 quarters. Now she has 15 coins. How many coins did Kim have at "
     "first?", 15, 7),
    # shellfish: fish at the market, not in the sea
    ("Ula caught 3 cod and 4 shrimp. How many fish did Ula catch?", 3, None),
    # the young of a kind beside it: are the kittens among the cats asked?
    ("Rex keeps 5 cats and 2 kittens. How many cats does Rex keep?", 5, None),
    ("Rex has 5 goats and 4 cows and 3 calves. How many cows does Rex have?", 4, None),
    # review of the merged shapes (collections, pages left, doings' places, comparisons)
    # "his niece's album", "his stamp album": one place of his, not all he has
    ("Otto has 40 shells. His niece has 15 shells. How many shells are in his niece's "
     "collection?", 40, 15),
    ("Otto has 40 beads. He has 12 buttons. How many beads are in his button collection?", 40,
     None),
    # the collection wanted is another's than the one who needs
    ("Pam has 18 cards. Her uncle has 9 cards. How many more cards does he need to have 25 cards "
     "in her collection?", 16, None),
    # one compared with oneself: "she" is not the one she is compared with
    ("Ugo is 140 centimeters tall. Rita is 120 centimeters tall. How much taller is she than "
     "Ugo?", 0, None),
    ("Ugo has 14 cups. Rita has 9 cups. How many more cups does she have than Ugo?", 0, None),
    # pages read of another thing than the book whose pages are left
    ("There are 80 pages in Ugo's novel. He read 20 pages of his comic. How many pages does he "
     "have left to read?", 60, None),
    # a thing or place the question closes with that the story never tells
    ("Rita bought 5 cups for $2 each. How much did she pay for the plates?", 10, None),
    ("Rita bought 5 cups for $2 each. What was the total amount she paid for the plates?", 10,
     None),
    ("Ugo rowed 3 miles on the river. How many miles did Ugo row on the canal?", 3, None),
    # the one doing counted was told at another place than the one asked
    ("Ugo rowed 3 miles on the river and biked 9 miles on the road. How many miles did Ugo row on "
     "the road?", 3, None),
    # a doing told of a measured thing's owner to things of another kind: the measure changed?
    ("Ida's fort is 30 inches tall. Max's fort is 24 inches tall. Ida added 5 bricks. How much "
     "taller is Ida's fort than Max's fort?", 6, None),
    # "her cousin's box" is no box of hers (the chunks keep "cousin" as a modifier)
    ("Nell has 12 beads. Her cousin's box has 7 beads. How many beads are in her box?", 7, None),
    # what is "left" in a thing of hers after she did something to its things that keeps them
    ("Ida's notebook has 60 pages. Ida has read 25 pages. How many pages are left in the "
     "notebook?", 60, None),
    # nothing was read, and what she has she wrote: is any of it hers to read?
    ("Ida wrote 25 pages. How many pages does Ida have left to read?", 25, None),
    # money the buyer needs for something else is not there to spend
    ("Nell has $30. She needs $6 for the bus. Each cup costs $3. How many cups can she buy?", 10,
     None),
    ("Nell has $30. She needs to keep $6. How many $3 cups can she buy?", 10, None),
    # a giving to the one asked, told by another verb: "posted" may be "sent"
    ("Tom sent 6 letters to his aunt. He mailed 2 letters to his aunt. How many letters did Tom "
     "send to his aunt?", 6, None),
    # two heights compared with one are no one height: never their sum less it
    ("Una is 120 centimeters tall. Oz is 110 centimeters tall. Pip is 100 centimeters tall. How "
     "much taller are Una and Oz than Pip?", 130, None),
    # another verb may tell the same doing at the place asked
    ("Rita visited the museum 5 times in spring. She went to the museum 2 times in fall. How many "
     "times did Rita go to the museum?", 2, None),
    # money brought to a person is given, not carried along (not 40 - 12)
    ("Rue brought $40 to the coach. She spent $12. How much money does Rue have left?", 28, None),
    # "the baker" is no one the story named: Sam's pace is not the baker's
    ("Sam bakes 5 pies a day. How many pies does the baker bake in 4 days?", 20, None),
    # two doers of the pace's verb: the one asked, or both?
    ("The baker bakes 5 pies a day. Sam bakes 3 pies a day. How many pies does the baker bake in "
     "4 days?", 32, 20),
    # plural things cut into parts: the parts of each, or of all of them? (not 12 in all)
    ("Ines baked 2 loaves. The loaves were cut into 12 slices. She ate 5 slices. How many slices "
     "are left?", 7, 19),
    # two other verbs of gathering told: which of them does "collect" ask?
    ("Ola picked 12 figs and gathered 5 figs. How many figs did Ola collect?", 12, None),
    # a thing cut into parts, some parts used: the cut leaves no whole "left", yet none is unused
    ("Tova bought 30 feet of rope and cut it into 6 equal pieces. She used 4 pieces of the rope. "
     "How many feet of rope are left to be used?", 0, 10),
    ("Tova bought 30 feet of rope and cut it into 6 equal pieces. She used 4 pieces of the rope. "
     "How many feet of rope are not used?", 0, 10),
    # given away is not sold, and not left either: "not sold" is not what is left
    ("Abe had 80 mugs. He sold 20 mugs and gave 5 mugs to Bo. How many mugs were not sold?", 55, 60),
    # no green beads told: some of the 30 may be green (not 30)
    ("Uma keeps 30 beads and 6 green cups. How many beads are not green?", 30, None),
    # two holders of the kind: whose beads are not green? (not 30 - 8, nor 42 - 8)
    ("Uma keeps 30 beads. 8 of the beads are green. Ivo keeps 12 beads. How many beads are not "
     "green?", 22, None),
    # a change told of things with no number: how many went is not told, never "none"
    ("Rosa had 12 mugs. The mugs were stolen. How many mugs does Rosa have?", 12, None),
    ("Rosa had 12 muffins. Her muffins vanished. How many muffins does Rosa have?", 12, None),
    ("Rosa had 12 geese. Her geese flew off. How many geese does Rosa have?", 12, None),
    # a statement the reader finds no verb in ("fell" taken into the noun) is not a scene
    ("Rosa's fence is 12 feet tall. Omar's fence is 9 feet tall. Rosa's fence fell down. How much "
     "taller is Rosa's fence than Omar's fence?", 3, None),
    # a multiple of a described kind: the other's things told with another word are not those
    ("Ivo baked three times as many frosted cakes as Lea. Lea baked 4 plain cakes. How many cakes "
     "did Ivo bake?", 12, None),
    # "the amount of flour Ana bought" said of a using: Ana's buying is not told
    ("Ana used 2 cups of flour. Ben used three times the amount of flour Ana bought. How many "
     "cups of flour did Ben use?", 6, None),
    # "that amount" after a sentence of two sums, or after a second doing of one doer (the
    # last, or all he did?)
    ("Kai saved $30 and spent $12. Lu saved $5 more than half that amount. How much did Lu "
     "save?", 11, None),
    ("Kai hiked 20 miles. He hiked 10 more miles. Lu hiked 4 more than half that amount. How "
     "many miles did Lu hike?", 9, None),
    # a place asked that the story never named: the one buying told was at the fair
    ("Nia bought 6 kites at the fair. How many kites did Nia buy at the mall?", 6, None),
    # "hers" stands for things of hers: a giving of them is no giving of nothing
    ("Ana and Bo picked 8 plums each. Ana gave hers to Bo. How many plums does Bo have?", 8, 16),
    # "each" after a count said by two doers, before a price: per plum, or per seller?
    ("Ana and Bo sold 6 plums each for $3. How much money did they make?", 18, None),
    # a raise of no told amount changes the wage
    ("Kim earns $9 an hour. Last week she got a raise. How much does Kim earn in 4 hours?", 36,
     None),
    # a return undoes a purchase: what was spent is no longer the sum of the prices
    ("Jo bought 2 lamps for $9 each and a mat for $6. Later she returned the mat. How much did "
     "Jo spend?", 24, None),
    # "how many more could / will she buy": what her money left buys, never what she bought
    ("Ola had $40. She bought 5 pens for $2 each. How many more pens could she buy?", 5, 15),
    ("Ola had $40. She bought 5 pens for $2 each. How many more pens will she buy?", 5, None),
    # "should", "might": what ought to be or may be, never what was done or is held
    ("Ivy swam 6 laps. How many laps should she swim?", 6, None),
    ("Ivy had 9 figs. She ate 4. How many figs might she have?", 5, None),
    # an eater shown holding none when he ate (handed some only later): whose did he eat?
    ("Pam baked 18 cookies. Sam ate 4. She gave 5 to Sam. How many cookies does Pam have?", 13,
     None),
    # what each crate "of green pears" holds says nothing of the crates of yellow pears
    ("Nell bought 4 crates of green pears and 3 crates of yellow pears. Each crate of green pears "
     "held 10 pears. How many more green pears than yellow pears did Nell buy?", 10, None),
    ("Nell bought 4 crates of green pears and 3 crates of yellow pears. Each crate of green pears "
     "held 10 pears. How many yellow pears did Nell buy?", 30, None),
    ("Nell bought 4 crates of green pears and 3 crates of yellow pears. Each crate of green pears "
     "held 10 pears. How many pears did Nell buy?", 70, None),
    # a counted receiver beside the amount: 3 kites to each cousin, or 3 in all? (never cousins given)
    ("Nell gave 4 cousins 3 kites. How many kites did she give away?", 3, None),
    ("Nell had 20 kites. She gave 4 friends 3 kites. How many kites did she give away?", 3, None),
    # "adds 4 limes to the crate" moves them from the adder to the crate: no gain of the adder
    ("Uma has 15 limes. The crate holds 9 limes. Uma adds 4 limes to the crate. How many limes "
     "does Uma have?", 19, 11),
    ("Uma has 15 limes. The crate holds 9 limes. Uma adds 4 limes to the crate. How many limes "
     "are in the crate?", 9, 13),
    # ... into a crate told holding nothing: where hers are kept, or apart from them?
    ("Uma has 15 limes. She adds 4 limes to the crate. How many limes does Uma have?", 19, None),
    # ... and "them" before "to the crate" is what is added, never a number of crates
    ("Uma has 15 limes. She picks 4 limes and adds them to the crate. How many limes does Uma "
     "have?", 19, None),
    # things placed by no one named may come from someone who holds that kind
    ("Uma has 15 limes. The crate holds 9 limes. 4 limes are added to the crate. How many limes "
     "does Uma have?", 15, None),
    ("The garden had 20 roses. The gardeners had 7 roses. 5 roses were planted in the garden. "
     "How many roses do the gardeners have?", 7, None),
    # "left unsold" after a packing: nothing was sold, so no share's rest is what is unsold
    ("Gil had 29 jars. He packed them in crates of 6. How many jars were left unsold?", 5, None),
    # "as Eda and Noa have combined": both are the standard, never Eda alone
    ("Eda has 4 figs. Noa has 6 figs. Rui has three times as many figs as Eda and Noa have "
     "combined. How many figs does Rui have?", 12, 30),
    ("Eda has 4 figs. Noa has 6 figs. Rui has 3 more figs than Eda and Noa have together. How "
     "many figs does Rui have?", 7, 13),
    ("Eda has 4 figs. Noa has 6 figs. Rui has twice as many figs as Eda and Noa have combined, "
     "and Ida has 5 figs. How many figs does Rui have?", 8, 20),
    # a deal told for a bundle ("3 for $2") prices whole bundles only: 10 figs are not 10 × 2/3
    ("A cart sells figs 3 for $2. How much do 10 figs cost?", Fraction(20, 3), None),
    ("A cart sells figs 3 for $2. How many figs can Ola buy with $7?", 10, None),
    ("A cart sells figs 3 for $2. Ola buys 7 figs. How much does she spend?", Fraction(14, 3), None),
    ("Ola had $10. 3 figs cost $2. She bought 7 figs. How much money does she have left?",
     Fraction(16, 3), None),
    # "dark blue" ones are blue too: the things not blue are not the whole less the blue ones told
    ("Pia has 30 pens. 10 of them are blue and 6 are dark blue. How many pens are not blue?", 20,
     None),
    # "there were 9 rolls baked": a doing told after "there", never only rolls that were there
    ("Ava baked 14 rolls on Monday. There were 9 rolls baked the next day. How many rolls were "
     "baked?", 14, 23),
    ("Ava baked 14 rolls on Monday. There were 9 rolls baked on Tuesday. How many rolls were "
     "baked?", 14, 23),
    # a pace for each thing her doings count: only her own doings, and only when every one of
    # the things told of her is such a doing
    ("Mary gets 3 stars for each puzzle he solves. Mary solved 6 puzzles. How many stars did "
     "she get?", 18, None),
    ("Mary gets 3 stars for each puzzle she solves. She had 2 puzzles. She solved 6 puzzles. How "
     "many stars did she get?", 18, None),
    ("Mary gets 3 stars for each puzzle she solves. She solved 6 puzzles and lost 2 puzzles. How "
     "many stars did she get?", 18, None),
    ("Mary gets 3 stars for each puzzle she solves. She solved 6 puzzles. She got 5 stars on "
     "Sunday. How many stars did she get?", 18, 23),
    # "took a break" is no taking, but it is one of the breaks counted
    ("Tess took a break. Then she took 3 more breaks. How many breaks did she take?", 3, 4),
    ("Tess walked 3 miles. Then she took a walk. How many miles did she walk?", 3, None),
    # "eats 5 a day" of one of two kinds held: which?
    ("Gus has 30 figs and 12 plums. He eats 5 a day. How many days will the figs last him?", 6,
     None),
    # legs by the parts table only of things it tells of, told plainly, with no person's own legs
    ("Ike has 4 dogs. How many legs are there?", 16, None),
    ("Ike saw 4 crabs. How many legs did he see?", 32, None),
    ("Ike saw 4 dogs and 2 kids. How many legs did he see?", 16, None),
    ("Ike saw 4 plastic cows. How many legs did he see?", 16, None),
    # a pace told of one member is no pace of every member: never 6 × 4 × 3
    ("Uma has 6 hens. One hen lays 4 eggs a week. How many eggs does Uma get in 3 weeks?", 72, None),
    # "each hen" of two holders' hens: not Bo's 5 alone, nor all 11
    ("Uma has 6 hens and Bo has 5 hens. Each hen lays 4 eggs a week. How many eggs does Bo get in 3 "
     "weeks?", 60, None),
    ("Uma has 6 hens. Each hen lays 4 eggs a week. Bo has 5 hens. How many eggs does Uma get in 3 "
     "weeks?", 72, None),
    # the hens counted at another time, or changed since: which hens lay the eggs asked?
    ("Uma had 6 hens last year. Each hen lays 4 eggs a week. How many eggs does Uma get in 3 weeks?",
     72, None),
    ("Uma has 6 hens. Each hen lays 4 eggs a week. She sold 2 hens. How many eggs does Uma get in 3 "
     "weeks?", 72, None),
    # a multiple of kinds summed is of the holder's own kinds, when no one else holds them
    ("Ivy has 4 plums and 6 figs. Bo has 3 plums and 2 figs. Bo has twice as many pears as plums and "
     "figs combined. How many pears does Bo have?", 10, None),
    # kinds that overlap are not summed: the red pens may be among the pens
    ("Ivy has 4 pens and 6 red pens. She has twice as many pads as pens and red pens combined. How many "
     "pads does she have?", 20, None),
    # what each of her dogs eats is not what she eats
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food does Ann eat in 5 "
     "days?", 30, None),
    # nearly as many is no number: never once as many
    ("Ivy has 4 plums. Bo has nearly as many plums as Ivy. How many plums does Bo have?", 4, None),
    # what each of her sons gives is not given to her
    ("Uma has 3 sons. Each son gives 4 dollars a week. How much money does Uma get in 2 weeks?", 24,
     None),
    # "and the last weighed 2 pounds": the last one, never the second weighed again (was 5 + 2)
    ("Kai weighed some melons. The first weighed 3 pounds. The second weighed 5 pounds and the "
     "last weighed 2 pounds. How much did the second weigh?", 7, 5),
    # a holding started from none at "bought some" is held only for what was bought, never for
    # the holding before it ("at first": 0 is no told fact)
    ("Omar bought some rolls. Now he has 9 rolls. How many rolls did he have before he bought the "
     "rolls?", 0, None),
    # a first getting of "some": the reading where the holding starts there says nothing of
    # what was held before it (never 0)
    ("Nia picked some plums. She has 9 plums now. How many plums did she have before?", 0, None),
    ("Nia picked some plums. She ate 4 plums. How many plums did she have at first?", 0, None),
    # a doing asked to come is not told by one done, nor by one told now: the future is untold
    ("Tova knitted 7 scarves. How many scarves will she knit?", 7, None),
    ("Tova knits 7 scarves. How many scarves will she knit?", 7, None),
    ("Tova knitted 7 scarves. How many scarves will she have knitted?", 7, None),
    ("Tova knitted 7 scarves. How many scarves is she going to knit?", 7, None),
    ("Tova knitted 7 scarves in May and 4 scarves in June. How many scarves will she knit in "
     "all?", 11, None),
    ("Tova knitted 7 scarves and Eli knitted 4 scarves. How many scarves will they knit "
     "together?", 11, None),
    ("Tova knitted 7 scarves and Eli knitted 4 scarves. How many more scarves will Tova knit "
     "than Eli?", 3, None),
    ("Tova handed Eli 5 buttons. How many buttons will Tova hand Eli?", 5, None),
    ("Tova had 12 buttons. She lost some. Now she has 9 buttons. How many buttons will she "
     "lose?", 3, None),
    # a pace that was ("earned $9 an hour", "she read 15 pages a day") is no pace to come
    ("Tova earned $9 an hour. How much will she earn in 4 hours?", 36, None),
    ("Tova read 15 pages a day. How many pages will she read in 3 days?", 45, None),
    # a holding asked to come, after doings told done and nothing supposed: she may lose more
    ("Tova had 12 buttons. She lost 3 buttons. How many buttons will she have?", 9, None),
    # a habit told now says nothing of one day gone by
    ("Tova knits 7 scarves every week. How many scarves did she knit last week?", 7, None),
    # a doing of the asked verb told with no amount beside numbered ones: how far, how many?
    ("Rosa jogged 4 miles. She jogged to the lake. How many miles did she jog?", 4, None),
    ("Rosa swam 6 laps. She swam again. How many laps did she swim?", 6, None),
    ("Rosa read 40 pages. She read in bed. How many pages did she read?", 40, None),
    ("Rosa rode 8 miles. Then she rode home. How many miles did she ride?", 8, None),
    ("Rosa drove 30 miles and then drove to the mall. How many miles did she drive?", 30, None),
    ("Rosa hiked 5 miles. Dev hiked up the hill. How many miles did they hike?", 5, None),
    ("Rosa sang 3 songs. She sang at a party. How many songs did she sing?", 3, None),
    ("Rosa eats 2 figs for each mile she runs. She ran 3 miles. She ran to the pier. How many "
     "figs did she eat?", 6, None),
    # a pace told of one doer is no pace of another: how many nails did Dev use?
    ("Rosa uses 4 nails for each box she builds. She built 3 boxes. Dev built 2 boxes. How many "
     "nails did they use?", 12, None),
    # things made into stacks or teams stay what they were; people made so stay people
    ("Nell has 40 cards. 15 were made into stacks. How many cards does Nell have?", 25, 40),
    ("A coach has 30 players. 12 were made into teams. How many players does the coach have?",
     18, 30),
    ("A coach has 30 pupils. 12 were turned into helpers. How many pupils does the coach have?",
     18, 30),
    # others named beside the things counted have legs too; so do the counted things beside
    # legs the story tells
    ("There are 6 ponies with riders. How many legs are there?", 24, None),
    ("I see 6 goats in a pen with sheep. How many legs do I see?", 24, None),
    ("A barn has 2 pigs and 3 geese. The farmer has 2 legs. How many legs are there?", 2, None),
    ("There are 4 goats. A stool has 3 legs. How many legs are there?", 3, None),
    # a bare count used up each day, of containers of things told plural: 6 jars, or 6 olives?
    ("Lia bought 24 jars of olives. She eats 6 a day. How many days will the jars last?", 4, None),
    # a bare count spent is money, never the things held
    ("Lia bought 24 limes. She spends 6 a day. How many days will the limes last?", 4, None),
    ("Lia bought 24 limes. She spent 6. How many limes does she have?", 18, None),
    # an untold doing under way after a told one, or by a "they" of no one known yet
    ("Rosa ran 3 miles. Then she was running to the dock. How many miles did she run?", 3, None),
    ("They walked to the fair. Rosa walked 3 miles. How many miles did Rosa walk?", 3, None),
    # a bare count of containers of things told plural: 6 tins, or 6 sardines?
    ("Gil bought 30 tins of sardines. He ate 6. How many tins does he have?", 24, None),
    # a doing done "with" another doer of the same verb: his figs may be among the 14
    ("Gil picked 14 figs with Omar. Omar picked 4 figs. How many figs did they pick?", 18, None),
    ("Gil picked 14 figs with his uncle. His uncle picked 4 figs. How many figs did they pick?",
     18, None),
    # "more" and "again" say something was got before: no first getting, never from none
    ("Gus bought more plums. He ate 3. He has 5 left. How many plums did he buy?", 8, None),
    ("Gus bought some plums again. He ate 3. He has 5 left. How many plums did he buy?", 8, None),
    ("Gus picked 6 plums again. He ate 2. How many plums does he have?", 4, None),
    # "the first … and the last": the ones between are never told
    ("Gus weighed pumpkins. The first weighed 6 pounds and the last weighed 3 pounds. How much "
     "did they weigh in all?", 9, None),
    # the room left is not there when the capacity was a past holding, or other things fill it
    ("A crate held 30 jars. There are 12 jars in the crate. How many more jars can the crate "
     "hold?", 18, None),
    ("A crate can hold 30 jars. The crate has 12 jars and 4 lids. How many more jars can the "
     "crate hold?", 18, None),
    # a giving to him is a receiving too
    ("Gus got 8 cards. Ivy gave him 4 cards. How many cards did Gus receive?", 8, 12),
    ("Gus got 8 cards from a shop. He received 4 cards from Ivy. How many cards did Gus get?", 8,
     12),
    # a modifier every kind shares ("water") tells nothing of blue ones told without it
    ("Gus has 2 green water bottles, 5 gray water bottles and 3 white bottles. How many water "
     "bottles does Gus have?", 7, None),
    ("Gus has 2 green water bottles, 5 gray water bottles and 3 white ones. How many water "
     "bottles does Gus have?", 7, 10),
    # "how many more does she want" asks what she still wants, never the whole want
    ("Gus wants 60 cards. He has 25 cards. How many more cards does he want?", 60, 35),
    # a need of two, and what only one of them has: the other's cards are not told
    ("Gus and Ivy need 60 cards. Gus has 25 cards. How many more cards do they need?", 35, None),
    # slices eaten, when none were got: they came from the pies bought, so not from none
    ("Gus bought some pies. He ate 2 slices. He has 4 pies left. How many pies did he buy?", 4,
     None),
    # parts needed rounded up leave the last one less than full: only a room ("can hold",
    # "holds", "a capacity of") allows that, never a size each part has or gets
    ("There are 26 kids. Each team has 8 kids. How many teams are needed?", 4, None),
    ("Ivo has 26 nails. He puts 8 nails in each jar. How many jars does he need?", 4, None),
    ("There are 26 nails. There are 8 nails in every jar. How many jars are needed?", 4, None),
    ("There are 26 kids. Each team should have 8 kids. How many teams are needed?", 4, None),
    ("There are 26 kids. Each bus gets 8 kids. How many buses are needed?", 4, None),
    ("There are 26 kids. Each bus will have 8 kids. How many buses are needed?", 4, None),
    # a sum buys things at their own price: never at the price of another sort of them
    ("If a bag of rice costs $3, how many bags of beans can Ada buy with $12?", 4, None),
    ("A green cup costs $3. Ada has $12. How many white cups can she buy?", 4, None),
    # a doing done again to some of the same things: the doings are not the things
    ("Lia washed 12 cups in the morning. In the evening she washed 5 of them again. How many cups "
     "did she wash?", 17, None),
    ("Ben painted 9 doors on Monday. On Friday he painted 4 of those doors. How many doors did he "
     "paint in all?", 13, None),
    ("Ada counted 30 stars. Then Bo counted 8 of the stars. How many stars did they count "
     "altogether?", 38, None),
    # "how many more" of one doing is more than nothing told; nor more than another's doing of
    # another thing (she found 8 MORE: the 8, as told)
    ("Ivo scored 9 goals. How many more goals did Ivo score?", 9, None),
    ("Uma won 6 games. Lu won 2 prizes. How many more games did Uma win?", 6, None),
    # things "bought" with no buyer named are a seller's loss: a person's kites may be her gain
    ("Ada has 9 kites. If 6 kites are bought, how many kites does Ada have?", 3, None),
    ("Ada has 9 kites. 6 kites were bought. How many kites are left?", 3, None),
    # a "she" beside a named person is no story of one person
    ("She had 35 pens. She lost 5 pens. Tom gave 3 pens to Ada. How many pens does she have?",
     30, None),
    # a holding told in the past tense by its own verb ("kept", "owned"), as "had" is: the
    # members of a present pace, or the kinds a present multiple sums, may be others now
    ("Ravi kept 9 goats. Each goat gives 2 liters of milk a day. How many liters of milk does Ravi get "
     "in 2 days?", 36, None),
    ("Ann owned 3 dogs. Each dog eats 2 cups of food a day. How many cups of food do her dogs eat in 5 "
     "days?", 30, None),
    ("Ed owned 2 dogs and 3 cats. He owns twice as many fish as cats and dogs combined. How many fish "
     "does Ed have?", 10, None),
    # kinds held now, a multiple of them told in the past: has he those fish now?
    ("Ed has 2 dogs and 3 cats. He had twice as many fish as cats and dogs combined. How many fish "
     "does Ed have?", 10, None),
    # "they" beside a holder of other things too: her dogs, or all her pets (the cats' eating
    # untold)?
    ("Ann has 3 dogs and 2 cats. Each dog eats 2 cups of food a day. How many cups of food do they "
     "eat in 5 days?", 30, None),
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. Ann and her dogs live in a house. How many "
     "cups of food do they eat in 5 days?", 30, None),
    ("Ann has 3 sons and 2 daughters. Each son reads 4 books a week. How many books do they read in 3 "
     "weeks?", 36, None),
    # a doing of the verb asked read to no amount ("a mile", "to the store"): never left out of
    # the sum
    ("Ada ran half a mile. Bo ran a mile. How many miles did they run?", Fraction(1, 2), Fraction(3, 2)),
    ("Ada ran 2 miles and Bo ran a mile. How many miles did they run?", 2, 3),
    ("Ada ran 3 miles. Then she ran to the store. How many miles did she run?", 3, None),
    ("Ada read 3 books on Monday. She read a book on Tuesday. How many books did she read?", 3, 4),
    # the pro-verb "did" names the doing too; a doing told ahead of the counted ones that names
    # none of the things asked is no summary of them
    ("Ada ran 2 miles. Bo did too. How many miles did they run?", 2, 4),
    ("Bo ran to the park. Ada ran 2 miles. How many miles did they run?", 2, None),
    # a kind compared with, some of it held apart under more words: the big red marbles are
    # red marbles too
    ("Ivy has 5 red marbles and 2 big red marbles. She has three times as many blue marbles as red. "
     "How many blue marbles does she have?", 15, 21),
    ("Ivy has 5 red marbles and 2 big red marbles. She has three times as many blue marbles as red "
     "marbles. How many blue marbles does she have?", 15, 21),
    # a part picked out by a doing: the rest of the whole may do a third thing
    ("A hive has 90 bees. 35 of them are buzzing. How many bees are resting?", 55, None),
    # two doings may be done by the same ones: the rest is not the whole less both
    ("There are 30 kids in a gym. 12 of them were singing and 9 of them were dancing. The rest "
     "were reading. How many kids were reading?", 9, None),
    ("There are 30 kids in a gym. 12 of them are girls. 9 of them were singing. The rest were "
     "reading. How many kids were reading?", 9, None),
    # a total told of another time: the part now is of a whole not told now
    ("A zoo had a total of 50 monkeys last year. 20 of them are sleeping. How many monkeys are "
     "not sleeping?", 30, None),
    # the part's whole may be either holder's
    ("Ann has 30 pens and Bo has 20 pens. 12 of them were rolling. How many pens were not "
     "rolling?", 18, None),
    # parts that may overlap: the rest is not the whole less both
    ("Ann has 40 beads. 12 of them are red. 8 of them are large. The rest are green. How many "
     "beads are green?", 20, None),
    ("Ann has 40 pets. 12 of them are dogs. 8 of them are puppies. The rest are cats. How many "
     "cats does Ann have?", 20, None),
    ("Ann has 40 pets. 12 of them are dogs. 8 of them are black. The rest are cats. How many cats "
     "does Ann have?", 20, None),
    ("Ann has 40 trees. 12 of them are tall trees. 8 of them are oak trees. The rest are pines. "
     "How many pines does Ann have?", 20, None),
    ("Ann has 40 animals. 12 of them are pets. 8 of them are cats. The rest are cows. How many "
     "cows does Ann have?", 20, None),
    ("Ann has 40 beads. 12 of them are red and 8 of them large, the rest are green. How many beads "
     "are green?", 20, None),
    # a ripe plum may be green (a greengage): ripe and green are no two colours
    ("Rod picked 40 plums. Half of them are ripe, and 6 are green. The rest are red. How many "
     "plums are red?", 14, None),
    # a number with its own noun doing something is not said to be among the whole
    ("There are 52 seals on a rock. 19 seals were sleeping. How many seals were not sleeping?",
     33, None),
    # "and Bo 3 figs": Bo's figs, the verb left out, not more of Ivy's
    ("Ivy has 4 plums and Bo 3 figs. How many figs does Ivy have?", 3, None),
    ("Ivy has 4 plums and Bo 3 figs. Find the total number of plums and figs Ivy has.", 7, None),
    ("If Ivy has 2 red pens and Bo 5 blue pens, calculate the number of pens Ivy has.", 7, None),
    # the buying asked was told done: what he had to buy is what he bought, not what he lacks now
    ("Lev needed 9 cups. He had 3 cups. He bought 6 cups. How many cups did he have to buy?", 0, 6),
    ("Lev needs 9 cups. He has 3 cups. He buys 6 cups. How many cups does he need to buy?", 0, None),
    # a supposed doing asked with "would" may stand instead of the one told done, not beside it
    ("Mia sold 4 kites for $3 each. If she had sold 6 kites, how much money would she make?", 30, 18),
    ("Mia sold 4 kites for $3 each. How much money would she make if she sold 6 kites?", 30, 18),
    # hours of work a day asked over a week: does she work every day of it, or the workdays?
    ("Mia works 6 hours a day. How many hours does she work in a week?", 42, None),
    # a capitalized bare singular opening a sentence may be a name the table lacks ("Dot",
    # "Page"): "she" may be that one, not only the one the table knows
    ("Jo has 5 cards. Dot has 10 cards. She gives 3 cards to Bob. How many cards does Jo have "
     "now?", 2, None),
    ("Dot has 10 cards. Ivy has 5 cards. She buys 3 more cards. How many cards does Ivy have "
     "now?", 8, None),
    # ... and never a name when the story writes it in small letters too: sand is no one
    ("Sand filled 3 pails. Ann filled 2 pails. How many pails of sand did they fill in all?", 5,
     None),
    # the other doer named further on after "with", not the word "with" takes
    ("Gil picked 14 figs with the help of Omar. Omar picked 4 figs. How many figs did they pick?",
     18, None),
    # a plural of what the containers hold written only in the question still makes 6 unclear
    ("Gil has 30 tins of fish. He ate 6. How many tins of fishes does he have left?", 24, None),
    # "more" things bought at a store may be more the store bought as well as more sold
    ("A toy shop had 20 kites. 6 more kites were bought. How many kites does the shop have?",
     14, None),
    ("A toy shop had 20 kites. 6 kites were ordered. How many kites does the shop have?", 14, None),
    # a doing told "again" may be of the same things: the doings are not the things
    ("Ida mopped 9 floors. On Friday she mopped 4 floors again. How many floors did Ida mop?",
     13, None),
    # a budget with other things the buyer wants: what is left for the ones asked is not told
    ("A mug costs $3. Ivo has $15. He wants to buy 2 plates as well. How many mugs can he buy?",
     5, None),
    ("A mug costs $3. Ivo has $15. He also needs a spoon. How many mugs can he buy?", 5, None),
    ("A bakery had 30 buns. The bakery bought 10 buns. 12 buns were bought. How many buns does "
     "the bakery have?", 28, None),
    # things gained told only by their noun need not be of the kind held: the red ones asked
    ("Lia had 7 green cups. She found 4 cups. How many green cups does Lia have?", 11, None),
    ("Lia had 7 green cups. Her aunt gave her 4 cups. How many green cups does she have?", 11, None),
    ("Lia had 7 green cups. She found 4 cups. How many cups does Lia have?", 7, 11),
    # what "a small box" holds is not told of every box
    ("There are 8 nails in a small tin. Kai has 5 tins. How many nails does Kai have?", 40, None),
    # "how many did he have" after his holding changed: the first holding, not the last
    ("There are 8 nails in a tin. Kai had 5 tins. Now he has 3 tins. How many nails did Kai "
     "have?", 24, 40),
    # "the spotted toads" are not all the toads told
    ("There are 7 toads by a lake. How many legs do the spotted toads have?", 28, None),
    # seeing asked at one place: not all there is
    ("There are 4 hens in a shed and 5 hens in a yard. How many hen legs do you see in the "
     "shed?", 18, 8),
    # a thing the lexicon does not know to be legless may have legs of its own among those there
    ("There are 5 birds on a scarecrow. How many legs are there?", 10, None),
    ("There are 5 ducks on a statue. How many legs are there?", 10, None),
    # "the toads" after some were handed on: all the toads, or the ones she still has?
    ("Ada has 7 toads. She gave 2 to Ben. How many legs do the toads have?", 20, None),
    # the toads there and the toads seen: which are "they"?
    ("There are 7 toads by a lake. I see 2 toads. How many legs do they have?", 28, None),
    # "the rest" is the rest of a whole some part of which was told: none of Lu's was
    ("Kit has 25 dolls. 10 of them are wearing hats. Lu has 14 dolls. The rest are wearing caps. "
     "How many are wearing caps?", 14, 15),
    # things of a whole's kind held elsewhere with no parts told may be of the part asked too
    ("A barn has 40 trees. 15 of them are oaks. A yard has 25 trees. How many oaks are there?", 15,
     None),
    # a clause with no "that" after the things held tells what is done with them
    ("Ivy needs 30 beads. She has 18 beads. Lu has 7 beads he will give her. How many beads does "
     "she need to buy?", 12, 5),
    # "they" after one person and one body of people: the club alone, or Ivo and the club?
    ("Ivo has 6 stamps. The club has 9 stamps. How many stamps do they have?", 9, None),
    ("Ivo has 6 stamps. The team has 8 stamps. They lose 3 stamps. How many stamps do they "
     "have?", 5, None),
    # a holding of a group the owner is one of: on his farm too? his, or theirs?
    ("Tom has ten pigs on his farm. Tom and Ann have 5 cows. How many animals does Tom have on "
     "his farm?", 10, None),
    ("Tom has ten pigs on his farm. Tom and Ann have 5 cows on his farm. How many animals does "
     "Tom have on his farm?", 10, None),
    # someone the question names first is no one the story tells of
    ("Ann has 5 pens. How many pens does her sister have?", 5, None),
    # inches held of a stuff are no height to be taller than
    ("Rui has 30 inches of string. Lena is 6 inches taller than Rui. How tall is Lena?", 36, None),
    # a measure asked of a holder is its own, never a stuff it holds in that unit
    ("Rui is 48 inches tall. Rui has 30 inches of string. How tall is Rui?", 78, 48),
    ("Rui has 30 inches of string. How tall is Rui?", 30, None),
    ("Lena is 6 inches taller than Rui. Rui is 48 inches tall. Lena has 20 inches of string. How "
     "tall is Lena?", 74, 54),
    # figs got from somewhere untold may be from the tree asked about
    ("The tree had 10 figs. Nia picked 4 figs from the tree and 3 more. How many figs did Nia pick "
     "from the tree?", 4, None),
    # "she" after two holders of beads: Nia's 32 or Ola's 8 shared?
    ("Nia has 12 red beads and 20 blue beads. Ola has 8 beads. She shares the beads among 4 "
     "friends. How many beads does each friend get?", 8, None),
    # parts of one noun counted by another holder too: each of which binders?
    ("Omar keeps 96 stamps in 8 albums, the same number in each. Lu has 3 albums. How many stamps "
     "are in each album?", 12, None),
    ("Ann put 84 cards into 7 binders. Bo has 3 binders. How many cards are in each binder?", 12,
     None),
    ("Ann shared 84 cards among 7 friends. Bo has 3 friends. How many cards did each friend get?",
     12, None),
    # a holding in containers is no holding of Ivo's when "he" may be Omar
    ("Omar met Ivo. He keeps 96 stamps in 8 albums, the same number in each. How many stamps does "
     "Ivo have?", 96, None),
    # the room for some kinds of a noun is not the room for all of them: the red pens fill 1 box
    ("A box can hold 9 pens. If you had 4 red pens and 23 blue pens, how many boxes would you "
     "need to hold the red pens?", 3, 1),
    ("A vase can hold 9 flowers. If you had 4 tulips and 23 roses, how many vases would you need "
     "to hold the tulips?", 3, 1),
    # the same kind named by a closing "for the …": was the room for every flower (10)
    ("A box can hold 9 pens. If you had 4 red pens and 23 blue pens, how many boxes would you "
     "need for the red pens?", 3, 1),
    # containers someone adds (or holds) beside those told full: their contents are untold,
    # not none (was 66, the chairs of the 6 rows alone)
    ("There are 6 rows of chairs with 11 chairs in each row. Ines adds 4 rows. How many chairs "
     "are there now?", 66, None),
    ("There are 6 shelves with 11 books on each shelf. Ines takes away 2 shelves. How many books "
     "are there now?", 66, None),
    ("There are 3 shelves with 11 books on each shelf in the library. There are 3 shelves in the "
     "office. How many books are there?", 33, None),
    ("The library has 3 shelves with 11 books on each shelf. The office has 2 shelves. How many "
     "books are there?", 33, None),
    # "left over" after one kind is bagged: the rest of the bagging, or every bead outside a
    # bag? (was 10, the blue beads never bagged)
    ("Ines has 12 red beads and 10 blue beads. She puts the red beads in bags of 4. How many "
     "beads are left over?", 10, None),
    # a price told in one seller's sale is hers, as a price one buyer paid is his (was 32)
    ("Lola sold 5 mugs for $16 each and Seth sold 2 mugs. How much money did Seth make?", 32, None),
    ("Lola sold 5 mugs for $16 each. Seth sold 2 mugs. How much did Seth earn?", 32, None),
    ("A vase can hold 7 flowers. If you had 57 roses and 7 tulips, how many vases would you need "
     "for the roses?", 10, None),
    # groups of a size asked of pens two people hold: hers, or all of them?
    ("Ann has 15 pens. Bo has 6 pens. How many groups of 3 pens can she make?", 7, 5),
    ("Ann has 20 pens. Bo has 15 pens. How many packs of 5 pens can they make?", 4, 7),
    # a plan whose whole is told after: what she holds after the plan, or lost after, is untold
    ("Ann wants to split her pens into groups of 5. She has 32 pens. How many pens will she have "
     "left over?", 32, 2),
    ("Ann wants to split her pens into groups of 5. She has 30 pens. She lost 5 pens. How many "
     "groups will she make?", 6, 5),
    ("Ann met Ivy. She wants to split her pens into groups of 5. Ivy has 30 pens. How many groups "
     "will Ann make?", 6, None),
    # the figs told packed are the whole parted, never all the figs he has
    ("Omar has 12 figs. He bought 48 figs packed equally into 4 boxes. How many figs were in each "
     "box?", 15, 12),
    # "12 beads and 20 blue beads": are the blue ones among the 12? "the beads" is not the 12
    ("Ann has 12 beads and 20 blue beads. She shares the beads among 4 friends. How many beads "
     "does each friend get?", 3, None),
    # cards in binders, never said to be as many in each: 12 is a guess
    ("Tom had 84 cards in 7 binders. How many cards are in each binder?", 12, None),
    ("Tom had 84 cards in 7 binders. Bo had 30 cards in 5 binders. If each binder has the same "
     "number of cards, how many cards are in each binder?", 12, None),
    # figs eaten after they were packed: is each box still as full?
    ("Omar bought 48 figs packed equally into 4 boxes. He ate 4 figs. How many figs are in each "
     "box?", 12, None),
    ("Omar keeps 40 figs in 4 jars, the same number in each. He sold 8 figs. How many figs are in "
     "each jar?", 10, None),
    # a need of the kind beside a share of it: are the 5 for the cake packed too?
    ("Ann has 40 eggs. She needs 5 eggs for a cake. She puts them into boxes of 12. How many boxes "
     "can she fill?", 3, None),
    ("Ann has 40 eggs. She needs 5 eggs for a cake. How many boxes of 12 eggs can she fill?", 3,
     None),
    # a bare "How much" of a story that tells money in cents and in dollars: 900 cents, or $9?
    ("Each plum costs 75 cents. Ada had $20. Ada bought 12 plums. How much did she spend?", 900, None),
    # liters told with no "of" beside liters of the water asked may be of that water
    ("A jug had 9 liters of water. Tom drank 2 liters. How much water is left in the jug?", 9, None),
    # money handed to the one who sells, and the change got back, are no loss and no gain beside
    # the cost of what was bought: the purse is less the cost alone
    ("Rua had $60. She bought a vase for $15. She gave the clerk $20. How much money does she "
     "have?", 25, 45),
    ("Rua had $60. She bought a vase for $15. She gave the clerk $20 and got $5 in change. How "
     "much money does she have?", 30, 45),
    ("Rua had $60. She bought a vase for $15. She paid with a $20 bill and got $5 in change. How "
     "much money does she have?", 50, 45),
    # a measure said of each thing one clause counts says nothing of other things of the kind
    ("Kira bought a 300-page book and 2 books. How many pages did she buy?", 900, None),
    ("Kira has 2 books. She buys a 300-page book. How many pages does she have?", 900, None),
    ("Kira read 3 120-page books. Omar read 2 books. How many pages did they read?", 600, None),
    # nor of any things a question counts
    ("Kira has a 120-page book. How many pages are in 2 books?", 240, None),
    # parts of a measure of weight are no parts of a count of things
    ("Ann has 12 apples. She put them into 3-pound bags. How many bags does she need?", 4, None),
    # what each thing measures makes a pace of the measure only of the one pace counting them
    ("Ann reads 3 books a week. Bo reads 2 books a week. Each book has 100 pages. How many pages do "
     "they read in 2 weeks?", 600, 1000),
    ("Ann reads 3 books a week. Each book has 100 pages. She also reads 50 pages a week. How many "
     "pages does she read in 2 weeks?", 600, 700),
    # the time to read all a book measures is not the time to read the rest of it
    ("Kira has a 300-page book. She read 20 pages yesterday. She reads 20 pages a day. How many "
     "days will it take her to read the book?", 15, 14),
    # contents told beside a count ("3 books with 300 pages each") are of those things only
    ("Ivo has 2 books. He buys 3 books with 300 pages each. How many pages does he have?", 1500,
     None),
    ("Kira has a 300-page book. Omar has a book. How many pages do they have?", 300, None),
    # two people each named on their own and one body: the two, the band, or all of them?
    ("Mai has 8 coins. Teo has 3 coins. The band has 12 coins. How many coins do they have?", 11,
     None),
    # people named as a noun the machine takes for a role ("their owner") have legs too
    ("There are 4 cats and their owner in a yard. How many legs are there?", 16, None),
    # seeing asked at another time, or by one the story tells of, is not what there is now
    ("There are 7 crows in an oak. How many crows did you see yesterday?", 7, None),
    ("There are 7 crows in an oak. How many crows will you see?", 7, None),
    ("There are 7 crows in an elm. You shut your eyes. How many crows do you see?", 7, None),
    # bought with no seller named, beside a shop holding such things: from the shop, maybe
    ("A shop had 30 lamps. Rey bought 8 lamps. He gave 1 to Kim. How many lamps does the shop "
     "have?", 30, None),
    # two kinds the categories table does not place alike may be one among the other
    ("A pound has 30 pets. 10 are dogs and 6 are poodles. The rest are cats. How many cats are "
     "there?", 14, None),
    ("A park has 30 animals. 10 are lions and 6 are cats. The rest are deer. How many deer are "
     "there?", 14, None),
    ("A club has 30 kids. 10 are boys and 6 are twins. The rest are girls. How many girls are "
     "there?", 14, None),
    # a doing told again (any verb but a taking) may be of the same things
    ("Uma planted 11 roses. Later she planted 3 of those roses again. How many roses did she "
     "plant?", 14, None),
    ("Uma moved 11 crates. Then she moved 3 crates again. How many crates did she move?", 14, None),
    ("Uma took 11 photos. She took 3 of those photos again. How many photos did she take?", 14,
     None),
    ("Uma painted 11 fences. Later she painted 3 fences again. How many fences did she paint?", 14,
     None),
    # painting chairs gets no chairs
    ("Bea had 4 chairs. She painted 3 chairs. How many chairs does she have?", 7, 4),
    # what a holder gets of each cow's yield: his goats may yield it too
    ("A farmer has 6 cows and 3 goats. Each cow gives 4 liters of milk a day. How many liters of "
     "milk does he get in a day?", 24, None),
    # "they" beside a plural role and someone named on their own: the role, or all of them?
    ("The girls have 6 kites. Omar has 4 kites. How many kites do they have?", 6, None),
    # the "they" that "their" stood for is a reading of a later "they" too
    ("Ian has 4 cards. Eve has 6 cards. Their uncle has 5 cards. How many cards do they have?", 15,
     None),
    # what a thing of hers holds may be among what she holds, or more
    ("Zoe has 9 shells. Her bucket has 4 shells. How many shells does Zoe have?", 9, None),
    # men are adults: no rest is the whole less both
    ("There are 20 people on a boat. 6 are men, 9 are adults and the rest are children. How "
     "many children are there?", 5, None),
    ("There are 4 men and 2 adults in a hall. How many people are in the hall?", 6, None),
    # "they" beside bodies and plural roles: any one of them, or all of them?
    ("The band has 12 drums. The boys have 3 drums. How many drums do they have?", 3, None),
    ("The choir has 8 flags. The band has 8 flags. How many flags do they have?", 8, None),
    ("Lea has 6 pins. The band has 11 pins. The choir has 11 pins. How many pins do they have?",
     11, None),
    # "they" of the things counted, when someone else is told there too: the ducks, or all?
    ("There are 6 ducks in a pond. Omar is there too. How many legs do they have?", 12, None),
    # money left after a supposed purchase, by a buyer who wants other things too
    ("A cap costs $4. Ned has $30. He wants to buy 3 socks too. How much money will he have left "
     "if he buys 2 caps?", 22, None),
    ("A cap costs $4. Ned has $30. He also needs a belt. How much money will he have left if he "
     "buys 2 caps?", 22, None),
    # "of them" with no holding told: of the ones already eaten?
    ("Kai ate 4 figs. Later Lin ate 9 of them. How many figs did they eat?", 13, None),
    # a doing of another's done "with" the one asked is the asked one's too
    ("Kai washed 8 cars. Then Lin washed 5 cars with him. How many cars did Kai wash?", 8, None),
    # the whole changed after its part was told: the rest of which whole?
    ("A shop has 50 pets. 20 of them are cats. The shop sold 8 dogs. The rest are fish. How many "
     "fish are there?", 30, None),
    # a whole put into parts one of which is told: "each" part is no one size (was 44)
    ("Ula has 88 beads. She puts them into two cups. There are 37 beads in the first cup. How "
     "many beads are in each cup?", 44, None),
    ("There are 50 kids in the gym. The coach splits them into two teams. The first team has 10 "
     "kids. How many kids are in each team?", 25, None),
    # what a thing weighs is one measure of it at a time, never the sum of two (was 95)
    ("Ana weighs 50 pounds. Ana weighed 45 pounds last year. How much does Ana weigh?", 95, 50),
    ("Ana weighs 50 pounds. Ben weighs 60 pounds. Ana weighed 45 pounds last year. How much do "
     "they weigh together?", 155, 110),
    # "more" with no "than" after the holder's own holding changed: than the other, or than
    # before? (was 8)
    ("Jo has 9 pens and Al has 4 pens. Jo buys 3 pens. How many more pens does Jo have?", 8, None),
    # another's doing to things of which he holds none may be done to hers (was 9)
    ("Kit has 9 pages. Bo read 2 of them. How many pages does Kit have left?", 9, None),
    # "finish" completes a task or eats up a pie: of things not told as to be done, its effect
    # is not known (was 5 while "finish" was an activity, as "read" is)
    ("Kit had 5 pies. Bo finished 3 of them. How many pies does Kit have?", 5, None),
    ("There are 9 pens in the red box and 4 pens in the blue box. Ana puts 3 more pens in the red "
     "box. How many more pens are in the red box?", 8, None),
    # money told held after a priced purchase, never said to come after it: before paying?
    ("Ivo bought 3 kg of rice. Rice costs $4 per kilogram. Ivo has $50 in his purse. How much "
     "money does he have left?", 50, None),
    ("Ivo bought 3 pens for $4 each. Ivo has $50. How much money does he have left?", 50, None),
    # toy dogs may or may not be animals: "them" is no one category
    ("Ann has 4 toy dogs and 8 cats. She puts them into pens of 4. How many pens does she fill?", 3,
     None),
    # what each part should get, told of no sharing, is no clause that says nothing: 30 pens
    # are not all left when each student should get some
    ("There are 30 pens and 4 students. Each student should get the same number of pens. How "
     "many pens will be left?", 30, None),
    # what was bought to be given is the 17 bought, not all 37 she then has (37 = 5 × 7 + 2)
    ("Ann had 20 pens. She bought 17 pens to give to her 5 friends. If she wants to give each "
     "friend the same amount, how many pens would she have left over?", 2, None),
    # parts counted by the story are not parts filled one by one: 9 tins of 6 hold all 47
    ("Tia has 47 buttons. She put them in tins. She has 9 tins. Each tin holds 6 buttons. How many "
     "buttons are left over?", 5, None),
    # a giving planned with no "equally", its whole told after: all to one friend, or the same to each?
    ("Ana wants to give her pens to 5 friends. She has 30 pens. How many pens does each friend get?",
     6, None),
    # what each friend has may be of their own pens too: no saying that the gift is equal
    ("Tom had 20 pens to give to his 5 friends. Each friend has the same number of pens. How many "
     "pens does each friend get?", 4, None),
    ("A cafe had 11 slices of ham to put on its pizzas. The cafe has 6 pizzas. If each pizza got 2 "
     "slices, how many extra slices of ham would it have?", 1, None),
    # a holder's parts in a row are not all it holds when another part of it, not in the row,
    # holds the kind too (was 12: the lid's cups left out)
    ("A cart has two trays. The first tray has 5 cups. The second tray has 7 cups. The lid of the "
     "cart has 3 cups. How many cups does the cart have?", 12, None),
    # a task done on a day placed before the tasks told as now to be done: among them? (was 5)
    ("Ugo has 80 pages to read. He read 30 pages last night. How many pages does he have left to "
     "read?", 50, None),
    ("Ugo has 8 jobs to do. He finished 3 jobs yesterday. How many jobs does he have left?", 5, None),
    # a purchase told after the bill handed over and the change: paid with that bill? (was 2:
    # the mug counted in the $12 the bill paid)
    ("Lev bought 4 rulers. He paid with a $20 bill and got $8 back. Then he bought a mug for $4. "
     "How much did each ruler cost?", 2, None),
    # purchases told before and after the bill: was the later one paid from it? (was 3)
    ("Lev bought 2 rulers for $3 each. He paid with a $20 bill. He also bought a mug for $8. How "
     "much change did he get?", 6, None),
    # a whole held by no one named, and a seller's later sale of a kind it may hold: were the
    # sold birds among the 40? (was 18)
    ("There are 40 animals at the farm. 22 are cows. The farmer sold 6 hens. The rest are goats. "
     "How many goats are there?", 18, None),
    # "them" after a giving: the giver's, or the ones given? (was 4 of the giver's 22)
    ("Pia has 27 cards. She gives 5 cards to Noor. How many piles of 5 can you make with them?",
     4, None),
    # a length told of each cup of a drink is the cup's size, no measure of the drink (was 18)
    ("Ned drinks 3 mugs of tea a day. Each mug is 6 inches. How many inches of tea does he drink "
     "in a day?", 18, None),
    # "the tin" after "her tin": a tin told once owned and once not is no new tin holding
    # only what was put in (was 6)
    ("Zoe stores 30 buttons in her tin. Lars puts 6 buttons in the tin. How many buttons are in "
     "the tin?", 6, None),
    # a getting by the same verb with no source told may be from the source asked too (was 5)
    ("Omar gathered 5 eggs from the barn. He gathered 4 eggs in the morning. How many eggs did he "
     "gather from the barn?", 5, None),
    # things told of no place and no holder, beside someone's of the kind: his among them, or
    # more? (was 35 and 33)
    ("There are 30 lamps. Eli has 5 lamps. How many lamps are there?", 35, None),
    ("There are 5 rows of seats with 6 seats in each row. Eli has 3 seats. How many seats are "
     "there?", 33, None),
    # a doing told as running up to now beside a stretch told in the past, not said to be one
    # more: within it, or besides? (was 7)
    ("Rosa has been skating for 4 hours. She skated for 3 hours in the morning. How many hours "
     "has she been skating?", 7, None),
    # things kept in parts all lie in them: 51 beads in 8 jars, the same number in each, is no
    # sharing that leaves 3 over (51 = 8 × 6 + 3), but a text that does not add up
    ("Ivy keeps 51 beads in 8 jars, the same number in each. How many beads are left over?", 3, None),
    ("There are 51 beads in 8 jars with the same number in each jar. How many beads are in each "
     "jar?", 6, None),
    # packs for an amount needed are for the one asked about: Lea's 15 are no part of Rob's 50
    ("Rob needs to buy 50 stickers. Each sheet has 8 stickers. Lea needs 15 stickers. How many "
     "sheets does Rob need to buy?", 2, 7),
    # things given to the one who packed them may go into the boxes: are they still 9 in each?
    ("Zoe bought 36 plums packed equally into 4 bags. Her aunt gave her 8 plums. How many plums "
     "are in each bag?", 9, None),
    # "them" after a later clause of one kind: the 13 daisies left, or all 18 flowers?
    ("Mia had 5 lilies and 22 daisies. She sold 9 daisies. She put them into vases of 6. How many "
     "vases did she fill?", 3, None),
    # "get" says a purchase as well: the 3 got from Lia alone, or all 8?
    ("Rui bought 5 plums. He got 3 plums from Lia. How many plums did Rui get?", 3, None),
    # what she could make with her molds is not the candles she made before
    ("Each mold can hold 6 candles. Ivy has 7 molds. She already made 9 candles. How many candles "
     "can she make?", 9, None),
    # what one can fit in each box is no room of another's boxes (8 = ⌈40 ÷ 5⌉)
    ("Ivo can fit 5 cards in each box. Ana has 40 cards. How many boxes does Ana need?", 8, None),
    # a part of the day asked: the doing told on that day may have been done at another hour
    ("Ivo sold 14 kites on Friday. He sold 9 kites on Saturday. How many kites did Ivo sell on "
     "Saturday afternoon?", 9, None),
    # things counted in the containers a past doing moved are no doing to come
    ("Ann bought 4 bags of 6 pears. How many pears will she buy tomorrow?", 24, None),
    ("Ann bought 4 bags. Each bag has 6 pears. How many pears will she buy?", 24, None),
    # "older" with no "than" after someone else is named: than him, whose age is not told?
    ("Lou is 10 years old. Pat is her neighbor. His son is 2 years older. How old is his son?", 12,
     None),
    # an age compared with no "than" is compared with the owner of the role before the name,
    # whose age is untold: not with the one person whose age is told
    ("Una is 9 years old. His uncle Rob is 4 times as old. How old is Rob?", 36, None),
    ("Una is 9 years old. Dev's cousin, Rob, is 5 years older. How old is Rob?", 14, None),
    # "her neighbor's son" is no son of hers
    ("Una has 9 kites. Her son has 14 kites. Her neighbor has 3 kites. How many kites does her "
     "neighbor's son have?", 14, None),
    ("Una is 9 years old. Her son is 14. Her neighbor is 30. How old is her neighbor's son?", 14, None),
    # common measures: a start told for one event only is no start they share
    ("Ravi swims every 6 days and Tia swims every 4 days. Ravi swam today and Tia swam "
     "yesterday. In how many days will they next swim on the same day?", 12, None),
    # "twice as many" is no equal number of each
    ("Jars are sold in boxes of 6 and lids are sold in boxes of 9. Omar wants twice as many lids "
     "as jars. What is the least number of jars he can buy?", 18, None),
    # shared "equally": each bag may hold 7 of the 42 marbles, mixed
    ("Pia has 18 red marbles and 24 blue marbles. She shares them equally among some bags with no "
     "marbles left over. What is the greatest number of bags she can fill?", 6, None),
    # no marbles left over, but beads may be
    ("Pia has 18 red marbles and 24 blue beads. She puts them into identical bags with no marbles "
     "left over. What is the greatest number of bags she can fill?", 6, None),
    # days Ann swims are no days waited
    ("Ravi swims every 6 days and Tia swims every 4 days. They both swam today. How many days "
     "will Ravi swim before they next swim on the same day?", 12, None),
    # the second meeting is not the next one
    ("Ravi swims every 6 days and Tia swims every 4 days. They both swam today. In how many days "
     "will they swim on the same day for the second time?", 12, 24),
    # a start they did not share
    ("Ravi swims every 6 days and Tia swims every 4 days. Both of them did not swim today. In how "
     "many days will they next swim on the same day?", 12, None),
    # packs of two kinds counted together, cups and plates together, a kind not told equal
    ("Cups come in packs of 6 and plates come in packs of 8. Lu wants the same number of cups and "
     "plates. What is the least number of packs of cups and plates she must buy?", 4, None),
    ("Cups come in packs of 6 and plates come in packs of 8. Lu wants the same number of cups and "
     "plates. What is the least total number of cups and plates she must buy?", 24, None),
    ("Cups come in packs of 6 and plates come in packs of 8. Lu wants the same number of cups as "
     "guests. What is the least number of cups she must buy?", 24, None),
    ("Cups come in packs of 6 and plates come in packs of 8. Lu wants at least as many cups as "
     "plates. What is the least number of cups she must buy?", 24, None),
    # the rope alone cut, the pens alone grouped, the groups' own leftover, some eaten first
    ("A rope is 12 feet long and a wire is 18 feet long. She cuts the rope into pieces of equal "
     "length with nothing left over. What is the greatest length of each piece?", 6, 12),
    ("Pia has 12 pens and 18 pencils. She wants to put the pens into identical kits with none left "
     "over. What is the greatest number of kits she can make?", 6, 12),
    ("Pia has 12 pens and 18 pencils. She makes identical kits and has no kits left over. What is "
     "the greatest number of kits she can make?", 6, None),
    ("Pia has 12 apples and 18 pears. She eats some. She puts the rest in identical baskets with "
     "no fruit left over. What is the greatest number of baskets she can fill?", 6, None),
    # the last meeting asked, and a start that leaves out one of three swimmers
    ("A red lamp blinks every 6 seconds and a blue lamp blinks every 4 seconds. They both blinked "
     "at the same time. How many seconds until they both blink at the same time again for the "
     "last time?", 12, None),
    ("Ravi swims every 6 days and Tia swims every 4 days. Cal swims every 5 days. Ravi and Tia "
     "both swam today. In how many days will Ravi and Tia next swim on the same day?", 60, 12),
    # a kind set apart in the question
    ("Pia has 12 pens, 18 pencils and 8 erasers. She makes identical kits with nothing left over. "
     "What is the greatest number of kits she can make without the erasers?", 2, 6),
    # a total asked is no one piece
    ("A rope is 12 feet long and a wire is 18 feet long. She cuts both into pieces of equal length "
     "with nothing left over. What is the greatest total length of the pieces?", 6, None),
    # a difference of two numbers and one of them: the other may be above it (130) or below (70)
    ("The difference of two numbers is 30. If one of the numbers is 100, find the other number.",
     130, None),
    # "doubled" after "the sum of a number and 15": (x + 15) × 2 = 40 gives 5, x + 30 = 40 gives 10
    ("The sum of a number and 15 doubled is 40. What is the number?", 5, None),
    # "a number plus 5 times 3": (x + 5) × 3 = 30 gives 5, x + 15 = 30 gives 15
    ("A number plus 5 times 3 is 30. What is the number?", 5, None),
    ("A number increased by 4 doubled is 20. What is the number?", 6, None),
    # "a number plus itself doubled": (x + x) × 2 = 30 gives 7.5, x + 2x = 30 gives 10
    ("A number plus itself doubled is 30. What is the number?", 10, None),
    # "the difference between a number and 5": x − 5 or 5 − x
    ("The difference between a number and 5 is 10. Find the number.", 15, None),
    # the sum asked of a pace of money is in its own unit: 40 cents is no 40 dollars
    ("Uma earns $8 an hour. How many hours will it take her to earn 40 cents?", 5, None),
    # a pace told of two doers: each of them, or the two together? (6 days on main too)
    ("Ann and Bo read 10 pages a day. How many days will it take them to read 60 pages?", 6, None),
    ("Ann and Bo earn $8 an hour. How many hours will it take them to earn $40?", 5, None),
    # things bought or got each day are none of the payee's paid doing
    ("Cal earns $4 per lesson. He buys 3 lessons a day. How much does he earn in 5 days?", 60, None),
    ("Cal earns $4 per lesson. He gets 3 lessons a day. How much does he earn in 5 days?", 60, None),
    # money held beside a pace of saving: "to save $90" may be $90 in all
    ("Uma has $30. She saves $10 a week. How many weeks will it take her to save $90?", 9, None),
    # one colour with two spellings or names: the grey pebbles dropped may be the gray ones
    ("Lea has 40 gray pebbles. She dropped 6 grey pebbles. How many gray pebbles does she have?",
     40, 34),
    ("Lea has 40 purple beads. She lost 6 violet beads. How many purple beads does she have?", 40,
     None),
    # a change said in a clause that names the asked things too makes some of them
    ("Rex had 12 pears and 3 tarts. He used 8 pears to bake tarts. How many tarts does he have?", 3,
     None),
    ("Pam has 12 white towels and 7 gray towels. She dropped 4 white towels and they turned gray. "
     "How many gray towels does she have?", 7, 11),
    ("Eda had 15 plums and 4 jars of jam. She used 9 plums to make jam. How many jars of jam does "
     "she have?", 4, None),
    ("Rex had 12 bricks and 2 walls. He used 9 bricks to build a wall. How many walls does he "
     "have?", 2, 3),
    # a change to a holder named by the asked noun: the tadpoles became frogs
    ("Rex had 9 caterpillars and 5 moths. 4 caterpillars turned into moths. How many moths does he "
     "have?", 5, 9),
    # a parting by one who was given some: his own few, not the giver's rest (was 4 and 6)
    ("Ida has 20 cards. She gave 5 to Lev. How many piles of 2 cards can Lev make?", 7, 2),
    ("Ida has 20 cards. She gave 5 to Lev. Lev put his cards into piles of 5. How many piles did he "
     "make?", 3, 1),
    ("Ida has 20 cards. Lev put his cards into piles of 5. How many piles did he make?", 4, None),
    # a supposed loss in the question: the parts made of what is left after it, not before
    ("A pie needs 4 plums. How many pies can you make with 30 plums if you drop 6 plums?", 7, 6),
    # things held by a group the asked one is in: some of them may be hers (was 8)
    ("Gia has 8 hens. Gia and Lou have 6 goats. How many animals does Gia have?", 8, None),
    # things of another told on the owner's place are on it too (was 10)
    ("Lev keeps 12 goats on his ranch. Ida has 4 sheep on his ranch. How many animals are on his "
     "ranch?", 12, 16),
    # things told as still to be made are not held: the 3 knitted are among the 8 (was 11)
    ("Jo has 8 scarves to knit. She knitted 3 scarves. How many scarves does she have?", 11, None),
    # "4 more on Tuesday" after a doing on Monday: 4, or 4 more than on Monday? (was 4)
    ("Uma sewed 9 hats on Monday. She sewed 3 more hats on Tuesday. How many hats did she sew on "
     "Tuesday?", 3, None),
    # a part of a whole parted into it holds some of the whole, whoever adds to it later (was 7)
    ("Ole has 40 nuts. He puts them into three bowls. Pia put 7 nuts in the third bowl. How many "
     "nuts are in the third bowl?", 7, None),
    # a ratio of a part to the whole it is among is no ratio of two parts (20 = 12 ÷ 3 × 5 as if
    # the pens were other than the red pens)
    ("The ratio of red pens to pens is 3:5. There are 12 red pens. How many pens are there?", 20,
     None),
    # the pens in her bag may be some of the pens the ratio counts
    ("The ratio of red pens to blue pens is 3:5. Kim has 12 red pens in her bag. How many blue "
     "pens does Kim have?", 20, None),
    # a ratio that changes: the first ratio no longer holds for the count asked (the trap reads
    # the first one)
    ("The ratio of boys to girls is 4:3. There are 12 boys. Then 6 more girls join. How many "
     "girls are there?", 9, 15),
    # what she holds after a share may count things held before it
    ("Ann and Bo shared some pens in the ratio 3:4. Bo has 20 pens. How many pens did Ann get?",
     15, None),
    # the fruit's head alone after two colours of it may count a third colour (was 6, as if
    # every plum were purple or yellow)
    ("The ratio of purple plums to yellow plums is 4:3. There are 14 plums in all. How many "
     "yellow plums are there?", 6, None),
    ("Purple plums and yellow plums are in the ratio 4:3. There are 8 purple plums. How many "
     "plums are there in all?", 14, None),
    # a measure of a container with no stuff told is its size, not the stuff in it (each was
    # the measure: 36, 5)
    ("Ann has 3 12-ounce glasses. How many ounces of milk does she have?", 36, None),
    ("Ann has a 5-pound bag. How many pounds of rice does she have?", 5, None),
    # a length told of a thing may be its height or its width, not its length (each was 6, 12)
    ("Ann has a 6-foot fence. How many feet of fence does she have?", 6, None),
    ("Ann has a 12-inch pizza. How many inches of pizza does she have?", 12, None),
    # "tall" or "wide" after a length names another dimension than "feet of" it asks
    ("Kira has a 6-foot tall fence. How many feet of fence does she have?", 6, None),
    # a count of doors in each car is no count of cars, an age no measure held
    ("Ann has 3 2-door cars. How many cars does Ann have?", 6, 3),
    ("Ann has 2 10-year-old dogs. How many dogs does Ann have?", 20, 2),
    # a total asked by a word for a whole the ratio's kinds do not divide: people may be
    # teachers too (trap 21); the children are the boys and the girls, the students too, but
    # not the students of another class than the ratio's
    ("The ratio of boys to girls in the club is 4:3. There are 12 boys. What is the total number "
     "of people in the club?", 21, None),
    ("The ratio of boys to girls at the dance is 4:3. There are 12 boys at the dance. How many "
     "people are at the dance?", 21, None),
    ("The ratio of boys to girls in the math class is 5:8. There are 26 students in the art "
     "class. How many girls are there?", 16, None),
    # a ratio told the other way round from the order the whole is asked by (trap 25)
    ("The ratio of girls to boys is 3:5. There are 40 students. How many girls are there?", 25,
     15),
    # a difference told against the ratio's order (trap 10, reading "more girls" as the larger
    # ratio number); one told of another kind (trap 10)
    ("The ratio of boys to girls is 5:3. There are 4 more girls than boys. How many girls are "
     "there?", 10, None),
    ("The ratio of boys to girls is 3:5. There are 4 more girls than teachers. How many girls are "
     "there?", 10, None),
    # a ratio told of the past beside a difference told now (trap 10)
    ("The ratio of boys to girls was 3:5. There are 4 more girls than boys. How many girls are "
     "there?", 10, None),
    # "for every" binds the numbers to the kinds they stand beside (trap 4, girls to boys 2:3
    # read the wrong way round); a ratio "there" is not what one holder has (trap 20)
    ("There are 3 girls for every 2 boys. There are 6 boys. How many girls are there?", 4, 9),
    ("For every 3 boys there are 5 girls. There are 12 boys. How many girls does Ann have?", 20,
     None),
    # "the difference between" the girls and the boys is the larger less the smaller, whichever
    # is named first (trap 10, girls bound to the ratio's first number)
    ("The ratio of boys to girls is 5:3. The difference between the girls and the boys is 4. How "
     "many girls are there?", 10, 6),
    # a ratio told in the same sentence as a count in one place, asked of another (trap 30)
    ("There are 40 boys in the club and the ratio of boys to girls is 4:3. How many girls are "
     "there in the gym?", 30, None),
    # a length told of a thing that is not lengthwise is no length to cut in a ratio (trap 4:
    # a 12-inch pizza is 12 inches across); "the shorter piece" of a ratio told longer first
    # (trap 20, the first number's piece)
    ("Ann cut a 12 inch pizza into two pieces in the ratio 1:2. How long is the shorter piece?",
     4, None),
    ("Terry cut a rope 35 inches long into two pieces in the ratio 4:3. How long is the shorter "
     "piece?", 20, 15),
    # a clock time after two kinds is no ratio of them (trap 30: 2:30 read as boys to girls)
    ("The boys and the girls are in the hall at 2:30. There are 32 students. How many girls are "
     "there?", 30, None),
    ("The boys and the girls are in the hall at 2:30. There are 32 students in the hall. How many "
     "girls are in the hall?", 30, None),
    # "that were adopted" is not "sold": the cats told are not the cats the ratio counts (trap 8)
    ("The ratio of cats to dogs sold was 2:1. If there were 16 cats that were adopted, how many "
     "dogs were sold?", 8, None),
    # a place brought in with "a" after the ratio's own may be another one (was 6)
    ("The ratio of geese to swans at the lake is 5:2. There are 15 geese at a lake. How many "
     "swans are there at the lake?", 6, None),
    # a ratio told in a place counts that place's things; a holder told in no place is another
    # place, or someone who may have some elsewhere (each was the ratio's answer); the place
    # itself as holder stays read
    ("The ratio of boys to girls in the club is 3:5. The school has 40 students. How many girls "
     "does the school have?", 25, None),
    ("At the farm the ratio of cows to horses is 7:2. The zoo has 21 cows. How many horses does "
     "the zoo have?", 6, None),
    ("A classroom had 35 glue sticks. If the ratio of glue sticks to glue bottles in the office "
     "was 5:2, how many glue bottles did the classroom have?", 14, None),
    ("At a pet store the ratio of cats to dogs sold was 2:1. The mall sold 16 cats. How many dogs "
     "did the mall sell?", 8, None),
    ("The ratio of red pens to blue pens in the box is 3:5. Kim has 12 red pens. How many blue "
     "pens does Kim have?", 20, None),
    ("At the farm the ratio of cows to horses is 7:2. The farm has 21 cows. How many horses does "
     "the farm have?", 21, 6),
    # plane figures: a thing told tall is a plane figure's side only when it is flat (was 18: a
    # table's front, not its top)
    ("A bench is 2 feet tall and 6 feet long. What is its area?", 12, None),
    ("A rectangular desk is 3 feet high and 5 feet long. What is the area of the desk?", 15,
     None),
    ("A square stool is 2 feet tall. What is its area?", 4, None),
    # with no shape word, a thing not known to be one flat face told long and wide is no
    # rectangle: a beast, a vehicle, a round thing, a body part (each was the product)
    ("A goat is 4 feet long and 2 feet wide. What is its area?", 8, None),
    ("A van is 15 feet long and 4 feet wide. What is the area of the van?", 60, None),
    ("A dish has a perimeter of 30 inches and is 10 inches wide. What is its area?", 50, None),
    ("A hand is 7 inches long and 3 inches wide. What is its area?", 21, None),
    # the area of a solid with "surface" or "total" may be every face (was 20)
    ("A rectangular crate is 5 feet long and 4 feet wide. What is its surface area?", 20, None),
    # a thing round another is a ring whose length goes round it (was 400: "it" the yard?)
    ("The hedge around a yard is 40 feet long. It is 8 feet wide. What is its area?", 320, None),
    # measures told only of "it" after a scene naming two things (was 54: the mat or the rug?)
    ("A mat lies on a rug. It is 9 feet long and 6 feet wide. What is the area of the mat?", 54,
     None),
    # a conjunction taken for the figure's noun, "must be" for its maker's doing (was 16: "the
    # or" measured 5 by 3)
    ("A mat must be 5 feet long or 3 feet wide. What is its perimeter?", 16, None),
    # "her" after his figure, "his" after hers, a person's "her" after a figure no one owns,
    # "their" after Ann's (each was the area of the one figure told)
    ("His mat is 5 feet long and 3 feet wide. What is the area of her mat?", 15, None),
    ("She cut a cloth that was 4 inches wide and 5 inches long. What is the area of his cloth?",
     20, None),
    ("A mat is 5 feet long and 3 feet wide. What is the perimeter of her mat?", 16, None),
    ("Ann's mat is 5 feet long and 3 feet wide. What is the area of their mat?", 15, None),
    # plane figures: "square" as the noun of a place ("the town square", "the square of the
    # village") says nothing of its shape (was 3600 and 1600, as if four equal sides)
    ("The village square is 60 feet long. What is its area?", 3600, None),
    ("The square of the village is 40 feet wide. What is its area?", 1600, None),
    # two places told of the figure's noun: two figures, one measure each (was 54)
    ("The mat in the hall is 9 feet long. The mat in the den is 6 feet wide. What is its area?",
     54, None),
    ("The mat is 9 feet long. The mat by the door is 6 feet wide. What is the area of the mat?",
     54, None),
    # a doing to the figure told before its measures: measured before it or after? (was 54)
    ("Ivo trimmed the mat. The mat is 9 feet long and 6 feet wide. What is the area of the mat?",
     54, None),
    ("Ivo rolled up his mat. The mat is 9 feet long and 6 feet wide. What is its area?", 54,
     None),
    # one measure told in the past, the other now: the first may have changed since (was 54)
    ("A mat was 9 feet long. It is 6 feet wide. What is its area?", 54, None),
    ("The mat is 9 feet long. It had a width of 6 feet. What is the area of the mat?", 54, None),
    # the figure's noun named twice in the scene: two figures, and the measures are one's (was
    # 54 each, the last the red mat's measures as the blue mat's)
    ("Ivo has a mat. Una has a mat. The mat is 9 feet long and 6 feet wide. What is its area?",
     54, None),
    ("Una has a red mat and a blue mat. The red mat is 9 feet long and 6 feet wide. What is the "
     "area of the blue mat?", 54, None),
    # "How wide/tall is it?" read as the one length told, whatever measure it was told as (was
    # the told number each time)
    ("A lane has a length of 4 miles. How wide is it?", 4, None),
    ("A mast has a length of 30 feet. How tall is it?", 30, None),
    ("A mat has an area of 12 feet. How wide is it?", 12, None),
    ("A mat is 7 feet. How wide is it?", 7, None),
    # ", doubled" after "three more than a number": 3 + 2x = 22, or (x + 3) × 2 = 22? (was 19/2)
    ("Three more than a number, doubled, is 22. Find the number.", Fraction(19, 2), None),
    # a pay for things done with a named doing pays no other doing of them (was 60 and 20)
    ("Rui earns $5 per car washed. He fixes 4 cars a day. How much does he earn in 3 days?", 60,
     None),
    ("Rui earns $5 for every car he washes. He fixed 4 cars. How much did he earn?", 20, None),
    # taking, attending or seeing the things paid for is no work done on them (was 60 each)
    ("Rui earns $4 per lesson. He takes 3 lessons a day. How much does he earn in 5 days?", 60,
     None),
    ("Rui earns $4 per lesson. He attends 3 lessons a day. How much does he earn in 5 days?", 60,
     None),
    ("Rui earns $5 per car. He sees 4 cars a day. How much does he earn in 3 days?", 60, None),
    # things missed or sent away are no work done on them (was 1600 each)
    ("Oto earns $40 per patient. He misses 8 patients a day. How much does he earn in 5 days?",
     1600, None),
    ("Oto earns $40 per patient. He turns away 8 patients a day. How much does he earn in 5 "
     "days?", 1600, None),
    # a wage named by its work pays no pace of other work (was 180)
    ("Eva earns $12 an hour babysitting. She tutors 5 hours a day. How much does she earn in 3 "
     "days?", 180, None),
    # a pace of work per month asked over half a month: which of its workdays fall in it? (was 800)
    ("Eva earns $10 an hour. She works 8 hours a day. She works 20 days a month. How much does she "
     "earn in half a month?", 800, None),
    # a stretch of the paid work told beside the wage: "to earn $54" may count its pay (was 6)
    ("Eva earns $9 an hour. She worked 2 hours yesterday. How many hours will it take her to earn "
     "$54?", 6, None),
    # "14 left" after making pies, asked of another doing than the use the making is, or beside a
    # third kind the 14 may be (was 32 each)
    ("Ned had 46 plums. After making some jam jars he had 14 left. How many plums did he eat?", 32,
     None),
    ("Ned had 46 plums and 20 figs. After making some jam jars he had 14 left. How many plums did "
     "he use?", 32, None),
    ("Ned had 46 plums. After selling some jam jars he had 14 left. How many plums did he use?", 32,
     None),
    ("Ned had 46 plums. He gave some figs away. After making some jam jars he had 14 left. How many "
     "plums did he use?", 32, None),
    # two shares of "what was left" in one sentence: both of the $60, or the second of the $45?
    ("Ivy earned $80. She spent $20. She spent 1/4 of what was left on a book and 1/2 of what was "
     "left on a bag. How much money does she have?", Fraction(45, 2), None),
    # "that many" after a loss from a told holding: the 2 lost, or the 4 she has? (was 6)
    ("Ula had 6 blue pens. She lost 2. She has three times that many red pens. How many red pens "
     "does she have?", 6, None),
    # equal numbers given by one who was never told to hold them: not the figs of another (was 5)
    ("Ada had 30 figs. Rui gave equal numbers of figs to his 6 cousins. How many figs did each "
     "cousin get?", 5, None),
    # parts told apart that add up to more than the whole: no count of the others (was 8 and 6)
    ("Lin has 20 beads. 12 are green and 10 are gold. How many beads are not green?", 8, None),
    ("Lin has 20 beads. She has 12 green beads and 14 gold beads. How many beads are not gold?",
     6, None),
    # a sub-kind held somewhere else is maybe not among the whole (was 8)
    ("Oto has 30 stamps in his album. He has 12 old stamps in a tin. How many stamps are not old?",
     18, None),
    # "the amount" after two amounts told: the reading where the mother spent half of hers was
    # the only one kept (was 40, as if Ida kept all of hers)
    ("Ida had $40. Her aunt had $60. She spent half the amount. How much money does Ida have?",
     40, None),
    # common measures, the review of the merged reader (each was answered with the trap)
    # three events all started today, two asked: their meeting, not all three's
    ("Lia jogs every 4 days, Ned jogs every 6 days and Oz jogs every 10 days. All three jogged "
     "today. In how many days will Lia and Ned next jog on the same day?", 60, 12),
    # the question names one who was never told to meet
    ("Lia jogs every 8 days and Ned jogs every 6 days. They both jogged today. In how many days "
     "will Lia and Oz jog on the same day again?", 24, None),
    # the start told of others
    ("Lia jogs every 8 days and Ned jogs every 6 days. Oz and Ula both jogged today. In how many "
     "days will Lia and Ned next jog on the same day?", 24, None),
    ("Lia jogs every 8 days and Ned jogs every 6 days. Their dogs both jogged today. In how many "
     "days will Lia and Ned next jog on the same day?", 24, None),
    # a start that may not have been, a question about not meeting
    ("Lia jogs every 8 days and Ned jogs every 6 days. They both might jog today. In how many days "
     "will they next jog together?", 24, None),
    ("Lia jogs every 8 days and Ned jogs every 6 days. They both jogged today. In how many days "
     "will they next not jog on the same day?", 24, None),
    ("Lia used to jog every 8 days and Ned jogs every 6 days. They both jogged today. In how many "
     "days will they next jog on the same day?", 24, None),
    ("Lia jogs every 8 days and Ned jogs every 6 days, but Ned skipped today. They both jogged "
     "today. In how many days will they next jog together?", 24, None),
    # packs: an equality denied, someone else asked, a kind told only in part
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike does not want the same number "
     "of cups as plates. What is the least number of cups he can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants the same number of cups "
     "as plates. What is the least number of cups Ula can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants the same number of cups "
     "as plates. What is the least number of blue cups he can buy?", 18, None),
    ("Blue cups come in stacks of 6 and red cups come in stacks of 9. Ike wants the same number of "
     "blue cups as red cups. What is the least number of cups he can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants the same number of cups "
     "and plates, or more cups. What is the least number of cups he can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants the same number of cups "
     "as plates. He breaks some plates. What is the least number of cups he can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants the same number of cups "
     "as plates. What is the least number of plates he will have left?", 18, None),
    # counts: grouped by another than the holder, a list telling more, 'all' of other things
    ("Ula has 16 bolts and 24 nuts. Ike packs identical bags with no bolts or nuts left over. "
     "What is the greatest number of bags he can pack?", 8, None),
    ("Ula has 16 bolts and Ike has 24 nuts. Ula packs identical bags with no bolts or nuts left "
     "over. What is the greatest number of bags she can pack?", 8, None),
    ("Ula has 16 bolts and 24 nuts. She packs identical bags with no bolts or nuts left over. "
     "What is the greatest number of bags Ike can pack?", 8, None),
    ("Ula has 14 bolts and 20 nuts and packs identical bags, using all the nuts and keeping 2 "
     "bolts. What is the greatest number of bags she can pack?", 2, 4),
    ("Ula has 16 bolts and 24 nuts. She packs identical bags. All the bags are green. What is the "
     "greatest number of bags she can pack?", 8, None),
    ("Ula has 16 bolts and 24 nuts. She packs identical bags and uses all of the bolts. What is the "
     "greatest number of bags she can pack?", 8, None),
    ("Ula has 16 bolts and 24 nuts. She packs identical bags for all of her uncles. What is the "
     "greatest number of bags she can pack?", 8, None),
    ("Ula has 16 bolts and 24 nuts. She does not pack identical bags. What is the greatest number "
     "of bags she can pack with nothing left over?", 8, None),
    ("Ula has 16 bolts and 24 nuts. She packs bags that are not identical, with nothing left over. "
     "What is the greatest number of bags she can pack?", 8, None),
    ("Ula has 16 bolts and 24 more nuts than Ike. She packs identical bags with no bolts or nuts "
     "left over. What is the greatest number of bags she can pack?", 8, None),
    ("Ula had 16 bolts and 24 nuts last week. Now she packs identical bags with no bolts or nuts "
     "left over. What is the greatest number of bags she can pack?", 8, None),
    ("Ula has 16 bolts and 24 nuts. If she gave away all the nuts, what is the greatest number of "
     "identical bags she could pack with no bolts left over?", 8, 16),
    ("Ula has 16 bolts and 24 nuts. She packs identical bags with no bolts or nuts left over. "
     "What is the greatest number of bags she can pack for each cousin?", 8, None),
    ("Ula wants 16 bolts and 24 nuts. She packs identical bags with no bolts or nuts left over. "
     "What is the greatest number of bags she can pack?", 8, None),
    ("Ada has 30 ferns and 45 palms. She pots only the palms in rows with the same number in each "
     "row, with none left over. What is the greatest number of plants in each row?", 15, 45),
    ("Ada has 30 ferns and 45 palms. She does not pot only one kind of plant in each row. She pots "
     "them in rows with the same number in each row, with none left over. What is the greatest "
     "number of plants in each row?", 15, None),
    # three events started together, the question naming two of them by their nouns
    ("A gong sounds every 20 minutes and a chime rings every 30 minutes. A horn blows every 45 "
     "minutes. All three sounded at the same time. In how many minutes will the gong and the chime "
     "sound together again?", 180, 60),
    ("Lia jogs every 8 days and Ned jogs every 6 days. Both of their dogs jogged today. In how many "
     "days will Lia and Ned next jog on the same day?", 24, None),
    # packs: 'she' of two, what is held already set apart, an unsure or conditional equality,
    # a share per someone never told
    ("Lia and Ned are laying tables. Cups come in stacks of 6 and plates come in stacks of 9. She "
     "wants as many cups as plates. What is the least number of cups Lia can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants as many cups as plates. "
     "What is the least number of cups Ike can buy besides the ones he has?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike might want as many cups as "
     "plates. What is the least number of cups he can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Unless Ike buys as many cups as "
     "plates, what is the least number of plates he can buy?", 18, None),
    ("Cups come in stacks of 6 and plates come in stacks of 9. Ike wants as many cups as plates. "
     "What is the least number of cups each diner gets?", 18, None),
    # counts: groups of one kind counted, a pronoun of another, one kind alone, a third count
    # of containers, 'all of them' of the groups, 'all' of onlookers
    ("Rob has 24 figs and 36 dates. He packs them into identical boxes with none left over. What "
     "is the greatest number of boxes of figs?", 12, None),
    ("Rob has 24 figs and 36 dates. She packs them into identical boxes with none left over. What "
     "is the greatest number of boxes?", 12, None),
    ("Rob has 24 figs and 36 dates. He packs them into boxes with only figs in each box and the "
     "same number in every box, with none left over. What is the greatest number of fruits in "
     "each box?", 12, None),
    ("Rob has 24 figs, 36 dates and 2 crates. He packs the fruit into identical boxes with none "
     "left over. What is the greatest number of boxes?", 2, None),
    ("Rob has 24 figs and 36 dates. All his boxes are identical and all of them are full. What is "
     "the greatest number of boxes?", 12, None),
    ("A troop has 24 boys and 36 girls. The leader splits them into identical patrols, and all of "
     "the parents watch. What is the greatest number of patrols?", 12, None),
    # one kind per group: 'only red beads' is the red alone; two kinds of three grouped; a
    # leftover of the groups rules out none of the things
    ("Mae has 30 red beads and 45 blue beads. She strings them on cords with the same number on "
     "each cord, each cord holding only red beads, with no beads left over. What is the greatest "
     "number of beads on each cord?", 15, None),
    ("Mae has 30 red beads, 45 blue beads and 50 green beads. She strings the red and blue beads "
     "on cords with the same number on each cord and only one color on each cord, with no beads "
     "left over. What is the greatest number of beads on each cord?", 5, 15),
    ("Mae has 30 red beads and 45 blue beads. She strings them on cords with the same number on "
     "each cord and only one color on each cord, with no cords left over. What is the greatest "
     "number of beads on each cord?", 15, None),
    # 'she' of two doers; someone never told asked; a grouper other than the named holder; a
    # group never told counted; sets of one kind each told equal in number
    ("Jo feeds the fish every 3 days and Al cleans the tank every 7 days. She did both today. In "
     "how many days will they next do them on the same day?", 21, None),
    ("Tea bags come in boxes of 20 and cups come in boxes of 12. The cafe wants the same number of "
     "tea bags as cups. What is the least number of cups the school can buy?", 60, None),
    ("Eli has 18 forks and 27 spoons. Eli's sister makes identical place settings with no forks or "
     "spoons left over. What is the greatest number of place settings?", 9, None),
    ("Eli has 18 forks and 27 spoons. The waiter makes identical place settings with no forks or "
     "spoons left over. What is the greatest number of place settings?", 9, None),
    ("Eli has 18 forks and 27 spoons. He makes identical place settings with no forks or spoons "
     "left over. What is the greatest number of place settings his sister can set?", 9, None),
    ("Eli has 18 forks and 27 spoons. He makes identical place settings with no forks or spoons "
     "left over. What is the greatest number of tables he can set?", 9, None),
    ("Eli has 18 forks and 27 spoons. He makes the same number of sets of forks as sets of spoons "
     "with no forks or spoons left over. What is the greatest number of sets?", 9, None),
    # 'all of the NOUN' of people counted: NOUN must be people too, or what is asked in each row
    ("A club has 12 girls and 18 boys. The coach puts all of the chairs into identical rows. What "
     "is the greatest number of rows?", 6, None),
    ("A club has 12 girls and 18 boys. The coach uses all of the balls to make identical teams. "
     "What is the greatest number of teams?", 6, None),
    ("A club has 12 girls and 18 boys. The coach seats all of the guests in rows with only girls "
     "or only boys in each row and the same number in each row. What is the greatest number of "
     "children in each row?", 6, None),
    # arithmetic never chooses who "he" is: half of Tom's 19 pens is no count, which does not
    # make "he" the brother (was 19)
    ("Tom had 10 pens. His brother gave him 9 pens. Then he gave half his pens to his mother. "
     "How many pens does Tom have now?", 19, None),
    # packs things come in are bought whole: an amount already held may not be whole packs,
    # so how many packs it "needs" is not told (was 7, 40 marbles held rounded up into packs of 6)
    ("Cups come in stacks of 6. Lu had 40 cups. How many stacks did she need?", 7, None),
    ("Stickers come in sheets with 6 in each sheet. Lu has 40 stickers. How many sheets does she "
     "need?", 7, None),
    # packs of one colour cover no need told of any colour (was 7)
    ("Lu needs 40 beads. Blue beads come in strings of 6. How many strings does she need?", 7,
     None),
    # a relation told of a place brought in again with "a": it may be another place (was 15)
    ("There are 36 pupils in a club. There are 6 more girls than boys in a club. How many boys "
     "are there?", 15, None),
    # the relation's holder a pronoun that cannot stand for the whole's holder: "she" after a
    # class is someone else (was 11)
    ("A club has 26 members, boys and girls. She has 4 more girls than boys. How many boys does "
     "the club have?", 11, None),
    ("Tom has 26 ducks and geese. She has 4 more geese than ducks. How many ducks does Tom "
     "have?", 11, None),
    # common measures, from our probes of the new shapes: one runner back at the start is at 6,
    # not at the lcm (was 24)
    ("Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes. They start together. After how "
     "many minutes will Ana be at the start again?", 24, 6),
    # a start told of two of three runners (was 180)
    ("P runs a lap in 30 seconds, Q runs a lap in 45 seconds, and R runs a lap in 20 seconds. P "
     "and Q start together. After how many seconds will they all meet at the start again?", 180,
     None),
    # a runner who stops (was 24)
    ("Ana runs a lap in 6 minutes and Bo walks a lap in 8 minutes. They start together. Ana stops "
     "after a while. After how many minutes will they meet at the start again?", 24, None),
    # the tens of the number, not the number (was 18)
    ("Kim picks a number that is divisible by both 6 and 9. What is the smallest possible number "
     "of tens in her number?", 18, 1),
    # others seated the second time (was 12)
    ("One day a club sat at tables of 4. Another day, they and their guests sat at tables of 6. "
     "What is the least number of members?", 12, None),
    # 'two of her friends each have …' is no count of doers to set aside: 24 pens, 36 pencils
    # (was 6)
    ("Two of her friends each have 12 pens and 18 pencils. They put them into identical kits with "
     "no pens or pencils left over. What is the greatest number of kits they can make?", 6, 12),
    ("Ann has two color boxes with 12 red pens and 18 blue pens in each. She puts them into "
     "identical kits with no pens left over. What is the greatest number of kits she can make?",
     6, 12),
    # 'two paint colors' counts the sorts, not liters: gcd(12, 18), not gcd(2, 12, 18) (was 2,
    # on main too)
    ("Ann has two paint colors, 12 liters of red and 18 liters of blue. She pours them into "
     "identical cans with nothing left over. What is the greatest number of cans?", 2, 6),
    # a line counted anew each day, or on through the week: 28 or 29, not 4 (was 4)
    ("Every 10th buyer gets a coupon and every 4th buyer gets a pen. In a week 85 buyers came each "
     "day. How many buyers got both?", 4, None),
    # the number changed in the question's own clause (was 18)
    ("Kim picks a number that is divisible by both 6 and 9. What is the smallest possible number "
     "Lee could pick if Lee doubles it?", 18, None),
    # a line counted from after lunch (was 4)
    ("Every 4th visitor after lunch gets a pin and every 6th visitor gets a flag. Of 50 visitors, "
     "how many visitors get both?", 4, None),
    # a sub-kind held by a pronoun that cannot stand for the whole's holder: "she" after
    # Peter's beads, or after a box, is someone else, whose beads are no part of his (were 5, 19)
    ("Peter has 18 beads. She has 9 red beads, 4 yellow beads, and the rest are black. How many "
     "black beads are there?", 5, None),
    ("There are 30 beads in a box. She has 11 red beads. How many beads are not red?", 19, None),
    # "her" after a giver never told to hold any of the things may be the other woman's: "Her
    # aunt gave half her stamps away" after Lena's stamps may be Lena's (was 16)
    ("Lena has 16 stamps. Her aunt gave half her stamps to Omar. How many stamps does Lena have "
     "now?", 16, None),
    # a holding changed by the factor its verb names, with no number: never a clause that
    # tells nothing (was 35, the holding before it); read since as the factor times it
    ("Ravi has 35 coins. Then he tripled his coins. How many coins does Ravi have?", 35, 105),
    ("Ravi saved $35. He doubled the amount. How much money does Ravi have?", 35, None),
    # review of the laps, divisible, every-Nth, tables and pack-size shapes (about 180 variants):
    # laps next at the start together are the lcm only from one start at one time, of the
    # runners told, on one path, going on as told (each was the lcm)
    ("Lia swims a lap in 4 minutes and Oto swims a lap in 10 minutes. They start together, Lia "
     "at the start and Oto at the halfway mark. In how many minutes are both next at the start "
     "together?", 20, None),
    ("Lia swims a lap in 4 minutes and Oto swims a lap in 10 minutes. They started together a "
     "while ago. In how many minutes are both next at the start together?", 20, None),
    ("Lia swims a lap in 4 minutes and Oto swims a lap in 10 minutes. They may start together. "
     "In how many minutes are both next at the start together?", 20, None),
    ("Lia swims a lap of the big pool in 4 minutes and Oto swims a lap of the small pool in 10 "
     "minutes. They start together. In how many minutes are both next at the start together?",
     20, None),
    ("Lia's cousin swims a lap in 4 minutes and Oto swims a lap in 10 minutes. They start "
     "together. In how many minutes are Lia and Oto next at the start together?", 20, None),
    ("Lia swims a lap in 4 minutes and Oto swims a lap in 10 minutes. Lia and Pam start "
     "together. In how many minutes are they next at the start together?", 20, None),
    ("Lia swims a lap in 4 minutes and Oto swims a lap in 10 minutes. Their trainer starts "
     "together with them. In how many minutes are they next at the start together?", 20, None),
    ("Lia jogs a lap in 4 minutes and Oto jogs a lap in 10 minutes. They start together. Oto "
     "walks off the track. In how many minutes are they next at the start together?", 20, None),
    # every Nth: two questions, a habit, a maybe, another day, two givers (each was 4)
    ("Every 4th diner gets a mug and every 6th diner gets a cap. Of 50 diners, how many get "
     "both, and how many get a mug?", 4, None),
    ("Every 4th diner used to get a mug and every 6th diner gets a cap. Of 50 diners, how many "
     "get both?", 4, None),
    ("Every 4th diner may get a mug and every 6th diner gets a cap. Of 50 diners, how many get "
     "both?", 4, None),
    ("Every 4th diner gets a mug and every 6th diner gets a cap. Of 50 diners, how many got "
     "both last night?", 4, None),
    ("Rosa hands every 4th diner a mug and Sven hands every 6th diner a cap. Of 50 diners, how "
     "many get both?", 4, None),
    # … or a question of another count: two of one prize, three prizes, a condition, two days
    ("Every 4th diner gets a mug and every 6th diner gets a cap. Of 50 diners, how many get both "
     "mugs?", 4, None),
    ("Every 4th diner gets a mug and every 6th diner gets a cap. Of 50 diners, how many get both "
     "a mug and a cap and a spoon?", 4, None),
    ("Every 4th diner gets a mug and every 6th diner gets a cap. Of 50 diners, how many get both "
     "if the caps run out?", 4, None),
    ("Every 4th diner gets a mug and every 6th diner gets a cap. Of 50 diners, how many got both "
     "on Friday and Saturday?", 4, None),
    # a number divisible by both: asked of someone else, of another number, or not for sure
    # (each was 36)
    ("Rosa has a number that is divisible by both 4 and 9. What is the least possible number "
     "Sven could have?", 36, None),
    ("Rosa has a number that is divisible by both 4 and 9. Sven has another number. What is the "
     "least possible number Sven could have?", 36, None),
    ("Rosa has a number that is nearly divisible by both 4 and 9. What is the least possible "
     "number Rosa could have?", 36, None),
    # one group at tables of two sizes: a table's count, a part of the group, a maybe, others
    # joining (each was 12)
    ("Once, Gil and his cousins sat at tables of 4. Later on, they sat at tables of 6. What is "
     "the least number of people at each table?", 12, None),
    ("Once, Gil and his cousins sat at tables of 4. Another time, they sat at tables of 6. What "
     "is the least number of cousins there could be?", 12, None),
    ("Once, Gil and his cousins sat at tables of 4. Another time, they may have sat at tables "
     "of 6. What is the least number of people in the group?", 12, None),
    ("Once, Gil and his cousins sat at tables of 4. Another time, they sat at tables of 6. What "
     "is the least number of people in the group if a neighbour joined them?", 12, None),
    ("In May, the hikers ate at tables of 4. In June, the same hikers ate at tables of 6. What "
     "is the least number of hikers next year?", 12, None),
    # pack sizes: no one size ('up to', 'sometimes', '… or 12'), an equality 'at least'
    ("Ned stacks 4 chairs at a time and Uma stacks up to 6 chairs at a time. If they end up "
     "stacking the same number of chairs, what is the least number of chairs each could have "
     "stacked?", 12, None),
    ("Ned stacks 4 chairs at a time and Uma sometimes stacks 6 chairs at a time. If they end up "
     "stacking the same number of chairs, what is the least number of chairs each could have "
     "stacked?", 12, None),
    ("Ned stacks 4 chairs at a time and Uma stacks 6 chairs at a time, or 9 chairs at a time. If "
     "they end up stacking the same number of chairs, what is the least number of chairs each "
     "could have stacked?", 36, None),
    ("Carts take loads of 10 sacks and wagons take loads of 15 sacks. Both took at least the "
     "same number of sacks. What is the least number of sacks each took?", 30, None),
    # the kind sold in packs (mult): a sale told in the past, some of the kind, or packs of
    # another kind are no packs of every pen (each was 42, 6 a pack times 7 packs)
    ("Pens were sold in packs of 6. If Mom buys 7 packs, how many pens will she have?", 42, None),
    ("Some pens are sold in packs of 6. If Mom buys 7 packs, how many pens will she have?", 42, None),
    ("Pens are sold in packs of 6. Mom buys 7 packs of pencils. How many pens does she buy?", 42, None),
    # a count of the things, not of packs, is not multiplied (the trap: 12 packs of 6)
    ("Pens are sold in packs of 6. Mom buys 12 pens. How many pens does she buy?", 72, None),
    # the time each one takes (mult): a person who takes it, another doing, another kind, or a
    # price with the packs, is no time of each cake baked (each was 28)
    ("Each baker takes 7 minutes to bake. How many minutes will it take to bake 4 cakes?", 28, None),
    ("Each cake takes 7 minutes to cool. How many minutes will it take to bake 4 cakes?", 28, None),
    ("Each cake takes 7 minutes to bake. How many minutes will it take to bake 4 pies?", 28, None),
    ("Each cake takes 7 minutes to bake. Tom bakes 4 cakes. How many cakes does he bake?", 28, 4),
    # a part of a part asked without the part's word: big ones may be among the other beans too
    # (it would be 10, the big red beans only)
    ("There are 40 beans in a jar. Half of the beans are red. Half of the red beans are big. How "
     "many big beans are there?", 10, None),
    ("There are 40 beans in a jar. Half of the beans are red. Half of the red beans are big. How "
     "many beans are big?", 10, None),
    # the part changed after it was told: half of the 20 female cows, or of the 16 left?
    ("Ted has 40 cows. Half of the cows are female. He sold 4 female cows. Half of the female "
     "cows are brown. How many brown female cows does Ted have?", 10, None),
    # "the females" when no part of females was told is no part of the brown ones
    ("Ted has 40 cows. Half of the cows are brown. Half of the females are old. How many old "
     "female cows does Ted have?", 10, None),
    # a closing doing ("for mowing the lawn", "mowing the lawn") names the one doing of the verb
    # asked that was told with it, in its clause; a doing told apart, or of another verb, was
    # none of them (each was 5: the one receiving or making counted)
    ("Lou had $30. He received $5 from his aunt. Then he mowed the lawn. How much money did he "
     "receive for mowing the lawn?", 5, None),
    ("Lou had $30. He received $5 from his aunt. He got $9 for mowing the lawn. How much money did "
     "he receive for mowing the lawn?", 5, None),
    ("Ann made $5 selling cakes. She mowed the lawn. How much money did she make for mowing the "
     "lawn?", 5, None),
    ("Ann made $5 selling cakes. She mowed the lawn. How much money did she make mowing the "
     "lawn?", 5, None),
    # a doing named with another verb leaves the receiving asked untold (was 0: the change left)
    ("Lou had $30. His aunt gave him $5. He got $9 for mowing the lawn. Now he has $44. How much "
     "money did he receive for mowing the lawn?", 0, 9),
    # "get paid" is a receiving only for the doing named with it
    ("Lou had $30. He received $5 from his aunt. He mowed the lawn. How much money did he get "
     "paid?", 5, None),
    # "How many more are needed?": the need of the one who needs that kind, not of another kind
    # or of two needers, nor a need gone by (each was 150)
    ("The bees need 400 drops. They have 250 drops. How many more seeds are needed?", 150, None),
    ("The bees need 400 drops. The ants need 90 drops. The bees have 250 drops. How many more "
     "drops are needed?", 150, None),
    ("The bees need 400 drops. They have 250 drops. How many more drops were needed?", 150, None),
    # each member of a group counted before (mult): what each did times the group is the
    # group's; two groups, a group told after or in another year, others "they" may name, or
    # the group's holder asked, refuse (each was 12 or 21)
    ("Ann has 4 friends. Bo has 3 friends. Each friend ate 3 pies. How many pies did they eat?", 21,
     None),
    ("Each boy ate 3 pies. There are 4 boys. How many pies did the boys eat?", 12, 12),
    ("There were 4 boys last year. Each boy ate 3 pies. How many pies did the boys eat?", 12, None),
    ("There are 4 boys and 5 girls. Each boy ate 3 pies. How many pies did they eat?", 12, None),
    ("Ann has 4 friends. Each friend ate 3 pies. How many pies did Ann eat?", 12, None),
    ("Ann had 10 pies. She has 4 friends. Each friend ate 3 pies. How many pies does Ann have left?",
     0, None),
    ("There are 4 boys. Each boy ate 3 pies. How many pies did each boy eat?", 12, 3),
    # a time for one told of anyone (mult) is the asked doer's only when nothing else is told of
    # them or of the doing: Ann's time, or Tom's own cakes, refuse (each was 28)
    ("It takes Ann 7 minutes to bake a cake. How long will it take Tom to bake 4 cakes?", 28, None),
    ("It takes 7 minutes to bake a cake. Tom baked 2 cakes. How long will it take Tom to bake 4 "
     "cakes?", 28, None),
    # a time clause of a doing ("every time", "each time", "whenever", a "when" of a habit in
    # the present) is said of each such doing: the $2 came with every sale (each was 2)
    ("Every time Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?", 2,
     None),
    ("Each time Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?", 2,
     None),
    ("Whenever Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?", 2,
     None),
    ("Whenever Ann sold a pen, she got 2 dollars. Ann sold 4 pens. How much did she get?", 2,
     None),
    ("When Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?", 2, None),
    # a pace told first ("Every day, …") holds for one clause after it, not for a second doer's
    ("Every day, Ann eats 2 apples and Bo eats 3 apples. How many apples does Bo eat in 4 days?",
     3, None),
    ("Every other day, Ann reads 5 pages. How many pages does she read in 6 days?", 30, None),
    # "each of which" after a head: every one of them, never some of them or the friends' own
    ("Reggie bought 5 books, 2 of which cost $2. How much did he spend?", 10, None),
    ("Reggie bought 5 books and 3 pens, each of which cost $2. How much did he spend?", 10, None),
    ("Ann has 3 friends, each of whom has 4 pens. How many pens does Ann have?", 12, None),
    # means of one list: a number taken out, a second list, the count told as what is averaged,
    # a question naming a part of the list or what was never told (a careless reading gives
    # the mean of the list)
    ("Ana scored 4, 6 and 8 points, but her lowest score was dropped. What is the mean of her "
     "scores?", 6, 7),
    ("Ana scored 4, 6 and 8 points on Monday and 1, 2 and 3 points on Tuesday. What is the "
     "mean of her points?", 6, None),
    ("Ana scored 3 goals in 3 games: 4, 6 and 8. What is the average of the goals?", 6, None),
    ("Ana scored 4, 6 and 8 points. What is the mean of the first two?", 6, 5),
    ("Ana counted 4, 6 and 8 cars. What is the mean of the trucks she counted?", 6, None),
    ("Ana counted 4, 6 and 8 cars. Then she counted 10 more. What is the mean?", 6, None),
    ("Ana's scores were 2, 4 and 6. What is the mean of Bo's scores?", 4, None),
    ("Ana's scores were 2, 4 and 6. What is the mean of his scores?", 4, None),
    # consecutive numbers: a sum no run of odd numbers makes, a count asked that was not told,
    # a middle of an even count (a careless reading gives the number of the sum split)
    ("The sum of three consecutive odd numbers is 90. What is the smallest number?", 28, None),
    ("The sum of three consecutive numbers is 90. What is the smallest of the four numbers?", 29,
     None),
    ("The sum of four consecutive numbers is 90. What is the middle number?", Fraction(45, 2),
     None),
    # two groups with an overlap: the group is not its only part, the both part is in each
    # group once (counted twice it leaves -3 in neither), a part below zero, a count of some
    # of the whole
    ("There are 30 students. 18 play soccer, 15 play chess and 4 play neither. How many play "
     "only soccer?", 18, 11),
    ("There are 30 students. 18 play soccer, 15 play chess and 7 play both. How many play "
     "neither?", -3, 4),
    ("There are 30 students. 18 play soccer, 15 play chess and 2 play both. How many play "
     "neither?", -1, None),
    ("There are 30 students. 18 boys play soccer, 15 play chess and 7 play both. How many play "
     "neither?", 4, None),
    # one doer's total: another doing of the verb told after it may be among it (was 52)
    ("Ola counted a total of 40 moths. She counted 12 moths at dusk. How many moths did Ola "
     "count?", 52, None),
    ("Ola counted a total of 40 moths. Later she counted 12 more moths. How many moths did Ola "
     "count?", 52, None),
    # a total listed with a kind and its sorts: the 40 may hold the 12 and the 9
    ("Ola counted a total of 40 moths, 12 gray moths and 9 white moths. How many moths did Ola "
     "count?", 61, None),
    # "spent … reading and … writing": the time spent reading is not all the time spent
    ("Ola spent 50 minutes reading and 25 minutes writing. How many minutes did she spend "
     "reading?", 75, 50),
    # "went on 2 rides" after "rode 6 rides": riding them is going on them (was 2)
    ("Ivy rode 6 rides. She went on 2 rides. How many rides did Ivy go on?", 2, None),
    # a doing of a verb of unknown effect asked beside another such doing of those things:
    # learning songs changes the songs known (was 56)
    ("Rui knows 40 songs. He learned 12 more songs. How many songs does Rui know now?", 40, None),
    ("Rui knows 40 songs. He forgot 12 songs. How many songs does Rui know?", 40, None),
    # the whole counted inside a share beside another holding of the kind: of which pens? (15
    # of the 30 told in the share, with Ann's 40 untold as to colour)
    ("Ann has 40 pens. Half of the 30 pens are red. How many red pens are there?", 15, None),
    # "on both days" with no two days told was read as a qualifier naming no time (8)
    ("Sal baked 8 pies. How many pies did Sal bake on both days?", 8, None),
    ("Sal baked 8 pies. How many pies did Sal bake in both weeks?", 8, None),
    # a part of a part asked after a change of the whole's things: were black female goats sold?
    # (it was 10, the replay tying the part to its whole only)
    ("Ola has 60 goats. Half of the goats are female. A third of the female goats are black. Ola "
     "sold 5 goats. How many black female goats does Ola have?", 10, None),
    # shares: someone who holds none of the kind used some up ("Bo ate 5 of them"): they were
    # the sharer's, so the whole is not the holding told before (each was 10, of 50; read since
    # as her loss, the eater its doer: of 45)
    ("Ivy had 50 figs. Her cousin ate 5 of them. She put 5 figs in each bag. How many bags could "
     "she fill?", 10, 9),
    ("Ivy had 50 figs. Bo ate 5 of them. She shared them equally among 5 friends. How many figs "
     "did each friend get?", 10, 9),
    ("Ivy had 50 figs. Bo ate 5 of them. A bag can hold 5 figs. How many bags does she need?",
     10, 9),
    # "each of the boys", "there in each": a share that is not exact, boys come after it, the
    # parts named are not the share's, or a part told by its place (each was 7)
    ("Ann had 37 marbles. She shared them equally among 5 boys. How many marbles will each of "
     "the boys get?", 7, None),
    ("Ann has 35 marbles. She shares them equally among 5 boys. Then 2 more boys came. How many "
     "will each of the boys get?", 7, None),
    ("Ann has 35 marbles. She shares them equally among 5 boys. How many will each of the girls "
     "get?", 7, None),
    ("Ann has 35 marbles. She puts them into 5 boxes. She put 10 marbles in the first box. How "
     "many marbles are there in each box?", 7, None),
    ("Mike has 44 pens. He divided them equally into 4 rows. Bo has 3 rows. How many pens are "
     "there in each row?", 11, None),
    # a doing over days: the days alike only when told, of that doer and that doing; what was
    # done says nothing of days to come, and leaves nothing over of a holding (was 0)
    ("Ann read 120 pages in 4 days. How many pages did she read each day?", 30, None),
    ("Ann read 120 pages in 4 days. Bo read the same number of pages each day. How many pages did "
     "Ann read each day?", 30, None),
    ("Ann read 120 pages in 4 days. She wrote the same number of pages each day. How many pages "
     "did she read each day?", 30, None),
    ("Ann read 120 pages in 4 days. She read the same number of pages each day. How many pages "
     "will she read each day?", 30, None),
    ("Ann sold 40 cakes in 4 days. She sold the same number of cakes each day. How many cakes "
     "does she have left?", 0, None),
    # money asked after a purchase with no price told: it cost something (was 19, the money before)
    ("Tom has $19. He bought a pen. How much money does he have left?", 19, None),
    ("Tom has $19. A pen costs $2. He bought 3 pens. He bought a cap. How much money does he have "
     "left?", 13, None),
    # the most a sum buys: of the buyer's own ability, at one plain price, nothing else needed
    ("Tom has $19. A folder costs $2. He bought as many folders as Bo could. How much money does he "
     "have left?", 1, None),
    ("Tom has $19. A folder costs $2. He needs $5 for the bus. He bought as many folders as he "
     "could. How much money does he have left?", 1, None),
    ("Tom has $19. A folder costs $2. He bought as many folders as he could. He bought a pen. How "
     "much money does he have left?", 1, None),
    # tenth probe. A part of a part after a change of the whole: the goats sold or bought may or
    # may not be black female ones (was 10, 10, 8: the part as told, the sale never split to it)
    ("Ola keeps 60 goats. Half of the goats are female. A third of the female goats are black. "
     "Ola sells 12 goats. How many black female goats does Ola keep?", 10, None),
    ("Ola keeps 60 goats. Half of the goats are female. A third of the female goats are black. "
     "Ola buys 12 goats. How many black female goats does Ola have now?", 10, None),
    ("Ola keeps 60 goats. Half of the goats are female. A third of the female goats are black. "
     "Ola sells 2 black goats. How many black female goats does Ola keep?", 8, None),
    # "than chips" names the bags only while no loose chips are told, also after it (was 19)
    ("Max sold 27 bags of chips. He sold 8 fewer hot dogs than chips. He also sold 5 chips. How "
     "many hot dogs did Max sell?", 19, None),
    # packs of a described kind are no packs of every one of the noun (each was 42)
    ("Red balloons are sold in packs of 6. Mom buys 7 packs of balloons. How many balloons does "
     "she buy?", 42, None),
    ("Red balloons come in packs of 6. Mom buys 7 packs of balloons. How many balloons does she "
     "buy?", 42, None),
    ("Gel pens come in packs of 6. Mom buys 7 packs of pens. How many pens does she buy?", 42, None),
    # a second sum after a sum and its doing was read as the doing's object, not a sum earned or
    # spent (50; the $30 left out)
    ("Ann earned $50 mowing and $30 babysitting. How much did she earn?", 50, 80),
    ("Ann spent $50 shopping and $25 eating. How much money did she spend?", 50, 75),
    # a bare "-ing" after "and" opened a clause of its own ("writing 25 minutes": a gain of them)
    ("Ann spent 50 minutes reading and writing and 25 minutes cooking. How many minutes did she "
     "spend?", 50, 75),
    # fourteenth probe: a whole of a role that is not the two sexes told (teachers are not
    # boys and girls; are players men or boys?), a number told beside a mean's list as one more
    # of it (after a verb, or of the list's own noun), whole numbers that would go below 0
    ("There are 30 teachers in a school. There are 4 more girls than boys. How many boys are "
     "there?", 13, None),
    ("There are 30 teachers in a school. There are 4 more women than men. How many men are "
     "there?", 13, None),
    ("There are 30 players on a team. There are 4 more girls than boys. How many boys are "
     "there?", 13, None),
    ("On Monday Ann scored 3 goals. On Tuesday, Wednesday and Friday she scored 4, 7 and 10 "
     "goals. What is the mean?", 7, 6),
    ("Ann scored 3 goals on Monday. She scored 4, 7 and 10 goals on Tuesday, Wednesday and "
     "Friday. What is the mean?", 7, 6),
    ("Ann scored 3 points. Bo scored 4, 7 and 10 points. What is the mean?", 7, None),
    ("The sum of 3 consecutive whole numbers is 0. What is the largest?", 1, None),
    # review of the group and pace shapes (eleventh probe). A plural pronoun asked with two
    # groups it may name, one of them others told after ("the boys, or the boys and the
    # girls?"), refuses (each was answered of the one group: 12, 42, 12)
    ("4 boys each ate 3 pies. There are 5 girls. How many pies did they eat?", 12, None),
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. There are 5 cats. How many cups of food "
     "do they eat in a week?", 42, None),
    ("There are 4 boys. Each boy ate 3 pies. There are 5 girls. How many pies did they eat?", 12, None),
    ("There are 4 boys. Ann and Bo each ate 3 pies. How many pies did they eat?", 6, None),
    ("4 kids each eat 3 apples a day. There are 2 adults. How many apples do they eat in a week?", 84,
     None),
    # "each" closing a question asks of each one, not of all (was 12, 6)
    ("4 boys each ate 3 pies. How many pies did they eat each?", 12, 3),
    ("Ann and Bo each ate 3 pies. How many pies did they eat each?", 6, 3),
    # a group counted "in a room" beside rooms counted: 4 in each? (was 12)
    ("There are 4 boys in a room. Each boy ate 3 pies. There are 3 rooms. How many pies were "
     "eaten?", 12, None),
    # a time told of anyone is not the asked doer's when the story tells of that doer or of
    # what is theirs at all (was 28)
    ("It takes 7 minutes to bake a cake. Tom is a slow baker. How long will it take Tom to bake 4 "
     "cakes?", 28, None),
    ("It takes 7 minutes to bake a cake. Tom's oven holds 2 cakes. How long will it take Tom to "
     "bake 4 cakes?", 28, None),
    # twelfth probe: a state verb told with a pace is no doing that adds up (each was summed)
    ("The frog weighs 2 pounds every day. How many pounds does the frog weigh in 3 days?", 6, None),
    ("The tank holds 2 gallons a day. How many gallons does the tank hold in 3 days?", 6, None),
    ("Every day, the pool contains 20 gallons. How many gallons does it contain in 3 days?", 60,
     None),
    # one doer's pace asked of a plural: how many of them? (was the one frog's 10)
    ("Every day, a frog eats 2 flies. How many flies do the frogs eat in 5 days?", 10, None),
    ("A frog eats 2 flies a day. How many flies do the frogs eat in 5 days?", 10, None),
    # "each of which … in all": $2 each, or $2 for all? (was 10)
    ("Reggie bought 5 books, each of which cost $2 in all. How much did he spend?", 10, None),
    ("Reggie bought 5 books, which each cost $2 in total. How much did he spend?", 10, None),
    # a price told by a relative of one buyer's purchase is hers, not another buyer's (was 10)
    ("Reggie bought 5 books. Ann bought 3 books, each of which cost $2. How much did Reggie "
     "spend?", 10, None),
    ("Ann bought 3 books, which cost $2 each. Reggie bought 5 books. How much did Reggie spend?", 10,
     None),
    ("Reggie bought 5 books and Ann bought 3 books, each of which cost $2. How much did Reggie "
     "spend?", 10, None),
    # a past pace told first is no pace to come (was 8); a doing the ledger holds nothing of
    # beside a pace may take days from it (was 14)
    ("Every week, Tom bought 2 books. How many books will he buy in 4 weeks?", 8, None),
    ("Tom runs 2 miles every day. On Sunday, he rests. How many miles does he run in a week?", 14,
     None),
    ("Every day, Tom runs 2 miles. On Sunday, he rests. How many miles does he run in a week?", 14,
     None),
    # seventeenth probe: a holding told by its number in the present before a change told in
    # the past, asked "at first" (the present may be now, after the change)
    ("Ben has 30 stickers. He lost 7 stickers. How many stickers did he have at first?", 30, None),
    ("Ben has 30 stickers. He found 7 stickers. How many stickers did he have to start with?", 30, None),
    ("Ben has 30 stickers. He gave 7 stickers to Al. How many stickers did he have before he gave "
     "any away?", 30, None),
    # a spending that says what it went on is no cost of a purchase beside it (each was 15)
    ("Tom has $19. He bought a pen and spent $4 on a book. How much money does he have left?", 15, None),
    ("Tom has $19. He spent $4 on lunch and bought a pen. How much money does he have left?", 15, None),
    ("Tom has $19. He spent $4 for lunch and bought a pen. How much money does he have left?", 15, None),
    # the most bought after an unpriced purchase: the money before it is not told (was 6)
    ("Tom had $20. Folders cost $3 each. He bought 2 pens. He bought as many folders as he could. "
     "How many folders did he buy?", 6, None),
    ("Tom had $22. Folders cost $3 each. He bought 2 pens. He bought as many folders as he could. "
     "How many folders did he buy?", 7, None),
    ("Tom had $22. Folders cost $3 each. He bought 2 pens for $1 each. He bought as many folders as "
     "he could. How many folders did he buy?", 7, 6),
    # a sale of one in the past is a sale, no price of any one sold (was 19: no change)
    ("Tom has $19. He sold a pen for $4. How much money does he have?", 19, 23),
    ("Tom has 5 pens and $10. He sold a pen for $4. How much money does he have now?", 10, 14),
    ("Ann sold a cake for $5. She sold 3 cakes. How much money did she make?", 15, None),
    ("Tom had $20. Folders cost $3 each. He sold a pen. He bought as many folders as he could. How "
     "many folders did he buy?", 6, None),
    # money asked after a sale with no price or sum told (was 19)
    ("Tom has $19. He sold a pen. How much money does he have now?", 19, None),
    # adversarial review: some "of them" lost or given by one who holds none of them: they were
    # another's, whose holding changes too (each was 40, nothing taken from Tom)
    ("Tom has 40 cookies. His sister ate 16 of them and then gave 4 to a friend. How many cookies "
     "does Tom have left?", 40, None),
    ("Tom has 40 cookies. His sister gave 16 of them to Ann. How many cookies does Tom have left?",
     40, None),
    ("John buys a box of 40 light bulbs. His brother uses 16 of them and then gives half of what "
     "is left to a friend. How many does John have left?", 40, None),
    ("Jaden had 14 toy cars. He bought 28 cars. His sister gave 8 of the toy cars to Vinnie. How "
     "many toy cars does Jaden have left?", 42, None),
    # "each bowl has 23 more fish": more than an untold count, no count in each bowl (was 6003)
    ("There are 261 bowls. Each bowl has 23 more fish. How many fish are there?", 6003, None),
    ("Kate bought 7 packs of red balls and 6 packs of blue balls. Each pack contained 18 more "
     "balls. How many more red balls than blue balls did Kate buy?", 18, None),
    # a sum paid "for" one kind of several bought is no sum handed over for all (was 30)
    ("Mary bought 5 pens at $6 each and 10 cups at $14 each. She paid $200 for the cups. How much "
     "change did she get back?", 30, None),
    ("Mary bought 5 pens at $6 each and 10 cups at $14 each. She paid $200 for lunch. How much "
     "change did she get back?", 30, None),
    # ... while one paid for all the kinds bought is handed over for all
    ("Sally bought 3 frames, each costing her $3. She paid $20 for the frames. How much change did "
     "she get?", 20, 11),
    # a sum spent beside priced purchases, for nothing else named: their cost, or more? (was 270)
    ("Mary had $500. She bought 5 pens at $6 each. She spent $200. How much money does she have "
     "left?", 270, None),
    ("Mary had $500. She bought 5 pens at $6 each and 10 cups at $14 each. She paid $200 for the "
     "cups. How much money does she have left?", 130, None),
    ("Mary had $500. She bought 5 pens at $6 each and 10 cups at $14 each. She paid $200 for "
     "everything. How much money does she have left?", 130, None),
    # what each shelf can hold says how many shelves are needed, not how many there are (was 8)
    ("Mike has 64 figures. Each shelf in his room can hold 8 figures. How many shelves are in his "
     "room?", 8, None),
    ("Mike has 64 figures. Each shelf can hold 8 figures. How many shelves does he have?", 8, None),
    # a total of doings never counts a difference of doings as one more doing (was 90)
    ("Alice sold 20 more oranges than Emily. In total, they sold 180 oranges. How many oranges did "
     "Alice sell?", 90, 100),
    ("Alice sold 20 fewer oranges than Emily. Together they sold 180 oranges. How many oranges did "
     "Alice sell?", 90, 80),
    # one of unknown gender is never both "his" and "her" (was 6: a third of his own, 9)
    ("Bingley has 5 rings. Kelly gives Bingley a fourth of her 16 rings. Then Bingley gives a "
     "third of her rings to his sister. How many rings does Bingley have left?", 6, None),
    # "to have 105 more apples": more than she has now, not 105 in all (was 49)
    ("Kelly had 56 apples. How many more apples does Kelly need to pick to have 105 more apples?",
     49, 105),
    # a pace told in the past asked now ("can he eat"): the pace that was, not one that holds
    ("Theo ate 13 cookies, 3 times a day. How many cookies can he eat in 3 days?", 117, None),
    ("Ana earned $12 an hour. How much does she earn in 5 hours?", 60, None),
    ("It took Ann 5 minutes to wash a car. How long will it take her to wash 6 cars?", 30, None),
    # "20 more of them are pink" with no part told before: more than which? "20 percent more of
    # them" is no part at all (were 20 and 10)
    ("Luna has 50 crayons and 20 more of them are pink. How many pink crayons does Luna have?", 20,
     None),
    # a month asked in the past of a continued pattern: the one before the first told, or after
    # the last? (was 240, the September after)
    ("A shop showed 108 roses in October, 120 roses in November, 132 roses in December, and 144 "
     "roses in January. If this pattern continues, how many roses did it show in September?", 240,
     None),
    # "gave 8 pens to Jane and Ann": to the two, never 8 to Jane (was 8)
    ("Tom had 20 pens. He gave 8 pens to Jane and Ann. How many pens did Tom give Jane?", 8, None),
    ("Ada had 16 plums and 21 figs. She gave some of them to Jane and Ann and had 15 fruits left. "
     "How many fruits did Ada give Jane?", 22, None),
    # a holding told "after" one named doing is no holding after all told (was 40)
    ("Bo has some toys. He lost 6 of them and found 9 in his closet. If he had 43 after losing, "
     "how many toys did Bo have at first?", 40, None),
    ("Bo has some toys. He found 9 in his closet and then lost 6 of them. He had 43 after finding "
     "them. How many toys did Bo have at first?", 40, None),
    ("Luna has 50 crayons. 20 percent more of them are pink. How many pink crayons does Luna have?",
     10, None),
    # "was"/"were" after a change: before it, or after? (was 2, and 56)
    ("There were 5 birds on a tree. 3 flew away. How many birds were on the tree?", 2, None),
    ("Stacy was 50 inches tall. She grew 6 inches. How tall was Stacy?", 56, None),
    # a closing phrase the story said opening its sentence picks out no one event only when it
    # opens every sentence, is said of the asker, and nothing is placed at another time (each was 10)
    ("For Rosa's birthday she received 4 dollars from her friends. She received 6 dollars from Bo "
     "for washing his car. How much money did she get for her birthday?", 10, None),
    ("For Rosa's birthday, Mia received 4 dollars from Bo and 6 dollars from Al. How much money did "
     "she get for her birthday?", 10, None),
    ("For Rosa's birthday she received 4 dollars from her friends and the next day she received 6 "
     "dollars from Al. How much money did she get for her birthday?", 10, None),
    # a price said before the noun of a thing bought, and a sum paid for it told beside (was 13)
    ("Nia had $20. She bought a $7 lamp for $5. How much money does she have left?", 13, None),
    # a pace asked "at the end of" its count, beside another doing of the verb (each was 12)
    ("Lia ate 2 pears. Then she ate 3 pears every day. How many pears had she eaten at the end of 4 "
     "days?", 12, None),
    ("Lia has eaten 2 pears. She eats 3 pears every day. How many pears will she have eaten at the "
     "end of 4 days?", 12, None),
    ("Lia had $20 saved. She saves $5 every week. How much money will she have saved at the end of "
     "4 weeks?", 20, None),
    # time spent asked with its doing, beside time spent on another doing (was 5) or the doing
    # told by its own verb (was 3)
    ("Ravi spent 3 hours painting and 2 hours reading. How many hours did he spend painting?", 5, 3),
    ("Ravi spent 3 hours painting. He painted 2 fences. How many hours did he spend painting?", 3,
     None),
    # what each thing weighs is its own weight: never what it holds, nor another stuff's, nor in
    # another unit unconverted (each was 18)
    ("Each bag has 3 pounds of rice. How much do 6 bags weigh?", 18, None),
    ("Each bag holds 3 pounds of rice. How many pounds do 6 bags weigh?", 18, None),
    ("Each bag weighs 3 pounds. How many pounds of rice do 6 bags weigh?", 18, None),
    ("Ann has 6 bags. Each bag weighs 3 pounds. How many pounds of sugar does she have?", 18, None),
    ("Each bag weighs 3 pounds. How many ounces do 6 bags weigh?", 18, 288),
    ("Each bag weighs 3 pounds. Ann has 6 bags. How much does Ann weigh?", 18, None),
    ("A bag weighs 3 pounds. A bag weighs 4 pounds. How much do 6 bags weigh?", 18, None),
    ("A red bag weighs 3 pounds. How much do 6 bags weigh?", 18, None),
    # the money before a first getting is never told: the none a reading assumes is no answer
    # (was 0)
    ("Tom found $30. He bought a pen for $5. How much money did Tom have before he found the "
     "money?", 0, None),
    ("Ada earns $12 an hour. She works 5 hours. She spends $20 on a book. How much money did she "
     "have before she worked?", 0, None),
    # earn, then spend: the pay is the earner's own stretch of the wage's work, told after the
    # wage, with no other money got (a careless sum pays them anyway)
    ("Ada earns $12 an hour. Bo works 5 hours. Ada spends $20 on a book. How much money does Ada "
     "have left?", 40, None),
    ("Ada's sister earns $12 an hour. Ada works 5 hours. Ada spends $20 on a book. How much money "
     "does Ada have left?", 40, None),
    ("Ada earns $12 an hour babysitting. She worked 5 hours at the store. She spends $20 on a "
     "book. How much money does she have left?", 40, None),
    ("Ada earns $12 an hour. She works 5 hours. Her mom gives her $10. She spends $20 on a book. "
     "How much money does she have left?", 40, 50),
    ("Ada earns $12 an hour. She works 5 hours. She gets a $10 tip. She spends $20 on a book. "
     "How much money does she have left?", 40, 50),
    ("Ada spends $20 on a book. She earns $12 an hour. She works 5 hours. How much money does she "
     "have left?", 40, None),
    # time spent on one doing is no time spent on another, nor on days it is not told of
    ("Ada spends 30 minutes a day reading. How many minutes does she spend drawing in a week?", 210,
     None),
    ("Ada spends 30 minutes a day walking her dog. How many minutes does she spend walking her cat "
     "in a week?", 210, None),
    ("Ada spends 30 minutes a day drawing on weekdays. How many minutes does she spend drawing in a "
     "week?", 210, None),
    ("Ada spends 30 minutes a day drawing. She took 2 days off. How many minutes does she spend "
     "drawing in a week?", 210, None),
    ("Ada walks her dog for 20 minutes a day. How many minutes does she walk her cat in a week?",
     140, None),
    # "for 3 days" after occasions is how long the habit went on, never each occasion's time
    ("Ada draws twice a day for 3 days. How many days does she draw?", 6, None),
    # time spent asked with its doing, the doing told again by its own verb (each was 3)
    ("Ravi spent 3 hours painting. Then he painted for 2 hours. How many hours did he spend "
     "painting?", 3, 5),
    ("Ravi spent 3 hours painting on Monday. He also painted on Tuesday. How many hours did he "
     "spend painting?", 3, None),
    # a measure noun after "that" names a dimension: a distance told just before is no time
    ("Ivo ran 4 miles. Ula ran twice that time. How many miles did Ula run?", 8, None),
    ("Ivo ran 4 miles in 30 minutes. Ula ran twice that distance. How many miles did Ula run?", 8, None),
    # "the books Ed had" (another time), "the books they have" (a group Gil is among)
    ("Ed has 50 books. Gil has half the books Ed had. How many books does Gil have?", 25, None),
    ("Ed has 50 books. Gil has half the books they have. How many books does Gil have?", 25, None),
    # a giving named by its receiver: two such givings, or one of another verb, name no one basis
    ("Jo has 20 cards. Jo gave 3 cards to Bo. Jo gave 5 cards to Bo. Then Jo gave Cy twice as many "
     "as she gave Bo. How many cards does Jo have left?", 6, None),
    ("Jo has 20 cards. Jo sold 3 cards to Bo. Then Jo gave Cy twice as many as she sold Bo. How "
     "many cards does Jo have left?", 11, None),
    ("Lia had $55. She spent $7 on a hat. She spent $5 on a hat. Then she spent twice as much as she "
     "did on a hat. How much money does Lia have left?", 29, None),
    # a measure held as a multiple: of the measure the adjective names, told as held
    ("Ann is 10 inches wide. Cy is 30 inches tall. Bo is twice as tall as Ann. How tall is Bo?", 20,
     None),
    ("Ann ran 3 miles. Bo is twice as tall as Ann. How tall is Bo?", 6, None),
    ("Ann has 60 inches of rope. Bo is twice as tall as Ann. How tall is Bo?", 120, None),
    # "the number of X's things" compared: the same things on each side, now
    ("Ann has 5 pens. The number of Bo's pens is twice the number of Ann's pencils. How many pens "
     "does Bo have?", 10, None),
    ("Ann has 5 pens. The number of Bo's pens is 3 times more than the number of Ann's pens. How "
     "many pens does Bo have?", 15, None),
    # a share lost "of them" after a change: of all now, or of those just bought or lost? (was 20, 10)
    ("Ned had 30 boats. He bought 10 more boats. Half of them sank. How many boats are left?", 20, None),
    ("Ned had 30 boats. He lost 10 boats. Half of them sank. How many boats are left?", 10, None),
    ("Ned had 30 boats. He bought 10 more boats. 20% sank. How many boats are left?", 32, None),
    # a bare percentage lost: of which kind, of whose? of the remaining what?
    ("Ned has 30 boats and 10 cars. 20% sank. How many boats does Ned have?", 24, None),
    ("Ned has 30 boats. Bo has 20 boats. 20% sank. How many boats does Bo have?", 16, None),
    ("Ned has 30 boats. 20% of the remaining sank. How many boats are left?", 24, None),
    # a share more of another kind, said of a doer who counted none of it
    ("Ida counts 30 crows. Bo counts 60% more hawks than crows. How many hawks does Bo count?", 48, None),
    # percentage points are no share of a score
    ("Ann scored 60% on a test. Bo scored 10% more than Ann. What did Bo score?", 66, None),
    # "half of which" after two counts: of which count?
    ("Bo has 40 cards in 4 boxes, half of which are red. How many red cards does Bo have?", 20, None),
    ("Bo has 4 boxes of 10 cards, half of which are red. How many red cards does Bo have?", 20, None),
    # a simple present doing is no part picked out like a progressive one: "die", "left",
    # "remains" change holdings whatever the verb table says (each was answered so in a trial)
    ("Finn has 89 goldfish. 32 of the goldfish die. How many goldfish are left?", 89, 57),
    ("A waiter had eighteen customers. If six left, how many customers would the waiter still "
     "have?", 18, 12),
    # a part by a doing told in the present, asked of another doing or time
    ("There are 40 pupils. Half of the pupils play games. How many pupils play?", 20, None),
    ("There are 40 pupils. Half of the pupils play games. How many pupils played games last year?",
     20, None),
    ("There are 40 pupils. Half of the pupils play games. 10 more pupils joined. How many pupils do "
     "not play games?", 20, None),
    # a discount told with one purchase: on the other kind too? on a sum stated, before or after?
    ("Each cap costs $20. Each hat costs $5. Jo buys 6 caps with a 50% discount. She buys 2 hats. "
     "How much did Jo pay?", 65, 70),
    ("Each cap costs $20. Jo buys 6 caps for $100 with a 50% discount. How much did Jo pay?", 50, None),
    # a count parted in the passive, beside a holding of the kind: the 48 are not all her 60
    # (a whole of 60 gives 10), nor are the 12 not bagged none
    ("Ann has 60 cookies. 48 cookies are shared equally among 6 children. How many cookies does "
     "each child get?", 10, 8),
    ("A bakery made 60 cookies. 48 cookies were put into bags of 6. How many cookies were not put "
     "in bags?", 0, 12),
    # the whole a question for parts needed states, beside another told (80 would give 8)
    ("There are 80 students. Each bus can hold 10 students. How many buses are needed for 60 "
     "students?", 8, None),
    # "the boxes that can hold 90": those boxes together, never 90 in each (that gives 2)
    ("Haley has 180 magazines. She places them in the boxes that can hold 90 magazines. How many "
     "boxes will she need?", 2, None),
    # the thing counted read up to the auxiliary: junk mail is a sort of mail, and the 5 pieces
    # of mail told may be other mail (all 5 is the trap)
    ("Tom has 5 pieces of mail. How many pieces of junk mail does Tom have?", 5, None),
    # things stored in one's own container are held only when none of the kind was told before,
    # the container is hers and it is not named again
    ("Ida had 50 shells. She put 30 shells in her pail. How many shells does she have?", 30, None),
    ("Ida had 50 shells. She put 30 shells in her pail. How many shells does she have?", 80, None),
    ("Ida put 30 shells in his pail. She found 5 more shells. How many shells does she have?", 35, None),
    ("Ida put 30 shells in her pail. She took 4 shells out of her pail. How many shells does she "
     "have?", 34, None),
    ("Ida put 30 shells in her pail. Omar took 4 shells from her pail. How many shells does Ida "
     "have?", 30, None),
    ("Ida put 30 of her shells in her pail. She found 5 more. How many shells does she have?", 35, None),
    # things held in one's own container and then taken out of it are still hers (was 11, 8)
    ("Ida has 8 shells in her pail. She took 3 shells out of the pail. How many shells does she "
     "have?", 11, None),
    ("Ida has 8 shells in her pail. Omar took 3 shells from the pail. How many shells does Ida "
     "have?", 8, None),
    # a whole over listed kinds with two kinds left untold, or only two kinds listed
    ("A club had 40 boys, girls and coaches. 12 of them were boys. How many coaches were there?", 28,
     None),
    ("There are 20 red pens and blue pens. 8 of them are red pens. How many blue pens are there?", 12,
     None),
    ("A camp had 50 campers, soccer campers and chess campers. 20 of them were soccer campers and 10 "
     "of them were chess campers. How many campers were there?", 20, None),
    # listed kinds of people that may overlap: a role beside sex or another role; an animal's young
    ("A class had 30 students, girls and boys. 12 of them were students and 10 were girls. How many "
     "boys were there?", 8, None),
    ("A school had 40 teachers, women and men. 12 were teachers and 20 were women. How many men "
     "were there?", 8, None),
    ("A team had 40 players, coaches and girls. 12 were players and 20 were coaches. How many girls "
     "were there?", 8, None),
    ("A pond had 40 ducks, ducklings and geese. 12 were ducks and 20 were geese. How many ducklings "
     "were there?", 8, None),
    # listed kinds of one noun told apart by words of two scales: a red bead may be big or glass
    ("A box had 40 red, big and small marbles. 12 were red and 20 were big. How many small marbles "
     "were there?", 8, None),
    ("A box had 40 red beads, blue beads and glass beads. 12 were red beads and 20 were blue beads. "
     "How many glass beads were there?", 8, None),
    ("A box had 40 brown, white and large eggs. 12 were brown and 20 were white. How many large eggs "
     "were there?", 8, None),
    # a unit weight of two kinds that may share things (a glass jar is a jar), or asked the other way
    ("The weight of 4 jars is 800 g. The total weight of 3 jars and 5 glass jars is 2100 g. How much "
     "heavier is a glass jar than a jar?", 100, None),
    ("The weight of 4 mugs is 800 g. The total weight of 3 mugs and 5 plates is 2100 g. How much "
     "heavier is a mug than a plate?", 100, None),
    # rev3: "twice a day for a total of 20 minutes": each time's 20, or the day's?
    ("Mia walks her dog twice a day for a total of 20 minutes. How many minutes does she walk her "
     "dog in a week?", 280, 140),
    ("Mia draws twice a day for 30 minutes altogether. How many minutes does she draw in a week?",
     420, 210),
    # a container of the kind asked counts some of it too: how many plums in the bags?
    ("At the market, Omar bought 3 bags of plums and 5 plums. How many plums did he buy at the "
     "market?", 5, None),
    ("Omar bought 3 bags of plums. He bought 5 plums. How many plums did he buy?", 5, None),
    # the same stuff in a unit the question does not ask is no distractor ("cartons of juice" is)
    # a price told of some of the things asked buys none of the others: they may cost less
    ("Each green kite costs $3. Omar has $21. How many kites can he buy?", 7, None),
    # a closing "for the fence" after an untold verb names one doing only when the story tells
    # no doing of another thing that may have used some too
    ("Ivo had 40 screws. He fixed the gate. Then he fixed the bench. He had 15 screws left. How "
     "many screws did he use for the gate?", 25, None),
    # two names of one sort: the kittens may be among the cats
    ("A shelter has 14 cats and 6 kittens. How many animals does the shelter have?", 20, None),
    ("A coop has 5 hens and 7 chickens. How many birds does the coop have?", 12, None),
    # sections counted beside wholes done by the same verb: the wholes' sections are untold
    ("Ravi read 6 pages of a magazine. He read 2 magazines. How many pages did he read?", 6, None),
    ("Mia watches 4 episodes. She watches 2 films. How many episodes does she watch?", 4, None),
    # shoes counted one by one are no pairs of them: "5 socks" given to each of 2 is 10 socks
    ("Noor had 30 pairs of socks. She gave each of her 2 brothers 4 socks. How many pairs of "
     "socks does she have now?", 22, None),
    ("Lena keeps 40 ounces of apple juice and 3 jugs of juice. How many ounces of juice does Lena "
     "keep?", 40, None),
    # a change told after a first getting but placed before it was paid from money held before
    ("Ann found $30 today. She spent $20 yesterday. How much money does she have left?", 10, None),
    ("Mia earns $12 an hour. She works 5 hours today. She spent $20 on a lamp yesterday. How much "
     "money does she have left?", 40, None),
    ("Mia earns $12 an hour. She works 5 hours. She spent $20 on a lamp last week. How much money "
     "does she have left?", 40, None),
    # stuff measured beside things each measured: it may be in them
    ("Ann has 6 bags. Each bag weighs 3 pounds. She has 4 pounds of sugar in them. How many pounds "
     "does she have?", 22, None),
    ("Ann has 6 bags. Each bag is 3 pounds. She has 4 pounds of sugar. How many pounds does she "
     "have?", 22, None),
    # rev2: a discount told with one purchase is that purchase's: another of the same kind, later
    # or in the same clause, may pay the whole price
    ("Each cap costs $20. Jo buys 6 caps with a 50% discount. She buys 2 more caps. How much did Jo "
     "pay?", 80, None),
    ("Each cap costs $20. Jo buys 6 caps and 2 caps with a 50% discount. How much did Jo pay?", 80, None),
    # "Ben has how many brothers?": the subject before the wh-words asks his brothers, not everyone's
    ("Al has 4 brothers. Ben has 2 brothers. Ben has how many brothers?", 6, None),
    ("Al has 4 brothers. The number of Ben's brothers is 2 more than twice the number of Al's "
     "brothers. Ben has how many brothers?", 14, None),
    # "as she gave Bo" after the clause's own subject, who may be "she": not someone outside it
    ("Jo has 20 cards. Ann has 20 cards. Jo gave 3 cards to Bo. Ann gave Cy twice as many as she "
     "gave Bo. How many cards does Ann have left?", 14, None),
    ("Sabrina had 20 cookies. Ann gave 6 cookies to her brother. Her mother gave Sabrina half as "
     "many cookies as she gave her brother. How many cookies does Sabrina have now?", 23, None),
    ("Lia had $55. Ann had $50. Lia spent $7 on a hat. Then Ann spent twice as much as she spent on "
     "a hat. How much money does Ann have left?", 36, None),
    # "that amount" (distance) right after a difference told: the difference, or the whole it gives?
    ("Ivo picked 4 figs. Bo picked 3 more figs than Ivo. Ula picked twice that amount. How many figs "
     "did Ula pick?", 6, 14),
    ("Ivo ran 4 miles. Bo ran 3 more miles than Ivo. Ula ran twice that distance. How many miles did "
     "Ula run?", 6, 14),
    # an "of" complement with a determiner names part of a told set, no stuff the things are
    # of: "pens of the black pens" is never every pen (were 36 and 31, with red pens twice)
    ("A tin holds 8 green pens, 11 black pens and 5 red pens. How many pens of the black pens "
     "are in the tin?", 24, 11),
    ("A tin holds 8 green pens, 11 black pens and 5 red pens. Three green pens are taken out. "
     "How many pens of the black and red pens are left?", 26, 16),
    # an asked "of" stuff counts no told kind that another word names: "pens of blue" are not
    # the red pens (was 14); "bags of rice" are not the paper bags
    ("A box has 9 red pens and 5 blue pens. How many pens of blue are there?", 14, 5),
    ("Ivo has 3 paper bags and 2 bags of rice. How many bags of rice does he have?", 5, 2),

    # "the boxes" when only "a box" was told: how many boxes, and which? (were 12 and 20, the
    # one told thing's own)
    ("A bin has 12 pears. How many pears are in the bins?", 12, None),
    ("A goat weighs 20 pounds. How much do the goats weigh?", 20, None),

    # money handed on by a giver whose own money is told: the receiver's before it is not told,
    # so it never starts from none (were 20 and 3)
    ("Jack had $50. He gave $20 to Sam. How much money does Sam have?", 20, None),
    ("Ann had $10. Ann gave Bo $4. Bo spent $1. How much money does Bo have?", 3, None),

    # "he"/"she" asking parts with no one of that gender told (each was the parts count)
    ("Ann packed 48 cookies into boxes of 6. How many boxes did he pack?", 8, None),
    ("Tom has 96 cards. He keeps them in binders of 8. How many binders does she have?", 12, None),
    ("Haley has 63 magazines. She places them in boxes which can contain 9 magazines. How many "
     "boxes will he use?", 7, None),
    # "everyone" given the same number: only of one share among people told before, of the kind
    # shared, and exact (each was 8)
    ("Ann has 50 pens to give away to her six cousins. How many will each receive if she gives "
     "everyone the same number of pens?", 8, None),
    ("Ann has 48 pens. She has 6 cousins. How many will each receive if she gives everyone the "
     "same number of pens?", 8, None),
    ("Ann has 48 pens to put into 6 boxes. If she gives everyone the same number of pens, how "
     "many will each box get?", 8, None),
    ("Ann has 48 pens to give away to her 6 cousins. How many will each get if she gives "
     "everyone the same number of cups?", 8, None),
    # parts needed for an amount to sell: exact only, of a sale wanted, never a buying wanted or
    # a holding (were 8, 9, 8, 8)
    ("Gus has to buy 40 cards. Each box contains 5 cards. How many boxes does he need to sell?",
     8, None),
    ("Gus has to sell 42 cards. Each box can hold 5 cards. How many boxes does he need to sell?",
     9, None),
    ("Gus has 40 cards. Each box contains 5 cards. How many boxes does he need to sell?", 8, None),
    ("Gus has to sell 40 cards. Each box contains 5 cards. How many boxes did he sell?", 8, None),
    # "to be distributed": a parting planned, exact only (was 21); "in each of the boxes" of
    # boxes two holders have (was 6)
    ("Ann has 212 books to be distributed equally on the 10 shelves. How many books will each "
     "shelf contain?", 21, None),
    ("Ann has 30 pens. She put them into 5 red boxes with the same number in each box. Bo has 3 "
     "blue boxes. How many pens are in each of the boxes?", 6, None),
    # "How many can he give to each of his N …?" of another's things (was 9): he holds none
    ("Ann has 18 pens. How many pens can Bo give to each of his two cousins?", 9, None),
    ("Ann has 19 pens. How many pens can she give to each of her two cousins?", 9, None),
    # a giving told before: "can she give to each" asks more, or those given? (was 3)
    ("Ann has 18 pens. She gave 6 pens to each of her 2 cousins. How many pens can she give to "
     "each of her 2 cousins?", 3, None),

    # parts picked out by a present habit ("12 of them play soccer"): told in the present, a
    # going may be a going away, so the whole is not asked after it (was 18 on the event reading,
    # 30 on the habit reading)
    ("There are 30 kids in the park. 12 of them walk home. How many kids are in the park?", 30,
     None),
    # a verb the habit table does not list picks out no part, and things keep no habits
    ("There are 30 apples in a box. 18 of the apples rot. How many apples do not rot?", 18, None),
    ("Sam has 40 marbles. 12 of them like red. How many marbles do not like red?", 28, None),
    # two habits may be done by the same ones: neither is no whole less both
    ("There are 30 kids. 18 of them play soccer and 10 of them play tennis. How many kids play "
     "neither?", 2, None),
    ("There are 30 kids. 18 of them play soccer. 10 of them play tennis. The rest swim. How many "
     "kids swim?", 2, None),
    # a part of a part: "half of those" is no half of the whole
    ("There are 40 kids. Half of them play sports. Half of those play soccer. How many kids play "
     "soccer?", 20, None),
    ("There are 40 kids. 20 of them play sports. 12 of them play soccer. How many kids play "
     "sports but not soccer?", 8, None),
    # a part told of another kind than the whole
    ("There are 30 pupils. 12 of the teachers play golf. How many pupils do not play golf?", 18,
     None),
    # kids come after the part: the rest of which whole?
    ("There are 30 kids. 12 of them like math. The rest like art. 5 more kids come. How many kids "
     "like art?", 18, None),

    # a particle that only says the putting is done through ("packs them up", "put away")
    # parts them into the places named; some of them put so are not all (each trap the whole
    # less the part told)
    ("Sam has 58 stickers. He puts 20 of them away in two boxes. There are 8 stickers in the "
     "first box. How many stickers are in the second box?", 50, 12),
    ("Sam has 58 stickers. He packs them up in two boxes and gives 10 away. There are 23 "
     "stickers in the first box. How many stickers are in the second box?", 35, None),
    # a place named again after "than" with its preposition left out: only the place's own
    # noun, with other words, told as a place (the trap is the red box's count against the blue)
    ("There are 23 stickers in the red box and 5 in the red bag. There are 30 stickers in the "
     "blue box. How many more stickers are in the blue box than the red bag?", 7, 25),
    ("There are 23 stickers in the red box. There are 30 stickers in the blue box. How many more "
     "stickers are in the blue box than the red boxes?", 7, None),
    ("Ann has 23 stickers in the red box. Bo has 30 stickers in the red box. How many more "
     "stickers are in the blue box than the red box?", 7, None),
    # capitalized words before the noun asked describe it: "Ken Dolls" are not the Barbie Dolls
    ("Bo has 3 Barbie Dolls and 4 Ken Dolls. How many Ken Dolls does Bo have?", 3, 4),
    ("Bo has 3 Barbie Dolls and 4 Ken Dolls. How many more Ken Dolls does Bo have than Ann?", 1,
     None),
    # a doing told by its amount and by its difference is one doing only when nothing places
    # the two tellings apart: a time, "also", another kind's words, a second doing of hers, a
    # "she" of two pickers (each trap the one doing's amount less the difference)
    ("Ann picked 12 apples. Then she picked 5 more apples than Bo. How many apples did Bo "
     "pick?", 7, None),
    ("Ann picked 12 apples on Monday. She picked 5 more apples than Bo. How many apples did Bo "
     "pick?", 7, None),
    ("Ann picked 12 apples. She also picked 5 more apples than Bo. How many apples did Bo "
     "pick?", 7, None),
    ("Ann picked 12 red apples. She picked 5 more apples than Bo. How many apples did Bo pick?",
     7, None),
    ("Ann picked 12 apples. Ann picked 5 apples. She picked 5 more apples than Bo. How many "
     "apples did Bo pick?", 12, None),
    ("Ann picked 12 apples. Eve picked 3 apples. She picked 2 fewer apples than Bo. How many "
     "apples did Bo pick?", 14, None),
    ("Adam ran 25 miles more than Kay. Then Adam ran 35 miles. How many miles did Kay run?", 10,
     None),
    # told twice, it is one doing: never the two amounts added
    ("Ann picked 12 apples. She picked 5 more apples than Bo. How many apples did Ann pick?", 24,
     12),
    # a pace said once after things listed is of every one of them, never of the last alone
    # (was 19 and 4: the pens sold once, the pencils each day)
    ("Ann sold 4 pens and 5 pencils every day for 3 days. How many pens and pencils did she "
     "sell?", 19, None),
    ("Ann sold 4 pens and 5 pencils every day for 3 days. How many pens did she sell?", 4, None),
    # a doing told on two named days was done on each (was 4)
    ("Ann sold 4 pens on Monday and Tuesday. How many pens did she sell?", 4, None),
    ("Ann sold 4 pens on Monday and on Tuesday. How many pens did she sell?", 4, None),
    # "in total" over kinds listed adds the kinds, never a pace read with only one of them
    ("Ann sold 4 pens and 5 pencils every day for 3 days. How many pens and pencils did she "
     "sell in total?", 19, None),
    # "their" of two people and a third told holding some: whose difference? (5 - 3)
    ("Ann has 5 apples and Bo has 3 apples. Their mom has 4 apples. What is the difference "
     "between their apples?", 2, None),
    # "the difference between their ages": ages are no holdings of the kind "age"
    ("Ann is 5 years old and Bo is 7 years old. What is the difference between their ages?", 12,
     2),

    # years added to a multiple of an age: read only of now, since a factor is not the same at
    # every time (17 and 16 are the ages then moved to now; 22 reads the factor now)
    ("Lea is 9 years old. Five years ago, Max was 4 years older than twice Lea's age. How old is "
     "Max?", 22, 17),
    ("Lea is 9 years old. Max is 4 years older than twice Lea's age 3 years ago. How old is Max?",
     22, 16),
    # the subject's own age is no basis of its own multiple; "his" is the one other man told
    ("Lea is 20 years old. She is 4 years older than twice her age. How old is Lea?", 44, None),
    ("Max is 40 years old. Lea is 30 years old. Lea's son is 4 years younger than half his age. "
     "How old is Lea's son?", 11, 16),

    # a past difference against the other's present is no difference of ages now (was 13)
    ("Lea is 9 years old. Max was 4 years older than Lea is now. How old is Max?", 13, None),

    # a price as a multiple with no "as": only of one thing's price told just before (4 halves
    # the $4 for two, 8 ignores the $12 spent)
    ("Two mugs cost $4. A bowl costs twice as much. How much does a bowl cost?", 4, None),
    ("A mug costs $4. Kai bought 3 mugs. A bowl costs twice as much. How much does a bowl cost?",
     8, None),

    # a pace per time chained through times of another doer, another doing or another place
    # (each would be 28, or 1080), or over a span the times' unit does not divide
    ("Ada swims twice a day. Bo swims 2 miles each time. How many miles does Bo swim in a week?",
     28, None),
    ("Ada runs twice a day. She swims 2 miles each time. How many miles does she swim in a "
     "week?", 28, None),
    ("Ada swims twice a day. Each time she swims, Tom eats 2 plums. How many plums does Tom eat "
     "in a week?", 28, None),
    ("Ada goes to the gym 3 times a week. Every time she goes to the pool, she lifts 90 pounds. "
     "How many pounds does she lift in 4 weeks?", 1080, None),
    ("Ada swims twice a day. She swam 3 times yesterday. She swims 2 miles each time. How many "
     "miles does she swim in a week?", 28, None),
    ("Ada swims twice a day on weekdays. She swims 2 miles each time. How many miles does she "
     "swim in a week?", 28, 20),
    ("Ada swims 3 times a week. She swims 2 miles each time. How many miles does she swim in a "
     "year?", 312, None),
    # times on 5 days of a week asked over 10 days (28 as every day; 20 may be right, or not)
    ("Ada swims twice a day, 5 days a week. She swims 2 miles each time. How many miles does she "
     "swim in 10 days?", 40, None),
    # a time of each occasion longer than the period holds (was 126 while it was taught)
    ("Ada swims twice a day for 3 days each time. How many days does she swim in 3 weeks?", 126,
     None),
    # "twice" beside one swim told, no times of the miles (was never read; 28 is the trap)
    ("Ada swims 2 miles. She swims twice a day. How many miles does she swim in a week?", 28,
     None),

    # a question that names a day ("today", "yesterday") when the story names none: the doings
    # told may have been on any day (were 87 and 97)
    ("Mary found 87 marbles. How many marbles did she find today?", 87, None),
    ("Bea collected 97 stamps. Cal collected twice as many stamps as Bea. How many stamps did "
     "Bea collect yesterday?", 97, None),

    # "offer" moves nothing: the one offered may say no (was 2)
    ("Sam had 9 dimes. He offered 7 dimes to his dad. How many dimes does Sam have now?", 2, None),

    # "how much" with no noun beside a sum of money asks an amount, never the things counted
    # ("how many"): the change? what she paid? (were 3)
    ("Sally bought 3 frames, each costing her $3. She paid with a $20 bill. How much did she get?",
     3, None),
    ("Mary bought 3 books for $6 each. How much did she buy?", 3, None),

    # a purchase asked as done names the count the story tells bought; "did she pay for 4
    # pizzas" after 3 were bought is no cost supposed (was 32)
    ("Ann bought 3 pizzas for $8 each. How much did she pay for 4 pizzas?", 32, None),
    ("Ann bought 3 pizzas for $8 each. What was the total amount she paid for the four pizzas?",
     32, None),

    # things bought for another, told by the indirect object ("bought his sister 28 cars") or
    # by "for" beside a kind asked with more words ("toy cars"): whose are they now? (were 42)
    ("Jaden had 14 cars. He bought his sister 28 cars. How many cars does Jaden have?", 42, None),
    ("Jaden had 14 toy cars. He bought 28 cars for his sister. How many toy cars does Jaden have?",
     42, None),

    # an ordinal with no noun after it ("a fourth" with no "of") was read as one thing of a kind
    # "fourth", and the loss of it dropped from the money or apples asked (were 5000, 40, 40)
    ("Jake has $5000. Jake then loses a fourth. How much money does he have left?", 5000, None),
    ("Jake has 40 apples. He eats a tenth. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He gives a fourth to Ann. How many apples does he have left?", 40, None),
    # a past amount "in a day" is one day's doing, no pace (were 20, 12)
    ("Ada read 5 pages in a day. How many pages did she read in 4 days?", 20, None),
    ("Ada swam 3 times in a week. How many times did she swim in 4 weeks?", 12, None),
    # the same after "the" as a doing's object: one thing of a row never named (was 40)
    ("Jake has 40 apples. He eats the fifth. How many apples does he have left?", 40, None),
    # a bare portion noun ("a slice", "a bite") is a portion of something untold: of the apples?
    ("Jake has 40 apples. He eats a slice. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He eats a bite. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He eats a tiny amount. How many apples does he have left?", 40, None),
    ("Jake has $40. He spends a fraction. How much money does he have left?", 40, None),
    # rev2. Times (or counts within a period) asked over a part of it: the first half of a day
    # holds none, one or both of two swims (each was the share by the rate)
    ("Ada swims twice a day. She swims 2 miles each time. How many miles does she swim in half a "
     "day?", 2, None),
    ("Ada swims twice a day. How many times does she swim in half a day?", 1, None),
    ("Ada drinks 2 cups of tea, twice a day. How many cups does she drink in half a day?", 2, None),
    ("Ada takes 3 pills 4 times a week. How many pills does she take in half a week?", 6, None),
    ("Ada paints 2 hours a day, 5 days a week. How many hours does she paint in half a week?", 5,
     None),
    # times told in the past, a pace per time now: the times now are untold (was 28)
    ("Ada swam twice a day. She swims 2 miles each time. How many miles does she swim in a week?",
     28, None),
    # whose the thing a doing is done to is: "her dog" is not Bea's (were 14 and 140)
    ("Ada walks her dog twice a day. How many times does she walk Bea's dog in a week?", 14, None),
    ("Ada walks her dog for 20 minutes a day. How many minutes does she walk Bea's dog in a week?",
     140, None),
    # the age of several with no word that adds: each one's, or the sum? (each was 60)
    ("Max is 45 years old. He is 3 times his son's age. What is their age?", 60, None),
    ("Max is 45 years old. Lea is 15 years old. How old are they?", 60, None),
    ("Max is 45 years old. Lea is 15 years old. Find their age.", 60, None),
    # a pronoun in an age compared that may be the subject's owner, whose age is untold (were 20,
    # 16, 36): "her" of "Kim's daughter" is Kim as much as Ann
    ("Ann is 40 years old. Kim's daughter is half her age. How old is Kim's daughter?", 20, None),
    ("Max is 40 years old. Tom's son is 4 years younger than half his age. How old is Tom's son?",
     16, None),
    ("Max is 40 years old. Tom's son is 4 years younger than him. How old is Tom's son?", 36, None),
    # the same pronoun fault for things: "him" may be Tom, who holds nothing told (were 20, 36)
    ("Max has 40 pens. Tom's son has half as many pens as him. How many pens does Tom's son "
     "have?", 20, None),
    ("Max has 40 pens. Tom's son has 4 fewer pens than him. How many pens does Tom's son have?",
     36, None),
    # a subject with a verb and its own complement after the quantity is a second clause, no
    # relative: perhaps a condition's result, with no sale told (each was 15)
    ("Ivy had 20 plums. If she sold 5 plums she would have money. How many plums does she "
     "have?", 15, None),
    ("Ivy had 20 plums. She sold 5 plums she will have money. How many plums does she have?", 15,
     None),
    ("Ivy had 20 plums. She gave 5 plums to Bo he would be glad. How many plums does she have?",
     15, None),
    # an amount wanted had, asked as the amount of a doing that gets nothing (was 7)
    ("Ivo wants 12 books. He has 5 books. How many more books does he need to read?", 7, None),
    ("Ivo needs 12 plums. He has 5 plums. How many more plums does he need to sell?", 7, None),
    # an amount told with several times, or with both of two things: each one's or all of
    # theirs (each was 4, the amount read as if the times were one)
    ("Ann sold 4 pens on both days. How many pens did she sell?", 4, 8),
    ("Ann sold 4 pens in both weeks. How many pens did she sell?", 4, 8),
    ("Ann sold 4 pens during both weeks. How many pens did she sell?", 4, 8),
    ("Ann sold 4 pens both days. How many pens did she sell?", 4, 8),
    ("On both days, Ann sold 4 pens. How many pens did she sell?", 4, 8),
    ("If Ann sold 4 pens on both days, how many pens did she sell?", 4, 8),
    ("Ann read 4 pages on both of the days. How many pages did she read?", 4, 8),
    ("Ann sold 4 pens on all days. How many pens did she sell?", 4, None),
    ("Ann sold 4 pens on those days. How many pens did she sell?", 4, None),
    ("Ann sold 4 pens on weekdays. How many pens did she sell?", 4, None),
    ("Ann caught 4 fish on both trips. How many fish did she catch?", 4, 8),
    ("Ann has 4 pens on both days. How many pens does she have?", 4, None),
    ("Both boxes hold 4 pens. How many pens do the boxes hold?", 4, 8),
    # two doings and one pace after the last: the pace may be both's (was 4, the first read once)
    ("Ann read 4 pages and wrote 5 lines every day for 3 days. How many pages did she read?", 4, 12),
    ("Ann read 4 pages and wrote 5 lines each day for 3 days. How many pages did she read?", 4, 12),
    ("Ann read 4 pages, drew 2 cats and wrote 5 lines every week for 2 weeks. How many pages "
     "did she read?", 4, 8),
    ("Ann read 4 pages and wrote 5 lines a day for 3 days. How many lines did she write?", 5, 15),
    # a measure with no stuff told, asked as a stuff the story never names (was 36; 18)
    ("Ann has 36 ounces. How many ounces of milk does she have?", 36, None),
    ("Ann has 6 bags. Each bag is 3 pounds. How many pounds of sugar does she have?", 18, None),
    ("Ann bought 4 pounds. How many pounds of rice did she buy?", 4, None),
    ("Ann has 36 ounces of juice. How many ounces of milk does she have?", 36, None),
    # things a toy may be made as (vehicles, animals) held beside toys may be toys too: "cars"
    # beside dolls was set aside as certainly no toys (each was 12)
    ("Ann has 12 dolls and 8 cars. How many toys does she have?", 12, None),
    ("Ann has 12 dolls and 8 horses. How many toys does she have?", 12, None),
    ("Ann has 12 dolls and 8 trucks. How many toys are there?", 12, None),
    # "teddy bears" is the table's toy, not a bear: was set aside as no toys (5)
    ("Ann has 5 dolls and 3 teddy bears. How many toys does she have?", 5, 8),
    # a sub-kind listed beside its whole in one clause is another group or a part of it: was
    # read as among the whole (12), where "bought 12 apples and 8 green apples" gave 20
    ("Ann has 12 apples and 8 green apples. How many apples does she have?", 12, None),
    ("There are 12 trucks and 8 fire trucks. How many vehicles are there?", 12, None),
    ("Ann has 12 apples and 8 green apples. How many apples are not green?", 4, None),
    # parts sized alone ("Each pie takes 5 apples") counted of the none left after the holding
    # was given up whole: the pies are made of the apples used (each was 0)
    ("Ann had 50 apples. She used them to make pies. Each pie takes 5 apples. How many pies did "
     "she make?", 0, None),
    ("Ann had 50 apples. She used all of them to make pies. Each pie takes 5 apples. How many pies "
     "did she make?", 0, None),
    ("Ann had 50 apples. She sold them. Each box holds 5 apples. How many boxes did she need?", 0, None),
    # a sum paid for a count beside another thing, or by each one, is no price of one (3)
    ("Ann paid $12 for 4 books and a pen. How much did each book cost?", 3, None),
    ("Ann paid $12 for each of 4 books. How much did each book cost?", 3, 12),
    ("Ann paid Bo $12 for 4 books. How much did each book cost?", 3, None),
    # parts counted and sized of a whole told otherwise, or of a part of it (840)
    ("Emily had 900 eggs. She put them into 30 baskets with 28 eggs in each basket. How many eggs "
     "does she have?", 840, None),
    ("Emily has some eggs. She put them into 30 baskets with 28 apples in each basket. How many eggs "
     "does Emily have?", 840, None),
    # "for every" a person or an animal is a ratio in the world, never what a holder of them has
    # (12 when "for every herd" was first read as contents)
    ("There are 3 girls for every boy. Ann has 4 boys. How many girls does Ann have?", 12, None),
    # a sum said of a kind "for" a count of something else is no bundle of that kind (2.5; 6)
    ("Tickets cost $10 for 4 people. How much does one ticket cost?", Fraction(5, 2), None),
    ("Tickets cost $3 for 4 adults. How much would 8 tickets cost?", 6, None),
    # a repeated subject "he" is kept over one named since only as an object, never over one
    # who was a subject too (was never read: each keeps both readings, which disagree)
    ("Tom had 20 cards. He gave 5 to Sam. Sam smiled. He bought 3 more. How many cards does he "
     "have?", 18, None),
    ("Tom had 20 cards. Sam had 4 cards. He gave 5 to Ann. He bought 3 more. How many cards does "
     "he have?", 18, None),
    ("Tom had 20 cards. He gave 5 to Sam. Sam gave him 2 cards. He bought 3 more. How many cards "
     "does he have?", 20, None),
    ("Tom had 20 cards. He gave 5 to Sam. Ann gave him 3 cards. How many cards does Tom have?", 18,
     None),
    ("Max had some shells. Leo gave him 9 more shells. Now he has 30. How many shells did he have "
     "at first?", 21, None),
    # what each person a holder has holds is that person's, never the holder's (was 12: the
    # children's apples read as Ann's, as the apples in her boxes are)
    ("Each child has 3 apples. Ann has 4 children. How many apples does Ann have?", 12, None),
    ("There are 3 apples per child. Ann has 4 children. How many apples does Ann have?", 12, None),
    # a sum paid for one thing beside the thing's price told: two tellings of one price (the
    # sum was read as money spent on nothing, and the price answered: 6)
    ("A pen costs $3. A pad costs twice as much as a pen. Ann bought a pad for $5. How much does "
     "a pad cost?", 6, None),
    ("A pen costs $3. A pad costs twice as much as a pen. Ann paid $5 for a pad. How much does a "
     "pad cost?", 6, None),
    ("A pen costs $3. A pad costs twice as much as a pen. Ann spent $5 on a pad. How much does a "
     "pad cost?", 6, None),
    ("A pen costs $3. A pad costs twice as much as a pen. Ann got a pad for $5. How much does a "
     "pad cost?", 6, None),
    ("A pen costs $3. A pad costs twice as much as a pen. Ann bought the pad for $5. How much "
     "does a pad cost?", 6, None),
    ("A pad costs $6. Ann bought a pad for $5. How much did she spend?", 6, None),
    ("A pen costs $3. Ann had $20. She bought a pen for $4 and a pad for $5. How much money does "
     "she have left?", 11, None),
    # a determiner or quantifier standing alone as the object is no kind of its own: the apples
    # were left untouched (40; 2)
    ("Jake has 40 apples. He eats both. How many apples does he have left?", 40, None),
    ("Jake has 2 apples. He eats both. How many apples does he have left?", 2, None),
    ("Jake has 2 apples. He eats both of them. How many apples does he have left?", 2, None),
    ("Jake has 40 apples. He eats everything. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He eats any. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He gives Ann both. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He sells both. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He eats 3. Then he eats both. How many apples does he have left?", 37, None),
    ("Jake has 40 apples. He gives the others to Ann. How many apples does he have left?", 40, None),
    ("Jake has 40 apples. He sells the remainder. How many apples does he have left?", 40, None),
    # "of them" right after another one's holding of the kind: hers, or all of them, as well as
    # his (was 9 for Sam, 8 for Ann)
    ("Sam has 12 cookies. Ann has 8. He eats 3 of them. How many cookies does Sam have?", 9, None),
    ("Sam has 12 cookies. Ann has 8. He eats 3 of them. How many cookies does Ann have?", 8, None),
    ("Sam has 12 cookies. Ann has 8 cookies. Sam sells 3 of them. How many cookies does Sam have?", 9,
     None),
    ("Sam has 12 cookies. Ann has 8. Sam gives 3 of the cookies to Bo. How many cookies does Sam "
     "have?", 9, None),
    # a sum "more" paid for a thing is its price that much more than another's, never the sum
    # (was 3: $2 and $1; 17; 3 earned)
    ("Leo bought an apple for $2. He bought a pear for $1 more. How much did he spend?", 3, 5),
    ("Leo had $20. He bought an apple for $2 and a pear for $1 more. How much money does he have "
     "left?", 17, 15),
    ("Leo had $20. He paid $2 for an apple. He paid $1 more for a pear. How much money does he "
     "have left?", 17, 15),
    ("Leo had $20. He spent $2 on an apple. He spent $1 more on a pear. How much money does he "
     "have left?", 17, 15),
    ("Leo sold 3 apples for $2. He sold 4 pears for $1 more. How much did he earn?", 3, 5),
    # a bare count bought is never money: "3 more for $9" was read as $3 bought, the pencils'
    # second price lost (2; and 5 vs 8 disagreeing readings)
    ("Ivy bought 5 pencils for $10. Then she bought 3 more for $9. How much did each pencil cost?",
     2, None),
    ("Ivy bought 5 pencils for $10. Then she bought 3 more for $9. How many pencils did she buy?", 5, 8),
    # a resolve told in the past to change holdings, with no amount (was 40: the clause was read
    # as a plan, which changes nothing): the resolve's doing is done, "them" all of them
    ("Jake has 40 apples. He decided to eat them. How many apples does he have left?", 40, 0),
    ("Jake has 40 apples. He agreed to give them to Sam. How many apples does Jake have?", 40, 0),
    # a resolve a careful reader doubts was done keeps refusing (the done reading would say 25;
    # the plan, wish or try read as a doing would too)
    ("Nia has 40 beads. She plans to give 15 beads to Sam. How many beads does Nia have now?", 25, None),
    ("Nia has 40 beads. She is going to give 15 beads to Sam. How many beads does Nia have now?",
     25, None),
    ("Nia has 40 beads. She will give 15 beads to Sam. How many beads does Nia have now?", 25, None),
    ("Nia had 40 beads. She planned to give 15 beads to Sam. How many beads does Nia have now?",
     25, None),
    ("Nia had 40 beads. She promised to give 15 beads to Sam. How many beads does Nia have now?",
     25, None),
    ("Nia had 40 beads. She wanted to give 15 beads to Sam. How many beads does Nia have now?",
     25, None),
    ("Nia had 40 beads. She hoped to give 15 beads to Sam. How many beads does Nia have now?",
     25, None),
    ("Nia had 40 beads. She tried to give 15 beads to Sam. How many beads does Nia have now?",
     25, None),
    ("Nia had 40 beads. She decided to give 15 beads to Sam, but Sam did not take them. How many "
     "beads does Nia have now?", 25, None),
    ("Nia had 40 beads. She decided to give 15 beads to Sam. Then she changed her mind. How many "
     "beads does Nia have now?", 25, None),
    ("Nia had 40 beads. She decided to give 15 beads to Sam. Instead she gave 5 beads to Bo. How "
     "many beads does Nia have now?", 25, None),
    ("Nia had 40 beads. She decided to give 15 beads to Sam. Then she decided not to. How many "
     "beads does Nia have now?", 25, None),
    ("Nia had 40 beads. She decided to give 15 beads to Sam if he helped her. How many beads does "
     "Nia have now?", 25, None),
    ("Nia had 40 beads. She decided that if Sam helped her, she would give him 15 beads. How many "
     "beads does Nia have now?", 25, None),
    ("Nia had 40 beads. She decided to give 15 beads to Sam. How many beads did Nia have before she "
     "decided to give some away?", 25, None),
    # verbs of scaling: "the number of … doubled" was read as a clause counting nothing (12)
    ("Ann had 12 stamps. The number of stamps she had tripled. How many stamps does she have now?",
     12, None),
    ("Ann had 12 stamps. The number of her stamps doubled. How many stamps does she have?", 12, 24),
    # someone else's holding scaled, a means told, a repetition, a kind never told scaled
    ("Ann had 12 stamps. Ted doubled her stamps. How many stamps does Ann have now?", 24, None),
    ("Ann had 12 stamps. She doubled her stamps by selling 4 pens. How many stamps does she have?",
     24, None),
    ("Ann had 12 stamps. Every week her stamps double. How many stamps does she have after 2 weeks?",
     24, None),
    ("Ann had 12 stamps and 4 coins. She doubled her coins. How many stamps does she have now?", 24, 12),
    # "the number of … <verb>" with no number: a count changed, read as a clause counting
    # nothing (was 12)
    ("Ann had 12 stamps. The number of her stamps grew. How many stamps does she have?", 12, None),
    ("Ann had 12 stamps. The number of stamps she had fell. How many stamps does she have?", 12, None),
    # every other day over a span whose count depends on the first day (5 or 4; 5 or 4)
    ("Ann reads 4 pages every other day for 9 days. How many pages does she read?", 20, None),
    ("Ann reads 4 pages every 3 days for 2 weeks. How many pages does she read?", 20, None),
    # the rate per stretch is not per day (was never 56)
    ("Ann reads 4 pages every other day for 2 weeks. How many pages does she read?", 56, 28),
    # a rate over a span told of two doers: each, or together? (was 42)
    ("Ann and Bo read 3 pages a day for 14 days. How many pages do they read?", 42, None),
    # the order told: the 3 bought before are doubled too
    ("Ann had 12 stamps. She bought 3 more and doubled her stamps. How many stamps does she have "
     "now?", 27, 30),
    # parts asked of one who parted nothing: the question's name or pronoun binds to the parting
    # of that one only (each was 6, 6, 5, 6 and 5: the other's parts)
    ("Ann put 30 pens into bags of 5. Bo has 12 pens. How many bags did Bo fill?", 6, None),
    ("Ann has 30 pens. She put them into bags of 5. Bo has 20 pens. How many bags did he fill?", 6,
     None),
    ("Ben has 40 chairs. Al arranged them in rows of 8. How many rows did Ben make?", 5, None),
    ("Tom has 30 marbles. He put them into boxes of 5. Sam put 20 marbles into bags of 4. How many "
     "boxes did Sam fill?", 6, None),
    ("Tom has 30 marbles. He put them into boxes of 5. Sam put 20 marbles into bags of 4. How many "
     "bags did he fill?", 5, None),
    # the parter gave some away after parting: are the bags as full? (was 6)
    ("Ann has 30 pens. Bo put them into 5 bags equally. Then Bo gave 2 pens to Cy. How many pens "
     "are in each bag?", 6, None),
    # each part's size asked of a day the story never places the parting on (was 6)
    ("Tom has 30 marbles. He divided them among 5 friends. How many marbles did each friend get "
     "yesterday?", 6, None),
    # a comparison of two doings ("ate 5 fewer than Jack") shows neither eater holding any:
    # their eating may have come out of the bowl (was 82, the bowl untouched)
    ("There are 82 grapes in a bowl. Jack ate 16 grapes. Carl ate 5 fewer grapes than Jack. "
     "How many grapes are left in the bowl?", 82, 55),
    ("There are 60 nuts in a jar. Ida ate 9 nuts. Ole ate 4 more nuts than Ida. How many nuts "
     "are in the jar now?", 60, 38),
    ("There are 60 nuts in a jar. Ida ate 9 nuts. Ole ate twice as many nuts as Ida. How many "
     "nuts are in the jar now?", 60, 33),
    # what someone got from no one told may have come out of the place asked about, whether or
    # not the getter is told again (each was 64, the tree untouched)
    ("There were 64 apples on a tree. Zoe picked 13 apples. Leo picked 5 more apples than Zoe. "
     "How many apples are left on the tree?", 64, 33),
    ("There were 64 apples on a tree. Zoe picked 13 apples. She gave 3 apples to Leo. How many "
     "apples are on the tree now?", 64, 51),
    ("There were 64 apples on a tree. Zoe picked 13 apples. Zoe has 20 apples now. How many "
     "apples are on the tree now?", 64, 51),
    ("There were 50 shells on the beach. Ida found 8 shells. Ole found 3 more shells than Ida. "
     "How many shells are on the beach now?", 50, 31),
    # a comparison of two doings tells of no holding of the one compared with: her buying is
    # still a change that may be out of the seller's stock (was 40)
    ("A farmer had 40 apples. Ann bought 10 apples. Tom bought 4 more apples than Ann. How many "
     "apples does the farmer have now?", 40, 16),
    ("A baker had 30 rolls. Ida bought 6 rolls. Ole bought twice as many rolls as Ida. How many "
     "rolls does the baker have now?", 30, 12),
    # a taking with no one it was taken from may be out of the holding asked, a person's too,
    # whatever else is told of the taker (was 40 each)
    ("A farmer had 40 apples. Ann bought 10 apples. Ann has 12 apples now. How many apples does "
     "the farmer have now?", 40, 30),
    ("Max had 40 apples. Ann bought 10 apples. She gave 2 apples to Tom. How many apples does Max "
     "have now?", 40, 30),
    ("Max had 40 cookies. Ann got 10 cookies. She gave 2 cookies to Tom. How many cookies does "
     "Max have now?", 40, 30),
    ("Ida had 58 eggs. Ann received 12 eggs. She gave 4 eggs to Leo. How many eggs does Ida have "
     "now?", 58, 46),
    # of a place asked, a holding told only after the loss does not show the eaten ones were the
    # eater's own (was 57, 52)
    ("There were 57 eggs in a basket. Ann ate 11 eggs. She gave 3 eggs to Leo. How many eggs are "
     "in the basket now?", 57, 46),
    ("There were 52 muffins in a basket. Ann ate 15 muffins. She has 22 muffins now. How many "
     "muffins are in the basket now?", 52, 37),
    # a holder told only through what each of its members has may hold another's things too:
    # the teacher (or Tom, or the desk) may be in the class (was 75: the 10 set aside)
    ("There are 25 students in the class. Each student has 3 pencils. The teacher has 10 pencils. "
     "How many pencils are in the class?", 75, None),
    ("There are 25 students in the class. Each student has 3 pencils. Tom has 10 pencils. How many "
     "pencils are in the class?", 75, None),
    ("There are 25 students in the room. Each student has 3 pencils. There are 10 pencils on the "
     "desk. How many pencils are in the room?", 75, None),
    ("The bus has 40 passengers. Each passenger has 2 bags. The driver has 1 bag. How many bags are "
     "on the bus?", 80, None),
    ("A farm has 5 pens. Each pen has 8 sheep. The farmer has 2 sheep in the barn. How many sheep "
     "are on the farm?", 40, None),
    ("There are 3 teams in the gym. Each team has 5 balls. The coach has 4 balls. How many balls "
     "are in the gym?", 15, None),
    ("A school has 10 classes. Each class has 25 students. The library has 30 students. How many "
     "students are in the school?", 250, None),
    # a part picked by when it came ("of the new members") is of what one change brought, which
    # may be fewer (was 23 with only 3 new; the 5 were taken from all the members)
    ("The club has 25 members. 3 members joined. Then 5 of the new members left. How many "
     "members are in the club?", 23, None),
    ("Ann had 25 pens. She bought 3 pens. Then she lost 5 of the new pens. How many pens does she "
     "have?", 23, None),
    # a name told beside people a change was with, told by a noun alone, may be one of them
    # (was 3: the friend's share set aside as another holder's)
    ("Mia had 30 pens. She divided them among her 5 friends. Her friend Sam had 3 pens already. "
     "How many pens does Sam have now?", 3, None),
    ("Mia had 30 pens. She gave 6 pens to a friend. Her friend Sam had 3 pens. How many pens does "
     "Sam have now?", 3, None),
    ("Lena had 20 cards. She shared them equally among 4 children. Omar had 2 cards. How many "
     "cards does Omar have?", 2, None),
    ("Raj had 9 shells. His sister gave him 4 shells. Kim had 7 shells. How many shells does Kim "
     "have now?", 7, None),
    # "them" unread when "she" is the first one does not make "she" the second (was 5: the eater
    # taken to be Kay, whose apples were told last)
    ("Rosa has 7 apples. Kay has 6 apples. She eats 3 of them. How many apples does Rosa have "
     "now?", 7, None),
    ("Rosa has 7 apples. Her aunt has 6 apples. She eats 3 of them. How many apples does her aunt "
     "have now?", 3, None),
    # a sharing bidden of others ("wants her 6 friends to share them equally"): a second group
    # named (tables, cousins, the bidder herself) is no part of the 6 (was 10 or 7)
    ("Ada has 60 pens. She wants her 6 friends to share them equally among 3 tables. How many "
     "pens will each friend get?", 10, None),
    ("Ada has 60 pens. She wants her 6 friends and 4 cousins to share them equally. How many pens "
     "will each friend get?", 10, 6),
    ("Ada has 42 pens. She wants her 6 friends to share them equally with her. How many pens will "
     "each friend get?", 7, 6),
    # the friends' own pens, or a count of no one's, are not the bidder's
    ("Ada has 60 pens. Her 6 friends have 30 pens. She wants her 6 friends to share their pens "
     "equally. How many pens will each friend get?", 10, 5),
    ("Ada has 60 pens. She expects her 6 friends to share 30 pens equally. How many pens will "
     "each friend get?", 10, None),
    # a count arranged to be shared beside a holding of the kind (were they some of the 36?)
    ("Bo had 36 stars. 12 stars were to be given equally to 4 friends. How many stars will each "
     "friend get?", 9, None),
    # a count arranged to be shared among two groups: not among the first alone (was 12)
    ("There are 96 cakes to be shared equally among 8 children and 4 teachers. How many will each "
     "child get?", 12, 8),
    # "left un-X" after bags of a size: the last bag may hold the rest
    ("Ada has 61 pens. She puts them into bags of 6. How many will be left unconsumed?", 1, None),
    # clauses near a scene that may change the amount counted: a quantifier, a pronoun for the
    # things, a verb that moves them, a holder of them done to, a doing done to oneself (each
    # trap is the amount left untouched, as if the clause set a scene)
    ("Nia had 8 plums. She gave some to Sam. How many plums does Nia have now?", 8, None),
    ("Nia had 8 plums. She ate them all. How many plums does Nia have now?", 8, 0),
    ("Nia had 8 plums in her bag. Then she lost her bag. How many plums does Nia have now?", 8, None),
    ("Nia had 8 plums in her bag. She forgot her bag on the bus. How many plums does Nia have now?",
     8, None),
    ("Nia had 8 plums in her basket. Then she left her basket at the park. How many plums does she "
     "have now?", 8, None),
    ("Nia and Ben had 8 plums. They shared them. How many plums does Nia have now?", 8, None),
    ("Nia had 8 plums. Her brother helped himself. How many plums does Nia have now?", 8, None),
    ("Nia had 8 plums. She visited her aunt and gave her some. How many plums does Nia have now?",
     8, None),
    # paying with no sum told still spends money (was 9: a loss of bills, fees or drivers)
    ("Omar had $9. He paid the bill. How much money does Omar have now?", 9, None),
    ("Omar had $9. He paid the fee. How much money does Omar have now?", 9, None),
    ("Omar had $9. He paid the driver. How much money does Omar have now?", 9, None),
    # the difference between two holders' measures is of one measure, each holder's own, now:
    # another length told beside the height, two measures named, a time past after a growth, a
    # side of several, a holder whose son alone was measured, two units (8 less 39)
    ("Ann is 98 inches tall. Bo is 39 inches tall. His arm is 20 inches long. What is the "
     "difference in height between Bo and Ann?", 59, None),
    ("Ann is 98 inches tall. Bo is 39 inches tall. What is the difference between Bo's height and "
     "Ann's length?", 59, None),
    ("Ann is 98 inches tall. Bo is 39 inches tall. Bo grew 5 inches. What was the difference in "
     "height between Bo and Ann?", 54, None),
    ("Ann is 98 inches tall. Bo is 39 inches tall. Cy is 40 inches tall. What is the difference in "
     "height between the boys and Ann?", 59, None),
    ("Ann is 98 inches tall. Bo's son is 39 inches tall. What is the difference between Bo's height "
     "and Ann's height?", 59, None),
    ("Ann is 8 feet tall. Bo is 39 inches tall. What is the difference in height between Bo and "
     "Ann?", 31, 57),
    # a word before "difference" says what differs: the pens' prices, not their count (was 2)
    ("Ann has 5 pens. Bo has 3 pens. What is the price difference between Ann's pens and Bo's "
     "pens?", 2, None),
    ("Ann has 5 pens. Bo has 3 pens. What is the weight difference between Ann's pens and Bo's "
     "pens?", 2, None),
    # the difference between two kinds a doing counted is of that doing, that doer's, now told:
    # a kind never counted (60 less none), another verb, a doer "he" may not be, a like doing
    ("Mr. Cole harvested 60 apples and 180 peaches. What is the difference between the number of "
     "apples and pears he harvested?", 60, None),
    ("Mr. Cole harvested 60 apples and 180 peaches. What is the difference between the number of "
     "apples and peaches he sold?", 120, None),
    ("Mr. Cole harvested 60 apples and 180 peaches. Bo harvested 50 apples. What is the difference "
     "between the number of apples and peaches he harvested?", 120, None),
    ("Ann bought 5 red pens. She found 3 red pens. She bought 2 blue pens. What's the difference "
     "between the number of red pens and blue pens she bought?", 6, 3),
    # a doing compared between two parties: "than Mae" with no "to" may be Mae the giver (9, had
    # Mae given 3 to Lea), a party never told, two who may be "she", one day of givings not told
    # apart, a getting told by another verb (bought from Ann: got 3 from her too)
    ("Nori had 40 crayons. She gave 5 crayons to Mae and 12 crayons to Lea. Mae gave 3 crayons to "
     "Lea. How many more crayons did she give to Lea than Mae?", 9, None),
    ("Nori had 40 crayons. She gave 5 crayons to Mae and 12 crayons to Lea. How many more crayons "
     "did she give to Lea than to Bo?", 12, None),
    ("Nori had 40 crayons. She gave 5 crayons to Mae and 12 crayons to Lea. Ann had 20 crayons. She "
     "gave 4 crayons to Mae. How many more crayons did she give to Lea than to Mae?", 7, None),
    ("Nori had 40 crayons. Yesterday she gave 5 crayons to Mae. Today she gave 12 crayons to Lea "
     "and 2 to Mae. How many more crayons did she give to Lea than to Mae today?", 5, 10),
    ("Bo got 5 pens from Sam. Bo bought 3 pens from Ann. How many more pens did Bo get from Sam "
     "than from Ann?", 5, 2),
    # a giving to both, or to people one party may be among: each one's share untold
    ("Nori had 40 crayons. She gave 12 crayons to Lea and Mae. She gave 3 crayons to Lea. How many "
     "more crayons did she give to Lea than to Mae?", 3, None),
    ("Nori had 40 crayons. She gave 5 crayons to Mae and 12 crayons to her friends. Lea is her "
     "friend. How many more crayons did she give to Lea than to Mae?", 7, None),
    # a doing of the verb asked told of the asked noun with fewer words: some of those may be of
    # the kind asked (was 12 and 4: only the getting told with the sub-kind's words counted)
    ("Nia made 86 cookies. She made 12 pink cookies. How many pink cookies did she make?", 12, None),
    ("Ann bought 20 pens. 5 are red and the rest are blue. Then she bought 4 blue pens. How many "
     "blue pens did she buy?", 4, None),
    # a getting of a sub-kind read as a part of a first getting only when its sentence tells the
    # rest of it; told after the first, by another verb or another doer, it may be more
    ("Lu baked 40 buns. Then she baked 15 plain buns and the rest were brown. How many brown buns "
     "did she bake?", 25, None),
    ("Lu baked 40 buns. She bought 15 plain buns and the rest were brown. How many brown buns did "
     "she bake?", 25, None),
    ("Lu baked 40 buns and 20 rolls. She baked 15 plain buns and the rest were brown. How many "
     "brown buns did she bake?", 25, None),
    ("Lu baked 40 buns. She baked 15 plain buns and the rest of the day she slept. How many buns "
     "did she bake?", 40, None),
    # "of them" used up by one who holds none: the one holder's only when one holds the kind
    ("Tom has 40 figs. Ann has 8 figs. His sister ate 16 of them. How many figs does Tom have?",
     24, None),
    ("Tom gave 40 figs to Ann. His sister ate 16 of them. How many figs does Ann have?", 24, None),
    ("Tom has 40 figs. His sister ate 16 of them. How many figs did Tom eat?", 16, None),
    # "the remaining 8" as the rest of the parts only with nothing but parts told before it: after
    # a change it may be what was left (12 + 8 counts the jar before the taking)
    ("A jar has some beads. 12 of them are red. Ann took 4 of them. The remaining 8 are blue. How "
     "many beads are in the jar?", 20, None),
    ("A jar has some beads. 12 of them are red. Then 4 beads were sold and the remaining 8 are "
     "blue. How many beads were in the jar?", 20, None),
    # a school year named by an ordinal ("second grade", "5th graders") is a kind of its
    # noun, told apart from the other years, never a number (was unread; 24 and 50 are traps)
    ("Ann has 14 second grade students and 10 third grade students. How many second grade "
     "students does she have?", 24, 14),
    ("The 5th graders have 30 pens. The 6th graders have 20 pens. How many pens do the 5th "
     "graders have?", 50, 30),
    ("Ann has 14 first-grade books and 6 second-grade books. How many first-grade books does "
     "she have?", 20, 14),
    # "each of them" bound to one group where another may be meant: two groups, a thing or a
    # person told beside the group, people the group went with, a part of the group said after
    # it, a count told again (was never read; the pronoun is bound to one group only)
    ("There are 4 bags and 6 boxes. Each of them holds 3 pens. How many pens are there?", 18, None),
    ("Tom has a bag and 5 boxes. Each of them holds 8 pens. How many pens does Tom have?", 40, None),
    ("Tom has 5 boxes. Ann has 3. Each of them holds 8 pens. How many pens do they have?", 40, None),
    ("Kim has 4 cousins and a dog. She gave each of them 5 treats. How many treats did she give?",
     20, None),
    ("Jill went to the zoo with 4 friends. They each bought 2 tickets. How many tickets did they "
     "buy?", 8, None),
    ("Jill and 4 friends went to the zoo. Each of them bought 2 tickets. How many tickets did they "
     "buy?", 8, None),
    ("Kim has 4 cousins. Two of them are boys. She gave each of them 5 pens. How many pens did she "
     "give?", 20, None),
    ("Kim had 4 cousins. Then 2 more cousins came. She gave each of them 5 pens. How many pens did "
     "she give?", 20, None),
    ("Tom has 5 boxes of pens. He sold each of them for $2. How much money did he get?", 10, None),
    # what is used up for each one made, counted only by the doer's makings of that kind, told
    # at one time, with nothing else made beside them (a careless reading gives 2 oranges × 6 glasses)
    ("Tom used 2 oranges per glass. He made 6 glasses and 2 pies. How many oranges did he use?", 12, None),
    ("Tom used 2 oranges per glass. He drank 6 glasses. How many oranges did he use?", 12, None),
    ("Tom used 2 oranges per glass. Ana made 6 glasses. How many oranges did Tom use?", 12, None),
    ("Tom used 2 oranges per glass on Monday. He made 6 glasses on Friday. How many oranges did he "
     "use?", 12, None),
    ("Tom used 2 oranges per glass. He made 6 glasses and sold 2 glasses. How many oranges did he "
     "use?", 8, None),
    # what making one takes, told with no doer: not a room, a time (pies may bake together), a
    # sort of the thing, nor the pies another made (a careless reading gives 5 × 6 = 30)
    ("Each box holds 5 pens. Tom made 6 boxes. How many pens did he use?", 30, None),
    ("Each pie takes 5 minutes. Tom made 6 pies. How many minutes did he use?", 30, None),
    ("Each large pie takes 5 apples. Tom made 6 pies. How many apples did he use?", 30, None),
    ("Each pie takes 5 apples. Tom made 6 pies and 2 cakes. How many apples did he use?", 30, None),
    ("Each pie takes 5 apples. Ana made 6 pies. Tom made 2 pies. How many apples did Tom use?", 40, 10),
    ("Each pie takes 5 apples. Tom made 6 pies. How many apples did he buy?", 30, None),
    ("It takes 2 oranges to make a glass of juice. Tom made 6 glasses of tea. How many oranges did "
     "he use?", 12, None),
    ("Tom made 6 pies. He ate 2 pies. Each pie takes 5 apples. How many apples did he use?", 20, None),
    ("Each pie takes 5 apples. Tom wants to make 6 pies. He made 2 pies. How many apples does he "
     "need?", 30, None),
    # the rest used to make pies: what she has after it is not told (a careless reading gives 0
    # or 10), nor whole pies of 12 apples at 5 each unless asked what she could make
    ("Ann had 51 apples. She gave 41 apples to Tom. She used the rest to make pies. Each pie takes "
     "5 apples. How many apples does Ann have?", 10, None),
    ("Ann had 53 apples. She gave 41 apples to Tom. She used the rest to make pies. Each pie takes "
     "5 apples. How many pies did she make?", 2, None),
    # a whole of another stuff makes none of the things (a careless reading gives 60 ÷ 4)
    ("It takes 4 feet of cotton to make a shirt. How many shirts can be made with 60 feet of wool?",
     15, None),
    # a requirement changes no holding it does not tell (was 8: 20 less 2 × 6)
    ("Tom had 20 oranges. He used 2 oranges per glass. He made 6 glasses. How many oranges does "
     "he have left?", 20, None),
    # what making one takes, counted from a holding: pies made, or apples used (to make what?),
    # beside it used up apples the holding never lost (was 40: the apples untouched; was 2: the
    # pies of the 10 left after 20 were used to make pies)
    ("Each pie takes 5 apples. Sam had 40 apples. He made 6 pies. How many apples are left?", 40, 10),
    ("Each pie takes 5 apples. Sam had 40 apples. He baked 6 pies. How many apples does he have?", 40, 10),
    ("Tom had 40 apples. He sold 10 apples. He used 20 apples to make pies. Each pie takes 5 "
     "apples. How many pies did he make?", 2, 4),
    ("Tom had 50 apples. He used 20 apples to make pies. Each pie takes 5 apples. How many pies "
     "did he make?", 6, 4),
    # things made by one who holds or uses a stuff may have used some of it, which only a
    # requirement tied to those things tells (was 40 and 10: the necklaces made used no beads)
    ("Tom had 50 beads. He uses 10 beads to make a necklace. He made 4 necklaces. How many beads "
     "are left?", 40, 10),
    ("Tom uses 10 beads to make a necklace. He made 4 necklaces. How many beads did he use?", 10, 40),
    ("Tom had 50 beads. He used 10 beads to make a necklace. He made 4 bracelets. How many beads "
     "are left?", 40, None),
    ("Tom had 50 beads. He made 4 necklaces. How many beads are left?", 50, None),
    # what making one takes says how many could be made of a holding, never how many were, nor
    # how many of another stuff (was 8, 10 and 10); some used to make them leaves the rest no
    # measure of them (was 4: the 20 not used, in pies of 5)
    ("Each pie takes 5 apples. Sam has 40 apples. How many pies did he make?", 8, None),
    ("Each glass of juice takes 2 oranges. Sam has 20 oranges. How many glasses of juice did he "
     "make?", 10, None),
    ("It takes 2 oranges to make a glass of juice. Sam has 20 oranges. How many glasses of "
     "lemonade can he make?", 10, None),
    ("Sam had 40 apples. He ate 10 apples. He used a third of the rest to make pies. Each pie takes "
     "5 apples. How many pies did he make?", 4, 2),
    # a requirement per a described kind counts no making of the bare kind (was 12)
    ("Tom uses 3 eggs for each chocolate cake. He made 4 cakes. How many eggs did he use?", 12, None),
    # a comparison told at one time bound to a count told at another: "now", "still", "left",
    # "today" beside a comparison in the past, or a comparison in the present beside a count told
    # only in the past (was 28, 14, 12, 28)
    ("Lola had 4 times as many shells as Edna. Edna has 7 shells now. How many shells did Lola "
     "have?", 28, None),
    ("Edna has 7 shells now. Lola had twice as many shells as Edna. How many shells did Lola "
     "have?", 14, None),
    ("Lola had 5 more shells than Edna. Edna still has 7 shells. How many shells did Lola have?",
     12, None),
    ("Lola had 4 times as many shells as Edna. Edna has 7 shells today. How many shells did Lola "
     "have?", 28, None),
    ("Lola has 4 times as many shells as Edna. Edna had 7 shells. How many shells does Lola "
     "have?", 28, None),
    ("Lola had 4 times as many shells as Edna. Edna currently has 7 shells. How many shells did "
     "Lola have?", 28, None),
    ("At first Tom had twice as many stamps as Jan. Jan has 12 stamps. How many stamps did Tom "
     "have at first?", 24, None),
    # beside another's holding said of now, a holding told only with "had" is of a time gone by
    # (was 2 and 50: Mara's count now is untold)
    ("Mara had 24 marbles. Markus has 26 marbles now. How many more marbles does Markus have than "
     "Mara?", 2, None),
    ("Mara had 24 marbles. Markus has 26 marbles now. How many marbles do they have together?", 50,
     None),
    # a profit when not all that was bought is told sold: on the ones sold, or all money out and
    # in? (was -1)
    ("Ann bought 5 pens for $2 each and sold 3 of them for $3 each. How much profit did she "
     "make?", -1, None),
    ("Ann bought 6 pens for $2 each and sold half of them for $3 each. How much profit did she "
     "make?", -3, None),
    # a difference of holdings asked in the past after a change: at first, or after it? (was 0,
    # the holdings after the giving; 4 before it)
    ("Edna had 7 shells. Lola had 3 shells. Edna gave 2 to Lola. How many more shells did Edna "
     "have than Lola?", 0, None),
    ("Edna had 7 shells. Lola had 3 shells. Edna found 2 shells. How many fewer shells did Lola "
     "have than Edna?", 6, None),
    # a total held asked in the past after some was taken: all there was, or what was left?
    # (was 4)
    ("Tom had 8 cards. He gave 4 away. How many cards did he have in all?", 4, None),
    # a price told with one sale or purchase is that one's: a later one of the same thing may be
    # at another price (was 128 each)
    ("Lola sold 5 mugs for $16 each. She sold 3 more mugs. How much did she make?", 128, None),
    ("Lola sold 5 mugs at $16 each. Then she sold 3 mugs. How much money did she earn?", 128,
     None),
    ("Lola bought 5 mugs for $16 each. She bought 3 more mugs. How much did she spend?", 128,
     None),
    # what each one held in the past times a count told now, or the other way (was 840, 30)
    ("There were 28 cows for every herd. Now there are 30 herds. How many cows are there?", 840,
     None),
    ("Each herd had 28 cows. There are 30 herds now. How many cows are there now?", 840, None),
    ("Each box held 6 pens. Ann has 5 boxes now. How many pens does Ann have?", 30, None),
    # a question of doings that picks one of them by its time ("later", "then", "first") is not
    # their sum (was 14, 17, 43)
    ("Oliver bought 8 boxes of candy. Later he bought 6 more boxes. How many boxes did he buy "
     "later?", 14, None),
    ("Oliver bought 8 boxes of candy. Later he bought 6 more boxes. How many boxes did he buy "
     "first?", 14, None),
    ("Tia sent 9 invitations. Then she sent 8 more. How many invitations did she send then?", 17,
     None),
    ("Bo ate 26 pieces of candy. Then he ate 17 more. How many pieces of candy did Bo eat "
     "afterwards?", 43, None),
    # an age at a time to come told in the past tense, or in the present: not the age then
    ("Ana was 20 years old 5 years from now. How old is Ana now?", 15, None),
    ("Ana is 20 years old 5 years from now. How old is Ana now?", 15, None),
    # "last year" with "will", "next year" with "was": the time is not the one read
    ("Last year Ana will be 12. How old is Ana now?", 13, None),
    ("Next year Ana was 12. How old is Ana now?", 11, None),
    # "older than he was": a comparison with her own past, not with another person
    ("Ana is 10 years old. Bo is 3 years older than he was. How old is Bo?", 13, None),
    # "older" of things, not of a person: a count comparison is no age
    ("Ana is 10 years old. Bo has 3 books older than Ana's. How old is Bo?", 13, None),
    # a role of someone not told before: older than whom? (the one aged, or the role's owner)
    ("Ana is 9 years old. Dev's cousin Rob is 5 years older. How old is Rob?", 14, None),
    ("Ana is 9 years old. Dev's cousin Rob is 5 years older than Ana. How old is Rob?", 14, 14),
    # "his sister Ana": whose sister, when "his" may be no one told
    ("Ada is 16 years old. His sister Ana is half as old as Ada. How old is Ana?", 8, None),
    # "turns 27" with no time told: turned already, or turns soon?
    ("Ana turns 27 this year. How old was Ana 3 years ago?", 24, None),
    # "turned" at a time to come: the tense and the time disagree
    ("Ana turned 30 in 2 years. How old is Ana now?", 28, None),
    # a time before the question in days: not a time in years
    ("Ana is 10 years old. In 3 days, how old will she be?", 13, None),
    # "In 3 years," before a question in the present: which time does it ask?
    ("Ana is 10 years old. In 3 years, how old is she?", 13, None),
    # two persons "he": the second "he" is not the first one's age
    ("Bo is 10 years old. Cy is 4 years older. In 3 years, how old will he be?", 13, None),
    # a sum at a time to come: every age moves, not the sum once (was 38 − 3 = 35 → Ana 16)
    ("Bo is 4 years older than Ana. In 3 years, the sum of their ages will be 38. How old is Ana?",
     15, 14),
    # "the sum of Ana and Bo's ages" beside a third person: only the two named
    ("Cy is 5 years old. The sum of Ana and Bo's ages is 30. Bo is 4 years older than Ana. How old "
     "is Ana?", 10, 13),
    # a relative "who" said of the main clause's subject's other, not of the subject
    ("Ana is 5 years younger than Bo, who is twice as old as Cy. Cy is 10 years old. How old is "
     "Bo?", 15, 20),
    # "has 2 years older": an age is what one is, not what one has (was 5)
    ("Ana is 3 years old. Bo has 2 years older than Ana. How old is Bo?", 5, None),
    ("Ana is 3 years old. Bo has 1 year older than Ana. How old is Bo?", 4, None),
    # "now" of a sum told in the past: which time?
    ("The sum of Ana and Bo's ages now was 7. Bo is 1 year younger than Ana. How old is Bo?", 3, None),
    # the years until an age: not the age then (25), nor the years since an age gone by
    ("Ana is 23 years old. In how many years will Ana be 25 years old?", 25, 2),
    ("Ana is 23 years old. In how many years will Ana be 20 years old?", 3, None),
    # "how many years will she be": her age, or the years until? ("in" asks the years)
    ("Ana is 23 years old. How many years will Ana be 25 years old?", 2, None),
    # a share the sharer takes part in: "with her 3 friends" may be 3 parts or 4 (both are met);
    # "herself and her 3 friends" is 4, but nothing more beside them, uncounted, or not hers
    ("She shared 24 cookies equally with her 3 friends. How many cookies did each get?", 6, None),
    ("She shared 24 cookies equally between herself and her 3 friends and their 2 parents. How "
     "many cookies did each get?", 6, None),
    ("He shared 30 cookies equally between himself and his brother's 4 kids. How many cookies did "
     "each get?", 6, None),
    ("She shared 24 cookies equally between herself and her 3 friends. How many cookies did her "
     "friends get?", 6, None),
    # what she has left after it is her part and any rest, never the rest alone
    ("She had 23 cookies. She shared them equally among herself and her 3 friends. How many "
     "cookies does she have left?", 3, None),
    ("She had 23 cookies. She shared them equally among herself and her 3 friends and kept the "
     "rest. How many cookies does she have?", 3, None),
    # a getting after it: what each got is then more than the part, for one of them
    ("She shared 24 cookies equally between herself and her 3 friends. Then Bo gave her 3 "
     "cookies. How many cookies did each get?", 6, None),
    ("Tom and Ann shared 12 apples equally. Then Bo gave Tom 3 apples. How many apples did each "
     "get?", 6, None),
    # a group named with one not a person, or its share not said equal
    ("Tom and his dog shared 12 apples equally. How many apples did each get?", 12, None),
    # the people counted beside the one named are not all the parts ("his 2 brothers": 3 parts),
    # nor someone else's people, nor with anyone after them
    ("Tom and his 2 brothers shared 12 apples equally. How many apples did each get?", 6, 4),
    ("Tom and his brother's 3 kids shared 12 apples equally. How many apples did each get?", 4, None),
    ("Tom and his 2 brothers shared 12 apples equally with Ann. How many apples did each get?", 4,
     None),
    ("Tom and Ann shared 12 apples. How many apples did each get?", 6, None),
    # one count of people, then another share: its number must be counted too
    ("She shared 24 cookies equally between herself and her 3 friends. Then she shared 12 cakes "
     "between herself and her 2 sisters. How many cakes did each get?", 3, 4),
    # a bare measure held after a need of one stuff in that unit is of that stuff; with two
    # stuffs in the unit, another holder or another time it is not
    ("He needs 60 pounds of flour. He has 10 pounds of sugar and 25 pounds. How much more flour "
     "does he need?", 35, None),
    ("Tom needs 60 pounds of flour. Sam has 25 pounds. How much more flour does Tom need?", 35, None),
    ("Tom needs 60 pounds of flour. Sam needs 50 pounds of flour. He has 25 pounds. How much more "
     "flour does Tom need?", 35, None),
    ("He needs 60 pounds of flour. He had 25 pounds last year. How much more flour does he need?",
     35, None),
    ("He needs 60 pounds of flour. Each bag has 25 pounds. How much more flour does he need?", 35,
     None),
    ("Tom needs 50 gallons of paint. The tank has 12 gallons. How many more gallons of paint does "
     "Tom need?", 38, None),
    # a need to come ("will need") is a need only as "will" before "need" itself, of one
    # need: another modal, "will need to buy", "more", a second need or a condition refuse
    ("He would need 60 pounds of flour. He has 25 pounds of flour. How much more flour does he "
     "need?", 35, None),
    ("He will need to buy 60 pounds of flour. He has 25 pounds of flour. How much more flour does "
     "he need to buy?", 35, None),
    ("He will need 60 more pounds of flour. He has 25 pounds of flour. How much more flour does he "
     "need?", 35, None),
    ("He will need 60 pounds of flour. He needs 40 pounds of flour. He has 25 pounds of flour. How "
     "much more flour does he need?", 35, None),
    ("If he bakes a cake, he will need 60 pounds of flour. He has 25 pounds of flour. How much more "
     "flour does he need?", 35, None),
    ("Ann has 25 pounds of flour. Eve has 10 pounds of flour. She will need 60 pounds of flour. How "
     "much more flour does Ann need?", 35, None),
    # a getting of a sub-kind with its rest, placed at another time or told with a setting of
    # its own, is another batch (was 25)
    ("Lu baked 40 buns yesterday. Today she baked 15 plain buns and the rest were brown. How many "
     "brown buns did she bake?", 25, None),
    ("Lu baked 40 buns for the fair. For the party she baked 15 plain buns and the rest were "
     "brown. How many brown buns did she bake?", 25, None),
    # a scene told last, only questions after it, may be the change asked (was 20, 10)
    ("Ann had 20 dollars. She went shopping. How many dollars does she have now?", 20, None),
    ("Ann had 10 dollars. She went to the movies. How many dollars does she have now?", 10, None),
    ("Ann had 20 dollars and she went shopping. How many dollars does she have now?", 20, None),
    # a making or an eating of no told amount may use up what the maker holds (was 12, 10, 10)
    ("Ann had 12 eggs. She baked a pie with them. How many eggs does she have now?", 12, None),
    ("Ann had 10 potatoes. She cooked dinner for the family. How many potatoes does she have "
     "now?", 10, None),
    ("Ann had 10 cookies. She ate lunch. How many cookies does she have now?", 10, None),
    ("Ann had 10 sheets of paper. She made a card. How many sheets of paper does she have now?",
     10, None),
    ("Ann had 10 cookies. She went to the bakery. How many cookies does she have now?", 10, None),
    # a loss of no told amount of another kind may carry away what the loser holds (was 10)
    ("Ann had 10 eggs in a basket. Then she dropped the basket. How many eggs does she have now?",
     10, None),
    ("Ann had 10 cookies in a jar. She spilled the jar. How many cookies does she have now?", 10, None),
    ("Ann had 10 stamps. She mailed a letter. How many stamps does she have now?", 10, None),
    # a doing of unknown effect by the holder after her holding is told: with what? (was 13, 10)
    ("Ann had 10 stickers. She decorated her notebook. She bought 3 stickers. How many stickers "
     "does she have now?", 13, None),
    ("Ann had 10 nails. She fixed the fence. She bought 3 nails. How many nails does she have "
     "now?", 13, None),
    ("Ann had 10 apples. She fed the horses. How many apples does she have now?", 10, None),
    # a part named by another noun with a word of its own, of a whole no category: not of it
    ("A box has some pens. 12 of them are red and the remaining 8 are blue pencils. How many pens "
     "are in the box?", 20, None),
    # a making, or a doing the lexicon knows no effect of, by the holder of what is asked: what
    # it used of the holding is untold (was 9, 9)
    ("Tom had 9 pears. He baked a pie. How many pears does Tom have?", 9, None),
    ("Tom had 9 pears. He baked 2 pies. How many pears does Tom have?", 9, None),
    ("Tom had 9 pieces of bread. He fed the ducks. How many pieces of bread does Tom have?", 9,
     None),
    ("You have 7 cookies and you ate 2 of them. You baked a cake. How many cookies do you have "
     "left?", 5, None),
    # so too a sum or a difference of holdings (was 14, 50, 14)
    ("Chris has 18 apples. Charlie has 32 apples. Then Chris baked a pie. How many fewer apples "
     "does Chris have?", 14, None),
    ("Chris has 18 apples. Charlie has 32 apples. Then Chris baked a pie. How many apples do they "
     "have in all?", 50, None),
    ("Chris has 18 apples. Charlie has 32 apples. Chris had lunch. How many more apples does "
     "Charlie have than Chris?", 14, None),
    ("Ann had 18 eggs. Her mother made an omelet. How many eggs does Ann have?", 18, None),
    ("Ann had 18 eggs. She had breakfast. How many eggs does Ann have?", 18, None),
    # an errand by which things are got or spent, told with no amount (was 9, 18)
    ("Tom had $9. He went shopping. How much money does he have?", 9, None),
    ("Gary had 73 dollars. He went shopping. He spent 55 dollars on a pet snake. How many "
     "dollars did Gary have left?", 18, None),
    ("Tom had 5 fish. He went fishing. How many fish does Tom have?", 5, None),
    # a change placed in the past by a time leading its sentence, after a holding told: before
    # or after it? (was 6: spent yesterday from the 9 he has now; 92, 82)
    ("Sam has 9 dollars. Yesterday he spent 3 dollars. How many dollars does Sam have?", 6, None),
    ("Mike owned 64 cards. For his birthday he got 18 more. Last year he got 10 more. How many "
     "cards does Mike have total?", 92, None),
    ("Mike owned 64 cards. Last year he got 18 more. How many cards does Mike have?", 82, None),
    # "no one gets more than anyone else" says the parts are equal, never that each got a
    # whole number of them; a comparison with a number or with one of them says nothing equal
    ("Ana has 17 figs. She gives them to her 3 sons so that no one gets more than anyone else. "
     "How many figs does each son get?", 5, None),
    ("Ana has 17 figs. She shares them equally among her 3 sons so that no one gets more than 5. "
     "How many figs will be left over?", 2, None),
    # as many as each wants is not as many as all can have alike
    ("Ana has 17 figs. She shares them among her 3 sons. If she gives each son as many figs as he "
     "wants, how many figs are left over?", 2, None),
    # a need of one told in the past, beside a holding of the kind: for which are the trays?
    ("A bakery needed 90 rolls. It has 20 rolls. Each tray has 8 rolls. How many trays does it "
     "need?", 12, None),
    # the last day of a pace that parts the amount exactly is a full day, never 0 (nor a rest)
    ("Ravi needs to make 90 kites. He makes 30 kites per day. How many kites will he make on the "
     "last day?", 0, None),
    # some done already, or held already: part of the amount to do?
    ("Ravi needs to make 100 kites. He made 20 kites yesterday. He makes 30 kites per day. How many "
     "kites will he make on the last day?", 10, None),
    ("Ravi needs to make 100 kites. He already has 20 kites. He makes 30 kites per day. How many "
     "kites will he make on the last day?", 10, None),
    # a helper passed over as a scene may change the pace (was 10)
    ("Ravi needs to make 100 kites. He makes 30 kites per day. Mina helps him. How many kites will "
     "he make on the last day?", 10, None),
    # days needed of a pace told per week (not converted), or after some were made
    ("Ravi needs to make 100 kites. He makes 30 kites per week. How many days will he need?", 4, None),
    ("Ravi needs to make 100 kites. He made 20 kites yesterday. He makes 30 kites per day. How many "
     "days will he need?", 4, None),
    # left over "for" someone: the sharer's rest only, and only of a share
    ("Ana has 17 figs. She shares them equally among her 3 sons. How many figs will be left over "
     "for Bo to eat?", 2, None),
    ("Ana has 17 figs. She ate 3 figs. How many figs are left over for her to eat?", 14, None),
    # doings of one verb, some placed last year and some at no time, asked with no time and no
    # "in all": this time's, or both? (was 51, 17)
    ("Zach scored 42 points in the game. Ben scored 21 points. Last year Zach scored 30 points. "
     "How many more points did Zach score?", 51, 21),
    ("Lola sold 12 cakes this week. Last year she sold 5 cakes. How many cakes did Lola sell?", 17,
     None),
    # a sum paid for one thing prices its own kind and sort, at the time it was paid (the last
    # was 14 once: yesterday's price asked of today)
    ("Omar bought a kite for $7. How much would 3 mugs cost?", 21, None),
    ("Omar bought a paper kite for $7. How much would 3 kites cost?", 21, None),
    ("Omar bought a kite for $7 yesterday. How much would 2 kites cost today?", 14, None),
    ("Omar bought 3 kites for $21 yesterday. How much would 2 kites cost today?", 14, None),
    # money held as things of a worth not told: bills with no sum, a coin not in the table
    # (were 2, 5 and 75: the bills and coins left out)
    ("Pia has $2 and 2 dollar bills. How many dollars does Pia have?", 2, None),
    ("Pia has 5 dollars and 2 dollar coins. How many dollars does Pia have?", 5, None),
    ("Pia has 3 quarters and 2 loonies. How many cents does Pia have?", 75, None),
    # coins held with no count told are money all the same (was 60: "some coins", "keeps her
    # coins in her purse" left out of the money asked)
    ("Una keeps her coins in her purse. She has three $20 bills in her wallet. How much money does "
     "she have?", 60, None),
    ("Una has some coins. She has $60. How much money does she have?", 60, None),
    # more told with no count: passed over as a scene, or left off the end of a clause (were 6
    # and 60)
    ("Una has 6 plums. She has more plums at home. How many plums does she have?", 6, None),
    ("Una has 6 plums in a bag and more in a bowl. How many plums does she have?", 6, None),
    ("Una had $60 in her wallet and more in a piggy bank. How much money does she have?", 60, None),
    ("Una bought 6 plums at the store and more at the market. How many plums did she buy?", 6, None),
    ("There are 6 plums in a bag and more in a bowl. How many plums are there?", 6, None),
    # money of a nameless sum held, or coins given up: worth untold (were 60 and 15)
    ("Una keeps her savings in a bank. She has $60 in her wallet. How much money does she have?",
     60, None),
    ("Una had $15. She lost a coin. How much money does she have?", 15, None),
    # a whole spending is tied to its parts, never added to them (520 counts it twice); a
    # tip beside it may be in it or not (1)
    ("Ana bought 5 lamps for $50 each and a rug for $10. She spent $260 in total. How much did "
     "she spend?", 520, 260),
    ("Ana bought 5 lamps for $50 each. She bought 10 mugs. She tipped $5. She spent $260 in total. "
     "How much did each mug cost?", 1, None),
    # a price cut told with no amount ("on sale"): a price told of the things may be before it
    # or after it (were 6, 6 and 4)
    ("Each cone costs $3. Cones are on sale. How much would 2 cones cost?", 6, None),
    ("Each cone costs $3. Tom bought 2 cones. They were on sale. How much did he spend?", 6, None),
    ("Tom bought 3 cones for $6. They were on sale. How much would 2 cones cost?", 4, None),
    # the change from a sum named by the question: never from less than was spent
    ("Ivo bought 3 pens for $2 each. How much change did he get from $5?", 1, None),
    # a place asked by another relation than the one told: near a thing is not in it, and a place
    # named with no preposition holds what it has, not what is beside it (was 3, 5)
    ("There are 5 cats in the box. 2 cats left. How many cats are near the box?", 3, None),
    ("The barn has 5 cows. How many cows are near the barn?", 5, None),
    ("There are 9 ducks in the pond and 4 ducks near the pond. How many ducks are near the pond?",
     13, None),
    # two parts named by kinds of one sort may share things: a hen is a chicken, a pony a horse,
    # a parakeet a parrot, a taxi a car, a kitten a cat (was 10, 10, 10, 10, 30: the parts as
    # apart as a table placing both alike made them)
    ("A farm has 30 birds. 12 of them are chickens and 8 of them are hens. The rest are ducks. "
     "How many ducks are there?", 10, None),
    ("A shop has 30 birds. 12 of them are parrots and 8 of them are parakeets. The rest are "
     "canaries. How many canaries are there?", 10, None),
    ("A lot has 30 vehicles. 12 of them are cars and 8 of them are taxis. The rest are buses. How "
     "many buses are there?", 10, None),
    ("A farm has 30 animals. 12 of them are horses and 8 of them are ponies. The rest are cows. "
     "How many cows are there?", 10, None),
    ("A zoo has 77 animals. 32 of them are kittens and 15 of them are cats. The rest are birds. "
     "How many birds are there?", 30, None),
    # people named by roles may be both: a teacher may be a parent (was 20: two nouns unknown
    # to the table read as apart, as "forks" and "knives" are)
    ("There are 40 people in a hall. 12 of them are teachers and 8 of them are parents. The rest "
     "are students. How many students are there?", 20, None),
    # a difference of kinds where one side reaches a whole the other does not: the bag's untold
    # 15 pens may be blue (was 9, 12 + 5 − 8, and 24 for the dogs and cats)
    ("A box has 30 pens. 12 of them are red and 8 of them are blue. A bag has 20 pens. 5 of them "
     "are red. How many more red pens than blue pens are there?", 9, None),
    ("A barn has 30 animals. 12 of them are dogs and 8 of them are cats. A house has 50 animals. "
     "20 of them are dogs. How many more dogs than cats are there?", 24, None),
    # a listed whole of kinds of one sort counts some things twice (was 12, 12)
    ("A farm had 30 hens, chickens and ducks. 10 of them were hens and 8 of them were chickens. "
     "How many ducks were there?", 12, None),
    ("A zoo had 30 cats, lions and bears. 10 of them were cats and 8 of them were lions. How many "
     "bears were there?", 12, None),
    # a role is in no sort of people for certain: a student may be a man
    ("There are 40 people in a hall. 12 of them are men and 8 of them are students. The rest are "
     "women. How many women are there?", 20, None),
    # a part the whole's category certainly does not hold: no rose is an animal (was 28)
    ("A farm has 40 animals. 12 of them are cows and the rest are roses. How many roses are "
     "there?", 28, None),
    # a kind in no sort ("calves": of cows, of elephants?) is apart from nothing
    ("A farm has 40 animals. 12 of them are calves and 8 of them are elephants. The rest are "
     "goats. How many goats are there?", 20, None),
    # people a pronoun's holder has hold their own things, never the holder's (was 15: "he" was
    # no person to the reader)
    ("He has 5 friends with 3 pens each. How many pens does he have?", 15, None),
    ("She has 5 sons. Each son has 3 pens. How many pens does she have?", 15, None),
    # a bare "each" after a comma, said of several buyers: each box, or each twin?
    ("The twins bought 3 boxes, 9 pens each. How many pens did they buy?", 27, None),
    # the count before "each" is not the containers': 2 pens of each of 3 pens?
    ("Tom bought 3 pens, 2 pens each. How many pens did Tom buy?", 6, None),
    # room asked as what is held: the racks (drawers) may not be full
    ("Each rack can hold 8 CDs. The shelf has 4 racks. How many CDs are on the shelf?", 32, None),
    ("The drawers can hold 2 shirts each. She has 4 drawers. How many shirts are in the drawers?", 8,
     None),
    # someone's drawers are not the drawers another counts
    ("Tom's drawers can hold 2 shirts each. Ann has 4 drawers. How many shirts can Ann's drawers "
     "hold?", 8, None),
    ("Tom has 4 boxes. Ann's boxes have 6 pens each. How many pens does Tom have?", 24, None),
    # a sum paid together is no sum paid by each
    ("There are 4 friends. They paid 20 dollars for a pizza. How much did they pay in all?", 80, None),
    # containers in containers with a level untold (how many boxes are in a crate?)
    ("Each box holds 8 pens. A crate holds 4 boxes. Tom has 2 crates. How many pens does Tom have?",
     64, None),
    # parts of different sizes: only some boxes are told to hold 6
    ("Tom has 5 boxes. 2 boxes have 6 pens each. How many pens does Tom have?", 30, None),
    # the same number of a kind with describing words parts that kind only, never all the pens
    # (was 10: the blue pens put in too)
    ("Ann has 32 red pens and 8 blue pens. She gave equal numbers of red pens to her 4 friends. How "
     "many pens did each friend get?", 10, 8),
    ("Ann has 32 red pens and 8 blue pens. She has 4 boxes. She put the same number of red pens in "
     "each box. How many pens are in each box?", 10, 8),
    # room is no holding: the boxes may hold fewer
    ("Each box can hold 6 pens. Tom has 4 boxes. How many pens does Tom have?", 24, None),
    # a sum paid together, told of a counted group, is not each one's
    ("The 4 friends paid $5. How much did they pay in all?", 20, None),
    # a whole of a category shared, one of its kinds told by comparison: the silver stickers are
    # hers too (was 10, the gold alone)
    ("Ann has 50 gold stickers. She also has twice as many silver stickers as gold stickers. She "
     "gave the stickers equally to her 5 students. How many stickers did each student receive?", 10,
     30),
    # "as she has cats" when "she" may be another who has cats: the subject's own cats were
    # kept and the other reading dropped unseen (was 12; Bo may be Ann's "she", or himself)
    ("Ann has 10 cats. Bo has 3 cats. Bo has 4 times as many dogs as she has cats. How many dogs "
     "does Bo have?", 12, None),
    ("Ann has 10 cats. Bo has 3 cats. Bo has 4 more dogs than she has cats. How many dogs does Bo "
     "have?", 7, None),
    # "than he did" of the subject himself at another time, beside another doer of the verb
    ("Ann sold 10 pens on Monday. Bo sold 5 pens on Monday. On Tuesday, Bo sold 6 more pens than "
     "he did. How many pens did Bo sell on Tuesday?", 16, None),
    ("Ann has 10 pens. Bo had 5 pens. Now Bo has 6 more pens than he had. How many pens does Bo "
     "have?", 16, None),
    # "10 more ducks than 4 times the number of chickens" said of another's chickens: the
    # subject's own, untold
    ("Ann has 10 chickens. Bo has 10 more ducks than four times the number of chickens. How many "
     "ducks does Bo have?", 50, None),
    # the amount of a kind among the one multiplied, or "times more"
    ("Ann has 10 hens. She has 3 fewer red hens than twice the number of hens. How many red hens "
     "does she have?", 17, None),
    ("Tom has 3 robots. Ann has 4 times more robots than Tom. How many robots does Ann have?", 12,
     None),
    # "than she has" with two others "she" may be, the subject aside (4 is Ann's, 2 Mia's)
    ("Ann has 10 pens. Mia has 8 pens. Bo has 6 fewer pens than she has. How many pens does Bo "
     "have?", 4, None),
    # "as she did pencils" of the subject's own other kind only when the pronoun can be no other
    ("Ann sold 5 pencils. Bo sold 3 pencils. Bo sold twice as many pens as she did pencils. How "
     "many pens did Bo sell?", 6, None),
    # a sum of cents more than a multiple of dollars (was never read; the unit must agree)
    ("Ivo has $40. Pam has 4 cents more than half as much money as Ivo. How much money does Pam "
     "have?", 24, None),
    # a pace told with a time of its own holds then, or from or until then: over a count asked
    # it may start or stop inside it (were 120, 24, 120, 28 on main)
    ("For the first hour, Tom drives 40 miles per hour. How many miles does he drive in 3 hours?",
     120, None),
    ("During the first hour, the pool fills 8 gallons per hour. How many gallons does the pool "
     "fill in 3 hours?", 24, None),
    ("On Monday, Tom reads 40 pages a day. How many pages does he read in 3 days?", 120, None),
    ("Since Wednesday, Tom reads 4 pages a day. How many pages does he read in a week?", 28, None),
    ("For an hour, Tom drives at 40 miles per hour. How many miles does he drive in 3 hours?",
     120, None),
    ("Then Tom reads 4 pages a day. How many pages does he read in a week?", 28, None),
    # a speed said with "at" is a pace of its doer, on the way told only when nothing follows it
    ("Tom drives at 40 miles per hour on the highway. He drives 3 hours. How many miles does he "
     "drive in 3 hours?", 120, None),
    ("Tom drives at a speed of 40 miles per hour. How many miles does Bo drive in 3 hours?", 120,
     None),
    ("Tom and Bo drive at 40 miles per hour. How many miles do they drive in 3 hours?", 120, None),
    ("Tom drives at 40 miles per hour. He rests for 1 hour. How many miles does he drive in 3 "
     "hours?", 120, None),
    ("Tom used to drive at 40 miles per hour. How many miles does he drive in 3 hours?", 120, None),
    # money spent per a time on a thing: one pace, asked of that thing or of all spending, never
    # beside another spending, per weekdays, per months asked in days, or a pace told in the past
    ("Gary spends $5 on lunch every weekday. How much does he spend in a week?", 35, 25),
    ("Gary spends $100 a month on rent. How much does he spend in 60 days?", 200, None),
    ("Gary spends $100 on supplies each month. How much does he spend on food in 3 months?", 300,
     None),
    ("Gary spends $5 a day on lunch. He spends $3 a day on snacks. How much does he spend in a "
     "week?", 35, 56),
    ("Gary works 5 days a week. He spends $5 a day on lunch. How much does he spend on lunch in "
     "a week?", 35, 25),
    ("Gary spent $5 a day on lunch. How much does he spend on lunch in a week?", 35, None),
    ("Gary spends $5 a day on lunch. Bo spends $3 a day on lunch. How much does Bo spend on lunch "
     "in a week?", 35, 21),
    # a part of a day or of an hour goes its part only of a speed: a length per day may be walked
    # all at once, things done per hour may come in lumps, a pay per hour is per hour worked
    ("Gary walks 3 miles a day. How far does he walk in 12 hours?", Fraction(3, 2), None),
    ("Gary eats 2 apples an hour. How many apples does he eat in 30 minutes?", 1, None),
    ("Gary earns $12 an hour. How much does he earn in 30 minutes?", 6, None),
    ("Gary drives 40 miles per hour. How far does he drive in 2 days?", 1920, None),
    # a pace per hour of a doing times the hours of another doing, or its minutes taken for hours
    ("Gary reads 40 pages an hour. He works 2 hours a day. How many pages does he read in 5 days?",
     400, None),
    ("Gary reads 40 pages an hour. He reads 30 minutes a day. How many pages does he read in 2 "
     "days?", 2400, 40),
    # weeks of work are no 7 days of work each, a day of reading no 24 hours of it
    ("Gary earns $12 an hour. He works 8 hours a day. He works 3 weeks a month. How much does he "
     "earn in 2 months?", 4032, None),
    ("Gary reads 40 pages an hour. He reads 1 day a week. How many pages does he read in 2 weeks?",
     1920, None),
    # a unit told with no "of" asked as a unit of some stuff: only the story tells what the
    # boxes hold (was 5, 8, 17); told of it before, it is of it ("3 more bags" of rice)
    ("Tom has 5 boxes. How many boxes of pens does Tom have?", 5, None),
    ("Tom has 5 boxes. He has 3 boxes of pens. How many boxes of pens does Tom have?", 8, None),
    ("Tom has 3 pens. He has 5 boxes. How many boxes of pens does he have?", 5, None),
    ("The tank has 12 gallons. Tom pours 5 gallons of paint into the tank. How many gallons of "
     "paint are in the tank?", 17, None),
    ("Tom has 5 bags of rice. He buys 3 more bags. How many bags of rice does Tom have?", 5, 8),
    # a getting that may have been bought, beside money asked of the one who got it: what it
    # cost is not told (was 18 each)
    ("Ann had $18. She got a haircut. How much does she have?", 18, None),
    ("Ann has $18. She grabbed a sandwich. How much money does she have?", 18, None),
    ("Ann has $18. She gets a new hat. How much money will she have left?", 18, None),
    # money of no worth told is money too (was 18 each)
    ("Ann had $18. She found a bill. How much money does she have?", 18, None),
    ("Ann had $18. She found a coin. How much money does she have?", 18, None),
    ("Ann had $18. She received a check. How much money does she have?", 18, None),
    ("Ann had $18 and 3 coins. How much money does she have?", 18, None),
    # a use told with a making of its own ("to make a pie", "to make a bracelet") beside
    # things made: one of them, all of them, or none? (was 10, 5, 10)
    ("Tom used 10 beads to make a necklace. He made 4 necklaces. How many beads did he use?", 10,
     None),
    ("Ann used 5 apples to make a pie. She baked 4 pies. How many apples did she use?", 5, None),
    ("Tom used 10 beads to make a bracelet. He made 4 necklaces. How many beads did he use?", 10,
     None),
    # the noun asked named before another noun it may be one of (was 3)
    ("Tom has 3 poodles and 4 poodle dogs. How many poodles does Tom have?", 3, None),
    # anyone's doing of unknown effect to the things counted, or to "them", may have taken
    # some away (was 5, 5, 5, 12, 12, 12)
    ("There were 5 birds on a tree. A loud noise scared them. How many birds are on the tree "
     "now?", 5, None),
    ("There were 5 birds on a tree. A cat chased the birds. How many birds are on the tree now?",
     5, None),
    ("There were 5 birds on a tree. A cat frightened the birds. How many birds are on the tree "
     "now?", 5, None),
    ("Tom had 12 pens. The teacher confiscated the pens. How many pens does Tom have now?", 12,
     None),
    ("Tom had 12 pens. He left them at school. How many pens does Tom have now?", 12, None),
    ("There are 12 kids in a room. The teacher dismissed them. How many kids are in the room "
     "now?", 12, None),
    # "the rest" told on another scale than the parts: the big ones may be green too (was 15)
    ("Tom has 20 marbles. 5 are big. The rest are green. How many green marbles does Tom have?",
     15, None),
    ("Tom has 20 marbles. 5 are red. The rest are big. How many big marbles does Tom have?", 15,
     None),
    # money out by another verb than "spend" or "pay" beside purchases: spent too? (was 15)
    ("Sara bought 3 bags for 5 dollars each and tipped 2 dollars. How much did she spend?", 15,
     None),
    ("Sara bought 3 bags for 5 dollars each. She donated 2 dollars. How much did she spend?", 15,
     None),
    # a saving with no "more" after a holding told as had: some of hers kept aside, or more?
    # (was 40, 40)
    ("Ann had 30 stickers. She saved 10 stickers. How many stickers does she have left?", 40,
     None),
    ("Ann had $30. She saved $10. How much money does she have?", 40, None),
    # another's receiving told with no one it came from: from the holder asked, maybe (was 30)
    ("Ann had 30 stickers. Ben had 5. He borrowed 10. How many stickers does Ann have?", 30, None),
    ("Ann had 30 stickers. Ben had 5. He received 10. How many stickers does Ann have?", 30, None),
    # parts not said equal: bags of any size take all the candy, so none more is needed (was 1)
    ("Luke had 9 candies. He wants to split the candy into 2 bags. How many more would he need?",
     1, None),
    ("Luke had 9 candies. He wants to put the candy into 2 bags. How many more would he need?", 1,
     None),
    # a need told in the past, asked of now: the need then may have changed (was 203, 18)
    ("Gus needed 810 cans. Each box has 4 cans. How many boxes does Gus need now?", 203, None),
    ("Ann needed 30 eggs. She has 12 eggs. How many more eggs does she need now?", 18, None),
    # parts asked of a thing the story never names: the shop's need is not the store's (was 203)
    ("A store needed 810 cans. Each box holds 4 cans. How many boxes did the shop need?", 203,
     None),
    # a price told in its own sentence after one buyer's purchase ("They each cost $8") is what
    # that buyer paid, not a price for another buyer's things of the kind (was 24, 24)
    ("Lev bought 5 caps. They each cost $6. Mia bought 2 caps. How much did Mia pay?", 12, None),
    ("Lev bought 5 caps. The caps cost $6 each. Mia bought 2 caps. How much did Mia spend?", 12,
     None),
    # a clause no frame reads that names the thing priced may change its price (was 150)
    ("Kim bought a mug for 75 cents. Today mugs cost more. How much would 2 mugs cost?", 150, None),
    # a holding told in one of several containers counted says nothing of the others (was 7)
    ("Joe has 4 jars, 7 beads in the first. How many beads does Joe have?", 7, None),
    ("Joe has 4 jars. He keeps 7 beads in a jar. How many beads does Joe have?", 7, None),
    ("Joe has 4 jars. He has 7 beads in the blue jar. How many beads does he have?", 7, None),
    # a part picked out by what it was doing at a time past is not what it does now (was 4)
    ("There are 10 cats in the barn. 4 of them were sleeping yesterday. How many of them are "
     "sleeping?", 4,
     None),
    # a share of "his money" after an earlier share of it, from a start not told: of the money
    # at first (a non-whole start) or of what was left (100)? Either may be meant
    ("Rex spent 1/5 of his money on a lamp. He then spent 1/4 of his money on a rug. If he had "
     "$60 left, how much money did he have at first?", 100, None),
    # parts asked of several when one was told, or of one when several were (was 8, 8)
    ("A bakery needed 96 eggs. Each carton holds 12 eggs. How many cartons did the bakeries "
     "need?", 8, None),
    ("The bakeries needed 96 eggs. Each carton holds 12 eggs. How many cartons did the bakery "
     "need?", 8, None),
    # a sum of money held that comes out in a part of a cent: no such holding (was 200/3)
    ("Ann spent 60% of her money on a coat and 25% of the rest on a hat. After earning $20, she "
     "had $40 left. How much money did Ann have at first?", Fraction(200, 3), None),
    # things put somewhere are still there: only what is "left" is the giver's
    ("Tom had 80 pears. He put 20 pears in a box. How many pears are there?", 60, None),
    ("Tom had 80 pears. He gave 20 pears to Ann. How many pears are there?", 60, None),
    # a percentage as a factor is its value over 100, never the number written (was refused)
    ("Ann has 40 pens. Bo has 25% as many pens as Ann. How many pens does Bo have?", 1000, 10),
    # "costs N% more" with no "than" after a purchase: than one pen, or than all she spent?
    ("A pen costs $5. Bo bought 3 pens. A pad costs 20% more. How much does a pad cost?", 18, None),
    # "than 3 pens", "than a pen did last year": not the one price told
    ("A pen costs $5. A pad costs 20% more than 3 pens. How much does a pad cost?", 6, None),
    ("A pen costs $5. A pad costs 20% more than a pen did last year. How much does a pad cost?", 6,
     None),
    # less by more than the whole price: no price
    ("A pen costs $5. A pad costs 120% less than a pen. How much does a pad cost?", -1, None),
    # "N% as many" with two holders told and no "as": as which?
    ("Ann has 40 pens and Cy has 20 pens. Bo has 25% as many. How many pens does Bo have?", 10,
     None),
    # a holding grown by a share of itself must be told before: never a first getting from none
    ("Ann has 40 stamps. Bo's stamps increased by 25%. How many stamps does Bo have?", 0, None),
    # grown by a share again and again: how many times? (compound growth is not read)
    ("Ann has 40 stamps. Her stamps increase by 25% every year. How many stamps will she have in "
     "2 years?", 50, None),
    # "increased by 10": 10 more, or 10 times? no share
    ("Ann has 40 stamps. Her stamps increased by 10. How many stamps does Ann have?", 50, None),
    # a count of an earlier group doing a thing whose effect on the group is not told: a feeling
    # alone, a past need of no going, a doing; "them" of two groups; a passive of bringing in
    # with no word that they are new, of some of those told, or by a new actor; "cut" alone
    ("There were 15 kids on the bus. 3 of them got bored. How many kids are on the bus now?", 12, None),
    ("Ben had twelve guests over. Four of his guests had to buy gifts. How many guests were left?",
     8, None),
    ("There were 15 kids on the bus. 3 of them sang. How many kids are on the bus now?", 12, None),
    ("There were 15 kids on the bus and 10 kids in the van. 3 of them got bored and left. How many "
     "kids are on the bus now?", 12, None),
    ("There were 15 kids on the bus and 10 kids in the van. Later 3 of them had to go home. How "
     "many kids are on the bus now?", 12, None),
    ("A school has 300 students. 120 students are enrolled. How many students does the school "
     "have?", 420, None),
    ("A box has 10 pens. 6 of them were added. How many pens are in the box?", 16, None),
    ("A club has 10 members. 4 new members are enrolled by Ann. How many members does the club "
     "have?", 14, None),
    ("There were 40 cakes at the party. 12 of them were cut. How many cakes were left?", 28, None),
    ("Tom bought 10 fish. 3 of them were taken home. How many fish does Tom have?", 7, None),
    # "and left" after a clause of its own is the leaving of its subject, not a word set aside
    ("There were 10 people in line. 2 people got in line and left and 3 more got in line. How "
     "many people are in line now?", 15, 13),
    # a multiple of a doing at a time named: only the subject's own, by the clause's own verb
    # said again (another verb, another doer, another kind is another doing; 12 is his selling)
    ("Rui sold 6 kites on Monday. On Friday, he sold twice as many kites as he bought on Monday. "
     "How many kites did Rui sell on Friday?", 12, None),
    ("Rui sold 6 kites on Monday. Ivo sold 4 kites on Monday. On Friday, Rui sold twice the "
     "number of kites Ivo sold on Monday. How many kites did Rui sell on Friday?", 12, 8),
    ("Rui sold 6 kites on Monday. On Friday, he sold twice the number of cups he sold on Monday. "
     "How many cups did Rui sell on Friday?", 12, None),
    # "as there were owls" after "there are": owls at another time, not the 18 now
    ("There are 18 owls. There are half as many hawks as there were owls. How many hawks are "
     "there?", 9, None),
    # a role of a pronoun's, younger with no "than": than whom? (12 takes the one told)
    ("Oto is 16 years old. His sister Lea is 4 years younger. How old is Lea?", 12, None),
    # "half as old" with no other, listed after a ratio to Al: as Al, or as Cy (the one told)?
    ("Cy is 60 years old. Bo is twice as old as Al and half as old. How old is Al?", 15, None),
    # "as the first" after a first jar and a first box: which first? (18 takes the jar's)
    ("The first jar holds 9 beads. The first box holds 4 beads. The second jar holds twice as many "
     "beads as the first. How many beads does the second jar hold?", 18, None),
    # "her red pens" after another's red pens were told: Ann's (8) or Ria's own (14)?
    ("Ria has 7 red pens. Ann has 4 red pens. Ria has twice as many blue pens as her red pens. "
     "How many blue pens does Ria have?", 14, None),
    # the multiple said first, then a doing: where did the boys go? (14 takes the club's)
    ("There are 7 boys in the club. Twice as many girls as boys went to the park. How many girls "
     "went to the park?", 14, None),
    # a measure before a word of height or size is no length of the thing (was read as 6 feet of
    # wall had "high", also a noun, been taken for the thing measured)
    ("Ann has a 6-foot high wall. How many feet of wall does she have?", 6, None),
    # "a half hour show" is a show, not half an hour of shows
    ("Ada watched a half hour show. How many shows did Ada watch?", Fraction(1, 2), None),
    ("Ada watched a half hour show and 2 shows. How many hours did Ada watch?", Fraction(1, 2), None),
    # a doing told by its noun and measure, done more than once a day, is done each time
    ("Ann takes a 20-minute walk twice a day. How many minutes does she walk in a week?", 140, 280),
    # a length told of a walk is no time of it; a walk of another measure told after is not
    # measured in minutes
    ("Ann takes a 3-mile walk. How many minutes does she walk?", 3, None),
    ("Ann took a 20-minute walk. Then she walked 2 miles. How many minutes did she walk?", 20, None),
    ("Ann took a 20-minute walk and a 10-minute walk. How many minutes did she walk?", 20, None),
    # a nap is sleep: read as "napped 2 hours", the sleep asked would leave it out
    ("John took a 2-hour nap and slept 8 hours. How many hours did he sleep?", 8, None),
    # a fraction of a unit measuring some bags says nothing of the other bags
    ("Ann bought 3 half-pound bags of nuts and 2 bags of nuts. How many pounds of nuts did she "
     "buy?", Fraction(3, 2), None),
    # a price told of a place by "where": never the price at another place, nor of things bought
    # before going there
    ("Tom went to a store where pens were four dollars each. Ann bought three pens at another "
     "store. How much did Ann spend?", 12, None),
    ("Tom bought 3 pens. Then he went to a shop where pens were four dollars each. How much did he "
     "spend on pens?", 12, None),
    # a pay for each time she won, counted by the times she played (was 35)
    ("Amy played a game 7 times. She earned 5 tickets each time she won. How many tickets did she "
     "earn?", 35, None),
    ("Amy played a game 7 times and earned 5 tickets each time she won. How many tickets did she "
     "earn?", 35, None),
    # a pace of another period than the one the doing before is counted in: 7 times a day?
    ("Amy played a game 7 times and earned 5 tickets every day. How many tickets did she earn?", 35,
     None),
    # taken from each bag: the bags lose it (was it read as a pace, 40 would stay in the bags)
    ("Tom has 4 bags with 10 pens in each. He took 3 pens from each bag. How many pens are in the "
     "bags?", 40, None),
    ("Tom won 5 tickets from each game. Ann played 6 games. How many tickets did Tom win?", 30, None),
    # "live in" asks of residents: of people only, of places where people dwell, and of one
    # place by its name (was 7, 5, 700)
    ("The house has 5 adults and 2 children. How many people live in the house?", 7, None),
    ("The town of Ely has 5 cars and 2 buses. How many cars live in Ely?", 5, None),
    ("The city of Ely has 500 adults. The town of Ely has 200 children. How many people live in "
     "Ely?", 700, None),
    # one told living in a town may be among its people, or not (was 320)
    ("The town of Ely has 300 adults and 20 children. Sam lives in Ely. How many people live in "
     "Ely?", 320, None),
    # people counted as they do something are a scene only when the doing moves nothing: eating
    # things told uses them up (was 10)
    ("Ann had 10 figs. 4 kids were eating them. How many figs does Ann have?", 10, None),
    # two places of one kind told apart by their names: each holds its own (was 500)
    ("The town of Ely has 300 adults. The town of York has 200 children. How many people live "
     "in Ely?", 500, 300),
    ("The town of Ely has 300 adults. The town of York has 200 children. How many people are in "
     "the town?", 500, None),
    # the place's name said alone may hold for the same place: two holders to the ledger (was 300)
    ("The town of Ely has 300 adults. Ely has 20 children. How many people live in Ely?", 300,
     None),
    ("The town of Ely has 300 adults. If Ely gets 20 more children, how many people live in "
     "Ely?", 300, None),
    # a question left open inside a statement is passed over only when it tells nothing: a
    # number in it ("of her 12 pens") or a supposition after it ("if he buys 3 more") is read
    ("Ann wonders how many of her 12 pens are red. She has 5 red pens. How many pens does she "
     "have?", 5, None),
    ("Tom has 5 apples. He wonders how many he will have if he buys 3 more. How many will he "
     "have?", 5, 8),
    # a measure asked to come of a story told all in the past, or one wanted ("should")
    ("Ann's hair was 18 inches long. Her hair grew 4 inches. How long will her hair be?", 22, None),
    ("Ann's rope is 18 inches long. How long should her rope be?", 18, None),
    # "finish reading" after part is told read may ask the rest (10), not the whole (14)
    ("Lex reads 30 pages a day. He has read 120 pages. How many days will it take him to finish "
     "reading 420 pages?", 14, None),
    # a measure held now, then a change placed in the past: the growth may be in the 50 already
    # (was 53 on main)
    ("Ann is 50 inches tall. She grew 3 inches last year. How tall is she now?", 53, None),
    ("The tree is 50 feet tall. Last year it grew 3 feet. How tall is the tree?", 53, None),
    # a part picked out of a holding cannot come into it: "4 of them" are already among the 12
    ("There were 12 kids at the party. 4 of them got in. How many kids were there?", 16, None),
    ("There were 12 kids at the party. 4 of them got tired and joined. How many kids were there?",
     16, None),
    # a sort told of a holding ("20 of them were rotten") asked as "left": thrown out, or kept?
    ("Tom picked 80 pears. 20 of them were rotten. How many pears are left?", 80, None),
    ("There were 80 pears in a box. 20 of them were rotten. How many pears are left in the box?",
     80, None),
    ("Tom had 80 pears. 20 of them were rotten. He sold 30. How many pears are left?", 50, None),
    # "the figs" after another's gain told last: Ann's own few, or the figs Tom bought?
    ("Bob gave Ann 3 figs. Tom bought 20 figs. Ann ate 5 of the figs. How many figs does Tom "
     "have?", 20, None),
    # one count of things told two doings of going: the same things went once, not twice
    ("Tom had 20 balloons. 3 of them popped and flew away. How many balloons does Tom have?", 14,
     None),
    ("There were 20 kids in the yard. 3 kids left and went home. How many kids are in the yard?", 14,
     None),
    ("Tom had 20 fish. 3 of them died and were eaten. How many fish does Tom have?", 14, None),
    # a going home moves the goers and ends no belonging: members, players and a person's pets
    # are still theirs (the friends a host had over do leave him)
    ("A club has 9 members. 3 of them went home. How many members does the club have?", 6, None),
    ("A team has 11 players. 2 of them were sent home. How many players does the team have?", 9,
     None),
    ("Tom has 5 dogs. 2 of them went home. How many dogs does Tom have?", 3, None),
    # a day of a doing is a day it was done on, not 24 hours of it; a working week is no 7 days
    ("Ana worked a half day on Monday. How many hours did she work?", 12, None),
    ("Ana practiced piano for 2 days. How many hours did she practice?", 48, None),
    ("Ana worked 2 weeks. How many days did she work?", 14, None),
    ("Ana walked 2 days. How many minutes did she walk?", 2880, None),
    ("The trip took 2 days. How many hours did the trip take?", 24, 48),
    # the doer's own doing said again in another tense: a habit, not the Monday told
    ("Rui sold 6 kites on Monday. On Friday, he sold twice as many kites as he sells on Monday. "
     "How many kites did Rui sell on Friday?", 12, None),
    # what "a bird" does, told of the birds of one owner: never beside another doer's pace of the
    # verb, of another verb asked, over a period the pace does not cover; other pets are not asked
    ("A bird eats 7 berries a day. Sam has 5 birds. Sam eats 4 berries a day. How many berries do "
     "Sam's birds eat in 4 days?", 156, None),
    ("A bird eats 7 berries a day. Sam has 5 birds. How many berries do Sam's birds pick in 4 days?",
     140, None),
    ("A bird eats 7 berries a day. Sam has 5 birds. How many berries do Sam's birds eat in 4 hours?",
     140, None),
    ("A bird eats 7 berries a week. Sam has 5 birds. How many berries do Sam's birds eat in 4 days?",
     140, None),
    ("A bird eats 7 berries a day. Sam has 5 birds and 2 cats. How many berries do Sam's birds eat in "
     "4 days?", 196, 140),
    ("A bird eats 7 berries a day. Sam has 5 birds. Sam's birds ate 9 berries. How many berries do "
     "Sam's birds eat in 4 days?", 140, None),
    ("A bird eats 7 berries a day. Sam has 5 birds. How many berries do Sam's 3 birds eat in 4 days?",
     140, 84),
    # a book being read is its pages to read, from the first: pages read already, another's
    # pace, several books or a measure unit ("a 5-pound bag") are no such amount
    ("Jo is reading a 285-page book. She has read 100 pages. If she reads 23 pages per day, how "
     "many pages will she read on the last day?", 9, None),
    ("Jo is reading a 285-page book. If Al reads 23 pages per day, how many pages will Al read on "
     "the last day?", 9, None),
    ("Jo is reading two 285-page books. If she reads 23 pages per day, how many pages will she "
     "read on the last day?", 9, None),
    ("Jo is carrying a 285-pound load. If she eats 23 pounds per day, how many pounds will she "
     "eat on the last day?", 9, None),
    ("Jo is reading a 276-page book. If she reads 23 pages per day, how many pages will she read "
     "on the last day?", 0, None),
    # things there are to be done are the doing wanted of the one told with things of that kind:
    # beside two paces, or a holder and a pace, it is no one's; things of another stuff are others
    ("Jo can arrange 16 vases in a day. Al can arrange 10 vases in a day. If there are 248 vases "
     "to be arranged, how many vases will Jo arrange on the last day?", 8, None),
    ("Jo can arrange 16 vases in a day. Al has 20 vases. If there are 248 vases to be arranged, how "
     "many vases will Jo arrange on the last day?", 8, None),
    ("Jo has to arrange 248 vases of roses. She can arrange 16 vases of roses in a day. How many "
     "vases of tulips will she arrange on the last day?", 8, None),
    # "to reach his goal" names the goal told only of the same owner and the same doing
    ("Amy's goal is to find 48 shells. Tom found 16 shells. How many more shells does Tom need to "
     "find to reach his goal?", 32, None),
    ("Tom wants to find 48 shells. His goal is to win a prize. Tom found 16 shells. How many more "
     "shells does Tom need to find to reach his goal?", 32, None),
    # a price told of a place, then a going to another place, or things bought at another place:
    # the price there is not told (was 12)
    ("Tom went to a store where pens were four dollars each. Then he went to a mall. He bought "
     "three pens. How much did he spend?", 12, None),
    ("Tom went to a store where pens were four dollars each. He went to a different store and bought "
     "three pens. How much did he spend?", 12, None),
    ("Tom went to a store. Pens were four dollars each. He went to a different store and bought three "
     "pens. How much did he spend?", 12, None),
    ("Tom went to a store where pens were four dollars each. He bought three pens at the mall. How "
     "much did he spend?", 12, None),
    ("Tom went to a store where pens were four dollars each. He went home and bought three pens. How "
     "much did he spend?", 12, None),
    ("Tom visited a store where pens were four dollars each. He visited a mall and bought three pens. "
     "How much did he spend?", 12, None),
    # 28 of the clowns in each van: some of more clowns told (was 140)
    ("There are 5 vans, each filled with 28 of the clowns. How many clowns are there?", 140, None),
    ("There are 5 vans, each with 28 of the clowns. How many clowns are there?", 140, None),
    # two counts of times: each time she won, or each time she played? (was 35)
    ("Amy played a game 7 times and won 3 times. She earned 5 tickets each time. How many tickets did "
     "she earn?", 35, None),
    ("Amy played a game 7 times. She won 3 times. She earned 5 tickets each time. How many tickets "
     "did she earn?", 35, None),
    # a pace of two doers counted by their doings: each one's, or the two together? (was 35, 72)
    ("Amy and Ben played a game 7 times and earned 5 tickets each time. How many tickets did they "
     "earn?", 35, None),
    ("Amy and Ben played a game 7 times. They earned 5 tickets each time. How many tickets did they "
     "earn?", 35, None),
    ("Amy and Ben practiced for 9 days and ran 8 miles each day. How many miles did they run "
     "altogether?", 72, None),
    ("Amy and Ben ran 8 miles each day. They practiced for 9 days. How many miles did they run "
     "altogether?", 72, None),
    # a state told after "then" or "later" with no change told between: something untold may
    # have changed it (was 60)
    ("Tommy had some balloons. Then, Tommy had 60 balloons. How many balloons did Tommy have to "
     "start with?", 60, None),
    ("Tommy had some balloons. Later, he had 60 balloons. How many balloons did he have at first?", 60, None),
    ("Blithe has a lot of toys. If he had 43 after that, how many toys did Blithe have at first?", 43, None),
    ("Tommy had 20 balloons. He got 40 more. Then he had 60 balloons. How many balloons did Tommy "
     "have at first?", 60, 20),
    # kinds of the asked things named with no count: the whole holds them too (was 3, 6)
    ("In Ben's room there are red chairs, yellow chairs, and blue chairs. There are 3 red chairs. "
     "How many chairs are there in Ben's room?", 3, None),
    ("Jack makes crowns out of red, pink and white daisies. If there are 6 white daisies, how many "
     "daisies are there total?", 6, None),
    ("In Ben's room there are red chairs and blue chairs. There are 3 red chairs. There are 4 blue "
     "chairs. How many chairs are there in Ben's room?", 3, 7),
    # a name after "of" is what the things are, not a person: "they" is Betsy alone (was 5)
    ("Betsy won 5 games of Monopoly. How many games did they win?", 5, None),
    # a member of the group asked of with nothing told (was 14)
    ("Ann, Bo and Cy went to a shop. Bo bought 3 pens. Cy bought 4 pens. If one pen costs $2, how "
     "much money did the three friends spend in total on pens?", 14, None),
    # the rest of a kind nothing was taken from is no rest of the kind something was (was 7)
    ("Ivo had 45 figs and 20 nuts. He ate 10 figs. He divided the rest of the nuts equally among 5 "
     "bowls. How many nuts did he put in each bowl?", 7, None),
    # the rest another has kept (was 7)
    ("Ivo had 45 figs. He gave 10 to Bo. Bo divided the rest of the figs equally among 5 bowls. How "
     "many figs were in each bowl?", 7, None),
    # "was going to" may have come to nothing (was 5)
    ("Ivo had 35 figs. He was going to put them into 7 bags. How many figs were in each bag?", 5, None),
    # "the book" after a book read and a book bought: the one bought is not told its pages (was 14)
    ("Lex read a 420-page book. Then he bought a book. He reads 30 pages a day. How many days will it "
     "take him to read the book?", 14, None),
    # no article: 420 books of pages, no book of 420 pages (was 14)
    ("Lex has 420 page books. He reads 30 pages a day. How many days will it take him to read the "
     "book?", 14, None),
    # "they" after people and dogs: who split into the teams? (was 2, or 10/3 of anything)
    ("There are 6 people and 4 dogs. They split into 3 teams. How many people were on each team?", 2,
     None),
    # a measure per part converted must stay per part: never the whole in the unit asked (was 32000)
    ("Ivo had 32 liters of water. He divided the water equally among 8 jugs. How many milliliters of "
     "water did he put in each jug?", 32000, 4000),
    # a price told at a time after the first one was read as a doing that counts dollars, and
    # the first price bought what came after it (was 4, 6)
    ("A pen costs $2. Tom bought 3 pens. Later, pens cost $3. Ann bought 2 pens. How much did Ann "
     "spend?", 4, None),
    ("A pen costs $2. Later, pens cost $3. Ann bought 2 pens. How much did Ann spend?", 4, None),
    # as many as she could, of which of two kinds priced?
    ("Vera had 50 dollars. Kites cost 8 dollars each and balls cost 7 dollars each. How much money "
     "would she have left if she bought as many as she could?", 2, None),
    # as many as she could of a thing priced by a measure: any length may be bought (was 1)
    ("Vera had 25 dollars. Rope costs 2 dollars per foot. How much money would she have left if she "
     "bought as many as she could?", 1, None),
    ("Vera had 25 dollars. Apples cost 2 dollars per pound. How much money would she have left if "
     "she bought as many as she could?", 1, None),
    # an "If" price with a price told before it: which one? (an "If" price is read beside the
    # question, not in place of another)
    ("A folder costs $3. Tom had $19. If a folder costs $2, how many folders can he buy?", 9, None),
    # a getting added to a holding of another's, or of another stuff, or at another count
    ("Ben needs 50 liters of water. Amy has 30 liters of water. He bought 12 liters to add to her 30 "
     "liters of water. How much more water does he need?", 8, None),
    ("Ben needs 50 liters of water. He bought 12 liters of juice to add to his 30 liters of water. "
     "How much more water does he need?", 8, None),
    ("Ben had 10 liters of water. He bought 12 liters to add to his 30 liters of water. How much "
     "water does he have?", 42, None),
    # a joint question over a name and a role run on into the verb: the role's own count must be
    # told (was unread; 30 would take the aunt's untold plums for none), a dog is no member of
    # the people asked, and her friend's plums are not hers
    ("Ivo picked 30 plums. How many plums did Ivo and his aunt pick?", 30, None),
    ("Ivo picked 30 plums and his dog picked 2. How many plums did Ivo and his dog pick?", 32, None),
    ("Ivo picked 30 plums. His aunt's friend picked 25 plums. How many plums did Ivo and his aunt "
     "pick?", 55, None),
    # two places asked together: each must be told holding them, by the relation asked
    ("There are 14 ducks in the pond. How many ducks are there in the pond and the field?", 14, None),
    ("There are 14 ducks in the pond. There are 9 ducks near the field. How many ducks are there in "
     "the pond and the field?", 23, None),
    # a kind of unknown membership held by one of the holders asked together is theirs too: it
    # may be of the kind counted (was 50, the oaks left out as another holder's)
    ("Ann has 30 palm trees and 5 oaks. Bo has 20 palm trees. How many trees do Ann and Bo have?",
     50, None),
    ("There are 30 palm trees and 5 oaks in the park. There are 20 palm trees in the yard. How many "
     "trees are in the park and the yard?", 50, None),
    # "the farm" is the asker's own only when the story names no farm but an owned one
    ("Ida has 60 hens on her farm. How many hens does Omar have on the farm?", 60, None),
    ("Omar has 60 hens on his farm. There are 9 hens on the farm. How many hens does Omar have on "
     "the farm?", 60, None),
    # "were in the pond and the field": at first or now, as for one place ("5 left" may be gone)
    ("There were 14 ducks in the pond. 5 ducks left. There were 9 ducks in the field. How many ducks "
     "were in the pond and the field?", 18, None),
    # a member of the group asked whose own doing of the asked kind is never told (was 48)
    ("Hazel caught 48 fish. Tom gave her 10 fish. How many fish did Hazel and Tom catch?", 48, None),
    ("Hazel caught 48 fish and Tom picked 10 apples. How many fish did Hazel and Tom catch?", 48, None),
    ("Hazel caught 48 fish. Her father caught 6 more fish than Hazel. How many fish did Hazel and "
     "her father catch?", 48, 102),
    # a change of one kind after the kinds were counted together was lost (was 60 and 80)
    ("Tom has 48 blue tiles and 32 red tiles. He sold 20 tiles. Then he bought 10 blue tiles. How "
     "many tiles does he have?", 60, 70),
    ("Tom has 48 blue tiles and 32 red tiles. He needs 100 tiles. Then he bought 10 blue tiles. How "
     "many tiles does he have?", 80, 90),
    # what a group ate came out of whose holding?
    ("Ann had 5 apples and Bo had 6 apples. They ate 3 apples. How many apples does Ann have left?", 2,
     None),
    ("Ann had 5 apples and Bo had 6 apples. They ate 3 apples. Ann bought 2 more apples. How many "
     "apples do they have?", 8, 10),
    ("Ann has 5 apples. Bo has 6 apples. Cy has 2 apples. They ate 3 apples. How many apples do Ann "
     "and Bo have left?", 8, None),
    # a buying after another's baking may be of the baked ones (was never 16)
    ("Ann baked 12 cakes for the sale. Bo bought 4 cakes. How many cakes are left?", 16, 8),
    ("Ann baked 12 cakes. Bo baked 4 cakes. Ann gave 2 cakes to Cy. How many cakes are left?", 16, None),
    # kinds held at a time gone by say nothing of what is there now
    ("There were 9 owls and 3 cows in the barn yesterday. How many legs are there in the barn?", 30,
     None),
    # a goal of the plain kind does not say how many of one sort are wanted
    ("A pool has 48 blue tiles and 32 red tiles. The pool needs 100 tiles. How many more blue tiles "
     "are needed?", 52, None),
    # a sale at a discount is at a price cut by an amount untold, not at the price told (22)
    ("Mice cost $2 each. Vera sold 7 mice on Monday and 4 mice at a discount on Tuesday. How much "
     "money did she earn?", 22, None),
    ("A pet store sells mice for $2 each. It sold 7 mice on Monday and 4 mice at a discount on "
     "Tuesday. How much money did it earn?", 22, None),
    # a shop's price is the shop's: another seller's sales are at a price untold
    ("A pet store sells mice for $2 each. A man sold 7 mice. How much money did he earn?", 14, None),
    # measures (packages) asked with no stuff named, beside another stuff told in them: of which?
    ("Rice costs $2 per pound. Ann has 3 pounds of flour. How much would it cost to buy 6 pounds?",
     12, None),
    ("Popcorn is $6 for 4 bags. Ann has 3 bags of candy. How much would it cost to buy 6 bags?",
     9, None),
    # a package of another stuff, or things priced by the bag (a bag holds how many?)
    ("Popcorn is $6 for 4 bags. Ann bought 4 bags of chips. How much did she spend?", 6, None),
    ("Apples cost $3 per bag. Ann bought 5 apples. How much did she spend?", 15, None),
    # the price one buyer pays is not told of another
    ("Ann was buying pens for $2 each. Bo bought 6 pens. How much did Bo spend?", 12, None),
    # "all but 3" is no 3 sold, and all of hers: a doer who holds none sold all of whose?
    ("Ann has 9 pens. Bo sold all but 3 pens. How many pens did Bo sell?", 3, None),
    ("Lia had 11 plums. She sold all but 4 plums. How many plums did she sell?", 4, 7),
    # one thing of a counted kind that goes, told by "a" or "another", passed over as counting
    # nothing (was 5); things of a told kind gone with no number (was 5)
    ("There were 5 kids in the park. Another kid joined them. How many kids are in the park now?", 5, 6),
    ("There were 5 kids in the park. A new kid arrived. How many kids are in the park now?", 5, 6),
    ("There were 5 kids in the park. Then a kid went home. How many kids are in the park now?", 5, 4),
    ("There were 5 birds on the fence. Another bird flew away. How many birds are on the fence now?",
     5, 4),
    ("There were 5 ducks in the pond. Another duck swam over. How many ducks are in the pond now?",
     5, 6),
    ("There were 5 kids in the park. The kids went home. How many kids are in the park now?", 5, None),
    # a doing told where it was done is no coming in: those there may be the ones doing it (was 7)
    ("There were 5 ducks in the pond. 2 ducks swam in the pond. How many ducks are in the pond now?",
     7, None),
    ("There were 5 kids in the park. 2 kids sang in the park. How many kids are in the park now?",
     7, None),
    # a named person going where people are counted may be one more of them (was 5)
    ("There were 5 kids in the park. Sam and Ann joined them. How many kids are in the park now?",
     5, None),
    ("There were 5 kids in the park. Sam came to the park. How many kids are in the park now?", 5, None),
    ("There were 5 birds on the fence. A crow landed on the fence. How many birds are on the fence "
     "now?", 5, 6),
    # "The X each": an owner before the things may mean other ones; people's things are not
    # their keeper's
    ("Oli has 6 crates. Oli's crates each hold 9 jars. How many jars does Oli have?", 54, None),
    ("Lin has 4 cousins. The cousins each have 3 kites. How many kites does Lin have?", 12, None),
    # "in total" over one doing told for each of a count, beside a doing of untold amount
    ("Tam baked 3 pies for each of his 5 cousins. He also baked some pies for himself. How many "
     "pies did he bake in total?", 15, None),
    # a place between the containers and "each": "each" of many places, or ponds of another place
    ("There are 6 ponds in the parks, each with 15 frogs. How many frogs are there?", 90, None),
    ("There are 6 ponds in 2 parks, each with 15 frogs. How many frogs are there?", 90, None),
    ("There are 6 ponds in the park, each with 15 frogs. There are 3 ponds in the zoo. How many "
     "frogs are there?", 90, None),
    # "each cousin" after a verb: each of the one group counted, never of two groups or a count
    # told at another time or told again
    ("Lin has 4 cousins and 2 aunts. She gave each cousin 3 kites. How many kites did she give?",
     12, None),
    ("Lin has 4 cousins. Ann has 3 cousins. She gave each cousin 3 kites. How many kites did she "
     "give?", 12, None),
    ("Lin had 4 cousins last year. She gave each cousin 3 kites. How many kites did she give?",
     12, None),
    ("Lin has 4 cousins. Then 2 more cousins came. She gave each cousin 3 kites. How many kites "
     "did she give?", 12, None),
    # a lone "they" beside someone else is not the one group told of (trap: 22, 35)
    ("They had 30 plums. Tom ate 8 of them. How many plums do they have?", 22, None),
    ("They had 30 plums. She gave them 5 plums. How many plums do they have?", 35, None),
    # people at each part by a doing that takes up no place: not counted there
    ("Six kids were eating at each table. There are 9 tables. How many kids are there?", 54, None),
    # a time told for several things of a verb often done many at once: a tray bakes together
    ("Tom takes 20 minutes to bake 12 cookies. How long will it take him to bake 36 cookies?", 60, None),
    # a time told once in the past is one stretch, no pace; another doer's time is not hers
    ("It took Tom 20 minutes to wash 4 windows. How long will it take him to wash 8 windows?", 40, None),
    ("It takes Tom 20 minutes to wash 4 windows. How long will it take Ann to wash 8 windows?", 40, None),
    ("Tom and Ann take 20 minutes to wash 4 windows. How long will it take Tom to wash 8 windows?", 40,
     None),
    # a day of work is no 24 hours; feet asked in miles is no part of a mile said so
    ("Tom worked 90 minutes. How many days did he work?", Fraction(1, 16), None),
    ("Ann ran 1500 feet. How many miles did she run?", Fraction(25, 88), None),
    # money spent each day at a pace of buying: not with a share off the price, another
    # purchase beside it, or a price another pays
    ("Jon buys 2 pears a day. Each pear costs $2. He gets a 10% discount. How much does he spend in 5 "
     "days?", 20, 18),
    ("Jon buys 2 pears a day. Each pear costs $2. He also buys a muffin for $3. How much does he spend "
     "in 5 days?", 20, None),
    ("Jon buys 2 pears a day. Ann pays $2 for each pear. How much does he spend in 5 days?", 20, None),
    # "the same rate" as another's is not his own told; a place the question names is no pace's
    ("Ann rakes 2 bags in 15 minutes. If Jon rakes at the same rate, how long will it take him to rake "
     "8 bags?", 60, None),
    ("Jon buys 2 pears a day at the shop. How many pears does he buy at the mall in 5 days?", 10, None),
    # "they" priced each after two kinds bought, or boxes of pens: which, or each box or each pen?
    ("Jon bought 3 pens and 2 pads. They cost $2 each. How much did he spend?", 10, None),
    ("Jon bought 3 boxes of pens. They cost $2 each. How much did he spend?", 6, None),
    # a statement's "they" after a sentence naming two of three people: those two, or all? (was 213/4)
    ("Tom has $5. Jean has three times as much money as Jane. They have a combined total of $76. How "
     "much money does Jean have?", Fraction(213, 4), None),
    # a holding told as "left" or "now" and nothing else of it: something went, untold (was 2, 7)
    ("Now they have two posters left. How many posters did they have to begin with?", 2, None),
    ("Ann has 7 pears now. How many pears did she have at first?", 7, None),
    # what a buyer pays is not what she sells at; a second "a baker" is another baker
    ("Ann buys pens for $2 each. She sold 6 pens. How much did she earn?", 12, None),
    ("A baker sells cookies for $2 each. A baker sold 6 cookies. How much did the baker earn?", 12, None),
    ("A baker has 3 pies. A baker bought 2 pies. How many pies does the baker have?", 5, None),
    # a pace named but not the one told kept: faster, another's, "the same as" another's
    ("Ann rakes 2 bags in 15 minutes. At a faster rate, how long will it take her to rake 8 bags?", 60, None),
    ("Ann rakes 2 bags in 15 minutes. At Jon's rate, how long will it take her to rake 8 bags?", 60, None),
    ("Ann rakes 2 bags in 15 minutes. At the same rate as Jon, how long will it take her to rake 8 "
     "bags?", 60, None),
    ("Jon reads 20 pages a day. If he keeps reading at a faster pace, how many pages will he read in 6 "
     "days?", 120, None),
    # "they" after dozens bought: each thing, or each dozen?
    ("Jon bought 3 dozen pens. They cost $2 each. How much did he spend?", 72, None),
    # a goal of the plain kind counts sorts told by colour or size together, never a sort told by
    # its state (rotten, broken, empty), which may not serve the need
    ("Tom has 48 ripe apples and 32 rotten apples. He needs 100 apples for pies. How many more apples "
     "does he need?", 20, None),
    ("Tom has 48 blue tiles and 32 broken tiles. He needs 100 tiles. How many more tiles does he need?",
     20, None),
    # parts of several kinds asked at one time: kinds told held at different times (then, later,
    # now, in the evening) may not all be there at once
    ("There were 9 owls in the barn. Then there were 3 cows in the barn. How many legs are in the "
     "barn?", 30, None),
    ("There were 9 bicycles in the garage in the morning. In the evening there were 16 cars in the "
     "garage. How many wheels are in the garage?", 82, None),
    ("There were 9 owls in the barn at first. Now there are 3 cows in the barn. How many legs are in "
     "the barn?", 30, None),
    # a doing asked of a group: a member named only beside the others ("went shopping with Amy"),
    # or only as the one bought from, has no doing of her own told
    ("Jo and Rob went shopping with Amy. Jo bought 3 pens. Rob bought 4 pens. How many pens did the "
     "three friends buy?", 7, None),
    ("Amy, Jo and Rob went shopping. Jo bought 3 pens. Rob bought 4 pens from Amy. How many pens did "
     "they buy?", 7, None),
    ("Dot, Jo and Rob went shopping. Jo bought 3 pens. Rob bought 4 pens. How many pens did the three "
     "friends buy?", 7, None),
    # a making of things the maker already holds, not said to be more: new ones, or hers cooked?
    ("Ann had 5 eggs. She fried 3 eggs. How many eggs does she have left?", 8, None),
    ("Ann had 5 apples. Bo had 7 apples. They cooked 6 apples. How many apples do they have left?",
     18, None),
    # things of a counted kind going with no number, a singular one the story cannot count as one
    # (a group, one with someone along, one said with where it came from, the one told before
    # coming back), or a going said only by a word of whither after the verb: each was passed
    # over as counting nothing (was 5)
    ("There were 5 kids in the park. A group of kids went home. How many kids are in the park now?",
     5, None),
    ("There were 5 kids in the park. A kid and his dad went home. How many kids are in the park now?",
     5, None),
    ("There were 5 kids in the park. A kid from the park went home. How many kids are in the park "
     "now?", 5, None),
    ("There were 5 kids in the park. A kid went home. The kid came back. How many kids are in the park "
     "now?", 4, None),
    ("There were 5 ducks in the pond. A duck flew in. How many ducks are in the pond now?", 5, None),
    ("There were 5 birds on the fence. A bird flew onto the fence. How many birds are on the fence "
     "now?", 5, None),
    ("There were 5 birds on the fence. A bird flew to the tree. How many birds are on the fence now?",
     5, None),
    # a person going nowhere told (back, home) where people are counted: maybe one of them (was 4,
    # 5)
    ("There were 5 kids in the park. A kid went home. He came back. How many kids are in the park "
     "now?", 4, None),
    ("There were 5 kids in the park. Sam went home. How many kids are in the park now?", 5, None),
    # one role asked where only many of it are told, or many where one is: one of them, or
    # another? (was 12)
    ("Hazel has 5 fish. Her friends have 7 fish. How many fish do Hazel and her friend have?", 12, None),
    ("Hazel caught 5 fish. Her friends caught 7 fish. How many fish did Hazel and her friend catch?",
     12, None),
    ("Hazel caught 5 fish. Her father caught 7 fish. How many fish did Hazel and her fathers catch?",
     12, None),
    # a described kind told beside one holder's containers may be among their contents (was 46);
    # loose ones, or another grade than the packs', are not
    ("Beth has 4 packs of crayons. Each pack has 10 crayons. She has 6 broken crayons. How many "
     "crayons does she have?", 46, None),
    ("Beth has 4 packs of crayons. Each pack has 10 crayons. She has 6 blue crayons. How many crayons "
     "does she have?", 46, None),
    ("Beth has 4 packs of crayons with 10 crayons in each pack. She has 6 new crayons. How many "
     "crayons does she have?", 46, None),
    ("Beth has 4 packs of crayons. Each pack has 10 crayons. She also has 6 loose crayons. How many "
     "crayons does she have?", 40, 46),
    ("Beth has 4 packs of red crayons. Each pack has 10 crayons. She has 6 blue crayons. How many "
     "crayons does she have?", 40, 46),

    # someone named coming or going where people are counted: one of them, or one more? (was 5)
    ("There were 5 kids. Sam came. How many kids are there now?", 5, None),
    ("There were 5 kids. Sam left. How many kids are there now?", 5, None),
    ("There were 5 kids at the party. Sam left the party. How many kids are at the party now?", 5, None),
    ("There are 6 people. Tom and Ann came. How many people are there?", 6, None),
    # people parting themselves after two named people left: "they" the rest, or the two? (was 3)
    ("There are 6 people. Tom and Ann left. If they split into 2 teams, how many people would be on "
     "each team?", 3, None),
    ("There are 6 kids. Tom came. The kids were put into 2 groups. How many kids were in each "
     "group?", 3, None),
    # "they" parted beside someone named: with Tom, or without? (was 3)
    ("There are 6 people and Tom. If they split into 2 teams, how many people would be on each "
     "team?", 3, None),
    # "they": the cousins, or Ann and Bo? (was 4)
    ("Ann and Bo have 12 cousins. They split into 3 teams. How many cousins were on each team?", 4, None),
    # someone named taking up a place beside people counted at each part: one of the kids? (was 54)
    ("There are 9 tables. Six kids were sitting at each table. Ann was sitting on the floor. How many "
     "kids are there?", 54, None),
    # parts said to differ in size are no equal shares (was 4)
    ("There are 12 kids. The kids divided into 3 unequal groups. How many kids were in each group?",
     4, None),
    ("Ann has 12 pens. She put them into 3 uneven piles. How many pens were in each pile?", 4, None),
    ("Ann has 12 pens. She shared them unequally among 3 friends. How many pens did each friend get?",
     4, None),
    # a whole parted with describing words its holding was never told with: only some of them? (was 4)
    ("There are 12 kids. The older kids divided into 3 groups. How many kids were in each group?", 4, None),
    ("There are 12 kids. The older kids were divided into 3 groups. How many kids were in each group?",
     4, None),
    ("Ann has 12 pens. She divided the red pens into 3 groups. How many pens were in each group?", 4, None),
    # things for people to eat are not shared by them: each may eat any number (was 12 if read so)
    ("There are 96 cupcakes for 8 children to eat. How many cupcakes will each child get?", 12, None),
    # shared with someone beside the people counted: 8 parts or 9? (was 12 if read so)
    ("There are 96 cupcakes for 8 children to share with their teacher. How many cupcakes will each "
     "child get?", 12, None),
    # shared, but not said equally: what is left over is not told (was 2 if read so)
    ("There are 42 marbles for 5 boys to share. How many marbles will be left over?", 2, None),
    # "they" beside a person named who has people too: the coach's kids as well? (was 7 if read so)
    ("The club had 63 students. The coach had 3 kids. They were split into groups of 9. How many "
     "groups were there?", 7, None),
    # two holders of people: whose are "they"? (was 10 if read so)
    ("The school had 63 students. The club had 27 students. They were split into groups of 9. How "
     "many groups were there?", 10, None),
    # some of one kind went before the parting: "they" of the kinds told together? (was 7)
    ("The team had 31 boys and 32 girls. The team sent 4 boys home. They were split into groups of "
     "9. How many groups were there?", 7, None),
    # "all but 5 of the pies" is no whole of all the pies (was 6 if read as "all of the pies")
    ("Ann baked 30 pies. She arranged all but 5 of the pies in rows of 5. How many rows did she "
     "make?", 6, 5),
    ("Ann baked 30 pies. She arranged almost all of the pies in rows of 5. How many rows did she "
     "make?", 6, None),
    # "each person" of parts that are boxes: no person got any (was 3 if read as "each box")
    ("Ann put 12 pens into 4 boxes. How many pens did each person get?", 3, None),
    # "each person" beside two shares among people: the friends' or the cousins'? (4 or 2)
    ("Ann shared 16 pens equally among her 4 friends. She shared 10 pens equally among her 5 "
     "cousins. How many pens did each person get?", 4, None),
    # a stock of the things asked bounds what a sum buys: the shop has only 5 (was 7)
    ("A shop has 5 toys. Each toy costs 2 dollars. Ann has 14 dollars. How many toys can she buy?",
     7, 5),
    ("There are 5 toys in the shop. Each toy costs 2 dollars. How many of the toys can Ann buy with "
     "14 dollars?", 7, 5),
    # a row of things named by their place is the things counted before it only when it is as
    # long as the count, has no gap and only one kind was counted (a careless reading: 13)
    ("A vet was weighing 4 cats. The first weighed 2 pounds. The second weighed 7 pounds and the "
     "last weighed 4 pounds. What is their combined weight?", 13, None),
    ("A vet was weighing 3 cats and 3 dogs. The first weighed 2 pounds. The second weighed 7 pounds "
     "and the third weighed 4 pounds. What is their combined weight?", 13, None),
    ("A vet was weighing 3 cats. The first weighed 2 pounds. The third weighed 7 pounds and the "
     "last weighed 4 pounds. What is their combined weight?", 13, None),
    # a pair made only by helping: watching someone do it names one doer, and a doing of the
    # pair is no doing of one of them (a careless reading: 7)
    ("Ivo watched his dad paint fences. They painted 3 wooden fences and 4 metal fences. How many "
     "fences did they paint in all?", 7, None),
    ("Ivo was helping his dad paint fences. They painted 3 wooden fences and 4 metal fences. How "
     "many fences did Ivo paint?", 7, None),
    # a person told to do something after "saw" is the doer, not the one who saw
    ("Ann saw her friend buy 5 apples. How many apples does Ann have?", 5, None),
    # "as many green apples" with no "as": his red ones, or Ann's green ones? (was 40 in development)
    ("Tom has 20 red apples. Ann has 5 green apples. Tom has twice as many green apples. How many green "
     "apples does Tom have?", 40, None),
    # as which of his two kinds of apples?
    ("Tom has 20 red apples and 4 big apples. He has twice as many green apples. How many green apples "
     "does Tom have?", 40, None),
    # are the 20 apples all of his apples, or only the ones not green?
    ("Tom has 20 apples. He has twice as many green apples. How many green apples does Tom have?", 40, None),
    # bags of another's told beside the bags in the boxes: which does "each bag" say?
    ("Tom has 6 boxes. Each box has 7 bags. Ann has 4 bags. Each bag has 30 pens. How many pens does "
     "Tom have?", 1260, None),
    # the students' pens are not the school's
    ("A school has 6 classes. Each class has 20 students. Each student has 3 pens. How many pens does "
     "the school have?", 360, None),
    # boxes given away: full, or not?
    ("Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens. He gave 2 boxes to Ann. How many pens "
     "does Tom have?", 840, None),
    # fronds held elsewhere are not on the ferns
    ("Karen has 6 ferns. Each fern has 7 fronds. Ann has 4 fronds. How many fronds do the ferns have?",
     46, None),
    # a share eaten by one who holds none, of one of two holdings (or of both)
    ("Tom has 40 figs. Ann has 10 figs. His sister ate half of them. How many figs does Tom have?", 20, None),
    # half of what is left, or of the 40?
    ("Tom has 40 figs. He gave 10 to Ann. His sister ate half of them. How many figs does Tom have?",
     15, None),
    # "spent $N buying …": the sum is for all that was bought, not each of one kind beside
    # another; time spent buying is no money; spent selling buys nothing
    ("Ann spent $12 buying 3 pens and a book. How much did each pen cost?", 4, None),
    ("Ann has $30. She spent 2 hours buying pens. How much money does Ann have left?", 28, None),
    ("Ann has $30. She spent $10 selling pens. How much money does Ann have left?", 20, None),
    # a count "for all" a group of people: the whole, or each one's? (was 2; the problem meant
    # 2 for each student, 360)
    ("John buys 2 packs of index cards for all his students. He has 6 classes. There are 30 "
     "students in each class. How many packs did he buy?", 2, None),
    ("Ann made 3 cards for all her friends. She has 4 friends. How many cards did she make?", 3, None),
    # "than" and a bare describing word: a kind only when the story told it with that noun
    ("Ann has 30 green balls. She has 6 more green balls than usual. How many balls did she "
     "have before?", 24, None),
    ("Ann has 30 red balls. Bo has 6 more green balls than red. How many green balls does Bo "
     "have?", 36, None),
    # a weight told by "weighs", then pounds lost or gained: the weight asked is the one after
    # (was 220, the weight before)
    ("John weighs 220 pounds. He loses 20 pounds. How much does he weigh now?", 220, 200),
    ("John weighs 220 pounds. He gains 20 pounds. How much does he weigh at the end?", 220, 240),
    ("John weighs 220 pounds. He loses 10% of his body weight. He then gains back 2 pounds. How "
     "much does he weigh at the end?", 220, 200),
    ("Jo weighs 250 pounds. She loses 3 pounds a week for 4 weeks. How much does Jo weigh now?",
     250, 238),
    # the things counted did the doing asked: no change of them is told (was 8)
    ("There were 20 kids in the pool. Later there were 12 kids in the pool. How many kids ate?", 8, None),
    ("There were 20 kids at the party. Later there were 12 kids at the party. How many kids sang?", 8, None),
    # a going asked when more came than went (would be -12), or beside a coming told
    ("There were 48 people on the train. Later there were 60 people on the train. How many people got "
     "off?", -12, None),
    ("There were 48 people on the train. Some people got on. Later there were 31 people on the train. "
     "How many people got off?", 17, None),
    # the point after "lbs" before a capital ends its sentence; no amount of the next is lost
    ("Bo had 9 lbs. of rice. He ate 2 lbs. He has 4 lbs. of beans. How much rice does he have?", 4, 7),
    # a purchase only wished is no purchase done: the money asked now, or the things bought, are
    # not what the most bought leaves (1, 9)
    ("Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much "
     "money does he have?", 1, None),
    ("Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How many "
     "folders did he buy?", 9, None),
    # a price told of things found later is no price of what was bought before it (34)
    ("Vera had 50 dollars. She bought 2 kites. Later she found some kites that cost 8 dollars each. "
     "How much money does she have?", 34, None),
    # an adjective that can be a verb after a verb: "hot" read as a verb left the habit selling
    # "dogs" apart from the "hot dogs" sold, and the start was what was left (45)
    ("Lev sells hot dogs at the fair. He sold 19 hot dogs in the morning. Lev had 45 hot dogs left. "
     "How many hot dogs did Lev have at first?", 45, None),
    # a verb after "and" before "them": "them" of two kinds told is no one whole to part (3)
    ("Ann had 12 pens and 3 pencils and split them into 5 groups. How many were in each group?", 3, None),
    # pairs are not the things paired: "some of the gloves" sold as pairs, asked as gloves (32)
    ("A store had 30 pairs of wool gloves and 12 pairs of leather gloves. It sold some of the gloves "
     "and had 10 pairs of gloves left. How many gloves did the store sell?", 32, None),
    # a part asked after the whole changed: which pairs were lost? (16)
    ("Ann had 22 pairs of red socks and 24 pairs of blue socks. She lost 6 pairs of socks. How many "
     "pairs of red socks does she have?", 16, None),
    # a weight told of a time gone by is no weight now (was 52, and 12)
    ("Jack weighed 52 pounds last year. Sam weighs 40 pounds. How much does Jack weigh?", 52, None),
    ("Jack weighed 52 pounds last year. Sam weighs 40 pounds. How much more does Jack weigh than "
     "Sam?", 12, None),
    # a measure told by its noun is its owner's only when the owner is the one asked, and only
    # the measure the noun names
    ("Fred's dog's height is 20 inches. How tall is Fred?", 20, None),
    ("Fred's width is 98 inches. How tall is Fred?", 98, None),
    ("Fred's height is 98 inches. How long is Fred?", 98, None),
    # one weight told by the verb, the other by the copula: the 40 is no weighing
    ("Jack weighs 52 pounds. Sam is 40 pounds. What is the difference between Jack's weight and "
     "Sam's weight?", 12, None),
    # two people's counts of two kinds, or of two doings, are no difference of one count
    ("Greg has 18 apples. Brad has 26 pears. What is the difference between the number of apples "
     "Greg has and the number of pears Brad has?", 8, None),
    ("Greg read 18 pages. Brad wrote 26 pages. What is the difference between the number of pages "
     "Brad wrote and the number of pages Greg read?", 8, None),
    # a second doing of one of them: which "he"? (the 26 alone gives 8)
    ("Greg read 18 pages. Brad read 26 pages. He read 5 more pages. What is the difference between "
     "the number of pages Brad read and the number of pages Greg read?", 8, None),
    # the other's verb said again with a time of its own: Greg's of yesterday (21 is today's)
    ("Greg read 18 pages yesterday and 5 pages today. Brad read 26 pages today. How many more pages "
     "did Brad read today than Greg did yesterday?", 21, 8),
    # the packs said once: "than yellow balls" are packs of them, and none was bought (was 1,
    # the 3 loose balls counted as packs)
    ("Miki bought 4 packs of red balls and 3 yellow balls. How many more packs of red balls than "
     "yellow balls did Miki buy?", 1, None),
    ("Miki has 4 boxes of red pens and 3 bags of blue pens. How many more boxes of red pens than blue "
     "pens does Miki have?", 1, None),
    # "shorter" is the other's measure less the subject's: Fred is the taller
    ("Fred is 98 inches tall. Ted is 39 inches tall. How much shorter is Fred than Ted?", 59, None),
    ("Rosa is 60 inches tall. Her rope is 50 inches long and 2 inches wide. How much shorter is the "
     "rope than Rosa?", 58, None),
    # "than Greg had": before he ate, or now? (12 is now)
    ("Greg has 18 apples. Brad has 26 apples. Greg ate 4 apples. How many more apples does Brad have "
     "than Greg had?", 12, None),
    # a price per a unit other than the thing sold is no price of one (was 36, 432)
    ("Ida sells scarves for $12 per box. She sells 3 scarves. How much money does she make?", 36, None),
    ("Ida sells scarves for $12 a dozen. She sells 36 scarves. How much money does she make?", 432, None),
    # what each of one holder's boxes has, told in a relative clause, says nothing of another's
    # boxes (was 60); of the bags listed last, or the boxes too (was 140)?
    ("Ana has 4 boxes that have 20 pens each. Ivo has 3 boxes. How many pens does Ivo have?", 60, None),
    ("Ana has 4 boxes and 3 bags that have 20 pens each. How many pens does she have?", 140, None),
    # room is no holding (was 80)
    ("Ana has 4 planters that can hold 20 seeds each. How many seeds does she have?", 80, None),
    # what each container has of a kind and of a sort of it, or of two scales: some may be
    # counted twice (a careless reading adds them: 45)
    ("There are 9 moths. Each moth has 3 spots and 2 white spots. How many spots are there in all?",
     45, None),
    ("There are 9 moths. Each moth has 3 big spots and 2 white spots. How many spots are there in all?",
     45, None),
    # two teams told by their names: "the team" may be either (a careless reading: 60)
    ("The Hawks hockey team has 20 players. The Owls hockey team has 18 players. Each player has 3 "
     "sticks. How many sticks does the team have?", 60, None),
    # containers of another kind beside those whose two kinds of contents are told may hold some
    # too (was 20, the second kind's contents hid the first kind's from the check)
    ("Ida has 5 crates and 2 bags. Each crate has 4 melons and 6 limes. How many melons does she have?",
     20, None),
    # a going asked by its particle counts no doing of the verb that brought things in (was 6, 10)
    ("There were 48 people on the bus. 6 people got on. How many people got off?", 6, None),
    ("There were 48 people on the bus. 6 people got on and 4 got off. How many people got off?", 10, 4),
    ("There were 48 people on the bus. Later there were 31 people on the bus. Then 6 people got on. How "
     "many people got off?", 6, 17),
    # doings told beside an untold change of the same holding: it may be of the verb too (was 3)
    ("There were 20 birds in the tree. Later there were 14 birds in the tree. Then 3 birds flew away. "
     "How many birds flew away?", 3, None),
    ("Tom had 20 apples. Later he had 14. Then he ate 3. How many did he eat?", 3, None),
    # a holding told at two places: some may still be at the first (was 5)
    ("Tom had $20 in his wallet. Later he had $15 in his bank. How much did he spend?", 5, None),
    ("Tom had 20 balloons at home. Later he had 15 balloons at school. How many did he pop?", 5, None),
    ("Tom had 20 balloons in his room. Later he had 15 in the yard. How many balloons flew away?", 5, None),
    # a going asked from a source the holding was not told at, or another holder (was 17, 5)
    ("There were 48 birds in the tree. Later there were 31 birds in the tree. How many birds flew away "
     "from the fence?", 17, None),
    ("There were 48 kids in the pool. Later there were 31 kids in the pool. How many kids ran away from "
     "home?", 17, None),
    ("Tom had 20 balloons. Later he had 15. How many balloons flew away from Ann?", 5, None),
    # "started with" people: company, not a holding (was 1)
    ("Rosa started with 3 friends. 2 friends left. How many friends does she have?", 1, None),
    # a container "filled with" after its holding was told: 30 put in, or 30 in all?
    ("The jar had 20 marbles. The jar was filled with 30 marbles. How many marbles are in the "
     "jar?", 30, None),
    # one count told for many containers filled: in each, or in all?
    ("The boxes are filled with 5 pens. There are 4 boxes. How many pens are there?", 5, None),
    # a filling or a start told as a habit, or at each of many places
    ("The jar is filled with 30 marbles each day. Kim takes 5 marbles from the jar. How many "
     "marbles are in the jar?", 25, None),
    ("Ben starts each day with $50. He spends $15. How much money does he have?", 35, None),
    ("Sam started with 5 pens at each shop. He lost 2 pens. How many pens does he have?", 3, None),
    # one count for two kinds filled in: the whole, never the first kind's
    ("A cooler is filled with 24 cans of cola and lemonade. How many cans of cola are in the "
     "cooler?", 24, None),
    # a container with an owner: what the owner gives may come from it
    ("Ann's box is filled with 12 pens. Ann gives Bo 3 pens. How many pens are in the box?", 12, None),
    # a time "begins with" things: a meal, not a holding
    ("His day began with 5 apples. He ate 2 apples. How many apples does he have?", 3, None),
    # a thing owned by a possessive: what its owner gives may come from it (was 12)
    ("Ann's box has 12 pens. Ann gives Bo 3 pens. How many pens are in the box?", 12, None),
    ("Ann's box has 12 pens. Ann gives Bo 3 pens. How many pens does Ann have?", 3, None),
    # a thing started with a tool: the matches used, not the ones held
    ("Ryan started the fire with 3 matches. He has 10 matches left. How many matches did he "
     "have at first?", 3, None),
    # a loss of the one weighed in a unit, or of a kind, the lexicon does not know as a weight
    # (was 220)
    ("John weighs 220 pounds. He loses 2 stone. How much does he weigh now?", 220, 192),
    ("John weighs 220 pounds. He loses 10% of his body mass. How much does he weigh?", 220, 198),
    # a count for a group named by "all" or "both", however said: the whole, or each one's? (was 2)
    ("Jo buys 2 packs of cards for all of her students. She has 30 students. How many packs did she "
     "buy?", 2, None),
    ("Jo has 6 kids. She makes 2 cakes for all 6 kids. How many cakes did she make?", 2, None),
    ("Jo has 6 kids. She buys 2 packs of cards for them all. How many packs did she buy?", 2, None),
    ("Jo buys 2 packs of cards for both of her sons. How many packs did she buy?", 2, None),
    ("Jo has 6 kids. She buys all her kids 2 packs of cards. How many packs did she buy?", 2, None),
    # money spent with another's money is not the spender's (was 20)
    ("Ada has $30. She spent $10 on lunch with her brother's money. How much money does Ada have "
     "left?", 20, 30),
    ("Ada has $30. She spent $10 buying lunch with Tom's money. How much money does Ada have left?",
     20, 30),
    ("Ada has $30. She paid $10 for lunch with her dad's card. How much money does Ada have left?",
     20, 30),
    # things gathered by the holder of containers of them: from her own trees, or others'? (was 62)
    ("Karen has 6 trees. Each tree has 7 apples. Karen picked 20 apples. How many apples does Karen "
     "have?", 62, None),
    ("Karen has 6 ferns. Each fern has 7 fronds. Each frond has 30 leaves. Karen picked 20 leaves. How "
     "many leaves does Karen have?", 1280, None),
    # boxes of the things bought with no seller named, where a store holds such boxes: its own?
    # (was 180, 1260)
    ("A store has 6 boxes. Each box has 30 pens. Tom bought 2 boxes. How many pens does the store "
     "have?", 180, None),
    ("A store has 6 shelves. Each shelf has 7 boxes. Each box has 30 pens. Tom bought 2 boxes. How many "
     "pens does the store have?", 1260, None),
    # another's boxes told beside the boxes of bags: do they hold bags of pens too? (was 1260)
    ("Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens. Ann has 2 boxes. How many pens are "
     "there?", 1260, None),
    # things made "of them" by one who holds none are not taken from the holder (was 24, 20)
    ("Tom has 40 figs. His sister cooked 16 of them. How many figs does Tom have?", 24, None),
    ("Tom has 40 figs. His sister cooked half of them. How many figs does Tom have?", 20, None),
    # containers said to be empty and said to hold things (was 1260, 42)
    ("Tom has 6 boxes. Each box has 7 empty bags. Each bag has 30 pens. How many pens does Tom have?",
     1260, None),
    ("Tom has 6 empty boxes. Each box has 7 pens. How many pens does Tom have?", 42, None),
    # parts asked "of" some of the whole: the groups hold boys and girls, the boxes all the pens
    # (was 7)
    ("The team had 31 boys and 32 girls. They were split into groups of 9. How many groups of boys "
     "were there?", 7, None),
    ("Ann split 63 students into groups of 9. How many groups of girls did she make?", 7, None),
    ("Ann put 63 pens into boxes of 9. How many boxes of red pens were there?", 7, None),
    # a doing of parts asked of some of the people parted: the boys made no groups of their own
    # (was 7)
    ("The team had 31 boys and 32 girls. They were split into groups of 9. How many groups did the "
     "boys make?", 7, None),
    # more of the row's kind told after it: "their" weight is of the 3 or of all 5? (was 13)
    ("A vet weighed 3 cats. The first weighed 2 pounds, the second weighed 7 pounds and the last "
     "weighed 4 pounds. Then she weighed 2 more cats. What is their combined weight?", 13, None),
    # the noun asked ends only one listed kind named by a noun before it: the songs and pictures
    # may be files too (was 7)
    ("Bianca deleted 2 pictures, 8 songs and 7 text files. How many files did she delete?", 7, None),
    ("Bianca deleted 8 songs and 7 text files. How many files did she delete?", 7, None),
    ("Bianca deleted 8 songs. She also deleted 7 text files. How many files did she delete?", 7, None),
    # "they" after a part of the people told: the girls, or all the students? (was 7)
    ("There were 63 students. 27 of them were girls. They were split into groups of 9. How many "
     "groups were there?", 7, None),
    ("The club had 63 students. 27 were girls. They were split into groups of 9. How many groups "
     "were there?", 7, None),
    # a row named by ordinals after things told with no count: there may be more than the row
    # (was 13, 9)
    ("A vet weighed some cats. The first weighed 2 pounds, the second weighed 7 pounds and the "
     "third weighed 4 pounds. What is their combined weight?", 13, None),
    ("A vet weighed many cats. The first weighed 2 pounds, the second weighed 7 pounds and the "
     "last weighed 4 pounds. What is their combined weight?", 13, None),
    ("Ann has some cats. The first weighs 2 pounds and the second weighs 7 pounds. What is their "
     "combined weight?", 9, None),
    # one who sold some of the things asked held a stock that may bound what a sum buys (was 7)
    ("Ann has 14 dollars. Each toy costs 2 dollars. Bo sold 3 toys. How many toys can Ann buy?", 7, None),
    # a doing asked of a "they" of everyone named: one of them, a role, is told no doing (was 12,
    # "her mom" read as her mom's mom)
    ("Ann helped her mom bake cookies. Her mom baked 12 cookies. How many cookies did they bake?",
     12, None),
    # a doing told of one kind, its count asked of another whose change is untold: the selling
    # told was of hats; what took the pens is not said (9)
    ("Ann had 22 pens and 5 hats. She sold some of the hats and had 13 pens left. How many pens did "
     "she sell?", 9, None),
    ("Ann had 22 pens and 5 hats. She sold 2 hats and had 13 pens left. How many pens did she "
     "sell?", 9, None),
    ("Tom had 30 apples and 8 pears. He ate some of the pears. Now he has 21 apples. How many apples "
     "did he eat?", 9, None),
    ("Ann had 22 pens and 5 hats. She sold some of the hats and had 13 pens left. How many pens did "
     "she give away?", 9, None),
    # the things asked by pairs also held one by one: 10 shoes are some pairs, never none (22)
    ("Ann has 22 pairs of large shoes and 10 shoes. How many pairs of shoes does Ann have?", 22, None),
    # a wish done only by a question asked after buying its own things, with nothing told of the
    # buyer after the wish (a wish has no time: the gift before the buying or after?) (1)
    ("Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much is "
     "left after he bought the pens?", 1, None),
    ("Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much is "
     "left after he bought the pens and the folders?", 1, None),
    ("Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. His sister gave "
     "him $5. How much is left after he bought the folders?", 1, None),
    # a role beside a kind it may take in, told in sentences of their own: the boys may be
    # among the students (32 summed them as people)
    ("There are 20 students in a class. There are 12 boys in the class. How many people are in "
     "the class?", 32, None),
    # "we" of the speaker and two others: which of them are "we"? (8 took one of them)
    ("I have 5 pears. Lia has 3 pears. Her brother has 4 pears. How many pears do we have?", 8, None),
    # "in the fence" after doings told of the fence and of the shed: how many went into each?
    # (18 took all that was lost)
    ("Tom had 30 nails. He fixed the fence. Then he fixed the shed. He had 12 nails left. How many "
     "nails did he use in the fence?", 18, None),
    # "in the cake" after a verb the story tells elsewhere: the doing's place, not the untold
    # change (12 took all that was lost)
    ("A cook had 20 eggs. She used 4 eggs in a pie. After baking a cake she had 8 eggs left. How many "
     "eggs did she use in the cake?", 12, None),
    # a time each one takes told at a time of its own holds then: the time asked may be another
    # (28)
    ("On Sundays, it takes 6 minutes to fry an egg. How long will it take to fry 4 eggs?", 24, None),
    ("At first, it takes 6 minutes to fry an egg. How long will it take to fry 4 eggs?", 24, None),
    # a sum charged (earned) to do something to one thing is a pay for each one done, never the
    # sum got once (5)
    ("Ivo charges $7 to mow a lawn. He mowed 4 lawns. How much did he earn?", 7, 28),
    ("Ivo earns $7 to mow a lawn. He mowed 4 lawns. How much did he earn?", 7, 28),
    ("Ivo charges $7 to mow a big lawn. He mowed 4 lawns. How much did he earn?", 7, None),
    ("Ivo charges $7 to trim a hedge. He trimmed 4 hedges. How much did he earn?", 7, 28),
    # a making under way after the holding, nothing of the kind told after it: what it used is
    # untold (30)
    ("Ivo had 30 shells. He was making necklaces. How many shells does he have?", 30, None),
    ("Ivo had 30 shells. He was making necklaces. Each necklace takes 6 shells. How many shells "
     "does he have?", 30, None),
    # a goal's closing setting set aside though a later doing was told elsewhere: not all of it
    # is toward the goal (12, 7)
    ("Kai wants to plant 25 shrubs in his yard. He planted 9 shrubs at the school. How many more "
     "shrubs does he need to plant?", 16, None),
    ("Mia wants to sell 30 pies at the market. She sold 10 pies at the market and 6 pies in the "
     "shop. How many more pies does she need to sell?", 14, None),
    # a goal each week counted from days of two weeks (a day told again, or out of order) (30)
    ("Lee has to fold 80 shirts each week. He folded 25 shirts on Friday. He folded 25 shirts on "
     "Monday. How many more shirts does Lee have to fold?", 30, None),
    # an errand passed over as a scene still buys: what its doer bought is untold when only
    # another's buying, a gift or a finding is told after it (3, 10)
    ("Rui went to the bakery to buy some buns. His aunt bought 3 buns. How many buns did they buy?",
     3, None),
    ("Rui went to the market to buy some figs. He had 6 figs. His aunt gave him 4 figs. How many figs "
     "does he have?", 10, None),
    ("Rui went to buy some figs. He had 10 figs. He ate 2 figs. How many figs does he have?", 8, None),
    # "the rest" given up is all that is left only when nothing was kept back: the shells saved
    # are no part of the rest, and still hers (0)
    ("Pia had 36 shells. She gave 8 shells to Rob, saved 6 shells and gave the rest to Sue. How "
     "many shells does Pia have?", 0, None),
    # a comparison of doings ties two doings of one time: the other's doing told of another
    # day is not the one compared (was 35, 20, 13)
    ("Yesterday Ugo swam 12 laps more than Pia. Today Pia swam 8 laps. How many laps did Ugo "
     "swim?", 20, None),
    ("On Friday Ugo baked twice as many buns as Pia. On Saturday Pia baked 8 buns. How many buns "
     "did Ugo bake?", 16, None),
    ("Pia baked 8 buns on Saturday. On Friday Ugo baked 3 more buns than Pia. How many buns did "
     "Ugo bake?", 11, None),
    ("Ugo baked 3 more buns than Pia. Pia baked 8 buns on Saturday. How many buns did Ugo bake?",
     11, None),
    # the other's holding or doing said in another tense is of another time (was 12)
    ("Ugo has 4 more cards than Pia did. Pia has 8 cards. How many cards does Ugo have?", 12, None),
    ("Ugo collected 4 more cards than Pia does. Pia collected 8 cards. How many cards did Ugo "
     "collect?", 12, None),
    # an amount told with "also" after a doing told by a comparison is one more doing, never
    # that doing's amount (was 18)
    ("Ugo rowed 12 miles more than Pia. Ugo also rowed 30 miles. How many miles did Pia row?", 18, None),
    # a doing compared by a kind named by its words is compared with the other's doing of that
    # kind only, never with the other's kinds of the same unit beside it (was 29)
    ("Pia baked 14 trays of buns and 9 trays of pies. Ugo baked 6 more trays of buns than Pia. How "
     "many trays of buns did Ugo bake?", 29, 20),
    ("Pia baked 14 plain buns and 9 iced buns. Ugo baked 6 more plain buns than Pia. How many plain "
     "buns did Ugo bake?", 29, 20),
    # the other's kind told with fewer words beside the kind compared may hold some of it (9)
    ("Pia baked 14 buns. Pia baked 3 iced buns. Ugo baked 6 more iced buns than Pia. How many iced "
     "buns did Ugo bake?", 9, None),
    # "in a game" closing a comparison tells each game, not the one told (7)
    ("Ugo scored 3 more goals than Pia in a game. Pia scored 4 goals in a game. How many goals did Ugo "
     "score?", 7, None),
    # a time named by a word of the clock or by an ordinal stretch dates a doing too (was 8)
    ("At noon Ugo rowed 5 more miles than Pia. At midnight Pia rowed 3 miles. How many miles did "
     "Ugo row?", 8, None),
    ("In the first hour Ugo rowed 5 more miles than Pia. In the second hour Pia rowed 3 miles. How "
     "many miles did Ugo row?", 8, None),
    # "is having a baby" is one more person to come, never nothing held: the count asked may
    # take the baby in (3)
    ("Mona has 2 sons. She is having a baby. How many children will she have?", 2, None),
    ("Mona is having a baby. She has 2 sons. How many sons will she have?", 2, None),
    # a group's doing is parted equally only by a saying of that doing, and only when no other
    # doer may be among "they" (12)
    ("8 cousins picked 96 plums. They each sold the same number of plums. How many plums did each "
     "cousin pick?", 12, None),
    ("8 cousins picked 96 plums. Ivo picked 8 plums. They each picked the same amount. How many "
     "plums did each cousin pick?", 12, None),
    # a want of pages, the reading told in books, in minutes or in no amount: it did some of
    # what was wanted, how much untold (90 took none of it)
    ("Nell needs to read 80 pages. She read 20 books. How many more pages does Nell need to "
     "read?", 80, None),
    ("Nell must read 80 pages. She read 2 chapters. How many more pages must Nell read?", 80, None),
    ("Nell needs to read 80 pages. She read for an hour. How many more pages does she need to "
     "read?", 80, None),
    ("Nell needs to read 80 pages. She read 15 pages. Then she read her comic. How many more pages "
     "does she need to read?", 65, None),
    # an errand to buy one thing, the money told spent on another: the errand's buying is still
    # untold (18 took the other spending for all of it)
    ("Kip went to the store to buy some glue. He had $25. He spent $9 on tape. How much money does "
     "he have left?", 16, None),
    ("Kip went to the store to buy some glue. He had $25. He bought a ruler for $9. How much money "
     "does he have left?", 16, None),
    # "for twice as long" with no "as", after the doer's own measure and another's told last:
    # twice the other's, or twice her own? (4 took the other's)
    ("Gia swam for 3 hours. Ben swam for 2 hours. She ran for twice as long. How many hours did "
     "she run?", 4, None),
    # the one untold change of a holding asked as the holder's own use, after another's making
    # told: the maker may have used them (12, 25 took the change for the holder's own)
    ("A cook had 30 eggs. Her son baked a pie. She had 18 eggs left. How many eggs did she use in "
     "the pie?", 12, None),
    ("Ivo had 40 screws. His dad built a shed. Ivo had 15 screws left. How many screws did Ivo "
     "use?", 25, None),
    # an errand named by its noun ("went shopping") before a holding, with nothing got or spent
    # told after it, asked what is left: what it spent is untold (35 took none)
    ("Dov went shopping. He had $35. How much money does he have left?", 35, None),
    ("Dov went fishing. He had 3 trout. How many trout does he have left?", 3, None),
    # a sum of a doing asked of two, one of whom the story never tells doing it: what that one
    # did is untold (12 took none)
    ("Lou met Kim. Kim baked 12 muffins. How many muffins did they bake?", 12, None),
    ("Lou and Kim must read 90 pages. Lou read 30 pages. How many more pages must they read?", 60,
     None),
    # "they" weighed after things the two had or moved: the things may be what is weighed (20
    # took "they" for the two people only)
    ("Ivy and Gus have some rabbits. They weigh 30 pounds together. Ivy weighs 10 pounds. How much "
     "does Gus weigh?", 20, None),
    ("Ivy and Gus carried the crates. Their total weight is 30 pounds. Ivy weighs 10 pounds. How "
     "much does Gus weigh?", 20, None),
    # the rest of a pair (present and absent) read across two times: who was away one day says
    # nothing of who is there another (20 took the one day's rest for the other's)
    ("A troop has 30 scouts. 10 of them were absent on Tuesday. How many scouts are present "
     "today?", 20, None),
    # a whole told by one word of the pair: the other kind is none of it (18 read the boys as
    # the rest of female children)
    ("There are 30 female kids. 12 of them are girls. How many boys are there?", 18, None),
    # earnings told by a pace, and a getting of the same things by another verb: was the getting
    # earned too? (the pace alone, 35, leaves it out)
    ("Remy earned 5 stars for each maze. He solved 7 mazes. Then he got another 4 stars. How many "
     "stars did he earn?", 35, None),
    # "charge" asked in the present with nothing after it asks the price of one as much as all
    # that was charged (36 took the sum of the jobs done)
    ("Rhea charges $9 per dog. She walked 4 dogs. How much does she charge?", 36, None),
    # a count told with two times joined by "and" ("in the afternoon and evening"): in each of
    # them, or in both together? (14 took both together; 12 dropped the second time)
    ("Oda caught 4 fish at dawn and twice as many at noon and dusk. How many fish did she catch?",
     12, None),
    ("Oda caught 4 fish in the morning and 5 in the afternoon and evening. How many fish did she "
     "catch?", 9, None),
    ("Ines swims 6 laps before and after work. How many laps does she swim?", 6, None),
    # an equal split told done with the rest kept: no more was wanted (3 made the parts even)
    ("Pia had 45 beads. She split the beads equally among 6 friends and kept the rest. How many "
     "more beads are needed?", 3, None),
    # a getting a past time dates, asked as held now: what was got then may be gone (18)
    ("Last month Sol bought 18 candles. How many candles does he have now?", 18, None),
    # a goal dated apart from the doing counted toward it (20 counted last month's toward this
    # month's goal)
    ("Tia must knit 30 hats this month. She knitted 10 hats last month. How many more hats must "
     "she knit?", 20, None),
    # a goal of one asked of two: the other's doing may be toward no goal at all (20)
    ("Tia must knit 30 hats. She knitted 6 hats. Her aunt knitted 4 hats. How many more hats must "
     "they knit?", 20, None),
    # an errand to get things listed, only one of them told got (the glue's cost is untold: 11);
    # an errand to get one thing, or things of no vague amount, is an errand too (25 took it as
    # a walk that spends nothing)
    ("Noor went to the shop to buy tape and glue. She had $25. She bought 2 rolls of tape for $7 "
     "each. How much money does she have left?", 11, None),
    ("Noor went to the shop to buy a stapler. She had $25. How much money does she have left?", 25,
     None),
    ("Noor went to the shop to buy her markers. She had $25. How much money does she have left?", 25,
     None),
    # a sum paid for another thing, named before "for" ("bought tape for $6"), tells nothing of
    # the errand's glue (19 took it for the glue's cost)
    ("Noor went to the shop to buy glue. She had $25. She bought tape for $6. How much money does "
     "she have left?", 19, None),
    # a spending told after the sales may be of what they brought, no cost of what was sold
    # (19 took the kite for a cost)
    ("Uma sold 10 pies for $3 each. She spent $11 on a kite. How much profit did she make?", 19,
     None),
    # "and then had dinner": "had" opens a clause of its own, a meal that may cost money (31
    # dropped it with the rest of the clause)
    ("Ezra had $40. He paid $9 for a kite and then had dinner. How much money does he have left?",
     31, None),
    # "they" after people told going "with" another: the two, or all three? (13 left the
    # companion out)
    ("Lev and Ida went to the lake with their uncle. Lev caught 6 trout and Ida caught 7 trout. How "
     "many trout did they catch?", 13, None),
    ("Lev and Ida went to the lake with Omar. Lev caught 6 trout and Ida caught 7 trout. How many "
     "trout did they catch?", 13, None),
    # "those two days" points back at two days the story told; with none told it was read as
    # a span still to come, two days of the pace (40)
    ("Ezra reads 20 pages each day. How many pages did he read in those two days?", 40, None),
    ("Ezra reads 20 pages each day. On Monday he read 4 comics. How many pages did he read in "
     "these two days?", 40, None),
    # "did she have to VERB" of a holding: all of it only for a verb that completes a task and
    # a purpose told of no other doing (24 took the holding for what was to be done)
    ("Una had 4 pages. Each page had 6 riddles on it. How many riddles did she have to skip?", 24,
     None),
    ("Una had 24 riddles to read. How many riddles did she have to solve?", 24, None),
    ("Una had 24 buns. How many buns did she have to give away?", 24, None),
    # containers of two kinds, each told by the things it holds, said to hold a third: the
    # rate was read of them together (30), though neither holds it
    ("Pia had 3 jars of buttons and 2 jars of beads. Each jar had 6 coins. How many coins did she "
     "have?", 30, None),
    # an adverb of place was drained in the question as in the story: the doings done there
    # were read as all of them (5)
    ("Ken sold 3 lamps abroad and 2 lamps at the fair. How many lamps did he sell abroad?", 5, None),
    ("Ken swam 3 laps indoors. He swam 2 laps in the lake. How many laps did he swim indoors?", 5,
     None),
    # "each jar" told of the jars two holders had: jars found after it may be empty (the
    # world's rate once counted them full, 80)
    ("Tia has 12 jars. Raj has 8 jars. Each jar has 5 beads. Tia finds 4 jars. How many beads does "
     "Tia have?", 80, None),
    # things told as each one's of a category they are certainly in: the pet sold may have been
    # one of the dogs (the contents' exemption once counted 4 pets' dogs, 8)
    ("Lu has 5 pets. Lu sells 1 pet. Each pet has 2 dogs. How many dogs does Lu have?", 8, None),
    # what a holder has in each container of a described kind: the rate was read of all his
    # containers (108), though the ones counted are not said to be red
    ("Ivo has 12 stamps on each red page. He has 9 pages. How many stamps does Ivo have?", 108, None),
    # "travel" asked where it was told beside another way of going: the miles driven are travel
    # too (read as the travel alone, 5)
    ("Lev drove 30 miles. He traveled 5 more miles by bus. How many miles did he travel?", 5, None),
    # "travel" asked of one way of going told, beside a going with no amount (read as the way
    # told alone, 30)
    ("Lev drove 30 miles to the lake. Then he hiked around it. How many miles did he travel?", 30, None),
    # a going that says no way of going, beside the way told (read as the swim alone, 12)
    ("A swan swam 12 meters. Then it returned to the reeds. How far did the swan travel?", 12, None),
    # travel asked and told, beside a going told with no length (read as the travel alone, 5)
    ("Lev traveled 5 miles by bus. Then he walked home. How many miles did he travel?", 5, None),
    # a sub-kind tied to another by a multiple, by a holder whose whole was told: the part is
    # some of the whole, never beside it (the whole and the part added: 150; the rest taken
    # beside the plain parts only: 30; the whole less one part, the tied part added again: 120)
    ("Lia has 120 beads. She has 30 yellow beads. She has twice as many pink beads as yellow "
     "beads. How many beads does Lia have?", 180, 120),
    ("Lia has 120 beads. She has 40 yellow beads and half as many pink beads. The rest are "
     "white. How many beads are white?", 80, None),
    ("Lia has 120 beads. She has 40 yellow beads and 10 pink beads. She has twice as many white "
     "beads as pink beads. How many beads are not yellow?", 100, None),
    # one told going along "with" another is one of "they": his doing untold was read as none,
    # the question's "they" summing hers alone (14)
    ("Pia went to the orchard with Sol. Pia picked 12 figs. How many figs did they pick?", 12, None),
    ("Pia walked to the pond with Sol. Pia caught 5 frogs. How many frogs did they catch?", 5, None),
    # a person may bear a name that ends like a place's: one met, played with or owning a house
    # was read as a place, so "the two" took the other two people (9)
    ("Ada went to Ray Lake's farm. Ada has 4 cups. Bea has 5 cups. How many cups do the two have?",
     9, None),
    ("Ada played with Sam Bay. Ada has 4 cups. Bea has 5 cups. How many cups do the two have?",
     9, None),
    ("Ada met Lou Park. Ada has 4 cups and Bea has 5 cups. How many cups do the two have?", 9, None),
    ("Ada and Bea waited for Lou Park. Ada has 4 cups and Bea has 5 cups. How many cups do the two "
     "have?", 9, None),
    ("Ada and Bea talked to Lou Park. Ada has 4 cups and Bea has 5 cups. How many cups do the two "
     "have?", 9, None),
    ("Ada, Bea and Lou Park went to the fair. Ada has 4 cups and Bea has 5 cups. How many cups do "
     "the two have?", 9, None),
    # a row closed by "the last" numbered by the question, beside a count of the same things
    # told after it: the row's three, or the other's three? (the row's, 21)
    ("Tia packed crates. The first was 6 kilograms, the second was 7 kilograms and the last was 8 "
     "kilograms. Her uncle packed 3 crates. What is the total weight of all three crates?", 21, None),
    # "they" weighed together after an animal the people have: the pet may be weighed too
    # (his weight was read, 30)
    ("Lia and Max have a pony. Together they weigh 110 pounds. Lia weighs 80 pounds. How much does "
     "Max weigh?", 30, None),
    ("Lia and Max own a goat. Their combined weight is 110 pounds. Lia weighs 80 pounds. How much "
     "does Max weigh?", 30, None),
    # "the first half" right after a verb is a share of the thing done, not a part of a time:
    # reading it as a time left the whole untouched (all 60 left)
    ("A comic has 60 pages. Rui read the first half. How many pages are left?", 60, 30),
    # "they" takes in one told only as the one bought from, whose own doing is never told (his
    # baking was counted as none, 4)
    ("Lev bought 6 muffins from Ori. Lev baked 4 muffins. How many muffins did they bake?", 4, None),
    # the parts of what a pace makes, asked with a doing never told of them (selling): the full
    # bags baked a day were answered as bags sold (6)
    ("Rosa bakes 40 rolls a day. Each bag holds 6 rolls. How many full bags does Rosa sell a day?",
     6, None),
    # "that amount of time" was read as "that amount", of the money told just before ($10 + $20)
    ("Ada spent $10 buying beads. She spent twice that amount of time stringing them. How much did "
     "she spend?", 30, None),
    # … and "that amount of money" as a time (10 + 20 minutes)
    ("Ada spent 10 minutes reading. She spent twice that amount of money shopping. How long did she "
     "spend?", 30, None),
    # "less 2 hours" after a multiple of that amount was set aside (3 × 8 + 2 = 26; it is 22)
    ("Ada slept 8 hours. She then worked 3 times that amount less 2 hours. How many hours did she "
     "work?", 26, 22),
    ("Ada slept 8 hours. She then worked 3 times that amount of time less 2 hours. How many hours "
     "did she work?", 26, 22),
    # "her goal" set aside after a man's name: some woman's goal, never told (his own need was
    # taken for it, 19)
    ("Piet wants to paint 30 fences. He painted 11 fences. How many more fences does Piet need "
     "to paint to reach her goal?", 19, None),
    # "his goal" beside an aim with no amount: that aim may be the goal (the need was taken, 19)
    ("Piet wants to paint 30 fences. He hopes to win a medal. He painted 11 fences. How many more "
     "fences does Piet need to paint to reach his goal?", 19, None),
    # photos taken off where they hung may be some of those he had (read as made, 20)
    ("Noel had 14 photos. He took 6 photos off the fridge. How many photos does he have?", 20, None),
    # a clause that starts with its verb goes on with the doer just before: the end told is
    # Omar's, and Lia's end is never told (Omar's end was read as hers, 5)
    ("Lia started her essay at 2:05 p.m. and Omar started his essay at 2:15 p.m. and finished it 40 "
     "minutes later. Lia has a lesson at 3:00 p.m. How much time did Lia have between finishing her "
     "essay and the beginning of her lesson?", 5, None),
    # pieces told bare inside bags of two stuffs: "pieces of toffee" counted the fudge's too (40)
    ("Ana bought 3 bags of toffee and 2 bags of fudge. Each bag has 8 pieces. How many pieces of "
     "toffee did she buy?", 40, None),
    ("Ana bought 3 bags of toffee and 2 bags of fudge. Each bag has 8 pieces. How much toffee did "
     "she buy?", 40, None),
    # "we" after "my family" is the speakers, never said to have got any: "2 more" kittens
    # handed to them is no reading, and the family's 3 alone left the 2 out (was 3)
    ("My family got 3 kittens from the shelter. Then we got 2 more kittens from the shelter. How "
     "many kittens did my family get?", 3, None),
    # two parts "of them" done in one sentence may overlap: a spoon polished in the morning may
    # be polished again at night (the two were taken as apart, 8)
    ("Nia has to polish 30 spoons. She polished 12 of them in the morning and 10 of them at night. "
     "How many more spoons does she need to polish?", 8, None),
    # a box of a colour beside tubes of another colour may hold the things counted too: white
    # chalks, how many is not told (the tubes alone were counted, 12)
    ("Ben bought 3 tubes of red and 2 jars of blue. Each tube had 4 crayons. How many crayons did "
     "Ben buy?", 12, None),
    ("Kit bought 5 crates of clothing and 2 bags of clothing. Each crate had 6 shirts. How many "
     "shirts did Kit buy?", 30, None),
    # a "not" right after the question's "are" denies the place asked: the "not" was dropped and
    # the things in the place counted (12, 9)
    ("A team has 20 children. 8 of them are girls. How many boys are not on the team?", 12, None),
    ("There are 9 cups on the shelf. How many cups are not on the shelf?", 9, None),
    # a measure told "at birth", "as a toddler", "when she was born" is of a time gone by: the
    # one grown since was read as weighing it still (42, 70, 8)
    ("Ivy weighed 8 pounds at birth. Her brother weighs 50 pounds. How much heavier is her brother "
     "than Ivy?", 42, None),
    ("Ivy and Sam weigh 90 pounds together. Ivy weighed 20 pounds as a toddler. How much does Sam "
     "weigh?", 70, None),
    ("Ivy weighed 8 pounds when she was born. How much does Ivy weigh?", 8, None),
    # "was carried 12 meters" is no holding of 12 meters: read so, it hid a stretch of travel
    # (30); a travel told with no length beside the one way of going (6)
    ("A kite flew 30 meters. Then it was carried 12 meters by the wind. How many meters did the "
     "kite travel?", 30, None),
    ("Ben rowed 6 miles. He traveled home by train. How many miles did Ben travel?", 6, None),
    # a making or gathering done "with" a person may be theirs together: how many are the
    # subject's own is not told (all was read as hers, 20, 16)
    ("Rin picked 20 cherries with her aunt. How many cherries did Rin pick?", 20, None),
    ("Dev baked 16 muffins with Oli. How many muffins did Dev bake?", 16, None),
    # "they" beside a subject told "one of the fishermen": the two named, or the fishermen?
    ("Ken, one of the fishermen, caught 9 fish. Pat caught 4. How many fish did they catch?", 13, None),
    # people named before the question ("Between Pat and Kim,", "Without Ivo,") pick out or
    # leave out some of "they": the words were dropped and everyone counted (20, right 16)
    ("Ivo caught 4 fish. Pat caught 7 fish. Kim caught 9 fish. Between Pat and Kim, how many fish "
     "did they catch?", 20, None),
    ("Ivo has 4 stamps. Pat has 7 stamps. Kim has 9 stamps. Without Ivo, how many stamps do they "
     "have?", 20, None),
    ("Ivo has 4 stamps. Pat has 7 stamps. Kim has 9 stamps. Not counting Ivo, how many stamps do "
     "they have?", 20, None),
    # "keep" asked after some were got back: she kept 22 of hers, and holds 25 now
    ("Oma had 30 stickers. She gave 8 stickers to Tal and kept the rest. Later Tal gave her 3 "
     "stickers. How many stickers did Oma keep?", 25, None),
    # a comparison of another side than the one measured: a width added to a height (82, 36)
    ("A gate is 70 inches tall. A fence is 12 inches wider than the gate. How tall is the fence?", 82, None),
    ("A shelf is 30 inches wide. A desk is 6 inches deeper than the shelf. How wide is the desk?", 36, None),
    # things found in a state her own may be in: found among hers, or got besides? (18)
    ("Lea had 15 pears. She found 3 bruised pears. How many pears does Lea have?", 18, None),
    # "There are also …" with a place of their own ("outside") is not where the sentence before
    # put its things (9)
    ("The cellar has 6 jars. There are also 3 crates outside. How many jars and crates are in the "
     "cellar?", 9, None),
    # two sorts of one holder compared, then the plain noun's count: it counts both sorts (the
    # sort named only after "than" was left out, and all 50 were taken as the long ones: 46)
    ("Ivy has 4 more long pencils than short pencils. She has 50 pencils. How many short pencils "
     "does she have?", 46, 23),
    # the sum of kinds told beside another kind of it: is that kind among the sum? (was 8)
    ("Omar has 3 times as many cows as horses. He has 32 animals and 4 dogs. How many horses does "
     "he have?", 8, None),
    # money told held after a sum spent, never said to be what is left: in the purse before the
    # spending, or after it? (read as after: all 90 left)
    ("Rosa spent $25 on plums and $15 on figs. She has $90. How much money does she have left?",
     90, None),
    ("Rosa bought a kettle for $25. She has $90. How much money does Rosa have left?", 90, None),
    # travel wanted, and a going told with no length: that going was travel too (none was
    # counted, all 250 still to go)
    ("Nora must travel 250 miles. She drove for 3 hours. How many miles does she still need to "
     "travel?", 250, None),
    ("Nora must travel 250 miles. She walked to the park. How many miles does she still need to "
     "travel?", 250, None),
    # a plural naming one tract read as one figure after any determiner: "some woods" cut are
    # pieces of wood, each its own size (the pieces' one area was read, 12)
    ("Pia cut some woods 4 feet long and 3 feet wide. What is the area of the woods?", 12, None),
    # a doing told again in the question, of another thing than the scene's: which wall is
    # painted? (the wall's area was read, 30)
    ("Cal is painting a gate. The wall is 6 feet wide and 5 feet tall. What is the area of the "
     "wall he has to paint?", 30, None),
    # "there" asked after a person the lexicon does not list holding some: the keeper's toads
    # are not all there are (the keeper's were read, 18)
    ("The keeper has 30 frogs. The ratio of frogs to toads is 5:3. How many toads are there?", 18,
     None),
    # "a day" after the doing was taken for the thing painted and dropped: 15 a day, for days untold
    ("Nia spends 15 minutes painting a day and 3 times that amount of time sanding. How many minutes "
     "does Nia spend in all?", 60, None),
    # the breakfast told is her brother's; hers is never told (his was taken for hers, 25)
    ("Nia went on a 30 minute swim at 7:05 a.m. Her brother eats breakfast at 8:00 a.m. How much "
     "time does Nia have between finishing her swim and eating breakfast?", 25, None),
    # "these activities" are Nia's; none is Tom's (his reading alone was taken, 15)
    ("Nia spends 10 minutes sweeping and 25 minutes dusting. Tom spends 15 minutes reading. How "
     "much time does Tom spend on these activities?", 15, None),
    # figs picked for someone else may be hers (read as his, 9)
    ("Kai picked 9 figs from the tree for Mona. How many figs does Kai have?", 9, None),
    # pens taken along to school are still with him there (read as given away, 25)
    ("Tom had 30 pens. He took 5 pens to school. How many pens does he have?", 25, None),
    # a holding this morning is not one of now when more are baked as a habit (read as now, 20)
    ("A baker bakes pies. He had 20 pies this morning. How many pies does he have now?", 20, None),
    # a person has a body of his own: the legs (ears) asked of a keeper of animals may count his
    # own beside theirs (24 fingers, 8 ears)
    ("The shepherd keeps 6 sheep. Every sheep has 4 legs. How many legs does the shepherd have?", 24, None),
    ("Mia owns 4 cats. Each cat has 2 ears. How many ears does Mia have?", 8, None),
    # a holding or measure told on a named day or month in the past tense, asked of now (9, 40)
    ("Lin weighed 40 kilograms in March. How much does Lin weigh?", 40, None),
    ("Tao had 9 marbles on Friday. How many marbles does Tao have?", 9, None),
    # a total told of one time and a part of it of another: the part then may differ (30, 15)
    ("The total weight of Rex and Fido was 50 pounds. Rex weighs 20 pounds. How much does "
     "Fido weigh?", 30, None),
    ("Omar and Pia had 40 cards in all. Omar has 25 cards. How many cards does Pia have?", 15, None),
    # a count per thing told in the past beside the things counted told in the present (56)
    ("Rae had 8 photos in each album. She has 7 albums. How many photos does she have?", 56, None),
    # things kept told before a giving: all she had then, or what she kept back from it? (6; 10 as
    # likely)
    ("Nia made some tarts. She kept 6 tarts for herself. She sold 4 tarts. How many tarts did Nia "
     "make?", 6, None),
    # going to one place and then another: the way to the second may be counted from the start
    # (150 is one leg; 230 from the start)
    ("Ola rode 80 meters to the gate and 150 meters to the barn. How far did Ola ride to the barn?",
     150, None),
    ("Ola jogged 300 steps to the pond. Then she jogged 500 steps to the shed. How many steps did she "
     "jog to the shed?", 500, None),
    # a doing told in one stretch named by an ordinal: the other stretches are not told (11)
    ("Eli scored 11 goals in the first period. How many goals did Eli score?", 11, None),
    ("In the second round, Eli sank 9 putts. How many putts did Eli sink in the match?", 9, None),
    # a doing "with" a person may count what the two did together (7, 12)
    ("Zoe caught 7 crabs with Max. How many crabs did Zoe catch?", 7, None),
    ("Zoe sold 12 mugs with her uncle. How many mugs did Zoe sell?", 12, None),
    # a doing dated further back than yesterday beside a goal told with no time of its own: the
    # goal may have been set after it (21)
    ("Ivy has to file 30 forms. She filed 9 forms last month. How many more forms does she have to "
     "file?", 21, None),
    # a day or a month opening the sentence dates a past holding as much as one told after it:
    # what was held on that day is not what is held now
    ("On Friday, Oda had 14 shells. How many shells does Oda have now?", 14, None),
    ("In March, Ugo weighed 9 pounds. How much does Ugo weigh?", 9, None),
    # the things gone untold from a seller at his own price may be sold too: not only the sale
    # told after them (6 counts the 2 alone)
    ("Pia was selling jars for $3 each. She started with 10 jars and had 6 jars left. Then she sold 2 "
     "more jars. How much money did she make?", 6, None),
    # two verbs of one doing (lexicon cycling_verbs, skating_verbs): the going told by the other
    # verb with no distance, or with its own, is more of the doing asked (was 6, and 5)
    ("Theo skateboarded 6 miles to the lake and walked 2 miles to a shop. Then he skated back home. "
     "How many miles did Theo skateboard?", 6, None),
    ("Mina biked 5 miles. Later she cycled 7 miles. How many miles did Mina bike?", 5, None),
    # an animal whose plural is spelled as its singular, listed before more animals, is no
    # describing word of them: "5 fish and 2 eels" are not 7 eels
    ("Rin netted 5 fish and 2 eels. How many eels did Rin net?", 7, 2),
    ("Rin keeps 6 sheep and 4 goats. How many goats does Rin keep?", 10, 4),
    # a pace that holds on a condition told after it holds only at such times: the days asked
    # may not all be such days (was 24, and 6 for a pill every 8 hours)
    ("Rosa knits 12 rows a day when she is on holiday. How many rows does she knit in 2 days?", 24, None),
    ("Kai takes a pill every 8 hours if he has a cold. How many pills does he take in 2 days?", 6, None),
    # a getting of some told again in parts: parts got for another purpose may be a second
    # getting (15 read them as the first one's)
    ("Noa baked some pies for the fair. She baked 4 apple pies and 3 pear pies for her aunt. How "
     "many pies did Noa bake?", 7, None),
    # an occasion opening one sentence scopes that sentence only: things told after it may be
    # from elsewhere (36 counted the ones taken at home as the trip's)
    ("During the trip, Ida drew 14 sketches. She drew 9 sketches at home. How many sketches from the "
     "trip does she have?", 23, None),
    # a clause with no number that names the cost of what was bought may change what the buyer
    # paid: sharing the cost with another halves it (it was the whole cost, 40)
    ("Rhea buys 4 lamps for $10 each. She shares the cost with her aunt equally. How much did Rhea "
     "pay?", 40, 20),
    ("Rhea buys 4 lamps for $10 each. She splits the cost with her aunt. How much did Rhea pay?", 40, None),
    # money supposed held after a purchase may be what was held before it: it was read as held
    # after it (50)
    ("Cato bought 3 kites at $10 each. If he had $50, how much money does he have left?", 50, 20),
    ("Cato gave his sister $5. If he had $50, how much money does he have left?", 50, 45),
    # a pronoun after two people each told doing or holding on their own: that the reading
    # binding it to the one not asked leaves the answer open says nothing of who it is (66, 27)
    ("Dan had some nuts. Ed had some nuts. He gave 12 nuts to Will. Now Dan only has 54 nuts. How "
     "many nuts did Dan have to begin with?", 66, None),
    ("Tom had some cards. Sam had some cards too. He sold 7 cards. Now Tom has 20 cards. How many "
     "cards did Tom have at first?", 27, None),
    # a category held by one only compared by a kind of it: the toys need not all be dolls (48, 13)
    ("Hana has 5 times as many dolls as Ria. Ria has 8 toys. How many dolls do they have "
     "altogether?", 48, None),
    ("Hana has 5 more dolls than Ria. Ria has 8 toys. How many dolls does Hana have?", 13, None),
    # a measured amount of a doing told less than another by more than it is: below zero (10, 1)
    ("Joey found 17 cents in his coat. He found 24 cents less than that in his bag. How much money "
     "did Joey find altogether?", 10, None),
    ("Lu walked 3 miles. Then she walked 5 miles less than that. How far did Lu walk in all?", 1, None),
    ("Pia found 30 cents in a jar. She found 12 cents less than that in a box. How much money did "
     "Pia find altogether?", 42, 48),
    # a "when" clause in the past dates its sentence: a pace then is not one now (39, 40)
    ("When he was a boy, Theo could eat 13 cookies a day. How many cookies can he eat in 3 days?", 39,
     None),
    ("Nia could read 20 pages an hour when she was at school. How many pages can she read in 2 "
     "hours?", 40, None),
    # a second doing joined to an "After …ing" clause was dropped: the things bought back are
    # not told (83 counts only the selling)
    ("A shop had 96 shoes. After selling some of the shoes and buying more, it had 13 shoes left. How "
     "many shoes did the shop sell?", 83, None),
    ("Ada had 60 cards. After giving some of the cards away, she had 25 cards left. How many cards did "
     "Ada give away?", 25, 35),
    # things taken from where they grow are new ones, not among those held (9, 15)
    ("Ann bought 12 apples. She ate 3 apples from her garden. How many apples are left?", 9, None),
    ("Ivo bought 20 plums. He gave 5 plums from the tree to Bo. How many plums does Ivo have?", 15, None),
    # money spent on a doing told apart from the purchase: only the tokens gone went on it, not
    # all that were bought (16 counts every token)
    ("Jo bought 8 tokens. After riding the train she had 5 tokens left. If each token cost 2 "
     "dollars, how much money did Jo spend riding the train?", 16, None),
    ("Oren bought 7 passes. After riding the boat he had 4 passes left. Each pass cost 5 dollars. How "
     "much money did Oren spend riding the boat?", 35, None),
    # a pace every so many hours told with a time set aside in its clause holds then only: by
    # day, in winter (24 took every day whole, by the clock)
    ("Gus takes 2 tablets every 6 hours during the day. How many tablets does he take in 3 days?", 24, None),
    ("A toad eats 9 flies every 8 hours in the summer. How many flies does it eat in 2 days?", 54, None),
    # a doing of work or going told every so many hours is a pace of the hours it is done, not of
    # the clock: a day asked holds hours of sleep (1440, 240, 720 read days as 24 such hours)
    ("Lev drives 60 miles every 2 hours. How many miles does he drive in 2 days?", 1440, None),
    ("Lev reads 20 pages every 2 hours. How many pages does he read in a day?", 240, None),
    ("Lev writes 5 letters every 30 minutes. How many letters does he write in 3 days?", 720, None),
    ("Lev earns $10 every 2 hours. How much does he earn in 2 days?", 240, None),
    ("Lev sells a hat every 2 hours. How many hats does he sell in 2 days?", 24, None),
    # a pace opened by a condition or a stay told first holds then only: the days asked may not
    # all be sunny, or at camp, or school days (12 and 140 took every day)
    ("When it is sunny, Ida swims 3 laps a day. How many laps does she swim in 4 days?", 12, None),
    ("Whenever he is at camp, Ned bakes 2 loaves a day. How many loaves does he bake in 5 days?", 10, None),
    ("At school, Ida reads 20 pages a day. How many pages does she read in a week?", 140, None),
    # a coupon or a sale told beside a purchase cuts what was paid by an amount not told (10
    # was the full price)
    ("Jo bought 5 pens for $2 each. She used a coupon. How much did she spend?", 10, None),
    ("Jo bought 5 pens. They are $2 each, but she had a coupon. How much did she spend?", 10, None),
    ("Jo bought 5 pens for $2 each. There was a sale. How much did she spend?", 10, None),
    # of several bills supposed held, the buyer hands over only those needed (48 handed all three)
    ("Ana bought 4 cups at $3 each. If she had three $20 bills, how much change did she get?", 48, 8),
    # a name spelled like a modal opening a list of owners ("Will and Pia have ...") was read as
    # the modal and dropped, leaving the whole total to the other owner (it answered 15)
    ("Will and Pia have 15 shells in all. Will has 6 shells. How many shells does Pia have?", 15, 9),
    # a "she" that hands things back after she handed them to another "she": the one handed them
    # may hand them back; it was kept as the story's subject (it answered 9)
    ("Ida had 20 stamps. She lent Rosa 8 of them. She returned 3 of them. How many stamps does Ida "
     "have now?", 9, None),
    ("Ida had 20 stamps. She gave Rosa 8 of them. She gave 3 of them back. How many stamps does Ida "
     "have now?", 9, None),
    # bought things handed back may bring their money back: the purchase was counted whole (60)
    ("Omar bought 6 mugs for $10 each. He returned 2 of them. How much money did Omar spend?", 60, None),
    # things taken from a thing the holder owns may be the holder's: the desk was read as another
    # holder (it answered 25)
    ("Lena had 25 beads. Otto stole 7 beads from Lena's box. How many beads does Lena have now?", 25, None),
    ("Lena had 25 beads. Otto took 7 beads from her box. How many beads does Lena have now?", 25, None),
    # a doing not done to some "of them" after a gain told last: the 4 given, or all 18? (read as
    # all 18 not sold 5, it answered 13)
    ("Nia had 14 shells. Al gave her 4 shells, but she did not sell 5 of them. How many shells did "
     "she sell?", 13, None),
    # a pay for each thing another does ("she" is not Raul): his own walking is not what it
    # counts (it answered 24)
    ("Raul earns $4 for each dog she walks. He walked 6 dogs. How much money did he earn?", 24, None),
    # "all but 5 of them" after a part told: all but 5 of the pink ones, or of all 14? (it answered 9)
    ("Nia had 14 shells and 6 of them were pink. She sold all but 5 of them. How many shells did "
     "she sell?", 9, None),
    # money sold "in" things is the money taken in for them: it was read as money given up (380)
    ("Rita had $500. She sold $120 in raffle tickets. How much money does Rita have now?", 380, None),
    ("Rita had 500 dollars. She sold 120 dollars in cookies. How many dollars does Rita have?", 380, None),
    # a stretch told as a thing (her ride, the distance, the trail) may be the doing asked: it was
    # set aside as another holder's, leaving the first day's alone (it answered 6)
    ("Pia biked 6 miles on Friday. On Saturday, her ride was 9 miles. How many miles did Pia bike?",
     6, None),
    ("Pia biked 6 miles on Friday. On Saturday, the distance was 9 miles. How many miles did Pia "
     "bike?", 6, None),
    ("Pia biked 6 miles on Friday. On Saturday, the trail was 9 miles long. How many miles did Pia "
     "bike?", 6, None),
    # a sum "off" on a coupon is no money held: it was read as "has $6" and the coupon dropped, the
    # full price answered (30)
    ("Pia buys a kettle for $30. She has a $6 off coupon. How much did Pia spend?", 30, None),
    ("Pia has a $6 off voucher. She buys a kettle for $30. How much did Pia spend?", 30, None),
    # a receiver told before the amounts and another after them: both amounts were read as the
    # first one's (it answered 45 and 48)
    ("Uri had 60 cards. He gave Lee 30 cards and 15 cards to Max. How many cards did Uri give Lee?",
     45, None),
    ("Lee had 3 cards. Uri gave Lee 30 cards and 15 cards to Max. How many cards does Lee have now?",
     48, None),
    # coins handed over beside a bill are handed over too: the change left them out (it answered 5)
    ("Uri bought a mug for $15. He gave the clerk a $20 bill and 2 dimes. How much change did he get?",
     5, None),
    # an even split's shortfall read with one more part beside the counted ones (it answered 4 for 6
    # parts; 7 parts need 1), with more of the things got in an untold number, with a past buying
    # asked, and with the things held by one and the parts another's
    ("Gil has 20 cards. He wants each of his 6 pals and his sister to get the same number of cards. "
     "How many more cards does he need?", 4, 1),
    ("Gil had 20 cards. He bought cards at a shop. He wants each of his 6 pals to get the same number "
     "of cards. How many more cards does he need?", 4, None),
    ("Gil has 20 cards. He wants each of his 6 pals to get the same number of cards. How many more "
     "cards did he buy?", 4, None),
    ("Gil has 20 cards and Rosa has 6 pals. Rosa wants each pal to get the same number of cards. How "
     "many more cards does Rosa need?", 4, None),
    # a share of a sum to a row given by another giver (the row's sum less another's shares)
    ("Rosa donated $90 to three clinics. Gil gave $30 to the first clinic and $25 to the second. How "
     "much did Rosa give to the third?", 35, None),
    # a length cut by a second person, asked of "her" thing: the cutter's or the owner's? (it
    # answered 11 as the owner's)
    ("Ida's hair was 15 inches long. Her sister cut off 4 inches. How long is her hair now?", 11, None),
    # a cutting to come, wished or possible, asked as done (it answered 7)
    ("Amy's hair is 11 inches long. She will cut off 4 inches. How long is her hair now?", 7, None),
    ("Amy's hair was 11 inches long. She wants to cut off 4 inches. How long is her hair now?", 7, None),
    ("Amy's pencil was 11 cm long. She could cut off 4 cm. How long is her pencil now?", 7, None),
    # s24-rev: things got free after a purchase for a total may be some of those paid for (a
    # plate is then $7.50): the free ones were passed over (it answered 5)
    ("Rhea bought 3 bowls and 8 spoons for a total of $40. A bowl costs $8. She got 4 spoons free. How "
     "much does a spoon cost?", 2, None),
    ("Rhea bought 3 bowls and 8 spoons for a total of $40. A bowl costs $8. 4 spoons were free. How "
     "much does a spoon cost?", 2, None),
    # containers said to be empty in a sentence of their own: what each holds is room, or they
    # were emptied (it answered 30 and 16)
    ("Nico owns 5 baskets. The baskets are empty. Each basket holds 6 eggs. How many eggs does Nico "
     "own?", 30, None),
    ("Nico owns 2 blue baskets and 3 white baskets. The white baskets are empty. Each basket holds 8 "
     "eggs. How many eggs does Nico own?", 40, None),
    # a getting told again in parts by words that may describe one thing twice ("green" and
    # "large": a large one may be green), or by parts told at a time of their own: the parts
    # may overlap, or be some of the getting only (it answered 9)
    ("Tariq gathered some plums. He gathered 4 purple and 5 large. How many plums did he gather?",
     9, None),
    ("Tariq gathered some plums. He gathered 4 purple and 5 soft. How many plums did he gather?",
     9, None),
    ("Tariq gathered some plums. At noon he gathered 4 purple and 5 yellow. How many plums did he "
     "gather?", 9, None),
    # one holder's money told twice in one clause, at two places: both are his, yet the second
    # was read as a later holding after an untold change (it answered 4 and 15)
    ("Omar had some money. He spent $9 on a kite. He has $6 left in his wallet and $4 in his piggy "
     "bank. How much money does he have?", 4, None),
    ("Omar had some money. He spent $9 on a kite. He has $6 left in his wallet and $4 in his piggy "
     "bank. How much money did he have at first?", 15, None),
    # left "after" buying a thing told nowhere before: its cost is untold (it answered 15)
    ("Omar had some money. He spent $9 on a kite. He had $6 left after buying a yoyo. How much money "
     "did he have at first?", 15, None),
    # another finding or picking up "some of them" after the holder lost some: the lost ones,
    # perhaps, were read as taken from what he still held (it answered 12 and 18)
    ("Rufus had 20 pencils. He lost 6. His cousin found 2 of them. How many pencils does Rufus have?",
     12, None),
    ("Rufus had 20 pencils. He dropped 6 on the bus. Nia picked up 2 of them. How many pencils does "
     "Rufus have?", 12, None),
    ("Rufus had 20 pencils. Nia found 2 of them. How many pencils does Rufus have?", 18, None),
    # things a group gave away at a time before its members' gettings came out of what they held
    # before, untold; the group's members were read as starting from none (it answered 5)
    ("Lola bought 6 new balloons and her cousin bought 4. If they gave away 5 last week, how many "
     "do they have now?", 5, None),
    # a measure told of no stuff, in the dimension of the stuff asked, may be of it: the cups
    # drunk were set aside as of another kind (it answered the whole 3 liters)
    ("A pitcher has 3 liters of lemonade. Cal drank 4 cups. How much lemonade is left?", 3, None),
    ("A pitcher has 3 liters of lemonade. Cal poured out 600 ml. How much lemonade is left?", 3, None),
    ("A tin has 4 kg of flour. Rosa used 5 cups. How much flour is left?", 4, None),
    # a bill handed over for nothing told: what it paid for and the change are untold; the
    # holding was read as untouched (it answered 25)
    ("Hugo had $25. He paid with a $10 bill. How much money does Hugo have now?", 25, None),
    # after two people pool their things, what one of them holds is no longer told; the pooling
    # was passed over as counting nothing and her own holding answered (it answered 15)
    ("Ava and her sister combined their candy. Ava had 20 pieces and her sister had 15. Ava ate 4. "
     "How many pieces does her sister have?", 15, None),
    ("Lena and Omar pooled their coins. Lena had 12 coins and Omar had 9. How many coins does Omar "
     "have?", 9, None),
    # a doing not done to some on a day told after it ("… 5 of them today"): done to the rest
    # today, or some of them earlier? (the time past the clause's end went unseen; it answered 9)
    ("Pia had 14 muffins, but she did not eat 5 of them today. How many muffins did she eat today?",
     9, None),
    # a trip told a number of times, then what was got: on each trip, or in all? (the count of
    # trips was set aside as of another kind; it answered 4)
    ("Abe went to the bakery 3 times. He bought 4 rolls. How many rolls did he buy?", 4, None),
    ("Abe went to the bakery 3 times and bought 4 rolls. How many rolls did he buy?", 4, None),
    # a sum paid "for" some things, then "each" after a later sum: $10 for all 3 lamps, or $10
    # each? (it answered 20)
    ("Ivy bought 3 lamps for $10 and 2 rugs for $5 each. How much did she spend?", 20, None),
    ("Ivy bought 3 lamps for $10 and 2 rugs at $5 each. How much did she spend?", 20, None),
    # an answer in money that is no whole number of cents: no till charges it, no hand gets it
    # (each gets $3.33 and a cent is left; it answered 10/3)
    ("Ada split $10 equally among 3 cousins. How much did each cousin get?", Fraction(10, 3), None),
    ("Ada paid $50 for 3 mugs and got $15 back. How much did each mug cost?", Fraction(35, 3), None),
    # a bill split evenly tells that bill's whole, not the whole of something else
    ("Kim and her three friends split the pizza bill evenly. If each person paid $8, what was the total "
     "price for the drinks?", 32, None),
    ("Kim and her friend won some money. They split the money evenly, each getting $10. How much money "
     "did they spend?", 20, None),
    # a doing not done to some, then told with a time, a manner or another doing: the rest may be
    # undone then too, or taken otherwise (it answered 9 for each)
    ("Rey had 12 kites, but he did not sell 4 of them in the morning. How many kites did Rey sell?",
     8, None),
    ("Rey had 12 kites, but he did not sell 4 of them today. How many kites did Rey sell?", 8, None),
    ("Rey had 12 kites, but he did not sell 4 of them quickly. How many kites did Rey sell?", 8, None),
    ("Rey had 12 kites, but he didn't sell 4 of them and gave 3 of them to Kim. How many kites did Rey "
     "sell?", 8, None),
    # another taking away by the same doer beside it: were the 3 given among the 8 not kept back?
    # (it answered 8 and 11)
    ("Rey had 12 kites, but he did not sell 4 of them. He gave 3 kites to Kim. How many kites did Rey "
     "sell?", 8, None),
    ("Rey had 12 kites, but he did not sell 4 of them. He sold 3 of them the next week. How many kites "
     "did Rey sell?", 11, None),
    # a time per thing beside something else of the doer: with 3 ovens he may bake 3 at once (it
    # answered 6)
    ("It takes Kofi 20 minutes to bake a pie. He has 3 ovens. How many pies can he bake in 2 hours?",
     6, None),
    # a holding to come asked of now or of before: "will have" says nothing of them (it answered 30)
    ("Ivo will have 30 plums. How many plums does he have now?", 30, None),
    ("Ivo will have 30 plums for the picnic. How many plums did Ivo have?", 30, None),
    # "put in 12 more" beside another thing told that things may be in: into the tin, or the jar?
    # (it answered 52)
    ("Omar put 40 beads in a tin. There are 10 beads in a jar. He put in 12 more beads. How many "
     "beads are in the tin now?", 52, None),
    ("Omar put 40 beads in a tin. He also has a jar. He put in 12 more beads. How many beads are in "
     "the tin now?", 52, None),
    # money handed over "for" something named: the change may be of another purchase, or of
    # things whose price is not told (it answered 4 and 24)
    ("Ivo bought a kite for $26. He gave the clerk $30 for a bag. How much change did he get?", 4, None),
    ("Ivo bought a kite for $26. He gave the clerk a $50 bill for the kite and a pen. How much change "
     "did he get?", 24, None),
    ("Ivo bought a kite for $26. He gave the clerk two $10 bills and $7 for a bag. How much change "
     "did he get?", 1, None),
    # a pay for each thing "she" does, of a name of no known gender told "he" after: she is someone
    # else (it answered 27)
    ("Kai earns 3 points for each card she sells. He had 14 cards, but did not sell 5 of them. How "
     "many points did he earn?", 27, None),
    # a word between "not" and the doing, or before the few, changes what was done: "did not even
    # sell 4" sold fewer than 4, "did not sell only 4" more (it answered 8)
    ("Rey had 12 kites, but he did not even sell 4 of them. How many kites did Rey sell?", 8, None),
    ("Rey had 12 kites, but he didn't sell even 4 of them. How many kites did Rey sell?", 8, None),
    ("Rey had 12 kites, but he did not sell only 4 of them. How many kites did Rey sell?", 8, None),
    # a doing of unknown effect by a pace's doer after the pace may change the pace from then
    # on; the clause was passed over and the pace kept (it answered 2, and 60)
    ("A bus goes 150 km in 3 hours. Then it slows down. How many hours will it take to go 50 km?", 1, None),
    ("Ivo paints 4 fences a day. Then he slows down. How many fences does he paint in 5 days?", 20, None),
    # review of the newest shapes: a cutting hedged ("nearly cut off") or undone after it ("but then
    # glued it back") answered the length as cut (it answered 13)
    ("Tom's plank was 20 inches long. He nearly sawed off 7 inches. How long is his plank now?", 13, None),
    ("Tom's plank was 20 inches long. He sawed off 7 inches, but later he nailed it back on. How long "
     "is his plank now?", 13, None),
    # an even split whose parts are others' ("each pal's brother", "each of his pals' sisters"), the
    # split among uncounted boxes too, the pals giving rather than getting, a second person wishing,
    # or "they" asked who were never told: all answered 4 as if of 6 parts Gil fills
    ("Gil has 26 cards. He wants each of his 6 pals' sisters to get the same number of cards. How "
     "many more cards does he need?", 4, None),
    ("Gil has 26 cards and 6 pals. He wants each pal's brother to get the same number of cards. How "
     "many more cards does he need?", 4, None),
    ("Gil has 26 cards. He wants each of his 6 pals to get the same number of cards in each bag. How "
     "many more cards does he need?", 4, None),
    ("Gil has 26 cards. He wants each of his 6 pals to send him the same number of cards. How many "
     "more cards does he need?", 4, None),
    ("The coach has 26 cards. The captain wants each of the 6 players to get the same number of "
     "cards. How many more cards does he need?", 4, None),
    ("Gil has 26 cards. He wants each of his 6 pals to get the same number of cards. How many more "
     "cards do they need?", 4, None),
    # a length changed by another doing beside the cutting ("It stretched", "The dog chewed it",
    # "then he knotted it"): the length left or cut is not the difference (it answered 13 / 7)
    ("Tom's plank was 20 inches long. It warped and bent. He sawed off 7 inches. How long is his "
     "plank now?", 13, None),
    ("Tom's cord was 20 inches long. The puppy chewed it. Now his cord is 13 inches long. How much "
     "did he cut off?", 7, None),
    ("Tom's cord was 20 inches long. He cut some off and then knotted it. Now his cord is 13 inches "
     "long. How much did he cut off?", 7, None),
    # "in 5 more years" after another time told: 5 past that time or 5 from now? (it answered as
    # from now)
    ("In 2 years Lou will be 9. How old will Lou be in 5 more years?", 12, None),
    ("Lou was 9 three years ago. In 5 more years, Max will be 30. How old is Max now?", 25, None),
    # a total of people's things told of a place or a doing beside it ("in their class", "to
    # share"): not only the people's (it answered 13)
    ("Noor has 4 more shells than Ivo. There are 30 shells altogether in their class. How many "
     "shells does Ivo have?", 13, None),
    ("Noor has 4 more shells than Ivo. There are 30 shells to share altogether. How many shells "
     "does Ivo have?", 13, None),
    # a doing of unknown effect beside an untold change: the shrinking may be some or all of
    # it, so the change is no cutting told (it answered 4)
    ("Ida's rope was 15 feet long. It shrank in the wash. Now her rope is 11 feet long. How much did "
     "she cut off?", 4, None),
    ("Ugo had 30 feet of hose. It cracked in the frost. Now he has 22 feet of hose. How many feet did "
     "he cut off?", 8, None),
    # pay for each one of a kind of one stuff counts none of another stuff (was 45 when the stuff
    # of the pay was set aside)
    ("Rina got 5 points for each jar of jam she sold. She had 11 jars of honey, but did not sell 2 of "
     "them. How many points did she get?", 45, None),
    # a size or holding of the paced things told beside the pace may end the doing before the
    # period asked is over: the book is read through on the fourth day (it answered 105)
    ("Ivo reads 15 pages a day. His book has 60 pages. How many pages will he read in 7 "
     "days?", 105, None),
    ("Ivo walks 3 miles a day. He has 10 miles to walk. How many miles will he walk in 5 days?", 15, None),
    # an answer asked in two units of one dimension ("hours and minutes") is no fraction of one
    # of them; "hours and minutes" was also read as a unit counted twice (it answered 9/4 hours,
    # 270 and 9/2)
    ("Ivo ran for 80 minutes and then for 55 minutes. How long, in hours and minutes, did he run?",
     Fraction(9, 4), None),
    ("Ivo ran for 80 minutes and then for 55 minutes. How many hours and minutes did he run?", 270, None),
    ("Ivo ran 1.25 hours and then 1 hour. How many hours and minutes did he run?", Fraction(9, 2), None),
    # a holding of one of a group told after the group's getting: are the things got among it?
    # (it answered 19, adding the group's 3 to the members' holdings told after)
    ("Ivo and his aunt picked 3 melons. Ivo had 10 melons and his aunt had 6. How many melons do "
     "they have now?", 19, None),
    ("Ivo and his aunt picked 3 melons. Now Ivo has 10 melons and his aunt has 6. How many melons "
     "do they have?", 19, None),
    # a pooling with someone left out of the group asked: the other's things are among the
    # pooler's now, in a number untold (it answered 32)
    ("Ivo had 20 stamps and Bo had 12 stamps. Ivo and Cy pooled their stamps. How many stamps do Ivo "
     "and Bo have?", 32, None),
    # "gets" with an adjective after a pace was read as a getting of no amount told, which the
    # pace question passed over (it answered 20, and 1)
    ("Ivo paints 4 fences a day. He gets sick. How many fences does he paint in 5 days?", 20, None),
    ("A bus goes 150 km in 3 hours. Then it gets tired. How many hours will it take to go 50 km?", 1, None),
    # a start told after a change and placed in time (a day, "then") is that time's start, not
    # the story's (it answered 9, and 14 for "the day" told after the sale)
    ("Yesterday Ivo sold 3 cups. Today he started with 14 cups. He sold 2 cups. How many cups does he "
     "have now?", 9, None),
    ("Ivo sold 3 cups. Then he started with 14 cups. He sold 2 cups. How many cups does he have now?", 9,
     None),
    ("Ivo sold 3 cups. He started the day with 14 cups. How many cups does he have now?", 14, None),
    # a holding told at one place of a row ("on the first floor"), another place of that row
    # holding some too: the other floor's rooms are the building's as well (it answered 6 and 30;
    # a place told opening its clause was dropped)
    ("On the ground floor the inn had 6 rooms and the upper floor had 4 rooms. How many rooms does "
     "the inn have?", 6, 10),
    ("The school has 30 desks in the first classroom. The second classroom has 20 desks. How many "
     "desks does the school have?", 30, 50),
    ("The barn keeps 9 cows in the first shed. How many cows does the barn keep?", 9, None),
    # a sum off more than the one thing's price left a price below nothing (the price-with-a-share
    # reader answered -10 before it checked the sum against the price)
    ("Ravi buys a fan that costs $30. He gets a $40 discount. How much does he pay?", -10, None),
    # a thing bought is no time hired: a rate per hour beside a buying verb (it answered 120)
    ("Ravi buys a fan for 3 hours at $40 an hour. How much does he pay?", 120, None),
    # "How many cars are not race cars?" read its part as "How many of the cars are race cars?",
    # and that reading of the part alone answered (it answered 12, the race cars)
    ("There are 40 cars in the garage. 30% of them are race cars. How many cars are not race cars?", 12, 28),
    # an even split's evenness is the parts' getting or the holder's handing out: parts that
    # bring, make or give the same number, or a taking from each, split nothing of the holder's
    # (it answered 4 each time)
    ("Lia has 22 cards. She wants each of her 6 cousins to bring the same number of cards. How many "
     "more cards does she need?", 2, None),
    ("Lia has 22 cards. She wants each of her 6 cousins to make the same number of cards. How many "
     "more cards does she need?", 2, None),
    ("Lia has 22 cards. She wants each of her 6 cousins to give away the same number of cards. How "
     "many more cards does she need?", 2, None),
    ("Lia has 22 cards. She wants to take the same number of cards from each of her 6 cousins. How "
     "many more cards does she need?", 2, None),
    # a length told at a time before the cutting ("last year") may have grown since; a doing
    # of unknown effect on a thing of hers ("coiled some of it") may be the change (it answered
    # 11 and 4)
    ("Mia's braid was 20 inches long last year. She cut off 6 inches. How long is her braid now?",
     14, None),
    ("Mia's cable was 20 feet long. She coiled some of it. Now it is 14 feet long. How much did she "
     "cut off?", 6, None),
    # a question's occasion picked out by words the story never tells with it ("the second
    # party", "the small party" after "a big party") is of an occasion untold (it answered 5)
    ("Jon had 15 plums. After a party he had 10. How many did he eat at the second party?", 5, None),
    ("Jon had 15 plums. After a big party he had 10. How many did he eat at the small party?", 5, None),
    # a pay asked in the time to come beside a task told to do: for what is done, or for all
    # the task? (it answered 40, the pay of what was done)
    ("Kit earned 5 dollars for each dog he walked. He has to walk 12 dogs. He walked 8 of them. "
     "How much money will he earn?", 40, None),
    # a price of a grade of a kind ("each striped mug") prices none of the mugs told bare (it
    # answered 14)
    ("Rae had 10 mugs, but she did not sell 3 of them. Each striped mug sold for $2. How much money "
     "did she make?", 14, None),
    # a holding of no amount told after the holder's amount, nothing changed between: more of
    # them ("also … at home"), or the same said again? (it answered 30, and 18)
    ("Ugo has 30 stamps. He also has some stamps in a drawer. How many stamps does he have?", 30, None),
    ("Ugo needs 48 stamps. He has 30 stamps. He also has stamps at his office. How many more stamps "
     "does he need?", 18, None),
    # the count told of each part is no whole to split; a split "with" someone has one more
    # part (it answered 10, and 3)
    ("A clinic orders 60 masks for each of its 8 rooms. If each room should get an equal number of "
     "masks, how many more masks are needed at least?", 4, None),
    ("At the fair, 5 cousins won 22 tokens. If they wanted to split all the tokens with Ida so each "
     "cousin got the same amount, how many more tokens would they need to win?", 3, None),
    # "hers" standing for someone's things was read as a kind of its own, "hers" (it answered 12)
    ("Zoe has 12 mugs. Cal breaks 4 of hers. How many mugs does Zoe have?", 12, None),
    # a loss of someone else's things ("his" of a woman's doing) was taken from the doer's own
    # holding (it answered 9, and 6)
    ("Zoe has 12 mugs. Cal has 6 mugs. Zoe broke 3 of his. How many mugs does Zoe have?", 9, None),
    ("Zoe has 12 mugs. Cal has 6 mugs. Zoe broke 3 of his mugs. How many mugs does Cal have?", 6, None),
    # a pace times the stretch told: a stop told of the doer after it ("but she stopped for an
    # hour") may cut the stretch, and a size of the paced things below the product ends the doing
    # early (it answered 48 each time)
    ("Eva knits 12 rows an hour. She knitted for 4 hours, but she stopped for an hour. How many rows "
     "did she knit?", 48, None),
    ("Eva knits 12 rows an hour. She knitted for 4 hours. Her scarf has 40 rows. How many rows did "
     "she knit?", 48, None),
    # like groups: the count each group holds is of other things, or of other groups, than the
    # whole and the groups asked (the groups reader answered 10 by the head nouns alone)
    ("Kai has 60 green marbles. Each jar can hold 6 glass marbles. How many jars does he need?", 10, None),
    ("Kai has 60 marbles. Each small jar can hold 6 marbles. How many large jars does he need?", 10, None),
    # the whole told after the things were put in the groups may be what is left (answered 10)
    ("Kai put 6 marbles in each jar. He has 60 marbles. How many jars did he use?", 10, None),
    # every jar holding 6 says nothing of all the marbles being in jars (answered 10)
    ("Kai has 60 marbles. If every jar had 6 marbles, how many jars did he have?", 10, None),
    # the marbles are both theirs, the jars asked of one (answered 10)
    ("Kai and Eve found 60 marbles. If they put 6 marbles in each jar, how many jars did Eve have?",
     10, None),
    # a start told after a change and placed in time by a part of the day, a clock time, a day
    # told after it or "again": that time's start, not the story's (they answered 11, 17)
    ("Pia lost 2 pens. In the evening, she started with 9 pens. How many pens does she have?", 7, None),
    ("Pia lost 2 pens. She began with 9 pens this afternoon. How many pens does she have?", 7, None),
    ("Pia lost 2 pens. At noon she began with 9 pens. How many pens does she have?", 7, None),
    ("Pia found 2 pens. She started with 9 pens on Friday. How many pens does she have?", 11, None),
    ("Pia found 2 pens. She started with 9 pens again. How many pens does she have?", 11, None),
    # things put into a row of containers: the things of the containers' own noun are held
    # beside them, and a count after one told in dozens may be dozens too (it answered 20, 152)
    ("Ada has 2 crates. She puts 6 crates in the first crate and 3 in the second crate. How many "
     "crates does Ada have?", 9, 11),
    ("Ada has 2 trays. She puts 2 dozen rolls in the first tray and 5 in the second tray. How many "
     "rolls does Ada have?", 29, None),
    # a holding told at a place, another thing holding the kind too (not of the place's noun):
    # the other place may be the holder's as well (it answered 30)
    ("The college has 30 lamps in the hall. The gym has 12 lamps. How many lamps does the college "
     "have?", 30, None),
    ("The shop has 15 hats in the window. The cellar has 9 hats. How many hats does the shop have?", 15,
     None),
    # the things still needed told in dozens: "each one" may be each roll or each dozen (it
    # answered 24)
    ("Lu had 2 dozen rolls, but needed 4 dozen for her party. If each one costs $1, how much more "
     "money does she need?", 24, None),
    # a putting into each one of containers told of someone else is no holding of the putter's
    # (it answered 42, the putter's own 7 shelves read from the other's)
    ("Ivo has 7 shelves. Cy put 6 mugs on each shelf. How many mugs does Cy have?", 42, None),
    # things put into containers bought were not bought with them (it answered 42)
    ("Ivo bought 7 boxes. He put 6 mugs into each box. How many mugs did he buy?", 42, None),
    # a putting by a pronoun that may be either of two people named: the trays' holder, or the
    # other, on his trays? (it answered 30, bound to the trays' holder)
    ("Cy has 5 trays. Ivo has 3 bags. He places 6 buns on each tray. How many buns does Cy have?", 30,
     None),
    # a using asked beside a using told of the same things: the things put are used too (it
    # answered 5, the using told alone)
    ("Ivo has 7 boxes. He puts 6 mugs into each box. He used 5 mugs at lunch. How many mugs does he "
     "use?", 5, None),
    # a bare count after a count told in dozens: 5 eggs, or 5 dozen? (it answered 125 and 125)
    ("Mo bought 10 dozen eggs and 5 at the market. How many eggs does Mo have?", 125, None),
    ("Mo bought 10 dozen eggs. Later he bought 5 more. How many eggs does Mo have?", 125, None),
    # a holding told with a place adverb ("upstairs", "outdoors"): the holder's other places may
    # hold some too (it answered 4 and 12)
    ("The cottage has 4 windows upstairs. The cellar has 1 window. How many windows does the "
     "cottage have?", 4, None),
    ("The zoo keeps 12 birds outdoors. How many birds does the zoo keep?", 12, None),
    # an amount used "of the" stuff in a unit the held amount cannot be turned into was dropped:
    # the holding stood whole (it answered 4000 and 5000)
    ("Oli poured 4 L of soup into a pot. He ate 300 g of the soup. How many milliliters of soup are "
     "left?", 4000, None),
    ("Oli bought 5 kg of rice. His family cooked 2 cups of the rice. How many grams of rice are "
     "left?", 5000, None),
    # a giving to oneself moves nothing out (it answered 16, as if given away)
    ("Pia has 20 grapes. She gives herself 4 of them. How many grapes does Pia have?", 16, None),
    ("Pia has 20 grapes. She lets herself have 4 of them. How many grapes does Pia have?", 16, None),
    # "lets her have" a count with no "of them" may only allow some of her own: no giving is told
    # (it answered 24, the mother's cookies given)
    ("Pia has 20 grapes. Her father lets her have only 4 grapes. How many grapes does Pia have?", 24, None),
    # "of his" after a giver who cannot be "he" names the receiver's own things: nothing left
    # the giver (it answered 16, and 9 for the receiver)
    ("Pia has 20 grapes. Tom has 5 grapes. Pia gives Tom 4 of his grapes. How many grapes does Pia "
     "have?", 16, None),
    ("Pia has 20 grapes. Tom has 5 grapes. She lets Tom take 4 of his grapes. How many grapes does Tom "
     "have?", 9, None),
    # a time opening the first sentence is no scene of the ratio: the ratio may be of the whole
    # day (it answered 8 while the place opening was read without telling times from places)
    ("In the morning, there were 12 lamps sold. The ratio of lamps sold to rugs sold was 3:2. "
     "How many rugs were sold?", 8, None),
    # a price told in the present beside a change told in the past: the price may already be
    # the changed one (answered 45 and 990)
    ("The cost of a kettle is $60. Last week the cost was down by 25%. What is the new cost?", 45, None),
    ("The price of a kettle is $60. Last week the price was down by 25%. What is the new price?", 45, None),
    ("Ana earns a salary of $900. Last year she got a 10% raise. What is her new salary?", 990, None),
    # another's doing after a pace may change it: help, company (answered 9)
    ("Uma can knit a hat in 3 hours. Ivo knits with her. How long will it take for Uma to knit 3 hats?",
     9, None),
    ("Uma can knit a hat in 3 hours. Ivo joins her. How long will it take for Uma to knit 3 hats?", 9, None),
    ("Uma can knit a hat in 3 hours. Ivo helps her. How long will it take for Uma to knit 3 hats?", 9, None),
    # a tip to someone other than the one hired: a share of what? (answered 82.50 and 33)
    ("Ida hires a juggler for 3 hours at $25 an hour. Then she tips the magician 10%. How much does she pay?",
     Fraction(165, 2), None),
    ("Ida rents a canoe for 2 hours. It costs $15 an hour. She tips the guide 10%. How much does she pay?",
     33, None),
    # a group told holding some before a "they" the named pair may be (it answered 14): the
    # cousins' cards, or Ivo's and Bea's?
    ("Ivo has 12 more cards than Bea. Bea's cousins have some cards. They have 40 cards in all. "
     "How many cards does Bea have?", 14, None),
    ("Ivo has 12 more cards than Bea. The twins have some cards. The number of cards they have is "
     "40. How many cards does Bea have?", 14, None),
    # a holding told in a room named by its letter: one room of several (it answered 24)
    ("The museum has 24 chairs in hall C. The cafe has 9 chairs. How many chairs does the museum "
     "have?", 24, None),
    ("The museum has 24 chairs in hall C. How many chairs does the museum have?", 24, None),
    # a room named "A" at a sentence's end: the letter was drained as an article with no noun,
    # so the holding was read as the museum's all (it answered 24)
    ("The museum has 24 chairs in hall A. Hall B has 9 chairs. How many chairs does the museum "
     "have?", 24, None),
    # the pies are both theirs; "she" is one of them (answered 12)
    ("Dora and Pia baked 84 pies. If every crate can hold 7 pies, how many crates does she need?", 12, None),
    # the 14 were put away before; what is needed now is for the rest (answered 2)
    ("Zed has 63 cards. He already put 14 cards in sleeves. Every sleeve holds 7 cards. "
     "How many sleeves does he need?", 2, None),
    # the sleeves asked in dozens, not one by one (answered 9 dozen)
    ("Zed has 63 cards. Every sleeve can hold 7 cards. How many dozen sleeves does he need?", 9, None),
    # "she" is the girl or her aunt; the bulbs are both theirs (answered 8)
    ("Mina and her aunt planted 40 bulbs. If they put 5 bulbs in each tub, how many tubs did she have?",
     8, None),
    # up to 5 in a tub: more tubs may hold fewer (answered 8)
    ("Mina planted 40 bulbs. If she put up to 5 bulbs in each tub, how many tubs did she have?", 8, None),
    # a putting into each container named by a word the counted ones were not told with: only
    # some of them, or others (it answered 36)
    ("Pia has 9 crates. She puts 4 melons in each wooden crate. How many melons does she use?",
     36, None),
    ("Pia has 9 crates. She puts 4 melons in each wooden crate. How many melons does she put?",
     36, None),
    ("Pia has 9 large crates. She puts 4 melons in each small crate. How many melons does she "
     "use?", 36, None),
    # things held as a count in each container, and the rest or others told besides them, by an
    # amount untold (it answered 20, passing the clause over)
    ("Kai has 5 drawers. He puts 4 socks in each drawer. The rest of the socks are in a basket. "
     "How many socks does Kai have?", 20, None),
    ("Kai has 5 drawers. He puts 4 socks in each drawer. The other socks are under the bed. How "
     "many socks does Kai have?", 20, None),
    # a wage told for a stretch of time: more time beyond it, or a sum beyond the one wanted, is
    # not the time the whole sum takes (8 hours)
    ("Ana earns $30 for 5 hours of work. How many more hours does she have to work to earn $48?",
     8, None),
    ("Ana earns $30 for 5 hours of work. How many hours does she have to work to earn $48 more?",
     8, None),
    # a wage for one day's stretch is not a rate for any time
    ("Ana earns $30 for 5 hours of work a day. How many hours does she have to work to earn $48?",
     8, None),
    # "extra" or "more" after a need and no holding: beyond the need (12 + 5), or 5 besides
    # some held? A need is nothing held (was answered 5)
    ("Rosa needed 12 cups for the party, but she bought 5 extra. How many cups did she buy?", 5, None),
    ("Rosa needs 12 cups. She bought 5 more cups. How many cups did she buy?", 5, None),
    # a package priced whole told by the count in it is not a price of one thing: the things may
    # be sold only by the package (3 boxes, 36 pens; "5 pens" may not be for sale at all)
    ("A box of 12 pens costs $3. Ana has $10. How many pens can she buy?", 40, None),
    ("A box of 12 pens costs $3. How much would 5 pens cost?", Fraction(5, 4), None),
    # a sum paid beside a share of a price: the price before the share, or after it?
    ("Omar bought a lamp for $30. The lamp was marked 25% off. What was the original price?", 40, None),
    # a tax said of another person's pay
    ("Omar earns $900 a week. Lena pays 15% of her salary in taxes. How much does Omar take home?",
     765, None),
    # a price it used to have is not the price now (once answered 8 when "cost" after "used to"
    # was read as the price per game)
    ("Ivo has 40 tokens. It used to cost 5 tokens for each game. How many games can he buy?", 8, None),
    # a sale told for "them (all)" without "each", after a purchase at a price each, may be what
    # all of them fetch: no price of one (it answered 960 as $50 a cup)
    ("Ivo buys mugs for $3 each and sells them all for $40. How much profit does he make by "
     "selling 10 mugs?", 370, None),
    ("Ivo buys mugs for $3 each and sells them for $40. How much profit does he make by selling "
     "10 mugs?", 370, None),
    # hours asked of work done "longer", "daily" or "together" are beside the wage's hours, or
    # of one day: not the whole time the sum takes (it answered 8 hours)
    ("Ivo earns $24 for 4 hours of work. How many hours does he have to work longer to earn $42?",
     7, None),
    ("Ivo earns $24 for 4 hours of work. How many hours does he have to work daily to earn $42?",
     7, None),
    # a whole counted in pairs or packs of a thing ("80 pairs of beads") is not that many of the
    # thing: groups of the thing itself are not made from the count (it answered 10)
    ("Ivo has 60 pairs of gloves. Each crate holds 6 gloves. How many crates does he fill?", 10, None),
    ("Ivo has 60 packs of cards. He puts 6 cards in each tin. How many tins does he use?", 10, None),
    # a "she" after a giving between two women may be the one given to: that reading leaves the
    # giver's start open, which says nothing of who "she" is (it answered 17 for Ana's start)
    ("Tess gave 6 shells to Mia. Now she has 15 shells. How many shells did Tess have at first?",
     21, None),
    ("Omar handed 4 cards to Ben. Now he has 10 cards. How many cards did Omar have at first?",
     14, None),
    # a vehicle set aside from a pace of going is the goer's own: "his" of a woman names another
    # owner, untold (it answered 280, the vehicle's owner passed over)
    ("Ada drives his van 40 miles a day. How many miles does she drive in a week?", 280, None),
    # things done "every" stretch come at its end: a stretch asked between two is two batches or
    # two and a half (30 by the pace)
    ("Ada reads 12 pages every 4 minutes. How many pages will she read in 10 minutes?", 30, None),
    # a pace by the hour says nothing of the hours in a day; days asked in parts of a week
    ("Ada knits 6 rows in 4 hours. How many rows will she knit in 3 days?", 108, None),
    ("Ada knits 20 rows a day. How many weeks will it take her to knit 300 rows?", Fraction(15, 7), None),
    # a mean asked again by its own verb is no total (it answered 60 and 120, a pace times the
    # periods)
    ("Rui averages 12 goals a season. How many goals will he average in 5 seasons?", 60, None),
    ("Ina averages 30 laps a day. How many laps does she average in 4 days?", 120, None),
    # a sort asked bare in a closing phrase that the story never told: nothing of it was sold
    # (it answered 49, what the other sort brought)
    ("Ode sold 7 linen shirts for $7 each. How much money did he make on silk shirts?", 49, None),
    ("Ode was selling linen shirts for $7 each. He started with 12 linen shirts and had 5 left. "
     "How much money did he make on silk shirts?", 49, None),
    # a pay told for one time and a share of a pay for another: two pays, never one (was 765)
    ("Omar's weekly pay is $900. 15% of his monthly pay goes to taxes. How much is his take-home "
     "pay?", 765, None),
    # "take"/"bring" of things carried to a place beside a taking from it, a bringing back or a
    # handing to a person: the things got may be those carried, so the two are not one doing
    # summed (was 15, 9, 15)
    ("Lia took 6 muffins to the picnic. Omar took 9 muffins from the picnic. How many muffins did "
     "they take?", 15, None),
    ("Kai brought 4 kites to the park. Ivy brought 5 kites back from the park. How many kites did "
     "they bring?", 9, None),
    ("Lia brought 6 muffins to Omar. Omar brought 9 muffins to the picnic. How many muffins did "
     "they bring?", 15, None),
    # things counted by a measure ("cups", "gallons") carried to a place are carried too: still
    # held there, or left? (was 5: read as a taking of the cups)
    ("Teo had 9 cups. He took 4 cups to the fair. How many cups does Teo have?", 5, None),
    # the things a question groups are named in full: "blue beads" of a story of red ones are
    # none of them (once answered 10 from the 80 red beads)
    ("Ana has 80 red beads. Each bag holds 8 beads. How many bags can she fill with the blue beads?", 10,
     None),
    ("Ana has 80 red beads. Each bag holds 8 beads. How many bags of blue beads can she fill?", 10, None),
    # a whole told in two parts: the question of one part groups only it (once answered 10 of all 80)
    ("Ana makes bags of beads with 8 beads in each bag. If she has 30 red beads and 50 blue beads, how "
     "many bags can she make with the blue beads?", 10, None),
    # 5 on each page of cards and stamps together: not 5 cards (once answered 8)
    ("Tom puts his cards and stamps in a binder with 5 on each page. If he has 40 cards to put in the "
     "binder, how many pages will he use?", 8, None),
    # "N more" bills after others may be N besides, not N more than those (14 bills of $5)
    ("Lena has ten $20 bills and four more $5 bills. How much money does Lena have?", 270, None),
    # "fewer" after two kinds of bills: fewer than which? (fewer than the nearest: 2 of $10)
    ("Lena has six $50 bills, five $20 bills and three fewer $10 bills. How much money does Lena "
     "have?", 420, None),
    # a price told against another, then a purchase asked as done that the story never tells
    ("A vase costs $4 more than a cup. If a cup costs $3, how much did Lena pay for 2 vases?", 14, None),
    # the price told is of two cups, not one
    ("A vase costs twice as much as a cup. If 2 cups cost $6, how much will Lena pay for a vase?",
     12, 6),
    # what is left, with nothing told taken away: the other things told may be what took some
    # (it answered all the spots, the cars parked in them set aside as another kind)
    ("A crate has 24 slots. 15 jars are in the crate. How many slots are left?", 24, None),
    # a taking of another kind does not let the jars be set aside
    ("A crate has 24 slots. Mia ate 2 plums. 15 jars are in the crate. How many slots are left?", 24, None),
    ("9 kids are sitting in a van. The van has 14 seats. How many seats are left?", 14, None),
    ("18 guests are sitting in a hall. The hall has 30 chairs. How many chairs remain?", 30, None),
    # no sum paid is a part of a cent: $35.50 after 40 % off is no price a till charged (was
    # 355/6, from a misread or ill-posed text)
    ("Lena bought a pair of boots with a 40% discount and paid the sale price of $35.50. How much "
     "was the original price?", Fraction(355, 6), None),
    # a thing wanted with no price told, passed over as a scene: what is still needed is untold
    # (was 24, the hat left out)
    ("Ines wants to buy a kite and a ball. The kite costs $14 and the ball costs $30. She also "
     "wants a hat. She has $20. How much more money does she need?", 24, None),
    ("Ines wants a hat. She wants to buy a kite and a ball. The kite costs $14 and the ball costs "
     "$30. She has $20. How much more money does she need?", 24, None),
    # a doing asked as still to come ("will") when only holdings at two times are told: they show
    # what was done, never what will be (was 7 and 18, what was already done)
    ("Noa had 12 plums. She has 5 plums left. How many plums will she eat?", 7, None),
    ("Teo is selling paper lanterns for $3 each. He started with 10 lanterns. He has 4 lanterns "
     "left. How much money will he make?", 18, None),
    # "the remaining 9 cups" is the rest of the whole with its count: one that does not make up
    # the whole contradicts it (it answered 9, "remaining" passed over as a part of its own)
    ("There are 25 cups on a tray. 14 of them are blue. The remaining 9 cups are white. How many "
     "white cups are there?", 9, None),
    # almonds are nuts: eaten by one who holds none, they may be the jar's (it answered 40, the
    # almonds taken for another kind)
    ("There were 30 nuts in a tin. Ugo ate 6 almonds. How many nuts are in the tin now?", 30, None),
    # a rate told of the ones that came, asked as all the points: the host may score too (the
    # did-not reader answered 6 before it asked for a body of people as the holder)
    ("Sam had 9 friends, but 6 could not come. If each friend who could come scored 2 points, how "
     "many points were scored?", 6, None),
    # "each person" after some could not come: does the host count? (3 or 4 people)
    ("Mo invited 8 friends to a picnic, but 5 could not come. If he wanted enough apples so each "
     "person could have 2, how many apples should he buy?", 6, None),
    ("Mo invited 8 friends to a picnic, but 5 could not come. If he wanted enough apples so each "
     "person could have 2, how many apples should he buy?", 8, None),
    # the jars eaten hold the figs asked: those jars may be the ones on the shelf
    ("Ivy set 4 jars of figs with 6 figs in each jar on a shelf. Omar ate 1 jar. How many figs are "
     "on the shelf?", 24, 18),
    ("There are 6 boxes of pears with 5 pears in each box in the shed. Ann lost 2 boxes. How many "
     "pears are in the shed?", 30, 20),
    # the question asks of some of the things shared, told apart by a describing word
    ("Rex has 27 red beads and 36 blue beads. If each jar can hold 9 beads, how many jars will "
     "the blue beads fill?", 7, 4),
    # sorts told beside a whole first got may be among it: the whole and its sorts were summed
    # (was 51, and 39 not red: the 30 shells of no colour said counted as not red)
    ("Eva gathered 30 stones. She has 12 grey stones and 9 white stones. How many stones does she "
     "have?", 51, None),
    ("Eva gathered 30 stones. She has 12 grey stones and 9 white stones. How many stones are not "
     "grey?", 39, None),
    # the flocks flown off are of the one kind told in flocks: read with two such kinds, either
    ("There are 12 flocks of geese and 4 flocks of ducks on the pond. 5 flocks flew off. How many "
     "flocks of geese are on the pond?", 7, None),
    # a doing told "every" so many minutes or hours comes in batches: over a time of the doing that
    # holds no whole number of the stretches the batches done and the steady pace disagree (was
    # answered at the steady pace: 42, 14 and $25, where batches give 36, 12 and $20)
    ("Ivo paints 4 tiles every 10 minutes. He paints 35 minutes a day. How many tiles does he paint in "
     "3 days?", 42, None),
    ("Ivo paints 4 tiles every 10 minutes. He paints for 35 minutes. How many tiles does he paint?", 14,
     None),
    ("Lu earns $10 every 2 hours. She works 5 hours. How much does she earn?", 25, None),
    # a length told of each thing a doing that covers no length does is the thing's size: inches
    # "drunk" of mugs 6 inches tall (was 36, with no "of tea" after the mugs)
    ("Bo drinks 2 cups a day. Each cup is 4 inches. How many inches does he drink in 3 days?", 24, None),
    # a taking carried elsewhere by one who held none: the figs may be the crate's (it answered 40,
    # the taking read as a doing that moves nothing)
    ("There were 40 figs in a crate. Lena took 9 figs to the market. How many figs are in the crate "
     "now?", 40, None),
    # s27-cd: a price told after two kinds bought together may be of both ("5 mugs and 2 bowls
    # for $3 each"); read as the bowls' alone it gave the mugs' price worked back from the sum
    ("Lena bought 5 mugs and 2 bowls for $3 each. She spent a total of $26. How much did each mug "
     "cost?", 4, None),
    # s27-cd: a rest given away after a parting with nothing left over is no rest
    ("There are 42 apples. The cook divided them evenly among 7 baskets. The rest were given to the "
     "neighbor. How many apples were given to the neighbor?", 0, None),
    # a sale asked with "get" beside money got otherwise: the sales brought money too (was 3)
    ("Nils sold 6 kites for $4 each. He got $3 as a tip. How much money did he get?", 3, 27),
    ("Nils sold 6 kites for $4 each. He also received $3. How much money did he receive?", 3, 27),
    # a second putting into counted parts, told as more: the size of the first stays untold
    # (the counted-parts sizing answered 54 before it asked for one putting by the same doer)
    ("Wren picked some plums. She put them into 6 crates. She also put 9 plums into each crate. "
     "How many plums did Wren pick?", 54, None),
    ("Wren picked some plums. She put them into 6 crates. Then she put 9 plums into each crate. "
     "How many plums did Wren pick?", 54, None),
    ("Wren picked some plums. She put them into 6 crates. She put 9 plums into each crate again. "
     "How many plums did Wren pick?", 54, None),
    # sold things got back after the sale: was the money handed back? (was 24)
    ("Nils sold 6 kites for $4 each. He got 2 kites back. How much money did he make?", 24, None),
    # s27-review2: a bare "more" as the subject of its own clause after a counted subject (was 6)
    ("9 pears sit in a crate and more sit on the shelf. How many pears are there?", 9, None),
    ("Seven plums were in a dish and more were in a bowl. How many plums were there?", 7, None),
    # s27-review2: a keeper of money held, its sum untold ("a tip jar", "a piggy bank"; was 60)
    ("Rosa has a tip jar. She has $45. How much money does she have?", 45, None),
    ("Rosa owns a piggy bank. She has $45 in her purse. How much money does Rosa have?", 45, None),
    # s27-review2: a kind kept, uncounted, in one place, then counted in another (was 6)
    ("Ivan keeps his stamps in an album. He has 8 stamps in a drawer. How many stamps does he have?",
     8, None),
    # s27-review2: a bare "more" opening its own sentence, or after "there are" (was 6)
    ("Rex has 7 shells in a pail. More are in his pocket. How many shells does Rex have?", 7, None),
    ("Rex has 7 shells in a pail. There are more in his pocket. How many shells does Rex have?", 7, None),
    ("Rex has 7 shells. More shells are in his bag. How many shells does Rex have?", 7, None),
    # s27-review2: "the rest" kept by one only told holding: more held, never counted (was 7)
    ("Rex has 7 shells in a pail. He keeps the rest in a jar. How many shells does Rex have?", 7, None),
    # s27-review2: a bank account keeps money of an untold sum (was 6)
    ("Rex has a bank account. He has $6 in his pocket. How much money does Rex have?", 6, None),
    # s27-review2: teaching by the day asked of weeks: every day, or the school days? (was 70)
    ("Mrs. Diaz teaches 4 lessons a day. How many lessons does she teach in 3 weeks?", 84, None),
    # things got or given full of the kind asked, in no count told: the kind changed by an
    # amount never told (was 20, the sack's figs left out)
    ("Lior had 20 figs. He bought a sack of figs. How many figs does he have?", 20, None),
    ("Lior had 20 figs. He gave two crates of figs to Noa. How many figs does Lior have?", 20, None),
    # a holding told by a thing of no count beside a count of it, nothing done between: the count
    # may be only some of it (was 6)
    ("Lior has a crate of figs. He has 6 figs in a bowl. How many figs does Lior have?", 6, None),
    # s27-daily: things of someone's pace sold by another: whose money? (was 630, in the making)
    ("Tess knits 5 hats a day. Rui sells them for $18 each. How much does Tess earn in a week?", 630, None),
    # s27-review3: a resolve whose doing is put in a time to come is not done yet (was 22)
    ("Nia had 30 beads. She decided to give 8 beads to Sam next week. How many beads does Nia have "
     "now?", 22, None),
    ("Nia had 30 beads. She decided to sell 8 beads later that week. How many beads does Nia have "
     "now?", 22, None),
    # s27-review3: a shop's price of a count is not what another seller sold at (was 6)
    ("A farm stand sells eggs 6 for $3. Tess sold 12 eggs. How much money did Tess make?", 6, None),
    ("A farm stand sells 6 eggs for $3. Tess sold 12 eggs. How much money did Tess make?", 6, None),
    ("A farm stand sells eggs for $3 each. Tess sold 4 eggs. How much money did Tess make?", 12, None),
    # s27-review3: a resolve dated in a time to come ("on Friday", "after lunch"), or followed
    # by a sentence of no amount that may tell it was not done ("Sam refused.") (was 22)
    ("Nia had 30 beads. She decided to give 8 beads to Sam on Friday. How many beads does Nia have "
     "now?", 22, None),
    ("Nia had 30 beads. She decided to give 8 beads to Sam after lunch. How many beads does Nia have "
     "now?", 22, None),
    ("Nia had 30 beads. She decided to give 8 beads to Sam. Sam refused. How many beads does Nia have "
     "now?", 22, None),
    ("Nia had 30 beads. She decided to give 8 beads to Sam. Sam was out of town. How many beads does "
     "Nia have now?", 22, None),
    # s27-review3: a sum spent on things priced by a count of them ("4 for $6"): singles at a
    # share of the sum, or only the count together? (was 13; 12 buys whole fours; the most
    # bought of them already refused)
    ("A bakery sells 4 muffins for $6. Joe has $20. How many muffins can he buy?", 13, None),
    ("Muffins cost $6 for 4. Joe had $20. He bought as many muffins as he could. How many muffins did "
     "he buy?", 13, None),
    # s28-rate: "for every" after one holder names another's things in its relative: no ratio
    # of hers (would be 21)
    ("Mira has 4 green marbles for every 3 white marbles that Owen has. How many white marbles "
     "does Mira have if she has 28 green marbles?", 21, None),
    # s28-rate: "does this" after a sentence of two doings: which one went on? (would be 3, the
    # stretch joined to the last doing only)
    ("Lena knits 3 hats and sells 2 hats a day. She does this for 5 days. How many hats does she "
     "knit?", 3, None),
    # s28-review: people sitting somewhere told besides the place's seats ("on laps", "on the
    # floor") take no seat of it (was 3)
    ("A bus has 14 seats. 10 kids are sitting on laps in it. How many seats are empty?", 4, None),
    ("A boat has 20 seats. 15 people are sitting on the deck in it. How many seats are empty?", 5, None),
    # "each of the crates" after one crate set apart counts that one too: the crates do not all
    # hold alike (was 6)
    ("Rosa had 50 jars to pack. She put 14 of them in one crate and split the rest into 6 crates. How "
     "many jars are in each of the crates?", 6, None),
    # a clause no frame reads, told after a count of the kind asked, of a thing full of it: the
    # crate's figs (or the jar's money) are the holder's too, of no count told (was 9, 12)
    ("Omar has 9 figs in a basket. His crate is full of figs. How many figs does Omar have?", 9, None),
    ("Omar has 9 figs in a basket. His crate is full of fruit. How many figs does Omar have?", 9, None),
    ("Lin has $12 in her pocket. Her jar is filled with money. How much money does Lin have?", 12, None),
    # a card that carries a sum, a wallet or a purse held beside a sum holds money of no worth
    # told (was 6, 15)
    ("Kofi has a gift card. He also has $6. How much money does Kofi have?", 6, None),
    ("Pia has $15. She also has a purse. How much money does Pia have?", 15, None),
    # a sum listed with a thing that is money or keeps it ("and a jar of dimes", "and a piggy
    # bank full of coins") holds more money of no worth told (was 8; "and a cat" still reads)
    ("Teo has $8 and a jar of dimes. How much money does Teo have?", 8, None),
    ("Teo has $8 and a piggy bank full of coins. How much money does Teo have?", 8, None),
    # "their" after two named on their own and the kin of one of them: the two, or the kin too?
    # (was 58; with no kin, "Hal is 8. Gus is 9. Ivy is 40." still adds all three)
    ("Rae is 7 and Lou is 10. Lou's father is 41. What is the sum of their ages?", 58, None),
    ("Rae has 7 shells and Lou has 10 shells. Lou's aunt has 5 shells. How many shells do they have in "
     "all?", 22, None),
    # a pace per gallon of going is no pace per gallon of water; a vehicle's mileage is not its
    # owner's when the owner has another vehicle, of no mileage told (was 60, 60)
    ("Mo's truck gets 20 miles per gallon. How many miles can Mo drive on 3 gallons of milk?", 60, None),
    ("Mo's truck gets 20 miles per gallon. Mo also owns a van. How many miles can Mo drive on 3 gallons "
     "of gas?", 60, None),
    # things put in or on a thing of no one else's are put away, still held maybe: what the putter
    # has is asked of them all, or of those not put away? (was 6; "How many are left?" still 6)
    ("Kim had 9 eggs. She put 3 eggs in the fridge. How many eggs does Kim have?", 6, None),
    # a thing given back by the holder of money asked may bring money back, of no sum told
    # (was 14)
    ("Lev has $14. He returned a lamp for a refund. How much money does Lev have?", 14, None),
    ("Lev has $14. He returned a lamp to the store. How much money does Lev have?", 14, None),
    # a sum placed, then listed with money of no worth told ("$5 in her pocket and a check")
    # (was 5)
    ("Zoe has $5 in her pocket and a check from her uncle. How much money does Zoe have?", 5, None),
    # a count of one unit in another told by the text is the one used: a year of 360 days is no
    # year of the calendar's 365 (was 730); told and not used beside the table's factor, refused
    ("There are 360 days in a year. Pia puts away $3 a day. How much does she put away in a year?",
     1095, 1080),
    ("A year has 360 days. Pia puts away $3 a day. How much does she put away in a year?", 1095, None),
    ("Pia puts away $3 a day. A week has 4 days. How much does she put away in 2 weeks?", 42, None),
    ("There are 360 days in a year. Pia puts away $3 a week. How much does she put away in a year?",
     156, None),
    # things told broken or in use, in the present, are still there: only those "left" lose them
    # (was 27)
    ("A room has 30 desks. 3 desks are broken. How many desks are in the room?", 27, None),
    ("A room has 30 desks. 3 desks are used. How many desks are there in all?", 27, None),
    # "each has a <person>": one person may serve two holders (s29-mult guards; never answered)
    ("There are 5 wards. Each ward has a nurse. How many nurses are there?", 5, None),
    # "was given … by" a giver told holding: the giver's count falls too (not 30)
    ("Lea had 30 cards. Omar was given 8 cards by Lea. How many cards does Lea have?", 30, 22),
    # "a pair of trousers" is one garment, as "3 trousers" are 3 pairs (was 4 and 5: two each)
    ("Ike has 2 trousers. He bought a pair of trousers. How many trousers does he have now?", 4, 3),
    ("Ike bought 3 hats and a pair of jeans. How many pieces of clothing did he buy?", 5, 4),
    # "a pair of glasses": spectacles (one) or two drinking glasses? (was 2)
    ("Ike bought a pair of glasses. How many glasses did he buy?", 2, None),
    # s29-review: a day count of the year told in the text is the one used, never the table's
    ("A year has 300 days on that island. Kim puts away $3 a day. How much does Kim put away in a "
     "year?", 1095, 900),
    ("Kim puts away $3 a day. On that island there are 300 days in a year. How much does Kim put "
     "away in a year?", 1095, 900),
    # things that broke or tore by themselves are still there
    ("There are 30 jars in the crate. 4 jars cracked. How many jars are in the crate?", 26, None),
    ("There are 30 jars in the crate. 4 of them chipped. How many jars are there?", 26, None),
    # a week of other days told with more words after it is no week of the table's 7
    ("On that moon there are 5 days in a week there. Kim puts away $3 a day. How much does Kim "
     "put away in 4 weeks?", 84, 60),
    ("A week has 5 days on that moon. Kim puts away $3 a day. How much does Kim put away in 4 "
     "weeks?", 84, 60),
    ("An hour has 40 minutes on that moon. Kim hops 2 times a minute. How many times does Kim "
     "hop in 3 hours?", 360, 240),
    # chairs in use or broken are chairs still, told in the present or the past
    ("A library holds 30 desks. 4 desks are in use. How many desks are there in all?", 34, None),
    ("There are 30 desks in the library. 4 desks are being used. How many desks are there in "
     "the library?", 26, None),
    ("The library has 30 desks. 4 desks were damaged. How many desks does the library have?", 26,
     None),
    ("There are 30 desks in the library. 4 desks got scratched. How many desks are there?", 26,
     None),
    ("There are 30 desks in the library. 4 desks are in use. How many desks are there in all?",
     34, None),
    # a pace of giving to someone is the giver's losing: the one handed to holds more, never
    # less, and a beast that "gives him" eggs yields them to its keeper, never to the one named
    # (s29-giving guards; never answered)
    ("Lena has 28 plums. Rex gives Lena 4 plums each day. How many days will the plums last?", 7, None),
    ("A farmer has 10 hens. Each hen gives his son 6 eggs a week. How many eggs does the farmer get "
     "in 2 weeks?", 120, None),
    # things spoilt or in a state, told beside a pay for each one or a sharing into parts: paid
    # for, packed, riding along, or left out? (s29-rev2b; never answered)
    ("Nora earns $5 for each vase she packs. Nora packed 10 vases. 3 vases were broken. How much "
     "money did Nora earn?", 50, None),
    ("A bakery pays Nora $5 for each vase. Nora packed 10 vases but 3 were broken. How much money "
     "did Nora earn?", 50, None),
    ("90 campers go to the lake. Each boat can carry 8 campers. 10 campers are sick. How many boats "
     "are needed?", 12, None),
    ("There are 90 campers. 10 campers are absent. Each boat can carry 8 campers. How many boats "
     "should be rented?", 12, None),
    ("A farmer has 75 eggs. 5 eggs are cracked. He puts 12 eggs in each carton. How many cartons are "
     "full?", 5, None),
    # the parts a whole was shared into carry what they hold: a bag eaten or given away after
    # the sharing takes its share with it, never "another kind" beside the leftover (s29-rev4)
    ("Ivo has 30 cookies. He puts them in 5 bags equally. He eats one bag. How many cookies are "
     "left?", 0, None),
    ("Ivo has 32 cookies. He puts them in 5 bags equally. He gives 2 bags to Pia. How many cookies "
     "are left?", 2, None),
    # a place asked, and someone else carries the asked things to or from a place: they may have
    # gone off the place asked or onto it, whoever is said to carry them (s29-rev4)
    ("There are 40 jars on the top shelf. Pia carried 15 jars to the kitchen. How many jars are on "
     "the top shelf now?", 40, None),
    ("Rolf moved 9 crates into the garage. The garage had 4 crates. How many crates are in the "
     "garage now?", 4, None),
    # a past doing told after a holding told as now, the holding itself after a change: the doing
    # may be before now, so not taken from what is held now (was 34, 41 if eaten before now)
    ("Mia had a jar of buttons. She gave 12 buttons to her cousin. Now she has 20 buttons left. Mia "
     "lost 5 buttons. How many buttons did Mia have at first?", 32, None),
    ("Leo had some stamps. He sold 4 stamps. Now he has 9 stamps. He traded away 3 stamps. How many "
     "stamps did he have at the start?", 13, None),
    # things bought "for" a person named by a common noun are got for that one, not kept (was 21)
    ("Ivy had 15 markers. She gave 4 markers to a classmate. She bought 10 more markers for the "
     "classmate. How many markers does Ivy have now?", 21, None),
    ("Omar has 30 stickers. He buys 12 stickers for the teacher. How many stickers does Omar have "
     "now?", 42, None),
    # a place-by-place list dropped "fewer" as it drops "more" ("3 more in the bag": 3 besides)
    ("Noor kept 15 stamps in a drawer and 4 fewer in a box. How many stamps did Noor keep in all?",
     19, None),
    ("Noor kept 15 stamps in a drawer and 4 less in a box. How many stamps are in the box?", 4, None),
    # finding "8 of his" things was read as taking them from the other holder "his" could name
    ("Ivo has 30 more shells than Raj. Raj found 6 of his shells on the beach. How many more shells "
     "does Ivo have than Raj now?", 18, None),
    ("Ivo had 30 shells. Raj found 6 of his shells on the beach. How many shells does Ivo have now?",
     24, None),
    # "his" may be the taker himself: taken from the other holder, or his own taken along
    ("Ivo had 30 shells. Raj had 4 shells. Raj took 6 of his shells. How many shells does Raj have?",
     10, None),
    # "2 plain" took the kind asked (its noun left out), "11 lemon" was set aside as another kind
    ("Tia sold 6 muffins. She baked 2 plain, 11 lemon and 3 banana. How many muffins did Tia bake?",
     2, None),
    # the sorts told after a getting of a told amount: that getting in detail, or more besides?
    ("Ravi picked 9 apples. He picked 4 green and 5 red. How many apples did Ravi pick?", 18, None),
    # "at first" took the state after the first container's contents only
    ("A shed has 12 carts and 5 bikes. Each cart has 4 wheels and each bike has 2 wheels. How many "
     "wheels were in the shed at first?", 48, 58),
    ("Lin has 2 crates with 9 eggs in each crate and 3 boxes with 6 eggs in each box. How many eggs "
     "did Lin have at first?", 18, 36),
    # s30-price: a price of a package of one stuff taken for bare packages bought, which held
    # something else or were bought empty (was 8 each: the crates priced as crates of plums)
    ("A crate of plums costs $4. Ivo buys 2 crates of 6 melons. How much does he pay?", 8, None),
    ("A crate of plums costs $4. Ivo buys 2 crates. Each crate has 6 melons. How much does he pay?", 8, None),
    ("A crate of plums costs $4. Ivo buys 2 crates for his tools. How much does he pay?", 8, None),
    ("A crate of plums costs $4. Ivo buys 2 crates. The crates hold 12 tools. How much does he pay?",
     8, None),
    # "older sister" and "younger sister" were one person, "sister of Ida"
    ("Four years ago, Ida was three times the age of her older sister. In 2 years, her younger sister "
     "will be 9. How old is Ida now?", 25, None),
    ("Ida's older brother has 14 cards. Her younger brother has 6 cards. How many cards does her older "
     "brother have?", 6, None),
    # a share of a holding contents make, beside other containers of the holder that may hold some
    # too (was 20 while the contents were first read as a holding: the bags left out)
    ("Rui has 6 jars and 3 tins. Each jar has 10 nuts. He ate half of the nuts. How many nuts did he "
     "eat?", 30, None),
    # a share of a contents holding after a gain: of what the jars held, or of all he has now? (was 33)
    ("Rui has 6 jars. Each jar has 10 nuts. He bought 6 more nuts. He gave half of the nuts to Ada. "
     "How many nuts does Rui have?", 33, None),
    # s30-addq: "another" and a noun held, with no number, was passed over as counting nothing
    # (was 3: the pen at home, the son born later, left out)
    ("Rui has 6 pens. He has another pen at home. How many pens does Rui have?", 6, None),
    ("Dev had 2 sons. Later he had another son. How many sons does Dev have now?", 2, None),
    # s30-addq: a making named by the held kind's head alone was read as new things, never as a
    # doing to those held (was 36: the folded sheets counted twice)
    ("Kim has 30 sheets of paper. She folded 6 sheets. How many sheets of paper does she have?", 36, None),
    # sheets asked as pieces after a doing that tears them (a probe: 24 whole sheets, more pieces)
    ("Kim has 30 sheets of paper. She ripped up 6 sheets. How many pieces of paper does she have?", 24, None),
    # s30-time: a sum saved is part of a sum earned, and a sum spent beside it may come from an
    # income untold: neither adds to nor takes from the holding as a second pace (was 130, 28)
    ("Ida has $50. She earns $20 a week and saves $5 a week. How much will she have after 4 weeks?",
     150, None),
    ("Ida has $50. She saves $5 a week and spends $8 a week. How much will she have after 4 weeks?",
     38, None),
    # a sum with a verb of buying or selling is the price of things got or given up: the money
    # goes the other way from the things (was 70 and 30: "buys" read as a gain of the dollars)
    ("Ida has $50. She buys $5 a week. How much will she have after 4 weeks?", 70, 30),
    ("Ida has $50. She sells $5 a week. How much will she have after 4 weeks?", 30, 70),
    # things carried to a place, then a holding of the carrier told: the carried ones may be among
    # it or gone from it; the making before is not the holding alone (was 24, s30-addf)
    ("Nia baked some muffins. She brought 9 muffins to the fair. She kept 15 muffins at home. How "
     "many muffins did Nia bake?", 15, None),
    ("Theo picked some plums. He took 7 plums to school. Then he had 20 plums. How many plums "
     "did Theo pick?", 20, None),
    # s30-twice: a day named only as the compared one ("as on Monday") in the sentence told just
    # before is no telling of that day's doing (was 19: Tuesday's 24 less 5)
    ("On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Monday. On "
     "Wednesday, he picked 5 fewer than Monday. How many bags did he pick on Wednesday?", 19, 7),
    # "have saved" after money held: the sum put by in the weeks, or all the savings then?
    ("Noor has $25 in her piggy bank. She saves $4 a week. How much money will she have saved after "
     "5 weeks?", 20, None),
    # s30-parts: contents per item of things counted are whole (a probe: 2.5 lamps a room read
    # as a count, was 68)
    ("There are 20 rooms. 8 of the rooms have 2.5 lamps each and the rest have 4 lamps each. How many "
     "lamps are there?", 68, None),
    # a part of the rest is no part of the whole (46 = 16 + 10 × 3 would take half of the 20)
    ("There are 20 rooms. 8 of the rooms have 2 lamps each and half of the rest have 3 lamps each. How "
     "many lamps are there?", 46, None),
    # "the other half" after a part that is no half
    ("There are 20 rooms. 8 of the rooms have 2 lamps each and the other half have 3 lamps each. How "
     "many lamps are there?", 52, None),
    # seats told, people asked as there: room for people is no people there (a probe, was 64)
    ("There are 20 benches. 8 of the benches seat 2 people each and the rest seat 4 people each. How many "
     "people are there?", 64, None),
    # s30-rev1: a part of her money spent is no sum spent; the purse the question supposes was read
    # as the money left after it (was 150: the $50 spent of $250 had, taken off the $200; and 0)
    ("Lou spends 20% of her money on shoes. If she has $200, how much change does she get?", 150, None),
    ("Lou spent half of her money on a coat. If she has $200, how much change does she get?", 0, None),
    # s30-rev1: people each member has may be the same people: sisters share their brothers (was 10)
    ("Noor has 5 sisters. Each of them has 2 brothers. How many brothers do they have?", 10, None),
    ("Noor has 5 classmates. Each of them has 2 parents. How many parents are there?", 10, None),
    # s30-rev1: a giving told at one time and asked at another (was 18 each)
    ("Noor has 6 nieces. She gave each one 3 ribbons. How many ribbons will she give away?", 18, None),
    ("Noor has 6 nieces. She will give each one 3 ribbons. How many ribbons did she give away?", 18, None),
    ("Noor has 6 nieces. She gave each one 3 ribbons. How many ribbons does she need?", 18, None),
    ("Noor has 6 pen pals. She mailed 3 postcards to each one of them. How many postcards will she mail?",
     18, None),
    # s30-rev1: a share of "the" things beside another sort of them held (loose ones), taken of the
    # boxed ones only while the question counts all (was 38: a quarter of the 40 in the tins given)
    ("Noor has 4 tins. Each tin has 10 buttons. She also has 8 loose buttons. She gave a quarter of the "
     "buttons to Ada. How many buttons does she have?", 38, None),
    # s30-rev2: a sentence told twice word for word was read as two doings (once, or twice?)
    ("Kofi had 20 plums. He sold 6 plums. He sold 6 plums. How many plums does Kofi have?", 8, None),
    ("I count 12 hens in the yard. I count 12 hens in the yard. How many legs do I count?", 48, None),
    # a pronoun with no one before it, a person named after it: "he" read as someone else (was 50)
    ("He gave 15 cards to Pia. Omar had 50 cards. How many cards does Omar have left?", 50, 35),
    ("He gave 12 stamps to Ada. Rui had 40 stamps. How many stamps does Rui have now?", 40, 28),
    # things in a place beside a person's own, asked of no one: were hers in the van? (was 34)
    ("There are 30 riders in the van. Lea has 4 riders. How many riders are there?", 34, None),
    ("Some riders were in a van. 5 more got in and 2 got out. Lea has 4 riders. If there are 20 "
     "riders in the van in the end, how many riders were there at first?", 21, None),
    # a hedged number read as exact
    ("Jo counted birds on four days. She counted: about 4, 6, 8 and 2. What is the mean of the birds "
     "she counted?", 5, None),
    ("At the fair about 4 men and 7 women wore hats. How many people wore hats in all?", 11, None),
    ("Tao has at least 12 red beads and 18 blue beads. He makes identical strings with no beads "
     "left over. What is the greatest number of strings he can make?", 6, None),
    # numbers with "or" between read as both told ("and")
    ("Ivo had 30 pens. He gave 4 pens to Bo or 6 pens to Cy. How many pens does Ivo have left?", 20, None),
    # a price told "at" one sum "in all" read as each one's price
    ("Tia bought 4 pens at $2 in all. How much did she spend?", 8, None),
    ("Tia bought 4 pens at $2 in total and 3 cups at $1 each. How much did she spend?", 11, None),
    # a pattern and a common multiple read from numbers told with "not"
    ("Bo is picking figs. He did not pick 18 figs from the first tree, 22 figs from the second tree, "
     "26 figs from the third tree, and 30 figs from the fourth tree. If this pattern continues, how "
     "many figs will Bo pick from the fifth tree?", 34, None),
    ("Gus does not buy red pens in packs of 6 and blue pens in packs of 4. If Gus wants the same "
     "number of each color, what is the smallest number of red pens he must buy?", 12, None),
    # "there are also" after a second thing's holdings put beside that one, not the first place
    ("The hall has 27 chairs. 18 boys are in the choir. There are also 15 desks. How many pieces of "
     "furniture are in the hall?", 27, None),
]


@pytest.mark.parametrize(("text", "trap", "right"), HAZARDS)
def test_hazard(text: str, trap: int | Fraction, right: int | Fraction | None) -> None:
    outcome = solve(text)
    if isinstance(outcome, Answer):
        assert outcome.value != Fraction(trap), f"fell into the trap: {outcome.explanation}"
        assert right is not None and outcome.value == Fraction(right), outcome.explanation
