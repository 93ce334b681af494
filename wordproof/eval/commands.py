"""CLI commands for datasets: eval, merge, audit, check (filled in by the eval stage)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
