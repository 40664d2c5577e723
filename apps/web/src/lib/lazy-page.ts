import { type ComponentType, lazy } from "react";

/**
 * A screen fetched on its first render: its module (and whatever only it uses) becomes a chunk of its own, so a
 * player's browser never downloads the back-office screens. A <Suspense> above (the shells') shows a spinner meanwhile.
 */
export function lazyPage<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
