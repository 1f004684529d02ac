/**
 * The theme's BlogSidebar/Content with each year as the label of its group, not an <h3>: the sidebar comes before
 * <main> in the page, so its year headings were the first headings of every blog list, post and tag page, ahead of
 * the page's <h1> (heading order). The year still names its group (aria-labelledby) and looks as before.
 */
import React, {memo, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';

import styles from './styles.module.css';

function YearGroup({year, className, children}: {year: string; className?: string; children: ReactNode}): ReactNode {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} className={clsx(styles.year, className)}>
        {year}
      </div>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  if (!themeConfig.blog.sidebar.groupByYear) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <YearGroup key={year} year={year} className={yearGroupHeadingClassName}>
          <ListComponent items={yearItems} />
        </YearGroup>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
