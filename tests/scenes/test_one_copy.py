"""A second copy of the program on the same data folder says so and stops before reading or
writing anything: two copies wrote over each other's saved game (the last autosave won)."""

import subprocess
import sys
import textwrap
from pathlib import Path

import main
from scenes.kit.one_copy import LOCK_NAME, Claim, claim

ROOT = Path(__file__).resolve().parents[2]


def test_one_claim_per_folder_until_it_is_released(tmp_path):
    first = claim(tmp_path)
    assert first is not None and first.file is not None
    assert claim(tmp_path) is None
    first.release()
    again = claim(tmp_path)
    assert again is not None and again.file is not None
    again.release()


def test_a_folder_that_cannot_hold_the_lock_refuses_nothing(tmp_path):
    blocked = tmp_path / "data"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    held = claim(blocked)
    assert isinstance(held, Claim) and held.file is None


def test_a_second_copy_says_so_in_the_saved_language_and_touches_nothing(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PELIPOYTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PELIPOYTA_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "fi"}', encoding="utf-8")
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    game = saves / "racko.json"
    game.write_text("{}", encoding="utf-8")
    first = claim(tmp_path / "data")  # the copy already running
    try:
        assert main.main(["--frames", "1"]) == 1
        assert "Pelipöytä on jo auki toisessa ikkunassa" in capsys.readouterr().err
        assert main.main(["--frames", "1", "--lang", "en"]) == 1
        assert "already open in another window" in capsys.readouterr().err
        assert game.read_text(encoding="utf-8") == "{}"
        assert sorted(p.name for p in tmp_path.rglob("*")) == sorted(
            ["config", "settings.json", "data", "saves", "racko.json", LOCK_NAME])
        # a kiosk saves its game in progress too: beside a normal copy, the two overwrote each
        # other's moves in one save (a tester)
        kiosk = subprocess.run([sys.executable, "main.py", "--kiosk", "--frames", "1"], cwd=ROOT,
                               capture_output=True, text=True, timeout=120)
        assert kiosk.returncode == 1 and "jo auki" in kiosk.stderr, kiosk.stderr  # the saved language
    finally:
        first.release()


def test_the_lock_is_between_processes_and_ends_with_the_process(tmp_path):
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys
            from pathlib import Path
            from scenes.kit.one_copy import claim
            held = claim(Path({str(tmp_path)!r}))
            print("held" if held and held.file else "not held", flush=True)
            sys.stdin.read()  # until the test closes the pipe; then exit without releasing
        """)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert claim(tmp_path) is None
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    after = claim(tmp_path)
    assert after is not None and after.file is not None
    after.release()


def test_the_notice_window_says_it_whole_in_both_languages_and_ok_closes_it():
    """SDL's message box on X11 was a grey box in a tiny bitmap font: the second copy's message is
    a panel in the program's font with an OK button (scenes/kit/notice.py)."""
    import time

    import pygame

    from game.core.i18n import _, set_language
    from scenes.kit.notice import OK_RECT, SIZE, _wait, fits

    pygame.display.init()
    pygame.font.init()
    texts = []
    for lang in ("en", "fi"):
        set_language(lang)
        texts.append(_("Pelipöytä is already open in another window. Switch to that window to play on: a "
                       "second copy would write over the games saved there."))
    set_language("en")
    assert texts[0] != texts[1] and all(fits(t) for t in texts)
    surface = pygame.display.set_mode(SIZE)  # as show_notice opens it
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=OK_RECT.center, button=1))
    started = time.monotonic()
    _wait(surface, texts[1], "OK")
    assert time.monotonic() - started < 5  # the click on OK ended it, not the two minutes
    assert surface.get_at(OK_RECT.center) != surface.get_at((5, 5))  # the button is drawn
