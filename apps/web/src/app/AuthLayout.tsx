import { Outlet } from "react-router";

/** The public auth area: a centred card on a dark textured background. */
export function AuthLayout() {
  return (
    <div className="auth-layout" data-bs-theme="dark">
      <main className="auth-card card border-0 shadow-lg">
        <div className="card-body p-4 p-sm-5">
          <div className="d-flex align-items-center gap-2 mb-4">
            <span className="brand-mark" aria-hidden="true" />
            <span className="fw-bold fs-5 brand-text">Sabong Live</span>
          </div>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
