"""Unlimited undo and redo for one session, as clones of whole states (undo is not an action)."""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar


class Cloneable(Protocol):
    def clone(self): ...


S = TypeVar("S", bound=Cloneable)


class UndoStack(Generic[S]):
    """Call `push(state)` before each move; `undo`/`redo` hand back the state to continue from.

    The stacks own the states they return and receive: after `undo(current)` the caller
    continues with the returned state and must not change `current` any more.
    """

    def __init__(self) -> None:
        self._past: list[S] = []
        self._future: list[S] = []

    def push(self, state: S) -> None:
        """Remember `state` (cloned) as it was before a new move; a new move forgets the redo line."""
        self._past.append(state.clone())
        self._future.clear()

    def can_undo(self) -> bool:
        return bool(self._past)

    def can_redo(self) -> bool:
        return bool(self._future)

    def undo(self, current: S) -> S:
        """The state before the last move; `current` becomes redoable. IndexError if nothing to undo."""
        if not self._past:
            raise IndexError("nothing to undo")
        self._future.append(current)
        return self._past.pop()

    def redo(self, current: S) -> S:
        """The state the last undo left; `current` becomes undoable. IndexError if nothing to redo."""
        if not self._future:
            raise IndexError("nothing to redo")
        self._past.append(current)
        return self._future.pop()

    def clear(self) -> None:
        """Forget everything (a new game)."""
        self._past.clear()
        self._future.clear()

    def __len__(self) -> int:
        """How many moves can be undone."""
        return len(self._past)
