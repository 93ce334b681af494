"""A sum given to a counted row of receivers, every share but one told by place ("the first",
"the second"), the last share asked: the sum less the shares told. Each case is in our own
words; an answer case fails when the shape is no longer read, a refusal case when it is read
without what makes it certain (one giver, every place but one told once, all in dollars)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar donated $120 to four clinics. He gave $30 to the first clinic, $25 to the second and "
     "$40 to the third. How much did he give to the fourth clinic?", 25, "dollars"),
    ("The sun was out. Pia sent a total of $60 to three cousins. If she sent $15 to the first "
     "cousin and $20 to the third, how much did she send to the second?", 25, "dollars"),
    ("Nell went to two libraries and donated $48 in total. She gave $30 to the first library. "
     "How much money did she give to the last library?", 18, "dollars"),
    ("Lastly, he contributed $75 to three youth clubs in the valley. He contributed $20 to the "
     "second club and $35 to the third. How much did he contribute to the first?", 20, "dollars"),
    # a goal of doing, split over a counted row of doers
    ("The bakery must sell 600 rolls. It split its staff into three teams. The first team sold 210 "
     "rolls and the second sold 180. How many rolls must the third team sell?", 210, "rolls"),
    ("Kim has to pick 90 apples. She divided her helpers into 3 groups. If the first group picked "
     "25, and the third picked 41, how many apples should the second group pick?", 24, "apples"),
    # a whole done told in all
    ("The classes collected 300 cans in all. There are three classes. The first class collected 120 "
     "and the second class collected 95. How many cans did the last class collect?", 85, "cans"),
    # a count of doings over named periods that never overlap
    ("Ravi swept the porch 20 times in all during the spring and summer. He swept it 12 times in "
     "the summer. How many times did he sweep it in the spring?", 8, "times"),
    ("Lena baked 30 pies on Monday, Tuesday and Friday. She baked 8 pies on Monday and 10 on "
     "Friday. How many pies did she bake on Tuesday?", 12, "pies"),
]

REFUSED = [
    # two places left untold: the sum is split between them somehow
    "Omar donated $120 to four clinics. He gave $30 to the first clinic and $25 to the second. "
    "How much did he give to the third?",
    # a place told twice, another untold
    "Omar donated $90 to three clinics. He gave $30 to the first clinic and $25 to the first. "
    "How much did he give to the third?",
    # another giver of a share: is it out of Omar's sum?
    "Omar donated $90 to three clinics. Uma gave $30 to the first clinic and $25 to the second. "
    "How much did Omar give to the third?",
    # two people named before "she": whose shares?
    "Pia and Rosa went out. She sent $60 to three cousins. She sent $15 to the first cousin and "
    "$20 to the second. How much did she send to the third?",
    # a share given to one who is not of the row
    "Omar donated $90 to three clinics. He gave $30 to the first school and $25 to the second. "
    "How much did he give to the third?",
    # a share in cents beside a sum in dollars
    "Omar donated $90 to three clinics. He gave 30 cents to the first clinic and $25 to the "
    "second. How much did he give to the third?",
    # a sum before the one given: may be what he gave from
    "Omar had $200. He donated $90 to three clinics. He gave $30 to the first clinic and $25 to "
    "the second. How much did he give to the third?",
    # a gift besides the row, told in the whole
    "Omar donated $90 to three clinics and $10 to a school. He gave $30 to the first clinic and "
    "$25 to the second. How much did he give to the third?",
    # a sum each day: the shares of which day?
    "Omar donated $90 per day to three clinics. He gave $30 to the first clinic and $25 to the "
    "second. How much did he give to the third?",
    # the place asked is past the row's end
    "Omar donated $90 to three clinics. He gave $30 to the first clinic and $25 to the second. "
    "How much did he give to the fourth?",
    # the shares told are more than the sum
    "Omar donated $50 to three clinics. He gave $30 to the first clinic and $25 to the second. "
    "How much did he give to the third?",
]

REFUSED += [
    # no count of doers: a fourth team may sell some too
    "The bakery must sell 600 rolls. The first team sold 210 rolls and the second team sold 180. "
    "How many rolls must the third team sell?",
    # four groups, two told: the rest is split between two
    "Kim has to pick 90 apples. She divided her helpers into 4 groups. If the first group picked "
    "25, and the second picked 40, how many apples should the third group pick?",
    # a least goal: any more than the rest would do
    "Kim has to pick at least 90 apples. She divided her helpers into 3 groups. If the first group "
    "picked 25, and the second picked 40, how many apples should the third group pick?",
    # a goal each day: the parts of which day?
    "Kim has to pick 90 apples each day. She divided her helpers into 3 groups. If the first group "
    "picked 25, and the second picked 40, how many apples should the third group pick?",
    # a part of another fruit
    "Kim has to pick 90 apples. She divided her helpers into 3 groups. If the first group picked "
    "25, and the second picked 40 pears, how many apples should the third group pick?",
    # another doing asked
    "Kim has to pick 90 apples. She divided her helpers into 3 groups. If the first group picked "
    "25, and the second picked 40, how many apples should the third group eat?",
    # some of the helpers only: others may pick too
    "Kim has to pick 90 apples. She divided some helpers into 3 groups. If the first group picked "
    "25, and the second picked 40, how many apples should the third group pick?",
    # three periods, one told: the rest split between two
    "Lena baked 30 pies on Monday, Tuesday and Friday. She baked 8 pies on Monday. How many pies "
    "did she bake on Tuesday?",
    # another baker's part
    "Lena baked 30 pies on Monday and Tuesday. Omar baked 8 pies on Monday. How many pies did she "
    "bake on Tuesday?",
    # a part of another thing
    "Lena baked 30 pies on Monday and Tuesday. She baked 8 cakes on Monday. How many pies did she "
    "bake on Tuesday?",
    # a period outside the whole asked
    "Ravi swept the porch 20 times during the spring and summer. He swept it 12 times in the "
    "summer. How many times did he sweep it in the fall?",
    # a holding over periods: the same dogs may be counted in both
    "Ravi had 20 dogs during the spring and summer. He had 12 dogs in the summer. How many dogs "
    "did he have in the spring?",
    # at least: the whole is not told
    "Ravi swept the porch at least 20 times during the spring and summer. He swept it 12 times in "
    "the summer. How many times did he sweep it in the spring?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
