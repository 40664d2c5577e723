import { homePathFor } from "@sabong/shared/auth";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { getSession } from "../../lib/session.ts";
import { isChunkLoadError } from "./chunk-errors.ts";

type Props = {
  children: ReactNode;
  /** The address: when it changes the boundary tries the new screen instead of keeping the error. */
  resetKey?: string;
};
type State = { error: unknown };

/**
 * What a screen that failed to render shows instead of a blank page: a newer release (its code is gone from the
 * server) asks for a reload; anything else says so and offers the way to the user's home. Moving to another address
 * (resetKey) tries again.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Screen failed to render", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const newRelease = isChunkLoadError(error);
    return (
      <div className="alert alert-warning m-3" role="alert">
        <p className="fw-semibold mb-2">
          {newRelease
            ? "This screen could not be loaded: Sabong Live was updated or the connection dropped."
            : "Something went wrong on this screen."}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <a className="btn btn-sm btn-outline-secondary" href={homePathFor(getSession().identity.type)}>
            Go to my home page
          </a>
        </div>
      </div>
    );
  }
}
