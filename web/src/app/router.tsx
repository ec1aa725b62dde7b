import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { AuthRoot } from './auth-gate';
import { AppLayout } from './layout/app-layout';

// Screens are route entry points: the router lazy-loads them straight from each feature's screens folder.
const HomeScreen = lazy(() => import('../features/home/screens/home-screen'));
const WorkoutsScreen = lazy(() => import('../features/workouts/screens/workouts-screen'));
const SocialScreen = lazy(() => import('../features/social/screens/social-screen'));
const ProfileScreen = lazy(() => import('../features/profile/screens/profile-screen'));
const NotFoundScreen = lazy(() => import('./not-found-screen'));

/** Spec 001 section 2; signed-out visitors get the sign-in screen on every path (see AuthRoot). */
export const routes: RouteObject[] = [
  {
    element: <AuthRoot />,
    children: [
      // Sign-in paths: shown by AuthRoot while signed out; a signed-in user goes home.
      { path: paths.auth, element: <Navigate to={paths.home} replace /> },
      { path: paths.login, element: <Navigate to={paths.home} replace /> },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomeScreen /> },
          ...[paths.workouts, ...paths.workoutAliases].map((path) => ({ path, element: <WorkoutsScreen /> })),
          { path: paths.social, element: <SocialScreen /> },
          { path: paths.profile, element: <ProfileScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
