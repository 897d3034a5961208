// The submit button of a back-office filter or search form (GET), in its own grid row.
import type { ReactNode } from 'react';

export function FilterSubmit({ variant = 'primary', children }: { variant?: 'primary' | 'secondary'; children: ReactNode }) {
  return (
    <div className="admin-filter-actions">
      <button type="submit" className={`button button-${variant}`}>
        {children}
      </button>
    </div>
  );
}
