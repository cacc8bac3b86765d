"""UndoStack: unlimited undo and redo of whole states; a new move clears the redo line."""

from __future__ import annotations

import pytest

from game.core.undo import UndoStack
from game.zoker.solo.engine import GAME


def play(stack: UndoStack, state):
    stack.push(state)
    state.apply(state.legal_actions()[0])
    return state


def test_undo_restores_each_earlier_state_and_redo_replays():
    stack = UndoStack()
    state = GAME.new(1, seed=11)
    seen = [state.clone()]
    for _ in range(5):
        state = play(stack, state)
        seen.append(state.clone())
    assert len(stack) == 5 and not stack.can_redo()
    for expected in reversed(seen[:-1]):
        state = stack.undo(state)
        assert state == expected
    assert not stack.can_undo()
    for expected in seen[1:]:
        state = stack.redo(state)
        assert state == expected
    assert not stack.can_redo()


def test_push_clones_so_later_moves_do_not_change_the_past():
    stack = UndoStack()
    state = GAME.new(1, seed=12)
    before = state.clone()
    state = play(stack, state)
    state.apply(state.legal_actions()[0])
    assert stack.undo(state) == before


def test_new_move_clears_redo():
    stack = UndoStack()
    state = play(stack, GAME.new(1, seed=13))
    state = stack.undo(state)
    assert stack.can_redo()
    play(stack, state)
    assert not stack.can_redo()


def test_empty_stack_refuses_and_clear_forgets():
    stack = UndoStack()
    state = GAME.new(1, seed=14)
    with pytest.raises(IndexError):
        stack.undo(state)
    with pytest.raises(IndexError):
        stack.redo(state)
    play(stack, state)
    stack.clear()
    assert not stack.can_undo() and len(stack) == 0
