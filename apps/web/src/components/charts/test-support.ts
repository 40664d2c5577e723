import { vi } from "vitest";

/**
 * A 2D canvas for DOMs without one (happy-dom): every drawing call does nothing, text measures zero wide. Enough for
 * Chart.js to build its chart, so tests see the canvas and what Chart.js was given. Restore with vi.restoreAllMocks().
 */
export function stubCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const canvas = this;
    const state: Record<PropertyKey, unknown> = {};
    return new Proxy(state, {
      get(target, property) {
        if (property === "canvas") return canvas;
        if (property in target) return target[property];
        if (property === "measureText")
          return () => ({ width: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 });
        if (property === "getImageData" || property === "createImageData")
          return () => ({ data: new Uint8ClampedArray(4) });
        if (property === "getLineDash") return () => [];
        if (property === "getTransform") return () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 });
        return () => undefined;
      },
      set(target, property, value) {
        target[property] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement["getContext"]);
}
