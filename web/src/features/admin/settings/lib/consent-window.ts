export interface ConsentWindow {
  navigate: (url: string) => void;
  close: () => void;
}

/**
 * A blank window opened during the click (pop-up blockers allow only that), pointed at the provider's consent
 * page once its address is known (spec 001 §4: authentication completes in a separate window). It cannot reach
 * back into this page. When the browser blocked it, the address is opened in a new tab directly.
 */
export function openConsentWindow(): ConsentWindow {
  const popup = window.open('', '_blank');
  if (popup) popup.opener = null;
  return {
    navigate: (url) => {
      if (popup && !popup.closed) popup.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    close: () => popup?.close(),
  };
}
