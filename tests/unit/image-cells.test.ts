/**
 * Issue 11: the admin list's image cell and the public Img name the
 * thumbnails made at upload, and load the original for files stored before
 * thumbnails (old names: 24 random hex digits) or given as URLs.
 * The components are rendered to HTML as the server renders them.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bannerMeta } from '../../generated/schemas/banner.schema';
import { ListCell } from '../../runtime-web/list/cells';
import { Img } from '../../site/components/Img';

const photo = bannerMeta.fields.find((f) => f.name === 'photo')!;
const cell = (value: string) => renderToStaticMarkup(createElement(ListCell, { field: photo, row: { id: 1, photo: value } }));
const img = (src: string, width: number) => renderToStaticMarkup(createElement(Img, { src, alt: '', width, height: width }));

describe('the admin list image cell', () => {
  it('loads the 60 px thumbnail of a hashed upload', () => {
    expect(cell('uploads/banner/0123456789abcdef-89abcdef.jpg')).toBe(
      '<img class="thumb" src="/uploads/banner/0123456789abcdef-89abcdef.w60.jpg" width="60" alt="" loading="lazy"/>',
    );
  });

  it('loads the original of a file stored before thumbnails, and a URL as it is', () => {
    expect(cell('uploads/banner/0123456789abcdef01234567.png')).toContain(' src="/uploads/banner/0123456789abcdef01234567.png"');
    expect(cell('https://cdn.example.com/a-0123456789abcdef-89abcdef.png')).toContain(' src="https://cdn.example.com/a-0123456789abcdef-89abcdef.png"');
  });
});

describe('Img', () => {
  it('offers the thumbnails up to three times its width, and its width as sizes', () => {
    expect(img('uploads/product/0123456789abcdef-89abcdef.webp', 400)).toContain(
      ' srcSet="/uploads/product/0123456789abcdef-89abcdef.w60.webp 60w, /uploads/product/0123456789abcdef-89abcdef.w160.webp 160w, ' +
        '/uploads/product/0123456789abcdef-89abcdef.w400.webp 400w, /uploads/product/0123456789abcdef-89abcdef.w800.webp 800w, ' +
        '/uploads/product/0123456789abcdef-89abcdef.w1600.webp 1600w" sizes="(max-width: 400px) 100vw, 400px"',
    );
    expect(img('uploads/service/0123456789abcdef-89abcdef.png', 48)).toContain(
      ' srcSet="/uploads/service/0123456789abcdef-89abcdef.w60.png 60w, /uploads/service/0123456789abcdef-89abcdef.w160.png 160w" sizes="(max-width: 48px) 100vw, 48px"',
    );
  });

  it('has no srcset for a file stored before thumbnails, a private or non-image file, or a URL', () => {
    for (const src of ['uploads/product/0123456789abcdef01234567.png', 'private/applicant/0123456789abcdef-89abcdef.png', 'uploads/notice/0123456789abcdef-89abcdef.pdf', 'https://cdn.example.com/0123456789abcdef-89abcdef.png']) {
      expect(img(src, 400), src).not.toContain('srcSet');
    }
  });
});
