import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkLoadNotice } from './chunk-load-notice';
import RouteErrorScreen from './route-error-screen';

type BoundaryProps = { children: ReactNode; pathname: string };
type BoundaryState = { error: unknown; pathname: string };

/**
 * React has error boundaries only as classes. Leaving the path where the error happened (the browser's back button)
 * shows the next screen instead of keeping the error screen up.
 */
class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: null, pathname: props.pathname };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <RouteErrorScreen error={this.state.error} />;
    return (
      <>
        {this.props.children}
        <ChunkLoadNotice />
      </>
    );
  }
}

/**
 * Around the routes: a screen that throws or whose code cannot be loaded shows RouteErrorScreen, not a blank page; a
 * smaller part whose code cannot be loaded offline (a dialog, Quick Start's code) leaves the screen up with ChunkLoadNotice.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
