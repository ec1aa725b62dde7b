import { LoadingScreen } from './loading-screen';

/**
 * 'Loading...' as a page of its own while the app opens (opened offline it may stay a while), so it has the main
 * landmark and heading axe asks for. web/index.html paints the same markup before the script has loaded.
 */
export function OpeningAppScreen() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white">
      <h1 className="sr-only">Opening the app</h1>
      <LoadingScreen />
    </main>
  );
}
