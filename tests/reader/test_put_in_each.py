"""A putting of a count into each one of the putter's containers ("She packed 9 plums into each of
her 4 tins", "Omar has 5 trays. He places 6 buns on each tray."): each container then holds the
count, as "She has 9 plums in each of her 4 tins" says (reader/contents.put_as_had,
state._put_in_each_counted). Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rosa packed 9 plums into each of her 4 tins. How many plums does Rosa have?", 36, "plums"),
    ("Rosa put 9 plums into each of 4 tins. How many plums are there?", 36, "plums"),
    ("Omar has 5 trays. He places 6 buns on each tray. How many buns does he have?", 30, "buns"),
    ("Omar had 5 trays. He stacked 6 buns on each tray. How many buns did he have?", 30, "buns"),
    # the containers counted after changes of their own, before the putting
    ("Lena made 9 pies. Then she sold 3 pies. She puts 2 cherries on each pie. How many cherries are "
     "on the pies?", 12, "cherries"),
    ("Omar put 6 buns on each of his 5 trays. How many buns are on the trays?", 30, "buns"),
    # a noun that is also a verb of placing ("packs", "loads") tells no putting
    ("Ivo bought 4 packs with each pack having 6 pens. How many pens did he buy?", 24, "pens"),
    ("Ivo washed 3 loads with 8 shirts in each load. How many shirts did he wash?", 24, "shirts"),
    # asked with a verb of using or of placing: the things put
    ("Lena has 7 pies. She puts 3 cherries on each pie. How many cherries does she use?", 21, "cherries"),
    ("Lena baked 9 pies and sold 2 of them. If she puts 3 cherries on each pie, how many cherries will "
     "she need in all?", 21, "cherries"),
]

REFUSED = [
    # the containers told of another: the putter's own are not counted
    "Ivo has 5 trays. Omar places 6 buns on each tray. How many buns does Omar have?",
    "Ivo has 5 trays. Omar places 6 buns on each tray. How many buns does Ivo have?",
    # the things put were held before: the same ones, now in the containers
    "Omar has 40 buns and 5 trays. He places 6 buns on each tray. How many buns does he have?",
    "Omar has 40 buns. He places 6 buns on each of his 5 trays. How many buns does he have?",
    # room, not a putting done
    "Omar has 5 trays. He can place 6 buns on each tray. How many buns does he have?",
    # some of the containers only
    "Omar has 5 trays. He places 6 buns on each of 3 trays. How many buns does he have?",
    # the containers bought: the things put were not bought with them
    "Omar bought 5 trays. He placed 6 buns on each tray. How many buns did he buy?",
    # a container moved after the putting: was it full?
    "Omar had 5 trays. He placed 6 buns on each tray. Then he gave 2 trays to Ivo. How many buns "
    "does he have?",
    # two putters, or a group
    "Omar and Ivo put 6 buns on each of 5 trays. How many buns do they have?",
    "Omar has 5 trays. He places 6 buns on each tray. Ivo places 2 buns on each tray. How many buns "
    "does Omar have?",
    # asked with a verb told of other things of the kind: those put too?
    "Lena has 7 pies. She puts 3 cherries on each pie. She used 5 cherries in a cake. How many "
    "cherries does she use?",
    # the containers asked of, not the things put
    "Lena has 7 pies. She puts 3 cherries on each pie. How many pies does she use?",
    # "more" put: on top of what?
    "Omar had 5 trays. He placed 6 more buns on each tray. How many buns does he have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
