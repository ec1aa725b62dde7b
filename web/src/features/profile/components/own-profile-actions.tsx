import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { peoplePaths } from '../../../lib/paths';

const links = [
  { label: 'Edit Profile', to: peoplePaths.editProfile, variant: 'primary' },
  { label: 'Edit Details', to: peoplePaths.editDetails, variant: 'secondary' },
  { label: 'Edit Stats', to: peoplePaths.editStats, variant: 'secondary' },
  { label: 'Account', to: peoplePaths.editAccount, variant: 'secondary' },
] as const;

/** Under the top block: Edit Profile and the other edit screens. Settings sits in the title row. */
export function OwnProfileActions() {
  return (
    <nav aria-label="Edit your profile">
      <ul className="grid grid-cols-2 gap-2">
        {links.map((link) => (
          <li key={link.to} className="flex">
            <Link to={link.to} className={buttonClasses(link.variant, 'w-full px-2 text-sm')}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
