import type { SocialLoginBody } from '@yek/contracts/auth';
import type { SocialProvider } from '../api/social-sign-in';

/**
 * The ID token of the provider's own sign-in, from its script (Google Identity Services, Sign in
 * with Apple JS), loaded only when the learner presses its button. The server checks the token.
 */

const SCRIPTS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

interface GoogleId {
  initialize(options: {
    client_id: string;
    nonce: string;
    callback: (reply: { credential?: string }) => void;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(
    listener?: (moment: {
      isNotDisplayed?: () => boolean;
      isSkippedMoment?: () => boolean;
    }) => void,
  ): void;
}

interface AppleIdAuth {
  init(options: {
    clientId: string;
    scope: string;
    redirectURI: string;
    usePopup: boolean;
    nonce: string;
  }): void;
  signIn(): Promise<{
    authorization: { id_token: string };
    user?: { name?: { firstName?: string; lastName?: string } };
  }>;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
    AppleID?: { auth: AppleIdAuth };
  }
}

/** Raised when the provider's window was closed or could not be shown. */
export class ProviderCancelled extends Error {}

const loading = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new ProviderCancelled(src));
      };
      document.head.append(script);
    });
    loading.set(src, p);
  }
  return p;
}

export async function providerToken(
  provider: SocialProvider,
  clientId: string,
): Promise<SocialLoginBody> {
  const nonce = crypto.randomUUID();
  if (!window[provider === 'google' ? 'google' : 'AppleID']) await loadScript(SCRIPTS[provider]);
  if (provider === 'google') {
    const id = window.google?.accounts.id;
    if (!id) throw new ProviderCancelled('google');
    return new Promise((resolve, reject) => {
      id.initialize({
        client_id: clientId,
        nonce,
        use_fedcm_for_prompt: true,
        callback: ({ credential }) =>
          credential ? resolve({ idToken: credential, nonce }) : reject(new ProviderCancelled()),
      });
      id.prompt((moment) => {
        if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.())
          reject(new ProviderCancelled('google'));
      });
    });
  }
  const auth = window.AppleID?.auth;
  if (!auth) throw new ProviderCancelled('apple');
  auth.init({
    clientId,
    scope: 'name email',
    redirectURI: `${window.location.origin}/login`,
    usePopup: true,
    nonce,
  });
  try {
    const reply = await auth.signIn();
    const name = reply.user?.name;
    return {
      idToken: reply.authorization.id_token,
      nonce,
      ...(name?.firstName ? { name: name.firstName } : {}),
      ...(name?.lastName ? { surname: name.lastName } : {}),
    };
  } catch {
    throw new ProviderCancelled('apple');
  }
}
