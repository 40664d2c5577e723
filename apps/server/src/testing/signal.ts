/** A one-shot signal between a test and work it holds open (a transaction keeping its locks until told). */
export type Signal = { fired: Promise<void>; fire: () => void };

export function signal(): Signal {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}
