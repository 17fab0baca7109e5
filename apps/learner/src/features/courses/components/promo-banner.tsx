import { useApi } from '@learnforge/api-client/react';
import { activePromoBanner, formatDateTime } from '@learnforge/domain';
import { Card } from '@learnforge/ui';

/**
 * The promo banner a super admin sets under Staff tools → Site settings (ADR 0072): its text while now is
 * inside its window, with when it ends. Read on each page load, so a change shows after a reload.
 */
export function PromoBanner() {
  const settings = useApi('x-site-settings', {});
  const banner = settings.data ? activePromoBanner(settings.data.settings, new Date()) : null;
  if (!banner) return null;
  return (
    <Card as="section" title={banner.text} headingLevel={2} tone="brandAccent">
      <p>Until {formatDateTime(banner.endsAt.toISOString())}.</p>
    </Card>
  );
}
