"""Computer players: a legal action for a seat, chosen from what that seat may see.

    >>> import random
    >>> from ai import choose_action
    >>> action = choose_action(state, seat, level="hard", rng=random.Random(seed))

``choose_action`` answers for any state in which ``seat`` may act (its turn, placing,
rebuilding, the final distribution, every out-of-turn window) with every rule module;
``choose_rollwrite_action`` does the same for a Roll & Write seat. Pure like the engine: no
I/O, no clock, no global random (``rng`` is the only chance).
"""

from .player import LEVELS, choose_action
from .rollwrite import choose_rollwrite_action

__all__ = ["LEVELS", "choose_action", "choose_rollwrite_action"]
