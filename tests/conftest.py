"""Shared pytest options."""

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden", action="store_true", default=False,
        help="rewrite the expected outcomes in tests/golden/*.json from what solve gives now",
    )
