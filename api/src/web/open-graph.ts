import type { Context } from 'koa';
import { PRODUCT_NAME, viewerUrl } from '../../../core/product';
import { flipbookIdParam } from '../../../core/schemas/flipbooks';
import type { FlipbookRecord } from '../store/flipbooks';
import { escapeAttribute } from './spa';

/**
 * Puts Open Graph and Twitter card tags for a shared flipbook (`/?view={id}`) into the shell, so
 * chat apps show its title and thumbnail. Every value is escaped: a title cannot inject markup.
 */
export function openGraphShell(deps: {
  peek: (id: string) => Promise<FlipbookRecord | null>;
  publicUrl: string;
}) {
  return async (html: string, ctx: Context): Promise<string> => {
    const id = flipbookIdParam.safeParse(ctx.query.view);
    if (ctx.path !== '/' || !id.success) return html;
    const flipbook = await deps.peek(id.data);
    if (!flipbook) return html;
    const image =
      flipbook.thumbnail ?? flipbook.slots.middle ?? flipbook.slots.left ?? flipbook.slots.right;
    const title = `${flipbook.title} · ${PRODUCT_NAME}`;
    const tags: Array<[string, string, string]> = [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', PRODUCT_NAME],
      ['property', 'og:title', flipbook.title],
      ['property', 'og:description', `A digital flipbook on ${PRODUCT_NAME}`],
      ['property', 'og:url', viewerUrl(deps.publicUrl, flipbook.id)],
      ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', flipbook.title],
    ];
    if (image) {
      tags.push(
        ['property', 'og:image', `${deps.publicUrl}/media/${image}`],
        ['name', 'twitter:image', `${deps.publicUrl}/media/${image}`],
      );
    }
    const meta = tags
      .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`)
      .join('\n    ');
    // Replacer functions: a replacement string would expand `$'`, `$&`… typed into a title.
    return html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`)
      .replace('</head>', () => `    ${meta}\n  </head>`);
  };
}
