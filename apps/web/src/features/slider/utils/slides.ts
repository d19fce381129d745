import type { HelloSlider } from '@yek/contracts/reference';

export const LOGIN_PAGE_ALIAS = 'login';
export const SLIDER_FALLBACK_IMAGE = '/login-slider-fallback.svg';

export interface Slide {
  id: number;
  imageUrl: string;
  title: string;
  description: string;
}

/** Text content of an HTML fragment; parsing in an inert document runs no scripts. */
export function stripHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The login slides in order, each with its first localization, preferring the one in the
 * learner's culture when the server sends several.
 */
export function toLoginSlides(sliders: HelloSlider[], culture: string): Slide[] {
  return sliders
    .filter((slider) => slider.pageAlias === LOGIN_PAGE_ALIAS)
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((slider) => {
      const localizations = slider.helloSliderLocalizations;
      const text = localizations.find((l) => l.cultureName === culture) ?? localizations[0];
      return {
        id: slider.id,
        imageUrl: slider.imageFilePath || SLIDER_FALLBACK_IMAGE,
        title: stripHtml(text?.title ?? ''),
        description: stripHtml(text?.description ?? ''),
      };
    });
}
