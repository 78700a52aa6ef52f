import { describe, expect, it, vi } from 'vitest';
import { attachRealtimeConnection, disconnect, isRealtimeConnected } from './realtime';

describe('realtime', () => {
  it('has nothing to close when no connection was opened', () => {
    expect(isRealtimeConnected()).toBe(false);
    expect(disconnect()).toBe(false);
  });

  it('closes the attached connection once', () => {
    const close = vi.fn();
    attachRealtimeConnection({ close });
    expect(isRealtimeConnected()).toBe(true);
    expect(disconnect()).toBe(true);
    expect(disconnect()).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes the previous connection when a new one is attached', () => {
    const first = vi.fn();
    attachRealtimeConnection({ close: first });
    attachRealtimeConnection({ close: vi.fn() });
    expect(first).toHaveBeenCalledTimes(1);
    disconnect();
  });
});
