import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATE_SETUPS } from '../../../lib/units/use-weight-unit';
import { numberFromText, PLATE_PRESETS, plateChoices, plateSetupFromDraft, sameSetup } from './plate-setup-form';

describe('plate setup form', () => {
  it('reads typed numbers', () => {
    expect(numberFromText(' 20 ')).toBe(20);
    expect(numberFromText('2.5')).toBe(2.5);
    expect(numberFromText('.5')).toBe(0.5);
    expect(numberFromText('')).toBeNull();
    expect(numberFromText('20kg')).toBeNull();
    expect(numberFromText('-5')).toBeNull();
  });

  it("builds the setup to save, heaviest plate first, with the API's messages", () => {
    expect(plateSetupFromDraft('kg', '20', [1.25, 25, 10])).toEqual({ setup: { unit: 'kg', bar: 20, plates: [25, 10, 1.25] } });
    expect(plateSetupFromDraft('kg', '', [25])).toEqual({ error: 'Type the bar’s weight, e.g. 20.' });
    expect(plateSetupFromDraft('kg', '120', [25])).toEqual({ error: 'The bar can weigh at most 100 kg.' });
    expect(plateSetupFromDraft('lb', '45', [])).toEqual({ error: 'Add at least one plate size.' });
    expect(plateSetupFromDraft('lb', '45', [150])).toEqual({ error: 'A plate can weigh at most 100 lb.' });
  });

  it('offers the usual sizes and the person’s own, heaviest first, each once', () => {
    expect(plateChoices('kg', [25, 0.75])).toEqual([50, 25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.75, 0.5, 0.25]);
  });

  it('has presets the API accepts, the first being the default', () => {
    for (const unit of ['kg', 'lb'] as const) {
      for (const preset of PLATE_PRESETS[unit]) expect(plateSetupFromDraft(unit, String(preset.setup.bar), preset.setup.plates)).toEqual({ setup: preset.setup });
      expect(sameSetup(PLATE_PRESETS[unit][0]!.setup, DEFAULT_PLATE_SETUPS[unit])).toBe(true);
    }
  });

  it('compares setups whatever the order of the plates', () => {
    expect(sameSetup({ unit: 'kg', bar: 20, plates: [25, 10] }, { unit: 'kg', bar: 20, plates: [10, 25] })).toBe(true);
    expect(sameSetup({ unit: 'kg', bar: 20, plates: [25, 10] }, { unit: 'kg', bar: 15, plates: [25, 10] })).toBe(false);
    expect(sameSetup({ unit: 'kg', bar: 20, plates: [25] }, { unit: 'lb', bar: 20, plates: [25] })).toBe(false);
  });
});
