/** The theme's BlogListPage/StructuredData, with absolute author images (src/components/StructuredData). */
import React, {type ReactNode} from 'react';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import StructuredData from '@site/src/components/StructuredData';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  return <StructuredData data={useBlogListPageStructuredData(props)} />;
}
