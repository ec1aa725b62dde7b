import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/loading-screen';
import { currentUserQueryOptions } from '../lib/queries/auth-queries';
import { getStoredToken, getStoredUser } from '../lib/auth/auth-storage';
import { coachPaths } from '../lib/paths';
import { healthPaths } from '../lib/paths';
import { insightPaths } from '../lib/paths';
import { messagePaths } from '../lib/paths';
import { planPaths } from '../lib/paths';
import { peoplePaths } from '../lib/paths';
import { routinePaths } from '../lib/paths';
import { workoutPaths } from '../lib/paths';
import { queryClient } from '../lib/api';
import { paths } from '../lib/paths';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { AuthRoot, AuthScreen } from './auth-gate';
import { RouteErrorBoundary } from './errors/route-error-boundary';

// The signed-in frame (header, bell, bottom bar) is not on the signed-out first screen: its own chunk (issue 14).
const AppLayout = preloadableLazy<object>(() => import('./layout/app-layout').then(({ AppLayout }) => ({ default: AppLayout })));

// Screens are route entry points: the router lazy-loads them straight from each feature's screens folder.
const HomeScreen = preloadableLazy<object>(() => import('../features/home/screens/home-screen'));
// Home's reads come in a small chunk of their own, so they start before the screen's chunk has arrived (issue 14).
const loadHomeReads = () => import('../features/home/api/home-reads');
const WorkoutsScreen = lazy(() => import('../features/workouts/screens/workouts-screen'));
const SocialScreen = lazy(() => import('./screens/social-screen'));
const ProfileScreen = lazy(() => import('./screens/profile-screen'));
const NotFoundScreen = lazy(() => import('./not-found-screen'));
const LiveWorkoutScreen = lazy(() => import('../features/workout-session/screens/live-workout-screen'));
const WorkoutStarterScreen = lazy(() => import('../features/workout-session/screens/workout-starter-screen'));
const EmptyWorkoutScreen = lazy(() => import('../features/workout-session/screens/empty-workout-screen'));
const SaveWorkoutScreen = lazy(() => import('../features/workout-session/screens/save-workout-screen'));
const CreateRoutineScreen = lazy(() => import('../features/workouts/screens/create-routine-screen'));
const ExploreRoutinesScreen = lazy(() => import('../features/workouts/screens/explore-routines-screen'));
const GroupsScreen = lazy(() => import('../features/workouts/screens/groups-screen'));
const CreateWorkoutScreen = lazy(() => import('../features/plans/screens/create-workout-screen'));
const CreatePlanScreen = lazy(() => import('../features/plans/screens/create-plan-screen'));
const PlanDetailScreen = lazy(() => import('../features/plans/screens/plan-detail-screen'));
const PlansScreen = lazy(() => import('../features/plans/screens/plans-screen'));
const RoutineDetailScreen = lazy(() => import('../features/workouts/screens/routine-detail-screen'));
const WorkoutDetailScreen = lazy(() => import('../features/plans/screens/workout-detail-screen'));
const StartedWorkoutScreen = lazy(() => import('../features/plans/screens/started-workout-screen'));
const EditProfileScreen = lazy(() => import('../features/profile/screens/edit-profile-screen'));
const EditDetailsScreen = lazy(() => import('../features/profile/screens/edit-details-screen'));
const EditStatsScreen = lazy(() => import('../features/profile/screens/edit-stats-screen'));
const EditAccountScreen = lazy(() => import('../features/profile/screens/edit-account-screen'));
const SettingsScreen = lazy(() => import('./screens/settings-screen'));
const UserProfileScreen = lazy(() => import('./screens/user-profile-screen'));
const PeopleListScreen = lazy(() => import('../features/users/screens/people-list-screen'));
const PeopleSearchScreen = lazy(() => import('../features/users/screens/people-search-screen'));
const MessagesScreen = lazy(() => import('../features/messages/screens/messages-screen'));
const HealthReturnScreen = lazy(() => import('../features/health/screens/health-return-screen'));
const ExerciseDetailScreen = lazy(() => import('../features/insights/screens/exercise-detail-screen'));
const HistoryScreen = lazy(() => import('../features/insights/screens/history-screen'));
const AiTrainerScreen = lazy(() => import('../features/coach/screens/ai-trainer-screen'));

