/** The units feature's public surface: the person's kg or lb, bar and plates (issue 11), and their settings section. */
export { DEFAULT_PLATE_SETUPS, localeWeightUnit, useTrainingSettings, useWeightUnit } from '../../lib/units/use-weight-unit';
export { UnitsAndPlatesSection } from './components/units-and-plates-section';
