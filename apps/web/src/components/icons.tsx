// Inline SVG icons: no remote assets (CSP `self`), and they take the text colour.
// Each is decorative; the link or button around it carries the accessible name.

interface IconProps {
  className?: string;
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
    >
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

export function AppleIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.2-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.8-1-2.8-4.2zM14 5.3c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
    </svg>
  );
}

export function GooglePlayIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path d="M4 2.5v19c0 .4.4.7.8.5l10.4-10.1L4.8 2c-.4-.2-.8.1-.8.5zm12.6 8.1L6.9 1.3l10.9 6.3-1.2 3zm1.5 1.4 3.2-1.9c.6-.4.6-1.3 0-1.6l-2.4-1.4-1.4 3.4 1.4 3.4 2.4-1.4c.6-.3.6-1.2 0-1.6zM6.9 22.7l9.7-9.3 1.2 3z" />
    </svg>
  );
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path d="M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.3H7.3v3.2h2.8V22z" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path d="M12 3c-2.4 0-2.7 0-3.7.1-1 0-1.6.2-2.2.4-.6.2-1.1.6-1.6 1.1-.5.5-.8 1-1.1 1.6-.2.6-.4 1.2-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c0 1 .2 1.6.4 2.2.2.6.6 1.1 1.1 1.6.5.5 1 .8 1.6 1.1.6.2 1.2.4 2.2.4 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c1 0 1.6-.2 2.2-.4.6-.2 1.1-.6 1.6-1.1.5-.5.8-1 1.1-1.6.2-.6.4-1.2.4-2.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c0-1-.2-1.6-.4-2.2-.2-.6-.6-1.1-1.1-1.6-.5-.5-1-.8-1.6-1.1-.6-.2-1.2-.4-2.2-.4C14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.7 0 3.6.1.9 0 1.4.2 1.7.3.4.2.7.4 1 .7.3.3.5.6.7 1 .1.3.3.8.3 1.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c0 .9-.2 1.4-.3 1.7-.2.4-.4.7-.7 1-.3.3-.6.5-1 .7-.3.1-.8.3-1.7.3-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-.9 0-1.4-.2-1.7-.3-.4-.2-.7-.4-1-.7-.3-.3-.5-.6-.7-1-.1-.3-.3-.8-.3-1.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6c0-.9.2-1.4.3-1.7.2-.4.4-.7.7-1 .3-.3.6-.5 1-.7.3-.1.8-.3 1.7-.3.9-.1 1.2-.1 3.6-.1zm0 2.8a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.8-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0z" />
    </svg>
  );
}

export function TikTokIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path d="M16.6 3h-3.1v12.4a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .8.1V9.6a5.8 5.8 0 1 0 5 5.8V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-4.3-4.4z" />
    </svg>
  );
}
