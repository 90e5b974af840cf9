import type { LinkNavigationGroup, SimpleLink } from '../../lib/content/types';
import { Link } from 'react-router';
import { useLocale } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { sameSitePath } from '../../lib/http/sameSitePath';
import { internalPath, isSafeUrl, mailtoHref } from '../../lib/content/links';
import { navigationGroup, navigationGroupTitle } from './ContentLink.css';

/** The event the contact form (its own issue) listens to; a form link only announces the wish. */
export const OPEN_CONTACT_FORM_EVENT = 'treize:open-contact-form';

/**
 * The id of the page's hidden form that leads to the contact page: every opener is a submit button
 * of it, so before the scripts arrive, or without them, a click opens the form as a page. The
 * button's own `name="product"` carries the product it is about.
 */
export const CONTACT_PAGE_FORM = 'contact-page-form';

/**
 * One content link of any kind of behaviour §2: internal (locale prefix added), external (optional new
 * window and arrow; unsafe URLs render as plain text), email, form.
 */
export function ContentLink({ link, className }: { link: SimpleLink; className?: string }) {
  const locale = useLocale();
  switch (link._type) {
    case 'linkInternal': {
      // A slug like `//evil.example/x` would lead off the site: it is shown as text.
      const path = sameSitePath(internalPath(link.slug));
      if (path === undefined) return <span className={className}>{link.label}</span>;
      return (
        <Link className={className} to={localizePath(path, locale)} prefetch="intent">
          {link.label}
        </Link>
      );
    }
    case 'linkExternal':
      if (!isSafeUrl(link.url)) return <span className={className}>{link.label}</span>;
      return (
        <a
          className={className}
          href={link.url}
          {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {link.label}
          {link.arrow ? <span aria-hidden="true"> ↗</span> : null}
        </a>
      );
    case 'linkEmail': {
      const href = mailtoHref(link.email);
      return href ? (
        <a className={className} href={href}>
          {link.label}
        </a>
      ) : (
        <span className={className}>{link.label}</span>
      );
    }
    case 'linkForm':
      return (
        <button
          // Without scripts it opens the contact page (the shell's hidden form).
          type="submit"
          form={CONTACT_PAGE_FORM}
          className={className}
          data-slot="contact-form-trigger"
          onClick={(event) => {
            event.preventDefault();
            window.dispatchEvent(new CustomEvent(OPEN_CONTACT_FORM_EVENT));
          }}
        >
          {link.label}
        </button>
      );
  }
}

/** A navigation group: a title with primary links, each with optional secondary links. */
export function NavigationGroup({ group }: { group: LinkNavigationGroup }) {
  return (
    <div className={navigationGroup} data-slot="navigation-group">
      <p className={navigationGroupTitle}>{group.title}</p>
      <NavigationLinks group={group} />
    </div>
  );
}

/** Any menu link, navigation groups included. */
export function MenuLink({ link }: { link: SimpleLink | LinkNavigationGroup }) {
  return link._type === 'linkNavigationGroup' ? (
    <NavigationGroup group={link} />
  ) : (
    <ContentLink link={link} />
  );
}

/** A navigation group's primary links as a list, each with its secondary links as a list inside. */
export function NavigationLinks({
  group,
  className,
  primaryClassName,
  secondaryClassName,
}: {
  group: LinkNavigationGroup;
  className?: string;
  primaryClassName?: string;
  secondaryClassName?: string;
}) {
  return (
    <ul className={className}>
      {group.groups.map((item) => (
        <li key={item._key}>
          <ContentLink link={item.link} className={primaryClassName} />
          {item.secondaryLinks?.length ? (
            <ul className={secondaryClassName}>
              {item.secondaryLinks.map((secondary) => (
                <li key={secondary._key}>
                  <ContentLink link={secondary} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
