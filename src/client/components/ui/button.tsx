import type { ComponentPropsWithRef } from 'react';
import { type ButtonLook, buttonClassName } from './button-class-name.ts';
import { Icon, type IconName } from './icon.tsx';
import { Spinner } from './spinner.tsx';
import './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLook {
  /** An icon before the label. */
  icon?: IconName;
  /** Shows a spinner and disables the button while an action runs. */
  isBusy?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  icon,
  isBusy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {isBusy ? <Spinner size={16} /> : icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </button>
  );
}
