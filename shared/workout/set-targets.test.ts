import { describe, expect, it } from 'vitest';
import { parseRepsTarget, repsTargetText, repsToFill, spokenRepsTarget } from './set-targets';

describe('parseRepsTarget', () => {
  it.each([
    ['8', { kind: 'exact', reps: 8 }],
    [' 10 ', { kind: 'exact', reps: 10 }],
    ['6-8', { kind: 'range', min: 6, max: 8 }],
    ['6 - 8', { kind: 'range', min: 6, max: 8 }],
    ['8–12', { kind: 'range', min: 8, max: 12 }],
    ['8 to 12', { kind: 'range', min: 8, max: 12 }],
    ['12-8', { kind: 'range', min: 8, max: 12 }],
    ['5-5', { kind: 'exact', reps: 5 }],
    ['10+', { kind: 'at-least', min: 10 }],
    ['AMRAP', { kind: 'amrap' }],
    ['amrap', { kind: 'amrap' }],
    ['To failure', { kind: 'amrap' }],
    ['Max', { kind: 'amrap' }],
    ['30 s hold', { kind: 'words', text: '30 s hold' }],
    ['0', { kind: 'words', text: '0' }],
    ['5x5', { kind: 'words', text: '5x5' }],
  ])('%j → %j', (text, target) => {
    expect(parseRepsTarget(text)).toEqual(target);
  });

  it('reads blank or missing text as no target', () => {
    expect(parseRepsTarget('  ')).toBeNull();
    expect(parseRepsTarget(null)).toBeNull();
    expect(parseRepsTarget(undefined)).toBeNull();
  });
});

describe('what the reps field shows, says and fills', () => {
  it.each([
    ['8', '8', 'target 8', 8],
    ['6 - 8', '6-8', 'target 6-8 reps', 6],
    ['10+', '10+', 'target 10+ reps, 10 or more', 10],
    ['AMRAP', 'AMRAP', 'target AMRAP, as many reps as possible', null],
    ['to failure', 'AMRAP', 'target AMRAP, as many reps as possible', null],
    ['30 s hold', '30 s hold', 'target 30 s hold', null],
  ])('%j shows %j, is heard as %j and a tick fills %j', (text, shown, spoken, fill) => {
    const target = parseRepsTarget(text)!;
    expect(repsTargetText(target)).toBe(shown);
    expect(spokenRepsTarget(target)).toBe(spoken);
    expect(spokenRepsTarget(target)).toContain(shown);
    expect(repsToFill(target)).toBe(fill);
  });
});
