import type { PlateSetup } from '../../../../../shared/api-types';
import { plateSetupSchema } from '../../../../../shared/schemas/users';
import type { WeightUnit } from '../../../../../shared/units';

/** The plate sizes offered as toggles in each unit (a person's own other sizes are shown too). */
export const PLATE_CHOICES: Readonly<Record<WeightUnit, readonly number[]>> = {
  kg: [50, 25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5, 0.25],
  lb: [100, 55, 45, 35, 25, 15, 10, 5, 2.5, 1.25, 0.5, 0.25],
};

export interface PlatePreset {
  name: string;
  setup: PlateSetup;
}

/** One tap to a common gym: an Olympic bar, a women's bar, a home rack with lighter plates. */
export const PLATE_PRESETS: Readonly<Record<WeightUnit, readonly PlatePreset[]>> = {
  kg: [
    { name: 'Olympic bar, 20 kg', setup: { unit: 'kg', bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] } },
    { name: "Women's bar, 15 kg", setup: { unit: 'kg', bar: 15, plates: [25, 20, 15, 10, 5, 2.5, 1.25] } },
    { name: 'Home gym, 20 kg bar', setup: { unit: 'kg', bar: 20, plates: [20, 10, 5, 2.5, 1.25] } },
  ],
  lb: [
    { name: 'Olympic bar, 45 lb', setup: { unit: 'lb', bar: 45, plates: [45, 35, 25, 10, 5, 2.5] } },
    { name: "Women's bar, 35 lb", setup: { unit: 'lb', bar: 35, plates: [45, 35, 25, 10, 5, 2.5] } },
    { name: 'Home gym, 45 lb bar', setup: { unit: 'lb', bar: 45, plates: [45, 25, 10, 5, 2.5] } },
  ],
};

/** Every size to show as a toggle: the unit's usual sizes and the person's own, heaviest first. */
export function plateChoices(unit: WeightUnit, owned: readonly number[]): number[] {
  return [...new Set([...PLATE_CHOICES[unit], ...owned])].sort((a, b) => b - a);
}

/** A typed number ('2.5', ' 20 '), or null when the text is not one. */
export function numberFromText(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The draft as the PlateSetup to save, checked with the API's own rules, or the first message to show. */
export function plateSetupFromDraft(unit: WeightUnit, barText: string, plates: readonly number[]): { setup: PlateSetup } | { error: string } {
  const bar = numberFromText(barText);
  if (bar === null) return { error: 'Type the bar’s weight, e.g. 20.' };
  const result = plateSetupSchema.safeParse({ unit, bar, plates });
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'Please check the bar and plates.' };
  return { setup: result.data };
}

/** Whether two setups are the same bar and the same sizes. */
export function sameSetup(a: PlateSetup, b: PlateSetup): boolean {
  const sizes = (setup: PlateSetup) => [...setup.plates].sort((x, y) => y - x).join(',');
  return a.unit === b.unit && a.bar === b.bar && sizes(a) === sizes(b);
}