/** Full-screen workout frames: no header or bottom bar, the screens bring their own back button and actions. */
function FullScreenFrame() {
  return (
    <Suspense
      fallback={
        <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50">
          <LoadingScreen />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}

/** The signed-in frame, with the same 'Loading...' as its screens while its chunk arrives. */
function AppFrame() {
  return (
    <Suspense
      fallback={
        <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50">
          <h1 className="sr-only">Opening the app</h1>
          <LoadingScreen />
        </main>
      }
    >
      <AppLayout />
    </Suspense>
  );
}

/** Spec 001 section 2; signed-out visitors get the sign-in screen on every path (see AuthRoot). */
export const routes: RouteObject[] = [
  {
    element: <AuthRoot />,
    children: [
      // Sign-in paths: shown by AuthRoot while signed out; a signed-in user goes home.
      { path: paths.auth, element: <Navigate to={paths.home} replace /> },
      { path: paths.login, element: <Navigate to={paths.home} replace /> },
      {
        element: <FullScreenFrame />,
        children: [
          { path: workoutPaths.session, element: <LiveWorkoutScreen /> },
          { path: workoutPaths.sessionById, element: <LiveWorkoutScreen /> },
          { path: workoutPaths.start, element: <WorkoutStarterScreen /> },
          { path: workoutPaths.empty, element: <EmptyWorkoutScreen /> },
          { path: workoutPaths.emptySession, element: <EmptyWorkoutScreen /> },
          { path: workoutPaths.save, element: <SaveWorkoutScreen /> },
          { path: planPaths.startedWorkout, element: <StartedWorkoutScreen /> },
          { path: routinePaths.createRoutine, element: <CreateRoutineScreen /> },
          { path: planPaths.createWorkout, element: <CreateWorkoutScreen /> },
          { path: planPaths.createPlan, element: <CreatePlanScreen /> },
          ...[peoplePaths.editProfile, peoplePaths.editProfileSimple].map((path) => ({ path, element: <EditProfileScreen /> })),
          { path: peoplePaths.editDetails, element: <EditDetailsScreen /> },
          { path: peoplePaths.editStats, element: <EditStatsScreen /> },
          { path: peoplePaths.editAccount, element: <EditAccountScreen /> },
          { path: peoplePaths.settings, element: <SettingsScreen /> },
          { path: messagePaths.messages, element: <MessagesScreen /> },
          { path: healthPaths.healthReturn, element: <HealthReturnScreen /> },
        ],
      },
      {
        element: <AppFrame />,
        children: [
          { index: true, element: <HomeScreen /> },
          ...[paths.workouts, ...paths.workoutAliases].map((path) => ({ path, element: <WorkoutsScreen /> })),
          { path: routinePaths.exploreRoutines, element: <ExploreRoutinesScreen /> },
          { path: routinePaths.groups, element: <GroupsScreen /> },
          { path: planPaths.plan, element: <PlanDetailScreen /> },
          { path: planPaths.plans, element: <PlansScreen /> },
          { path: routinePaths.routine, element: <RoutineDetailScreen /> },
          { path: planPaths.workoutDetail, element: <WorkoutDetailScreen /> },
          { path: planPaths.workoutPlan, element: <WorkoutDetailScreen /> },
          { path: planPaths.sessionSummary, element: <WorkoutDetailScreen /> },
          { path: paths.social, element: <SocialScreen /> },
          { path: paths.profile, element: <ProfileScreen /> },
          { path: peoplePaths.user, element: <UserProfileScreen /> },
          { path: peoplePaths.followers, element: <PeopleListScreen list="followers" /> },
          { path: peoplePaths.following, element: <PeopleListScreen list="following" /> },
          { path: peoplePaths.userFollowers, element: <PeopleListScreen list="followers" /> },
          { path: peoplePaths.userFollowing, element: <PeopleListScreen list="following" /> },
          { path: peoplePaths.search, element: <PeopleSearchScreen /> },
          { path: insightPaths.exerciseDetail, element: <ExerciseDetailScreen /> },
          { path: insightPaths.history, element: <HistoryScreen /> },
          { path: coachPaths.aiTrainer, element: <AiTrainerScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/**
 * Called once at start (main.tsx), before the device's cache is read back. The first screen's chunks are fetched at
 * once, beside the current-user read and the device's cache, not one after the other once those are done: with a stored
 * token the signed-in frame (and home when opening it), else sign-in. Signed in, the current-user read and home's reads
 * start now too, not after the device's cache is read back and the frame has rendered (issue 14); the cache read back
 * never replaces a newer answer. A failed fetch is left to the screen's own load, which shows the error screen.
 */
export function preloadFirstScreen(): void {
  const signedIn = getStoredToken() !== null;
  const openingHome = window.location.pathname === paths.home;
  const preloads: Promise<unknown>[] = signedIn ? [AppLayout.preload(), ...(openingHome ? [HomeScreen.preload()] : [])] : [AuthScreen.preload()];
  for (const preload of preloads) void preload.catch(() => undefined);
  if (!signedIn) return;
  void queryClient.prefetchQuery(currentUserQueryOptions(true));
  const userId = getStoredUser()?.id;
  if (openingHome && userId) void loadHomeReads().then(({ prefetchHomeReads }) => prefetchHomeReads(queryClient, userId), () => undefined);
}

function RouteTree() {
  return useRoutes(routes);
}

/**
 * React Router's declarative mode: the app uses none of the data router's loaders, actions or blockers, and leaving it
 * out takes 16.6 KB gzip off every first screen (issue 14). A screen that throws shows RouteErrorBoundary's screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <RouteTree />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
