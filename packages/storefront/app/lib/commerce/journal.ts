import { IMAGE_FRAGMENT } from './fragments';
import type { PageInfo, ShopImage } from './types';

/** An article as the journal shows it (behaviour §2 page types "blog" and "article"). */
export interface ArticleSummary {
  id: string;
  handle: string;
  title: string;
  publishedAt: string;
  excerpt: string | null;
  authorV2: { name: string } | null;
  image: ShopImage | null;
}

export interface BlogData {
  handle: string;
  title: string;
  seo: { title: string | null; description: string | null } | null;
  articles: { nodes: ArticleSummary[]; pageInfo: PageInfo };
}

export interface ArticleData extends ArticleSummary {
  contentHtml: string;
  seo: { title: string | null; description: string | null } | null;
  blog: { handle: string; title: string };
}

/** Articles per page of a blog. */
export const ARTICLES_PER_PAGE = 12;

const ARTICLE_SUMMARY_FRAGMENT = `#graphql
  fragment ArticleSummary on Article {
    id
    handle
    title
    publishedAt
    excerpt
    authorV2 { name }
    image { ...ImageFields }
  }
`;

export const BLOG_QUERY = `#graphql
  query Blog(
    $handle: String!
    $first: Int!
    $after: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blog(handle: $handle) {
      handle
      title
      seo { title description }
      articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
        nodes { ...ArticleSummary }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      }
    }
  }
  ${ARTICLE_SUMMARY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

export const ARTICLE_QUERY = `#graphql
  query Article(
    $blogHandle: String!
    $articleHandle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blog(handle: $blogHandle) {
      articleByHandle(handle: $articleHandle) {
        ...ArticleSummary
        contentHtml
        seo { title description }
        blog { handle title }
      }
    }
  }
  ${ARTICLE_SUMMARY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;
