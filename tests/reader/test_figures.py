"""Plane figures: a rectangle's or a square's sides, area and perimeter (reader/figures.py,
ledger/figures.py, obligations/figures.py). Problems written for these tests."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

ANSWERED = [
    ("A patio is 9 meters long and 7 meters wide. What is its area?", 63, "square meters"),
    ("A patio is 9 meters long and 7 meters wide. What is the perimeter of the patio?", 32,
     "meters"),
    ("A flag has a length of 5 feet and a width of 3 feet. What is the area of the flag?", 15,
     "square feet"),
    ("Each side of a square mat is 6 inches long. What is the mat's perimeter?", 24, "inches"),
    ("Lena cut a square with sides of 11 cm. What is its area?", 121, "square centimeters"),
    ("A square stamp has an area of 81 square millimeters. How long is each side?", 9,
     "millimeters"),
    ("A square pad has a perimeter of 28 inches. What is the area of the pad?", 49,
     "square inches"),
    ("The area of the banner is 40 square yards and the width is 5 yards. How long is it?", 8,
     "yards"),
    ("A rectangular court has a perimeter of 50 meters. It is 15 meters long. How wide is it?",
     10, "meters"),
    ("A mirror is 2 feet wide. If it has an area of 9 square feet, how tall is it?",
     Fraction(9, 2), "feet"),
    ("A rectangular lawn measures 20 feet by 30 feet. What is its perimeter?", 100, "feet"),
    ("A field is 40 meters long and 25 meters wide. How many square meters is it?", 1000,
     "square meters"),
    ("The length of a rectangle is 12 cm. Its width is 3 cm. Find its area.", 36,
     "square centimeters"),
    # the one who has the figure, before it
    ("Ann has a mat that is 3 feet long and 2 feet wide. What is the area of her mat?", 6,
     "square feet"),
    # a sentence setting the scene, with no number, before the measures
    ("Mo painted a mural on his door. The mural is 5 feet wide and 4 feet tall. What is the "
     "perimeter of the mural?", 18, "feet"),
    ("A rug is 3 meters long and 2 meters wide. How many square meters of floor does the rug "
     "cover?", 6, "square meters"),
    # an area unit written with "²"
    ("A sign has an area of 12 ft² and is 3 feet wide. How tall is it?", 4, "feet"),
    ("A square tile has an area of 36 cm². How long is each side?", 6, "centimeters"),
    # a place leading the sentence, with its comma
    ("At the fair, the stage was 8 meters wide and 5 meters long. What is the area of the "
     "stage?", 40, "square meters"),
    # the owner named again in the question
    ("Ann's lawn is 10 feet long and 8 feet wide. What is the area of Ann's lawn?", 80,
     "square feet"),
    # where the figure is, after it
    ("A pond in the park is 3 meters wide and 5 meters long. What is the area of the pond?", 15,
     "square meters"),
    # who made the figure, with the verb, before it
    ("A shop added a new patio that was 4 feet wide and 6 feet long. What is the area of their "
     "new patio?", 24, "square feet"),
    # a regular polygon: the perimeter is the side times the count of sides
    ("The perimeter of an equilateral triangle is 45 cm. How long is each side?", 15,
     "centimeters"),
    ("A regular hexagon has sides of 4 inches. What is its perimeter?", 24, "inches"),
    ("Each side of a regular octagon is 3 cm long. What is the perimeter of the octagon?", 24,
     "centimeters"),
    # the shape told of the figure "in the shape of" it
    ("Ivo made a pen in the shape of a regular pentagon. Its perimeter is 40 feet. What is the "
     "length of each side of the pen?", 8, "feet"),
    ("A pen is in the shape of a square. Its perimeter is 36 feet. What is its area?", 81,
     "square feet"),
    # a side told by the other, with one measure: a side, the perimeter or the area
    ("A rectangular deck has a perimeter of 42 feet. The length is twice the width. What is the "
     "width of the deck?", 7, "feet"),
    ("The perimeter of the yard is 56 meters and its width is 3 times its length. How long is "
     "the yard?", 7, "meters"),
    ("A poster is 2 feet wide. It is 3 times as tall as it is wide. What is its area?", 12,
     "square feet"),
    ("A lawn was half as wide as it was long. If its perimeter was 60 yards, what was its "
     "area?", 200, "square yards"),
    ("The length of a rectangle is five times its width. If the area is 80 square inches, what "
     "is the width?", 4, "inches"),
    ("The width of a field is 6 meters less than its length. The field is 20 meters long. What "
     "is the perimeter of the field?", 68, "meters"),
    ("The length of the court is 5 yards more than its width. If the perimeter of the court is "
     "50 yards, find its width.", 10, "yards"),
    ("A tray is 3 inches longer than it is wide. Its area is 40 square inches. How wide is it?",
     5, "inches"),
    ("A rectangular pad is 5 cm wide. Its length is 2 cm less than three times its width. What "
     "is its area?", 65, "square centimeters"),
    ("The width of a sheet is one third of its length. The sheet is 12 inches long. What is its "
     "area?", 48, "square inches"),
    ("A plot is twice as long as its width. It is 5 feet wide. What is its perimeter?", 30,
     "feet"),
    ("A rectangle is twice as long as it is wide and has a perimeter of 36 cm. What is its "
     "area?", 72, "square centimeters"),
    # the shape said in a scene, of the noun measured
    ("Ivo made a rectangular pen. The pen is 6 feet long and 4 feet wide. What is its area?", 24,
     "square feet"),
    ("Ana bought a square rug. The rug is 3 meters long. What is its area?", 9, "square meters"),
    # a triangle's or a parallelogram's area by its base and height
    ("A triangle has a base of 9 cm and a height of 4 cm. What is its area?", 18,
     "square centimeters"),
    ("The base of a triangular flag is 5 feet and its height is 3 feet. Find the area of the "
     "flag.", Fraction(15, 2), "square feet"),
    ("The area of an isosceles triangle is 30 sq. cm. If the base is 10 cm, find its height.", 6,
     "centimeters"),
    ("A parallelogram has an area of 72 square inches and a height of 8 inches. What is the "
     "length of its base?", 9, "inches"),
    ("The base of a parallelogram is 7 yards and its height is 3 yards. What is its area?", 21,
     "square yards"),
    # a statement after the question, with "if"
    ("The area of a rectangular lot is 96 sq. yards. Find the width if its length is 12 yards.",
     8, "yards"),
    # the question's unit after a comma
    ("A rectangular plot was twice as long as it was wide. If the perimeter of the plot was 90 "
     "feet, what was the length of the plot, in feet?", 30, "feet"),
    # "the distance around" a figure is its perimeter, told or asked
    ("The distance around a rectangular yard is 36 feet. It is 10 feet long. What is its area?",
     80, "square feet"),
    ("A rectangular yard is 12 feet long and 5 feet wide. What is the distance around the yard?",
     34, "feet"),
    ("The distance around a square tile is 20 inches. How long is each side?", 5, "inches"),
    # a rectangle's "one side": either side gives the same area and perimeter
    ("The perimeter of a rectangular mat is 30 feet. One side measures 9 feet. What is its "
     "area?", 54, "square feet"),
    ("A rectangular mat has an area of 54 square feet. One side is 9 feet long. What is its "
     "perimeter?", 30, "feet"),
    # a fence put all the way round the figure is as long as its perimeter
    ("Ivo used 50 meters of fencing to enclose a rectangular corral. The corral is 15 meters "
     "long. How wide is the corral?", 10, "meters"),
    ("A rectangular corral is 7 yards long and 5 yards wide. How many yards of fencing are "
     "needed to enclose the corral?", 24, "yards"),
    ("A square corral is 6 meters long. How much fencing is needed to surround it?", 24, "meters"),
    ("A rectangular quilt is 7 feet long and 5 feet wide. How many feet of trim are needed to go "
     "around the quilt?", 24, "feet"),
    # a noun plural in form that names one tract of land
    ("The woods by the river are 5 miles long and 3 miles wide. What is the area of the woods?",
     15, "square miles"),
    # "N by M" of a thing measured as one flat face, as "N long and M wide" is
    ("A tablecloth measures 9 feet by 4 feet. What is its area?", 36, "square feet"),
    ("Leo hung a banner that is 5 yards by 2 yards. What is the perimeter of the banner?", 14,
     "yards"),
    # the question tells again the doing the scene told of the figure, by its doer
    ("Nia is varnishing a board. The board is 5 feet long and 3 feet wide. What is the "
     "area of the board she has to varnish?", 15, "square feet"),
    # "each" closing a sentence that names the sides says "each side"; a figure told by a phrase
    ("A regular pentagon whose sides measure 7 cm each. Find the perimeter.", 35, "centimeters"),
    ("A square tile has sides of 4 inches each. What is its area?", 16, "square inches"),
    # the covering laid over all of a room's floor is the floor's area: the room's length by width
    ("Omar's den is 11 feet long and 7 feet wide. How much carpet does he need to cover the floor?",
     77, "square feet"),
    ("Rita's office is 9 meters long and 6 meters wide. How many square meters of tile will she need "
     "to cover the entire floor of her office?", 54, "square meters"),
    ("A gym is 30 yards long and 20 yards wide. How much flooring is needed to cover the floor?", 600,
     "square yards"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_figure_answered(text: str, value: int | Fraction, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert (outcome.value, outcome.unit) == (value, unit)
    assert "figure_unique" in outcome.obligations
    assert all(o.citation.kind in ("text", "step", "lexicon") for s in outcome.steps
               for o in s.operands)


REFUSED = [
    # feet times inches is no area in either unit
    "A mat is 3 feet long and 8 inches wide. What is its area?",
    # a room's area may be its floor, its walls or all of them
    "A room is 5 meters long and 4 meters wide. What is its area?",
    # "each side" of a figure not said to be a square: a pentagon has five
    "Each side of the garden is 5 feet long. What is its area?",
    # the perimeter alone leaves a rectangle's area open
    "A rectangular rug has a perimeter of 20 feet. What is its area?",
    # two figures: whose area?
    "A pond is 4 feet long and 3 feet wide. A lawn is 9 feet long. What is the area of the lawn?",
    # "by" does not say which side is the length
    "A rectangular rug measures 6 feet by 4 feet. How long is it?",
    "A mat is 6 feet by 4 feet. How wide is the mat?",
    # "N by M" of a solid or of a thing not known to be flat: which face, or no rectangle at all
    "A crate is 6 feet by 4 feet. What is its area?",
    "A goat pen is 6 feet by 4 feet by 3 feet. What is its area?",
    # a change told after the measures
    "A card is 4 inches wide and 6 inches tall. Mo doubled its sides. What is its area?",
    # the side of that square is no exact number
    "A square tile has an area of 50 square inches. How long is each side?",
    # many figures, how many untold
    "The tiles are 4 inches long and 3 inches wide. What is the total area of the tiles?",
    # the question names another thing placed by the figure
    "A path runs around the lawn. The lawn is 12 feet long and 8 feet wide. What is the area of "
    "the path around the lawn?",
    # a scene that cuts a shape from the figure
    "Ann cut a square out of her rug. The rug is 5 feet long and 4 feet wide. What is its area?",
    # the figure asked is not the one measured
    "Ann has a rug and a mat. The rug is 5 feet long and 4 feet wide. What is the area of the mat?",
    "Mo painted a mural on a wall. The mural is 5 feet wide and 4 feet tall. What is the area of "
    "the wall?",
    # a third dimension: a solid
    "A pool is 10 meters long, 5 meters wide and 2 meters deep. What is its area?",
    # a side told twice: no figure problem of two measures
    "A lawn is 12 feet long and 8 feet wide. Its width is 8 feet. What is its area?",
    # yards squared are no square feet without a conversion
    "A lawn is 12 yards long and 8 yards wide. How many square feet is it?",
    # the figure placed in another is not that other
    "At the fair, a stage was 8 meters wide and 5 meters long. What is the area of the fair?",
    "A pond in the park is 3 meters wide and 5 meters long. What is the area of the park?",
    # a doing in the question's noun phrase
    "Mo painted a wall that is 4 feet wide and 6 feet long. What is the area of the wall he "
    "painted?",
    # a shape other than a rectangle's or a square's, said anywhere
    "A triangular sail is 5 feet long and 3 feet wide. What is its area?",
    "Ann drew two circles. A card is 5 inches long and 3 inches wide. What is its area?",
    # a third side named: a solid, never a plane figure
    "A garden is 10 feet long and 8 feet wide. How tall is the garden?",
    # the question's owner is not the statements'
    "Ann's lawn is 10 feet long and 8 feet wide. What is the area of Bo's lawn?",
    # a scene telling many of the figure's kind
    "Ann bought some rugs. The rug is 10 feet long and 8 feet wide. What is its area?",
    # half of the figure
    "A lawn is 12 feet long and 8 feet wide. What is the area of half of the lawn?",
    # a polygon not said regular: its sides may differ
    "The perimeter of a triangle is 45 cm. How long is each side?",
    "A hexagon has a perimeter of 42 inches. How long is each side?",
    # a regular polygon's area is not read
    "An equilateral triangle has a perimeter of 30 cm. What is its area?",
    # the shape told of another thing than the one measured
    "The park is in the shape of a regular hexagon. The pond has a perimeter of 60 feet. How "
    "long is each side of the pond?",
    # two polygons
    "An equilateral triangle has a perimeter of 30 cm. A regular pentagon has a perimeter of 30 "
    "cm. How long is each side of the triangle?",
    # a side told by the other and nothing else: the size is open
    "The length of a rectangle is twice its width. What is its area?",
    # a side told by the other beside both sides told: three measures
    "A rug is 10 feet long and 4 feet wide. Its length is twice its width. What is its area?",
    # a side told by the other of a square
    "A square has a perimeter of 20 feet. The length is twice the width. What is its area?",
    # "3 times longer": three times as long, or four?
    "A garden is 3 times longer than it is wide. It is 4 feet wide. What is its area?",
    # a side told by a side of another thing
    "The length of the garden is twice the width of the patio. The patio is 5 feet wide. What "
    "is the area of the garden?",
    "The garden is twice as long as the path. The garden is 5 feet wide. What is its area?",
    # a comparing word of another side
    "The width of a rug is 3 feet longer than its length. It is 10 feet long. What is its area?",
    "A plot is twice as long as its length. It is 5 feet wide. What is its area?",
    "The width of a rug is half of the length of the hall. The rug is 8 feet long. What is its "
    "area?",
    # an offset with no unit
    "A rectangle's width is 3 less than its length. Its length is 7 cm. What is its area?",
    # the relation said after more than a side
    "The length of a mat is twice the width plus 2 feet. It is 3 feet wide. What is its area?",
    # an area asked in a unit of length, a perimeter in square units
    "A patio is 4 feet long and 5 feet wide. What is its area, in feet?",
    "A patio is 4 feet long and 5 feet wide. What is its perimeter, in square feet?",
    # the shape said in a scene of another noun
    "Ana bought a square rug. The mat is 3 meters long and 2 meters wide. What is its area?",
    # a triangle's sides, length and width, or perimeter are not its base and height
    "A triangle has sides of 3 cm and 4 cm. What is its area?",
    "A triangle is 6 cm long and 4 cm wide. What is its area?",
    "A triangle has a base of 6 cm and a height of 4 cm. What is its perimeter?",
    # a solid with a triangular face: which face?
    "A triangular prism has a base of 6 cm and a height of 4 cm. What is its area?",
    # a rectangle's base and height, a lamp's base: no such reading
    "A rectangle has a base of 6 cm and a height of 4 cm. What is its area?",
    "The base of the lamp is 4 inches wide and 6 inches long. What is its area?",
    # two shapes
    "A triangle has a base of 6 cm and a height of 4 cm. A parallelogram has a base of 3 cm. "
    "What is the area of the triangle?",
    # the area of a side told by the other with no exact root
    "A tray is 3 inches longer than it is wide. Its area is 20 square inches. How wide is it?",
    # the distance around asked of another thing than the figure told
    "A rectangular yard is 12 feet long and 5 feet wide. What is the distance around the shed?",
    # a distance around walked by someone: how many times?
    "Bo walked the distance around a square yard, 40 feet. How long is each side?",
    # "one side" of a figure not said to be a rectangle or a square: any polygon
    "A mat has a perimeter of 30 feet. One side measures 9 feet. What is its area?",
    # a fence asked in another unit than the sides told: no conversion
    "A rectangular corral is 7 yards long and 5 yards wide. How many feet of fencing are needed "
    "to enclose the corral?",
    # a fence round another thing than the figure
    "A rectangular corral is 7 yards long and 5 yards wide. How many yards of fencing are needed "
    "to enclose the barn?",
    # a ring round a thing not known to be flat: round which of its faces?
    "A rectangular parcel is 7 inches long and 5 inches wide. How many inches of ribbon are "
    "needed to go around the parcel?",
    # "woods" names one tract only after "the": some woods, two woods may be many
    "Some woods are 5 miles long and 3 miles wide. What is the area of the woods?",
    "Lia sawed some woods 5 feet long and 3 feet wide. What is the area of the woods?",
    # the material, not the tract, is no flat thing known
    "The wood is 5 feet long and 3 feet wide. What is the area of the wood?",
    # a doing the scene never told, of another thing, by another doer, or denied
    "Nia is varnishing a board. The board is 5 feet long and 3 feet wide. What is the area "
    "of the board she has to sand?",
    "Nia is varnishing a shelf. The board is 5 feet long and 3 feet wide. What is the area of "
    "the board she has to varnish?",
    "Nia is varnishing a board. The board is 5 feet long and 3 feet wide. What is the area "
    "of the board he has to varnish?",
    "Nia is not varnishing a board. The board is 5 feet long and 3 feet wide. What is the "
    "area of the board she has to varnish?",
    "Nia is varnishing a board. The board is 5 feet long and 3 feet wide. What is the area "
    "of the part of the board she has to varnish?",
    # "each" of the sides of a figure not said to be a square or regular, or not closing the sentence
    "A rectangle has sides of 4 inches each. What is its area?",
    "A regular hexagon has sides of 4 inches each and a base. Find the perimeter.",
    # a floor asked of no room (a box's bottom), of a room told high, of another room, in another
    # unit, of a part, by a doer the owner may not be, or a covering counted in pieces
    "Omar's crate is 11 feet long and 7 feet wide. How much carpet does he need to cover the floor?",
    "Omar's den is 11 feet long, 7 feet wide and 8 feet high. How much carpet does he need to cover "
    "the floor?",
    "Omar's den is 11 feet long and 7 feet wide. How much carpet does he need to cover the floor of "
    "his garage?",
    "Omar's den is 11 feet long and 7 feet wide. How many square yards of carpet does he need to "
    "cover the floor?",
    "Omar's den is 11 feet long and 7 feet wide. How much carpet does he need to cover half the floor?",
    "Omar's den is 11 feet long and 7 feet wide. How much carpet does she need to cover the floor?",
    "Omar's den is 11 feet long and 7 feet wide. How many tiles does he need to cover the floor?",
    "Omar's den is 11 feet long and 7 feet wide. How much paint does he need to cover the walls?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_figure_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
