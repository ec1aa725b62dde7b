import { Dumbbell } from 'lucide-react';
import { SimpleTabs } from '../../../components/ui/simple-tabs';
import { LoginForm } from '../components/login-form';
import { SignupForm } from '../components/signup-form';

const tabTriggerClasses =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg text-base font-semibold text-slate-600 transition-colors ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-blue-600';

/** Sign-in and sign-up (spec 000 section 2), shown at /auth, /login and for any route while signed out. */
export default function AuthScreen() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]">
      <header className="mb-5 flex flex-col items-center text-center">
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-2xl bg-blue-600 text-white shadow-md">
          <Dumbbell className="size-6" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Social Fitness</h1>
        <p className="mt-2 text-[0.95rem] leading-snug text-slate-600">
          Join the community of fitness enthusiasts tracking their progress, sharing workouts, and motivating each other to reach their
          goals.
        </p>
      </header>

      <SimpleTabs
        label="Login or sign up"
        className="flex flex-col gap-5"
        listClassName="flex gap-1 rounded-xl bg-slate-100 p-1"
        triggerClassName={tabTriggerClasses}
        tabs={[
          { value: 'login', label: 'Login', content: <LoginForm /> },
          { value: 'signup', label: 'Sign Up', content: <SignupForm /> },
        ]}
      />
    </main>
  );
}
