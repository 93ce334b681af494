"""Comparative references: an amount told by its difference from, or as a multiple of,
another holding or event. Problems in our own words, each with the answer it must give, and
the shapes that must stay refused."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

READ = [
    # s30-twice: the day names the doing, though another day's was told after it
    ("Lin picked 12 figs on Monday. On Tuesday, she picked 8 figs. On Wednesday, she picked 5 more "
     "figs than on Monday. How many figs did Lin pick in all?", 37),
    # an event told by its difference from the same doer's event at a time told before
    ("Yesterday, Lin picked 12 figs. Today, she picked 5 more figs than yesterday. How many figs "
     "did Lin pick in all?", 29),
    ("Last week, Lin sold 12 mugs. This week, she sold 4 fewer mugs than last week. How many "
     "mugs did Lin sell in all?", 20),
    ("On Monday, Lin picked 12 figs. On Tuesday, she picked 5 more figs than on Monday. How many "
     "figs did Lin pick in all?", 29),
    ("On the first day, Lin picked 12 figs. On the second day, she picked 5 fewer figs than the "
     "first day. How many figs did Lin pick in all?", 19),
    ("Lin picked 12 figs this month. Last month, she picked 5 fewer figs than this month. How "
     "many figs did Lin pick in all?", 19),
    # a holding, then "which is" the difference of the amount held from another's
    ("Rita has 7 shells, which is 5 fewer than Omar. How many shells does Omar have?", 12),
    ("Rita had 7 shells, which was 5 more than Omar. How many shells did they have in all?", 9),
    ("Rita has $7, which is $5 less than Omar. How much money does Omar have?", 12),
    # the comparative after the counted noun: "35 dollars more than Ian"
    ("Rita has 12 dollars more than Omar. Omar has 30 dollars. How many dollars does Rita have?", 42),
    ("Tess picked 6 plums fewer than Abe. Abe picked 20 plums. How many plums did Tess pick?", 14),
    # an amount more or less than a multiple of a holding, in its several wordings
    ("Gus has 4 more than three times the number of shells Ivy has. Ivy has 5 shells. How many "
     "shells does Gus have?", 19),
    ("Gus has 2 more shells than twice the number of shells that Ivy has. Ivy has 5 shells. How "
     "many shells does Gus have?", 12),
    ("Gus has 3 fewer than half the number of shells as Ivy. Ivy has 10 shells. How many shells "
     "does Gus have?", 2),
    # a multiple of an event, with an amount added
    ("Nell baked 3 more than twice as many pies as Oren. Oren baked 6 pies. How many pies did "
     "Nell bake?", 15),
    # "the number of pies that Oren baked": a multiple of Oren's baking
    ("Nell baked three times the number of pies that Oren baked. Oren baked 6 pies. How many "
     "pies did Nell bake?", 18),
    # a list of kinds one holder has, each told by a multiple of or a difference from another
    ("Ada has 6 pens, twice as many pencils as pens, and 3 fewer rulers than the number of pens. "
     "How many pens, pencils and rulers does Ada have?", 21),
    # … and a plain count after the comparison: one more holding of the subject's
    ("Ada has 6 pens, twice as many pencils, and 4 rulers. How many pens, pencils and rulers does "
     "Ada have?", 22),
    ("There are 10 ducks, half as many swans, and 3 geese. How many birds are there?", 18),
    ("Ada has 12 pens, 3 cups, half as many pencils as pens, and twice as many rulers as cups. "
     "How many pencils and rulers does Ada have?", 12),
    # counts of two kinds compared one for one
    ("Ada has 5 more dogs than cats. Ada has 4 cats. How many dogs does Ada have?", 9),
    ("Rex has 12 cats. He has 5 more dogs than cats. How many animals does Rex have?", 29),
    # a fraction of times: "3/4 times as many"
    ("Ann has 3/4 times as many pens as Bo. Bo has 8 pens. How many pens does Ann have?", 6),
    # the auxiliary before the other: "as did Bo", "as does Bo"
    ("Ann won half as many games as did Bo. Bo won 8 games. How many games did Ann win?", 4),
    ("Ann has four times as many cows as does Bo. Bo has 3 cows. How many cows does Ann have?", 12),
    # the other named by a role and the name after it
    ("Ann has 3 times as many books as her sister, Liz. Liz has 4 books. How many books does Ann "
     "have?", 12),
    # a difference of money events, and a multiple of an event told by such a difference
    ("Kim earned $12 less than Lou. Lou earned $50. How many dollars did Kim earn?", 38),
    ("Ray earned three times as much money as Kim. Kim earned $12 less than Lou. Lou earned $50. "
     "How many dollars did Ray earn?", 114),
    # "as much money as": the money the story counts
    ("Jo has twice as much money as Al. Al has $15. How much money does Jo have?", 30),
    # the counted noun's "of" complement names the kind
    ("Lea has three times as many pieces of chalk as Gil. Gil has 4 pieces of chalk. How many "
     "pieces of chalk does Lea have?", 12),
    # two comparisons of one subject with others, joined
    ("Ina has 3 times as many toys as Bo and 2 fewer toys than Cy. Cy has 20 toys. How many toys "
     "does Bo have?", 6),
    ("Ina owns twice as many flutes as Bo, half as many horns as Bo. Bo owns 4 flutes and 6 horns. "
     "How many horns does Ina own?", 3),
    # no counted noun: the kind the story tells the other holding
    ("Ann has 4 pens. Sid has twice as many as Ann. How many pens does Sid have?", 8),
    # "than Bo has": Bo's holding at the clause's own time; "than her sister Gigi"
    ("Ann has 16 more pens than Bo has. Bo has 5 pens. How many pens does Ann have?", 21),
    ("Ann has 30 more pens than her sister Gigi. Gigi has 5 pens. How many pens does Ann have?", 35),
    # two kinds in one place
    ("There are 3 times as many pears as plums in the box. There are 10 plums in the box. How "
     "many pears are in the box?", 30),
    # a difference from the quantity told just before: "24 cents more than that"
    ("Rex found 15 cents on the floor. He found 20 cents more than that in the car. How much "
     "money did Rex find altogether?", 50),
    ("Ann sold 20 pens at the fair. She sold 5 fewer pens than that at the mall. How many pens "
     "did she sell?", 35),
    # the doer's two kinds, told by one verb: a difference, and a multiple
    ("Kim sold 20 science kits. She sold 9 fewer puzzles than science kits. How many puzzles did "
     "she sell?", 11),
    ("Ann baked 15 green cakes and 4 fewer red cakes than green cakes. How many cakes did she "
     "bake?", 26),
    ("Jo buys twice as many hats as scarves. Jo buys 4 scarves. How many hats does Jo buy?", 8),
    # a measure compared with a verb of no class: "weighs 30 pounds more than"
    ("Yola weighs 100 pounds. Wanda weighs 30 pounds more than Yola. How many pounds does Wanda "
     "weigh?", 130),
    # the kinds one clause lists are one doing: "2 more shells than Ed (did)"
    ("Ed found 7 white shells, 2 pink shells, and 4 grey shells. Jo found 2 more shells than Ed "
     "did. How many shells did Jo find?", 15),
    # a word that may be a verb after "20 more", in a clause that has its verb: the noun
    ("Rae caught 20 more fish than Lou. Lou caught 40 fish. How many fish did Rae catch?", 60),
    ("Sam has 2 more bottle caps than Jo. Jo has 4 bottle caps. How many bottle caps does Sam "
     "have?", 6),
    # "as Bob bought": the other's event of the clause's own verb
    ("Jen bought three times as many candies as Bob bought. Bob bought 4 candies. How many "
     "candies did Jen buy?", 12),
    # the other's doing, implied by the comparison when the story tells none of it
    ("Ana sold twice as many pens as Bo. Together they sold 30 pens. How many pens did Ana sell?", 20),
    # "If Zig wrote 60 books": the amount of his one writing told without one, no second writing
    ("Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did they "
     "write altogether?", 75),
    ("Ana found 5 more shells than Bo. If Ana found 9 shells, how many shells did Bo find?", 4),
    ("Adam eats three more pies than Bill. Sierra eats twice as many pies as Bill. If Sierra ate "
     "12 pies, how many pies were eaten in total?", 27),
    # "twice as many" with no "as": as the one other holder of the kind told so far
    ("Eric has 4 stars. His friend Chad has twice as many. How many stars does Chad have?", 8),
    ("Ada has $48 and her brother has half as much. How much money do they have together?", 72),
    # a participle after "as many" describes what is counted
    ("Jo has 4 stuffed toys. Ann has twice as many stuffed toys as Jo. How many stuffed toys does "
     "Ann have?", 8),
    # "and half as many pants": of the one other kind the clause's doing counted before it
    ("Ann bought 10 shirts and half as many hats. How many hats did Ann buy?", 5),
    # a measure held, told by its difference from another's measure
    ("Rui is 48 inches tall. Lena is 6 inches taller than Rui. How tall is Lena?", 54),
    ("Lena is 6 inches shorter than Rui. Rui is 48 inches tall. How tall is Lena?", 42),
    ("Kim's plank is 30 inches long. Dev's plank is 9 inches longer than Kim's plank. How long is "
     "Dev's plank?", 39),
    ("Pia is 3 inches taller than Oz. Oz is 2 inches shorter than Tam. Tam is 50 inches tall. "
     "How tall is Pia?", 51),
    ("Rui is 48 inches tall. Lena is 6 inches taller than him. How tall is Lena?", 54),
    # a doing's distance compared: "N units farther than" is "N more units than"
    ("A toad hopped 30 inches. A frog hopped 12 inches farther than the toad. How far did the frog "
     "hop?", 42),
    ("Uma biked 9 miles. Ned biked 4 miles further than Uma. How many miles did they bike in "
     "all?", 22),
    # a doing's time compared: "N hours longer than" is "N more hours than"
    ("Ivo napped 3 hours. Pam napped 2 hours longer than Ivo. How long did Pam nap?", 5),
    ("Ivo practiced 40 minutes. Pam practiced 15 minutes longer than Ivo. How many minutes did "
     "they practice in all?", 95),
    # "than she has", "as he does", "than she did": the pronoun is never the subject itself
    ("Ula has 12 figs. Tod has 5 fewer figs than she has. How many figs does Tod have?", 7),
    ("Ula has 12 figs. Tod has twice as many figs as she does. How many figs does Tod have?", 24),
    ("Ula picked 12 figs. Tod picked 5 more figs than she did. How many figs did Tod pick?", 17),
    # "than he has cats": the subject's own other kind
    ("Rex has 12 cats. He has 5 more dogs than he has cats. How many dogs does Rex have?", 17),
    ("Rex has 12 cats. He has 5 fewer dogs than he has cats. How many pets does Rex have?", 19),
    # a list of one subject's comparisons joined by "but"
    ("Ula has 4 figs. Tod has 3 times as many figs as Ula, but 2 fewer figs than Vi. How many figs "
     "does Vi have?", 14),
    ("Ula has 4 figs. Tod has 3 more figs than Ula but only 2 fewer figs than Vi. How many figs "
     "does Vi have?", 9),
    # an amount more or less than a multiple of another kind of the subject's
    ("Rex has 12 cats. He has 5 more dogs than 3 times the number of cats. How many dogs does Rex "
     "have?", 41),
    ("Rex has 5 fewer dogs than twice the number of cats. Rex has 15 dogs. How many cats does Rex "
     "have?", 10),
    # a sum in dollars more or less than a multiple of another's money
    ("Ivo has $60. Pam has $25 less than twice as much as Ivo. How much money does Pam have?", 95),
    ("Ivo has $60. Pam has 5 dollars more than half as much money as Ivo. How much money does Pam "
     "have?", 35),
    # "as he does snakes", "than she did letters", "as it did teas": the doer's own other kind,
    # the pronoun the subject said again
    ("He has 15 snakes. He has twice as many monkeys as he does snakes. How many monkeys does he "
     "have?", 30),
    ("She sent 12 bills. She sent 3 more cards than she did bills. How many cards did she send?", 15),
    ("The shop sold 6 teas. It sold 8 more than four times the number of lattes as it did teas. How "
     "many lattes did the shop sell?", 32),
]

REFUSED = [
    # "than yesterday" when what was told yesterday is another's, another doing, or not told
    "Yesterday, Lin picked 12 figs. Today, Ted picked 5 more figs than yesterday. How many figs "
    "did Ted pick?",
    "Yesterday, Lin picked 12 figs. Today, she ate 5 more figs than yesterday. How many figs did "
    "she eat?",
    "Last week, Lin picked 12 figs. Today, she picked 5 more figs than yesterday. How many figs "
    "did she pick today?",
    # the amount told just before is another day's, and Monday's is told twice
    "Lin picked 12 figs on Monday. On Monday, she picked 4 figs. On Tuesday, she picked 8 figs. On "
    "Wednesday, she picked 5 more figs than on Monday. How many figs did Lin pick in all?",
    # a day the story names by no words it told
    "On Monday, Lin picked 12 figs. On Tuesday, she picked 5 more figs than on the day before. How "
    "many figs did Lin pick in all?",
    # two numbers told then: which one is compared?
    "Lin picked 12 figs on Monday, and she picked 8 figs on Tuesday. On Wednesday, she picked 5 "
    "more figs than on Monday. How many figs did Lin pick in all?",
    "Yesterday, Lin picked 12 figs and 3 plums. Today, she picked 5 more figs than yesterday. How "
    "many figs did she pick today?",
    # "which was" said of a holding now: the difference at another time
    "Rita has 7 shells, which was 5 fewer than Omar. How many shells does Omar have?",
    # a difference in dollars is no difference in shells
    "Rita has 7 shells, which is $5 fewer than Omar. How many shells does Omar have?",
    # a plain count after a comparison with another holder: twice Bo's pencils, and Bo's are not told
    "Ada has 6 pens, twice as many pencils as Bo, and 4 rulers. How many things does Ada have?",
    # another verb's event is no basis for a multiple
    "Jen bought three times as many candies as Bob sold. Bob sold 4 candies. How many candies did "
    "Jen buy?",
    # a kind among the other: "twice as many red hats as hats"
    "Jo buys twice as many red hats as hats. Jo buys 4 hats. How many red hats does Jo buy?",
    # another doer's event is no basis for "as scarves"
    "Jo buys 3 scarves. Bo buys twice as many hats as scarves. How many hats does Bo buy?",
    # "that" after a clause of two numbers: which one?
    "Ann sold 20 pens and 4 cups at the fair. She sold 5 more than that at the mall. How many pens "
    "did she sell?",
    "Ann has 16 more pens than Bo had. Bo has 5 pens. How many pens does Ann have?",
    # with other kinds told before, "twice as many" names none of them
    "Ann has 4 pens and 3 cups. Sid has twice as many as Ann. How many pens does Sid have?",
    # "as did Bo" is Bo's holding at another time than "has"
    "Ann has four times as many cows as did Bo. Bo has 3 cows. How many cows does Ann have?",
    # a list whose last part is no comparison: "as cats and dogs" with no word adding them
    "Ed has 2 dogs, 3 cats and twice as many fish as cats and dogs. How many fish does Ed have?",
    # "N times more" splits English readers: never read
    "Rita has 3 times more dollars than Omar. Omar has 30 dollars. How many dollars does Rita have?",
    "Rita has 3 times greater pens than Omar. Omar has 30 pens. How many pens does Rita have?",
    "Omar sold 30 pens. Rita sold 3 times more. How many pens did Rita sell?",
    "Ana weighs 40 pounds. Ivo weighs 3 times more than Ana. How many pounds does Ivo weigh?",
    "Ana's rope is 4 feet long. Ivo's rope is 3 times longer than Ana's rope. How long is Ivo's rope?",
    # the amount added counts another kind than the multiple
    "Gus has 2 more shells than twice as many rocks as Ivy. Ivy has 5 rocks. How many shells does "
    "Gus have?",
    # the multiple of another verb's event: not the same doing
    "Nell sold 2 more than twice the number of pies Oren baked. Oren baked 6 pies. How many pies "
    "did Nell sell?",
    # the other's doing is implied, but its amount is not told: a selling told later is another
    # (told plainly with nothing between, it is the one compared: test_compared_doing_told)
    "Ana sold twice as many cakes as Bo. Later Ana sold 10 cakes. How many cakes did Bo sell?",
    "Ana sold twice as many cakes as Bo. If Ana sold 10 more cakes, how many cakes did Bo sell?",
    # "twice as many" with two other holders of the kind: as which?
    "Eric has 4 stars. Bo has 3 stars. Chad has twice as many stars. How many stars does Chad have?",
    "Eric has 4 stars. He gave 2 stars to Bo. Chad has twice as many. How many stars does Chad have?",
    # "half as many hats" after two kinds, or in a clause of its own: as which?
    "Ann bought 10 shirts and 4 caps and half as many hats. How many hats did Ann buy?",
    "Ann bought 10 shirts. She bought half as many hats. How many hats did Ann buy?",
    # a measure compared with one of several, or with what is no measure of the other
    ("Lena is 6 inches taller than her cousins. Her cousins are 48 inches tall. How tall is "
     "Lena?"),
    ("Rui has 30 inches of string. Lena is 6 inches taller than Rui. How tall is Lena?"),
    ("Rui is 48 inches tall. Lena is 6 pounds heavier than Rui. How tall is Lena?"),
    ("Rui is 48 inches tall and Oz is 50 inches tall. Lena is 6 inches taller than him. How tall "
     "is Lena?"),
    ("Rui is 48 inches tall. Lena is 6 inches taller than Rui was last year. How tall is Lena?"),
    # the same, where the distance compared is not one told, or not a distance
    ("Uma biked 9 miles on Monday. Uma biked 5 miles on Tuesday. Ned biked 4 miles farther than "
     "Uma. How far did Ned bike?"),
    ("Uma threw a ball 20 feet. Ned threw a ball 5 feet higher than Uma. How far did Ned throw "
     "it?"),
    ("Uma biked 9 miles. Ned biked 2 hours longer than Uma. How far did Ned bike?"),
    ("Uma biked 9 miles. Ned biked 2 hours longer than Uma. How long did Ned bike?"),
    ("Uma biked 9 hours. Ned biked 2 hours farther than Uma. How long did Ned bike?"),
    ("Uma biked 9 kilometers. Ned biked 4 miles farther than Uma. How far did Ned bike?"),
    ("Uma biked 9 miles. Then she biked 4 miles farther. How far did Uma bike in her second "
     "ride?"),
    # "than he has" / "than he had" of the subject himself: his holding at another time
    "Rex has 12 cats. Now he has 5 more cats than he had. How many cats does Rex have?",
    "Rex sold 12 cats on Monday. On Tuesday he sold 5 more cats than he did. How many cats did "
    "Rex sell on Tuesday?",
    # "than she has cats" when "she" may be another holder of cats: hers, or the subject's?
    "Ula has 12 cats. Tod has 3 cats. Tod has 5 more dogs than she has cats. How many dogs does "
    "Tod have?",
    # the amount counts a kind among the one multiplied: the red cats are cats
    "Rex has 12 cats. He has 5 fewer red cats than twice the number of cats. How many red cats "
    "does Rex have?",
    # "N times more" stays refused in the shape with an amount added
    "Rex has 12 cats. He has 5 more dogs than 3 times more the number of cats. How many dogs does "
    "Rex have?",
    # "as she did pencils" when "she" may be another seller of pencils
    "Ann sold 5 pencils. Bo sold 3 pencils. Bo sold twice as many pens as she did pencils. How many "
    "pens did Bo sell?",
    "The store sold 5 pens. The shop sold twice as many pencils as it did pens. How many pencils did "
    "the shop sell?",
    # "as he did snakes" beside "has": his snakes at another time
    "He had 15 snakes. He has twice as many monkeys as he did snakes. How many monkeys does he have?",
    # dollars more than "as many" (a count) as another's
    "Ivo has $60 and 9 pens. Pam has $4 more than half as many as Ivo. How much money does Pam have?",
    # "but not": no number
    "Ula has 4 figs. Tod has 3 times as many figs as Ula, but not as many figs as Vi. How many "
    "figs does Vi have?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_comparison_is_read(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation


@pytest.mark.parametrize("text", REFUSED)
def test_comparison_is_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
