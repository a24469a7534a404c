/** The brand's legal pages (spec §2): privacy policy, terms of service, cookies policy. */
export const POLICY_PAGES = { privacy: '/privacy.html', terms: '/terms.html', cookies: '/cookies.html' } as const;

/** Opens a policy page in a new 600×400 window (spec §2). */
export function openPolicyWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer,width=600,height=400');
}
