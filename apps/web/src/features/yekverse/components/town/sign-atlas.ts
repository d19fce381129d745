import { CanvasTexture, SRGBColorSpace } from 'three';

const SIGN_CELL = { width: 512, height: 128 } as const;
const COLUMNS = 2;
const ROWS = 4;

export interface SignText {
  text: string;
  background: string;
}

/** Where a sign's cell sits in the atlas, as texture coordinates (v grows upwards). */
export function signCell(index: number): { u0: number; v0: number; u1: number; v1: number } {
  const column = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  return {
    u0: column / COLUMNS,
    u1: (column + 1) / COLUMNS,
    v1: 1 - row / ROWS,
    v0: 1 - (row + 1) / ROWS,
  };
}

/**
 * Draws every place's sign into one canvas, so all signs share one texture and one draw call.
 * The text shrinks until it fits the board, which keeps long names in one legible line.
 */
export function drawSignAtlas(signs: readonly SignText[]): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = SIGN_CELL.width * COLUMNS;
  canvas.height = SIGN_CELL.height * ROWS;
  const context = canvas.getContext('2d');
  if (context) {
    signs.forEach((sign, index) => {
      const x = (index % COLUMNS) * SIGN_CELL.width;
      const y = Math.floor(index / COLUMNS) * SIGN_CELL.height;
      const { width, height } = SIGN_CELL;
      // The whole cell is painted: a transparent corner would show black on the opaque board.
      context.fillStyle = '#fffdf5';
      context.fillRect(x, y, width, height);
      context.fillStyle = sign.background;
      context.beginPath();
      context.roundRect(x + 10, y + 10, width - 20, height - 20, 16);
      context.fill();
      let size = 76;
      const font = (px: number) => `700 ${px}px system-ui, "Segoe UI", Roboto, Arial, sans-serif`;
      context.font = font(size);
      while (size > 28 && context.measureText(sign.text).width > width - 56) {
        size -= 2;
        context.font = font(size);
      }
      context.fillStyle = '#ffffff';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(sign.text, x + width / 2, y + height / 2 + size * 0.05, width - 56);
    });
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
