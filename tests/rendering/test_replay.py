"""The replay of a finished game (records.replay, rendering.replay and its Roll & Write
twin): a frame per turn (per round), a GIF that opens with those frames, the city that
just changed marked, legible at phone width, and small enough for Discord even for a
6-player game with every module; a running game has no replay."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image, ImageChops

from engine.alhambra import everything
from records.replay import (
    NotOver,
    SeatNames,
    Step,
    alhambra_frames,
    rollwrite_frames,
    step_of,
)
from rendering import replay as replay_module
from rendering.replay import (
    END_MS,
    START_MS,
    TEXT,
    WIDTH,
    frame_images,
    header_words,
    layout_for,
    render_game_step,
    render_replay,
    step_image,
)
from rendering.replay_samples import alhambra_game, rollwrite_game
from rendering.rollwrite.replay import render_rollwrite_replay, render_rollwrite_step
from rendering.theme import (
    ACTIVE_EDGE,
    DRAWN_COMPUTER_MARK,
    MIN_DIGIT,
    RECENT,
    at_phone,
    digit_height,
)

#: Discord's attachment limit for a bot's message without boosts (8 MiB kept as the aim).
LIMIT = 8 * 1024 * 1024


@cache
def game(players: int, seed: int, modules: tuple[str, ...] = ()):
    return alhambra_game(players, seed, modules)


def gif_of(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF"
    return image


def near(pixel, colour, tolerance: int = 30) -> bool:
    return sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= tolerance


def test_a_frame_per_turn_from_the_start_to_the_end():
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)
    assert frames[0].step == "start" and frames[0].turn == 0
    assert frames[-1].step == "end" and frames[-1].view.is_over
    middle = frames[1:-1]
    assert all(f.step == "turn" for f in middle)
    # the turns in order, one frame each (the last turn may end the game in its frame)
    assert [f.turn for f in middle] == list(range(1, len(middle) + 1))
    assert frames[-1].turn in (middle[-1].turn, middle[-1].turn + 1)
    # the three scoring rounds, each in the frame of its turn
    assert [f.scoring for f in frames if f.scoring] == [1, 2, 3]
    assert frames[-1].scores == tuple(p.score for p in frames[-1].view.players)
    # a frame changes only the seats whose city changed
    for before, after in zip(frames, frames[1:], strict=False):
        for seat in range(3):
            same = (before.view.players[seat].alhambra == after.view.players[seat].alhambra
                    and before.view.players[seat].reserve == after.view.players[seat].reserve)
            assert (seat not in after.changed) == same


def test_a_running_game_has_no_replay():
    first, log = game(3, 7)
    with pytest.raises(NotOver):
        alhambra_frames(first, log[:-1])
    with pytest.raises(NotOver):
        alhambra_frames(first, [])
    start, moves = rollwrite_game(2, 5)
    with pytest.raises(NotOver):
        rollwrite_frames(start, moves[:-1])


def test_the_gif_opens_with_every_frame_and_holds_the_end():
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)
    gif = gif_of(render_replay(frames))
    assert gif.n_frames == len(frames)
    assert gif.size == (WIDTH, layout_for(3).height)
    assert gif.info.get("loop") == 0
    gif.seek(0)
    assert gif.info["duration"] == START_MS
    gif.seek(gif.n_frames - 1)
    assert gif.info["duration"] == END_MS


def test_the_city_that_just_changed_is_marked():
    first, log = game(4, 11)
    frames = alhambra_frames(first, log)
    index = next(i for i, f in enumerate(frames)
                 if f.step == "turn" and f.changed == (f.seat,)
                 and len(f.view.players[f.seat].alhambra)
                 > len(frames[i - 1].view.players[f.seat].alhambra))
    frame = frames[index]
    images = frame_images(frames[index - 1:index + 1])
    picture = images[-1].convert("RGB")
    layout = layout_for(4)
    for seat in range(4):
        x, y = layout.place(seat)
        border = picture.getpixel((x + 2, y + layout.panel_height // 2))
        panel = picture.crop((x, y, x + layout.panel_width, y + layout.panel_height))
        framed = sum(1 for pixel in panel.get_flattened_data() if near(pixel, RECENT))
        if seat == frame.seat:  # outlined, and the new tile framed
            assert near(border, ACTIVE_EDGE), border
            assert framed > 50
        else:
            assert not near(border, ACTIVE_EDGE)
            assert framed == 0


def test_legible_at_phone_width_and_in_every_language():
    assert at_phone(digit_height(TEXT), WIDTH) >= MIN_DIGIT
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)
    names = ["Ana", "🤖 Computer (hard)", "Cem"]
    said = {lang: header_words(frames[2], names, lang)[0] for lang in ("en", "de", "hu")}
    assert said["en"].startswith("Turn 2")
    assert said["de"].startswith("Zug 2") and said["hu"].startswith("2. kör")
    computer = next(f for f in frames if f.seat == 1)
    assert "⚙ Computer (hard)" in header_words(computer, [
        "Ana", "⚙ Computer (hard)", "Cem"], "en")[0]
    scored = next(f for f in frames if f.scoring)
    assert header_words(scored, names, "de")[1] == f"Wertung {scored.scoring}"


def test_a_six_player_game_with_every_module_stays_under_discords_limit():
    first, log = game(6, 3, tuple(everything()))
    frames = alhambra_frames(first, log)
    assert len(frames) > 300  # a long game: hundreds of turns
    data = render_replay(frames)
    assert len(data) <= LIMIT, len(data)
    assert gif_of(data).n_frames == len(frames)


def test_a_roll_and_write_replay_shows_every_round():
    first, log = rollwrite_game(3, 4)
    frames = rollwrite_frames(first, log)
    assert [f.step for f in frames] == ["start"] + ["round"] * (first.rounds - 1) + ["end"]
    assert [f.round for f in frames] == list(range(first.rounds + 1))
    assert frames[-1].scores == tuple(frames[-1].view.scores)
    gif = gif_of(render_rollwrite_replay(frames, lang="hu"))
    assert gif.n_frames == len(frames) and gif.size[0] == WIDTH
    gif.seek(gif.n_frames - 1)
    assert gif.info["duration"] >= 5000


def test_every_frame_decodes_to_the_picture_drawn():
    """The GIF is written a frame at a time (only the rectangle that changed, unchanged
    pixels clear): read back, each frame is exactly the picture composed for it."""
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)[:30]
    drawn = frame_images(frames)
    gif = gif_of(render_replay(frames))
    assert gif.n_frames == len(drawn)
    for index, picture in enumerate(drawn):
        gif.seek(index)
        assert ImageChops.difference(gif.convert("RGB"),
                                     picture.convert("RGB")).getbbox() is None, index


def test_each_frame_knows_the_stage_of_the_game():
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)
    assert [f.round for f in frames] == sorted(f.round for f in frames)
    assert frames[0].round == 0 and frames[-1].round == 3
    assert all(f.round == f.scoring for f in frames if f.scoring)


def test_a_solo_player_beaten_by_the_imaginary_players_is_not_first():
    from rendering.rollwrite.replay import _header, _places

    first, log = rollwrite_game(1, 4, opponents=3, beat_them=True)
    end = rollwrite_frames(first, log)[-1]
    counted = sorted((line.total for line in end.view.final.lines if line.counted),
                     reverse=True)
    assert _places(end) == [counted.index(end.view.scores[0]) + 1] != [1]
    # the header names the imaginary winners
    winners = [end.view.score_sheet[p].name for p in end.view.winners]
    assert winners and all(p >= 1 for p in end.view.winners)
    assert _header(end, ["Amira"], "en").width == WIDTH


# -- issue 38: the seats named as they were (RP9), one frame at a time (RP10) -------------------

def test_a_replaced_seat_is_named_as_its_person_until_the_computer_took_over():
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)
    assert [f.moves for f in frames][:1] == [0] and frames[-1].moves == len(log)
    assert all(a.moves < b.moves for a, b in zip(frames, frames[1:], strict=False))
    took = frames[len(frames) // 2].moves  # the computer's first move comes after this
    names = SeatNames(("Amira", "Ben", "Carmen"), ((took + 1, 1, "🤖 Ben"),))
    assert names.at(0) == names.at(took) == ("Amira", "Ben", "Carmen")
    assert names.at(took + 1) == names.at(len(log)) == ("Amira", "🤖 Ben", "Carmen")
    drawn = []
    original = replay_module.panel_image

    def recording(player, view, *, name, **kwargs):
        drawn.append((player.seat, name))
        return original(player, view, name=name, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(replay_module, "panel_image", recording)
        before = step_image(frames, len(frames) // 2, names=names)
        after = step_image(frames, len(frames) // 2 + 1, names=names)
    assert (1, "Ben") in drawn and (1, f"{DRAWN_COMPUTER_MARK} Ben") in drawn
    assert before.size == after.size == (WIDTH, layout_for(3).height)
    # the header of Ben's turns: his name before, the computer's after
    person = next(f for f in reversed(frames) if f.seat == 1 and f.moves <= took)
    computer = next(f for f in frames if f.seat == 1 and f.moves > took)
    assert header_words(person, list(names.at(person.moves)), "en")[0].endswith(" · Ben")
    assert header_words(computer, list(names.at(computer.moves)), "en")[0].endswith(
        " · 🤖 Ben")


def test_one_frame_at_a_time_with_where_it_stands():
    first, log = game(3, 7)
    frames = alhambra_frames(first, log)
    data, step = render_game_step(first, log, 0, names=("Amira", "Ben", "Carmen"))
    assert Image.open(io.BytesIO(data)).size == (WIDTH, layout_for(3).height)
    assert step == Step(0, len(frames), "start", 0, tuple(
        (f.scoring, i) for i, f in enumerate(frames) if f.scoring))
    assert [r for r, _ in step.scorings] == [1, 2, 3]
    last = len(frames) - 1
    data, step = render_game_step(first, log, last)
    assert data is not None and step.step == "end" and step.index == last
    # the GIF's frame and the step are the same picture (the GIF's in its palette)
    scoring = step.scorings[1][1]
    alone = Image.open(io.BytesIO(render_game_step(first, log, scoring)[0])).convert("RGB")
    assert alone.size == frame_images(frames[:2])[0].size
    # past the last frame: no picture, told where the replay ends
    assert render_game_step(first, log, last + 1) == (None, step_of(frames, last))
    # Roll & Write, a round at a time
    start, moves = rollwrite_game(2, 5)
    rounds = rollwrite_frames(start, moves)
    data, step = render_rollwrite_step(start, moves, 3)
    assert data is not None and step == Step(3, len(rounds), "round", 3, ())
    assert render_rollwrite_step(start, moves, len(rounds))[0] is None
