// Icons from the SVG sprite in public/icons/sprite.svg: one cached file, no icon font, no JS.
export type IconName =
  | 'search'
  | 'heart'
  | 'heart-filled'
  | 'user'
  | 'cart'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'chevron-right'
  | 'chevron-left'
  | 'check'
  | 'copy'
  | 'truck'
  | 'shield'
  | 'star'
  | 'star-half'
  | 'star-empty'
  | 'phone'
  | 'mail'
  | 'arrow-left'
  | 'volume'
  | 'volume-off'
  | 'clock'
  | 'gift'
  | 'info';

export function Icon({ name, className, size = 24, title }: { name: IconName; className?: string; size?: number; title?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <use href={`/icons/sprite.svg#${name}`} />
    </svg>
  );
}
