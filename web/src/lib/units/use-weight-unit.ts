import type { PlateSetup, TrainingSettings } from '../../../../shared/api-types';
import { defaultWeightUnit, type WeightUnit } from '../../../../shared/units';
import { useAuth } from '../auth/auth-context';

/** The unit's bar and plates when the person has not set their own (issue 11). */
export const DEFAULT_PLATE_SETUPS: Readonly<Record<WeightUnit, PlateSetup>> = {
  kg: { unit: 'kg', bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  lb: { unit: 'lb', bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

const browserLocale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

let lastLocale: { locale: string | undefined; unit: WeightUnit } | undefined;

/** The unit the browser's locale gives ('Auto' in settings): lb for the US, else kg. Worked out once per locale. */
export function localeWeightUnit(): WeightUnit {
  const locale = browserLocale();
  if (lastLocale && lastLocale.locale === locale) return lastLocale.unit;
  const unit = defaultWeightUnit(locale);
  lastLocale = { locale, unit };
  return unit;
}

/** The signed-in person's settings with every default filled in: the unit from the locale, the unit's bar and plates. */
export function useTrainingSettings(): { weightUnit: WeightUnit; plateSetup: PlateSetup } {
  const { user } = useAuth();
  const settings: TrainingSettings | undefined = user?.trainingSettings;
  const weightUnit = settings?.weightUnit ?? localeWeightUnit();
  // Plates owned in the other unit do not load this one: the unit's defaults stand in until they are set again.
  const plateSetup = settings?.plateSetup?.unit === weightUnit ? settings.plateSetup : DEFAULT_PLATE_SETUPS[weightUnit];
  return { weightUnit, plateSetup };
}

/** kg or lb for every weight the person types or reads. */
export function useWeightUnit(): WeightUnit {
  return useTrainingSettings().weightUnit;
}
