import { useEffect, useState } from 'react';
import { Link } from '../components/LocaleLink';
import type { Banner } from '../../generated/schemas/banner.schema';
import { Img } from '../components/Img';
import { RichText } from '../components/RichText';

const ROTATE_MS = 7000;

/** A rotating hero of the home banners, each linking to its service; hidden when there are none. */
export function BannerHero({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const count = banners.length;

  useEffect(() => {
    // Moving content is hard to read for some visitors: respect their setting.
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  const banner = banners[index % Math.max(count, 1)];
  if (!banner) return null;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights">
      {/* The first picture is the page's largest: load it at once, not lazily. */}
      <Img key={banner.id} src={banner.photo} alt="" width={1200} height={480} lazy={false} className="hero-photo" />
      <div className="hero-shade" />
      <div className="container hero-content">
        <div key={banner.id} className="hero-text" aria-live="polite">
          <p className="hero-eyebrow">{banner.sub_title}</p>
          <h1>{banner.title}</h1>
          <RichText html={banner.body} className="hero-body" />
          {banner.service && (
            <Link className="site-btn hero-cta" to={`/service-details/${banner.service.id}`}>
              {banner.service.name}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </div>
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
