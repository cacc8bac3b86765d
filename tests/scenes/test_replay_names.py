"""A replay names the default person in today's language: a game kept as "You" reads "Sinä" in
Finnish, on the table and in the recent games list (and a Finnish "Sinä" reads "You" in English)."""

from __future__ import annotations

import json

from scenes import replay_store
from scenes.replay import open_replay
from tests.scenes.helpers import make_app
from tests.scenes.test_replay import played


def test_a_replay_kept_in_english_says_sina_in_finnish(tmp_path, monkeypatch):
    data = played("racko", limit=40)
    data["seats"][0]["name"] = "You"
    make_app(lang="fi")
    try:
        session, _problem = open_replay(data)
        assert session.seats[0].name == "Sinä" and session.seats[1].name == "Bot 1"
        monkeypatch.setattr(replay_store, "data_dir", lambda: tmp_path)
        path = replay_store.folder("racko") / "a.json"
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(data), encoding="utf-8")
        assert replay_store.recent("racko")[0].players.startswith("Sinä, Bot 1")
    finally:
        make_app(lang="en")


def test_a_replay_kept_in_finnish_says_you_in_english():
    data = played("racko", limit=40)
    data["seats"][0]["name"] = "Sinä"
    make_app(lang="en")
    session, _problem = open_replay(data)
    assert session.seats[0].name == "You"
