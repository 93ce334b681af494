"""report.html in a real browser: headless Debian chromium (installed by .ci/browser-deps.sh).

Chromium is driven from its command line, with no WebDriver: ``--dump-dom`` prints the DOM
after the page's script ran, ``--screenshot`` saves what it drew. The report reads its view
from the URL fragment (``#verdict=…&code=…&open=first``) and, with ``probe``, writes the
rendered sizes of the totals, the summary line, the chart and the opened case into
``<body data-probe>``, which is how this test sees layout from outside the browser.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from wordproof.eval.report import REPORT_HTML, write_reports

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not CHROMIUM.exists(), reason="needs /usr/bin/chromium: run bash .ci/browser-deps.sh"
    ),
]


def _report_fixtures() -> ModuleType:
    """The synthetic eval run of tests/eval/test_report.py, loaded by path (tests/eval is
    not a package)."""
    path = Path(__file__).parents[1] / "eval" / "test_report.py"
    spec = importlib.util.spec_from_file_location("report_fixtures", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    results, summary = _report_fixtures().synthetic_run()
    out = tmp_path_factory.mktemp("report")
    write_reports(out, results, summary)
    return out / REPORT_HTML


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    profile = tmp_path / "chromium-profile"
    return subprocess.run(
        [str(CHROMIUM), *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )


class _Dom(HTMLParser):
    """The body's attributes and the text of the element with id ``summary-line``."""

    def __init__(self) -> None:
        super().__init__()
        self.body: dict[str, str | None] = {}
        self.summary = ""
        self._in_summary = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body":
            self.body = dict(attrs)
        self._in_summary = dict(attrs).get("id") == "summary-line"

    def handle_data(self, data: str) -> None:
        if self._in_summary:
            self.summary += data

    def handle_endtag(self, tag: str) -> None:
        self._in_summary = False


def _dump(tmp_path: Path, report: Path, fragment: str) -> _Dom:
    url = f"{report.as_uri()}#{fragment}"
    dom = _Dom()
    dom.feed(_chromium(tmp_path, "--dump-dom", url).stdout)
    assert dom.body.get("data-ready") == "1", "the report's script did not run"
    return dom


def _probe(dom: _Dom) -> dict[str, Any]:
    probe = json.loads(str(dom.body["data-probe"]))
    assert isinstance(probe, dict)
    return probe


def test_totals_and_chart_render_and_the_first_case_expands(tmp_path: Path, report: Path) -> None:
    dom = _dump(tmp_path, report, "open=first&probe")
    assert dom.summary == "correct=1 wrong=1 refused=2 unlabeled=0 coverage=25.0% precision=50.0%"
    assert dom.body["data-shown"] == "4"
    assert dom.body["data-opened"] == "c1"  # the wrong answer leads the case list
    probe = _probe(dom)
    width, height = probe["totals"]
    assert width > 300 and height > 10, probe
    width, height = probe["chart"]
    assert width > 300 and height > 30, probe
    assert probe["bars"] == 2, probe
    width, height = probe["opened"]
    assert width > 300 and height > 150, probe  # derivation, explanation and certificates


def test_a_closed_case_shows_nothing_until_opened(tmp_path: Path, report: Path) -> None:
    dom = _dump(tmp_path, report, "probe")
    assert "data-opened" not in dom.body
    assert _probe(dom)["opened"] is None


@pytest.mark.parametrize(
    ("fragment", "shown", "opened"),
    [
        ("verdict=refused&open=first", "2", "c2"),
        ("code=unsupported_frame&open=first", "1", "c3"),
        ("verdict=correct&code=unknown_word", "0", None),
    ],
)
def test_filters(
    tmp_path: Path, report: Path, fragment: str, shown: str, opened: str | None
) -> None:
    dom = _dump(tmp_path, report, fragment)
    assert dom.body["data-shown"] == shown
    assert dom.body.get("data-opened") == opened


def test_screenshot(tmp_path: Path, report: Path) -> None:
    shot = tmp_path / "report.png"
    url = f"{report.as_uri()}#open=first&probe"
    _chromium(tmp_path, "--window-size=1280,2400", f"--screenshot={shot}", url)
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) > 20_000  # a drawn page, not a blank one
    print(f"screenshot: {shot}")
