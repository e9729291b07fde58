"""Issue 24: the reference moved from the README into docs/; every link and picture of the
README and the docs pages points at a file (and a heading) that exists."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def anchors(page: Path) -> set[str]:
    """GitHub's ids of the headings of ``page``."""
    found = set()
    for line in page.read_text().splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            found.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return found


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_of_the_page_leads_somewhere(page):
    for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text()):
        if target.startswith(("http://", "https://")):
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        assert file.exists(), f"{page.name}: {target}"
        if anchor:
            assert anchor in anchors(file), f"{page.name}: {target}"


def test_the_moved_reference_is_all_there():
    docs = " ".join(p.read_text() for p in PAGES)
    for kept in ("Running at scale", "Rules decisions", "Pacing: reminders and deadlines",
                 "Adding a language", "When something goes wrong", "Roll & Write on Discord",
                 "The engine in five lines", "handler_p95_ms", "B4 (replaces B1)", "RENDER_WORKERS",
                 "docs/compose.yml", "overview-de.png", "expansions23-camps.png"):
        assert kept in docs, kept


def test_the_readme_stays_short():
    """The README is the front page: the reference lives in docs/ (at most 120 lines)."""
    assert len((ROOT / "README.md").read_text().splitlines()) <= 120
