import { describe, expect, it } from 'vitest';
import { comboboxKeyDown, type Move } from '../../src/web/lib/listbox-move';

/** Presses `key` in a combobox in the given state; returns what the picker was asked and whether the browser's own action was stopped. */
function press(key: string, state: { open: boolean; hasActive?: boolean }, altKey = false) {
  const asked: string[] = [];
  let prevented = false;
  comboboxKeyDown({
    open: state.open,
    hasActive: state.hasActive ?? false,
    openList: (activate?: Move) => asked.push(`open ${activate ?? 'as it is'}`),
    close: () => asked.push('close'),
    moveTo: (move) => asked.push(`move ${move}`),
    pickActive: () => asked.push('pick'),
  })({ key, altKey, preventDefault: () => (prevented = true) });
  return { asked, prevented };
}

describe('the keys of a combobox', () => {
  it('opens a closed list on its first option with Down, its last with Up, as it is with Alt', () => {
    expect(press('ArrowDown', { open: false })).toEqual({ asked: ['open first'], prevented: true });
    expect(press('ArrowUp', { open: false })).toEqual({ asked: ['open last'], prevented: true });
    expect(press('ArrowDown', { open: false }, true)).toEqual({ asked: ['open as it is'], prevented: true });
  });

  it('moves through an open list, and Alt+Up closes it', () => {
    expect(press('ArrowDown', { open: true }).asked).toEqual(['move next']);
    expect(press('ArrowUp', { open: true }).asked).toEqual(['move previous']);
    expect(press('ArrowUp', { open: true }, true).asked).toEqual(['close']);
    expect(press('ArrowDown', { open: true }, true)).toEqual({ asked: [], prevented: true });
  });

  it('jumps with Home and End once an option is active, and leaves them to the text before', () => {
    expect(press('Home', { open: true, hasActive: true })).toEqual({
      asked: ['move first'],
      prevented: true,
    });
    expect(press('End', { open: true, hasActive: true }).asked).toEqual(['move last']);
    expect(press('Home', { open: true, hasActive: false })).toEqual({ asked: [], prevented: false });
    expect(press('End', { open: false, hasActive: true })).toEqual({ asked: [], prevented: false });
  });

  it('picks with Enter while the list is open, and lets Enter submit the form when it is closed', () => {
    expect(press('Enter', { open: true })).toEqual({ asked: ['pick'], prevented: true });
    expect(press('Enter', { open: false })).toEqual({ asked: [], prevented: false });
  });

  it('leaves every other key to the input', () => {
    expect(press('a', { open: true, hasActive: true })).toEqual({ asked: [], prevented: false });
    expect(press('Escape', { open: true, hasActive: true })).toEqual({ asked: [], prevented: false });
  });
});
