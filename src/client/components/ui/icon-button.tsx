import type { ComponentPropsWithRef } from 'react';
import { Icon, type IconName } from './icon.tsx';
import './button.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** The accessible name (also shown as a tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  variant?: 'ghost' | 'filled';
  size?: 'sm' | 'md';
}

export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={['icon-button', `icon-button--${variant}`, `icon-button--${size}`, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 18 : 22} />
    </button>
  );
}
