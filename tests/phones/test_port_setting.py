"""The phone port in Settings: chosen with a click, validated in the settings file, used by the table.

"Port configurable in Settings (default a fixed high port, fall back to a free one)." (issue 14)
"""

from __future__ import annotations

import json
import socket

from scenes.screens.settings import SettingsScene
from scenes.settings_store import PHONE_PORT, config_dir, load_settings
from tests.phones.helpers import seats
from tests.scenes.helpers import click, frames, make_app, start_table


def test_a_click_chooses_the_port_and_it_is_saved():
    app = make_app()
    app.manager.push(SettingsScene(app))
    frames(app, 2)
    assert app.settings.phone_port == PHONE_PORT  # the default
    click(app, app.manager.top.buttons.by_key("phone_port.8080").rect.center)
    assert app.settings.phone_port == 8080
    assert json.loads((config_dir() / "settings.json").read_text())["phone_port"] == 8080
    click(app, app.manager.top.buttons.by_key("phone_port.0").rect.center)
    assert app.settings.phone_port == 0  # any free port


def test_a_bad_port_in_the_settings_file_gives_the_default_and_a_message_and_keeps_the_rest(tmp_path):
    path = tmp_path / "settings.json"
    for bad in ("47615", True, 80, 70000, -1, 1.5, None):
        path.write_text(json.dumps({"language": "fi", "volume": 0.3, "phone_port": bad}))
        settings, problem = load_settings(path)
        assert problem == "settings_broken", bad
        assert settings.phone_port == PHONE_PORT
        assert (settings.language, settings.volume) == ("fi", 0.3)  # nothing else is lost
    for good in (8080, 0, 65535):
        path.write_text(json.dumps({"phone_port": good}))
        assert load_settings(path) == (load_settings(path)[0], None)
        assert load_settings(path)[0].phone_port == good


def open_table_on(port: int, monkeypatch):
    monkeypatch.setattr("scenes.phones.server.lan_address", lambda: "127.0.0.1")
    app = make_app()
    app.settings.phone_port = port
    scene = start_table(app, "wizard", seats("person", "phone", "easy"), {"rounds": "five"})
    frames(app, 2)
    return scene, scene.phones


def test_the_table_listens_on_the_chosen_port(monkeypatch):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # free a moment ago
    scene, hub = open_table_on(port, monkeypatch)
    try:
        assert hub.server.port == port
        assert f":{port}/j/" in hub.join_url(1)
    finally:
        hub.stop()


def test_a_taken_port_falls_back_to_a_free_one_and_the_table_shows_the_real_address(monkeypatch):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        scene, hub = open_table_on(port, monkeypatch)
        try:
            assert hub.server.port not in (port, 0)
            assert hub.short_address(1).startswith(f"127.0.0.1:{hub.server.port}/j/")
        finally:
            hub.stop()
