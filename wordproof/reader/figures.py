"""Reading one plane figure: its sides told as adjectives or measure nouns ("is 12 feet long
and 8 feet wide", "has a length of 6 cm and a width of 4 cm", "each side of the square is 9
inches", "an area of 35 square yards") and a question about its area, perimeter or a side
("What is its area?", "How many square feet …", "How long is it?", "Find the width").

Every number must be a measure of the one figure, with its unit; every sentence with a number
tells only measures of that figure (one noun phrase names it, later ones name it again or say
"it"); sentences before the first measure that hold no number set the scene and are passed
over, any other sentence makes the text no figure problem. A figure is read as a rectangle or
a square when a shape word says so, and as a rectangle when its sides are named length, width
or height and it is known to be measured as one flat face (lexicon ``plane_nouns`` and
``upright_flat_nouns``: a rug "12 feet long and 8 feet wide", a poster "3 feet tall"); a
height is a side only of a thing that stands up flat. Anything else is not read here
(``None``): the general reader sees it.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.figures import FigureEntry, Measure, Shape, SideRelation, ToldMeasure
from wordproof.lexicon.tables import (
    MeasureUnit,
    hypernyms_of,
    measure_unit,
    name_gender,
    parts_of,
)
from wordproof.lexicon.words import in_class, lemmas, noun_lemma, pronoun
from wordproof.reader.sequences import sentences_of
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import SENTENCE_END, Token, TokenKind

_ADJECTIVES = {"long": Measure.LENGTH, "wide": Measure.WIDTH, "tall": Measure.HEIGHT,
               "high": Measure.HEIGHT}
_NOUNS = {"length": Measure.LENGTH, "width": Measure.WIDTH, "breadth": Measure.WIDTH,
          "height": Measure.HEIGHT, "side": Measure.SIDE, "sides": Measure.SIDE,
          "area": Measure.AREA, "perimeter": Measure.PERIMETER, "base": Measure.BASE}
# shapes measured by a base and the height to it
_BY_BASE = {"triangle": Shape.TRIANGLE, "triangular": Shape.TRIANGLE,
            "parallelogram": Shape.PARALLELOGRAM}
_SHAPES = {"rectangle": Shape.RECTANGLE, "rectangular": Shape.RECTANGLE, "square": Shape.SQUARE,
           **_BY_BASE}
_SHAPE_NOUNS = frozenset({"rectangle", "square"})
_FIGURE_NOUNS = _SHAPE_NOUNS | {"triangle", "parallelogram"}
# kinds of triangle, whose area is half the base times the height all the same
_TRIANGLE_KINDS = frozenset({"right", "angled", "right-angled", "isosceles", "scalene", "acute",
                             "obtuse"})
# words saying a polygon's sides are all equal: "an equilateral triangle", "a regular hexagon"
_REGULAR = frozenset({"equilateral", "regular"})
# words that carry no content in a sentence telling measures
_OWNERS = frozenset({"his", "her", "their", "my", "our", "your"})
_TELLING = _OWNERS | frozenset({"a", "an", "the", "its", "it", "this", "that", "which", "whose", "is",
                      "was", "are", "were", "has", "had", "have", "measures", "measure", "measured",
                      "measuring", "and", ",", "with", "of", "each", "total", "surface"})
_ASKING = _OWNERS | frozenset({"what", "find", "is", "was", "will", "be", "the", "its", "it", "this",
                     "that", "of", "each", "total", "surface", "does", "did", "cover", "covers",
                     "measure"})
_GAP = frozenset({"of", "a", "an", "the"})  # inside one noun phrase: "a piece of the glass"
_SUBJECTS = frozenset({"he", "she", "they", "we", "i"})
_GENDERS = {"his": "male", "her": "female"}
_POSSESSIVES = {"he": "his", "she": "her", "they": "their", "i": "my", "we": "our"}
# classes of words that may look like nouns to the lemmatizer but name no thing ("or")
_NOT_NOUNS = ("conjunctions", "prepositions", "determiners", "aux_modal", "aux_be")
# a thing placed round another is a ring: its length goes round the other ("the fence around
# the yard is 60 feet long" tells the yard's perimeter)
_ENCLOSING = frozenset({"around", "round", "surrounding", "encircling", "enclosing"})
# a ring put round a figure, and the verbs that put it all the way round: "80 feet of fencing to
# enclose the yard", "of ribbon to go around the frame" is the yard's, the frame's perimeter
_RINGS = frozenset({"fence", "fencing", "ribbon", "trim", "border", "edging", "lace"})
_ENCLOSE = frozenset({"enclose", "surround", "fence", "border", "edge", "trim"})
_NEEDED = frozenset({"needed", "required", "used"})
# the verbs telling all of a ring went round the figure ("bought" or "has" may leave some over)
_USING = _NEEDED | frozenset({"uses", "needs", "requires"})
# words before "distance around" that make it the figure's one distance round, its perimeter
_THE_DISTANCE = _OWNERS | frozenset({"the", "its"})
# the tense a statement tells a measure in
_TENSES = {**dict.fromkeys(("is", "are", "has", "have", "measures", "measure"), "present"),
           **dict.fromkeys(("was", "were", "had", "measured"), "past")}
# a setting that tells a time before or after another: the measures may have changed
_TIME_ORDER = frozenset({"after", "before", "since", "until", "till", "upon"})
# words that tell of more than one thing of a kind
_OTHERS = frozenset({"another", "other", "others", "both", "every", "all", "either", "neither",
                     "second", "first", "last", "same", "several", "many", "few"})


# a side compared with another: "4 feet longer than it is wide", "the length is 3 feet shorter
# than the width"; "more" and "less" compare any side, the others only their own
_COMPARATIVES = {"longer": (Measure.LENGTH, False), "wider": (Measure.WIDTH, False),
                 "broader": (Measure.WIDTH, False), "narrower": (Measure.WIDTH, True),
                 "taller": (Measure.HEIGHT, False), "higher": (Measure.HEIGHT, False)}
_SHORTER = frozenset({Measure.LENGTH, Measure.HEIGHT})  # "shorter" may be either's
_SIDE_NOUNS = {"length": Measure.LENGTH, "width": Measure.WIDTH, "breadth": Measure.WIDTH,
               "height": Measure.HEIGHT}


class _NotAFigure(Exception):
    """The text is not read as one plane figure."""


def read_figure(text: str, tokens: Sequence[Token]) -> FigureEntry | None:
    """The figure the text tells of and asks about, or None when it is not one."""
    try:
        return _read(text, list(tokens))
    except _NotAFigure:
        return None


def _read(text: str, tokens: list[Token]) -> FigureEntry:
    sentences = sentences_of(tokens)
    polygons = {_regular_polygon(tokens, i) for i in range(len(tokens))} - {None}
    if any(_other_shape(t) and noun_lemma(t.lower) not in polygons and t.lower not in _BY_BASE
           for t in tokens):
        raise _NotAFigure  # a triangle not said equilateral, a circle
    for index, token in enumerate(tokens):
        if (token.lower in _OTHERS and not (index and tokens[index - 1].lower == "how")) or (
                token.lower == "each" and (
                index + 1 == len(tokens) or tokens[index + 1].lower not in ("side", "sides"))
                and not _each_side_closing(tokens, index)):
            raise _NotAFigure  # more than one figure: "another rug", "each rug"
    if not sentences:
        raise _NotAFigure  # no words at all
    question, told_in_question = _question_parts(sentences[-1])
    if len(sentences) < 2 and not told_in_question:
        raise _NotAFigure
    statements = [*sentences[:-1], *([told_in_question] if told_in_question else [])]
    told: list[ToldMeasure] = []
    relations: list[SideRelation] = []
    names: list[list[Token]] = []
    shapes: set[Shape] = set()
    by = False
    measuring = False
    scene: set[str] = set()
    owners: set[str] = set()
    brought_in = 0
    places: list[tuple[str, ...]] = []
    tenses: set[str] = set()
    scenes: list[list[Token]] = []
    shaped: set[str] = set()  # the nouns told "in the shape of" a shape
    one_side = False
    for sentence in statements:
        sentence, told_shape = _shape_phrase(sentence)
        if told_shape is not None:
            shapes.add(told_shape[0])
            shaped.add(told_shape[1])
        if not any(t.kind is TokenKind.NUMBER for t in sentence):
            for shape, noun in _shaped_nouns(sentence):
                shapes.add(shape)
                shaped.add(noun)
            words = {t.lower for i, t in enumerate(sentence) if not _shape_before_noun(sentence, i)}
            if measuring or words & (_SHAPES.keys() | _NOUNS.keys() | _ADJECTIVES.keys()
                                     | _REGULAR) or any(
                    _unit_at(sentence, i) for i in range(len(sentence))):
                raise _NotAFigure  # something told after the measures, or of the figure's shape
            scene |= words
            scenes.append(sentence)
            continue
        measuring = True
        tenses |= {_TENSES[t.lower] for t in sentence if t.lower in _TENSES}
        sentence = _without_setting(sentence)
        relation, related = _relation(sentence, text)
        if relation is not None:
            relations.append(relation)
        measures, used, pair, one = _measures(sentence, related)
        by = by or pair
        one_side = one_side or one
        told.extend(measures)
        naming = _named(sentence, used, _TELLING, statement=True)
        names.append(naming.name)
        shapes |= naming.shapes
        owners |= naming.owners
        brought_in += naming.indefinite
        places.append(naming.place)
    if not (told or relations) or len(tenses) > 1:
        raise _NotAFigure  # "It was 9 feet long. It is 6 feet wide.": changed since?
    asking = _without_doing_again(question, scenes)
    floor = _floor_asked(asking)
    asked, asked_unit, asked_naming = floor if floor is not None else _asked(asking)
    asked_name = asked_naming.name
    shapes |= asked_naming.shapes
    if len(owners) > 1 or brought_in > 1 or any(later not in ((), places[0])
                                                  for later in places[1:]):
        raise _NotAFigure  # two figures: "His rug is … Her rug is …", "A rug … A rug …",
        # "The rug in the hall is … The rug in the den is …"
    if not asked_naming.owners <= owners | _OWNERS or not all(
            _may_be(pronoun, owner) for owner in owners or {""}
            for pronoun in asked_naming.owners & _OWNERS):
        raise _NotAFigure  # the question's owner is no one the statements name ("Tom's … her")
    named = [{t.lower for t in n} for n in names if n]
    if any(not later <= named[0] | scene for later in named[1:]):
        raise _NotAFigure  # "The rug is … The blue rug is …": another rug, maybe
    heads = {_head(name) for name in names if name} | ({_head(asked_name)} if asked_name else set())
    shape_nouns = {s for s in shapes if s.value in heads}
    if polygons & {"triangle"}:
        shapes.discard(Shape.TRIANGLE)  # "an equilateral triangle … the triangle": the one
    if len(heads) > 1 or len(shapes) > 1 or (len(heads) == 0 and not shape_nouns and not shapes):
        raise _NotAFigure
    head = next(iter(heads)) if heads else next(iter(shaped)) if shaped else next(
        iter(shapes)).value
    if not shaped <= {head}:
        raise _NotAFigure  # "The park is in the shape of a square. The pond is …": whose shape?
    if any(noun_lemma(word) == head and word != head for word in scene):
        raise _NotAFigure  # "She bought some rugs. The rug is …": which rug?
    if sum(noun_lemma(t.lower) == head for sentence in scenes for t in sentence) > 1:
        raise _NotAFigure  # "Ann has a rug. Bo has a rug. The rug is …": which one?
    if any(_done_to(sentence, head) for sentence in scenes):
        raise _NotAFigure  # "Ann trimmed the rug. The rug is …": before the doing, or after?
    told_words = {t.lower for name in names for t in name}
    if asked_name and not {t.lower for t in asked_name} <= told_words | scene | {head}:
        raise _NotAFigure  # the question names the figure otherwise than the statements
    shape = next(iter(shapes)) if shapes else Shape.UNSAID
    sides = 4
    if shape is Shape.REGULAR:
        counts = {parts_of("side", polygon) for polygon in polygons if polygon is not None}
        if len(counts) != 1 or not {asked, *(t.measure for t in told)} <= {
                Measure.SIDE, Measure.PERIMETER}:
            raise _NotAFigure  # only a regular polygon's side and perimeter are read
        sides = int(next(iter(counts)) or 0)
    if floor is not None and not (in_class(head, "floored_nouns") and shape is Shape.UNSAID and {
            t.measure for t in told} == {Measure.LENGTH, Measure.WIDTH} and not relations):
        raise _NotAFigure  # the floor of a box, of a room told high: not read
    if shape is Shape.UNSAID and not (
            in_class(head, "plane_nouns") or in_class(head, "upright_flat_nouns") or floor is not None):
        raise _NotAFigure  # a box, a goat, a plate told long and wide (or N by M) is no rectangle
    measured = {asked, *(t.measure for t in told), *(m for r in relations for m in (r.side, r.other))}
    if Measure.HEIGHT in measured and not (
            in_class(head, "upright_flat_nouns") or head in _FIGURE_NOUNS or shape.by_base):
        raise _NotAFigure  # "a table 3 feet tall": a height is a side only of a flat thing
    if shape.by_base and not measured <= {Measure.BASE, Measure.HEIGHT, Measure.AREA} or (
            Measure.BASE in measured and not shape.by_base):
        raise _NotAFigure  # a triangle's sides, a rectangle's base: not read
    if in_class(head, "solid_nouns") and (shape.by_base or any(
            t.lower in ("surface", "total") for t in tokens)):
        raise _NotAFigure  # "the surface area of a box", "a triangular prism": which face?
    if any(t.lower in _RINGS for t in tokens) and not (
            in_class(head, "plane_nouns") or in_class(head, "upright_flat_nouns")
            or head in _FIGURE_NOUNS):
        raise _NotAFigure  # "ribbon to go around a rectangular box": round which of its faces?
    if not any(names) and any(_another_noun(word, head) for word in scene):
        raise _NotAFigure  # "A rug lies on a floor. It is 10 feet long …": which is "it"?
    if one_side and shape is Shape.RECTANGLE:
        told = _either_side(told, relations, asked)
    if shape not in (Shape.SQUARE, Shape.REGULAR) and (asked is Measure.SIDE or any(
            t.measure is Measure.SIDE for t in told)):
        raise _NotAFigure  # "each side" of a figure not said to be a square
    asked_text = text[question[0].start:question[-1].end]
    return FigureEntry("f1", head, shape, tuple(told), asked, asked_text, asked_unit, by, sides,
                       tuple(relations))


def _each_side_closing(tokens: list[Token], at: int) -> bool:
    """ "Its sides measure 3 ft each", "has sides of 5 cm each": `each` closing its sentence right
    after a unit, in a sentence that names the sides, says what `each side` says."""
    start = max((i + 1 for i in range(at) if tokens[i].text in SENTENCE_END), default=0)
    return at + 1 < len(tokens) and tokens[at + 1].text in SENTENCE_END and (
        _length_unit(tokens[at - 1]) is not None and any(t.lower == "sides" for t in tokens[start:at]))


def _either_side(told: list[ToldMeasure], relations: list[SideRelation],
                 asked: Measure) -> list[ToldMeasure]:
    """A rectangle's "one side" read as its length: either side gives the same area and
    perimeter, so only these may be asked, with no other side told and no side told by the
    other ("One side measures 10 feet. How long is the garden?" is 10 or the other side)."""
    others = {t.measure for t in told if t.measure is not Measure.SIDE}
    if relations or len(told) - sum(t.measure is not Measure.SIDE for t in told) != 1 or (
            asked not in (Measure.AREA, Measure.PERIMETER)) or not others <= {
            Measure.AREA, Measure.PERIMETER}:
        raise _NotAFigure
    return [attrs.evolve(t, measure=Measure.LENGTH) if t.measure is Measure.SIDE else t
            for t in told]


def _may_be(possessive: str, owner: str) -> bool:
    """Whether the question's "his", "her", "their" … may be the owner the statements tell
    ("" for none told: only "their", which may be anyone's, is read then)."""
    if not owner:
        return possessive == "their"
    if owner in _OWNERS or owner in _SUBJECTS:
        return _POSSESSIVES.get(owner, owner) == possessive  # "She cut … her piece"
    gender = name_gender(owner)
    if possessive in _GENDERS:
        return gender in (None, _GENDERS[possessive])
    return possessive == "their" and gender is None  # "A shop … their patio", not "Ann's … their"


def _regular_polygon(tokens: Sequence[Token], at: int) -> str | None:
    """The polygon noun at ``at`` when a word before it says its sides are equal
    ("equilateral triangle", "regular pentagon") and the lexicon counts its sides."""
    if not 0 < at < len(tokens) or tokens[at - 1].lower not in _REGULAR:
        return None
    noun = noun_lemma(tokens[at].lower)
    if noun != tokens[at].lower or noun in _SHAPE_NOUNS or parts_of("side", noun) is None:
        return None
    return noun


def _shape_phrase(sentence: list[Token]) -> tuple[list[Token], tuple[Shape, str] | None]:
    """The sentence without a closing "in the shape of (a) SHAPE", with the shape it tells
    and the noun it tells it of, the one before it ("a tent in the shape of …", "the wall is in
    the shape of …")."""
    words = [t.lower for t in sentence]
    starts = [i for i in range(len(words) - 3) if words[i:i + 4] == ["in", "the", "shape", "of"]]
    if not starts:
        return sentence, None
    start = starts[0]
    after = start + 4 + (words[start + 4:start + 5] in (["a"], ["an"]))
    end = len(words) - 1 if words[-1] in SENTENCE_END else len(words)
    before = start - 1 if start and words[start - 1] in ("is", "was") else start
    if len(starts) > 1 or not before:
        raise _NotAFigure
    owner = noun_lemma(words[before - 1])
    if end - after == 1 and words[after] in _SHAPE_NOUNS:
        shape = _SHAPES[words[after]]
    elif end - after == 2 and _regular_polygon(sentence, after + 1) is not None:
        shape = Shape.REGULAR
    else:
        raise _NotAFigure  # "in the shape of a triangle", "… of a square, with …"
    if owner is None or owner != words[before - 1]:
        raise _NotAFigure
    return [*sentence[:start], *sentence[end:]], (shape, owner)


def _shape_before_noun(sentence: list[Token], at: int) -> bool:
    """Whether the word at ``at`` is "rectangular" or "square" said of the one noun after it
    ("a rectangular sandbox"; not "a square of cloth", "cut a square out of")."""
    if sentence[at].lower not in ("rectangular", "square") or at + 1 >= len(sentence):
        return False
    after = sentence[at + 1]
    return after.kind is TokenKind.WORD and noun_lemma(after.lower) == after.lower and not any(
        in_class(after.lower, name) for name in _NOT_NOUNS) and after.lower not in _TELLING \
        and _unit_at(sentence, at) is None


def _shaped_nouns(sentence: list[Token]) -> list[tuple[Shape, str]]:
    """The shapes a scene says of a noun ("Ann built a rectangular sandbox"), with the noun."""
    return [(_SHAPES[sentence[i].lower], sentence[i + 1].lower) for i in range(len(sentence))
            if _shape_before_noun(sentence, i)]


def _other_shape(token: Token) -> bool:
    """A word saying a shape other than a rectangle's or a square's ("round", "triangle")."""
    if token.kind is not TokenKind.WORD:
        return False
    if in_class(token.lower, "other_shape_words"):
        return True
    noun = noun_lemma(token.lower)
    return noun is not None and noun not in _SHAPE_NOUNS and "shape" in hypernyms_of(noun)


def _question_parts(sentence: list[Token]) -> tuple[list[Token], list[Token]]:
    """The question ("what …", "how …", "find …") and the statement clause before it in the
    same sentence ("If it is 5 yards wide, how long is it?")."""
    words = [t.lower for t in sentence]
    if words[-1] not in ("?", ".") or (words[-1] == "." and "find" not in words):
        raise _NotAFigure
    starts = [i for i, w in enumerate(words) if w in ("what", "how", "find")
              and (i == 0 or words[i - 1] == ",")]
    if len(starts) != 1:
        raise _NotAFigure
    start = starts[0]
    before = sentence[:max(start - 1, 0)]
    if before and before[0].lower == "if":
        before = before[1:]
    ifs = [i for i in range(start + 1, len(words) - 1) if words[i] == "if"]
    if ifs and not before:  # "Find the width if its length is 40 feet."
        return [*sentence[start:ifs[0]], sentence[-1]], sentence[ifs[0] + 1:-1]
    return sentence[start:], before


# "(he) has to paint", "(she) will paint", "(they) painted": a doing again, closing a question
_OBLIGED = (("has", "to"), ("have", "to"), ("had", "to"), ("needs", "to"), ("will",), ("must",), ())


def _without_doing_again(question: list[Token], scenes: list[list[Token]]) -> list[Token]:
    """The question without a closing clause that tells again the doing a scene told, by the
    one who did it: "What is the area of the wall he has to paint?" after "Adam was painting a
    wall" asks the area of that wall. Any other closing clause is left, and read as no figure."""
    for said in _OBLIGED:
        at = len(question) - len(said) - 3  # the pronoun; then the words said, the verb and "?"
        if at < 3:
            continue
        doer, verb = question[at].lower, question[-2].lower
        if [t.lower for t in question[at + 1:-2]] != list(said) or doer not in _SUBJECTS or (
                noun_lemma(question[at - 1].lower) is None):
            continue
        doing = lemmas(verb).get("VERB", ())
        thing = question[at - 1].lower
        if doing and any(_tells_doing(scene, doer, doing, thing) for scene in scenes):
            return [*question[:at], question[-1]]
    return question


def _tells_doing(scene: list[Token], doer: str, doing: Sequence[str], thing: str) -> bool:
    """Whether a scene opens with one the pronoun may stand for, doing that doing to the thing:
    "Adam was painting a wall" for "the wall he … paint"; never a negated doing."""
    if len(scene) < 3 or any(t.lower in ("not", "never", "no") for t in scene):
        return False
    opener = scene[0].lower if scene[0].lower in _SUBJECTS else (
        scene[0].text if scene[0].capitalized and noun_lemma(scene[0].lower) is None else "")
    if not opener or not _may_be(_POSSESSIVES[doer], opener.lower() if opener in _SUBJECTS
                                 else opener):
        return False
    done = next((i for i in range(1, min(len(scene), 4))
                 if set(lemmas(scene[i].lower).get("VERB", ())) & set(doing)), None)
    return done is not None and any(t.lower == thing for t in scene[done + 1:done + 4])


def _without_setting(sentence: list[Token]) -> list[Token]:
    """The sentence after a leading place or time with its comma ("At the park, the sandbox
    is …"), when that holds no number and no measure word."""
    if not sentence or not _placing(sentence[0]) or "," not in [t.text for t in sentence]:
        return sentence
    if sentence[0].lower in _TIME_ORDER:
        raise _NotAFigure  # "After washing, it is 8 feet long": measured after a change
    comma = [t.text for t in sentence].index(",")
    setting = sentence[:comma]
    if any(t.kind is TokenKind.NUMBER or t.lower in _NOUNS or t.lower in _ADJECTIVES
           or t.lower in _SHAPES for t in setting):
        return sentence
    return sentence[comma + 1:]


def _length_unit(token: Token | None) -> MeasureUnit | None:
    if token is None or token.kind is not TokenKind.WORD:
        return None
    unit = measure_unit(token.lower)
    return unit if unit is not None and unit.dimension == "length" and not unit.ambiguous else None


def _unit_at(sentence: list[Token], at: int) -> tuple[MeasureUnit, int] | None:
    """The unit written at ``at`` ("feet", "square feet", "sq ft") and the index after it."""
    token = sentence[at] if at < len(sentence) else None
    if token is not None and in_class(token.lower, "unit_powers") and token.lower in ("square", "sq"):
        length = _length_unit(sentence[at + 1] if at + 1 < len(sentence) else None)
        area = measure_unit(f"square {length.name}") if length is not None else None
        return (area, at + 2) if area is not None else None
    unit = measure_unit(token.lower) if token is not None and token.kind is TokenKind.WORD else None
    if unit is not None and unit.dimension == "area":
        return unit, at + 1  # "cm²"
    length = _length_unit(token)
    return (length, at + 1) if length is not None else None


def _measures(sentence: list[Token], related: set[int]) -> tuple[list[ToldMeasure], set[int], bool,
                                                                 bool]:
    """The measures a sentence tells, besides the words telling a side by another
    (``related``), the indices of the words that tell them, whether two were told "N by M",
    and whether a side was told as "one side" (of a rectangle: either of its two sides)."""
    out: list[ToldMeasure] = []
    used = set(related)
    window_start = 0
    by = False
    ones = {i for i in range(len(sentence) - 1)
            if sentence[i].lower == "one" and sentence[i + 1].lower == "side"}
    used |= ones
    numbers = [i for i, t in enumerate(sentence)
               if t.kind is TokenKind.NUMBER and i not in related | ones]
    for index in numbers:
        token = sentence[index]
        if token.numeral is None or token.numeral.kind is not NumeralKind.CARDINAL or (
                token.attributive or token.numeral.value <= 0):
            raise _NotAFigure
        found = _unit_at(sentence, index + 1)
        if found is None:
            raise _NotAFigure  # a number with no unit
        unit, after = found
        used |= set(range(index, after))
        adjective = _ADJECTIVES.get(sentence[after].lower) if after < len(sentence) else None
        ring = _ring_after(sentence, after)
        if ring is not None:
            if index == 0 or sentence[index - 1].lower not in _USING:
                raise _NotAFigure  # "She bought 80 feet of fencing to enclose …": all of it?
            if any(_placing(t) and t.lower not in _TELLING for t in sentence[ring:]):
                raise _NotAFigure  # "… to enclose a garden along the house": on three sides?
            used |= set(range(after, ring))
            keywords = {i: _NOUNS[sentence[i].lower] for i in range(window_start, index)
                        if sentence[i].lower in _NOUNS and i not in used}
            if keywords or unit.dimension != "length":
                raise _NotAFigure
            window_start = ring
            out.append(ToldMeasure(Measure.PERIMETER, token.numeral.value, unit, token.text,
                                   token.span))
            continue
        if adjective is not None:
            used.add(after)
            after += 1
        keywords = {i: _NOUNS[sentence[i].lower] for i in range(window_start, index)
                    if sentence[i].lower in _NOUNS and i not in used}
        around = _distance_around(sentence, window_start, index)
        if around is not None:
            keywords[around] = Measure.PERIMETER
            used.add(around + 1)
        used |= set(keywords)
        named = set(keywords.values())
        window_start = after
        if after < len(sentence) and sentence[after].lower == "by" and after + 1 in numbers:
            used.add(after)
            by = True
            measure = Measure.LENGTH
        elif out and by and not named and adjective is None and out[-1].measure is Measure.LENGTH \
                and len(out) == 1:
            measure = Measure.WIDTH
        else:
            measure = _measure_of(named, adjective, unit)
        if (measure is Measure.AREA) != (unit.dimension == "area"):
            raise _NotAFigure
        out.append(ToldMeasure(measure, token.numeral.value, unit, token.text, token.span))
    return out, used, by, bool(ones)


def _relation(sentence: list[Token], text: str) -> tuple[SideRelation | None, set[int]]:
    """The side a statement tells by the other, and the indices of the words telling it:
    "the length is twice the width", "its width is 3 feet less than its length", "is 4 times
    as long as it is wide" (or "as its width"), "is 4 meters longer than it is wide", "its
    length is 1 meter less than twice its width", "one third of the length"."""
    words = [t.lower for t in sentence]
    found: list[tuple[SideRelation, set[int]]] = []
    for verb, word in enumerate(words):
        if word in ("is", "was"):
            read = _relation_after(sentence, words, verb, text)
            if read is not None:
                found.append(read)
    if len(found) > 1:
        raise _NotAFigure  # two sides told by others
    return found[0] if found else (None, set())


def _relation_after(sentence: list[Token], words: list[str], verb: int,
                    text: str) -> tuple[SideRelation, set[int]] | None:
    at = verb + 1
    used: set[int] = set()
    offset = _offset_at(sentence, at)
    side: Measure | None = None
    lower = False
    compared: str | None = None
    if offset is not None:
        quoted_offset, unit, compared, at = offset
        used |= set(range(verb + 1, at))
    factor = _factor_at(sentence, at)
    if factor is not None:
        quoted_factor, after = factor
        numeral = sentence[at].numeral
        if numeral is not None and numeral.kind is NumeralKind.FRACTION and \
                words[after:after + 1] == ["of"]:
            after += 1  # "one third of the length"
        used |= set(range(at, after))
        at = after
    if offset is None and factor is None:
        return None
    other: Measure | None = None
    if words[at:at + 1] and words[at] in ("the", "its") and words[at + 1:at + 2] and \
            words[at + 1] in _SIDE_NOUNS:
        other = _SIDE_NOUNS[words[at + 1]]
        used.add(at + 1)
        at += 2
        named = _side_noun_before(words, verb)
        if named is None:
            return None
        side = _SIDE_NOUNS[words[named]]
        used.add(named)
        if at < len(words) and words[at] not in (",", "and", "of", *SENTENCE_END):
            raise _NotAFigure  # "twice the width plus …"
    elif factor is not None and offset is None and words[at:at + 1] == ["as"] and \
            words[at + 1:at + 2] and words[at + 1] in _ADJECTIVES and words[at + 2:at + 3] == ["as"]:
        side = _ADJECTIVES[words[at + 1]]
        used |= {at, at + 1, at + 2}
        at += 3
        if words[at:at + 1] in (["the"], ["its"]) and words[at + 1:at + 2] and \
                words[at + 1] in _SIDE_NOUNS:
            other = _SIDE_NOUNS[words[at + 1]]  # "twice as long as its width"
            used.add(at + 1)
            at += 2
    elif factor is None and offset is not None and words[at - 1] == "than" and compared in \
            _COMPARATIVES:
        side, lower = _COMPARATIVES[compared]
    else:
        raise _NotAFigure  # a side told by something this reader does not read
    if other is None:
        if words[at:at + 2] in (["it", "is"], ["it", "was"]):
            used |= {at, at + 1}
            at += 2
        if at >= len(words) or words[at] not in _ADJECTIVES:
            raise _NotAFigure  # "twice as long as the path"
        other = _ADJECTIVES[words[at]]
        used.add(at)
        at += 1
    if offset is not None and compared is not None:
        if compared in ("more", "less"):
            lower = compared == "less"
        elif compared == "shorter" and side in _SHORTER:
            lower = True
        elif _COMPARATIVES.get(compared, (None, False))[0] is side:
            lower = _COMPARATIVES[compared][1]
        else:
            raise _NotAFigure  # "the width is 3 feet longer than the length"
    if side is other or Measure.HEIGHT in (side, other) and Measure.LENGTH in (side, other):
        raise _NotAFigure  # a length beside a height: a solid's sides
    if side is None or other is None:
        raise _NotAFigure
    start, end = min(used | {verb}), max(used)
    return SideRelation(side, other, quoted_factor if factor is not None else None,
                        quoted_offset if offset is not None else None,
                        unit if offset is not None else None, lower,
                        text[sentence[start].start:sentence[end].end]), used


def _side_noun_before(words: list[str], verb: int) -> int | None:
    """The one side noun of the clause before ``verb`` ("the length of the garden is", "its
    width was"), when there is one and no number or other measure noun beside it."""
    start = verb
    while start and words[start - 1] not in (",", "and", *SENTENCE_END):
        start -= 1
    nouns = [i for i in range(start, verb) if words[i] in _NOUNS]
    if len(nouns) != 1 or words[nouns[0]] not in _SIDE_NOUNS:
        return None
    return nouns[0]


def _factor_at(sentence: list[Token], at: int) -> tuple[Quoted, int] | None:
    """A factor at ``at`` ("twice", "half", "3 times") and the index after it."""
    token = sentence[at] if at < len(sentence) else None
    if token is None or token.numeral is None or token.numeral.value <= 0 or token.attributive:
        return None
    quoted = Quoted(token.numeral.value, token.text, token.span)
    if token.numeral.kind in (NumeralKind.MULTIPLIER, NumeralKind.FRACTION):
        return quoted, at + 1
    following = sentence[at + 1].lower if at + 1 < len(sentence) else ""
    if token.numeral.kind is NumeralKind.CARDINAL and following == "times":
        return quoted, at + 2
    return None


def _offset_at(sentence: list[Token], at: int) -> tuple[Quoted, MeasureUnit, str, int] | None:
    """A difference at ``at`` ("3 feet more than", "4 meters longer than"): the number, its unit
    of length, the comparing word and the index after "than"."""
    token = sentence[at] if at < len(sentence) else None
    if token is None or token.numeral is None or token.numeral.kind is not NumeralKind.CARDINAL \
            or token.attributive or token.numeral.value <= 0:
        return None
    unit = _length_unit(sentence[at + 1] if at + 1 < len(sentence) else None)
    words = [t.lower for t in sentence[at + 2:at + 4]]
    if unit is None or len(words) < 2 or words[1] != "than" or words[0] not in (
            "more", "less", "shorter", *_COMPARATIVES):
        return None
    return Quoted(token.numeral.value, token.text, token.span), unit, words[0], at + 4


def _ring_after(sentence: list[Token], at: int, *, of: bool = True) -> int | None:
    """The index after "of fencing (is needed) to enclose" from ``at`` (with no "of" when
    ``of`` is false: "how much fencing is needed to …"): a ring of that length put all the way
    round what follows."""
    words = [t.lower for t in sentence[at:at + 7]]
    if of and words[:1] != ["of"]:
        return None
    k = 1 if of else 0
    if words[k:k + 1] and words[k] not in _RINGS or not words[k:k + 1]:
        return None
    k += 1
    if words[k:k + 1] and words[k] in ("is", "are", "was", "were"):
        k += 1
        if words[k:k + 1] and words[k] not in _NEEDED:
            return None
        k += 1
    if words[k:k + 1] != ["to"]:
        return None
    if words[k + 1:k + 2] and words[k + 1] in _ENCLOSE:
        return at + k + 2
    if words[k + 1:k + 3] in (["go", "around"], ["go", "round"]):
        return at + k + 3
    return None


def _distance_around(sentence: list[Token], start: int, end: int) -> int | None:
    """The index of "distance" in "the distance around" between ``start`` and ``end``: the
    figure's perimeter, when nothing else in the sentence places the way round ("the distance
    around the pond from the gate to the shed" is part of it) and "distance" is no verb's
    object ("She walked the distance around …": once, or more?)."""
    words = [t.lower for t in sentence]
    found = [i for i in range(max(start, 1), min(end, len(words) - 1))
             if words[i] == "distance" and words[i + 1] in ("around", "round")
             and words[i - 1] in _THE_DISTANCE]
    if not found:
        return None
    at = found[0]
    if len(found) > 1 or any(_placing(t) and t.lower not in _TELLING
                             for t in sentence[at + 2:]) or any(
            _only_verb(t) and "be" not in lemmas(t.lower).get("VERB", ()) for t in sentence[:at]):
        raise _NotAFigure
    return at


def _measure_of(named: set[Measure], adjective: Measure | None, unit: MeasureUnit) -> Measure:
    if len(named) > 1:
        raise _NotAFigure
    noun = next(iter(named)) if named else None
    if noun in (Measure.SIDE, Measure.BASE) and adjective in (None, Measure.LENGTH):
        return noun
    if noun is not None and adjective is not None and noun is not adjective:
        raise _NotAFigure
    measure = noun or adjective
    if measure is None:
        if unit.dimension != "area":
            raise _NotAFigure
        return Measure.AREA
    return measure


@attrs.frozen
class _Naming:
    """How one sentence names the figure: the noun phrase (empty for "it" or the shape noun
    alone), the shapes said, whose it is said to be ("her", "Ann's", the subject who has or
    makes it) and whether it is named with "a" (a figure brought in)."""

    name: list[Token]
    shapes: set[Shape]
    owners: frozenset[str]
    indefinite: bool
    place: tuple[str, ...] = ()


def _named(sentence: list[Token], used: set[int], function_words: frozenset[str], *,
           statement: bool) -> _Naming:
    shapes: set[Shape] = set()
    content: list[int] = []
    owners = {t.lower for i, t in enumerate(sentence) if t.lower in _OWNERS and i not in used}
    for i, token in enumerate(sentence):
        if i in used or token.text in SENTENCE_END or token.lower in function_words:
            continue
        if token.lower in _NOUNS or token.lower in _ADJECTIVES:
            raise _NotAFigure  # a measure word no number or question is read with
        if token.lower in _REGULAR and _regular_polygon(sentence, i + 1) is not None:
            continue
        if _regular_polygon(sentence, i) is not None:
            shapes.add(Shape.REGULAR)
            if _is_last_noun(sentence, i, used, function_words):
                content.append(i)
            continue
        if token.lower in _TRIANGLE_KINDS and "triangle" in [t.lower for t in sentence[i + 1:i + 3]]:
            continue  # "a right angled triangle"
        if token.lower in _SHAPES:
            shapes.add(_SHAPES[token.lower])
            if token.lower in _FIGURE_NOUNS and [t.lower for t in sentence[i + 1:i + 3]] in (
                    ["of", "the"], ["of", "a"], ["of", "an"]):
                raise _NotAFigure  # "the square of the town": a place ("a square of cloth" is one)
            if token.lower in _FIGURE_NOUNS and _is_last_noun(sentence, i, used, function_words):
                if i and _place_compound(sentence[i - 1]):
                    raise _NotAFigure  # "the town square": a place, square or not
                content.append(i)
            continue
        content.append(i)
    if statement and len(content) >= 2 and content[0] == 0 and not sentence[0].possessive and (
            sentence[0].lower in _SUBJECTS or (sentence[0].capitalized
                                               and noun_lemma(sentence[0].lower) is None)):
        # the one who has or makes the figure: "She cut a piece …", "Ann has a mat that …"
        owners.add(sentence[0].lower)
        content = content[2:] if content[1] == 1 and "VERB" in lemmas(sentence[1].lower) \
            else content[1:]
    verbs = [k for k, i in enumerate(content) if _only_verb(sentence[i])]
    if statement and len(verbs) == 1 and "be" not in lemmas(sentence[content[verbs[0]]].lower).get(
            "VERB", ()) and content[:verbs[0] + 1] == list(
            range(content[0], content[0] + verbs[0] + 1)) and all(
            t.lower in _GAP for t in sentence[:content[0]]):
        owners.add(" ".join(sentence[i].lower for i in content[:verbs[0]]))
        content = content[verbs[0] + 1:]  # "A shop added a new section that …"
    elif verbs:
        raise _NotAFigure  # a doing beside the figure
    if not content:
        indefinite = any(sentence[i - 1].lower in ("a", "an") for i, t in enumerate(sentence)
                         if i and t.lower in _FIGURE_NOUNS)
        return _Naming([], shapes, frozenset(owners), indefinite)
    for a, b in zip(content, content[1:], strict=False):
        if any(sentence[k].lower not in _GAP for k in range(a + 1, b)) or b - a > 3:
            raise _NotAFigure  # two noun phrases
    name = [sentence[i] for i in content]
    placed = next((k for k, t in enumerate(name) if _placing(t)), None)
    if placed is not None and not statement:
        raise _NotAFigure  # "the path around the garden": another thing, placed by the figure
    if placed is not None:
        if name[placed].lower in _ENCLOSING:
            raise _NotAFigure  # "the fence around the yard": a ring round another thing
        place = tuple(t.lower for t in name[placed:])
        name = name[:placed]  # "An island in the bay is …": the island, where it is
        if not name:
            raise _NotAFigure
    last = name[-1]
    lemma = noun_lemma(last.lower)
    if lemma is None or not _singular(last.lower) or any(
            in_class(last.lower, name) for name in _NOT_NOUNS):
        raise _NotAFigure  # no noun ("A rug must be … or …"), or many of them
    if in_class(last.lower, "one_thing_plurals") and (
            content[0] == 0 or sentence[content[0] - 1].lower != "the"):
        raise _NotAFigure  # "some woods", "two woods": maybe more than one
    if any(t.kind is not TokenKind.WORD for t in name):
        raise _NotAFigure
    owners |= {t.lower for t in name[:-1] if t.possessive}
    indefinite = content[0] > 0 and sentence[content[0] - 1].lower in ("a", "an")
    return _Naming(name, shapes, frozenset(owners), indefinite,
                   place if placed is not None else ())


def _done_to(sentence: list[Token], head: str) -> bool:
    """Whether a scene tells a doing to the figure already known ("Ann folded the rug"),
    which may have changed its measures."""
    known = any(token.lower == head and k and (sentence[k - 1].lower in _OWNERS | {"the", "its"}
                                               or sentence[k - 1].possessive)
                for k, token in enumerate(sentence))
    return known and any(
        token.kind is TokenKind.WORD and "NOUN" not in lemmas(token.lower)
        and not {"be", "have"} & set(lemmas(token.lower).get("VERB", ("be",)))
        for token in sentence)


def _place_compound(token: Token) -> bool:
    """Whether a word before a shape noun makes it a place's name ("town", "market" before
    "square"): a noun that is no adjective and owns nothing."""
    if token.kind is not TokenKind.WORD or token.possessive or token.lower in _TELLING:
        return False
    found = lemmas(token.lower)
    return "NOUN" in found and "ADJ" not in found


def _another_noun(word: str, head: str) -> bool:
    """Whether a scene's word names a thing other than the figure ("floor" beside "rug")."""
    lemma = noun_lemma(word)
    return lemma is not None and lemma != head and word not in _TELLING and not _only_verb_word(
        word) and not any(pronoun(word, case) for case in ("subject", "object", "possessive"))


def _only_verb_word(word: str) -> bool:
    found = lemmas(word)
    return "VERB" in found and not {"NOUN", "ADJ"} & found.keys()


def _only_verb(token: Token) -> bool:
    return _only_verb_word(token.lower)


def _placing(token: Token) -> bool:
    """A preposition that places a thing by another ("in the bay"), not "of" ("a piece of
    glass", which names the one thing)."""
    return token.lower != "of" and in_class(token.lower, "prepositions")


def _is_last_noun(sentence: list[Token], at: int, used: set[int],
                  function_words: frozenset[str]) -> bool:
    """Whether the shape word at ``at`` is itself the figure ("A square has …") rather than
    a word before one ("a square tile")."""
    for i in range(at + 1, len(sentence)):
        if i in used or sentence[i].lower in function_words or sentence[i].text in SENTENCE_END:
            continue
        return False
    return True


def _head(name: list[Token]) -> str:
    last = name[-1].lower
    return last if in_class(last, "one_thing_plurals") else noun_lemma(last) or last


def _closing_unit(question: list[Token]) -> tuple[list[Token], MeasureUnit | None]:
    """The question without a closing ", in UNIT" ("what was its length, in feet?"), and that
    unit."""
    words = [t.lower for t in question]
    if len(words) < 4 or words[-1] != "?" or "in" not in words[-5:-2]:
        return question, None
    start = len(words) - 2 - words[:-1][::-1].index("in")
    found = _unit_at(question, start + 1)
    if start < 1 or words[start - 1] != "," or found is None or found[1] != len(words) - 1:
        return question, None
    return [*question[:start - 1], question[-1]], found[0]


def _asked(question: list[Token]) -> tuple[Measure, MeasureUnit | None, _Naming]:
    if any(t.kind is TokenKind.NUMBER for t in question):
        raise _NotAFigure
    question, asked_unit = _closing_unit(question)
    words = [t.lower for t in question]
    used: set[int] = set()
    ring = _ring_after(question, 3) if words[:2] == ["how", "many"] else _ring_after(
        question, 2, of=False) if words[:2] == ["how", "much"] else None
    if ring is not None:
        found = _unit_at(question, 2) if words[1] == "many" else None
        if words[1] == "many" and (found is None or found[1] != 3 or found[0].dimension != "length"
                                   or asked_unit is not None):
            raise _NotAFigure
        asked_unit = found[0] if found is not None else asked_unit
        used |= set(range(ring))
        named = {Measure.PERIMETER}
    elif words[:2] == ["how", "many"]:
        found = _unit_at(question, 2)
        if found is None or found[0].dimension != "area" or asked_unit is not None:
            raise _NotAFigure
        asked_unit, after = found
        if words[after:after + 1] == ["of"] and words[-2] in ("cover", "covers"):
            after += 2  # "How many square feet of ground does it cover?": what it covers
        used |= set(range(after))
        named = {Measure.AREA}
    elif words[0] == "how" and len(words) > 1 and words[1] in _ADJECTIVES:
        used |= {0, 1}
        named = {_ADJECTIVES[words[1]]}
        sides = {i for i, w in enumerate(words) if w in ("side", "sides")}
        if sides:
            used |= sides
            if named != {Measure.LENGTH}:
                raise _NotAFigure
            named = {Measure.SIDE}
    else:
        keywords = {i: _NOUNS[w] for i, w in enumerate(words) if w in _NOUNS}
        around = _distance_around(question, 0, len(question))
        if around is not None:
            keywords[around] = Measure.PERIMETER
            used.add(around + 1)
        used |= set(keywords)
        named = set(keywords.values())
        for part in (Measure.SIDE, Measure.BASE):
            if part in named and named <= {part, Measure.LENGTH}:
                named = {part}  # "the length of each side", "the length of its base"
    if len(named) != 1 or asked_unit is not None and (
            asked_unit.dimension == "area") != (named == {Measure.AREA}):
        raise _NotAFigure  # "What is its area, in feet?"
    naming = _named(question, used, _ASKING, statement=False)
    if naming.name and not _singular(naming.name[-1].lower):
        raise _NotAFigure
    return named.pop(), asked_unit, naming


# "How much carpet does she need to cover the floor?": what is laid over all of a floor
_AUXILIARIES = frozenset({"does", "do", "did", "will", "would"})
# "How much carpet is needed to cover the floor?": the covering needed, said in the passive
_NEEDED_FORMS = tuple((*be, done) for be in (("is",), ("are",), ("will", "be"), ("would", "be"))
                      for done in ("needed", "required"))


def _floor_asked(question: list[Token]) -> tuple[Measure, MeasureUnit | None, _Naming] | None:
    """The area of a room's floor asked as the covering laid over all of it: `how much <covering>
    | how many <square unit> of <covering> <does / will …> <he / she / they …> need | <is / are /
    will be> needed / required to cover <the / its / her …> (whole / entire) floor (of <the / her
    …> <room>)?` (lexicon
    `floor_coverings`: carpet, tile, …). The doer's possessive stands for the floor's owner, as a
    possessive in the question does; None for any other question."""
    words = [t.lower for t in question]
    if words[:2] == ["how", "much"]:
        at, unit = 2, None
    elif words[:2] == ["how", "many"] and (found := _unit_at(question, 2)) is not None and (
            found[0].dimension == "area" and words[found[1]:found[1] + 1] == ["of"]):
        at, unit = found[1] + 1, found[0]
    else:
        return None
    said = words[at:]
    if not said or not in_class(said[0], "floor_coverings"):
        return None
    rest, doer = said[1:], None
    passive = next((form for form in _NEEDED_FORMS if rest[:len(form)] == list(form)), None)
    if passive is not None:
        rest = rest[len(passive):]  # "is needed", "will be required"
    elif len(rest) > 2 and rest[0] in _AUXILIARIES and rest[1] in _SUBJECTS and rest[2] == "need":
        doer, rest = rest[1], rest[3:]
    else:
        return None
    if len(rest) < 4 or rest[:2] != ["to", "cover"] or rest[2] not in _THE_DISTANCE | {"the"}:
        return None
    the, rest = rest[2], rest[3:]
    if rest[:1] in (["whole"], ["entire"]):
        rest = rest[1:]
    owners = frozenset({*([_POSSESSIVES[doer]] if doer is not None else []), *({the} & _OWNERS)})
    if rest == ["floor", "?"]:
        return Measure.AREA, unit, _Naming([], set(), owners, False)
    if len(rest) == 5 and rest[:2] == ["floor", "of"] and rest[2] in _OWNERS | {"the"} and rest[4] == "?":
        room = question[len(question) - 2]
        return Measure.AREA, unit, _Naming([room], set(), owners | ({rest[2]} & _OWNERS), False)
    return None


def _singular(noun: str) -> bool:
    """Whether a noun names one thing: its own lemma, or a plural that names one ("the woods")."""
    return noun == noun_lemma(noun) or in_class(noun, "one_thing_plurals")

