/**
 * The blog archive: theme-classic 3.10's BlogArchivePage with two changes to its outline.
 * - The hero is inside <main>: at the top level it was a second banner landmark beside the
 *   announcement bar, and the skip link passed over the page's title.
 * - Years are level-two headings under the page's h1 (the theme skips to h3).
 * - The subtitle says what the page lists (the theme repeats "Archive").
 * Ejected because both are in the component's own markup; the rest is the theme's.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';

function Year({year, posts}: {year: string; posts: ArchiveBlogPost[]}): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function postsByYear(blogPosts: readonly ArchiveBlogPost[]): Array<{year: string; posts: ArchiveBlogPost[]}> {
  const years = blogPosts.reduce((byYear, post) => {
    const year = post.metadata.date.split('-')[0]!;
    return byYear.set(year, [post, ...(byYear.get(year) ?? [])]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(years, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Every post on the Statlas blog, newest year first.',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <Year {...year} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
