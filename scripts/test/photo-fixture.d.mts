/** A phone-like JPEG made on the spot; `orientation` is its EXIF orientation tag. */
export function phonePhoto(options?: {
  width?: number;
  height?: number;
  seed?: number;
  orientation?: number;
}): Promise<Buffer>;
