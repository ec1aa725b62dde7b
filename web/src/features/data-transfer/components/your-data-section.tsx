import { SectionCard } from '../../../components/ui/section-card';
import { ExportButtons } from './export-buttons';
import { ImportPanel } from './import-panel';

/** Settings' 'Your data' (issue 12): export every workout as CSV or JSON; import a Strong or Hevy export. */
export function YourDataSection() {
  return (
    <SectionCard title="Your data">
      <div className="flex flex-col gap-5">
        <ExportButtons />
        <ImportPanel />
      </div>
    </SectionCard>
  );
}
