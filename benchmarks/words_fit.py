"""Whether every choice and panel fits Discord's limits, over every module set (issue 36).

Run from the repository root: ``python benchmarks/words_fit.py [EVERY]``. Prints
``key: value unit``:

- ``choices_said``: legal choices said as a typed command's suggestion (100 characters),
  in English, German and Hungarian, at every ``EVERY``-th state (default 4) of a seeded
  random game of 3 and of 6 players for every module set the computer players' tests play
  (the base game, each module alone, each box, everything, Granada and the combination with
  what they combine with: ``tests/ai/games.module_sets``);
- ``choices_cut``: of those, how many still needed "…" after every step of
  :mod:`bot.alhambra.brevity` (target 0);
- ``choices_longest``: the longest suggestion said;
- ``choices_over_100_in_full``: how many were over 100 characters in full words (they are
  said briefer, not cut);
- ``panels_built``: private panels built (every screen the main screen opens, each
  language) at every ``3 × EVERY``-th state;
- ``panels_refused``: of those, payloads Discord would refuse (:mod:`bot.limits`; target 0);
- ``button_labels_cut``: button labels cut to 80 characters (target 0);
- ``sweep_s``: how long the sweep took.

The test suite checks three of these games (``tests/bot/test_fitting_words.py``); this is
the long sweep, a few minutes on the 2-core machine.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

# Run as a script: the repository root, not this folder, comes first on the path.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import bot.alhambra.panel as panel_module  # noqa: E402
import bot.alhambra.panel_core as panel_core  # noqa: E402
from bot.alhambra.kind import AlhambraKind  # noqa: E402
from bot.alhambra.panel import build_panel  # noqa: E402
from bot.alhambra.panel_core import Screen  # noqa: E402
from bot.limits import ELLIPSIS, message_problems  # noqa: E402
from engine.alhambra import legal_actions  # noqa: E402
from i18n import LANGUAGES  # noqa: E402
from tests.ai.games import module_sets  # noqa: E402
from tests.bot.test_fitting_words import sampled_states  # noqa: E402


def main(every: int) -> None:
    cut_buttons = []
    real_fit = panel_core.fit

    def recording(words: str, limit: int) -> str:
        if len(words) > limit:
            cut_buttons.append(words)
        return real_fit(words, limit)

    panel_core.fit = panel_module.fit = recording
    import tests.bot.test_fitting_words as sampling
    sampling.EVERY = every
    kind = AlhambraKind()
    said = cut = longest = over = panels = refused = 0
    started = time.perf_counter()
    for n, modules in enumerate(module_sets()):
        for players in (3, 6):
            try:
                states = list(sampled_states(modules, players, n * 10 + players))
            except Exception:  # noqa: BLE001 (a module set that does not take this many)
                continue
            for k, (game, seat) in enumerate(states):
                actions = list(legal_actions(game.state, seat))
                for lang in LANGUAGES:
                    for action in actions:
                        label = kind.action_label(game, seat, action, lang, most=100)
                        said += 1
                        cut += label.endswith(ELLIPSIS)
                        longest = max(longest, len(label))
                        over += len(kind.action_label(game, seat, action, lang)) > 100
                    if k % 3:
                        continue
                    shown = [None]
                    seen = set()
                    while shown:
                        screen = shown.pop()
                        if screen in seen or len(seen) >= 12:
                            continue
                        seen.add(screen)
                        panel = build_panel(game, seat, lang=lang,
                                            screen=Screen.parse(screen) if screen else None)
                        payload = {"embeds": [panel.embed.to_dict()],
                                   "components": panel.view.to_components()}
                        panels += 1
                        refused += bool(message_problems(payload))
                        shown += [c["custom_id"].split(":")[4]
                                  for row in payload["components"] for c in row["components"]
                                  if c.get("custom_id", "").split(":")[3:4] == ["view"]]
    print(f"choices_said: {said} choices")
    print(f"choices_cut: {cut} choices")
    print(f"choices_longest: {longest} characters")
    print(f"choices_over_100_in_full: {over} choices")
    print(f"panels_built: {panels} panels")
    print(f"panels_refused: {refused} panels")
    print(f"button_labels_cut: {len(cut_buttons)} labels")
    print(f"sweep_s: {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
