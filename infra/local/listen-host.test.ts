import { describe, expect, it } from 'vitest';
import { listenHost } from './listen-host';

describe('the interface npm start listens on', () => {
  it('is this machine only when HOST is not set, without a warning', () => {
    const lines: string[] = [];

    expect(listenHost({}, (line) => lines.push(line))).toBe('127.0.0.1');
    expect(listenHost({ HOST: '' }, (line) => lines.push(line))).toBe('127.0.0.1');
    expect(lines).toEqual([]);
  });

  it('is every interface only when asked, with a warning that the network can reach it', () => {
    const lines: string[] = [];

    expect(listenHost({ HOST: '0.0.0.0' }, (line) => lines.push(line))).toBe('0.0.0.0');
    expect(lines).toEqual([expect.stringMatching(/^WARNING: listening on 0\.0\.0\.0: anyone on this network can reach/)]);
  });
});
