import { describe, expect, it } from 'vitest';
import {
  distanceTextToMeters,
  durationTextToSeconds,
  durationUnitText,
  isTypableDistance,
  isTypableDuration,
  metersToDistanceText,
  secondsToDurationText,
} from './measure-entry';

describe('a time as typed (issue 29)', () => {
  it('reads plain digits as seconds, one colon as m:ss and two as h:mm:ss', () => {
    expect(durationTextToSeconds('45')).toBe(45);
    expect(durationTextToSeconds('90')).toBe(90);
    expect(durationTextToSeconds('1:30')).toBe(90);
    expect(durationTextToSeconds('25:00')).toBe(1500);
    expect(durationTextToSeconds('1:05:00')).toBe(3900);
    expect(durationTextToSeconds('1:')).toBe(60);
    expect(durationTextToSeconds('')).toBeNull();
    expect(durationTextToSeconds('1.5')).toBeNull();
  });

  it('accepts half-typed times and refuses a seconds or minutes part past 59, or more than a day', () => {
    for (const text of ['', '1', '1:', '1:3', '1:30', '1:05:', '1:05:0', '24:00:00', '86400']) expect(isTypableDuration(text), text).toBe(true);
    for (const text of ['1:60', '1:5:60', '1:75', '24:00:01', '86401', '100:00:00', '1:2:3:4', 'a']) expect(isTypableDuration(text), text).toBe(false);
  });

  it('shows a kept time as m:ss, or h:mm:ss from an hour, and names the unit being typed', () => {
    expect(secondsToDurationText(90)).toBe('1:30');
    expect(secondsToDurationText(45)).toBe('0:45');
    expect(secondsToDurationText(3900)).toBe('1:05:00');
    expect(secondsToDurationText(null)).toBe('');
    expect(durationUnitText('45')).toBe('sec');
    expect(durationUnitText('1:30')).toBe('m:ss');
    expect(durationUnitText('1:05:00')).toBe('h:mm:ss');
  });
});

describe('a distance as typed (issue 29)', () => {
  it('keeps kilometres (kg people) and miles (lb people) as whole metres', () => {
    expect(distanceTextToMeters('5.2', 'kg')).toBe(5200);
    expect(distanceTextToMeters('0.4', 'kg')).toBe(400);
    expect(distanceTextToMeters('10.', 'kg')).toBe(10_000);
    expect(distanceTextToMeters('3.1', 'lb')).toBe(4989);
    expect(distanceTextToMeters('1', 'lb')).toBe(1609);
    expect(distanceTextToMeters('', 'kg')).toBeNull();
    expect(distanceTextToMeters('1.2345', 'kg')).toBeNull();
  });

  it('shows a kept distance as it was typed, in either unit', () => {
    for (const typed of ['5.2', '5', '0.4', '42.195', '10.5']) expect(metersToDistanceText(distanceTextToMeters(typed, 'kg'), 'kg')).toBe(typed);
    for (const typed of ['3.1', '1', '26.2', '0.25', '13.109']) expect(metersToDistanceText(distanceTextToMeters(typed, 'lb'), 'lb')).toBe(typed);
    expect(metersToDistanceText(null, 'kg')).toBe('');
  });

  it('accepts up to three decimals and at most 1,000 km', () => {
    expect(isTypableDistance('1000', 'kg')).toBe(true);
    expect(isTypableDistance('1000.1', 'kg')).toBe(false);
    expect(isTypableDistance('621', 'lb')).toBe(true);
    expect(isTypableDistance('622', 'lb')).toBe(false);
    expect(isTypableDistance('5.123', 'kg')).toBe(true);
    expect(isTypableDistance('5.1234', 'kg')).toBe(false);
    expect(isTypableDistance('.', 'kg')).toBe(true);
  });
});
