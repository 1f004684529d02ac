/**
 * Wraps theme-classic's BlogLayout to put a blog post's table of contents in a navigation
 * landmark ("On this page"): the theme renders it in a column beside <main>, outside every
 * landmark, where a screen reader's landmark list does not reach it. A navigation landmark, not a
 * second complementary one: the blog sidebar is already an <aside>, which the theme leaves unnamed,
 * and two complementary landmarks would each need a name.
 */
import React, {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
  return (
    <BlogLayout
      {...props}
      toc={
        toc ? (
          <nav className={styles.toc} aria-label="On this page">
            {toc}
          </nav>
        ) : undefined
      }
    />
  );
}
