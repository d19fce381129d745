/**
 * Whether this browser can draw the 3D town: a canvas that hands out a WebGL 2 or WebGL context.
 * A browser with WebGL switched off, or a driver on its block list, answers null for both.
 */
export function hasWebgl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
