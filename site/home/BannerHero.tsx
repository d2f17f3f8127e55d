import { useEffect, useState } from 'react';
import type { Banner } from '../../generated/schemas/banner.schema';
import { assetUrl } from '../../runtime-web/api/asset-url';
import { errorMessage } from '../../runtime-web/api/client';

export interface BannerHeroProps {
  banners: Banner[];
  loading: boolean;
  error?: Error;
}

const ROTATE_MS = 7000;

/** A rotating hero of the home banners; without banners it still greets the visitor. */
export function BannerHero({ banners, loading, error }: BannerHeroProps) {
  const [index, setIndex] = useState(0);
  const count = banners.length;

  useEffect(() => {
    // Moving content is hard to read for some visitors: respect their setting.
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  const banner = banners[index % Math.max(count, 1)];
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights">
      {banner?.photo && <img className="hero-photo" src={assetUrl(banner.photo)} alt="" />}
      <div className="hero-shade" />
      <div className="container hero-content">
        {banner ? (
          <div key={banner.id} className="hero-text">
            <h1>{banner.title}</h1>
            <p>{banner.sub_title}</p>
          </div>
        ) : (
          <div className="hero-text">
            <h1>Business services and IT consulting</h1>
            <p>{loading ? 'Loading...' : 'We help teams plan, build and run the software their business depends on.'}</p>
          </div>
        )}
        {error && <p className="site-error" role="alert">Could not load the banners: {errorMessage(error)}</p>}
        {count > 1 && (
          <div className="hero-dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={`Show banner ${i + 1}: ${b.title}`}
                aria-current={i === index % count ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
