import { Component, type ReactNode } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { RouteError } from './RouteError';

interface State {
  error?: { thrown: unknown };
  location: Location;
}

/** Catches what a route below it throws (a render error, a chunk that failed); a new address clears it. */
class Boundary extends Component<{ location: Location; children: ReactNode }, State> {
  override state: State = { location: this.props.location };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.thrown} /> : this.props.children;
  }
}

/** A route's children, or the error page in their place when they fail. */
export function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <Boundary location={location}>
      <Outlet />
    </Boundary>
  );
}
