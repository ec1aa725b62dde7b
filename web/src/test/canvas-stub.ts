/**
 * happy-dom has no canvas: getContext answers null and the progress chart (uPlot) fails drawing. Here a canvas hands
 * out a 2D context that takes every call and draws nothing; what a chart shows to a person is tested through its
 * caption and table, not its pixels (the browser tests look at those).
 */
function silentContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const values = new Map<PropertyKey, unknown>([
    ['canvas', canvas],
    ['measureText', () => ({ width: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 })],
  ]);
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (_target, property) => (values.has(property) ? values.get(property) : () => undefined),
    set: (_target, property, value) => {
      values.set(property, value);
      return true;
    },
  });
}

/** Paths the chart builds before drawing them: kept to nothing, like the context. */
class SilentPath2D {
  addPath(): void {}
  arc(): void {}
  closePath(): void {}
  lineTo(): void {}
  moveTo(): void {}
  rect(): void {}
  bezierCurveTo(): void {}
  quadraticCurveTo(): void {}
}

export function installCanvasStub(): void {
  globalThis.Path2D ??= SilentPath2D as unknown as typeof Path2D;
  const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    let context = contexts.get(this);
    if (!context) contexts.set(this, (context = silentContext(this)));
    return context;
  } as unknown as HTMLCanvasElement['getContext'];
}
