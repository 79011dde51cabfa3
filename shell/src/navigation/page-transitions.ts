/**
 * What a document load gives for free and client-side navigation does not: a new page starts
 * at the top, and keyboard and screen-reader users land on its content rather than on the link
 * they clicked (now gone). Only when the path changes — filters, sort and colour change the
 * query and keep their place — and not on Back/Forward, where the browser restores the spot.
 */
export function watchPageTransitions(main: () => HTMLElement | null): () => void {
  let lastPath = location.pathname;
  let fromHistory = false;
  // single-spa dispatches its own popstate (marked `singleSpa`) after pushState/replaceState;
  // only an unmarked one is the browser's Back/Forward.
  const onPopState = (e: PopStateEvent) => {
    if (!(e as PopStateEvent & { singleSpa?: boolean }).singleSpa) fromHistory = true;
  };
  const onRouted = () => {
    if (location.pathname !== lastPath) {
      lastPath = location.pathname;
      if (!fromHistory) {
        window.scrollTo(0, 0);
        main()?.focus({ preventScroll: true });
      }
    }
    fromHistory = false;
  };
  window.addEventListener('popstate', onPopState);
  window.addEventListener('single-spa:routing-event', onRouted);
  return () => {
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('single-spa:routing-event', onRouted);
  };
}
