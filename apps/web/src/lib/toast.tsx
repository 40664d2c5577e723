import "react-toastify/ReactToastify.css";
import { ToastContainer, toast } from "react-toastify/unstyled";
import { TOAST_AUTO_CLOSE_MS } from "./config.ts";

/**
 * Toast notices (spec section 9): the library defaults, stated here so they are visible and fixed:
 * shown 5000 ms, top-right, newest on top, no maximum number on screen.
 * The unstyled build and its stylesheet bundled by Vite: the default build injects a <style> element at run time,
 * which the Content-Security-Policy (style-src 'self', apps/server/src/http/headers.ts) refuses.
 */
export function AppToasts() {
  return (
    <ToastContainer
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="top-right"
      newestOnTop
      limit={undefined}
      theme="colored"
    />
  );
}

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
};
