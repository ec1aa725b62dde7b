import { describe, expect, it } from 'vitest';
import { exerciseOrderOf, moveInOrder, moveOptions, replaceInOrder, resolveMove } from './exercise-order';

describe('moveOptions', () => {
  it('hides Move Up for the first and Move Down for the last', () => {
    expect(moveOptions(0, 3)).toEqual({ canMoveUp: false, canMoveDown: true });
    expect(moveOptions(1, 3)).toEqual({ canMoveUp: true, canMoveDown: true });
    expect(moveOptions(2, 3)).toEqual({ canMoveUp: true, canMoveDown: false });
  });

  it('offers no move for a single exercise', () => {
    expect(moveOptions(0, 1)).toEqual({ canMoveUp: false, canMoveDown: false });
  });

  it('with exactly two exercises, both move options show', () => {
    expect(moveOptions(0, 2)).toEqual({ canMoveUp: true, canMoveDown: true });
    expect(moveOptions(1, 2)).toEqual({ canMoveUp: true, canMoveDown: true });
  });

  it('offers nothing for an exercise not in the list', () => {
    expect(moveOptions(-1, 3)).toEqual({ canMoveUp: false, canMoveDown: false });
  });
});

describe('resolveMove', () => {
  it('sends the chosen direction when it is possible', () => {
    expect(resolveMove(1, 3, 'up')).toBe('up');
    expect(resolveMove(1, 3, 'down')).toBe('down');
  });

  it('turns a move past the end into the swap when there are two exercises', () => {
    expect(resolveMove(0, 2, 'up')).toBe('down');
    expect(resolveMove(1, 2, 'down')).toBe('up');
    expect(resolveMove(0, 2, 'down')).toBe('down');
  });

  it('refuses moves past the end otherwise', () => {
    expect(resolveMove(0, 3, 'up')).toBeNull();
    expect(resolveMove(2, 3, 'down')).toBeNull();
    expect(resolveMove(0, 1, 'down')).toBeNull();
  });
});

describe('moveInOrder and replaceInOrder', () => {
  it('swaps with the neighbour', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone at the ends', () => {
    const order = ['a', 'b'];
    expect(moveInOrder(order, 'a', 'up')).toBe(order);
    expect(moveInOrder(order, 'b', 'down')).toBe(order);
    expect(moveInOrder(order, 'x', 'down')).toBe(order);
  });

  it('replaces in place', () => {
    expect(replaceInOrder(['a', 'b', 'c'], 'b', 'z')).toEqual(['a', 'z', 'c']);
    expect(replaceInOrder(['a', 'b', 'c'], 'b', 'c')).toEqual(['a', 'c']);
  });
});

describe('exerciseOrderOf', () => {
  it('keeps the session order and appends exercises only the sets mention', () => {
    const sets = [
      { exerciseId: 'x', exerciseOrder: 5 },
      { exerciseId: 'b', exerciseOrder: 1 },
      { exerciseId: 'y', exerciseOrder: 3 },
      { exerciseId: 'y', exerciseOrder: 3 },
    ];
    expect(exerciseOrderOf(['b', 'a'], sets)).toEqual(['b', 'a', 'y', 'x']);
    expect(exerciseOrderOf(undefined, [])).toEqual([]);
  });
});
