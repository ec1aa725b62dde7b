/** The units feature's public surface: the person's kg or lb, bar and plates (issue 11), and their settings section. */
export { UnitsAndPlatesSection } from './components/units-and-plates-section';
