import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** A thin bar under the top edge while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
