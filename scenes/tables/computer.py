"""Computer turns off the UI thread, paced so people can follow them."""

from __future__ import annotations

import threading

from game.core.api import Action
from scenes.kit.event_wait import wake_main_loop


class ComputerRunner:
    """Waits the pacing delay, thinks in a worker thread, hands back one action."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.result: Action | None = None
        self.error: BaseException | None = None
        self.waited = 0.0
        self.started_at = -1  # history length when thinking started (stale results are dropped)

    def reset(self) -> None:
        self.thread, self.result, self.error, self.waited, self.started_at = None, None, None, 0.0, -1

    @property
    def thinking(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def poll(self, session, delay: float, dt: float, busy: bool) -> Action | None:
        """Call every frame; returns an action when a computer's choice is ready."""
        if not session.computer_to_move():
            if not self.thinking:
                self.reset()
            return None
        state = session.state
        if self.thread is None:
            self.waited += dt
            if self.waited >= delay and not busy:
                self._start(session)
            return None
        if self.thinking:
            return None
        if self.error is not None:
            err, self.error = self.error, None
            self.reset()
            raise err
        action, stale = self.result, self.started_at != len(state.history)
        self.reset()
        return None if stale else action

    def _start(self, session) -> None:
        p = session.state.current_player
        view = session.state.view(p)
        legal = session.state.legal_actions()
        agent, rng = session.agents[p], session.agent_rngs[p]
        self.started_at = len(session.state.history)

        def think() -> None:
            try:
                self.result = agent.choose(view, legal, rng)
            except BaseException as e:  # noqa: BLE001 — re-raised on the UI thread
                self.error = e
            wake_main_loop()  # the move is ready: a sleeping loop takes it now, not at its next look

        self.thread = threading.Thread(target=think, name="computer-player", daemon=True)
        self.thread.start()

    def wait(self) -> None:
        """Block until the worker is done (tests)."""
        if self.thread is not None:
            self.thread.join()


class Background:
    """One function run in a worker thread (a hint search); `done` and `result` once it returns."""

    def __init__(self, fn):
        self.result = None
        self.error: BaseException | None = None

        def work() -> None:
            try:
                self.result = fn()
            except BaseException as e:  # noqa: BLE001 — re-raised on the UI thread by `take`
                self.error = e
            wake_main_loop()

        self.thread = threading.Thread(target=work, name="background", daemon=True)
        self.thread.start()

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()

    def take(self):
        """The result (call once `done`); re-raises the worker's error."""
        if self.error is not None:
            raise self.error
        return self.result
