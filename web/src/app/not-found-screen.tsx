import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../lib/paths';

export default function NotFoundScreen() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <Link to={paths.home} className={buttonClasses('secondary')}>
        Go to Home
      </Link>
    </section>
  );
}
