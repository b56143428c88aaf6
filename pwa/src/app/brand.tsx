import { Link } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '#core/product';
// A content-hashed URL, so the icon is cached for a year and still changes with the logo.
import logoUrl from '../favicon.svg';

/**
 * The product name with its subtitle; a click goes home. Its name is the text it shows. On a phone
 * beside the header's library switcher only the logo shows, and the name is for screen readers.
 */
export function Brand() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-3 rounded-lg">
      <img src={logoUrl} alt="" className="size-9 rounded-lg" width={36} height={36} />
      <span className="flex flex-col leading-tight max-sm:group-has-[[data-library-switcher]]/header:sr-only">
        <span className="text-lg font-bold tracking-tight">{PRODUCT_NAME}</span>
        <span className="text-xs text-fg-muted">{PRODUCT_SUBTITLE}</span>
      </span>
    </Link>
  );
}
