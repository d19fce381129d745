import type { HelloSlider } from '@yek/contracts/reference';
import { describe, expect, it } from 'vitest';
import { SLIDER_FALLBACK_IMAGE, stripHtml, toLoginSlides } from './slides';

const slide = (overrides: Partial<HelloSlider>): HelloSlider => ({
  id: 1,
  pageAlias: 'login',
  viewType: 1,
  orderNo: 0,
  imageFilePath: '/uploads/slide.jpg',
  helloSliderLocalizations: [
    {
      languageId: 1,
      cultureName: 'tr-TR',
      title: '<b>Her gün</b> bir adım',
      description: '<p>Günlük <i>görevler</i></p>',
    },
    {
      languageId: 2,
      cultureName: 'en-US',
      title: 'A step a day',
      description: '<p>Daily tasks</p>',
    },
  ],
  ...overrides,
});

describe('toLoginSlides', () => {
  it('keeps only login slides, in order, with tags stripped', () => {
    const slides = toLoginSlides(
      [
        slide({ id: 2, orderNo: 2 }),
        slide({ id: 3, pageAlias: 'register' }),
        slide({ id: 1, orderNo: 1 }),
      ],
      'tr-TR',
    );
    expect(slides.map((s) => s.id)).toEqual([1, 2]);
    expect(slides[0]).toMatchObject({ title: 'Her gün bir adım', description: 'Günlük görevler' });
  });

  it('uses the first localization unless one matches the culture', () => {
    expect(toLoginSlides([slide({})], 'en-US')[0]?.title).toBe('A step a day');
    expect(toLoginSlides([slide({})], 'fr-FR')[0]?.title).toBe('Her gün bir adım');
  });

  it('falls back to the drawn background without an image', () => {
    expect(toLoginSlides([slide({ imageFilePath: null })], 'tr-TR')[0]?.imageUrl).toBe(
      SLIDER_FALLBACK_IMAGE,
    );
  });
});

describe('stripHtml', () => {
  it('answers text only and never runs markup', () => {
    expect(stripHtml('<img src=x onerror="alert(1)">Merhaba <script>alert(2)</script>dünya')).toBe(
      'Merhaba alert(2)dünya',
    );
    expect(stripHtml('A &amp; B')).toBe('A & B');
  });
});
