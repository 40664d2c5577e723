import { ToastContainer, toast } from "react-toastify";
import { TOAST_AUTO_CLOSE_MS } from "./config.ts";

/**
 * Toast notices (spec section 9): the library defaults, stated here so they are visible and fixed:
 * shown 5000 ms, top-right, newest on top, no maximum number on screen.
 * (react-toastify 11 injects its own stylesheet.)
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
