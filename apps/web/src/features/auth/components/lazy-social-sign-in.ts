import { lazyNamed } from '../../../lib/lazy-named';

/**
 * Google and Apple sign-in, fetched after the form: the question to the server and the buttons
 * stay out of the sign-in page's first download (its budget), and the form never waits for them.
 */
export const LazySocialSignIn = lazyNamed(() => import('./social-sign-in'), 'SocialSignIn');
