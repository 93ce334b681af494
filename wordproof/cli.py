"""The ``wordproof`` command line: solve one problem, run the demo, evaluate datasets."""

from __future__ import annotations

import json

import click

from wordproof.examples import EXAMPLES
from wordproof.outcome import Answer
from wordproof.pipeline import solve
from wordproof.render import render_outcome


@click.group()
@click.version_option(package_name="wordproof")
def main() -> None:
    """A reader of English arithmetic word problems that proves its answers or refuses."""


@main.command("solve")
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="Print the full object as JSON.")
def solve_command(text: str, as_json: bool) -> None:
    """Solve TEXT: print the answer with its explanation, or the refusal with its reason."""
    outcome = solve(text)
    if as_json:
        click.echo(json.dumps(outcome.to_json(), indent=2, sort_keys=True))
    else:
        click.echo(render_outcome(text, outcome))


@main.command("demo")
def demo_command() -> None:
    """Run the built-in example problems and show answers and refusals."""
    answered = 0
    for text in EXAMPLES:
        outcome = solve(text)
        answered += isinstance(outcome, Answer)
        click.echo(render_outcome(text, outcome))
        click.echo()
    click.echo(f"{answered} answered, {len(EXAMPLES) - answered} refused")


def _register_eval_commands() -> None:
    from wordproof.eval.commands import COMMANDS

    for command in COMMANDS:
        main.add_command(command)


_register_eval_commands()
