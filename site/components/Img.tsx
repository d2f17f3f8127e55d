import { assetUrl } from '../../runtime-web/api/asset-url';

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

/** An uploaded picture with its box size set, so nothing shifts while it loads. */
export function Img({ src, alt, width, height, lazy = true, className }: ImgProps) {
  return (
    <img
      src={assetUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
