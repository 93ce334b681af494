"""Built-in example problems for ``wordproof demo``: answers and refusals side by side."""

EXAMPLES: tuple[str, ...] = (
    "Sam has 14 apples. He buys 9 more. How many apples does Sam have now?",
    "Lisa has 30 coins. She earns 15 more by doing chores. How many coins does Lisa have now?",
    "Kate has 18 pencils. Her teacher gives her 5 more. How many pencils does Kate have now?",
    "Joan found 70 seashells on the beach. She gave Sam some of her seashells. "
    "She has 27 seashells left. How many seashells did she give to Sam?",
    "Alice has 6 apples. Tom has 2 apples. How many apples does Alice have in all?",
    "Alice has 5 marbles. Mary has 3 marbles. She buys 2 marbles. "
    "How many marbles does Alice have?",
    "Sam has some apples. He buys 9 more. How many apples does Sam have?",
    "Joan had 70 seashells. She gave 90 seashells to Sam. How many seashells does Joan have now?",
    "A garden is 12 feet long and 8 feet wide. What is its area?",
    "The ratio of red pens to blue pens is 3:5. There are 12 red pens. How many blue pens are there?",
    "Pia has 18 red marbles and 24 blue marbles. She puts them into identical bags with no "
    "marbles left over. What is the greatest number of bags she can fill?",
    "Twice a number plus 5 is 21. What is the number?",
)
