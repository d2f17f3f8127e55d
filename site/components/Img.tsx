import { assetUrl } from '../../runtime-web/api/asset-url';
import { CROP_WIDTHS, cropPath, hasThumbnails, THUMBNAIL_WIDTHS, thumbnailPath } from '../../runtime-shared/thumbnails';

export interface ImgProps {
  src: string;
  /** From the data (a name or title); '' only for pictures that repeat nearby text. */
  alt: string;
  width: number;
  height: number;
  /** Below the fold: let the browser load it when it comes near the viewport. */
  lazy?: boolean;
  className?: string;
}

/**
 * The thumbnails the browser may choose from, by width, and the width the picture takes: `width` px,
 * or the whole viewport when that is narrower. A thumbnail width the original does not exceed is
 * answered with the original (runtime-server/uploads/serve.ts), so every name listed exists.
 * Files stored before thumbnails were made at upload (seeded or uploaded earlier) have none: they
 * get no srcset and load the original, as they always did. Making their thumbnails on the fly
 * instead would put image resizing on the path of anonymous requests (a cheap way to load the
 * server) for a one-time transition: uploading the picture again gives it thumbnails.
 */
function responsive(src: string, width: number, height: number): { srcSet?: string; sizes?: string } {
  if (!hasThumbnails(src)) return {};
  // A square box showing a media-library image takes its square crops, cut around its focal point: the
  // browser would otherwise cut the whole picture in the middle (object-fit: cover), losing a face or a
  // logo off-centre. Moving the focal point stores the image under a new name with new crops, and every
  // record follows (docs/media-library.md), so the page names the new crops. Other images have no crops.
  const square = width === height && src.startsWith(LIBRARY_FOLDER);
  const widths: readonly number[] = square ? CROP_WIDTHS : THUMBNAIL_WIDTHS;
  // Screens up to 3x density: wider candidates would only lengthen the HTML of every small icon.
  const enough = widths.find((w) => w >= 3 * width) ?? Infinity;
  return {
    srcSet: widths
      .filter((w) => w <= enough)
      .map((w) => `${assetUrl(square ? cropPath(src, w as (typeof CROP_WIDTHS)[number]) : thumbnailPath(src, w as (typeof THUMBNAIL_WIDTHS)[number]))} ${w}w`)
      .join(', '),
    sizes: `(max-width: ${width}px) 100vw, ${width}px`,
  };
}

/** Where the media library (entities/media.entity.ts) stores its files: only its images have focal-point crops. */
const LIBRARY_FOLDER = 'uploads/media/';

/** An uploaded picture with its box size set, so nothing shifts while it loads. */
export function Img({ src, alt, width, height, lazy = true, className }: ImgProps) {
  return (
    <img
      src={assetUrl(src)}
      {...responsive(src, width, height)}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
