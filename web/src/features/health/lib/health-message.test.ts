import { describe, expect, it } from 'vitest';
import { healthDataOf, isTrustedSender } from './health-message';
import { importHealthUrl } from './import-url';

const origin = 'https://fit.example.com';
const opener = { name: 'the window that opened this one' };
const message = { type: 'HEALTH_DATA', workouts: [] };

describe('HEALTH_DATA messages', () => {
  it('accepts one from this origin, with or without an opener', () => {
    expect(healthDataOf({ data: message, origin, source: null }, { origin, opener: null })).toBe(message);
    expect(healthDataOf({ data: message, origin, source: null }, { origin, opener })).toBe(message);
  });

  it('accepts one from the opener, whatever its origin', () => {
    const source = opener as unknown as MessageEventSource;
    expect(healthDataOf({ data: message, origin: 'https://shortcuts.example', source }, { origin, opener })).toBe(message);
  });

  it('refuses one from another origin that is not the opener', () => {
    const stranger = {} as MessageEventSource;
    expect(healthDataOf({ data: message, origin: 'https://evil.example', source: stranger }, { origin, opener })).toBeUndefined();
    expect(healthDataOf({ data: message, origin: 'https://evil.example', source: null }, { origin, opener: null })).toBeUndefined();
    expect(isTrustedSender({ data: message, origin: 'https://evil.example', source: null }, { origin, opener: null })).toBe(false);
  });

  it.each([null, 'HEALTH_DATA', { type: 'HEALTH_SYNC_COMPLETE', count: 1 }, { workouts: [] }, [message]])('ignores %j (not a HEALTH_DATA message)', (data) => {
    expect(healthDataOf({ data, origin, source: null }, { origin, opener: null })).toBeUndefined();
  });
});

describe('importHealthUrl', () => {
  it('is the import-health route on the given origin', () => {
    expect(importHealthUrl(origin)).toBe('https://fit.example.com/api/workout-sessions/import-health');
  });
});
