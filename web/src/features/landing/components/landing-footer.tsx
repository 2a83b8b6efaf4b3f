import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

import { sectionLinks } from './section-links';

const linkClass = 'inline-block py-1 text-sm text-muted-foreground transition-colors hover:text-foreground';

export function LandingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            Forward a ticket confirmation, approve the listing, get paid after the sale.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="mt-2 grid gap-1">
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account and help">
          <h2 className="text-sm font-semibold">Account and help</h2>
          <ul className="mt-2 grid gap-1">
            <li>
              <Link to={paths.customer.auth.getHref()} className={linkClass}>
                Sign in
              </Link>
            </li>
            <li>
              <Link to={paths.customer.auth.getHref('register')} className={linkClass}>
                Create an account
              </Link>
            </li>
            <li>
              <Link to={paths.support.getHref()} className={linkClass}>
                Support Center
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Ticket Relay
        </p>
      </div>
    </footer>
  );
}
