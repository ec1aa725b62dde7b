import { describe, expect, it } from 'vitest';
import {
  displayEntry,
  entryFieldsOf,
  entryNumber,
  fieldHeading,
  fieldLabel,
  isTypableEntry,
  missingFieldsMessage,
  neededFieldsOf,
  storedEntry,
} from './type-fields';

describe('a set row’s fields by exercise type (issue 29)', () => {
  it('shows each type’s measures, and weight and reps without a type', () => {
    expect(entryFieldsOf(undefined)).toEqual(['weight', 'reps']);
    expect(entryFieldsOf('duration')).toEqual(['duration']);
    expect(entryFieldsOf('distance_duration')).toEqual(['distance', 'duration']);
    expect(entryFieldsOf('bodyweight_reps')).toEqual(['reps']);
    expect(entryFieldsOf('assisted_bodyweight')).toEqual(['weight', 'reps']);
    expect(entryFieldsOf('weight_distance')).toEqual(['weight', 'distance']);
  });

  it('names the columns and fields so an assistance never passes for a weight', () => {
    expect(fieldHeading('weight', 'assisted_bodyweight', 'kg')).toBe('−KG');
    expect(fieldHeading('weight', 'weighted_bodyweight', 'lb')).toBe('+LBS');
    expect(fieldHeading('distance', 'distance_duration', 'lb')).toBe('MI');
    expect(fieldHeading('duration', 'duration', 'kg')).toBe('Time');
    expect(fieldLabel('Set 2', 'weight', 'assisted_bodyweight', 'kg')).toBe('Set 2 assistance (kg)');
    expect(fieldLabel('Set 1', 'weight', 'weighted_bodyweight', 'lb')).toBe('Set 1 added weight (lbs)');
    expect(fieldLabel('Warm-up 1', 'distance', 'distance_duration', 'kg')).toBe('Warm-up 1 distance (km)');
    expect(fieldLabel('Set 1', 'duration', 'duration', 'kg')).toBe('Set 1 time');
  });

  it('needs what the type measures: an assistance or added weight may stay empty, a bodyweight weight & reps needs reps', () => {
    expect(neededFieldsOf('duration', 'Bodyweight')).toEqual(['duration']);
    expect(neededFieldsOf('distance_duration', 'Machine')).toEqual(['distance', 'duration']);
    expect(neededFieldsOf('assisted_bodyweight', 'Other')).toEqual(['reps']);
    expect(neededFieldsOf('weight_reps', 'Bodyweight')).toEqual(['reps']);
    expect(neededFieldsOf(undefined, 'Barbell')).toEqual(['weight', 'reps']);
    expect(missingFieldsMessage(['distance', 'duration'], 'distance_duration')).toBe('Enter the distance and time to complete this set.');
    expect(missingFieldsMessage(['weight'], 'weight_duration')).toBe('Enter the weight to complete this set.');
  });

  it('keeps a time as seconds and a distance as metres, showing them in the person’s unit without drift', () => {
    expect(storedEntry('duration', '1:30', 'kg')).toBe('90');
    expect(storedEntry('duration', '45', 'kg')).toBe('45');
    expect(storedEntry('distance', '5.2', 'kg')).toBe('5200');
    expect(storedEntry('distance', '3.1', 'lb')).toBe('4989');
    expect(displayEntry('duration', '3900', 'kg')).toBe('1:05:00');
    expect(displayEntry('distance', '4989', 'lb')).toBe('3.1');
    // A value shown and left as it is keeps its entry (5000 m shown as 3.107 mi is not converted back to 5001 m).
    expect(storedEntry('distance', displayEntry('distance', '5000', 'lb'), 'lb', '5000')).toBe('5000');
    expect(storedEntry('weight', '100', 'kg')).toBe('220.46');
    expect(entryNumber('duration', '90')).toBe(90);
    expect(entryNumber('distance', '')).toBeNull();
  });

  it('refuses what a field cannot hold as it is typed', () => {
    expect(isTypableEntry('duration', '1:7', 'kg')).toBe(true);
    expect(isTypableEntry('duration', '1:75', 'kg')).toBe(false);
    expect(isTypableEntry('distance', '5.25', 'kg')).toBe(true);
    expect(isTypableEntry('distance', '5,2', 'kg')).toBe(false);
    expect(isTypableEntry('reps', '12', 'kg')).toBe(true);
  });
});
