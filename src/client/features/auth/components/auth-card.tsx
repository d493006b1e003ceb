import type { ReactNode } from 'react';
import { Icon } from '#client/components/ui/icon.tsx';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The stitched card the login and signup forms sit in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <div className="auth-card__crafts" aria-hidden="true">
        <Icon name="scissors" size={22} />
        <Icon name="brush" size={22} />
        <Icon name="recycle" size={22} />
      </div>
      <h1 id="auth-card-title" className="auth-card__title">
        {title}
      </h1>
      <p className="auth-card__intro">{intro}</p>
      {children}
      <p className="auth-card__footer">{footer}</p>
    </section>
  );
}
