import { useParams } from 'wouter';
import { PublicProfilePage } from '#client/features/profiles/components/public-profile-page.tsx';

/** /u/{handle}: anyone's public profile (docs/product.md, "Public profile"). */
export function PublicProfileRoute() {
  const { handle } = useParams();
  return <PublicProfilePage handle={handle ?? ''} />;
}
