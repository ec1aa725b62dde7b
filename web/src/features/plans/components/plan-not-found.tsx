import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';

/** Spec 001 section 8: a plan that does not exist or that the user may not read. */
export function PlanNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <StatusMessage title="Plan Not Found" message="This plan doesn't exist or you don't have access to it.">
      <Link to={backTo} className={buttonClasses('secondary')}>
        {backLabel}
      </Link>
    </StatusMessage>
  );
}
