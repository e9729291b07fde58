"""Long lists of choices are paged by 25 (Discord's limit per select menu)."""

from datetime import UTC, datetime

from bot.panel import build_panel
from engine.alhambra import legal_actions, new_game
from storage import Game
from tests.engine.helpers import update_player


def as_game(state) -> Game:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    return Game(id=7, kind="alhambra", status="running", options={}, guild_id=1, channel_id=2,
                thread_id=3, messages={}, host_id=None, seats=(), seed=1, version=0,
                active_seats=(state.active_seat,), created_at=now, last_activity_at=now,
                started_at=now, finished_at=None, reminded_at=None, state=state)


def selects(panel) -> dict[str, list]:
    found = {}
    for item in panel.view.children:
        item = getattr(item, "item", item)  # a DynamicItem wraps the real select
        if hasattr(item, "options"):
            found[item.custom_id.split(":")[3]] = item
    return found


def test_more_than_25_rebuilds_are_paged_and_every_page_offers_legal_ones():
    state = new_game(3, seed=4)
    seat = state.active_seat
    reserve = ("pavilion-8-none", "seraglio-9-none", "arcades-9-none", "arcades-10-none",
               "chambers-10-none", "chambers-11-none", "garden-10-none", "garden-11-none")
    state = update_player(state, seat, reserve=reserve)
    rebuilds = [i for i, a in enumerate(legal_actions(state, seat)) if a.kind.startswith("reb")]
    assert len(rebuilds) > 25
    seen = []
    pages = (len(rebuilds) + 24) // 25
    for page in range(pages):
        panel = build_panel(as_game(state), seat, page=page)
        select = selects(panel)["rebuild"]
        assert len(select.options) <= 25 and f"page {page + 1}/{pages}" in select.placeholder
        seen += [int(o.value) for o in select.options]
        labels = [getattr(getattr(i, "item", i), "label", None) for i in panel.view.children]
        assert "More choices ›" in labels
    assert seen == rebuilds
