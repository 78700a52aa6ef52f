import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/config';

describe('launch-monitor configuration', () => {
  it("listens on GSPro's port 921 on the HTTP server's interface by default", () => {
    expect(loadConfig({}).launchMonitor).toEqual({ enabled: true, port: 921, host: '127.0.0.1' });
    expect(loadConfig({ HOST: '0.0.0.0' }).launchMonitor.host).toBe('0.0.0.0');
  });

  it('reads LAUNCH_MONITOR_ENABLED, _PORT and _HOST', () => {
    expect(
      loadConfig({ LAUNCH_MONITOR_ENABLED: 'false', LAUNCH_MONITOR_PORT: '9210', LAUNCH_MONITOR_HOST: '0.0.0.0' })
        .launchMonitor,
    ).toEqual({ enabled: false, port: 9210, host: '0.0.0.0' });
  });

  it.each([
    ['LAUNCH_MONITOR_PORT', '70000'],
    ['LAUNCH_MONITOR_PORT', 'x'],
    ['LAUNCH_MONITOR_ENABLED', 'maybe'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
