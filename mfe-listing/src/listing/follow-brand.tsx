import { useEffect, useRef, useState } from 'react';
import { readFailure } from '@storefront/http';
import { signInUrl, withStore } from '@storefront/routing';
import { readNameCookie, useShop } from '@storefront/ui';
import { useArea } from '../area-context';

/**
 * "Follow" on a brand page (issue 15): a signed-in shopper follows or unfollows the brand (it is
 * then listed under their account); a guest is offered the sign-in that brings them back here.
 * Browser-only: whether the shopper follows is theirs, never in the shared server-rendered page.
 */
export function FollowBrand({ slug, name, here }: { slug: string; name: string; here: string }) {
  const { api } = useArea();
  const { code } = useShop();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const shopper = readNameCookie() !== null;
    setSignedIn(shopper);
    if (shopper) void api.followedBrands().then((slugs) => live.current && setFollowing(slugs.includes(slug)), () => undefined);
    return () => {
      live.current = false;
    };
  }, [api, slug]);

  if (signedIn === null) return null;
  if (!signedIn) {
    return (
      <a className="mfl-follow mfl-follow--guest" href={signInUrl(code, here)}>
        Sign in to follow {name}
      </a>
    );
  }
  const toggle = async () => {
    if (busy) return;
    const next = !following;
    setBusy(true);
    try {
      await api.followBrand(slug, next);
      if (!live.current) return;
      setFollowing(next);
      setStatus(next ? `You follow ${name}. Find it in your account under Brands you follow.` : `You no longer follow ${name}.`);
    } catch (err) {
      if (live.current) setStatus(readFailure(err).message);
    } finally {
      if (live.current) setBusy(false);
    }
  };
  return (
    <span className="mfl-follow">
      <button type="button" className="mfl-follow__button" aria-pressed={following} aria-busy={busy || undefined} onClick={() => void toggle()}>
        {/* one name in both states (a toggle's name must not change): aria-pressed and the tick say which */}
        {following ? (
          <svg className="mfl-follow__tick" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
        ) : null}
        Follow {name}
      </button>
      <span className="mfl-follow__status" role="status">
        {status}
        {status.startsWith('You follow') ? (
          <>
            {' '}
            <a href={withStore('/account', code)}>Your account</a>
          </>
        ) : null}
      </span>
    </span>
  );
}
