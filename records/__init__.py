"""The records of finished games, from their action logs: statistics per player, ratings,
and the frames of a replay. Pure like the engine (no I/O, no clock, no global random); it
imports the engines' faces and the rating library only. Storage, rendering and the bot use
it; it uses none of them."""
