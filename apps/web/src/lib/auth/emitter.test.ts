import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';

describe('createEmitter', () => {
  it('calls the listeners of an event and stops after unsubscribing', () => {
    const emitter = createEmitter<'logout' | 'other'>();
    const listener = vi.fn();
    const other = vi.fn();
    const off = emitter.on('logout', listener);
    emitter.on('other', other);
    emitter.emit('logout');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    off();
    emitter.emit('logout');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the other listeners when one throws', () => {
    const emitter = createEmitter<'logout'>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    emitter.on('logout', () => {
      throw new Error('boom');
    });
    emitter.on('logout', after);
    emitter.emit('logout');
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
