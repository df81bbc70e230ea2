import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { Link, generatePath, useParams } from '@site/shared/router';
import {
  NOT_FOUND_PAGE_META,
  NotFoundPage,
  PageFrame,
  SLUG_IS_NULL_MESSAGE,
  getRoute,
  isNotFoundError,
  usePageMeta,
} from '@site/shared';
import type { DetailResponse, ListResponse, PageMeta } from '@site/shared';
import { Pagination } from '../pagination/pagination.tsx';
import { SharePanel } from '../share/share-panel.tsx';
import articleStyles from './article.module.css';
import styles from './listed-pages.module.css';

/** Seed images are 600 by 400. */
const FEATURE_IMAGE = { width: 600, height: 400 } as const;

/**
 * One kind of paged article of the newsroom's style (blogs, events): its list query, its cards and routes.
 * The blog and event pages are this with their own copy.
 */
export interface ListedKind<Item extends { slug: string }, Detail extends ListedArticle> {
  /** The list's and an article's route ids, and the word a failure to load is logged with ("Blog", "Event"). */
  names: { list: string; detail: string; log: string };
  useList: (page: number) => {
    data?: ListResponse<Item>;
    currentData?: ListResponse<Item>;
    isError: boolean;
    isFetching: boolean;
  };
  useDetail: (slug: string | SkipToken) => {
    data?: DetailResponse<Detail>;
    error?: unknown;
    isError: boolean;
    isLoading: boolean;
  };
  Grid: (props: { items: readonly Item[] }) => ReactNode;
  /** The list's heading (its pagination is "<list> pages"), an article's alert when it failed to load, its link. */
  copy: { list: string; notFound: string; all: string };
  /** The heading of the other articles an article's page suggests, and how many it shows at most. */
  more: { heading: string; limit: number };
}

/** What an article's page shows of every kind. */
export interface ListedArticle {
  title: string;
  feature_image: string;
  feature_alt_tag: string;
  description: string;
}

/**
 * A kind's list page in the newsroom's style: banner, heading and cards three per row, paged like the case
 * studies (the current page is the server's). As on the newsroom, a failed list shows nothing of the failure.
 */
export function ListedListPage<Item extends { slug: string }, Detail extends ListedArticle>({
  kind,
  meta,
  banner,
}: {
  kind: ListedKind<Item, Detail>;
  meta: PageMeta;
  banner: ReactNode;
}) {
  usePageMeta(meta);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { currentData, isError, isFetching } = kind.useList(page);
  const list = isError ? undefined : currentData?.data;
  const { Grid } = kind;

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageFrame routeId={kind.names.list}>
      {banner}
      <section className={styles.section} aria-labelledby={headingId} aria-busy={isFetching}>
        <h2 id={headingId} className={styles.heading}>
          {kind.copy.list}
        </h2>
        {list && list.data.length > 0 && (
          <>
            <Grid items={list.data} />
            <Pagination
              current={list.current_page}
              last={list.last_page}
              onChange={changePage}
              label={`${kind.copy.list} pages`}
            />
          </>
        )}
      </section>
    </PageFrame>
  );
}

interface ListedArticleState<Detail> {
  article: Detail | undefined;
  isLoading: boolean;
  /** The article could not be had; the page says so and stays on its route. */
  isError: boolean;
  /** The API answered 404: the page shows the not-found page in place (docs/decisions/015). */
  notFound: boolean;
}

/**
 * One article by slug. Like a news article, an empty slug is logged and nothing is asked. A failure is logged and
 * shown on the page rather than sent to /404, so that an old /blog/{slug} address still lands on the blogs route
 * (site-spec.md section 2.1 redirects; events, our extension, do as blogs do). A slug the API answers with 404 is
 * `notFound`: the page is the not-found page, with a 404 status from the server (docs/decisions/015).
 */
export function useListedArticle<Item extends { slug: string }, Detail extends ListedArticle>(
  kind: ListedKind<Item, Detail>,
  slug: string | undefined,
): ListedArticleState<Detail> {
  const { data, error, isError, isLoading } = kind.useDetail(slug ? slug : skipToken);
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (!slug) console.error(SLUG_IS_NULL_MESSAGE);
  }, [slug]);

  useEffect(() => {
    if (isError) console.error(`${kind.names.log} failed to load`, error);
  }, [isError, error, kind.names.log]);

  return {
    article: isError || notFound ? undefined : data?.data,
    isLoading: isLoading && !notFound,
    isError: (isError && !notFound) || !slug,
    notFound,
  };
}

/**
 * A kind's article page in the newsroom's style: title, what the kind says first (a byline, dates and place),
 * image, body, the Share panel and more articles.
 */
export function ListedDetailPage<Item extends { slug: string }, Detail extends ListedArticle>({
  kind,
  meta,
  loading,
  lead,
}: {
  kind: ListedKind<Item, Detail>;
  meta: (article: Detail, path: string) => PageMeta;
  /** The loading line ("Loading the article…"). */
  loading: string;
  /** What stands under the title, above the image. */
  lead: (article: Detail) => ReactNode;
}) {
  const { slug } = useParams();
  const { article, isLoading, isError, notFound } = useListedArticle(kind, slug);
  const path = generatePath(getRoute(kind.names.detail).path, { slug: slug ?? '' });
  usePageMeta(notFound ? NOT_FOUND_PAGE_META : article ? meta(article, path) : {});

  if (notFound) return <NotFoundPage />;
  return (
    <PageFrame routeId={kind.names.detail} heading={article?.title}>
      {isError && (
        <div role="alert">
          <p>{kind.copy.notFound}</p>
          <Link to={getRoute(kind.names.list).path}>{kind.copy.all}</Link>
        </div>
      )}
      {isLoading && <p role="status">{loading}</p>}
      {article && slug && (
        <>
          {lead(article)}
          <img
            className={articleStyles.image}
            src={article.feature_image}
            alt={article.feature_alt_tag}
            width={FEATURE_IMAGE.width}
            height={FEATURE_IMAGE.height}
            fetchPriority="high"
          />
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: article.description }} />
          <SharePanel title={article.title} />
          <MoreListed kind={kind} currentSlug={slug} />
        </>
      )}
    </PageFrame>
  );
}

/** The newest other articles of a kind, under one of them; nothing when there are none or the list fails. */
function MoreListed<Item extends { slug: string }, Detail extends ListedArticle>({
  kind,
  currentSlug,
}: {
  kind: ListedKind<Item, Detail>;
  currentSlug: string;
}) {
  const headingId = useId();
  const { data } = kind.useList(1);
  const others = (data?.data.data ?? []).filter((item) => item.slug !== currentSlug).slice(0, kind.more.limit);
  const { Grid } = kind;
  if (others.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.moreHeading}>
        {kind.more.heading}
      </h2>
      <Grid items={others} />
    </section>
  );
}
