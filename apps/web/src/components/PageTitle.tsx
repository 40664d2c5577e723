import { useEffect } from "react";
import { APP_NAME } from "../lib/config.ts";

/** Names the browser tab after the screen. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return null;
}
