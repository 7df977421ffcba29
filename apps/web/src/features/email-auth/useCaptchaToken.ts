import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../lib/store';

declare global {
  interface Window {
    grecaptcha?: { ready: (cb: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> };
  }
}

/** State of the invisible captcha of the email step. */
export interface CaptchaState {
  token: string | null;
  hasFailed: boolean;
  /** Gets a new token (the retry link, and after a refused token). */
  retry: () => void;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector(`script[src="${src}"]`);
    if (existing) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('captcha script failed'));
    document.head.appendChild(script);
  });
}

async function obtainToken(provider: string, siteKey: string | null): Promise<string> {
  if (provider === 'none') return `none-${Date.now().toString(36)}`;
  if (provider === 'recaptcha' && siteKey) {
    await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) throw new Error('captcha unavailable');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(siteKey, { action: 'login' });
  }
  throw new Error('captcha provider not supported');
}

/** Obtains a captcha token invisibly once the client config names the provider. */
export function useCaptchaToken(): CaptchaState {
  const captcha = useAppSelector((state) => state.system.clientConfig?.captcha ?? null);
  const [token, setToken] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const provider = captcha?.provider ?? null;
  const siteKey = captcha?.siteKey ?? null;

  useEffect(() => {
    if (!provider) return;
    let isCurrent = true;
    obtainToken(provider, siteKey).then(
      (next) => {
        if (!isCurrent) return;
        setToken(next);
        setHasFailed(false);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [provider, siteKey, attempt]);

  const retry = useCallback(() => {
    setToken(null);
    setHasFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { token, hasFailed, retry };
}
