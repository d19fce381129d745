/** The part of the picture the learner framed, in the picture's own pixels (react-easy-crop's Area). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Larger than the server keeps (512): the upload stays well under its 2 MB limit. */
export const CROPPED_SIDE = 640;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/**
 * The framed square as an image file: WebP where the browser can write it, PNG otherwise (the
 * server re-encodes either as WebP). Only the square leaves the device, at most CROPPED_SIDE wide.
 */
export async function cropToSquare(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.round(Math.min(area.width, area.height, CROPPED_SIDE)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const png = await toBlob(canvas, 'image/png');
  if (!png) throw new Error('canvas');
  return png;
}
