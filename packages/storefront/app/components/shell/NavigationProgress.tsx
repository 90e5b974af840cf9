import { useNavigation } from 'react-router';
import { useTranslate } from '../../hooks/useRootData';
import * as styles from './NavigationProgress.css';

/** A thin bar at the top of the page while a navigation is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useTranslate();
  const state = navigation.state === 'idle' ? 'idle' : 'pending';
  return (
    <div className={styles.progress} data-state={state} aria-hidden={state === 'idle'}>
      {state === 'pending' ? (
        <div role="progressbar" aria-label={t('navigation.loading')} className={styles.bar} />
      ) : null}
    </div>
  );
}
