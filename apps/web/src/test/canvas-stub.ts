// jsdom has no canvas; the secure storage library draws one to fingerprint the browser for its
// encryption key. A stable stand-in keeps that key the same for the whole test run.
const fakeContext = new Proxy(
  {},
  {
    get: (_target, property) =>
      property === 'measureText' ? () => ({ width: 10 }) : () => undefined,
    set: () => true,
  },
);

HTMLCanvasElement.prototype.getContext = (() =>
  fakeContext) as unknown as HTMLCanvasElement['getContext'];
HTMLCanvasElement.prototype.toDataURL = () => 'data:image/png;base64,dGVzdA==';
