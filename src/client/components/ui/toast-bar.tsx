import { useToastStore } from '#client/stores/toast-store.ts';
import { Icon } from './icon.tsx';
import './toast-bar.css';

/**
 * The toast bar above every page. The live region stays in the page at all times (a region
 * added together with its text is often not announced); only its content comes and goes.
 */
export function ToastBar() {
  const { isOpen, bg, msg } = useToastStore();
  return (
    <div className="toast-bar" role="status" aria-live="polite" aria-atomic="true">
      {isOpen ? (
        <p className={`toast-bar__message toast-bar__message--${bg}`} data-colour={bg}>
          <Icon name={bg === 'green' ? 'check' : 'alert'} size={18} />
          <span>{msg}</span>
        </p>
      ) : null}
    </div>
  );
}
